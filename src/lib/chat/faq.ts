/**
 * The FAQ entries of src/content/faq.ts in the form the chat matcher indexes, so a question the
 * chat topics do not cover (e.g. when to replace a topper) is answered from the FAQ itself.
 */
import { faqEntries } from '../../content/faq.ts';
import type { ChatFaqEntry } from './matcher.ts';

/** Where the FAQ is shown (home page section). */
export const faqHref = '/#faq';

export const chatFaqEntries: readonly ChatFaqEntry[] = faqEntries.map((entry, i) => ({
  id: String(i + 1),
  question: entry.question,
  answer: entry.answer,
  href: faqHref,
}));
