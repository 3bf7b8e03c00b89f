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

/**
 * A curated topic's answer as the chat chunk carries it: its text in pieces, each either text or
 * `[passage, from, to]`, the slice of a passage's text (passages counted as `expandPassages`
 * gives them) that says the same sentences, so a sentence the site's passages already hold is
 * shipped once.
 */
export type TextPiece = string | readonly [number, number, number];

export interface CompactTopic extends Omit<ChatTopic, 'answer'> {
  answer: Omit<ChatTopic['answer'], 'text'> & { text: readonly TextPiece[] };
}

/**
 * A section as the chat chunk carries it, what a section already says written once: a label that
 * opens with the previous section's label up to its ': ' opens with ': ' alone; a context the
 * label ends with is where it starts in the label; a passage's title its text opens with is its
 * length, a title that is the section's context is -1.
 */
export type PackedSection = [string, string, string, string | number, [string | number, string][]];

export interface CompactKnowledge {
  sections: PackedSection[];
  topics: CompactTopic[];
}

/** The label's opening up to its first ': ' (the page's name in most labels). */
export const labelHead = (label: string) => label.split(': ')[0]!;

/** The sections from the form the chat chunk carries (`PackedSection`). */
export function unpackSections(packed: readonly PackedSection[]): CompactSection[] {
  let head = '';
  return packed.map(([page, anchor, shortLabel, c, items]) => {
    const label = shortLabel.startsWith(': ') ? head + shortLabel : shortLabel;
    head = labelHead(label);
    const context = typeof c === 'number' ? label.slice(c) : c;
    const titled = items.map(([t, text]): [string, string] => [
      t === -1 ? context : typeof t === 'number' ? text.slice(0, t) : t,
      text,
    ]);
    return [page, anchor, label, context, titled];
  });
}

/** The knowledge the engine reads, from the form the chat chunk carries. */
export function expandKnowledge(k: CompactKnowledge): ChatKnowledge {
  const sections = unpackSections(k.sections);
  const texts = sections.flatMap((s) => s[4].map(([, text]) => text));
  const piece = (p: TextPiece) => (typeof p === 'string' ? p : texts[p[0]]!.slice(p[1], p[2]));
  return {
    sections,
    topics: k.topics.map((t) => ({ ...t, answer: { ...t.answer, text: t.answer.text.map(piece).join('') } })),
  };
}
