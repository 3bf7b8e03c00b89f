/**
 * The chat launcher: a small round button bottom right on every page. It costs almost
 * nothing; the chat window (component, topics, search index) is fetched with a dynamic
 * import() only when the launcher is first hovered, focused or clicked.
 *
 * In the HTML it is a button-like link to the contact page, so it leads somewhere if the island
 * cannot load. A click on it before hydration is held back and replayed as opening the chat
 * (`data-replay-click`, src/lib/hydration/interaction-directive.ts); once hydrated the same
 * element gets the chat's state, so focus stays on it. Where scripts never run, a plain link
 * named 'Kontakt aufnehmen' takes its place (CSS, `noscript:`).
 */
import { useId, useRef, useState, type ComponentType } from 'react';
import { LoaderCircle, MessageCircle, X } from '../ui/icons.ts';
import { chatLauncherCopy } from '../../content/chat-launcher.ts';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/hydration/use-hydrated.ts';
import { IconTooltip, TooltipProvider } from '../ui/tooltip.tsx';
import type { ChatWindowProps } from './chat-window.tsx';

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

export function ChatLauncher() {
  const dialogId = useId();
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLAnchorElement>(null);
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
    if (open) {
      setOpen(false);
      return;
    }
    setLoading(true);
    try {
      const component = await loadChatWindow();
      setChatWindow(() => component);
      setOpen(true);
    } catch {
      // Offline or the chunk is gone after a deploy: the next click tries again.
    } finally {
      setLoading(false);
    }
  }

  const label = open ? chatLauncherCopy.close : chatLauncherCopy.open;

  return (
    <TooltipProvider>
      <IconTooltip label={label} side="left">
        <a
          ref={buttonRef}
          href={chatLauncherCopy.contactHref}
          data-replay-click=""
          // It is the chat's button wherever it shows (with JavaScript); the href is the way out
          // if the island cannot load.
          role="button"
          aria-label={label}
          {...(hydrated && {
            'aria-expanded': open,
            'aria-haspopup': 'dialog',
            'aria-controls': open ? dialogId : undefined,
            'aria-busy': loading || undefined,
          })}
          data-testid="chat-launcher"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(e) => {
            // A plain click opens the chat; Ctrl/Cmd or middle click may still open the page.
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            void toggle();
          }}
          onKeyDown={(e) => {
            // A button answers Space as well as Enter (a link only Enter). Escape is the window's.
            if (e.key === ' ') {
              e.preventDefault();
              void toggle();
            }
          }}
          className={cn(launcherClasses, 'grid noscript:hidden')}
        >
          {loading ? (
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
          ) : open ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <MessageCircle aria-hidden="true" className="size-6" />
          )}
        </a>
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
      {open && ChatWindow && <ChatWindow id={dialogId} onClose={() => setOpen(false)} returnFocusTo={buttonRef} />}
    </TooltipProvider>
  );
}
