/**
 * The matcher and engine over a knowledge base where everything loads at once (Node: the
 * evaluation runner scripts/chat-eval.ts, the tests): the browser's engine (engine-over.ts) with
 * the code for rare messages given at once, where the browser loads it when such a message comes
 * (later.ts).
 */
import * as delivery from './delivery.ts';
import * as english from './english.ts';
import { chatRareReplies } from '../../content/chat-rare-replies.ts';
import { provideDelivery, provideEnglish, provideRareReplies } from './later.ts';
import { engineOver } from './engine-over.ts';
import type { ChatKnowledge } from './passages.ts';

provideDelivery(delivery);
provideEnglish(english);
provideRareReplies(chatRareReplies);

export function engineFor(k: ChatKnowledge): ReturnType<typeof engineOver> {
  return engineOver(k);
}
