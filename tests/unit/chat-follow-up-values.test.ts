/**
 * A noun-less follow-up that brings a value keeps the last question's topic: a weight change said
 * with when it will hold ('bis zum Sommer'), a bed's width for the size asked before, and a
 * statement asked again with the follow-up's value is a question.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typeset } from '../../src/lib/typography.ts';
import knowledge from 'virtual:chat-knowledge';
import { chatFallback } from '../../src/content/chat.ts';
import { chatStandardSize } from '../../src/content/chat-intents.ts';
import { hardnessGuide } from '../../src/content/products/matratzen.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { specialSizeOf } from '../../src/lib/chat/engine.ts';
import { reapply, valuesOf } from '../../src/lib/chat/follow-up.ts';
import { hardnessForWeight } from '../../src/lib/sleep-advice.ts';
import { chatRareReplies } from '../../src/content/chat-rare-replies.ts';

const { engine } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);
const widths = chatStandardSize.widths as readonly number[];
const lengths = chatStandardSize.lengths as readonly number[];
/** When a change will hold, as visitors say it. */
const when = fc.constantFrom(
  'bis zum sommer ',
  'bis nächstes jahr ',
  'bis nächsten Monat ',
  'in drei monaten ',
  'bis zur hochzeit ',
  'nach dem urlaub ',
  'bis weihnachten ',
  '',
);
const loss = fc.constantFrom('abnehm', 'abnehme', 'weniger hab', 'weniger wiege', 'abgenommen hab');
const opener = fc.constantFrom('und wenn ich ', 'und falls ich ', 'was ist wenn ich ', '');

describe('chat follow-ups: a weight change with when it will hold', () => {
  it('asks the last question again with the new weight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 160 }),
        fc.integer({ min: 5, max: 25 }),
        opener,
        when,
        loss,
        (kg, change, open, time, verb) => {
          const previous = `Ich wiege ${kg} Kilo, welchen Härtegrad brauch ich?`;
          expect(reapply(previous, `${open}${time}${change} kilo ${verb}?`)).toContain(`${kg - change} kg`);
        },
      ),
    );
  });

  it('answers with the hardness for the new weight through the engine', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 150 }), fc.integer({ min: 5, max: 25 }), when, (kg, change, time) => {
        const grade = hardnessForWeight(kg - change);
        const r = reply(`welcher härtegrad bei ${kg} kg?`, `und wenn ich ${time}${change} kilo abnehm?`);
        expect(r.text).toContain(`${grade} (${hardnessGuide.find((g) => g.grade === grade)!.name})`);
      }),
      { numRuns: 30 },
    );
  });

  it('keeps a long follow-up that is a question of its own as it is', () => {
    // Many words beside the time: not a value follow-up.
    expect(
      reapply(
        'ich wiege 80 kilo',
        'und wenn ich im sommer viel sport mache und dann 10 kilo weniger habe und anders schlafe?',
      ),
    ).toBe(undefined);
  });
});

describe('chat follow-ups: a width for the size asked before', () => {
  it('reads a width as the first figure of a size', () => {
    expect(valuesOf('und wenn ich 175 breit brauch?')).toEqual({ width: 175 });
    expect(valuesOf('und in 175 cm Breite?')).toEqual({ width: 175 });
    expect(valuesOf('und mit einer Breite von 175?')).toEqual({ width: 175 });
  });

  it('replaces the width of the last size, and needs a size to go into', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...widths),
        fc.constantFrom(...lengths),
        fc.integer({ min: 70, max: 220 }),
        fc.constantFrom(
          'und wenn ich W breit brauch?',
          'und in W breit?',
          'und W cm breit?',
          'und mit einer Breite von W?',
        ),
        (w, l, width, phrase) => {
          fc.pre(width !== w);
          const q = reapply(
            `wie lang dauert die lieferung von nem boxspringbett ${w}x${l}?`,
            phrase.replace('W', String(width)),
          );
          expect(q).toContain(`${width}x${l}`);
          expect(q).not.toMatch(new RegExp(`\\b${w}x${l}\\b`));
        },
      ),
    );
    expect(reapply('wie lange dauert die lieferung?', 'und wenn ich 175 breit brauch?')).toBe(undefined);
  });

  it('names a width that is no standard width as a special size, never the standard delivery alone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...widths),
        fc.constantFrom(...lengths),
        fc.integer({ min: 70, max: 220 }),
        (w, l, width) => {
          fc.pre(!widths.includes(width));
          const r = reply(
            `wie lang dauert die lieferung von nem boxspringbett ${w}x${l}?`,
            `und wenn ich ${width} breit brauch?`,
          );
          expect(specialSizeOf(`${width}x${l}`)).toEqual([width, l]);
          expect(r.text).toContain(typeset(`${width} × ${l} cm`));
          expect(r.text).toMatch(/Sondermaß/);
          expect(r.text).toMatch(/Liefertermin verbindlich im Angebot/);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('chat follow-ups: a statement asked again with a value', () => {
  it('is read as a question, never answered as a statement', () => {
    fc.assert(
      fc.property(fc.constantFrom(...widths), fc.integer({ min: 201, max: 249 }), (w, l) => {
        fc.pre(!lengths.includes(l));
        const r = reply(
          `Ich hab telefonisch ein Bett in ${w}x200 bestellt und überleg zu widerrufen.`,
          `und wenns ${w}x${l} wär?`,
        );
        expect(r.text).not.toBe(chatRareReplies.statement.text);
      }),
      { numRuns: 15 },
    );
  });
});

describe('chat: "länger" beside a verb of time asks about the time', () => {
  const context = fc.constantFrom(
    'ich brauch wegen meiner größe ein bett in 90 x 240',
    'Mein Mann ist 1,94 und ich bin 1,65. Wie lang muss unser neues Bett sein?',
    'wir brauchen ein Bett in 100 x 225 für eine Nische',
    'Ich bin 2,05 m groß, habt ihr so lange Betten?',
  );
  const ask = fc.constantFrom(
    'dauert das dann länger?',
    'dauert das länger?',
    'und dauert das dann länger?',
    'dauerts dann länger?',
    'wartet man dann länger?',
  );

  it('answers a follow-up with the delivery time, never with the bed length or the service life', () => {
    fc.assert(
      fc.property(context, ask, (first, second) => {
        const r = reply(first, second);
        expect(r.text).toMatch(/Liefertermin|liefern wir/);
        expect(r.text).not.toMatch(/Nutzungsdauer|Faustregel/);
      }),
      { numRuns: 20 },
    );
  });

  it('names a size the turn before gave that is no standard size as a special size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 70, max: 220 }),
        fc.integer({ min: 190, max: 250 }),
        ask,
        fc.constantFrom('wir brauchen ein Bett in W x L für eine Nische', 'Ich bräuchte WxL.'),
        (w, l, second, first) => {
          fc.pre(!widths.includes(w) || !lengths.includes(l));
          const r = reply(first.replace('W', String(w)).replace('L', String(l)), second);
          // Named as a special size with what holds for those, or the honest fallback; never the
          // standard time alone.
          if (r.text === chatFallback.text) return;
          expect(r.text).toContain(typeset(`${w} × ${l} cm`));
          expect(r.text).toMatch(/Sondermaß/);
          expect(r.text).toMatch(/Liefertermin verbindlich im Angebot/);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('answers it as a later part of one message too', () => {
    fc.assert(
      fc.property(context, ask, (first, second) => {
        const r = reply(`${first.replace(/[?.]$/, '')}. ${second}`);
        expect(r.text).not.toMatch(/Nutzungsdauer/);
      }),
      { numRuns: 20 },
    );
    const r = reply(
      'Unser Schlafzimmer hat ne Dachschräge. Könnt ihr das Bett anpassen, kostet das was und dauerts dann länger?',
    );
    expect(r.text).toMatch(/Dachschrägen[^.]*kostenlos/);
    expect(r.text).toMatch(/Dachschrägen[^.]*Liefertermin/);
  });

  it('keeps "länger" as the bed length where no verb of time stands before it', () => {
    const r = reply('Habt ihr auch längere Betten für große Menschen?');
    expect(r.text).not.toMatch(/liefern wir in der Regel/);
  });

  it('never gives the standard time alone after a special size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 70, max: 220 }),
        fc.integer({ min: 190, max: 250 }),
        fc.constantFrom(
          'muss ich dann länger warten?',
          'wie lange dauert das?',
          'und wann kommt das?',
          'wie schnell geht das?',
        ),
        (w, l, second) => {
          fc.pre(!widths.includes(w) || !lengths.includes(l));
          const r = reply(`wir brauchen ein Bett in ${w} x ${l} für eine Nische`, second);
          if (/1–2 Wochen/.test(r.text)) expect(r.text).toMatch(/Sondermaß/);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('chat: several questions in one message', () => {
  const questions = [
    'wie lange ist die lieferzeit',
    'wie lange gilt die garantie',
    'wann habt ihr samstags offen',
    'kann ich mit karte zahlen',
    'nehmt ihr die alte matratze mit',
    'kann man den topper waschen',
    'wo kann man parken',
  ];
  const joiner = fc.constantFrom(' und ', ', und ', '? ', '? Und ', ', ');

  it('answers each of two standard questions, however they are joined', () => {
    fc.assert(
      fc.property(fc.constantFrom(...questions), fc.constantFrom(...questions), joiner, (a, b, join) => {
        fc.pre(a !== b);
        const alone = [reply(`${a}?`).text, reply(`${b}?`).text];
        fc.pre(alone[0] !== alone[1]);
        const both = reply(`${a}${join}${b}?`).text;
        for (const text of alone) expect(both).toContain(text.split('\n')[0]!.slice(0, 40));
      }),
      { numRuns: 40 },
    );
  });
});

describe('chat: a noun-less follow-up keeps the topic', () => {
  it('answers how long the product of the first turn lasts, about that product', () => {
    const products = [
      ['Wasserbetten', /Wasserbett/],
      ['Topper', /Topper/],
      ['Boxspringbetten', /Boxspringbett/],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...products),
        fc.constantFrom(
          'Erzählt mal was über eure P',
          'Was für P habt ihr?',
          'ich interessiere mich für P',
          'Habt ihr P?',
        ),
        fc.constantFrom('und wie lange halten die?', 'und wie lang halten die so?', 'wie lange halten die denn?'),
        ([name, says], first, second) => {
          const r = reply(first.replace('P', name), second);
          expect(r.text).toMatch(says);
          expect(r.text).toMatch(/Jahre/);
        },
      ),
      { numRuns: 30 },
    );
  });
});
