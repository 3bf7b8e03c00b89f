/**
 * The shop's chat assistant: the matcher built once over the curated chat topics and the
 * passages of the whole site (both built from the content modules at build time), and the
 * engine around it (src/lib/chat/engine.ts). Imported only by the lazily loaded chat window, so
 * the index is built when the chat is first opened.
 */
import knowledge from 'virtual:chat-knowledge';
import type { ChatMatcher } from './matcher.ts';
import type { ChatReply } from './engine.ts';
import { engineFor } from './engine-for.ts';

let built: ReturnType<typeof engineFor> | undefined;

/** The matcher over topics and passages (created on first use). */
export function chatMatcher(): ChatMatcher {
  built ??= engineFor(knowledge);
  return built.matcher;
}

/** The reply to the newest of the visitor's messages, the earlier ones giving the context. */
export function replyTo(visitorMessages: readonly string[]): ChatReply {
  built ??= engineFor(knowledge);
  return built.engine.reply(visitorMessages);
}
