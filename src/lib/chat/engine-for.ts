/**
 * The matcher and engine over a knowledge base: the browser's (assistant.ts, from the virtual
 * module) and the evaluation runner's (scripts/chat-eval.ts, built directly) are the same code.
 */
import { chatFallback, chatSmallTalk } from '../../content/chat.ts';
import { createMatcher, type ChatMatcher } from './matcher.ts';
import { expandPassages, type ChatKnowledge } from './passages.ts';
import { createEngine, GATE, type ChatEngine, type GateOptions } from './engine.ts';
import { createClassifier } from './classifier.ts';

export function engineFor(k: ChatKnowledge, gate: GateOptions = GATE): { matcher: ChatMatcher; engine: ChatEngine } {
  const passages = expandPassages(k.sections);
  const matcher = createMatcher(k.topics, passages, chatFallback, chatSmallTalk);
  // Besides the example questions, each passage is an example of its own section: every section
  // has examples, also one nobody wrote questions for.
  const classifier = k.examples.length
    ? createClassifier([
        ...k.examples,
        ...passages.map(
          (p) => [`${p.label} ${p.title} ${p.text}`, p.anchor ? `${p.page}#${p.anchor}` : p.page] as const,
        ),
      ])
    : undefined;
  return { matcher, engine: createEngine(matcher, chatFallback, classifier, gate) };
}
