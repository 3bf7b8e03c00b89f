/**
 * What the chat's native shell (chat-launcher.tsx, before the chat's code arrives) and the chat
 * window (chat-window.tsx) share: the frame and the header, so the window replaces the shell
 * without a visible change.
 */
import type { ReactNode } from 'react';
import { Bot } from '../ui/icons.ts';
import { cn } from '../../lib/cn.ts';

/**
 * Where the window beside the page would leave the conversation less than about 200 px (narrower
 * than 480 px or lower than 560 px), it fills the screen; the window's FULL_SCREEN_QUERY matches
 * the same viewports (the `chat-beside` variant, src/styles/global.css).
 */
export const CHAT_FULL_SCREEN_QUERY = '(max-width: 479.98px), (max-height: 559.98px)';

/** The window's frame: full screen on narrow or short viewports, 384 x 600 px beside the page otherwise. */
export const chatFrameClasses = cn(
  'fixed inset-0 z-[70] flex-col overflow-hidden bg-cream text-ink',
  'chat-beside:inset-auto chat-beside:right-6 chat-beside:bottom-24 chat-beside:h-[600px] chat-beside:max-h-[calc(100dvh-7.5rem)] chat-beside:w-[384px]',
  'chat-beside:rounded-2xl chat-beside:border chat-beside:border-sand-200 chat-beside:shadow-lift',
);

/** The title's and the subtitle's look (the shell's and the window's). */
export const chatTitleClasses = 'font-sans text-base font-semibold';
export const chatSubtitleClasses = 'text-sm leading-snug text-night-100 chat-short:truncate';
/** A round icon button in the header (clear, close). */
export const chatHeaderButtonClasses = 'grid size-11 place-items-center rounded-full text-white hover:bg-night-700';

/**
 * The header: the assistant's avatar, the title and subtitle given, then the buttons given. On a
 * short viewport it takes one row of buttons' height: no avatar, less padding, the subtitle on
 * one line (its start, 'Automatische Antworten', stays in view).
 */
export function ChatHeader({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3 bg-night-800 px-4 py-3 text-white chat-short:py-1">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brass-500 chat-short:hidden"
      >
        <Bot className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        {title}
        {subtitle}
      </div>
      {children}
    </div>
  );
}
