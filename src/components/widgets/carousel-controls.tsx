import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from '../ui/icons.ts';
import { cn } from '../../lib/cn.ts';
import { CAROUSEL_GO_ATTRIBUTE, CAROUSEL_VIEWPORT_ATTRIBUTE } from '../../lib/carousel-early.ts';
import { IconTooltip } from '../ui/tooltip.tsx';

/** The German labels of a carousel's controls; each carousel keeps its own in its label object. */
export interface CarouselControlsLabels {
  prev: string;
  next: string;
  pause: string;
  play: string;
  /** Accessible name of dot `i` (1-based) of `n`. */
  dot: (i: number, n: number) => string;
}

export interface CarouselControlsProps {
  /** Names the dots (`data-dots`) and, when there is one, the pointer group (`data-controls`). */
  name: string;
  labels: CarouselControlsLabels;
  /** The current dot (0-based): it is `aria-current`. */
  index: number;
  /** How many dots. */
  count: number;
  /** Whether autoplay is on (shows pause) or off (shows play). */
  playing: boolean;
  onTogglePlay: () => void;
  onPrev: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  /** Spacing of the row, joined to its flex layout. */
  className?: string;
  /**
   * With pointer handlers, previous, dots and next sit in their own group (`data-controls`) that
   * receives them, e.g. to pause autoplay while the pointer is over the arrows or dots.
   */
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  /** Classes of that group. */
  groupClassName?: string;
  /** Rendered after the next button, e.g. a visual page counter. */
  children?: ReactNode;
}

/** A round icon button: the arrows (size-11, with shadow) and the smaller, flat pause/play. */
const roundButton = (size: 'size-11 shadow-card' | 'size-10 shadow-none') =>
  cn(
    'inline-flex items-center justify-center rounded-full bg-white text-night-800 ring-1 ring-sand-200 transition-colors hover:bg-night-700 hover:text-white',
    size,
  );

/**
 * The controls row shared by the carousels: pause/play, previous, one dot per slide or
 * page, next; each an icon button with its own aria-label and a tooltip with the same text.
 * Needs a TooltipProvider above it.
 */
export function CarouselControls({
  name,
  labels,
  index,
  count,
  playing,
  onTogglePlay,
  onPrev,
  onNext,
  onGoTo,
  className,
  onPointerEnter,
  onPointerLeave,
  groupClassName,
  children,
}: CarouselControlsProps) {
  const playLabel = playing ? labels.pause : labels.play;
  const navigation = (
    <>
      <IconTooltip label={labels.prev}>
        <button
          type="button"
          aria-label={labels.prev}
          className={roundButton('size-11 shadow-card')}
          onClick={onPrev}
          {...{ [CAROUSEL_GO_ATTRIBUTE]: 'prev' }}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
      </IconTooltip>
      <div className="flex items-center" data-dots={name}>
        {Array.from({ length: count }, (_, i) => (
          <IconTooltip key={i} label={labels.dot(i + 1, count)}>
            <button
              type="button"
              aria-label={labels.dot(i + 1, count)}
              aria-current={i === index ? 'true' : undefined}
              className="group inline-flex size-6 items-center justify-center rounded-full sm:size-8"
              onClick={() => onGoTo(i)}
              {...{ [CAROUSEL_GO_ATTRIBUTE]: i }}
            >
              {/* Drawn from `aria-current`, which the early script sets too (src/lib/carousel-early.ts). */}
              <span
                aria-hidden="true"
                className="block h-2.5 w-2.5 rounded-full bg-night-200 transition-all group-hover:bg-night-500 group-aria-[current=true]:w-5 group-aria-[current=true]:bg-brass-600 sm:group-aria-[current=true]:w-7"
              />
            </button>
          </IconTooltip>
        ))}
      </div>
      <IconTooltip label={labels.next}>
        <button
          type="button"
          aria-label={labels.next}
          className={roundButton('size-11 shadow-card')}
          onClick={onNext}
          {...{ [CAROUSEL_GO_ATTRIBUTE]: 'next' }}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </IconTooltip>
    </>
  );

  return (
    <div className={cn('flex flex-wrap items-center justify-center', className)}>
      <IconTooltip label={playLabel}>
        <button
          type="button"
          aria-label={playLabel}
          className={roundButton('size-10 shadow-none')}
          onClick={onTogglePlay}
        >
          {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
        </button>
      </IconTooltip>
      {onPointerEnter || onPointerLeave ? (
        <div
          className={groupClassName}
          data-controls={name}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
        >
          {navigation}
        </div>
      ) : (
        navigation
      )}
      {children}
    </div>
  );
}

/**
 * The scroll area of a carousel: until the island has hydrated (and without JavaScript) a native
 * scroll-snap row, so every slide can be swiped or scrolled to, and which the controls move
 * before hydration (src/lib/carousel-early.ts); then Embla's clipped viewport.
 */
export function CarouselViewport({
  hydrated,
  emblaRef,
  className,
  children,
}: {
  hydrated: boolean;
  emblaRef: (node: HTMLElement | null) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={hydrated ? emblaRef : undefined}
      // A scroll container must be reachable by keyboard (axe: scrollable-region-focusable): from
      // here keyboard users scroll the native row and step the hydrated carousel with the arrows.
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
      tabIndex={0}
      {...{ [CAROUSEL_VIEWPORT_ATTRIBUTE]: '' }}
      className={cn(
        className,
        hydrated
          ? 'overflow-hidden'
          : 'snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain noscript:[scrollbar-width:thin]',
      )}
    >
      {children}
    </div>
  );
}
