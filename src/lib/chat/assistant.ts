/**
 * The shop's chat assistant: the matcher built once over the chat topics and the FAQ. Imported
 * only by the lazily loaded chat window, so the index is built when the chat is first opened.
 */
import { chatFallback, chatSmallTalk, chatTopics, type ChatAnswer } from '../../content/chat.ts';
import { chatFaqEntries } from './faq.ts';
import { createMatcher, type ChatMatcher } from './matcher.ts';

let matcher: ChatMatcher | undefined;

/** The answer to a visitor's question (a topic, an FAQ entry, a reply to a greeting or thanks, or the fallback). */
export function answerFor(question: string): ChatAnswer {
  matcher ??= createMatcher(chatTopics, chatFallback, chatFaqEntries, chatSmallTalk);
  return matcher.match(question).answer;
}
