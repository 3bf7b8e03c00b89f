import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';

/** Tooltips open after 700 ms of hover; moving on to the next control within 300 ms opens it at once. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

/** Wraps an island's content so its tooltips share one set of delays. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}

/**
 * A tooltip for an icon-only control. The control keeps its own aria-label; the tooltip shows
 * the same text to sighted pointer and keyboard users. Needs a TooltipProvider above it.
 */
export function IconTooltip({
  label,
  children,
  side = 'top',
  container,
}: {
  label: string;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Where the tooltip is placed (the body by default): a modal dialog's controls need theirs inside it, above the page. */
  container?: HTMLElement | null;
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal container={container}>
        <Tooltip.Content
          side={side}
          sideOffset={6}
          className="z-[90] rounded-md bg-night-900 px-2.5 py-1.5 text-sm text-white shadow-lg"
        >
          {label}
          <Tooltip.Arrow className="fill-night-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
