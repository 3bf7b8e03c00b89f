/**
 * Which section of the site answers a question, learned from labelled example questions
 * (src/content/chat-examples/*.json) rather than from hand-written rules: k nearest neighbours
 * over TF-IDF vectors of character n-grams (robust to typos, missing umlauts and compounds) and
 * of the words of the German pipeline (text.ts: folding, phrases, stems, synonyms).
 *
 * The label 'none' marks questions the site has no answer to; a question nearest to those gets
 * no section. The engine uses the prediction as a gate: an answer from a section the classifier
 * confidently rules out is a confident answer on the wrong topic.
 */
import { normalizeWord, tokenize } from './text.ts';

/** A labelled example: a question and the section answering it ('/route#anchor', or 'none'). */
export type Example = readonly [question: string, section: string];

export const NO_SECTION = 'none';

/**
 * The class a section votes for: a clause of a legal page, any other page as a whole (the
 * matcher finds the passage within the page; a page's sections share too many words for the
 * examples to tell them apart).
 */
export function classOf(section: string): string {
  return section === NO_SECTION || LEGAL.test(section) ? section : section.replace(/#.*$/, '') || '/';
}
const LEGAL = /^\/(?:agb|datenschutz|impressum)#/;

export interface SectionScore {
  section: string;
  /** Share of the neighbours' similarity that falls on this section (0–1). */
  share: number;
  /** Similarity of the nearest example of this section (cosine, 0–1). */
  nearest: number;
}

export interface SectionClassifier {
  /** Classes (classOf) ranked by their share of the nearest examples, best first. */
  classify(question: string): SectionScore[];
  /**
   * The sections ('/route#anchor') of the examples of one class nearest to the question, nearest
   * first, at most `n`: where within the class the answer is.
   */
  sections(question: string, cls: string, n: number): string[];
}

/** Neighbours that vote. */
const K = 7;
/** Character n-gram lengths, taken within each word padded with spaces. */
const GRAMS = [3, 4, 5];
/** A word's stem counts as much as this many n-grams. */
const WORD_WEIGHT = 2;

function features(text: string): Map<string, number> {
  const f = new Map<string, number>();
  const add = (k: string, w: number) => f.set(k, (f.get(k) ?? 0) + w);
  for (const word of tokenize(text)) {
    const stem = normalizeWord(word);
    if (stem) add(`=${stem}`, WORD_WEIGHT);
    const padded = ` ${word} `;
    for (const n of GRAMS) for (let i = 0; i + n <= padded.length; i++) add(padded.slice(i, i + n), 1);
  }
  return f;
}

export function createClassifier(examples: readonly Example[]): SectionClassifier {
  const raw = examples.map(([q]) => features(q));
  const df = new Map<string, number>();
  for (const f of raw) for (const k of f.keys()) df.set(k, (df.get(k) ?? 0) + 1);
  const n = examples.length;
  const idf = (k: string) => Math.log((n + 1) / ((df.get(k) ?? 0) + 1));
  const vector = (f: Map<string, number>): Map<string, number> => {
    const v = new Map<string, number>();
    let norm = 0;
    for (const [k, tf] of f) {
      const w = (1 + Math.log(tf)) * idf(k);
      if (w <= 0) continue;
      v.set(k, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [k, w] of v) v.set(k, w / norm);
    return v;
  };
  // Inverted index: feature → [example, weight].
  const postings = new Map<string, [number, number][]>();
  raw.forEach((f, i) => {
    for (const [k, w] of vector(f)) {
      let list = postings.get(k);
      if (!list) postings.set(k, (list = []));
      list.push([i, w]);
    }
  });

  const classes = examples.map(([, section]) => classOf(section));
  /** Every example sharing a feature with the question, nearest first. */
  function neighbours(question: string): [number, number][] {
    const q = vector(features(question));
    const sims = new Map<number, number>();
    for (const [k, w] of q) for (const [i, x] of postings.get(k) ?? []) sims.set(i, (sims.get(i) ?? 0) + w * x);
    return [...sims].sort((a, b) => b[1] - a[1]);
  }

  return {
    sections(question, cls, n) {
      const out: string[] = [];
      for (const [i] of neighbours(question)) {
        const section = examples[i]![1];
        if (classes[i] === cls && section.includes('#') && !out.includes(section)) out.push(section);
        if (out.length >= n) break;
      }
      return out;
    },
    classify(question) {
      const nearest = neighbours(question).slice(0, K);
      const total = nearest.reduce((s, [, x]) => s + x, 0) || 1;
      const by = new Map<string, SectionScore>();
      for (const [i, x] of nearest) {
        const section = classes[i]!;
        const s = by.get(section) ?? { section, share: 0, nearest: 0 };
        s.share += x / total;
        s.nearest = Math.max(s.nearest, x);
        by.set(section, s);
      }
      return [...by.values()].sort((a, b) => b.share - a.share || b.nearest - a.nearest);
    },
  };
}

/**
 * At most `n` examples per section, the first ones as written: every section keeps examples,
 * and the chat's download stays small (the examples travel with it).
 */
export function capPerSection(examples: readonly Example[], n: number): Example[] {
  const count = new Map<string, number>();
  return examples.filter(([, section]) => {
    const c = count.get(section) ?? 0;
    count.set(section, c + 1);
    return c < n;
  });
}
