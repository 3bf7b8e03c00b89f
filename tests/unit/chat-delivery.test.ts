/**
 * Delivery questions are answered from the site's delivery facts as a whole (delivery.ts): the
 * aspect asked first (time, day and time, preparation, the old mattress or bed, area and cost),
 * the overview for a short question, the verdict for a distance the visitor gives against the
 * site's radius, and the note for what the facts do not say. Expected sentences are read from the
 * site's passages, so a changed page changes the test with the answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatFallback } from '../../src/content/chat.ts';
import { chatPartFallback } from '../../src/content/chat-intents.ts';
import { facts } from '../../src/content/site.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { deliveryAnswer, deliveryAspects, distanceKm } from '../../src/lib/chat/delivery.ts';
import { fold } from '../../src/lib/chat/text.ts';

const { engine, matcher } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns).text;

/** The site's sentence that says a phrase (a folded pattern), as the chat quotes it. */
function siteSentence(pattern: RegExp): string {
  for (const p of matcher.saying(pattern))
    for (const s of p.answer.text.split(/(?<=[.!?])\s+/))
      if (pattern.test(fold(s))) return s.replace(/^[^:]{1,40}: /, '');
  throw new Error(`no sentence says ${pattern}`);
}
/** The free area as the site states it: the radius and the costs beyond it. */
const radius = new RegExp(`Umkreis von ${facts.freeDeliveryKm}\\s*km[^]*weitere\\w* Strecken`);
const agreed = siteSentence(/tag und die uhrzeit/);
const accessible = siteSentence(/zuganglich/);
const oldMattressFree = siteSentence(/alte matratze[^.]*kostenlos/);
const withinKm = (km: number) => `Mit ${km} km liegen Sie innerhalb des Umkreises von ${facts.freeDeliveryKm} km.`;
const beyondKm = (km: number) => `Mit ${km} km liegen Sie außerhalb des Umkreises von ${facts.freeDeliveryKm} km.`;
/** Replies that answer another topic: the showroom's hours as the answer, a product's introduction. */
const otherTopic = /^Öffnungszeiten|^Wasserbetten: schwerelos|^Seniorenbetten mit komfortabler|^Boxspringbetten: /;

/** Ways a visitor types the same question: as written, in lower case, without the question mark. */
const typed = fc.constantFrom(
  (s: string) => s,
  (s: string) => s.toLowerCase(),
  (s: string) => s.replace(/\?$/, ''),
  (s: string) => s.replace(/ü/g, 'ue').replace(/ä/g, 'ae'),
);

describe('the distance a visitor gives', () => {
  it('is read in its spellings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.constantFrom('# km', 'ca. #km', '# Kilometer', 'locker # km', 'so #km', 'etwa # kilometern'),
        (km, spelling) => distanceKm(`Wir wohnen ${spelling.replace('#', String(km))} weg.`) === km,
      ),
    );
  });

  it('gets the verdict against the site’s radius, the radius and no price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 600 }),
        fc.constantFrom('# km', 'ca. #km', '# Kilometer', 'locker # km'),
        fc.constantFrom(
          'Wir wohnen # weg, was kostet die Lieferung?',
          'Ich wohne # von Ihnen entfernt. Was kostet bei Ihnen die Lieferung?',
          'wohne # weg, kostet liefern was?',
          'Liefert ihr auch, wenn wir # weg wohnen? Was kostet das?',
        ),
        typed,
        (km, spelling, question, type) => {
          const text = reply(type(question.replace('#', spelling.replace('#', String(km)))));
          expect(text).toContain(km <= facts.freeDeliveryKm ? withinKm(km) : beyondKm(km));
          expect(text).toMatch(radius);
          expect(text).not.toMatch(/€|Euro/);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('given earlier holds for a follow-up about delivery', () => {
    expect(reply('was kostet bei euch die lieferung?', 'und wenn ich 80 km weg wohn?')).toContain(beyondKm(80));
    expect(
      reply('Kann man bei euch auch nur ne Matratze kaufen, ohne Bett?', 'und bringt ihr die auch? wohne ca 30 km weg'),
    ).toContain(withinKm(30));
  });
});

describe('a delivery question’s aspect', () => {
  const cases: [string[], RegExp | string][] = [
    [
      [
        'Kann ich mir den Liefertag aussuchen?',
        'Können Sie den Tag der Lieferung mit mir abstimmen?',
        'Kann ich Tag und Uhrzeit der Lieferung mitbestimmen?',
      ],
      agreed,
    ],
    [
      [
        'Muss ich vor dem Aufbau was vorbereiten?',
        'Was muss ich vor der Lieferung vorbereiten?',
        'Müssen Sie vor der Lieferung etwas vorbereitet haben?',
      ],
      accessible,
    ],
    [
      ['Nehmt ihr die alte Matratze mit?', 'Nehmen Sie meine alte Matratze bei der Lieferung mit?'],
      /Ihre alte Matratze [^.]*mit/,
    ],
  ];
  it('is answered by the site’s sentence for it, never by another topic', () => {
    for (const [questions, expected] of cases)
      fc.assert(
        fc.property(fc.constantFrom(...questions), typed, (q, type) => {
          const text = reply(type(q));
          if (typeof expected === 'string') expect(text).toContain(expected);
          else expect(text).toMatch(expected);
          expect(text).not.toMatch(otherTopic);
        }),
        { numRuns: 12 },
      );
  });

  it('names the aspects a question asks, the date only where nothing else is asked', () => {
    expect(deliveryAspects('Was muss ich zum Liefertermin vorbereiten?')).toEqual(['preparation']);
    expect(deliveryAspects('Wann ist der Liefertermin?')).toEqual(['time']);
    expect(deliveryAspects('Lieferung?')).toEqual([]);
  });
});

describe('delivery questions of the spent sets', () => {
  it('"Lieferung?" gets the overview: time, free area, the old mattress', () => {
    const text = reply('Lieferung?');
    expect(text).toMatch(/1–2 Wochen/);
    expect(text).toMatch(radius);
    expect(text).toContain(oldMattressFree);
  });

  it('answers each named case with the facts it needs', () => {
    expect(
      reply('Wir wohnen in Köln, das sind ca. 120 km bis zu euch. Liefert ihr so weit und was kostet das dann?'),
    ).toContain(beyondKm(120));
    expect(
      reply(
        'Wir ziehen nach Hamburg, das sind von euch locker 400 km. Liefert ihr da überhaupt hin und was kostet das?',
      ),
    ).toContain(beyondKm(400));
    const prepare = reply('Muss ich vor dem Aufbau irgendwas vorbereiten?');
    expect(prepare).toContain(accessible);
    expect(prepare).toMatch(/Steckdose/);
    const frame = reply('Nehmt ihr bei der Lieferung auch unser altes Bettgestell mit? Die Matratze sowieso.');
    expect(frame).toMatch(/^Seniorenbetten – .*altes Bett/);
    expect(frame).toContain(chatPartFallback.text);
    const shift = reply(
      'Ich arbeite Schicht. Kann ich mir den Tag und die Uhrzeit der Lieferung aussuchen? Und wie lange nach der Bestellung kommt das?',
    );
    expect(shift).toContain(agreed);
    expect(shift).toMatch(/spätestens zwei Wochen/);
    const water = reply('Wie lange wartet man bei euch auf ein Wasserbett, und muss ich das selbst befüllen?');
    expect(water).toMatch(/Wasserbetten nennen wir Ihnen den Liefertermin verbindlich im Angebot/);
    expect(water).toMatch(/befüllen die Wassermatratze mit Leitungswasser/);
    expect(reply('bis wann spätestens muss das bett nach der bestellung geliefert sein? steht das irgendwo?')).toMatch(
      /spätestens zwei Wochen nach Vertragsschluss/,
    );
    const saturday = reply(
      'Kann ich mir das Bett am Samstag liefern lassen? Und wie erfahre ich, wann genau ihr kommt?',
    );
    expect(saturday).toContain(agreed);
    expect(saturday).toContain(chatPartFallback.text);
    expect(reply('stellt ihr das bett bei mir auch auf?', 'kostet das extra?')).toMatch(radius);
  });

  it('keeps the honest fallback where the facts do not say what is asked', () => {
    for (const q of [
      'Liefert ihr auch nach Österreich?',
      'Wie lange liefert Amazon?',
      'Wir ziehen um – baut ihr das Bett ab und wieder auf?',
      'liefert ihr auch sonntags',
    ])
      expect(reply(q)).toBe(chatFallback.text);
  });
});

describe('the delivery facts come from the pages', () => {
  it('a changed page changes the answer', () => {
    const passage = (page: string, label: string, text: string) => ({
      page,
      answer: { text, links: [{ label, href: `${page}#lieferung` }] },
    });
    const pages = [
      passage('/service', 'Service: Lieferung', 'Lieferzeit 3 Wochen: Ihr Bett ist in 3 Wochen fertig.'),
      passage(
        '/service',
        'Service: Lieferung',
        'Kostenlos im Umkreis von 20 km: Für weitere Strecken nennen wir die Kosten im Angebot.',
      ),
    ];
    const d = deliveryAnswer(pages, [], 'Lieferung?', undefined);
    expect(d?.text).toContain('in 3 Wochen fertig');
    expect(d?.text).toContain('Umkreis von 20 km');
  });
});
