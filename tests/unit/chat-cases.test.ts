/**
 * A question that names a case the site answers differently from the standard one (a holiday, a
 * purchase in the showroom, ordinary wear, what is typed into the chat, what is entered in the
 * Schlafberater) is answered by what the site says of that case, or gets the honest fallback:
 * the standard case's answer (the weekly hours, the fourteen days, the statutory warranty, the
 * contact form's storage, the hardness table) would be a confident answer on the wrong topic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { company, operator } from '../../src/content/site.ts';

const { engine } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns).text;
/** The honest fallback's contacts: the phone and the form. */
const honest = (text: string) => text.includes('0271') && /Kontaktformular/.test(text);

describe('a holiday is not answered with the weekly hours alone', () => {
  const holidays = [
    'Feiertagen',
    'Ostermontag',
    'Karfreitag',
    'Pfingstmontag',
    'Fronleichnam',
    'Neujahr',
    'Silvester',
    'Weihnachten',
    'Christi Himmelfahrt',
    'Brückentagen',
  ];
  const frames = [
    'Habt ihr an {h} geöffnet?',
    'Ist der Showroom an {h} offen?',
    'Kann ich an {h} bei euch vorbeikommen?',
    'wie sind eure öffnungszeiten an {h}?',
  ];
  it('says the holiday, a special day, or gives the phone and the form', () => {
    fc.assert(
      fc.property(fc.constantFrom(...holidays), fc.constantFrom(...frames), (h, frame) => {
        const text = reply(frame.replace('{h}', h));
        expect(/Feiertag|\d{1,2}\.\d{1,2}\.\d{4}/.test(text) || honest(text)).toBe(true);
        if (!/Feiertag|\d{1,2}\.\d{1,2}\.\d{4}/.test(text)) expect(text).not.toMatch(/^Öffnungszeiten Showroom/);
      }),
      { numRuns: 40 },
    );
  });
  it('regression: Easter Monday', () => {
    expect(honest(reply('Habt ihr an Feiertagen geöffnet? Z.B. Ostermontag?'))).toBe(true);
  });
  it('the weekly hours stay the answer for a day of the week', () => {
    expect(reply('Habt ihr samstags offen?')).toContain('Samstag: 10:00–15:00');
  });
});

describe('a purchase in the showroom asked with the right of withdrawal', () => {
  const bought = [
    'Wir haben letzte Woche im Showroom ein Bett gekauft.',
    'Ich hab im Showroom gekauft,',
    'Habe die Matratze bei euch im Laden gekauft.',
    'Wir waren im Showroom und haben bestellt.',
  ];
  const asked = [
    'Können wir das in 14 Tagen widerrufen?',
    'kann ich noch widerrufen?',
    'Kann ich vom Kauf zurücktreten?',
    'Gilt da das Widerrufsrecht?',
  ];
  it('gets the clause that the showroom has no statutory right, never the fourteen days alone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...bought), fc.constantFrom(...asked), (b, a) => {
        const text = reply(`${b} ${a}`);
        expect(
          text.includes('in unserem Showroom schließen, besteht kein gesetzliches Widerrufsrecht') || honest(text),
        ).toBe(true);
      }),
      { numRuns: 16 },
    );
  });
  it('regressions', () => {
    for (const q of [
      'Wir haben letzte Woche im Showroom ein Bett gekauft und es uns anders überlegt. Können wir das in 14 Tagen widerrufen?',
      'Ich hab letzte Woche im Showroom gekauft, kann ich noch 14 Tage widerrufen?',
    ])
      expect(reply(q)).toContain('in unserem Showroom schließen, besteht kein gesetzliches Widerrufsrecht');
  });
  it('says a clause once when two parts find it', () => {
    const text = reply(
      'kann ich ein bett zurückgeben das ich im showroom gekauft habe? und wie ist es wenn ich telefonisch bestellt hätte?',
    );
    expect(text.split('Verbrauchern steht bei Fernabsatzverträgen').length).toBe(2);
  });
});

describe('ordinary wear asked with the guarantee', () => {
  const things = ['der Topper', 'die Matratze', 'das Polster vom Kopfteil', 'der Bezug'];
  const wear = [
    'ist platter geworden',
    'ist durchgelegen',
    'ist eingesessen',
    'leiert aus',
    'ist abgenutzt',
    'hat eine Kuhle',
  ];
  const asked = ['Fällt das unter Garantie?', 'Ist das ein Garantiefall?', 'Übernehmt ihr das über die Garantie?'];
  it('gets the exclusion of ordinary wear, never the cover or the statutory warranty alone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...things), fc.constantFrom(...wear), fc.constantFrom(...asked), (t, w, a) => {
        const text = reply(
          `Nach 3 Jahren ${w.startsWith('ist') || w.startsWith('hat') ? `${w.split(' ')[0]} ${t} ${w.split(' ').slice(1).join(' ')}` : `${t} ${w}`}. ${a}`,
        );
        expect(text.includes('Gewöhnliche Abnutzung') || honest(text)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
  it('regression: the flattened topper', () => {
    expect(
      reply(
        'Nach 3 Jahren ist der Topper irgendwie platter geworden und der Bezug leiert aus. Fällt das unter Garantie?',
      ),
    ).toContain('Gewöhnliche Abnutzung');
  });
});

describe('what the visitor types into the chat, or enters in the Schlafberater', () => {
  it('the chat: its own clause (the browser only), never the contact form’s storage', () => {
    const asked = [
      'Liest hier eigentlich jemand mit was ich dir schreibe? Wird das gespeichert?',
      'Speichert ihr, was ich hier im Chat schreibe?',
      'Wird der Chat gespeichert?',
      'Bekommt ihr mit, was ich dir schreibe?',
    ];
    for (const q of asked) {
      const text = reply(q);
      expect(text.includes('ausschließlich in Ihrem Browser') || honest(text), q).toBe(true);
      expect(text, q).not.toContain('180 Tagen');
    }
  });
  it('the Schlafberater: kept on the device, never its description or the hardness table', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('mein Gewicht', 'meine Größe', 'Gewicht und Größe'),
        fc.constantFrom(
          'kriegt ihr das dann?',
          'bekommt ihr das?',
          'wird das an euch übermittelt?',
          'wird das gespeichert?',
        ),
        (what, asked) => {
          const text = reply(`Wenn ich im Schlafberater ${what} eingebe, ${asked}`);
          expect(text.includes('verarbeitet Ihr Browser nur auf Ihrem Gerät') || honest(text)).toBe(true);
          expect(text).not.toContain('H1 (weich)');
        },
      ),
      { numRuns: 12 },
    );
    expect(reply('Wenn ich im Schlafberater mein Gewicht eingebe, kriegt ihr das dann?')).toContain(
      'verarbeitet Ihr Browser nur auf Ihrem Gerät',
    );
  });
});

describe('a comparison’s frame word is no subject', () => {
  it('“eher 1000 oder eher 5000?” after a price question is not the belly sleeper’s “eher fester”', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ein Wasserbett', 'ein Boxspringbett', 'eine Matratze', 'ein Topper'),
        fc.integer({ min: 1, max: 9 }),
        (product, n) => {
          const text = reply(`was kostet ungefähr ${product} bei euch?`, `nur so grob, eher ${n}00 oder eher ${n}000?`);
          expect(text).not.toContain('Becken');
          expect(text).not.toMatch(/\d\s?(?:€|Euro)/);
        },
      ),
      { numRuns: 20 },
    );
  });
  it('still answers the belly sleeper who asks “eher weich oder eher fest?”', () => {
    expect(reply('Ich schlafe auf dem Bauch, eher weich oder eher fest?')).toContain('festere Matratze');
  });
});

describe('what a question asks suits or helps is its subject', () => {
  const unknown = ['Allergiker', 'Milbenallergiker', 'Asthmatiker', 'Neurodermitis', 'Heuschnupfen', 'Bettwanzen'];
  const frames = [
    'Sind eure Matratzen für {x} geeignet?',
    'Ist die Hybrid-Matratze für {x} geeignet?',
    'Welcher Topper ist für {x} geeignet?',
    'Hilft eine neue Matratze gegen {x}?',
  ];
  it('a subject the site never names gets the honest fallback, not a passage sharing “geeignet”', () => {
    fc.assert(
      fc.property(fc.constantFrom(...unknown), fc.constantFrom(...frames), (x, frame) => {
        expect(honest(reply(frame.replace('{x}', x)))).toBe(true);
      }),
      { numRuns: 24 },
    );
  });
  it('regression: house-dust allergy', () => {
    expect(honest(reply('Ich habe eine Hausstauballergie. Sind Ihre Matratzen für Allergiker geeignet?'))).toBe(true);
  });
  it('a subject the site names keeps its answer', () => {
    expect(reply('Welche Matratze ist für Seitenschläfer geeignet?')).toContain('Schulter und Hüfte');
  });
});

describe('how a question is asked is not what it asks about', () => {
  it('“zählt” (counts) is not “zahlt” (pays): never the payment terms unless paying is asked', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('die Lieferzeit', 'die Garantie', 'der Umtausch', 'die Widerrufsfrist', 'das', 'die Frist'),
        fc.constantFrom(
          'Ab wann zählt {x} eigentlich?',
          'Wann zählt {x} los?',
          'Ihr schreibt 1–2 Wochen. Ab wann zählt {x} – ab meiner Bestellung?',
        ),
        (x, frame) => {
          expect(reply(frame.replace('{x}', x))).not.toContain('per Überweisung, in bar oder mit Karte');
        },
      ),
      { numRuns: 18 },
    );
    // Paying is still paying.
    expect(reply('Wer zahlt den Rücktransport beim Widerruf?')).not.toBe(
      reply('Wer zählt den Rücktransport beim Widerruf?'),
    );
  });
  it('“zählt das als Maßanfertigung?” asks what it is', () => {
    expect(
      reply(
        'hab per mail ein bett bestellt, 160x200, h3, stoff in petrol. kann ich noch widerrufen oder zählt das als maßanfertigung?',
      ),
    ).toContain('Die bloße Auswahl unter unseren Standardausführungen');
  });
  it('“wie erfahre ich …” is not the workshop’s experienced craftspeople', () => {
    for (const q of [
      'Kann ich mir das Bett am Samstag liefern lassen? Und wie erfahre ich, wann genau ihr kommt?',
      'Wie erfahre ich, wann ihr liefert?',
      'Wie erfahrt ihr, welche Matratze ich brauche?',
    ])
      expect(reply(q), q).not.toContain('erfahrener Handwerkerinnen');
  });
});

describe('a baby is a baby, not any family bed', () => {
  it('a question about a baby in the family bed gets the site’s advice for the first year', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Ab wann darf unser Baby mit ins Familienbett?',
          'Darf unser Baby bei uns im Familienbett schlafen?',
          'Ist das Familienbett auch für ein Baby geeignet?',
          'Wir wollen mit unserem Baby im Familienbett schlafen, geht das?',
        ),
        (q) => {
          const text = reply(q);
          expect(text.includes('Für das erste Lebensjahr empfehlen wir kein Familienbett') || honest(text), q).toBe(
            true,
          );
        },
      ),
    );
  });
  it('regression: the baby and the fall guard', () => {
    expect(
      reply('Ab wann darf unser Baby mit ins Familienbett? Und gibts da einen Schutz, damit keiner rausfällt?'),
    ).toContain('Für das erste Lebensjahr empfehlen wir kein Familienbett');
  });
});

describe('a question whose subject is a pronoun for the situation', () => {
  it('is not answered by a passage that says nothing of the situation', () => {
    fc.assert(
      fc.property(fc.constantFrom('März', 'Mai', 'Herbst', 'drei Wochen'), (when) => {
        const text = reply(`Unser Baby kommt in ${when}. Kann es von Anfang an bei uns im Familienbett schlafen?`);
        expect(text).not.toContain('Familienbett nach Maß');
        expect(text.includes('Baby') || honest(text)).toBe(true);
      }),
    );
  });
  it('regression: the baby due in March', () => {
    const text = reply(
      'Unser Baby kommt im März. Kann es von Anfang an bei uns im Familienbett schlafen? Und gibts so ein Gitter gegen Rausfallen?',
    );
    expect(text.includes('Für das erste Lebensjahr') || honest(text)).toBe(true);
    expect(text).not.toContain('Familienbett nach Maß');
  });
});

describe('one hardness grade is no answer to a question that names none and gives no weight', () => {
  it('a heavy visitor without a figure is never told a light grade', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ziemlich', 'sehr', 'eher', ''),
        fc.constantFrom('schwer', 'dick', 'übergewichtig'),
        fc.constantFrom('welche matratze passt?', 'welche matratze?', 'was empfehlt ihr?'),
        (how, what, asked) => {
          const text = reply(`ich bin ${how} ${what}, ${asked}`.replace(/\s+/g, ' '));
          expect(text).not.toMatch(/^H[12] \(/);
          expect(text).not.toContain('H1 (weich) (bis 60');
        },
      ),
      { numRuns: 36 },
    );
  });
  it('regressions: the softest mattress is not the firm grade; light people keep theirs', () => {
    expect(reply('Für wen ist die weichste Matratze?')).not.toContain('H3 (fest)');
    expect(reply('Welche Matratze für leichte Personen?')).toContain('H1 (weich)');
  });
});

describe('“dick” of a thing is its thickness, of a person their weight', () => {
  it('a thick mattress or topper is never answered with the weight table', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ne dicke matratze', 'eine dicke Matratze', 'dickere Topper', 'ein dicker Topper'),
        fc.constantFrom(
          'was ist an nem boxspringbett so besonders, ist doch nur {x}?',
          'Habt ihr {x}?',
          'ich suche {x}',
        ),
        (x, frame) => {
          expect(reply(frame.replace('{x}', x))).not.toContain('Die wichtigste Orientierung ist Ihr Körpergewicht');
        },
      ),
      { numRuns: 12 },
    );
  });
  it('a person who is “dick” still speaks of their weight', () => {
    expect(reply('ich bin dick, welcher härtegrad?')).toMatch(/Körpergewicht|kg/);
  });
});

describe('“garantiert” before an adjective is “certainly”, not the guarantee', () => {
  it('never answers with the guarantee’s terms', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('latexfrei', 'schadstofffrei', 'geruchlos', 'milbenfrei', 'nicht zu weich'),
        fc.constantFrom('Habt ihr Matratzen, die garantiert {x} sind?', 'Ist der Topper garantiert {x}?'),
        (x, frame) => {
          expect(reply(frame.replace('{x}', x))).not.toContain('5 Jahre lang frei von Material');
          expect(reply(frame.replace('{x}', x))).not.toContain('5 Jahre Garantie auf Material');
        },
      ),
      { numRuns: 10 },
    );
  });
  it('the guarantee asked as “garantiert?” is still the guarantee', () => {
    expect(reply('Ist das Bett garantiert?')).toContain('Garantie');
  });
});

describe('“welches Bett hat …?” asks for a bed', () => {
  it('is answered by a bed that has it, or gets the fallback, never by the thing’s own description', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('einen Visco-Topper', 'einen Gel-Topper', 'einen Latex-Topper', 'ein gerades Kopfteil'),
        fc.constantFrom('Welches Bett hat {x}?', 'Bei welchem Modell ist {x} dabei?', 'Welche Variante hat {x}?'),
        (x, frame) => {
          const text = reply(frame.replace('{x}', x));
          const names = /Classic|Luxury|Comfort Plus|Savoy|Earth Tones|Cozy|Modern Grey|Senioren|Hohe Ausführung/;
          expect(names.test(text) || honest(text), frame.replace('{x}', x)).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });
  it('regression: the bed with the Visco-Topper', () => {
    expect(reply('Bei welchem Bett ist ein Visco-Topper schon mit drin?')).toContain('Luxury');
  });
});

describe('when a thing is due for replacing is answered by a lifetime, never by a guarantee’s term', () => {
  it('a replacement interval the site does not state gets the fallback', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('die Matratze', 'ne matratze', 'das Boxspringbett', 'den Lattenrost'),
        fc.constantFrom('tauschen', 'wechseln', 'ersetzen', 'austauschen'),
        fc.constantFrom('Nach wie vielen Jahren sollte man {x} {v}?', 'Wann muss man {x} eigentlich {v}?'),
        (x, v, frame) => {
          const text = reply(frame.replace('{x}', x).replace('{v}', v));
          expect(/Lebensdauer|ersetzen|erneuer|alle \d/.test(text) || honest(text)).toBe(true);
          expect(text).not.toMatch(/^Dazu passen zwei Themen: „5 Jahre Garantie“/);
        },
      ),
      { numRuns: 24 },
    );
  });
  it('regressions: the mattress with a hollow; the topper and the water mattress keep their intervals', () => {
    expect(
      honest(
        reply(
          'unsere matratze ist 9 jahre alt und hat ne richtige kuhle. nach wie vielen jahren sollte man ne matratze eigentlich tauschen?',
        ),
      ),
    ).toBe(true);
    expect(reply('Wann sollte man einen Topper ersetzen?')).toContain('etwa alle 7 Jahre');
    expect(reply('Wie oft sollte man die Wassermatratze erneuern?')).toContain('8–12 Jahre');
    expect(
      reply('wie dick sind die visco topper eigentlich und nach wie vielen jahren muss man die tauschen?'),
    ).toContain('4–8');
  });
});

describe('a question without an answer beside a question with its own subject', () => {
  // The case a part names holds for a part that points back to it, never for a question with a
  // subject of its own: that one keeps its answer, the other gets the note that it has none.
  const unanswered = [
    'Habt ihr eine Spielecke für Kinder?',
    'Habt ihr einen Hund im Laden?',
    'Gibt es bei euch Kaffee?',
    'Oder an Feiertagen?',
  ];
  const own = [
    ['Und wie ist eure USt-IdNr?', operator.vatId!],
    ['Wie lautet eure Umsatzsteuer-ID?', operator.vatId!],
    ['Und wo ist euer Showroom?', company.street],
  ] as const;
  it('keeps the answer of the part with its own subject (generated pairs)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...unanswered), fc.constantFrom(...own), (first, [second, fact]) => {
        expect(reply(`${first} ${second}`)).toContain(fact);
      }),
      { numRuns: 12 },
    );
  });
  it('a part that points back still takes the case of the part before', () => {
    expect(reply('Liest hier eigentlich jemand mit was ich dir schreibe? Wird das gespeichert?')).toContain(
      'ausschließlich in Ihrem Browser',
    );
    expect(
      reply(
        'wir haben letzten samstag im showroom ein bett gekauft und es uns anders überlegt. kann ich innerhalb von 14 tagen zurücktreten? und wenns nur um die matratze geht?',
      ),
    ).toContain('in unserem Showroom schließen, besteht kein gesetzliches Widerrufsrecht');
  });
});
