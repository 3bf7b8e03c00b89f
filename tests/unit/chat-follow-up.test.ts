/**
 * The conversation's state: a follow-up that brings only its own values ('und in 250 cm?', 'und
 * wenn ich 20 kilo abnehme?', 'und allein?') asks the last question again with them; one that
 * asks for the n-th or the other items of a list the last question named gets those items; a
 * later part of a message without an answer of its own is read with the part before it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typeset } from '../../src/lib/typography.ts';
import knowledge from 'virtual:chat-knowledge';
import { chatAdviceCopy, chatLengthTableQuery, chatPartFallback } from '../../src/content/chat-intents.ts';
import { chatSynonymGroups } from '../../src/content/chat-synonyms.ts';
import { hardnessGuide, sleepPositions, technologies } from '../../src/content/products/matratzen.ts';
import { sizeGuide } from '../../src/content/products/ueberlaenge.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import {
  asks,
  contradictsWeights,
  extractPersons,
  gradesNamed,
  sayer,
  splitParts,
  withoutMarkup,
} from '../../src/lib/chat/engine.ts';
import { aspectOf, reapply, valuesOf } from '../../src/lib/chat/follow-up.ts';
import { fold, tokenize } from '../../src/lib/chat/text.ts';
import { hardnessForWeight, lengthForHeight } from '../../src/lib/sleep-advice.ts';
import { chatRareReplies } from '../../src/content/chat-rare-replies.ts';

const { engine, matcher } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);
const opener = fc.constantFrom('und ', 'und wenn ', 'und bei ', 'was ist mit ', 'aber ', '');
const closer = fc.constantFrom('?', '', ' ?', '??');

describe('chat follow-ups: the values a turn brings', () => {
  it('reads sizes, bed lengths, body heights, weights, weight changes and sleepers', () => {
    expect(valuesOf('und wenn 215 lang?')).toEqual({ length: 215 });
    expect(valuesOf('und in 250 cm?')).toEqual({ length: 250 });
    expect(valuesOf('Wir wollen 200 × 220')).toEqual({ size: [200, 220] });
    expect(valuesOf('und bei 1,95?')).toEqual({ heightCm: 195 });
    expect(valuesOf('und wenn ich noch 20 kilo abnehme?')).toEqual({ weightChangeKg: -20 });
    expect(valuesOf('und mit 85 kg?')).toEqual({ weightKg: 85 });
    expect(valuesOf('und allein?')).toEqual({ sleepers: 1 });
    expect(valuesOf('und zu zweit?')).toEqual({ sleepers: 2 });
    expect(valuesOf('wie lange halten die?')).toEqual({});
  });

  it('puts a size, a length, a weight or the sleepers in place of the last question’s own', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(80, 90, 100, 140, 160, 180, 200),
        fc.integer({ min: 190, max: 260 }),
        fc.integer({ min: 190, max: 260 }),
        opener,
        closer,
        fc.constantFrom(' lang', ' cm', ' cm lang'),
        (width, length, asked, open, close, unit) => {
          fc.pre(length !== asked);
          const q = reapply(`Ist ${width} x ${length} bei euch Standard?`, `${open}${asked}${unit}${close}`);
          expect(q).toContain(`${width}x${asked}`);
          // The old length is gone as a length (the width may be the same number).
          expect(q).not.toContain(`x${length}`);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 160 }), fc.integer({ min: 5, max: 30 }), opener, (kg, change, open) => {
        const previous = `ich wiege ${kg} kilo, welcher Härtegrad passt?`;
        expect(reapply(previous, `${open}ich ${change} kilo abnehme?`)).toContain(`${kg - change} kg`);
        expect(reapply(previous, `${open}ich ${change} kg zunehme?`)).toContain(`${kg + change} kg`);
      }),
    );
    expect(reapply('wir schlafen zu zweit, wie breit sollte das bett sein?', 'und allein?')).toBe(
      'wir schlafen allein, wie breit sollte das bett sein?',
    );
    // Added where the last question had none.
    expect(reapply('wie lange dauert die lieferung?', 'und in 250 cm?')).toBe(
      'wie lange dauert die lieferung in 250 cm Länge?',
    );
  });

  it('counts a size as one value however it is spaced', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(85, 95, 105, 150),
        fc.constantFrom(200, 210, 220),
        fc.constantFrom(' x ', 'x', ' × ', ' mal '),
        fc.constantFrom('und wenn ich sie in ', 'und wenn ich die in ', 'und falls ich sie in '),
        fc.constantFrom(' bestelle?', ' bestellen würde?', ' kaufe?'),
        (width, length, by, open, close) => {
          const q = reapply(
            'Kann ich die Matratze umtauschen wenn sie mir doch zu hart ist?',
            `${open}${width}${by}${length}${close}`,
          );
          expect(q).toContain(`${width}x${length}`);
        },
      ),
    );
    // A special size asked again is named as one before what holds for it.
    const r = reply(
      'Kann ich die Matratze umtauschen wenn sie mir doch zu hart ist?',
      'und wenn ich sie in 95 x 200 bestelle?',
    );
    expect(r.text).toMatch(/95\s×\s200\scm ist keine unserer Standardgrößen/);
    expect(r.text).toMatch(/nicht für Sondermaße/);
  });

  it('gives the table of lengths by height beside the advice when a bed length is named with a height', () => {
    const table = matcher.match(chatLengthTableQuery).answer.text;
    expect(table).toMatch(/200\scm/);
    const metres = (cm: number) => `${Math.floor(cm / 100)},${String(cm % 100).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.integer({ min: 150, max: 215 }),
        fc.constantFrom(200, 210, 220, 230, 240),
        fc.constantFrom(
          (h: string, l: number) => [`Ich bin ${h}. Reicht ein Bett mit ${l} cm?`],
          (h: string, l: number) => [`bin ${h}, reicht mir ${l} lang?`],
          (h: string, l: number) => [`Reicht mir ein Bett in 90x${l}? Ich bin ${h}.`],
          (h: string, l: number) => [`Wie lang sollte mein Bett sein? Bin ${h}`, `und in ${l} cm?`],
        ),
        (height, length, turns) => {
          const r = reply(...turns(metres(height), length)).text;
          expect(r).toContain(table);
          // Beside the Schlafberater's own advice for that height.
          expect(r).toContain(`Bettlänge von ${lengthForHeight(height).label}`);
        },
      ),
    );
    // Heights in cm are no bed length; no length named, no table.
    const couple = reply(
      'Ich 165 cm und 58 kg, mein Mann 192 cm und 104 kg. Welche Härtegrade brauchen wir und wie lang sollte das gemeinsame Bett sein?',
    ).text;
    expect(couple).not.toContain(table);
    expect(reply('Ich bin 1,76, wie lang sollte mein Bett sein?').text).not.toContain(table);
  });

  it('leaves a turn alone that brings no values, is long, or changes a weight never given', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('wie lange halten die?', 'und die dritte?', 'sind die laut?', 'nehmt ihr die alte mit?'),
        (followUp) => {
          expect(reapply('Ich wiege 80 kg und bin 1,80. Welche Matratze?', followUp)).toBeUndefined();
        },
      ),
    );
    expect(reapply('wie lange dauert die lieferung?', 'und wenn ich 10 kilo abnehme?')).toBeUndefined();
    expect(
      reapply('wie lange dauert die lieferung?', 'und wie ist das bei einem bett mit 250 cm für meinen sohn bitte?'),
    ).toBeUndefined();
  });
});

describe('chat follow-ups through the engine', () => {
  it('gives the hardness for a new weight, and the bed length for a new height', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 45, max: 150 }),
        fc.integer({ min: 45, max: 150 }),
        opener,
        closer,
        (first, second, open, close) => {
          fc.pre(hardnessForWeight(first) !== hardnessForWeight(second));
          const r = reply(`ich wiege ${first} kg, welcher Härtegrad passt?`, `${open}${second} kilo${close}`);
          const grade = hardnessForWeight(second);
          expect(r.text).toContain(`${grade} (${hardnessGuide.find((g) => g.grade === grade)!.name})`);
        },
      ),
      { numRuns: 40 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 150, max: 215 }), fc.integer({ min: 150, max: 215 }), (first, second) => {
        fc.pre(first !== second);
        const m = (cm: number) => `${Math.floor(cm / 100)},${String(cm % 100).padStart(2, '0')}`;
        const r = reply(`ich bin ${m(first)}, wie lang sollte das bett sein?`, `und bei ${m(second)}?`);
        expect(r.text).toContain(typeset(`${m(second)} m`));
        expect(r.text).toContain(lengthForHeight(second).label);
      }),
      { numRuns: 40 },
    );
    expect(
      reply('ich wiege 95 kilo und schlaf auf der seite. welche matratze?', 'und wenn ich 20 kilo abnehme?').text,
    ).toContain(typeset('Bei 75 kg'));
  });

  it('answers a delivery question asked again for a standard length', () => {
    const r = reply('wie lange dauert die lieferung bei euch so?', 'und in 250 cm?');
    expect(r.text).toMatch(/250 cm/);
    expect(r.text).toMatch(/1–2 Wochen/);
  });

  it('reads a bed’s length in centimetres as the bed’s, never as a body height', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 249 }),
        fc.constantFrom(
          (n: number) => `das bett ist ${n} cm lang`,
          (n: number) => `in ${n} cm Länge`,
          (n: number) => `eine Matratze mit ${n} cm`,
          (n: number) => `auch wenn das bett ${n} cm lang ist?`,
        ),
        (n, phrase) => {
          expect(extractPersons(phrase(n)).some((p) => p.heightCm === n)).toBe(false);
        },
      ),
    );
    // A person's height stays one.
    expect(extractPersons('ich bin 195 cm lang')).toEqual([{ heightCm: 195 }]);
    expect(extractPersons('mein bett ist 200 cm lang und ich bin 1,95')).toEqual([{ heightCm: 195 }]);
  });

  it('answers the n-th or the other items of a list the last question named', () => {
    const href = '/produkte/boxspringbetten#varianten';
    const names = matcher.names(href);
    expect(names.length).toBe(3);
    const short = (n: string) => n.replace(/\s*\(.*\)$/, '');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom('und die dritte?', 'und die andere?', 'was ist mit der anderen', 'und die übrige?'),
        (left, followUp) => {
          const named = names.filter((_, i) => i !== left).map(short);
          const r = reply(`Was ist der Unterschied zwischen ${named[0]} und ${named[1]}?`, followUp);
          expect(r.text).toContain(short(names[left]!));
          for (const n of named) expect(r.text).not.toContain(`${n} (`);
        },
      ),
    );
  });

  it('answers a wish to speak to a person with the contacts', () => {
    for (const text of ['kann ich dann mit jemand echtem sprechen?', 'kann ich mit einem richtigen reden'])
      expect(reply('bist du ein echter mensch?', text).text).toBe(chatRareReplies.staff.text);
  });

  it('answers a follow-up from the page of the previous answer when a passage there says all it asks', () => {
    const r = reply('baut ihr das bett auch auf oder muss ich das selber zusammenschrauben', 'nehmt ihr die alte mit?');
    expect(r.text).toMatch(/alte Matratze/);
    // A word only a passage on another page says is no answer ('welche linie?' is no bed model).
    expect(reply('komm mit bus', 'welche linie?').text).not.toMatch(/Modern Grey/);
  });

  it('reads a later part of a message with the part before it when it has no answer of its own', () => {
    const r = reply('Gibt es beim Familienbett eine Ritze in der Mitte? Und sind die Kanten abgerundet?');
    expect(r.text).toMatch(/Abgerundete Kanten/);
  });
});

describe('chat follow-ups: figures given earlier hold for a later question asking advice', () => {
  /**
   * The grades a reply names besides the rule's: none, except grades the question names itself
   * and the table of all four grades with their weights.
   */
  const contradicting = (text: string, grade: string, question = '') => {
    const named = gradesNamed(text);
    if (named.size === 4) return [];
    return [...named].filter((g) => g !== grade && !gradesNamed(question).has(g));
  };

  it('answers with the Schlafberater’s grade for the weight, never another grade’s passage', () => {
    // Once 'H3 (fest) (80–100 kg)' for 68 kg: the later question was read without the figures.
    const r = reply(
      'ich bin wechselschläfer und wiege 68 kg',
      'welche matratzenart würdet ihr da nehmen und in welcher härte?',
    );
    expect(r.text).toContain('Härtegrad H2');
    expect(contradicting(r.text, 'H2')).toEqual([]);
    expect(r.text).not.toContain('H3');
    const wechsel = sleepPositions.find((p) => p.id === 'wechsel')!;
    expect(r.text).toContain(`Als ${wechsel.name}`);
    for (const id of wechsel.technologies) expect(r.text).toContain(technologies.find((x) => x.id === id)!.name);

    const weight = fc.integer({ min: 40, max: 160 });
    const said = fc.constantFrom(
      (kg: number) => `ich wiege ${kg} kg`,
      (kg: number) => `Hallo, ich habe ${kg} Kilo`,
      (kg: number) => `ich bin 1,80 und wiege ${kg} kg.`,
      (kg: number) => `wiege so ${kg} kilo`,
    );
    const position = fc.constantFrom('', 'seite', 'bauch', 'ruecken', 'wechsel');
    const positionText: Record<string, string> = {
      seite: 'ich schlafe fast nur auf der Seite',
      bauch: 'bin Bauchschläfer',
      ruecken: 'ich schlafe auf dem Rücken',
      wechsel: 'ich bin Wechselschläfer',
    };
    const question = fc.constantFrom(
      'welche härte?',
      'welchen Härtegrad würdet ihr empfehlen?',
      'welche matratze würdet ihr mir empfehlen?',
      'und welche Matratzenart nehme ich da?',
      'was empfehlt ihr mir?',
      'welche härte passt, H2 oder H3?',
      'ist H3 zu fest für mich?',
      'welche Matratze und in welcher Härte?',
    );
    fc.assert(
      fc.property(weight, said, position, question, fc.boolean(), (kg, s, pos, q, between) => {
        const first = pos ? `${s(kg)}, ${positionText[pos]}` : s(kg);
        const turns = between ? [first, 'wie lange dauert die Lieferung?', q] : [first, q];
        const text = reply(...turns).text;
        const grade = hardnessForWeight(kg);
        expect(text, turns.join(' | ')).toContain(`Härtegrad ${grade}`);
        expect(contradicting(text, grade, q), turns.join(' | ')).toEqual([]);
        if (pos) expect(text, turns.join(' | ')).toContain(`Als ${sleepPositions.find((p) => p.id === pos)!.name}`);
      }),
      { numRuns: 120 },
    );
  });

  it('keeps a body height and a partner’s weight for the later question', () => {
    const height = fc.integer({ min: 150, max: 215 });
    const kg = fc.tuple(fc.integer({ min: 45, max: 140 }), fc.integer({ min: 45, max: 140 }));
    const question = fc.constantFrom(
      'welche Bettlänge brauchen wir?',
      'welche Härte nehmen wir?',
      'was würdet ihr uns empfehlen?',
    );
    fc.assert(
      fc.property(height, kg, question, (h, [a, b], q) => {
        const first = `ich bin ${h} cm groß und wiege ${a} kg, mein Partner wiegt ${b} kg`;
        const text = reply(first, q).text;
        expect(text, q).toContain(hardnessForWeight(a));
        expect(text, q).toContain(hardnessForWeight(b));
        expect(text, q).toContain(`${lengthForHeight(h).label}`);
      }),
      { numRuns: 60 },
    );
  });

  it('reads a figure given in a later turn with those given before', () => {
    const weight = fc.integer({ min: 40, max: 160 });
    const position = fc.constantFrom(...sleepPositions.map((p) => p.id));
    const said: Record<string, string> = {
      seite: 'ich schlafe auf der Seite',
      bauch: 'und ich schlafe auf dem Bauch',
      ruecken: 'bin Rückenschläfer',
      wechsel: 'ich bin Wechselschläfer',
    };
    fc.assert(
      fc.property(weight, position, (kg, pos) => {
        const text = reply(`ich wiege ${kg} kg`, said[pos]!).text;
        expect(text).toContain(`Härtegrad ${hardnessForWeight(kg)}`);
        expect(text).toContain(`Als ${sleepPositions.find((p) => p.id === pos)!.name}`);
        expect(text).not.toContain(chatAdviceCopy.positionClosing);
        const later = reply(said[pos]!, `ich wiege ${kg} kg`).text;
        expect(later).toContain(`Härtegrad ${hardnessForWeight(kg)}`);
        expect(later).toContain(`Als ${sleepPositions.find((p) => p.id === pos)!.name}`);
      }),
      { numRuns: 40 },
    );
  });

  it('leaves a later question that asks no advice to its own answer', () => {
    const r = reply('ich wiege 68 kg', 'wie lange dauert die Lieferung?');
    expect(r.text).not.toContain('Härtegrad');
  });
});

describe('chat: what visitors type around their question', () => {
  it('answers the question beside markup, never echoing it, and refuses markup alone', () => {
    const markup = fc.constantFrom(
      "<script>alert('x')</script>",
      '<a href="javascript:alert(1)">klick</a>',
      '<img src=x onerror=alert(1)>',
      '<b>',
    );
    const question = fc.constantFrom('wie lange ist eure lieferzeit?', 'was kostet der versand?');
    fc.assert(
      fc.property(markup, question, fc.boolean(), (m, q, first) => {
        const text = first ? `${m} ${q}` : `${q} ${m}`;
        expect(withoutMarkup(text)).toBe(q);
        const r = reply(text);
        expect(r.text).not.toMatch(/<|javascript:/i);
        expect(r.text).toBe(reply(q).text);
      }),
    );
    for (const m of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'])
      expect(reply(m).text).toBe(chatRareReplies.refusal.text);
  });

  it('reads a price in euros as no body height', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 2999 }), (euros) => {
        const price = `${Math.floor(euros / 1000)}.${String(euros % 1000).padStart(3, '0')}`;
        expect(extractPersons(`Ich hab ein Angebot über ${price} € für ein Boxspringbett 180x200`)).toEqual([]);
      }),
    );
  });

  it('keeps a clause after a comma whose question word a pronoun follows with its question', () => {
    expect(splitParts('Speichert ihr eigentlich, was ich hier in den Chat tippe?')).toHaveLength(1);
    expect(splitParts('Wie lange dauert die Lieferung, was kostet sie?')).toHaveLength(2);
    expect(reply('Speichert ihr eigentlich, was ich hier in den Chat tippe?').text).toMatch(/Chat-Assistent/);
  });

  it('reads a part with an abbreviation before its question mark as a question, as the parts are split', () => {
    const question = fc.constantFrom(
      'Habt ihr sonntags auf',
      'Wie lange dauert die Lieferung',
      'Oder an Feiertagen',
      'Und der Aufbau',
      'Liefert ihr auch nach Köln',
    );
    const abbreviation = fc.constantFrom(
      ', z.B. Ostermontag',
      ', z. B. in Siegen',
      ', bzw. am Samstag',
      ' ca. 2 Wochen',
      '',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(question, abbreviation), { minLength: 1, maxLength: 3 }), (pieces) => {
        const text = pieces.map(([q, a]) => `${q}${a}?`).join(' ');
        for (const part of splitParts(text)) expect(asks(text, part)).toBe(true);
      }),
    );
    // The part with the holiday is a question of its own, so Sunday's hours are not dropped.
    expect(reply('Habt ihr sonntags auf? Oder an Feiertagen, z.B. Ostermontag?').text).toMatch(/Sonntag: geschlossen/);
  });

  it("answers a part that continues another product's question from that product's pages or not at all", () => {
    const first = fc.constantFrom(
      ['Wie dick ist der Visco-Topper?', '/produkte/topper'],
      ['wie dick is der visco topper?', '/produkte/topper'],
      ['Was kostet die Beratung bei uns zuhause fürs Seniorenbett?', '/produkte/seniorenbetten'],
      ['Wie groß ist das Familienbett?', '/produkte/familienbetten'],
    );
    const continuation = fc.constantFrom(
      'und kann man den bezug waschen, bei wie viel grad?',
      'Und der Aufbau?',
      'und bei wie viel Grad?',
      'Und wie lange hält der?',
    );
    fc.assert(
      fc.property(first, continuation, ([question, pages], next) => {
        const r = reply(`${question} ${next}`);
        for (const link of r.links ?? [])
          if (link.href.startsWith('/produkte/')) expect(link.href.startsWith(pages)).toBe(true);
      }),
    );
    expect(reply('wie dick is der visco topper? und kann man den bezug waschen, bei wie viel grad?').text).not.toMatch(
      /Watt/,
    );
  });

  it('says for a bed length named beside a height which heights the size guide gives it for, and whether it is shorter', () => {
    const lengths = sizeGuide.flatMap((r) => r.lengthsCm);
    fc.assert(
      fc.property(fc.integer({ min: 150, max: 215 }), fc.constantFrom(...lengths), (h, length) => {
        const height = `${Math.floor(h / 100)},${String(h % 100).padStart(2, '0')}`;
        const r = reply(`Welche Bettlänge empfehlt ihr bei ${height} m?`, `und in ${length} cm?`);
        const row = sizeGuide.find((x) => x.lengthsCm.includes(length))!;
        const line = r.text.split('\n').find((x) => x.startsWith('Eine Bettlänge von'));
        expect(line).toContain(row.height);
        expect(line?.includes('kürzer als empfohlen')).toBe(length < lengthForHeight(h).lengthsCm[0]!);
      }),
      { numRuns: 40 },
    );
    expect(reply('Welche Bettlänge empfehlt ihr bei 1,93m?', 'und in 200 cm, würde das auch gehen?').text).toMatch(
      /Eine Bettlänge von 200\s?cm empfehlen wir bei einer Körpergröße bis 170\s?cm – für 1,93\s?m also kürzer als empfohlen/,
    );
  });

  it('says that the hardness depends on the weight when it is asked beside a height and no weight', () => {
    const question = fc.constantFrom(
      'Welche Härte brauche ich?',
      'Und welcher Härtegrad?',
      'Welche Bettlänge und welche Härte?',
      'Muss ich die gleiche Härte nehmen wie er?',
    );
    fc.assert(
      fc.property(fc.integer({ min: 150, max: 215 }), question, (h, q) => {
        const height = `${Math.floor(h / 100)},${String(h % 100).padStart(2, '0')}`;
        expect(reply(`Ich bin ${height}. ${q}`).text).toContain(chatAdviceCopy.positionClosing);
      }),
      { numRuns: 30 },
    );
    // With a weight the grade is given, not asked for.
    expect(reply('Ich bin 1,80 und wiege 75 kg. Welche Härte?').text).not.toContain(chatAdviceCopy.positionClosing);
  });

  it('answers both of two questions joined by "und" where the second opens with its verb and subject', () => {
    const first = fc.constantFrom(
      'Sind eure Preise mit oder ohne Mehrwertsteuer',
      'Wie lange dauert die Lieferung',
      'Wo ist euer Showroom',
    );
    const second = fc.constantFrom(
      'speichert ihr, was ich hier in den Chat schreibe',
      'baut ihr das Bett auch auf',
      'befüllt ihr auch Wasserbetten',
    );
    const opening = (text: string) => text.split('\n')[0]!.slice(0, 40);
    fc.assert(
      fc.property(first, second, (a, b) => {
        const text = reply(`${a} und ${b}?`).text;
        expect(text).toContain(opening(reply(`${a}?`).text));
        expect(text).toContain(opening(reply(`${b[0]!.toUpperCase()}${b.slice(1)}?`).text));
      }),
    );
    // The second part without a topic of its own, pointing back, is about the water bed named before it.
    expect(
      reply(
        'Wie lange dauert die Lieferung bei einem Wasserbett, und stellt ihr das auch ein oder muss ich das selbst machen?',
      ).text,
    ).toMatch(/stellen Ihr Wasserbett ein/);
  });

  it('answers a part that names only a new topic about that topic, or says it has no answer', () => {
    const first = fc.constantFrom(
      'Kostet die Anpassung an unsere Dachschräge extra',
      'Wie lange hält so ein Boxspringbett',
      'Was kostet die Lieferung',
      'Wie lange dauert die Lieferung',
    );
    const topic = fc.constantFrom(
      ['Überlänge', /uberlange/],
      ['die Topper', /topper/],
      ['beim Wasserbett', /wasserbett/],
    );
    fc.assert(
      fc.property(first, topic, (q, [named, word]) => {
        const text = reply(`${q}? Und ${named}?`).text;
        expect(word.test(fold(text)) || text.includes(chatPartFallback.text)).toBe(true);
      }),
    );
    // The part before's answer again ('Dachschrägen … kostenlos') says nothing of the extra length.
    expect(reply('Kostet die Anpassung an unsere Dachschraege extra? und Überlänge?').text).toContain(
      chatPartFallback.text,
    );
  });

  it("reads a complaint's words within one sentence, and answers each part as its single question would be", () => {
    const first = fc.constantFrom(
      'Wie hoch sollte das Bett sein?',
      'Wie lang sollte das Bett sein?',
      'Welcher Härtegrad sollte es sein?',
    );
    const second = fc.constantFrom(
      'Kommen Sie auch zur Beratung nach Hause?',
      'Kommt ihr auch samstags?',
      'Kommen da noch Lieferkosten dazu?',
    );
    fc.assert(
      fc.property(first, second, (a, b) => {
        expect(reply(`${a} ${b}`).text).not.toBe(chatRareReplies.complaint.text);
      }),
    );
    expect(reply('Das Bett sollte letzte Woche kommen. Wo bleibt es?').text).toBe(chatRareReplies.complaint.text);
    // The bed height's whole section, as for the question alone, beside the home visit.
    const r = reply(
      'Meine Mutter ist 82 und kommt schwer aus dem Bett raus. Wie hoch sollte das Bett sein? Kommen Sie auch zu ihr nach Hause zur Beratung?',
    ).text;
    expect(r).toMatch(/Faustregel/);
    expect(r).toMatch(/Komfort \(50–55\s?cm\)/);
    expect(r).toMatch(/Schlafzimmer aus/);
  });

  it('answers a follow-up read together with the last question when it finds nothing alone', () => {
    const r = reply(
      'Kontaktanfragen schicken Sie sich per Mail weiter?',
      'und wie lange liegen diese Mails dann bei Ihnen?',
    );
    expect(r.text).toMatch(/180 Tage/);
  });

  it('answers an English delivery question with the delivery time', () => {
    expect(reply('Hello, how soon after ordering would a bed arrive?').text).toMatch(/1–2 Wochen/);
  });
});

describe('chat follow-ups: another person, and the negated question', () => {
  it('gives advice for both when a follow-up brings another person’s weight, with or without its unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 45, max: 150 }),
        fc.integer({ min: 45, max: 150 }),
        fc.constantFrom(
          'mein freund hat',
          'meine Frau',
          'mein Mann wiegt',
          'meine Partnerin mit',
          // the person named apart from the number, or beside 'für zwei'
          'mein mann? der hat',
          'meine frau? die wiegt',
          'für zwei? mein freund wiegt',
          'zu zweit, meine Partnerin hat',
        ),
        fc.constantFrom('', ' kg', ' kilo'),
        (mine, theirs, who, unit) => {
          const r = reply(`ich wiege ${mine} kg, welcher Härtegrad?`, `und ${who} ${theirs}${unit}?`);
          expect(r.text).toContain(typeset(`(${mine} kg): Härtegrad ${hardnessForWeight(mine)}`));
          expect(r.text).toContain(typeset(`(${theirs} kg): Härtegrad ${hardnessForWeight(theirs)}`));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads a bare number after a weight as a weight', () => {
    expect(reapply('ich wiege 70 kg', 'und 95?')).toBe('ich wiege 95 kg');
    // Without a unit, a number under a grown person's height after a weight is a weight.
    expect(reapply('ich wiege 70 kg', 'und mein mann? der hat 104')).toBe('ich wiege 70 kg, mein mann wiegt 104 kg?');
    expect(reapply('ich bin 1,80, wie lang?', 'und meine frau 165')).toBe(
      'ich bin 1,80, wie lang, meine frau ist 1,65 m?',
    );
    expect(reapply('wie lange dauert die lieferung?', 'und 95?')).toBeUndefined();
  });

  it('answers "und was nicht?" with the question negated', () => {
    const r = reply('Was deckt eure 5 Jahre Garantie genau ab?', 'und was nicht?');
    expect(r.text).toMatch(/Abnutzung/);
    expect(reply('was deckt die garantie nicht ab?').text).toBe(r.text);
  });
});

describe('chat: paying before delivery', () => {
  it('answers when the price is due, however the visitor asks about paying in advance', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('muss ich', 'muss man', 'soll ich'),
        fc.constantFrom('vorher', 'vorab', 'im voraus'),
        fc.constantFrom('bezahlen', 'zahlen'),
        (who, when, pay) => {
          expect(reply(`${who} alles ${when} ${pay}?`).text).toMatch(/mit der Lieferung fällig/);
        },
      ),
    );
  });
});

describe('chat follow-ups: what an answer says', () => {
  // Words of one synonym group that the search reads as one term ('Stoff' and 'Material').
  const groups = chatSynonymGroups
    .map((g) => g.filter((w) => matcher.terms(w).length === 1))
    .map((g) => g.filter((w) => matcher.terms(w)[0] === matcher.terms(g[0] ?? '')[0]))
    .filter((g) => g.length >= 2);

  it('an answer that says one word of a synonym group says the term a visitor’s other word of it is searched as', () => {
    expect(groups.length).toBeGreaterThan(10);
    fc.assert(
      fc.property(
        fc.constantFrom(...groups).chain((g) => fc.tuple(fc.constantFrom(...g), fc.constantFrom(...g))),
        fc.constantFrom('Unser ', 'Ein schöner ', 'Mit ', ''),
        ([written, asked], lead) => {
          const term = matcher.terms(asked)[0]!;
          expect(sayer(matcher, `${lead}${written} aus der Werkstatt.`)(term)).toBe(true);
        },
      ),
    );
  });

  it('regression: where the power comes from is no power failure ("Strom aus der Werkstatt")', () => {
    expect(tokenize('Strom aus der Werkstatt.')).not.toContain('stromausfall');
    expect(tokenize('Strom aus einer Steckdose')).not.toContain('stromausfall');
    expect(tokenize('was ist, wenn der Strom aus ist?')).toContain('stromausfall');
    expect(tokenize('und wenn der strom weg ist?')).toContain('stromausfall');
  });

  it('an answer never says a term of a word it does not contain', () => {
    fc.assert(
      fc.property(fc.constantFrom(...groups), fc.constantFrom(...groups), (a, b) => {
        const term = matcher.terms(b[0]!)[0]!;
        fc.pre(!a.some((w) => matcher.terms(w)[0] === term));
        fc.pre(!a.some((w) => fold(w).includes(term.slice(0, 5))));
        expect(sayer(matcher, `${a[0]} aus der Werkstatt.`)(term)).toBe(false);
      }),
    );
  });

  it('a follow-up about the item the previous message named gets its text when it says the word in another form', () => {
    // The collection's item says 'Bouclé-Stoff'; the visitor's 'Stoff' is searched as 'Material'.
    const first = reply('Das Cozy Comfort sieht kuschelig aus');
    expect(first.text).toContain('Bouclé');
    expect(reply('Das Cozy Comfort sieht kuschelig aus', 'was ist das für ein stoff?').text).toContain('Bouclé');
  });
});

describe('chat follow-ups: an aspect of the conversation’s subject', () => {
  const prices = reply('Was kostet ein Boxspringbett?').text;
  const fallback = reply('bitcoin kurs').text;

  it('reads a follow-up that asks only an aspect, and not one that names its own subject', () => {
    const ownTerms = (x: string) => matcher.terms(x);
    fc.assert(
      fc.property(
        fc.constantFrom(
          ['cost', 'kostet das was'],
          ['cost', 'muss ich dafür was zahlen'],
          ['cost', 'ist das kostenlos'],
          ['frequency', 'wie oft kann man das machen'],
          ['frequency', 'geht das auch zweimal'],
          ['durability', 'wie lange halten die'],
          ['durability', 'nach wie vielen jahren muss man die tauschen'],
          ['durability', 'wann sollte man den ersetzen'],
          ['exclusions', 'was ist da nicht drin'],
          ['exclusions', 'gibt es ausnahmen'],
          ['transport', 'ohne auto'],
          ['transport', 'mit den öffis'],
          ['distance', 'wenn ich gut 90 km weg wohn'],
        ),
        fc.constantFrom('und ', 'aber ', ''),
        closer,
        ([name, text], open, close) => {
          expect(aspectOf(`${open}${text}${close}`, ownTerms)?.name).toBe(name);
        },
      ),
    );
    for (const own of [
      'kostet der Topper was?',
      'wie oft muss man das Wasser tauschen?',
      'wie lange halten Boxspringbetten?',
    ])
      expect(aspectOf(own, ownTerms)).toBeUndefined();
  });

  it('answers the cost of the service asked before, never with the beds’ prices', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Nehmt ihr die alte Matratze mit?',
          'Was kostet bei euch die Lieferung?',
          'Baut ihr das Bett bei mir auf?',
          'Nehmt ihr die alte Matratze mit, wenn ihr das neue Bett bringt?',
        ),
        fc.constantFrom(
          'kostet das was?',
          'kostet das extra?',
          'und was kostet das?',
          'muss ich dafür was zahlen?',
          'ist das kostenlos?',
        ),
        (first, followUp) => {
          const r = reply(first, followUp).text;
          expect(r).not.toBe(prices);
          expect(r).toMatch(/kostenlos/);
        },
      ),
    );
    // A service whose cost the site does not state: the honest fallback, not the beds' prices.
    const r = reply('Macht ihr auch Wartung bei Wasserbetten?', 'was kostet das?');
    expect(r.text).toBe(fallback);
    expect(r.links?.some((l) => l.href.includes('interesse=Wasserbett'))).toBe(true);
    // A product's price is the site's one answer about prices.
    expect(reply('Habt ihr Topper?', 'was kostet der?').text).toBe(prices);
  });

  it('answers how often, how long, the exclusions and the way without a car about the subject', () => {
    const cases: [string[], string[], RegExp][] = [
      [
        ['Wie ist das mit dem Probeschlafen bei euren Matratzen?', 'Kann ich die Matratze umtauschen?'],
        ['und wie oft kann man das machen?', 'geht das auch zweimal?', 'kann ich das mehrmals machen?'],
        /einmal je Matratze/,
      ],
      [
        ['Ihr gebt 5 Jahre Garantie oder?', 'Welche Garantie gebt ihr?'],
        ['und was ist da nicht drin?', 'was ist nicht abgedeckt?', 'gibt es ausnahmen?'],
        /Abnutzung/,
      ],
      [
        ['Wo genau ist euer Showroom?', 'Wie komm ich zu euch?'],
        ['und ohne auto?', 'und ohne eigenes Auto?', 'und mit den öffis?'],
        /Buslinie/,
      ],
      [
        ['Gibts eure Topper auch in Überlänge?', 'Habt ihr Topper?'],
        ['und wie lange halten die?', 'wie lange halten die so?'],
        /5–8 Jahre/,
      ],
      [['Habt ihr Wasserbetten?', 'Was kostet ein Wasserbett?'], ['und wie lange halten die?'], /15–20 Jahre/],
      [
        ['Was kostet bei euch die Lieferung?', 'was nehmt ihr fürs liefern und aufbauen?'],
        ['und wenn ich gut 90 km weg wohn?'],
        /Für weitere Strecken/,
      ],
      [['Kann man bei euch Probeliegen?'], ['wie lange sollte ich da einplanen?'], /15–20 Minuten/],
    ];
    for (const [firsts, followUps, expected] of cases)
      fc.assert(
        fc.property(fc.constantFrom(...firsts), fc.constantFrom(...followUps), (first, followUp) => {
          const r = reply(first, followUp).text;
          expect(r).toMatch(expected);
          // Not the car route, not the sleeping position that changes 'oft'.
          expect(r).not.toMatch(/A45|Position wechselt/);
          // A sentence taken from a tie of two topics comes without the tie's heading.
          expect(r).not.toMatch(/^Zu „/m);
        }),
      );
  });

  it('answers an aspect asked in the same message of what the part before asked, as in the next message', () => {
    const note = /Zu einem Teil Ihrer Frage/;
    const joins = ['? ', ' und ', ', ', '? Und ', '. Und '];
    // After a comma, 'ab wann' may follow the situation ('Ich hab bestellt, ab wann …'): no part of its own.
    const cases: [string[], string[], RegExp, string[]?][] = [
      [
        [
          'Nehmt ihr die alte Matratze mit',
          'Nehmt ihr die alte Matratze beim Liefern mit',
          'Baut ihr das Bett bei mir auf',
        ],
        ['kostet das was', 'kostet das extra', 'ist das kostenlos'],
        /kostenlos/,
      ],
      [
        ['Wie ist das mit dem Probeschlafen bei euren Matratzen', 'Kann ich die Matratze umtauschen'],
        ['wie oft kann man das machen', 'wie oft geht das'],
        /einmal je Matratze/,
      ],
      [
        ['wie dick sind die visco topper eigentlich', 'Habt ihr Topper'],
        ['nach wie vielen jahren muss man die tauschen', 'wie lange halten die'],
        /5–8 Jahre/,
      ],
      [
        ['was für garantien hab ich bei euch alles', 'Wie mache ich die Garantie geltend'],
        ['ab wann laufen die', 'ab wann gilt das', 'ab wann läuft die Frist'],
        /Tag der Lieferung/,
        joins.filter((j) => j !== ', '),
      ],
    ];
    for (const [firsts, seconds, expected, joiners = joins] of cases)
      fc.assert(
        fc.property(
          fc.constantFrom(...firsts),
          fc.constantFrom(...seconds),
          fc.constantFrom(...joiners),
          closer,
          (first, second, join, close) => {
            const r = reply(`${first}${join}${second}${close}`).text;
            expect(r).toMatch(expected);
            // Neither the beds' prices nor a note that a part found no answer.
            expect(r).not.toBe(prices);
            expect(r).not.toMatch(/22 Millionen/);
            expect(r).not.toMatch(note);
          },
        ),
      );
    expect(reply('Ich hab bestellt, ab wann bin ich an die Bestellung gebunden und ab wann ihr?').text).not.toMatch(
      /Darstellung unserer Produkte/,
    );
    // The way to pay beside a price is a question of its own, not the price's cost.
    expect(reply('Was kostet ein Familienbett 240x200 und wie kann ich zahlen?').text).toMatch(/Überweisung/);
    // A part without a subject of its own after a follow-up keeps the conversation's topic.
    expect(
      reply('Erzählen Sie mir bitte etwas über Ihren Visco-Topper.', 'wie dick ist der und wie lange hält der so?')
        .text,
    ).toMatch(/5–8 Jahre/);
  });

  it('answers a follow-up from the sentences of the previous answer that hold its case', () => {
    const cases: [string[], string[], RegExp, RegExp][] = [
      [
        [
          'Wie lange dauert die Lieferung von einem Boxspringbett bei euch?',
          'Wie lange dauert bei euch die Lieferung?',
        ],
        ['wenns ne sondergröße ist', 'wenns ne Sondergröße wird'],
        /verbindlich im Angebot/,
        /1–2 Wochen/,
      ],
      [
        ['Wo ist euer Showroom?', 'Wo genau ist euer Showroom?'],
        ['wenn ich mit der Bahn komme, wie geht es dann weiter', 'wenn ich mit der bahn komm, wie gehts dann weiter'],
        /Buslinie 12/,
        /A45/,
      ],
      [
        ['wie ist das bei euch mit dem widerrufsrecht?', 'Habt ihr ein Widerrufsrecht?'],
        ['wenn ich direkt im laden unterschreibe', 'wenn ich im Showroom unterschreibe'],
        /kein gesetzliches Widerrufsrecht/,
        /Fernabsatz/,
      ],
    ];
    for (const [firsts, followUps, expected, repeated] of cases)
      fc.assert(
        fc.property(
          fc.constantFrom(...firsts),
          fc.constantFrom(...followUps),
          fc.constantFrom('und ', 'und was ist, ', 'aber ', 'Und '),
          fc.constantFrom('?', ' ?', '??'),
          (first, followUp, open, close) => {
            const r = reply(first, `${open}${followUp}${close}`).text;
            expect(r).toMatch(expected);
            // Those sentences, not the whole answer again.
            expect(r).not.toMatch(repeated);
          },
        ),
      );
    expect(
      reply('Wie lange dauert bei euch die Lieferung?', 'und wenn das bett an unsere dachschräge angepasst wird?').text,
    ).toMatch(/verbindlich im Angebot/);
    // A follow-up's own words said by the previous answer ('tauschen' after the exchange) leave
    // the aspect asked.
    for (const followUp of ['und wie oft darf ich tauschen?', 'wie oft kann ich umtauschen?'])
      expect(reply('ab wann zählen die 120 tage probeschlafen?', followUp).text).toMatch(/einmal je Matratze/);
    // A reply to a statement holds no case; a case the previous answer does not hold keeps the
    // honest fallback; and what is asked (a hardness) must be in the sentences.
    expect(
      reply('Wir überlegen, uns ein Wasserbett anzuschaffen.', 'wie oft muss man da das wasser tauschen?').text,
    ).not.toMatch(/Ich bin für Sie da/);
    expect(reply('Wann habt ihr offen?', 'und an Feiertagen?').text).toBe(fallback);
    expect(
      reply('wir nehmen ein familienbett, unsere große ist 6', 'was für ne härte kommt dann auf die kinderseite?').text,
    ).not.toMatch(/Größere Kinder/);
  });

  it('reads hedges after a price question as nothing new, never as a passage that hedges too', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Wasserbett', 'Boxspringbett', 'Topper', 'Familienbett'),
        fc.constantFrom(
          'nur so grob, eher 1000 oder eher 5000?',
          'ganz grob?',
          'eher 2000 oder eher 3000?',
          'nur so grob geschätzt?',
        ),
        (product, hedge) => {
          const r = reply(`was kostet ungefähr ein ${product} bei euch?`, hedge).text;
          // The honest fallback or the one answer about prices, not the stomach sleeper's 'eher fester'.
          expect(r === fallback || /Angebot/.test(r)).toBe(true);
          expect(r).not.toMatch(/Becken|festere Matratze/);
        },
      ),
    );
  });

  it('answers when a period starts from the text that says its start', () => {
    for (const followUp of ['ab wann?', 'ab wann gilt das?', 'und ab wann läuft die?'])
      expect(reply('5 Jahre Garantie, richtig?', followUp).text).toMatch(/Tag der Lieferung oder Übergabe/);
  });

  it('gives a follow-up without a word of its own no general passage of the topic', () => {
    const r = reply('was kostet bei euch ungefähr ein boxspringbett in 180x200?', 'auch nicht so ungefähr?');
    expect(r.text).not.toMatch(/gefederten Unterbox/);
  });

  it('keeps the service asked of the previous product when a follow-up names another product', () => {
    for (const followUp of ['und auf die matratze?', 'und auf die Matratzen?', 'und bei der Matratze?'])
      expect(reply('Habt ihr Garantie auf den Federkern?', followUp).text).toMatch(/5 Jahre Garantie/);
  });

  it('reads coming without a car as coming by bus and train', () => {
    for (const text of [
      'hab kein auto, wie komm ich vom bahnhof zu euch?',
      'ohne eigenes Auto, wie komme ich zu euch?',
    ])
      expect(reply(text).text).toMatch(/^Vom Bahnhof Musterstadt fährt die Buslinie/);
  });

  it('keeps the box-spring bed’s lifetime apart from its guarantee', () => {
    const r = reply('Was ist eigentlich der Vorteil von einem Boxspringbett?', 'und wie lange hält das?');
    expect(r.text).toMatch(/Nutzungsdauer von mindestens 10 Jahren/);
  });
});

describe('chat follow-ups: a number with another unit is no weight', () => {
  it('never reads a distance, a time or a price after a weight as the new weight, generated', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 45, max: 140 }),
        fc.integer({ min: 30, max: 250 }),
        fc.constantFrom('km', 'kilometer', 'euro', '€', 'jahre', 'monate', 'minuten', 'cm'),
        fc.constantFrom(
          (n: number, u: string) => `und wenn ich ${n} ${u} weg wohn?`,
          (n: number, u: string) => `und bei ${n} ${u}?`,
        ),
        (kg, n, unit, frame) => {
          expect(reapply(`ich wiege ${kg} kg`, frame(n, unit)) ?? '').not.toMatch(new RegExp(`\\b${n} ?kg`));
        },
      ),
      { numRuns: 60 },
    );
    expect(reply('ich wiege 68 kg', 'und wenn ich gut 90 km weg wohn?').text).not.toMatch(/90 kg|H3/);
  });

  it('reads a height in metres after a weight as a height, generated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 45, max: 140 }), fc.integer({ min: 150, max: 215 }), (kg, cm) => {
        const metres = `${Math.floor(cm / 100)},${String(cm % 100).padStart(2, '0')}`;
        const text = reply(`ich wiege ${kg} kg`, `und bei ${metres}?`).text;
        expect(text).not.toMatch(new RegExp(`Bei ${cm} kg`));
        expect(text).toContain(typeset(`${metres} m Körpergröße`));
      }),
      { numRuns: 25 },
    );
  });

  it('never names only grades that the weight given in the conversation does not have, generated', () => {
    const off = (w: number) => w % 20 !== 0; // band boundaries admit either neighbour
    fc.assert(
      fc.property(fc.integer({ min: 40, max: 150 }).filter(off), fc.constantFrom(...hardnessGuide), (kg, g) => {
        const text = `${g.grade} (${g.name}) (${g.weight}): ${g.text}`;
        const turns = [`ich wiege ${kg} kg`, 'und welche nehm ich dann?'];
        expect(contradictsWeights(turns, text)).toBe(g.grade !== hardnessForWeight(kg));
        // A grade the last message asks about, by its label or its name, is its answer.
        expect(contradictsWeights([turns[0]!, `und was ist ${g.grade}?`], text)).toBe(false);
        expect(contradictsWeights([turns[0]!, `was heißt ${g.name}?`], text)).toBe(false);
        // The table of all grades names the person's too.
        expect(contradictsWeights(turns, hardnessGuide.map((x) => x.grade).join(', '))).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});
