/**
 * The knowledge base as the chat chunk carries it. It is built from the content modules at
 * build time (knowledge.ts, through knowledge-plugin.ts) and arrives here as the virtual module
 * 'virtual:chat-knowledge': the passages, and the curated topics with their answers already
 * written out (so the chunk carries the sentences, not the content modules they quote).
 */
import type { ChatTopic } from '../../content/chat.ts';

/** One answerable piece of the site. */
export interface ChatPassage {
  /** Unique: page, anchor and position. */
  id: string;
  /** Page path, e.g. '/produkte/wasserbetten'. */
  page: string;
  /** Id of the section on that page. */
  anchor: string;
  /** What the link to the section says, e.g. 'Wasserbetten: Pflege'. */
  label: string;
  /** The passage's own heading (item title, question). */
  title: string;
  /** Words of the page and section the passage sits in (searched with a lower weight). */
  context: string;
  /** The answer: at most three sentences from the content. */
  text: string;
}

/** Passages of one section: page, anchor, label, context and the [title, text] pairs. */
export type CompactSection = [string, string, string, string, [string, string][]];

export interface ChatKnowledge {
  sections: CompactSection[];
  topics: ChatTopic[];
}

/** The passages of compact sections, with ids unique per page and anchor. */
export function expandPassages(sections: readonly CompactSection[]): ChatPassage[] {
  const count = new Map<string, number>();
  return sections.flatMap(([page, anchor, label, context, items]) =>
    items.map(([title, text]) => {
      const key = `${page}#${anchor}`;
      const n = count.get(key) ?? 0;
      count.set(key, n + 1);
      return { id: `${key}/${n}`, page, anchor, label, title, context, text };
    }),
  );
}
