/**
 * Chat messages (an id derived from the time, the text, who wrote it and when), the reply delay and
 * the conversation's persistence in sessionStorage, so it survives navigation within a visit.
 */
import type { Link } from '../../content/blocks.ts';

export interface ChatMessage {
  /** Derived from the creation time (ms), made unique within the conversation. */
  id: string;
  text: string;
  isBot: boolean;
  /** Creation time in ms since the epoch. */
  timestamp: number;
  /** Pages that say more (bot answers only), rendered as links below the text. */
  links?: readonly Link[];
}

/** Bot replies arrive after a random delay of 1-2 s, so they read as typed. */
export const REPLY_DELAY_MIN_MS = 1000;
export const REPLY_DELAY_MAX_MS = 2000;

/** A delay in [1000, 2000) ms; `random` returns a number in [0, 1) like Math.random. */
export function replyDelay(random: () => number = Math.random): number {
  return REPLY_DELAY_MIN_MS + Math.floor(random() * (REPLY_DELAY_MAX_MS - REPLY_DELAY_MIN_MS));
}

/** A new message whose id is its creation time, suffixed if that id is already taken. */
export function createMessage(
  existing: readonly ChatMessage[],
  text: string,
  isBot: boolean,
  links?: readonly Link[],
  now: number = Date.now(),
): ChatMessage {
  const taken = new Set(existing.map((m) => m.id));
  let id = String(now);
  for (let n = 1; taken.has(id); n++) id = `${now}-${n}`;
  return links?.length ? { id, text, isBot, timestamp: now, links } : { id, text, isBot, timestamp: now };
}

export const STORAGE_KEY = 'schlafmanufaktur.chat.v1';
/** Only the most recent messages are kept. */
export const MAX_STORED_MESSAGES = 60;

function isLink(value: unknown): value is Link {
  const v = value as Link | null;
  return typeof v === 'object' && v !== null && typeof v.label === 'string' && typeof v.href === 'string';
}

function isMessage(value: unknown): value is ChatMessage {
  const v = value as ChatMessage | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.text === 'string' &&
    typeof v.isBot === 'boolean' &&
    typeof v.timestamp === 'number' &&
    (v.links === undefined || (Array.isArray(v.links) && v.links.every(isLink)))
  );
}

/** Only site-relative paths, phone and e-mail links are rendered from storage. */
function isSafeHref(href: string): boolean {
  return /^\/(?!\/)/.test(href) || href.startsWith('tel:') || href.startsWith('mailto:');
}

/** The stored conversation; an empty list when there is none or it cannot be read. */
export function loadConversation(storage: Storage | undefined = safeSessionStorage()): ChatMessage[] {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isMessage)) return [];
    return parsed.filter((m) => !m.links || m.links.every((l) => isSafeHref(l.href)));
  } catch {
    return [];
  }
}

export function saveConversation(
  messages: readonly ChatMessage[],
  storage: Storage | undefined = safeSessionStorage(),
): void {
  try {
    if (messages.length === 0) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)));
  } catch {
    // Storage full or blocked (private mode): the chat still works for this page view.
  }
}

const DRAFT_KEY = 'schlafmanufaktur.chat.draft.v1';

/**
 * What the visitor typed and has not sent (also while an answer is pending, when sending waits):
 * kept beside the conversation, so closing the window or going to another page loses none of it.
 */
export function loadDraft(storage: Storage | undefined = safeSessionStorage()): string {
  try {
    return storage?.getItem(DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveDraft(text: string, storage: Storage | undefined = safeSessionStorage()): void {
  try {
    if (text) storage?.setItem(DRAFT_KEY, text);
    else storage?.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or blocked (private mode): the draft lives as long as the window.
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
