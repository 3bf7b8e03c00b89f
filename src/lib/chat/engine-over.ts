/**
 * The matcher and engine over a knowledge base: the browser's (assistant.ts, from the virtual
 * module) and the evaluation runner's and tests' (engine-for.ts, built directly) are the same code.
 */
import { chatFallback, chatSmallTalk } from '../../content/chat.ts';
import { createMatcher, type ChatMatcher } from './matcher.ts';
import { expandPassages, type ChatKnowledge } from './passages.ts';
import { createEngine, type ChatEngine } from './engine.ts';

export function engineOver(k: ChatKnowledge): { matcher: ChatMatcher; engine: ChatEngine } {
  const matcher = createMatcher(k.topics, expandPassages(k.sections), chatFallback, chatSmallTalk);
  return { matcher, engine: createEngine(matcher, chatFallback) };
}
