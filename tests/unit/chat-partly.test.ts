/**
 * Whole answers: where the site answers every part of a question, the reply says each part's
 * answer, not only its topic (an exclusion list with its verdict, a couple's advice for both).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typeset } from '../../src/lib/typography.ts';
import knowledge from 'virtual:chat-knowledge';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { extractPersons } from '../../src/lib/chat/engine.ts';
import { buildPassages } from '../../src/lib/chat/knowledge.ts';
import { hardnessForWeight } from '../../src/lib/sleep-advice.ts';

const { engine } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);

describe('chat answers: a heading that says no is said with its items', () => {
  it('gives every item listed under a negating heading its heading', () => {
    const negating = buildPassages().filter(
      (p) =>
        /(?<!\p{L})(?:nicht|kein\p{L}*|ausgenommen|ausgeschlossen)(?!\p{L})/iu.test(p.title) && !p.title.endsWith('?'),
    );
    expect(negating.length).toBeGreaterThan(0);
    for (const p of negating) expect(p.text, p.id).toContain(p.title);
  });

  it('answers whether the guarantee covers an excluded thing with "nicht erfasst", generated', () => {
    const things = [
      'wenn die Polster mit der Zeit nachgeben',
      'die Batterien von der Fernbedienung',
      'Verschleißteile',
      'gewöhnliche Abnutzung',
    ];
    const frames = [
      (t: string) => `deckt die Garantie auch ${t} ab?`,
      (t: string) => `und was ist bei der Garantie nicht drin? ${t}?`,
      (t: string) => `Ist ${t} von der Garantie erfasst?`,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...things), fc.constantFrom(...frames), (t, frame) => {
        const text = reply(frame(t)).text;
        if (text.includes('Gewöhnliche Abnutzung wie')) expect(text).toContain('Nicht erfasst: Gewöhnliche Abnutzung');
      }),
    );
    expect(
      reply(
        'deckt die garantie auch ab wenn die polster mit der zeit nachgeben? und die batterien von der fernbedienung?',
      ).text,
    ).toMatch(/^Nicht erfasst: Gewöhnliche Abnutzung/);
  });
});

describe('chat answers: a couple is advised as two people', () => {
  const grade = (kg: number) => hardnessForWeight(kg);
  const weight = fc.integer({ min: 45, max: 140 });

  it('reads the second weight with a word before it ("und ich nur 58"), generated', () => {
    const fillers = ['nur', 'knapp', 'etwa', 'so'];
    fc.assert(
      fc.property(weight, weight, fc.constantFrom(...fillers), (a, b, filler) => {
        expect(extractPersons(`mein freund wiegt ${a} kg und ich ${filler} ${b}, geht das in einem bett?`)).toEqual([
          { who: 'Ihr Partner', weightKg: a },
          { weightKg: b },
        ]);
      }),
    );
  });

  it('reads "er" after the partner named in a sentence before as the partner, generated', () => {
    const partners = ['Mein Mann', 'Mein Freund', 'Mein Partner'];
    fc.assert(
      fc.property(weight, weight, fc.constantFrom(...partners), (a, b, partner) => {
        const persons = extractPersons(`${partner} schläft schlecht. Er wiegt ${a} kg, ich ${b}. Welche Härtegrade?`);
        expect(persons).toEqual([{ who: 'Ihr Partner', weightKg: a }, { weightKg: b }]);
        const text = reply(`${partner} schläft schlecht. Er wiegt ${a} kg, ich ${b}. Welche Härtegrade?`).text;
        expect(text).toContain(typeset(`Ihr Partner (${a} kg): Härtegrad ${grade(a)}`));
        expect(text).toContain(typeset(`Sie (${b} kg): Härtegrad ${grade(b)}`));
      }),
    );
  });

  it("joins the partner's figures of the turn before with the visitor's, generated", () => {
    fc.assert(
      fc.property(weight, weight, (a, b) => {
        const text = reply(
          `Mein Freund ist 1,95 m groß und wiegt ${a} kg.`,
          `und ich hab 1,70 bei ${b} kilo – was heißt das für uns beide?`,
        ).text;
        expect(text).toContain(typeset(`Ihr Partner (${a} kg): Härtegrad ${grade(a)}`));
        expect(text).toContain(typeset(`Sie (${b} kg): Härtegrad ${grade(b)}`));
        expect(text).toMatch(/Ihr Partner \(1,95\sm\): Bettlänge 230\scm/);
      }),
      { numRuns: 30 },
    );
    // The reverse order: the visitor first, the partner after.
    const text = reply(
      'ich wiege 55 kilo und schlafe auf der seite',
      'und mein freund hat 104 kg und liegt immer auf dem bauch',
    ).text;
    expect(text).toContain(typeset('Sie (55 kg): Härtegrad H1'));
    expect(text).toContain(typeset('Ihr Partner (104 kg): Härtegrad H4'));
  });
});

describe('chat answers: a value every item of a list states', () => {
  const { matcher } = engineFor(knowledge);
  const heights = matcher.values('/produkte/seniorenbetten').find((l) => l.some((i) => /Einstiegshöhe/.test(i.value)));

  it('reads the values the knowledge base writes beside the items’ names', () => {
    expect(heights?.map((i) => i.name)).toEqual(['Senioren Classic', 'Senioren Komfort', 'Hohe Ausführung']);
    for (const list of matcher.values('/produkte/seniorenbetten'))
      for (const i of list)
        expect(buildPassages().some((p) => p.text.startsWith(`${i.name} (${i.value}): `))).toBe(true);
  });

  it('answers the entry height with every variant’s height, generated', () => {
    const asks = [
      'wie hoch ist der einstieg',
      'welche einstiegshöhen habt ihr',
      'Welche Einstiegshöhen bietet ihr',
      'wie hoch sind die',
    ];
    const products = ['bei euren seniorenbetten', 'bei den Seniorenbetten', 'beim Seniorenbett'];
    fc.assert(
      fc.property(
        fc.constantFrom(...asks),
        fc.constantFrom(...products),
        fc.constantFrom('?', ''),
        (ask, product, mark) => {
          const text = reply(`${ask} ${product}${mark}`).text;
          for (const i of heights!) expect(text).toContain(`${i.name}: ${i.value}.`);
        },
      ),
    );
    const followUp = reply('Habt ihr auch Seniorenbetten?', 'wie hoch ist da der einstieg?').text;
    for (const i of heights!) expect(followUp).toContain(i.value);
  });

  it('adds no values the question does not ask for', () => {
    for (const q of [
      'Habt ihr Seniorenbetten?',
      'Haben die Seniorenbetten stabile Kanten?',
      'Gibt es ein Nachtlicht beim Seniorenbett?',
    ])
      expect(reply(q).text).not.toContain('Senioren Komfort: Einstiegshöhe');
  });
});

describe('chat answers: a section that asks the visitor’s question', () => {
  it('answers "welche Betthöhe ist richtig?" with the rule and every level, generated', () => {
    const whos = ['für sie', 'für meine Mutter', 'für mich', ''];
    const asks = ['Welche Betthöhe ist richtig', 'Welche Betthöhe wäre richtig', 'Welche Höhe wäre richtig'];
    fc.assert(
      fc.property(fc.constantFrom(...asks), fc.constantFrom(...whos), (ask, who) => {
        const text = reply(`Meine Mutter kommt kaum noch aus dem Bett hoch. ${ask} ${who}?`).text;
        expect(text).toContain('Als Faustregel gilt');
        for (const level of [/Standard \(40–45\scm\)/, /Komfort \(50–55\scm\)/, /Hoch \(60\scm\+\)/])
          expect(text).toMatch(level);
      }),
    );
  });

  it('never answers with a whole list of questions (the FAQ)', () => {
    const text = reply(
      'Wie schwer ist so ein Wasserbett eigentlich wenn es voll ist? Wir wohnen im 3. Stock im Altbau',
    ).text;
    expect(text).toMatch(/300–500\skg/);
    expect(text).not.toContain('Watt');
  });
});
