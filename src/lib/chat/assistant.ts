/**
 * The shop's chat assistant: the matcher built once over the chat topics and the FAQ. Imported
 * only by the lazily loaded chat window, so the index is built when the chat is first opened.
 */
import { chatFallback, chatTopics, type ChatAnswer } from '../../content/chat.ts';
import { chatFaqEntries } from './faq.ts';
import { createMatcher, type ChatMatcher } from './matcher.ts';

let matcher: ChatMatcher | undefined;

/** The answer to a visitor's question (a topic, an FAQ entry or the fallback). */
export function answerFor(question: string): ChatAnswer {
  matcher ??= createMatcher(chatTopics, chatFallback, chatFaqEntries);
  return matcher.match(question).answer;
}
