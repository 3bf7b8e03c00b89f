/**
 * The chat window (loaded on demand by chat-launcher.tsx): greeting, conversation, four
 * suggestions, input. After a visitor message a typing indicator shows and the answer follows
 * after 1-2 s; answers are announced through a polite live region. The conversation lives in
 * sessionStorage, so it survives navigation. 384 x 600 px beside the page, full screen below
 * 480 px width or 560 px height (where the conversation would have less than about 200 px).
 *
 * Sending waits while an answer is being typed (the send button is disabled, Enter sends
 * nothing), but a message typed meanwhile is never lost: it stays in the field, a note under the
 * field says it can be sent once the answer is there, and then it can. So only the last message
 * can wait for its answer. An answer's delay runs from when its message was sent, whether the
 * window is open or not: reopened, the window shows an answer that is due at once.
 *
 * A native `<dialog>`: Escape and the close button close it. Full screen it is modal
 * (`showModal()`: focus kept inside, the page behind inert and not scrollable); beside the page it
 * is not (`show()`), so the page stays usable while the window is open and a click outside leaves
 * it open. Escape closes only the topmost layer: a tooltip that is open takes it first.
 */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
  type SubmitEvent,
} from 'react';
import { ArrowRight, Phone, RotateCcw, SendHorizontal, X } from '../ui/icons.ts';
import { chatCopy, chatFallback } from '../../content/chat.ts';
import type { Link } from '../../content/blocks.ts';
import { chatMatcher, replyTo } from '../../lib/chat/assistant.ts';
import type { ChatReply } from '../../lib/chat/engine.ts';
import { saveEnquiryDraft } from '../../lib/enquiry-draft.ts';
import { useScrollLock } from '../../lib/use-scroll-lock.ts';
import {
  createMessage,
  loadConversation,
  loadDraft,
  replyDelay,
  saveConversation,
  saveDraft,
  type ChatMessage,
} from '../../lib/chat/conversation.ts';
import { cn } from '../../lib/cn.ts';
import { IconTooltip } from '../ui/tooltip.tsx';
import { Phrase } from '../blocks/phrase.tsx';
import {
  CHAT_FULL_SCREEN_QUERY,
  ChatHeader,
  chatFrameClasses,
  chatHeaderButtonClasses,
  chatSubtitleClasses,
  chatTitleClasses,
} from './chat-frame.tsx';

export interface ChatWindowProps {
  /** The dialog's id (the launcher's aria-controls). */
  id: string;
  /** Closes the window (Escape or the close button). */
  onClose: () => void;
  /** Takes the focus back once the window has closed (the launcher). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Narrow or short viewports, where the window fills the screen (and is modal). */
const FULL_SCREEN_QUERY = CHAT_FULL_SCREEN_QUERY;
const MAX_INPUT_LENGTH = 500;

const timeFormat = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });

/** Each waiting message's delay, drawn once, so closing and reopening the window keeps it. */
const replyDelays = new Map<string, number>();

function useFullScreen(): boolean {
  const [full, setFull] = useState(() => window.matchMedia?.(FULL_SCREEN_QUERY).matches ?? false);
  useEffect(() => {
    const mq = window.matchMedia?.(FULL_SCREEN_QUERY);
    if (!mq) return;
    const onChange = () => setFull(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return full;
}

export function ChatWindow({ id, onClose, returnFocusTo }: ChatWindowProps) {
  const inputId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadConversation());
  // A message typed and not sent survives closing the window and navigating, as the conversation does.
  const [input, setInput] = useState(() => loadDraft().slice(0, MAX_INPUT_LENGTH));
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const fullScreen = useFullScreen();
  const escaped = useRef(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** The dialog, once mounted: its tooltips show inside it (outside, the modal top layer covers them). */
  const [layer, setLayer] = useState<HTMLDialogElement | null>(null);
  const attach = useCallback((node: HTMLDialogElement | null) => {
    dialogRef.current = node;
    setLayer(node);
  }, []);
  const titleId = useId();
  const subtitleId = useId();

  const last = messages.at(-1);
  /** A visitor message without an answer yet: the typing indicator shows, sending waits. */
  const pending = last !== undefined && !last.isBot;
  const canSend = input.trim().length > 0 && !pending;
  // Typed while an answer is being typed: it waits in the field, and the note says so.
  const waiting = pending && input.trim().length > 0;
  const waitingId = useId();
  const asked = messages.some((m) => !m.isBot);

  // The search index is built while the visitor types, not when the first answer is due.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(() => chatMatcher(), { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, []);

  useEffect(() => saveDraft(input), [input]);

  useEffect(() => {
    saveConversation(messages);
    const log = logRef.current;
    if (!log) return;
    // A new answer is shown from its first line (long answers would otherwise open at their
    // end); anything else scrolls to the bottom. scrollTop is clamped by the browser.
    const newest = log.lastElementChild;
    log.scrollTop = messages.at(-1)?.isBot && newest instanceof HTMLElement ? newest.offsetTop - 16 : log.scrollHeight;
  }, [messages, pending]);

  // The answer to the last visitor message, 1-2 s after it was sent (also after closing the
  // window or navigating mid-reply).
  useLayoutEffect(() => {
    if (!pending || !last) return;
    setAnnouncement(chatCopy.typing);
    let delay = replyDelays.get(last.id);
    if (delay === undefined) replyDelays.set(last.id, (delay = replyDelay()));
    let cancelled = false;
    const show = (answer: ChatReply) => {
      if (cancelled) return;
      replyDelays.delete(last.id);
      // A prefilled enquiry (the visitor's figures) goes to the form through sessionStorage, never a URL.
      if (answer.draft) saveEnquiryDraft(answer.draft);
      setMessages((prev) => [...prev, createMessage(prev, answer.text, true, answer.links)]);
      setAnnouncement(`${chatCopy.botName}: ${answer.text}`);
    };
    const reply = () => {
      // Earlier questions give the context of a follow-up ('und wie lange halten die?').
      const answer = replyTo(messages.filter((m) => !m.isBot).map((m) => m.text));
      // A rare message's code is still loading: its reply follows; offline, the fallback's contacts.
      if (answer instanceof Promise) answer.then(show, () => show(chatFallback));
      else show(answer);
    };
    const wait = last.timestamp + delay - Date.now();
    // Due already (the window was closed meanwhile): shown before the window is painted.
    const timer = wait > 0 ? window.setTimeout(reply, wait) : void reply();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [pending, last, messages]);

  // Full screen, the page behind must not scroll.
  useScrollLock(fullScreen);

  // Modal full screen, beside the page not; a viewport that changes between the two while the
  // window is open reopens it in the other form, with the focus where it was.
  const shownModal = useRef<boolean | null>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || shownModal.current === fullScreen) return;
    const first = shownModal.current === null;
    const active = document.activeElement;
    if (!first) dialog.close();
    if (fullScreen) dialog.showModal();
    else dialog.show();
    shownModal.current = fullScreen;
    // The input takes the focus on opening, not the first button.
    const target = !first && active instanceof HTMLElement && dialog.contains(active) ? active : inputRef.current;
    target?.focus();
  }, [fullScreen]);

  // Closed (Escape, the close button, the launcher), the launcher always takes the focus back
  // after Escape; otherwise too, unless the visitor has moved it to the page.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const focusBack = () => returnFocusTo.current?.focus();
    return () => {
      if (!dialog) return;
      const active = document.activeElement;
      const inside = !active || active === document.body || dialog.contains(active);
      dialog.close();
      shownModal.current = null;
      if (escaped.current || inside) focusBack();
    };
  }, [returnFocusTo]);

  /**
   * Closed by Escape, the launcher always takes the focus back: beside the page at once (React
   * gives the focus back to an element of the page that had it when the window closes), full
   * screen once the page is no longer inert (in the cleanup above).
   */
  function closeByEscape() {
    escaped.current = true;
    returnFocusTo.current?.focus();
    onClose();
  }

  // Escape closes the window wherever the focus is, beside the page too (a non-modal dialog does
  // not close on Escape itself), unless a layer above it takes the key first: a tooltip (Radix
  // dismisses it in the capture phase and marks the key handled) or another dialog the key was
  // pressed in (the cookie settings).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const layer = event.target instanceof Element ? event.target.closest('dialog[open], [popover]') : null;
      if (layer && layer !== dialogRef.current) return;
      event.preventDefault();
      closeByEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = input.trim();
    // While an answer is being typed, the message stays in the field (the note says why).
    if (!text || pending) return;
    setMessages((prev) => [...prev, createMessage(prev, text, false)]);
    setInput('');
  }

  function suggest(text: string) {
    setInput(text);
    inputRef.current?.focus();
  }

  function clear() {
    setMessages([]);
    setAnnouncement('');
    inputRef.current?.focus();
  }

  return (
    <dialog
      ref={attach}
      id={id}
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      aria-modal={fullScreen || undefined}
      // The modal dialog's own close request (Escape where the key handler above did not see it).
      onCancel={(event) => {
        event.preventDefault();
        closeByEscape();
      }}
      onKeyDown={(event) => {
        if (fullScreen && event.key === 'Tab') keepFocusInside(event.currentTarget, event);
      }}
      className={cn(
        chatFrameClasses,
        'm-0 hidden size-full max-h-none max-w-none border-0 p-0 backdrop:bg-transparent open:flex',
      )}
    >
      <ChatHeader
        title={
          <h2 id={titleId} className={chatTitleClasses}>
            {chatCopy.title}
          </h2>
        }
        subtitle={
          <p id={subtitleId} className={chatSubtitleClasses}>
            {chatCopy.subtitle}
          </p>
        }
      >
        {asked && (
          <IconTooltip label={chatCopy.clear} side="bottom" container={layer}>
            <button type="button" onClick={clear} aria-label={chatCopy.clear} className={chatHeaderButtonClasses}>
              <RotateCcw aria-hidden="true" className="size-5" />
            </button>
          </IconTooltip>
        )}
        <IconTooltip label={chatCopy.close} side="bottom" container={layer}>
          <button type="button" onClick={onClose} aria-label={chatCopy.close} className={chatHeaderButtonClasses}>
            <X aria-hidden="true" className="size-6" />
          </button>
        </IconTooltip>
      </ChatHeader>

      <ol
        ref={logRef}
        aria-label={chatCopy.historyLabel}
        // The history scrolls, so keyboard users must be able to focus it to scroll (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        tabIndex={0}
        className="relative flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-4 py-4"
      >
        <MessageBubble isBot text={chatCopy.greeting} />
        {messages.map((m) => (
          <MessageBubble key={m.id} isBot={m.isBot} text={m.text} links={m.links} timestamp={m.timestamp} />
        ))}
        {pending && (
          <li className="flex items-end gap-2" data-testid="chat-typing">
            <span className="rounded-2xl rounded-bl-sm border border-sand-200 bg-white px-4 py-3.5">
              <span className="sr-only">{chatCopy.typing}</span>
              <span aria-hidden="true" className="flex gap-1">
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="size-2 animate-bounce rounded-full bg-night-500"
                    style={{ animationDelay: `${delay}ms` }}
                  />
                ))}
              </span>
            </span>
          </li>
        )}
      </ol>

      {!asked && (
        // On a short viewport the suggestions take one row that scrolls sideways, and the
        // header, this row, the input's bar and the waiting note less padding, so the
        // conversation keeps about 200 px (from 320 x 360 px).
        <div
          role="group"
          aria-label={chatCopy.suggestionsLabel}
          className="flex shrink-0 flex-wrap gap-2 px-4 pb-3 chat-short:flex-nowrap chat-short:overflow-x-auto chat-short:pb-2"
        >
          {chatCopy.suggestions.map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => suggest(s)}
              className="min-h-10 shrink-0 rounded-full border border-night-200 bg-white px-3 py-1.5 text-left text-sm text-night-700 hover:border-night-500 hover:bg-night-50"
            >
              {s}
            </button>
          ))}
        </div>
      )}

      <form
        onSubmit={send}
        className="flex items-center gap-2 border-t border-sand-200 bg-white px-3 py-3 chat-short:py-1.5"
      >
        <label htmlFor={inputId} className="sr-only">
          {chatCopy.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={chatCopy.inputPlaceholder}
          maxLength={MAX_INPUT_LENGTH}
          autoComplete="off"
          enterKeyHint="send"
          aria-describedby={waiting ? waitingId : undefined}
          // Enter submits nothing while the send button is disabled: the note is announced instead.
          onKeyDown={(e) => {
            if (e.key === 'Enter' && waiting) setAnnouncement(chatCopy.waitForAnswer);
          }}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-sand-300 bg-cream px-4 text-base text-ink placeholder:text-muted focus:border-night-500"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={chatCopy.send}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-brass-600 text-white hover:bg-brass-700 disabled:cursor-not-allowed disabled:bg-sand-300 disabled:text-night-700"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
      {waiting && (
        <p
          id={waitingId}
          className="bg-white px-4 pb-3 text-sm text-night-700 chat-short:pb-2"
          data-testid="chat-waiting"
        >
          {chatCopy.waitForAnswer}
        </p>
      )}

      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-live">
        {announcement}
      </div>
    </dialog>
  );
}

/** Full screen, Tab and Shift+Tab go round the window's controls, never to the page or the browser's own controls. */
function keepFocusInside(dialog: HTMLElement, event: { shiftKey: boolean; preventDefault: () => void }) {
  const controls = [
    ...dialog.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), input:not(:disabled), [tabindex="0"]'),
  ].filter((el) => el.getClientRects().length > 0);
  const first = controls[0];
  const last = controls.at(-1);
  const active = document.activeElement;
  const to = event.shiftKey
    ? active === first || !dialog.contains(active)
      ? last
      : null
    : active === last
      ? first
      : null;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

function MessageBubble({
  isBot,
  text,
  links,
  timestamp,
}: {
  isBot: boolean;
  text: string;
  links?: readonly Link[];
  timestamp?: number;
}) {
  return (
    <li className={cn('flex flex-col gap-1', isBot ? 'items-start' : 'items-end')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed wrap-anywhere whitespace-pre-line',
          isBot ? 'rounded-bl-sm border border-sand-200 bg-white text-ink' : 'rounded-br-sm bg-night-700 text-white',
        )}
      >
        <span className="sr-only">{isBot ? chatCopy.botName : chatCopy.visitorName}: </span>
        <Phrase text={text} />
        {links && links.length > 0 && (
          <span className="mt-2 flex flex-col items-start gap-1.5">
            {links.map((l) => (
              <a
                key={l.href}
                href={l.href}
                className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-night-600 underline decoration-brass-400 underline-offset-4 hover:text-night-800"
              >
                {l.href.startsWith('tel:') ? (
                  <Phone aria-hidden="true" className="size-4" />
                ) : (
                  <ArrowRight aria-hidden="true" className="size-4" />
                )}
                {l.label}
              </a>
            ))}
          </span>
        )}
      </div>
      {timestamp !== undefined && (
        <time dateTime={new Date(timestamp).toISOString()} className="px-1 text-xs text-muted">
          {timeFormat.format(timestamp)}
        </time>
      )}
    </li>
  );
}
