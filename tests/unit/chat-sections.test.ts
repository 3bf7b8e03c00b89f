/**
 * A section is one topic: a part answered by a passage of a short section gets the rest of the
 * section after it, in the section's order and each passage once; a long section, a list of named items and a
 * list of questions (the FAQ) are left as the passage found them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { expandPassages } from '../../src/lib/chat/passages.ts';

const { engine, matcher } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);

/** The limit of the rule (withSection in engine.ts). */
const SHORT = 900;

const passages = expandPassages(knowledge.sections);
const sections = new Map<string, string[]>();
for (const p of passages) {
  if (!p.anchor) continue;
  const href = `${p.page}#${p.anchor}`;
  sections.set(href, [...(sections.get(href) ?? []), p.text]);
}
/** Sections the rule gives whole: short, two passages or more, neither named items nor questions. */
const whole = [...sections].filter(
  ([href, texts]) =>
    texts.length >= 2 &&
    texts.join(' ').length <= SHORT &&
    matcher.section(href) &&
    new Set(matcher.names(href)).size < 3,
);
const long = [...sections].filter(([, texts]) => texts.length >= 2 && texts.join(' ').length > SHORT);

/** The passages of a section the reply's first link names, when the reply gives one of them whole. */
function sectionOf(text: string, href: string | undefined): string[] | undefined {
  const texts = href ? sections.get(href) : undefined;
  return texts?.some((t) => text.includes(t)) ? texts : undefined;
}

/** Questions a visitor might ask of a passage: its own words, in a few frames. */
const frames = [
  (w: string) => `${w}?`,
  (w: string) => `Wie ist das mit ${w}?`,
  (w: string) => `Könnt ihr mir was zu ${w} sagen?`,
];
const wordsOf = (text: string) => text.split(/[^\p{L}\d–-]+/u).filter((w) => w.length >= 6);

describe('chat answers: a short section is given whole', () => {
  it('has short sections to give whole, and long ones to leave', () => {
    expect(whole.length).toBeGreaterThan(10);
    expect(long.length).toBeGreaterThan(5);
  });

  it('gives every passage of a short section once, in its order, generated', () => {
    const cases = whole.flatMap(([href, texts]) =>
      texts.flatMap((t) =>
        wordsOf(t)
          .slice(0, 4)
          .map((w) => ({ href, w })),
      ),
    );
    let given = 0;
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.constantFrom(...frames), ({ w }, frame) => {
        const m = matcher.match(frame(w));
        const r = reply(frame(w));
        const href = r.links?.[0]?.href;
        const texts = whole.find(([h]) => h === href)?.[1];
        // A part the matcher answers with a passage of that section, as the reply gives it.
        if (m.kind !== 'passage' || m.answer.links?.[0]?.href !== href || !texts || !r.text.includes(m.answer.text))
          return;
        // The passage found first, then every other passage in the section's order, each once; a
        // later rule may still drop a line the conversation contradicts (a hardness grade no
        // weight given has), never reorder them.
        const first = r.text.indexOf(m.answer.text);
        const at = texts
          .filter((t) => !m.answer.text.includes(t))
          .map((t) => r.text.indexOf(t))
          .filter((i) => i >= 0);
        expect(at, href).toEqual([...at].sort((a, b) => a - b));
        expect(
          at.every((i) => i > first),
          href,
        ).toBe(true);
        for (const t of texts) if (r.text.includes(t)) expect(r.text.split(t).length, `${href}: said twice`).toBe(2);
        if (at.length + 1 >= texts.length) given++;
      }),
      { numRuns: 300 },
    );
    expect(given).toBeGreaterThan(20);
  });

  it('never gives a long section, a list of named items or a FAQ whole, generated', () => {
    const others = [...sections].filter(([href, texts]) => texts.length >= 2 && !whole.some(([h]) => h === href));
    const cases = others.flatMap(([href, texts]) =>
      texts.flatMap((t) =>
        wordsOf(t)
          .slice(0, 3)
          .map((w) => ({ href, w })),
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.constantFrom(...frames), ({ w }, frame) => {
        const m = matcher.match(frame(w));
        const r = reply(frame(w));
        const href = r.links?.[0]?.href;
        const texts = sectionOf(r.text, href);
        if (m.kind !== 'passage' || m.answer.links?.[0]?.href !== href || !texts || texts.length < 2) return;
        if (whole.some(([h]) => h === href)) return;
        // A section whose heading asks the question is given whole on that question only.
        if (matcher.section(href!)?.terms.length) return;
        expect(
          texts.every((t) => r.text.includes(t)),
          `${href}: ${frame(w)}`,
        ).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('chat answers: a short section given whole, named cases', () => {
  it('says when the price is due beside the prices’ VAT', () => {
    const text = reply(
      'Sind eure Preise inkl. MwSt oder kommt die noch drauf? Und muss ich direkt zahlen oder erst bei Lieferung?',
    ).text;
    expect(text).toContain('enthalten die gesetzliche Umsatzsteuer');
    expect(text).toContain('mit der Lieferung fällig');
  });

  it('says that a topper in a special size is made to measure', () => {
    expect(reply('In welchen Größen gibt es eure Topper?', 'und in 150x200?').text).toContain(
      'Sie fertigen wir nach Maß',
    );
  });

  it('names the family bed made to measure beside the 240 × 200 cm one', () => {
    const text = reply(
      'Wir sind 2 Erwachsene und 2 Kinder (4 und 7). Wie groß kann ein Familienbett bei euch werden? Und kann jeder ne andere Härte haben?',
    ).text;
    expect(text).toContain('Familienbett nach Maß');
  });

  it('keeps the answer a later part found in the earlier answer’s passage (the disposal free of charge)', () => {
    expect(reply('Nehmt ihr die alte Matratze beim Liefern mit und kostet das was?').text).toContain(
      'Ihre alte Matratze nehmen wir bei der Lieferung kostenlos mit',
    );
  });

  it('gives one topper for the one asked, not the list of toppers', () => {
    const text = reply('Was für Topper habt ihr eigentlich?', 'und welcher davon wenn man nachts immer schwitzt').text;
    expect(text).toContain('Gel-Topper');
    expect(text).not.toContain('Visco-Topper (4–8 cm stark)');
  });

  it('answers the Comfort Plus’s topper after its difference with its own topper only', () => {
    const text = reply(
      'Was ist bei der Comfort Plus Variante anders als bei den anderen?',
      'und welcher topper ist da drauf?',
    ).text;
    expect(text).toContain('Gel-Topper');
    expect(text).not.toContain('Visco-Topper');
  });
});
