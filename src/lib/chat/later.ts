/**
 * Code the chat needs only for some messages, loaded when such a message comes: the English
 * glossary and its reading (english.ts), the delivery facts' reading (delivery.ts, for a message
 * saying a delivery word), and the replies to conversation that asks nothing of the
 * site (a complaint, abuse, a statement, a question about the assistant: chat-rare-replies.ts,
 * whose patterns stay with the engine and run on every message). The engine asks for it with `englishCode()`; where it has
 * not arrived yet, that throws `NeedsCode`, and the browser's chat (assistant.ts) loads it and
 * makes the same reply again, before the reply is shown. Node (tests, chat:eval) has it at once
 * (engine-for.ts). A German message never asks for it, so its reply never waits for it.
 */
import type * as English from './english.ts';
import type * as Delivery from './delivery.ts';
import type { chatRareReplies } from '../../content/chat-rare-replies.ts';

/** Thrown while the code a message needs is still to load; `load()` fetches it. */
export class NeedsCode extends Error {
  readonly load: () => Promise<void>;

  constructor(load: () => Promise<void>) {
    super('chat: the code this message needs is not loaded yet');
    this.load = load;
  }
}

/**
 * A browser that knows it is offline is not asked to import the code: a module whose import
 * failed stays failed for the page's life (the browser keeps the failure in its module map), so
 * an attempt while offline would leave every later rare message without its reply once the
 * connection is back. Offline the message gets the fallback with the contacts; the next one,
 * online, loads the code.
 */
function whenOnline(load: () => Promise<void>): () => Promise<void> {
  return () =>
    typeof navigator !== 'undefined' && navigator.onLine === false
      ? Promise.reject(new Error('chat: offline, the code for this message is not loaded'))
      : load();
}

/**
 * Code loaded when a message first needs it: `get()` gives it, or throws `NeedsCode` until it has
 * been loaded; `loaded()` gives it only where it has been (nothing else can have made the replies
 * it makes); `provide()` gives it at once where modules load at once (Node).
 */
function later<T>(load: () => Promise<T>) {
  let value: T | undefined;
  return {
    get: (): T => {
      if (value) return value;
      throw new NeedsCode(
        whenOnline(async () => {
          value = await load();
        }),
      );
    },
    loaded: (): T | undefined => value,
    provide: (given: T): void => {
      value = given;
    },
  };
}

const english = later(() => import('./english.ts'));

/** The English reading, or `NeedsCode` until it has been loaded. */
export const englishCode = english.get;

/** The English reading where it has been loaded (nothing else can have made its replies). */
export const loadedEnglish = english.loaded;

/** Where modules load at once (Node): the English reading, given from a static import. */
export const provideEnglish: (module: typeof English) => void = english.provide;

const rare = later(async () => (await import('../../content/chat-rare-replies.ts')).chatRareReplies);

/** The replies to rare conversation, or `NeedsCode` until they have been loaded. */
export const rareReplies = rare.get;

/** The replies to rare conversation where they have been loaded (nothing else can have given them). */
export const loadedRareReplies = rare.loaded;

/** Where modules load at once (Node): the replies to rare conversation, from a static import. */
export const provideRareReplies: (replies: typeof chatRareReplies) => void = rare.provide;

const delivery = later(() => import('./delivery.ts'));

/** The delivery facts' reading (delivery.ts), or `NeedsCode` until it has been loaded. */
export const deliveryCode = delivery.get;

/** Where modules load at once (Node): the delivery facts' reading, from a static import. */
export const provideDelivery: (module: typeof Delivery) => void = delivery.provide;
