/**
 * Finds the answer to a visitor's question: a MiniSearch index over the curated chat topics and
 * the passages of the whole site (knowledge.ts), with the German pipeline of text.ts (folding,
 * phrases, synonyms, stop words, Snowball stemming, compound splitting), prefix and
 * typo-tolerant (fuzzy) matching and BM25 scoring across several words. Curated topics rank
 * above passages where both fit. Below a score threshold, or for a subject the site does not
 * answer (payment methods, financing), the question gets the fallback.
 */
import MiniSearch, { type SearchResult } from './vendor/minisearch.js';
import type { ChatAnswer, ChatTopic } from '../../content/chat.ts';
import type { Link } from '../../content/blocks.ts';
import { chatUnanswerable } from '../../content/chat-synonyms.ts';
import type { ChatPassage } from './passages.ts';
import {
  fold,
  foldPattern,
  isSynonym,
  normalizeWord,
  splitCompound,
  termProcessor,
  tokenize,
  tokenizeQuestion,
} from './text.ts';

/**
 * A greeting or thanks: a message that is only that asks nothing the site's passages answer (the
 * engine's conversation replies answer it in kind), so it gets no passage.
 */
export interface ChatSmallTalk {
  id: string;
  /** Tested against the message in lower case without punctuation (folded alike: umlauts, ß). */
  pattern: RegExp;
}

interface IndexDocument {
  id: string;
  title: string;
  context: string;
  text: string;
}

/** One candidate answer: a curated topic or a passage of a page. */
interface Candidate {
  kind: 'topic' | 'passage';
  id: string;
  /** Short name used when two candidates tie. */
  name: string;
  /** The page the answer's first link leads to (path without anchor or query). */
  page: string;
  answer: ChatAnswer;
  /** Index terms of the answer, to tell two different answers from the same fact on two pages. */
  terms: ReadonlySet<string>;
}

export type ChatMatch =
  | {
      kind: 'topic' | 'passage';
      id: string;
      page: string;
      answer: ChatAnswer;
      score: number;
      /** Share of the question's words the answer matched. */
      coverage: number;
      /** Share of the question's words the site knows. */
      knownShare: number;
      also?: string;
      /** The question's terms the answer matched. */
      matched: readonly string[];
    }
  | { kind: 'smalltalk'; id: string; answer: ChatAnswer; score: number }
  | { kind: 'fallback'; answer: ChatAnswer; score: number; unanswerable?: boolean };

/**
 * Minimum BM25 score of the best hit. Below it a question shares only incidental words with
 * the site (tuned on the evaluation set in tests/unit/chat-eval/).
 */
export const MIN_SCORE = 14;

/** Share of a question's words the site must know; below it the question is off-topic. */
const MIN_KNOWN_SHARE = 0.5;

/** At exactly half the words known, the best hit must score at least this. */
const HALF_KNOWN_MIN_SCORE = 40;

/** Curated topics are written for the chat: they win over a passage of similar score. */
const TOPIC_BOOST = 2;

/** A page's overview (its hero) ranks below the page's sections, which say more. */
const PAGE_WEIGHT = 1;

/** When every word of a question is a word of the site, a lower score suffices ('Onlineshop?'). */
const ALL_KNOWN_MIN_SCORE = 8;

/** A second answer from another page within this share of the best score is a tie. */
const TIE_RATIO = 0.93;

/** Two answers sharing more than this share of their terms say the same thing. */
const SAME_ANSWER_OVERLAP = 0.4;

/** A word used by at most this many passages is distinctive enough to name a question's subject. */
const RARE_DOCUMENTS = 1;
/** An answer saying that word wins while it scores at least this share of the best. */
const RARE_RATIO = 0.5;

/** A second passage of the best one's section is looked for among this many results. */
const SIBLING_RANKS = 12;

/** A word used by more passages than this is a common word of the site, not an item's name. */
const COMMON_DOCUMENTS = 20;

/** Words from this length are tried as compounds of the site's vocabulary when indexed. */
const MIN_COMPOUND = 9;

/** A separable verb's zu-infinitive: its particle, 'zu', the verb ('teil|zu|nehmen'). */
const ZU_INFINITIVE =
  /^(ab|an|auf|aus|bei|durch|ein|fest|her|hin|hoch|mit|nach|teil|um|vor|weg|zuruck|zusammen)zu([a-z]{3,}n)$/;

/**
 * A separable verb's zu-infinitive ('teilzunehmen', 'abzustimmen') is also the verb itself, as a
 * visitor writes it ('teilnehmen', 'nehmt ihr teil'): the verb's index form, or null.
 */
function separableVerb(word: string): string | null {
  const zu = ZU_INFINITIVE.exec(fold(word));
  const verb = zu ? normalizeWord(`${zu[1]}${zu[2]}`) : null;
  return verb && verb !== normalizeWord(word) ? verb : null;
}

/** A number or a dimension ('180x200'): says nothing about whether a question is on topic. */
const FIGURE = /^\d+(?:x\d+)*$/;

/** Maximum typo distance by word length: none for short words, 1 from 5 letters, 2 from 9. */
function fuzzyDistance(term: string): number {
  if (term.length >= 9) return 2;
  if (term.length >= 5) return 1;
  return 0;
}

export interface ChatMatcher {
  /**
   * The best answer; `prefer` names the pages of a topic the visitor asked about, whose
   * answers win over a somewhat better scoring answer from elsewhere.
   */
  match(question: string, prefer?: (page: string) => boolean): ChatMatch;
  /** The question's search terms (stop words and figures left out). */
  terms(question: string): string[];
  /**
   * The items of one list the question names two or more of by their titles ('Classic, Luxury
   * und Comfort Plus', 'Latex oder Visco'): each item's answer, in the question's order.
   */
  named(question: string, min?: number): ChatAnswer[];
  /** The names of the items of the list at a section link ('/#kollektion'), when it has three or more. */
  names(href: string): string[];
  /**
   * The lists of a page (three items or more) whose every item states a value beside its name
   * ('Senioren Classic (Einstiegshöhe 45 cm)'): each item's name and value.
   */
  values(page: string): { name: string; value: string }[][];
  /**
   * The section at a link: its passages, the intro first, and where its heading is a question
   * ('Welche Betthöhe ist die richtige?') that question's search terms; none for a list of
   * questions (the FAQ).
   */
  section(href: string): { terms: string[]; texts: string[] } | undefined;
  /** The passages that state a phrase (a folded pattern), in the site's order, titled where the text does not say it. */
  saying(pattern: RegExp): { page: string; answer: ChatAnswer }[];
  /**
   * Whether the site uses a word of the visitor's: its stem, the synonym the table gives for it,
   * a near spelling of one of the site's words, or the parts of its compound.
   */
  known(word: string): boolean;
  /**
   * Whether a search term names a topic of its own on the site: a word of a curated topic's
   * title or of a short section heading or page name ('Lieferzeit', 'Garantie', 'Pflege').
   */
  heading(term: string): boolean;
}

/** The legal pages: their clauses answer on their own, never as one of two topics. */
const LEGAL_PAGE = /^\/(?:agb|datenschutz|impressum)\b/;

/** An answer on a preferred page wins while it scores at least this share of the best. */
const PREFER_RATIO = 0.35;

function pathOf(href: string): string {
  return href.replace(/[?#].*$/, '') || '/';
}

function termsOf(text: string): Set<string> {
  return new Set(tokenize(text).flatMap((w) => normalizeWord(w) ?? []));
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/** The answer to a passage: its text and a link to its page and section. */
function passageAnswer(p: ChatPassage): ChatAnswer {
  return { text: p.text, links: [{ label: p.label, href: p.anchor ? `${p.page}#${p.anchor}` : p.page }] };
}

/** Says that two topics fit, answers with the first and names the second; links both. */
function tieAnswer(a: Candidate, b: Candidate): ChatAnswer {
  const links: Link[] = [];
  for (const l of [...(a.answer.links ?? []).slice(0, 1), ...(b.answer.links ?? []).slice(0, 1)])
    if (!links.some((x) => x.href === l.href)) links.push(l);
  return {
    text: `Dazu passen zwei Themen: „${a.name}“ und „${b.name}“.\n${a.answer.text}\n\nZu „${b.name}“: ${b.answer.text}`,
    links,
  };
}

export function createMatcher(
  topics: readonly ChatTopic[],
  passages: readonly ChatPassage[],
  fallback: ChatAnswer,
  smallTalk: readonly ChatSmallTalk[] = [],
): ChatMatcher {
  const candidates = new Map<string, Candidate>();
  const docs: IndexDocument[] = [];
  for (const t of topics) {
    const id = `topic:${t.id}`;
    docs.push({ id, title: `${t.title} ${t.keywords}`, context: '', text: t.questions.join(' ') });
    candidates.set(id, {
      kind: 'topic',
      id: t.id,
      name: t.title,
      page: pathOf(t.answer.links?.[0]?.href ?? '/'),
      answer: t.answer,
      terms: termsOf(t.answer.text),
    });
  }
  for (const p of passages) {
    const id = `passage:${p.id}`;
    docs.push({ id, title: p.title, context: `${p.label} ${p.context}`, text: p.text });
    candidates.set(id, {
      kind: 'passage',
      id: p.id,
      name: p.title || p.label,
      page: p.page,
      answer: passageAnswer(p),
      terms: termsOf(p.text),
    });
  }

  // The site's vocabulary: every stem the index holds; unknown compounds of a question are split into these.
  // Each document's own words, too: a hit on a part of a compound alone is weak.
  const vocabulary = new Set<string>();
  const wordsOf = new Map<string, Set<string>>();
  // The nouns: the words the copy capitalises.
  const nouns = new Set<string | null>();
  for (const d of docs) {
    const own = new Set<string>();
    const text = `${d.title} ${d.context} ${d.text}`;
    for (const w of text.match(/\p{Lu}\p{Ll}+/gu) ?? []) nouns.add(normalizeWord(w));
    for (const w of tokenize(text)) {
      const term = normalizeWord(w);
      if (term) own.add(term);
      const verb = separableVerb(w);
      if (verb) own.add(verb);
    }
    wordsOf.set(d.id, own);
    for (const term of own) vocabulary.add(term);
  }

  // How many documents use each term: a word the whole site uses ('für', 'Zeit') says less about
  // what is asked than a rare one ('Dachschräge', 'Probeliegen').
  const documentFrequency = new Map<string, number>();
  for (const own of wordsOf.values())
    for (const term of own) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  /** A word the site never uses: weighs like a typical word of the site. */
  const typical = Math.log((docs.length + 1) / 8);
  /** A term's weight (inverse document frequency). */
  const weightOf = (alts: readonly string[]): number =>
    Math.max(
      ...alts.map((t) =>
        documentFrequency.has(t) ? Math.log((docs.length + 1) / documentFrequency.get(t)!) : typical,
      ),
    );

  const processQueryTerm = termProcessor(vocabulary);
  /** The question's search terms (a split compound counts once), each marked when it is a synonym of the visitor's word. */
  function queryTerms(question: string): { alts: string[]; synonym: boolean }[] {
    return tokenizeQuestion(question).flatMap((w) => {
      const t = processQueryTerm(w);
      return t === null ? [] : [{ alts: Array.isArray(t) ? t : [t], synonym: isSynonym(w) }];
    });
  }

  // Long compounds of the copy are indexed with their parts as well ('Vertragsschluss' is also
  // found by 'Vertrag'), so a question's simple words reach them.
  const knownStem = (t: string) => vocabulary.has(t);
  function indexTerm(word: string): string | string[] | null {
    const term = normalizeWord(word);
    const verb = separableVerb(word);
    if (term && verb) return [term, verb];
    if (!term || word.length < MIN_COMPOUND) return term;
    const parts = splitCompound(fold(word), knownStem);
    return parts ? [term, ...parts.flatMap((p) => normalizeWord(p) ?? [])] : term;
  }

  // A noun of the site ('Zeit') that a passage holds only inside a long word it writes in lower
  // case, an adverb or adjective ('jederzeit', 'gleichzeitig'), is another word there: the
  // passage is not found by it.
  const lowerCaseParts = new Map(
    docs.map((d) => [
      d.id,
      new Set(
        (`${d.title} ${d.context} ${d.text}`.match(/(?<![\p{L}-])\p{Ll}{9,}/gu) ?? [])
          .flatMap((w) => splitCompound(fold(w), knownStem) ?? [])
          .map((part) => normalizeWord(part))
          .filter((t) => nouns.has(t) && !wordsOf.get(d.id)!.has(t!)),
      ),
    ]),
  );

  const index = new MiniSearch<IndexDocument>({
    fields: ['title', 'context', 'text'],
    tokenize,
    processTerm: indexTerm,
    searchOptions: {
      tokenize: tokenizeQuestion,
      processTerm: processQueryTerm,
      boost: { title: 3, context: 2, text: 1.5 },
      prefix: (term) => term.length >= 5,
      fuzzy: fuzzyDistance,
      combineWith: 'OR',
      // A noun of the site held only inside a word a passage writes in lower case is no word of
      // that passage ('Zeit' and the Datenschutz's 'jederzeit … widerrufen').
      boostDocument: (id: string, term: string) =>
        lowerCaseParts.get(id)?.has(term)
          ? 0
          : id.startsWith('topic:')
            ? TOPIC_BOOST
            : id.endsWith('#/0')
              ? PAGE_WEIGHT
              : 1,
    },
  });
  index.addAll(docs);

  /** The section of a passage: its page and anchor ('/garantie#garantie-bedingungen'). */
  const sectionOf = (id: string) => id.replace(/\/\d+$/, '');
  /**
   * Among the next results, a passage of the best one's section that says a word of the
   * question (as its own word) the best one does not match.
   */
  function sameSection(
    best: SearchResult,
    results: readonly SearchResult[],
    asked: readonly { alts: string[] }[],
  ): { result: SearchResult; candidate: Candidate } | undefined {
    const section = sectionOf(String(best.id));
    const sibling = results.slice(1, SIBLING_RANKS).find(
      (r) =>
        String(r.id).startsWith('passage:') &&
        sectionOf(String(r.id)) === section &&
        r.queryTerms.some(
          (q) =>
            !best.queryTerms.includes(q) &&
            asked.some(({ alts }) => alts.includes(q)) &&
            // One of its own words, not a part of a compound or a near spelling.
            wordsOf.get(String(r.id))!.has(q),
        ),
    );
    return sibling && { result: sibling, candidate: candidates.get(String(sibling.id))! };
  }

  /** Whether a passage matched one of these terms in its own heading (its title). */
  const headed = (c: Candidate, r: SearchResult, alts: readonly string[]) =>
    c.kind === 'passage' && alts.some((t) => r.match[t]?.includes('title'));

  const unanswerable = chatUnanswerable.map(foldPattern);
  const talks = smallTalk.map((t) => ({ ...t, pattern: foldPattern(t.pattern) }));

  function fallbackFor(best: SearchResult | undefined, isUnanswerable: boolean): ChatMatch {
    return {
      kind: 'fallback',
      answer: fallback,
      score: best?.score ?? 0,
      ...(isUnanswerable && { unanswerable: true }),
    };
  }

  // Lists whose items are named by short titles (variants, technologies, hardness grades,
  // lengths): a question naming two or more of one list asks about each of them.
  const lists = new Map<string, { title: RegExp; name: string; answer: ChatAnswer; value?: string }[]>();
  for (const p of passages) {
    const title = fold(p.title.replace(/\s*\(.*\)$/, ''))
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (!title || title.length < 4 || title.split(' ').length > 3) continue;
    // A title made only of words the whole site uses ('Matratze', 'Garantie') names no item.
    if (title.split(' ').every((w) => (documentFrequency.get(normalizeWord(w) ?? w) ?? 0) > COMMON_DOCUMENTS)) continue;
    const key = `${p.page}#${p.anchor}`;
    const items = lists.get(key) ?? [];
    // The value the knowledge base writes beside an item's name: 'Name (value): text'.
    const value = p.text.startsWith(`${p.title} (`)
      ? /^\((.+?)\): /.exec(p.text.slice(p.title.length + 1))?.[1]
      : undefined;
    if (!items.some((i) => i.title.source.includes(title)))
      items.push({
        title: new RegExp(`(?<![a-z0-9])${title.replace(/ /g, ' ?')}(?![a-z0-9])`),
        name: p.title,
        answer: passageAnswer(p),
        ...(value && { value }),
      });
    lists.set(key, items);
  }

  // The site's topics: curated topics' titles, page names and headings of up to three words
  // ('Darauf können Sie sich verlassen' names no topic).
  let headings: Set<string> | undefined;
  return {
    heading(term) {
      headings ??= new Set(
        [...topics.map((t) => t.title), ...passages.flatMap((p) => p.label.split(': '))]
          .filter((h) => h.split(' ').length <= 3)
          .flatMap((h) => queryTerms(h).map(({ alts }) => alts[0]!)),
      );
      return headings.has(term);
    },
    known(word) {
      // A short part of a hyphenated word ('EC-Karte', 'IP-Adresse') is an abbreviation qualifying the
      // rest; a spelling the phrase table reads as the site's words ('USt-IdNr.' as
      // 'Umsatzsteuer-Identifikationsnummer') is known as those words, as the search reads it.
      const knownPart = (part: string) => {
        if (part.length < 4) return true;
        const t = processQueryTerm(part);
        if (t === null || (Array.isArray(t) ? t : [t]).some((x) => vocabulary.has(x))) return true;
        // A compound whose last part is a word of the site ('Ehebett', 'Mietwohnungen') is a kind
        // of what the site speaks of; a stem of three letters ('all' in 'Krallen') is no such part.
        const folded = fold(part);
        for (let i = 1; i <= folded.length - 4; i++) {
          const head = normalizeWord(folded.slice(i));
          if (head && head.length >= 4 && vocabulary.has(head)) return true;
        }
        return false;
      };
      return word.split('-').every(knownPart) || tokenize(word).every(knownPart);
    },
    names(href) {
      const items = lists.get(href) ?? [];
      return items.length >= 3 ? items.map((i) => i.name) : [];
    },
    section(href) {
      const [intro, ...items] = passages.filter((p) => `${p.page}#${p.anchor}` === href);
      // A list of questions (the FAQ) is no section: each question is a topic of its own.
      if (!intro || items.some((p) => p.title.endsWith('?'))) return undefined;
      const asks = intro.title.endsWith('?') && items.length;
      return { terms: asks ? this.terms(intro.title) : [], texts: [intro.text, ...items.map((p) => p.text)] };
    },
    saying(pattern) {
      return passages.flatMap((p) => {
        const text = fold(p.text).startsWith(fold(p.title)) ? p.text : `${p.title}: ${p.text}`;
        return pattern.test(fold(text)) ? [{ page: p.page, answer: { ...passageAnswer(p), text } }] : [];
      });
    },
    values(page) {
      return [...lists.entries()]
        .filter(([key, items]) => pathOf(key) === page && items.length >= 3 && items.every((i) => i.value))
        .map(([, items]) => items.map((i) => ({ name: i.name, value: i.value! })));
    },
    named(question, min = 2) {
      const q = ` ${fold(question).replace(/[^a-z0-9]+/g, ' ')} `;
      let best: { at: number; end: number; answer: ChatAnswer }[] = [];
      const span = (found: readonly { at: number; end: number }[]) => found.reduce((n, f) => n + f.end - f.at, 0);
      for (const items of lists.values()) {
        if (items.length < 3) continue;
        const found = items.flatMap((i) => {
          const m = i.title.exec(q);
          return m ? [{ at: m.index, end: m.index + m[0].length, answer: i.answer }] : [];
        });
        // A title inside a longer one named ('Classic' in 'Senioren Classic') is not named itself.
        const own = found.filter(
          (f) => !found.some((g) => g !== f && g.at <= f.at && g.end >= f.end && g.end - g.at > f.end - f.at),
        );
        // Of two lists naming as many items, the one whose names the question says in full
        // ('Senioren Classic' is the senior bed, not the box-spring variant 'Classic').
        if (own.length >= min && (own.length > best.length || (own.length === best.length && span(own) > span(best))))
          best = own.sort((a, b) => a.at - b.at);
      }
      return best.map((f) => f.answer);
    },
    terms(question) {
      return queryTerms(question)
        .map(({ alts }) => alts[0]!)
        .filter((t) => !FIGURE.test(t));
    },
    match(question, prefer) {
      const folded = ` ${fold(question).replace(/[^a-z0-9%]+/g, ' ')} `;
      // A message that is only a greeting or thanks gets no passage, only the fallback's contacts.
      const talk = talks.find((t) => t.pattern.test(folded.trim()));
      if (talk) return { kind: 'smalltalk', id: talk.id, answer: fallback, score: 0 };
      // A document reached only through parts of its compounds ('leben' of 'Lebensdauer') does not
      // answer: at least one of the question's words must be one of its own words.
      const results = index
        .search(question)
        .filter((r) => Object.keys(r.match).some((term) => wordsOf.get(String(r.id))?.has(term)));
      if (prefer && results[0] && !prefer(candidates.get(String(results[0].id))!.page)) {
        const i = results.findIndex((r) => prefer(candidates.get(String(r.id))!.page));
        // Only an answer that matches as many of the question's words ('Überlänge widerrufen' is
        // answered by the AGB, not by the Überlänge page's overview).
        if (
          i > 0 &&
          results[i]!.score >= results[0].score * PREFER_RATIO &&
          results[i]!.queryTerms.length >= results[0].queryTerms.length
        )
          results.unshift(...results.splice(i, 1));
      }
      // The question's most distinctive word ('Stromausfall', a word one or two passages use)
      // names its subject: an answer that leaves it out, where a close one says it, answers
      // something else ('Kopfteil' of the functions instead of the power failure).
      const rare = queryTerms(question)
        .flatMap(({ alts }) => alts)
        .filter((t) => (documentFrequency.get(t) ?? Infinity) <= RARE_DOCUMENTS)
        .sort((a, b) => documentFrequency.get(a)! - documentFrequency.get(b)!)[0];
      if (rare && results[0] && !results[0].queryTerms.includes(rare)) {
        const i = results
          .slice(0, 10)
          .findIndex((r) => r.queryTerms.includes(rare) && r.score >= results[0]!.score * RARE_RATIO);
        if (i > 0) results.unshift(...results.splice(i, 1));
      }
      const best = results[0];
      if (unanswerable.some((pattern) => pattern.test(folded))) return fallbackFor(best, true);
      if (!best || best.score < ALL_KNOWN_MIN_SCORE) return fallbackFor(best, false);

      // Words the site knows at all (exactly, or with a typo in some result); a question made
      // mostly of words the site never uses is about something else.
      const words = queryTerms(question).filter(({ alts }) => !alts.every((t) => FIGURE.test(t)));
      const first = candidates.get(String(best.id))!;
      const rival = results
        .slice(1, 6)
        .map((r) => ({ r, c: candidates.get(String(r.id))! }))
        .find(
          ({ c }) =>
            c.page !== first.page && c.name !== first.name && overlap(c.terms, first.terms) < SAME_ANSWER_OVERLAP,
        );
      // A legal page's clause is never offered as the second of two topics: a stock pair of
      // clauses from different pages ('Vertragsschluss' and 'Server-Logdateien') crowds out the
      // answer that was asked for.
      const tie =
        rival &&
        !LEGAL_PAGE.test(first.page) &&
        !LEGAL_PAGE.test(rival.c.page) &&
        rival.r.score >= best.score * TIE_RATIO &&
        rival.r.queryTerms.length >= best.queryTerms.length
          ? rival.c
          : undefined;
      // A section's passages each say part of it ('Garantiefall melden' and the exclusions): a
      // passage of the same section that says a word asked that the best one does not is
      // answered beside it ('Fernbedienung' in the exclusions beside the guarantee's terms), and
      // the words the two say together are the words the answer matches.
      let answer = tie ? tieAnswer(first, tie) : first.answer;
      const sibling = tie || first.kind !== 'passage' ? undefined : sameSection(best, results, words);
      if (sibling) answer = { ...answer, text: `${answer.text}\n\n${sibling.candidate.answer.text}` };
      const matched = new Set([...best.queryTerms, ...(sibling?.result.queryTerms ?? [])]);
      const hits = words.filter(({ alts }) => alts.some((t) => matched.has(t)));
      const known = words.filter(({ alts }) => alts.some((t) => vocabulary.has(t) || matched.has(t))).length;
      const knownShare = known / Math.max(1, words.length);
      // The share of the question's weight the answer matched: a common word left over ('für',
      // 'Zeit') costs less than a typical one, and no word left over costs more ('wie viel' is
      // rare in the copy, yet only a way of asking); a matched word counts at least as a typical
      // one, as the topic of a question is often a word the whole site uses ('Garantie').
      const hitWeight = hits.reduce((sum, w) => sum + Math.max(typical, weightOf(w.alts)), 0);
      const missWeight = words
        .filter((w) => !hits.includes(w))
        .reduce((sum, w) => sum + Math.min(typical, weightOf(w.alts)), 0);
      const coverage = hitWeight / Math.max(1e-9, hitWeight + missWeight);
      if (
        knownShare < MIN_KNOWN_SHARE ||
        (knownShare <= MIN_KNOWN_SHARE && best.score < HALF_KNOWN_MIN_SCORE) ||
        (knownShare < 1 && best.score < MIN_SCORE) ||
        // One word matched, only through the synonym table, and the rest of the question left over:
        // the everyday word ('Auto' for directions) means something else here ('mein Auto verkaufen').
        // Unless it is a word of the passage's own heading: a clause's heading names its subject,
        // so the visitor's word for it ('Gewährleistung als Firma' and the AGB's clause headed
        // 'Gewährleistung') asks that clause.
        (coverage < 1 && hits.length === 1 && hits[0]!.synonym && !headed(first, best, hits[0]!.alts))
      )
        return fallbackFor(best, false);

      return {
        kind: first.kind,
        id: first.id,
        page: first.page,
        answer,
        score: best.score,
        coverage,
        knownShare,
        matched: [...matched],
        ...(tie && { also: tie.page }),
      };
    },
  };
}
