/**
 * The shop's chat assistant: the matcher built once over the curated chat topics and the
 * passages of the whole site (both built from the content modules at build time), and the
 * engine around it (src/lib/chat/engine.ts). Imported only by the lazily loaded chat window, so
 * the index is built when the chat is first opened. Code only rare messages need (an English
 * one, a complaint's or a statement's reply) is loaded when such a message comes, before its
 * reply (later.ts).
 */
import knowledge from 'virtual:chat-knowledge';
import type { ChatMatcher } from './matcher.ts';
import type { ChatReply } from './engine.ts';
import { engineOver } from './engine-over.ts';
import { NeedsCode } from './later.ts';

let built: ReturnType<typeof engineOver> | undefined;

/** The matcher over topics and passages (created on first use). */
export function chatMatcher(): ChatMatcher {
  built ??= engineOver(knowledge);
  return built.matcher;
}

/**
 * The reply to the newest of the visitor's messages, the earlier ones giving the context: at once,
 * or, for a message that needs code not loaded yet, once that code is there (the same reply).
 */
export function replyTo(visitorMessages: readonly string[]): ChatReply | Promise<ChatReply> {
  built ??= engineOver(knowledge);
  try {
    return built.engine.reply(visitorMessages);
  } catch (error) {
    if (!(error instanceof NeedsCode)) throw error;
    return error.load().then(() => replyTo(visitorMessages));
  }
}
