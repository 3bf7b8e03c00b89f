/**
 * The chat launcher: a small round button bottom right on every page. It costs almost
 * nothing; the chat window (component, topics, search index) is fetched with a dynamic
 * import() only when the launcher is first hovered, focused or clicked.
 */
import { useId, useRef, useState, type ComponentType } from 'react';
import { LoaderCircle, MessageCircle, X } from 'lucide-react';
import { chatLauncherCopy } from '../../lib/chat/launcher-copy.ts';
import { IconTooltip, TooltipProvider } from '../ui/tooltip.tsx';
import type { ChatWindowProps } from './chat-window.tsx';

type ChatWindowComponent = ComponentType<ChatWindowProps>;

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
  const buttonRef = useRef<HTMLButtonElement>(null);
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
        <button
          ref={buttonRef}
          type="button"
          aria-label={label}
          aria-expanded={open}
          aria-haspopup="dialog"
          aria-controls={open ? dialogId : undefined}
          aria-busy={loading || undefined}
          data-testid="chat-launcher"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={toggle}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && open) close();
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
        </button>
      </IconTooltip>
      {open && ChatWindow && <ChatWindow id={dialogId} onClose={close} />}
    </TooltipProvider>
  );
}
