/**
 * Finds the answer to a visitor's question: a MiniSearch index over the chat topics and the
 * FAQ entries, with the German pipeline of text.ts (folding, phrase and word synonyms, stop
 * words, stemming), prefix and typo-tolerant (fuzzy) matching and BM25 scoring across several
 * keywords. Below a score threshold the question counts as unrelated and gets the fallback.
 */
import MiniSearch from 'minisearch';
import type { ChatAnswer, ChatTopic } from '../../content/chat.ts';
import { fold, processTerm, tokenize } from './text.ts';

/** An FAQ entry as the matcher needs it. */
/** A greeting or thanks, answered when a message is only that. */
export interface ChatSmallTalk {
  id: string;
  /** Tested against the folded message without punctuation. */
  pattern: RegExp;
  answer: ChatAnswer;
}

export interface ChatFaqEntry {
  id: string;
  question: string;
  answer: string;
  /** The page that shows the entry. */
  href?: string;
}

interface IndexDocument {
  id: string;
  kind: 'topic' | 'faq';
  keywords: string;
  questions: string;
}

export type ChatMatch =
  | { kind: 'topic'; id: string; answer: ChatAnswer; score: number }
  | { kind: 'faq'; id: string; answer: ChatAnswer; score: number }
  | { kind: 'smalltalk'; id: string; answer: ChatAnswer; score: number }
  | { kind: 'fallback'; answer: ChatAnswer; score: number };

/**
 * Minimum BM25 score of the best hit. A single exact topic keyword scores about 20 and a
 * keyword with a typo about 8; an incidental word that only appears in an example question
 * (e.g. 'läuft' in a question about the consultation) stays near 4.
 */
export const MIN_SCORE = 6;

/** FAQ entries rank a little below topics, whose answers are written for the chat. */
const FAQ_WEIGHT = 0.8;

/** Maximum typo distance by word length: none for short words, 1 from 5 letters, 2 from 8. */
function fuzzyDistance(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 5) return 1;
  return 0;
}

export interface ChatMatcher {
  match(question: string): ChatMatch;
}

export function createMatcher(
  topics: readonly ChatTopic[],
  fallback: ChatAnswer,
  faq: readonly ChatFaqEntry[] = [],
  smallTalk: readonly ChatSmallTalk[] = [],
): ChatMatcher {
  const answers = new Map<string, ChatAnswer>();
  const docs: IndexDocument[] = [];
  for (const t of topics) {
    docs.push({
      id: `topic:${t.id}`,
      kind: 'topic',
      keywords: `${t.title} ${t.keywords}`,
      questions: t.questions.join(' '),
    });
    answers.set(`topic:${t.id}`, t.answer);
  }
  for (const f of faq) {
    docs.push({ id: `faq:${f.id}`, kind: 'faq', keywords: '', questions: f.question });
    answers.set(`faq:${f.id}`, {
      text: f.answer,
      links: f.href ? [{ label: 'Zu den häufigen Fragen', href: f.href }] : undefined,
    });
  }

  const index = new MiniSearch<IndexDocument>({
    fields: ['keywords', 'questions'],
    storeFields: ['kind'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { keywords: 3, questions: 1 },
      prefix: (term) => term.length >= 4,
      fuzzy: fuzzyDistance,
      combineWith: 'OR',
      boostDocument: (id: string) => (id.startsWith('faq:') ? FAQ_WEIGHT : 1),
    },
  });
  index.addAll(docs);

  return {
    match(question) {
      const best = index.search(question)[0];
      if (!best || best.score < MIN_SCORE) {
        const bare = fold(question)
          .replace(/[^a-z0-9]+/g, ' ')
          .trim();
        const talk = smallTalk.find((t) => t.pattern.test(bare));
        if (talk) return { kind: 'smalltalk', id: talk.id, answer: talk.answer, score: best?.score ?? 0 };
        return { kind: 'fallback', answer: fallback, score: best?.score ?? 0 };
      }
      const id = String(best.id);
      const answer = answers.get(id)!;
      const [kind, key] = id.split(':') as ['topic' | 'faq', string];
      return { kind, id: key, answer, score: best.score };
    },
  };
}
