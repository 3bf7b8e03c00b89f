/**
 * The chat assistant over its evaluation set (tests/unit/chat-eval/questions.ts): at least 92 %
 * of the answerable questions reach an expected page or topic with the best answer, and at
 * least 95 % of the off-topic and unanswerable ones get the fallback. Misses are printed.
 */
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatFallback } from '../../src/content/chat.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { engineAsMatcher, evaluate, summary } from './chat-eval/evaluate.ts';
import { FALLBACK, heldOut, tuning } from './chat-eval/questions.ts';

const MIN_ANSWERABLE = 0.92;
const MIN_OFF_TOPIC_FALLBACK = 0.95;

// The engine the browser runs, over the knowledge the chat chunk ships.
const matcher = engineAsMatcher(engineFor(knowledge).engine, chatFallback, knowledge.topics);
const all = [...tuning, ...heldOut];

describe('chat evaluation set', () => {
  it('holds at least 250 questions, 60 of them kept aside, with off-topic and unanswerable ones', () => {
    expect(all.length).toBeGreaterThanOrEqual(250);
    expect(heldOut.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((x) => x.q.toLowerCase())).size).toBe(all.length);
    expect(all.filter((x) => x.expect === FALLBACK).length).toBeGreaterThanOrEqual(40);
  });

  it('answers at least 92 % of the answerable questions right and 95 % of the off-topic ones with the fallback', () => {
    const result = evaluate(matcher, all);
    const lines = [
      summary('whole set', result),
      summary('held-out part', evaluate(matcher, heldOut)),
      ...result.misses.map((m) => `  miss: ${m.q} | expected ${m.expected} | got ${m.got} (score ${m.score})`),
    ];
    console.log(lines.join('\n'));
    expect(result.answerableCorrect / result.answerable, lines.join('\n')).toBeGreaterThanOrEqual(MIN_ANSWERABLE);
    expect(result.offTopicFallback / result.offTopic, lines.join('\n')).toBeGreaterThanOrEqual(MIN_OFF_TOPIC_FALLBACK);
  });
});
