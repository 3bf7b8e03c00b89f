import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatFallback, chatSmallTalk } from '../../src/content/chat.ts';
import { createMatcher } from '../../src/lib/chat/matcher.ts';
import { expandPassages, type ChatPassage } from '../../src/lib/chat/passages.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { fold, normalizeWord, splitCompound, tokenize } from '../../src/lib/chat/text.ts';

const passages = expandPassages(knowledge.sections);
const matcher = createMatcher(knowledge.topics, passages, chatFallback, chatSmallTalk);
const { engine } = engineFor(knowledge);

const textOf = (p: ChatPassage) => `${p.title} ${p.text}`;
const own = (p: ChatPassage) => new Set(tokenize(textOf(p)).flatMap((w) => normalizeWord(w) ?? []));
const vocabulary = new Set(passages.flatMap((p) => [...own(p)]));
/** The nouns the copy capitalises inside a sentence, with their index form. */
const nouns = new Map(
  passages.flatMap((p) =>
    (textOf(p).match(/(?<=[\p{Ll},] )\p{Lu}\p{Ll}{3,}/gu) ?? []).map((w) => [w, normalizeWord(w)] as const),
  ),
);
const split = (w: string) => splitCompound(fold(w), (t) => vocabulary.has(t)) ?? [];

/**
 * The long pages' clauses that hold a noun of the site only inside a word they write in lower
 * case ('Zeit' in 'jederzeit'), each with a noun the clause says whole ('Einwilligung').
 */
const cases = passages
  .filter((p) => /^\/(?:agb|datenschutz|garantie|impressum)\b/.test(p.page))
  .flatMap((a) => {
    const words = own(a);
    // The parts of the words the clause capitalises ('Schlafmanufaktur') are nouns of their own.
    const capitalised = (textOf(a).match(/\p{Lu}\p{Ll}{8,}/gu) ?? []).flatMap(split);
    const hidden = (textOf(a).match(/(?<![\p{L}-])\p{Ll}{9,}/gu) ?? []).flatMap((w) =>
      split(w).flatMap((part) => {
        const term = normalizeWord(part);
        // A word opening with the part is found by the search's prefix reading anyway.
        if (!term || words.has(term) || fold(w).startsWith(part) || capitalised.includes(part)) return [];
        const noun = [...nouns].find(([n, t]) => t === term && fold(n) === part);
        return noun ? [noun[0]] : [];
      }),
    );
    const said = [...nouns].filter(([n, t]) => t && words.has(t) && n.length >= 6).map(([n]) => n);
    const id = `${a.page}#${a.anchor}/${passages.filter((x) => x.page === a.page && x.anchor === a.anchor).indexOf(a)}`;
    return hidden.flatMap((noun) => said.map((word) => ({ noun, word, clause: id })));
  });

const best = (q: string) => {
  const m = matcher.match(q);
  return m.kind === 'fallback' ? undefined : m.id;
};

describe('a noun held only inside a word a clause writes in lower case', () => {
  it('is found on the long pages', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  it('does not make that clause the best answer: the question with the noun finds what the question without it finds, or another passage', () => {
    fc.assert(
      fc.property(fc.constantFrom(...cases), ({ noun, word, clause }) => {
        if (best(`${word}?`) === clause) return;
        expect(best(`${noun} ${word}?`)).not.toBe(clause);
      }),
      { numRuns: 300 },
    );
  });

  it("answers how long the withdrawal runs from the AGB's clause, not the consent's 'jederzeit'", () => {
    expect(best('Zeit für den Widerruf?')).toMatch(/^\/agb#widerrufsrecht\//);
    for (const q of ['Wie lange habe ich Zeit für den Widerruf?', 'wie viel zeit hab ich für nen widerruf']) {
      const reply = engine.reply([q]);
      expect(reply.text).not.toBe(chatFallback.text);
      expect(reply.links?.[0]?.href).toMatch(/^\/agb#widerrufsrecht/);
    }
    expect(engine.reply(['wie viel zeit hab ich für nen widerruf und muss ich da nen grund angeben?']).text).toContain(
      'binnen vierzehn Tagen',
    );
  });

  it("keeps 'Zeit' where it is not the time a visitor has for something", () => {
    expect(matcher.terms('Wann habt ihr Zeit für eine Beratung?')).toContain('zeit');
    expect(matcher.terms('Wie lange habe ich Zeit für den Widerruf?')).toEqual(['frist', 'widerruf']);
  });
});
