/**
 * German text processing for the chat matcher: folding (case, umlauts and their ae/oe/ue
 * spellings, ß), colloquial phrases, stop words, the Snowball German stemmer, the synonym table
 * of src/content/chat-synonyms.ts and compound splitting against the site's own vocabulary
 * ('Wasserbettheizung' -> 'wasserbett' + 'heizung'). The same pipeline runs over the indexed
 * passages and over the visitor's question, so both sides always agree on the form of a word.
 */
import { stemmer } from '@orama/stemmers/german';
import { chatPhrases, chatStopWords, chatSynonymGroups, chatQuestionReadings } from '../../content/chat-synonyms.ts';

/**
 * The plain characters behind the copy's typography, which visitors do not type: no-break and
 * narrow no-break spaces (and the other fixed-width spaces) are spaces, the en dash and the other
 * dashes and hyphens are '-', the multiplication sign is 'x'. Only the search reads this form;
 * the answers shown keep the typeset text.
 */
function plainTypography(text: string): string {
  return text
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f]/g, ' ')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u00d7/g, 'x');
}

/**
 * Lower-cases and folds umlauts, their two-letter spellings and ß: 'Größe', 'groesse' and
 * 'grosse' become 'grosse'. ('ue' also occurs in words such as 'neue'; folding it everywhere
 * is harmless because both sides of the search are folded alike.) Typographic spaces, dashes
 * and the multiplication sign read as their plain forms (plainTypography).
 */
export function fold(text: string): string {
  return plainTypography(text)
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([aou])e/g, '$1')
    .replace(/e-mail/g, 'email');
}

/** Splits folded text into words (letters and digits). */
function words(folded: string): string[] {
  return folded.split(/[^a-z0-9]+/).filter(Boolean);
}

const stopWords = new Set(words(fold(chatStopWords)));

/** The Snowball stem of a folded word; numbers stay as they are. */
export function stem(word: string): string {
  return /\d/.test(word) ? word : stemmer(word);
}

/** Every word of a synonym group, by stem, to the stem of the group's first word. */
const synonyms = new Map<string, string>();
for (const group of chatSynonymGroups) {
  const [head = '', ...rest] = group.map((w) => stem(words(fold(w)).join('')));
  for (const w of rest) if (!synonyms.has(w)) synonyms.set(w, head);
}

/** A pattern written in plain German, folded like the text it is tested against. */
export function foldPattern(pattern: RegExp): RegExp {
  return new RegExp(fold(pattern.source), pattern.flags);
}

const phrases = chatPhrases.map(([pattern, replacement]) => [foldPattern(pattern), fold(replacement)] as const);

/**
 * Figures in one form on both sides: a dimension is one word whatever its spacing and sign
 * ('180 × 200', '180 x 200' and '180x200' are all '180x200'), and a unit written onto its
 * number is a word of its own ('220cm' is '220 cm', like the copy's '220 cm').
 */
function joinFigures(folded: string): string {
  return folded.replace(/(\d) ?[x*] ?(?=\d)/g, '$1x').replace(/(\d)([a-z]+)(?![a-z0-9])/g, '$1 $2');
}

/**
 * The verbs of the synonym table by the form a visitor addresses the shop with ('bringt ihr' for
 * 'bringen'): the copy says the infinitive ('liefern', 'bringen') or the third person of something
 * else ('Naturlatex bringt Elastizität'), so the addressed form is read as the table's verb.
 */
const addressed = new Map<string, string>();
for (const group of chatSynonymGroups)
  for (const w of group.map(fold))
    if (/^[a-z]{3,}(?:en|ern|eln)$/.test(w) && !/\s/.test(w)) {
      const base = w.endsWith('en') ? w.slice(0, -2) : w.slice(0, -1);
      addressed.set(`${base}t`, w);
      addressed.set(`${base}et`, w);
    }
// A particle ending the clause makes it another verb ('was bringt ihr da mit?' is 'mitbringen').
const addressedForm = new RegExp(
  `\\b(${[...addressed.keys()].join('|')}) (?=ihr\\b)(?!(?:[^.!?;,]*?)\\s(?:mit|ab|zuruck|um|an|aus|weg|zu|bei|ein)\\s*(?:$|[.!?;,]))`,
  'g',
);

/** Folds, applies the phrase table and returns the words (not yet stemmed). */
export function tokenize(text: string): string[] {
  let folded = ` ${joinFigures(fold(text)).replace(/\s+/g, ' ')} `;
  for (const [pattern, replacement] of phrases) folded = folded.replace(pattern, replacement);
  folded = folded.replace(addressedForm, (_, verb: string) => `${addressed.get(verb)} `);
  return words(folded);
}

/**
 * A visitor's question as `tokenize` reads it, with the question's readings first
 * (`chatQuestionReadings`: 'Ab wann zählt das?' is not about paying, 'ne dicke Matratze' not about
 * weight). The site's own text is indexed as it always was.
 */
export function tokenizeQuestion(text: string): string[] {
  return tokenize(chatQuestionReadings.reduce((x, [pattern, replacement]) => x.replace(pattern, replacement), text));
}

const normalized = new Map<string, string | null>();

/** A word's index form without compound splitting: null for stop words, else the (synonym of the) stem. */
export function normalizeWord(word: string): string | null {
  // Building the index normalizes every word of the site, many of them often: remember them.
  let result = normalized.get(word);
  if (result !== undefined) return result;
  const folded = fold(word);
  if (folded.length < 2 || stopWords.has(folded)) result = null;
  else {
    const stemmed = stem(folded);
    result = synonyms.get(stemmed) ?? stemmed;
  }
  normalized.set(word, result);
  return result;
}

/** Whether a word reaches the index as another word of its synonym group ('Auto' as 'Anfahrt'). */
export function isSynonym(word: string): boolean {
  const term = normalizeWord(word);
  const own = stem(fold(word));
  // An inflection or compound of the group's word ('Seniorenbetten' for 'Senioren') is the word itself.
  return term !== null && term !== own && !own.startsWith(term) && !term.startsWith(own);
}

/** Edit distance of two words, or `max + 1` once it exceeds `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * A typo of a known word or of a synonym ('kostn' for 'kosten', which the index holds as its
 * group's word 'preis'): the known stem within one edit (two from nine letters), or undefined.
 */
function nearestKnown(term: string, vocabulary: ReadonlySet<string>): string | undefined {
  if (term.length < 5 || /\d/.test(term)) return undefined;
  const max = term.length >= 9 ? 2 : 1;
  let best: { stem: string; d: number } | undefined;
  const consider = (candidate: string, result: string) => {
    if (Math.abs(candidate.length - term.length) > max || candidate[0] !== term[0]) return;
    const d = distance(term, candidate, max);
    if (d <= max && (!best || d < best.d)) best = { stem: result, d };
  };
  for (const [word, head] of synonyms) consider(word, head);
  for (const word of vocabulary) consider(word, word);
  return best?.stem;
}

/** Parts of a compound are at least this long ('bett', 'gel'). */
const MIN_PART = 3;
/** Linking elements between the parts of a German compound ('Lieferungs-zeit', 'Matratzen-bezug'). */
const LINKS = ['', 's', 'n', 'en', 'e', 'es'];

/**
 * Splits a folded word into parts the vocabulary knows (longest first part first), or returns
 * undefined. 'wasserbettheizung' -> ['wasserbett', 'heizung'] when both are words of the site.
 */
export function splitCompound(word: string, known: (stem: string) => boolean, depth = 0): string[] | undefined {
  if (depth > 2 || word.length < MIN_PART * 2) return undefined;
  for (let i = word.length - MIN_PART; i >= MIN_PART; i--) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    const headStem = normalizeWord(head);
    if (!headStem || !known(headStem)) continue;
    for (const link of LINKS) {
      if (link && !tail.startsWith(link)) continue;
      const rest = tail.slice(link.length);
      if (rest.length < MIN_PART) continue;
      const restStem = normalizeWord(rest);
      if (restStem && known(restStem)) return [head, rest];
      const more = splitCompound(rest, known, depth + 1);
      if (more) return [head, ...more];
    }
  }
  return undefined;
}

/**
 * The term processor for a given vocabulary (the stems of the indexed passages): like
 * normalizeWord, but a word the vocabulary does not know is split into known parts when it
 * is a compound of them; the whole word is kept as well, for typo-tolerant matching.
 */
export function termProcessor(vocabulary: ReadonlySet<string>): (word: string) => string | string[] | null {
  const known = (s: string) => vocabulary.has(s);
  return (word) => {
    const term = normalizeWord(word);
    if (!term || known(term)) return term;
    // Verb endings the stemmer keeps: 'liefert', 'speichert', 'baust' -> 'liefer', 'speicher', 'bau'.
    const folded = fold(word);
    for (const ending of ['t', 'et', 'st', 'est']) {
      if (!folded.endsWith(ending) || folded.length - ending.length < 3) continue;
      const verb = normalizeWord(`${folded.slice(0, -ending.length)}en`);
      if (verb && known(verb)) return verb;
    }
    // Participles: 'gewechselt', 'geliefert' -> 'wechsel', 'liefer'.
    if (folded.startsWith('ge') && folded.length >= 7) {
      const rest = folded.slice(2);
      for (const form of [rest, `${rest.replace(/e?t$/, '')}en`, rest.replace(/e?t$/, '')]) {
        const verb = normalizeWord(form);
        if (verb && known(verb)) return verb;
      }
    }
    const parts = splitCompound(folded, known);
    if (!parts) return nearestKnown(term, vocabulary) ?? term;
    return [term, ...parts.map((p) => normalizeWord(p)).filter((p): p is string => p !== null)];
  };
}
