/**
 * The chat launcher: a small round button bottom right on every page. It costs almost
 * nothing; the chat window (component, topics, search index) is fetched with a dynamic
 * import() only when the launcher is first hovered, focused or clicked.
 *
 * In the HTML it is a plain link to the contact page, so it leads somewhere when scripts never
 * run. With JavaScript a click on it before hydration is held back and replayed as opening the
 * chat (`data-replay-click`, src/lib/hydration/interaction-directive.ts); once hydrated the same
 * element is the chat's button (role, state and label are added, so focus stays on it).
 */
import { useId, useRef, useState, type ComponentType } from 'react';
import { LoaderCircle, MessageCircle, X } from 'lucide-react';
import { chatLauncherCopy } from '../../lib/chat/launcher-copy.ts';
import { useHydrated } from '../../lib/hydration/use-hydrated.ts';
import { IconTooltip, TooltipProvider } from '../ui/tooltip.tsx';
import type { ChatWindowProps } from './chat-window.tsx';

type ChatWindowComponent = ComponentType<ChatWindowProps>;

/** Where the launcher leads without JavaScript. */
const CONTACT_PAGE = '/kontakt';

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

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  const label = open ? chatLauncherCopy.close : chatLauncherCopy.open;

  return (
    <TooltipProvider>
      <IconTooltip label={label} side="left">
        <a
          ref={buttonRef}
          href={CONTACT_PAGE}
          data-replay-click=""
          {...(hydrated && {
            role: 'button',
            'aria-label': label,
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
            if (e.key === 'Escape' && open) close();
            // A button answers Space as well as Enter (a link only Enter).
            if (e.key === ' ') {
              e.preventDefault();
              void toggle();
            }
          }}
          className="fixed right-4 bottom-4 z-[60] grid size-14 place-items-center rounded-full bg-night-700 text-white shadow-lift ring-2 ring-white transition-colors hover:bg-night-800 min-[480px]:right-6 min-[480px]:bottom-6"
        >
          {loading ? (
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
          ) : open ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <MessageCircle aria-hidden="true" className="size-6" />
          )}
          {!hydrated && (
            <>
              {/* Its name before hydration: the chat with JavaScript, the contact page without. */}
              <span className="sr-only noscript:hidden">{chatLauncherCopy.open}</span>
              <span className="hidden noscript:inline noscript:sr-only">{chatLauncherCopy.contact}</span>
            </>
          )}
        </a>
      </IconTooltip>
      {open && ChatWindow && <ChatWindow id={dialogId} onClose={close} />}
    </TooltipProvider>
  );
}
