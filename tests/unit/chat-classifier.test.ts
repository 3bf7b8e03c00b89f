/**
 * The chat's section classifier (learned from labelled example questions) and its use as a gate
 * on the matcher: robust to typos and missing umlauts, examples checked against the site's
 * sections at build time, and the gate's two moves (veto a passage from a class ruled out,
 * retry a fallback within a confident class).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatFallback, chatSmallTalk } from '../../src/content/chat.ts';
import { classOf, createClassifier, NO_SECTION, type SectionClassifier } from '../../src/lib/chat/classifier.ts';
import { createEngine, GATE } from '../../src/lib/chat/engine.ts';
import { createMatcher } from '../../src/lib/chat/matcher.ts';
import { expandPassages } from '../../src/lib/chat/passages.ts';
import { checkedExamples } from '../../src/lib/chat/knowledge.ts';

const classifier = createClassifier(knowledge.examples);
const top = (q: string) => classifier.classify(q)[0]?.section;

/**
 * Examples the classifier puts in their own class as written, with at least half the vote, long
 * enough to alter a word of.
 */
const stable = knowledge.examples.filter(([q, section]) => {
  const best = classifier.classify(q)[0];
  return q.length <= 120 && /[a-zäöüß]{7,}/i.test(q) && best?.section === classOf(section) && best.share >= 0.5;
});

/** One typo in the longest word: a letter dropped, doubled or two letters swapped. */
function typo(q: string, kind: number, at: number): string {
  const word = [...q.matchAll(/[a-zäöüß]{7,}/gi)].sort((a, b) => b[0].length - a[0].length)[0]!;
  const w = word[0];
  const i = 1 + (at % (w.length - 2));
  const changed =
    kind === 0
      ? w.slice(0, i) + w.slice(i + 1)
      : kind === 1
        ? w.slice(0, i) + w[i] + w.slice(i)
        : w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  return q.slice(0, word.index) + changed + q.slice(word.index + w.length);
}

describe('chat section classifier', () => {
  it('has examples for the site, most questions in one of their own classes as written', () => {
    expect(knowledge.examples.length).toBeGreaterThan(500);
    // A question of several parts is an example of each part's class; one of them comes first.
    const labels = new Map<string, Set<string>>();
    for (const [q, section] of knowledge.examples) labels.set(q, (labels.get(q) ?? new Set()).add(classOf(section)));
    const own = [...labels].filter(([q, classes]) => classes.has(top(q) ?? '')).length;
    expect(own / labels.size).toBeGreaterThan(0.8);
  });

  it('puts an example with one typo in its own class', () => {
    fc.assert(
      fc.property(fc.constantFrom(...stable), fc.integer({ min: 0, max: 2 }), fc.nat(), ([q, section], kind, at) => {
        const ranked = classifier.classify(typo(q, kind, at)).slice(0, 2);
        expect(ranked.map((r) => r.section)).toContain(classOf(section));
      }),
      { numRuns: 200 },
    );
  });

  it('puts an example written without umlauts (ae, oe, ue, ss, or plain vowels) in its own class', () => {
    const umlauted = stable.filter(([q]) => /[äöüß]/i.test(q));
    expect(umlauted.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(fc.constantFrom(...umlauted), fc.boolean(), ([q, section], twoLetters) => {
        const plain = q
          .replace(/ß/g, 'ss')
          .replace(
            /[äöü]/gi,
            (c) => (twoLetters ? { ä: 'ae', ö: 'oe', ü: 'ue' } : { ä: 'a', ö: 'o', ü: 'u' })[c.toLowerCase() as 'ä']!,
          )
          .toLowerCase();
        expect(top(plain)).toBe(classOf(section));
      }),
      { numRuns: 200 },
    );
  });

  it('votes for a legal clause, or for a page as a whole', () => {
    expect(classOf('/agb#preise-zahlung')).toBe('/agb#preise-zahlung');
    expect(classOf('/produkte/wasserbetten#pflege')).toBe('/produkte/wasserbetten');
    expect(classOf('/#kollektion')).toBe('/');
    expect(classOf(NO_SECTION)).toBe(NO_SECTION);
  });
});

describe('chat examples at build time', () => {
  it('fails the build naming the file, the question and the section when a section is gone', () => {
    const files = new Map([
      ['ok.json', [{ q: 'Wie lange ist die Lieferzeit?', section: '/service' }]],
      ['gone.json', [{ q: 'Was kostet der Bettenfön?', section: '/produkte/wasserbetten#bettenfoen' }]],
    ]);
    expect(() => checkedExamples(files, knowledge.sections, knowledge.topics)).toThrow(
      /gone\.json: "Was kostet der Bettenfön\?" → \/produkte\/wasserbetten#bettenfoen/,
    );
  });

  it('accepts every section the knowledge has, a legal clause of any build and none', () => {
    const [page, anchor] = knowledge.sections.find(([, a]) => a)!;
    const files = new Map([
      [
        'ok.json',
        [
          { q: 'a', section: `${page}#${anchor}` },
          { q: 'b', section: page },
          { q: 'c', section: '/datenschutz#google-analytics' },
          { q: 'd', section: NO_SECTION },
        ],
      ],
    ]);
    expect(
      checkedExamples(files, knowledge.sections, knowledge.topics, ['/datenschutz#google-analytics']),
    ).toHaveLength(4);
  });
});

describe('chat: the classifier as a gate on the matcher', () => {
  const matcher = createMatcher(knowledge.topics, expandPassages(knowledge.sections), chatFallback, chatSmallTalk);
  const sure = (section: string): SectionClassifier => ({
    classify: () => [{ section, share: 1, nearest: 1 }],
    sections: () => [],
  });
  const question = 'Wie pflege ich mein Wasserbett?';
  const plain = createEngine(matcher, chatFallback).reply([question]);

  it('answers as the matcher does where the classifier agrees', () => {
    const page = plain.links?.[0]?.href ?? '';
    expect(page).toMatch(/^\/produkte\/wasserbett/);
    expect(createEngine(matcher, chatFallback, sure(classOf(page))).reply([question]).text).toBe(plain.text);
  });

  it('gives no passage of a class the classifier confidently rules out', () => {
    expect(createEngine(matcher, chatFallback, sure(NO_SECTION)).reply([question]).text).toBe(chatFallback.text);
    const elsewhere = createEngine(matcher, chatFallback, sure('/agb#preise-zahlung')).reply([question]);
    expect(elsewhere.links?.every((l) => !l.href.startsWith('/produkte/wasserbett'))).toBe(true);
  });

  it('keeps the matcher’s answer when the classifier is unsure', () => {
    const unsure: SectionClassifier = {
      classify: () => [
        { section: '/agb#preise-zahlung', share: GATE.veto - 0.01, nearest: 1 },
        { section: '/garantie', share: 1 - GATE.veto + 0.01, nearest: 1 },
      ],
      sections: () => [],
    };
    expect(createEngine(matcher, chatFallback, unsure).reply([question]).text).toBe(plain.text);
  });
});
