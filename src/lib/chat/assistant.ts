/**
 * The shop's chat assistant: the matcher built once over the curated chat topics and the
 * passages of the whole site (both built from the content modules at build time). Imported only by
 * the lazily loaded chat window, so the index is built when the chat is first opened.
 */
import knowledge from 'virtual:chat-knowledge';
import { chatFallback, chatSmallTalk, type ChatAnswer } from '../../content/chat.ts';
import { createMatcher, type ChatMatcher } from './matcher.ts';
import { expandPassages } from './passages.ts';

let matcher: ChatMatcher | undefined;

/** The matcher over topics and passages (created on first use). */
export function chatMatcher(): ChatMatcher {
  matcher ??= createMatcher(knowledge.topics, expandPassages(knowledge.sections), chatFallback, chatSmallTalk);
  return matcher;
}

/** The answer to a visitor's question (a topic, a passage of the site, a reply to a greeting or thanks, or the fallback). */
export function answerFor(question: string): ChatAnswer {
  return chatMatcher().match(question).answer;
}
