/**
 * Runs the chat matcher over an evaluation set: top-1 accuracy on answerable questions (the
 * answer's first link leads to an expected page, or the curated topic is the expected one) and
 * the share of off-topic / unanswerable questions that get the fallback.
 */
import type { ChatMatch, ChatMatcher } from '../../../src/lib/chat/matcher.ts';
import type { ChatEngine } from '../../../src/lib/chat/engine.ts';
import type { ChatAnswer } from '../../../src/content/chat.ts';

/**
 * The engine (what the browser runs) seen as a matcher for this evaluation: an answer is the
 * fallback when it is the honest 'no sure answer' (whole or for every part), otherwise its page
 * is its first link's.
 */
export function engineAsMatcher(
  engine: ChatEngine,
  fallback: ChatAnswer,
  topics: readonly { id: string; answer: ChatAnswer }[],
): ChatMatcher {
  const honest = fallback.text.split(/(?<=\.)\s/)[0]!;
  return {
    terms: () => [],
    named: () => [],
    names: () => [],
    values: () => [],
    section: () => undefined,
    saying: () => [],
    known: () => true,
    heading: () => false,
    match(question) {
      const reply = engine.reply([question]);
      const first = reply.links?.find((l) => l.href.startsWith('/'));
      // The reply about the assistant itself (it links the chat's privacy section) is no answer.
      const aboutItself = reply.links?.some((l) => l.href === '/datenschutz#chat') && !/^Unser Chat/.test(reply.text);
      if (reply.text.startsWith(honest) || !first || aboutItself) return { kind: 'fallback', answer: reply, score: 0 };
      const page = first.href.replace(/[?#].*$/, '') || '/';
      const topic = topics.find((t) => reply.text.startsWith(t.answer.text));
      return topic
        ? { kind: 'topic', id: topic.id, page, answer: reply, score: 1, coverage: 1, knownShare: 1, matched: [] }
        : { kind: 'passage', id: page, page, answer: reply, score: 1, coverage: 1, knownShare: 1, matched: [] };
    },
  };
}
import { FALLBACK, type EvalQuestion } from './questions.ts';

export interface EvalMiss {
  q: string;
  expected: string;
  got: string;
  score: number;
}

export interface EvalResult {
  answerable: number;
  answerableCorrect: number;
  offTopic: number;
  offTopicFallback: number;
  misses: EvalMiss[];
}

function describe(m: ChatMatch): string {
  if (m.kind === 'fallback' || m.kind === 'smalltalk') return m.kind;
  return `${m.kind === 'topic' ? `topic ${m.id} ` : ''}${m.answer.links?.[0]?.href ?? m.page}`;
}

function isCorrect(m: ChatMatch, expected: readonly string[]): boolean {
  if (m.kind === 'fallback' || m.kind === 'smalltalk') return expected.includes(FALLBACK);
  // A reply in several parts, or with advice, links each page it answers from.
  const pages = (m.answer.links ?? []).map((l) => l.href.replace(/[?#].*$/, '') || '/');
  return (
    expected.includes(m.page) ||
    (m.kind === 'topic' && expected.includes(m.id)) ||
    pages.some((p) => p !== '/kontakt' && expected.includes(p))
  );
}

export function evaluate(matcher: ChatMatcher, set: readonly EvalQuestion[]): EvalResult {
  const result: EvalResult = { answerable: 0, answerableCorrect: 0, offTopic: 0, offTopicFallback: 0, misses: [] };
  for (const { q, expect } of set) {
    const expected = typeof expect === 'string' ? [expect] : expect;
    const m = matcher.match(q);
    const ok = isCorrect(m, expected);
    if (expected.length === 1 && expected[0] === FALLBACK) {
      result.offTopic++;
      if (ok) result.offTopicFallback++;
    } else {
      result.answerable++;
      if (ok) result.answerableCorrect++;
    }
    if (!ok)
      result.misses.push({ q, expected: expected.join(' | '), got: describe(m), score: Math.round(m.score * 10) / 10 });
  }
  return result;
}

export function summary(name: string, r: EvalResult): string {
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
  return `${name}: answerable ${r.answerableCorrect}/${r.answerable} (${pct(r.answerableCorrect, r.answerable)}), fallback on off-topic ${r.offTopicFallback}/${r.offTopic} (${pct(r.offTopicFallback, r.offTopic)})`;
}
