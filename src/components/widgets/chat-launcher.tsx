/**
 * The chat launcher: a small round button bottom right on every page. It costs almost
 * nothing; the chat window (component, topics, search index) is fetched with a dynamic
 * import() only when the launcher is first hovered, focused or clicked.
 *
 * A tap answers at once, before any island code has arrived: in the HTML the launcher is a
 * `popovertarget` button for the window's shell (frame, title, close button, "wird geladen"), a
 * native popover beside it. Once the island has hydrated, the launcher loads the chat's code
 * (also when the shell was opened before), shows the shell while the code is on its way, and
 * swaps it for the chat window when it arrives; closing the shell first cancels the opening.
 * The shell closes as the window does, before hydration too: its close button, Escape and the
 * launcher (an `auto` popover: Escape and the focus back on the launcher come from the browser;
 * while the chat loads, a click on the page beside it closes it as well).
 * Where scripts never run, a plain link named 'Kontakt aufnehmen' takes the launcher's place
 * (CSS, `noscript:`), so the shell never opens without the code that fills it.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type ToggleEvent } from 'react';
import { LoaderCircle, MessageCircle, X } from '../ui/icons.ts';
import { chatLauncherCopy } from '../../content/chat-launcher.ts';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/hydration/use-hydrated.ts';
import { closeMobileMenu } from '../../lib/mobile-menu-head.ts';
import { IconTooltip, TooltipProvider } from '../ui/tooltip.tsx';
import type { ChatWindowProps } from './chat-window.tsx';
import {
  ChatHeader,
  chatFrameClasses,
  chatHeaderButtonClasses,
  chatSubtitleClasses,
  chatTitleClasses,
} from './chat-frame.tsx';

type ChatWindowComponent = ComponentType<ChatWindowProps>;

/** The launcher's look; each element adds its own display (grid, or hidden until no script). */
const launcherClasses =
  'fixed right-4 bottom-4 z-[60] size-14 place-items-center rounded-full bg-night-700 text-white shadow-lift ring-2 ring-white transition-colors hover:bg-night-800 min-[480px]:right-6 min-[480px]:bottom-6';

let chatWindowModule: Promise<ChatWindowComponent> | undefined;

/** Loads the chat window once; a failed load (offline) may be retried. */
function loadChatWindow(): Promise<ChatWindowComponent> {
  chatWindowModule ??= import('./chat-window.tsx').then(
    (m) => m.ChatWindow,
    (error: unknown) => {
      chatWindowModule = undefined;
      throw error;
    },
  );
  return chatWindowModule;
}

/** Whether a popover is shown (false where the browser has no popovers). */
function popoverOpen(el: Element | null): boolean {
  try {
    return el?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

export function ChatLauncher() {
  const dialogId = useId();
  const shellId = `${dialogId}-shell`;
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shellRef = useRef<HTMLDivElement>(null);
  /** The visitor wants the chat open (cleared when they close the shell before the code arrives). */
  const wanted = useRef(false);
  /** The launcher is pressed (its click is still to come). */
  const pressed = useRef(false);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [ChatWindow, setChatWindow] = useState<ChatWindowComponent | null>(null);

  function preload() {
    loadChatWindow().then(
      (component) => setChatWindow(() => component),
      () => undefined,
    );
  }

  async function toggle() {
    if (open || loading) {
      wanted.current = false;
      setOpen(false);
      setLoading(false);
      return;
    }
    wanted.current = true;
    // The chat and the mobile menu are never open together: the chat opens, the menu closes.
    closeMobileMenu();
    setLoading(true);
    try {
      const component = await loadChatWindow();
      setChatWindow(() => component);
      if (wanted.current) setOpen(true);
    } catch {
      // Offline or the chunk is gone after a deploy: the next click tries again.
    } finally {
      setLoading(false);
    }
  }

  // Opened natively before hydration: the chat's code is fetched now, the shell stays meanwhile.
  // Read in the hydrating commit itself, before any later render can touch the shell.
  useLayoutEffect(() => {
    if (popoverOpen(shellRef.current)) void toggle();
    // Only once, when React has taken over the launcher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Once hydrated, the shell shows while the code is on its way, and never together with the
  // window (a layout effect: both are never painted in one frame).
  const shellShown = loading && !open;
  useLayoutEffect(() => {
    const shell = shellRef.current;
    if (!hydrated || !shell || typeof shell.showPopover !== 'function') return;
    // The launcher is the shell's invoker: a click on it toggles the shell, not a click outside.
    if (shellShown && !popoverOpen(shell)) shell.showPopover({ source: buttonRef.current ?? undefined });
    if (!shellShown && popoverOpen(shell)) shell.hidePopover();
  }, [hydrated, shellShown]);

  // The mobile menu opens: the chat closes, as by its close button (its draft is kept), and the
  // focus stays with the menu's button (src/lib/mobile-menu-head.ts closes the shell).
  useEffect(() => {
    const onBeforeToggle = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element) || !target.matches('[data-mobile-menu]')) return;
      if ((event as globalThis.ToggleEvent).newState !== 'open') return;
      wanted.current = false;
      setOpen(false);
      setLoading(false);
    };
    document.addEventListener('beforetoggle', onBeforeToggle, { capture: true });
    return () => document.removeEventListener('beforetoggle', onBeforeToggle, { capture: true });
  }, []);

  // Closing the shell (its close button, Escape) cancels the opening: at once, before the code
  // that may arrive in the same moment opens the window (the toggle event comes a task later).
  const onShellToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState !== 'closed' || !wanted.current) return;
    const cancel = () => {
      wanted.current = false;
      setLoading(false);
      // The shell leaves the page with the focus it had (its close button): back to the launcher,
      // unless the focus is elsewhere (on the mobile menu's button, which closed it).
      const active = document.activeElement;
      if (!active || active === document.body || shellRef.current?.contains(active)) buttonRef.current?.focus();
    };
    // A press on the launcher closes the shell as a click beside it (light dismiss): the click
    // that follows toggles the chat, once; a press that makes no click closes it.
    if (pressed.current) {
      setTimeout(() => {
        if (!pressed.current) return;
        pressed.current = false;
        cancel();
      }, 0);
      return;
    }
    cancel();
  };

  const label = open ? chatLauncherCopy.close : chatLauncherCopy.open;
  const titleId = `${shellId}-title`;
  const statusId = `${shellId}-status`;

  return (
    <TooltipProvider>
      <IconTooltip label={label} side="left">
        <button
          ref={buttonRef}
          type="button"
          aria-label={label}
          // Before hydration the browser opens the shell itself; then React owns the state.
          {...(hydrated
            ? {
                'aria-expanded': open,
                'aria-haspopup': 'dialog' as const,
                'aria-controls': open ? dialogId : undefined,
                'aria-busy': loading || undefined,
              }
            : { popoverTarget: shellId })}
          data-testid="chat-launcher"
          onPointerEnter={preload}
          onFocus={preload}
          onPointerDown={() => (pressed.current = true)}
          onClick={() => {
            pressed.current = false;
            void toggle();
          }}
          // Every tap toggles the chat: the press lands on the button itself, never on its icon,
          // which changes while the chat loads (a press and release on two icons make no click).
          className={cn(launcherClasses, 'grid *:pointer-events-none noscript:hidden')}
        >
          {hydrated && loading ? (
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
          ) : open ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <MessageCircle aria-hidden="true" className="size-6" />
          )}
        </button>
      </IconTooltip>
      {!hydrated && (
        // Where scripts never run, the same place holds a link named for where it leads.
        <a
          href={chatLauncherCopy.contactHref}
          aria-label={chatLauncherCopy.contact}
          className={cn(launcherClasses, 'hidden noscript:grid')}
        >
          <MessageCircle aria-hidden="true" className="size-6" />
        </a>
      )}
      {(!hydrated || shellShown) && (
        <div
          ref={shellRef}
          id={shellId}
          // Auto: Escape closes it and the focus goes back to the launcher, with no script.
          popover="auto"
          role="dialog"
          aria-labelledby={`${titleId} ${statusId}`}
          aria-busy="true"
          data-chat-shell=""
          onBeforeToggle={onShellToggle}
          className={cn(chatFrameClasses, 'm-0 hidden size-full border-0 p-0 open:flex')}
        >
          <ChatHeader
            title={
              <h2 id={titleId} className={chatTitleClasses}>
                {chatLauncherCopy.title}
              </h2>
            }
            subtitle={<p className={chatSubtitleClasses}>{chatLauncherCopy.subtitle}</p>}
          >
            <button
              type="button"
              popoverTarget={shellId}
              popoverTargetAction="hide"
              aria-label={chatLauncherCopy.close}
              className={chatHeaderButtonClasses}
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </ChatHeader>
          <p
            id={statusId}
            role="status"
            className="flex flex-1 items-center justify-center gap-2 px-4 text-[0.95rem] text-muted"
          >
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            {chatLauncherCopy.loading}
          </p>
        </div>
      )}
      {open && ChatWindow && <ChatWindow id={dialogId} onClose={() => setOpen(false)} returnFocusTo={buttonRef} />}
    </TooltipProvider>
  );
}
