import { useCallback, useId, useSyncExternalStore } from 'react';
import { reviews as shownReviews, reviewsCarouselCopy, type Review } from '../../content/reviews.ts';
import {
  dotOf,
  pageCount,
  reviewsBreakpoints,
  reviewsControlsHidden,
  reviewsNeedControls,
  reviewsPerPage,
} from '../../lib/carousel.ts';
import { useCarouselIsland } from '../../lib/carousel-react.ts';
import { cn } from '../../lib/cn.ts';
import { TooltipProvider } from '../ui/tooltip.tsx';
import { CarouselControls, CarouselViewport } from './carousel-controls.tsx';

/** Lucide's star outline (24 × 24), drawn once per rating and repeated with <use>. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
/** Star pitch in viewBox units: 24 for the star plus a 2.4 gap (2 px at 20 px stars). */
const STAR_PITCH = 26.4;

/** The outline style of the star and quote drawings (Lucide's). */
const outline = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * Five stars in a row, drawn to `filled` (which may be fractional: 4.6 fills four stars and 60 %
 * of the fifth, never a rounded five), each a <use> of the star drawn at `star`.
 */
function starRow(star: string, filled: number, clipId: string) {
  const whole = Math.floor(filled);
  const part = filled - whole;
  return [0, 1, 2, 3, 4].map((i) => {
    const on = i < whole;
    const partial = i === whole && part > 0;
    return (
      <g key={i}>
        <use
          href={star}
          x={i * STAR_PITCH}
          className={on ? 'fill-brass-500 text-brass-500' : 'fill-sand-200 text-sand-200'}
        />
        {partial && (
          <>
            <clipPath id={`${clipId}-part`}>
              <rect x={i * STAR_PITCH} y="0" width={24 * part} height="24" />
            </clipPath>
            <use
              href={star}
              x={i * STAR_PITCH}
              clipPath={`url(#${clipId}-part)`}
              className="fill-brass-500 text-brass-500"
            />
          </>
        )}
      </g>
    );
  });
}

/**
 * Five stars, `filled` of them in brass; decorative (the rating is stated in text). One SVG per
 * rating rather than five: the reviews section shows 35 stars, and every SVG is a box to lay out.
 * With `sprite` (the id of a `ReviewsSprite` on the page) the row is a single <use> of the row
 * drawn there, so repeated ratings cost two elements each.
 */
export function Stars({ filled, className = 'h-5', sprite }: { filled: number; className?: string; sprite?: string }) {
  const id = useId();
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${STAR_PITCH * 4 + 24} 24`}
      {...outline}
      className={cn('block w-auto', className)}
    >
      {sprite ? (
        <use href={`#${sprite}-${filled}`} />
      ) : (
        <>
          <defs>
            <path id={`${id}-star`} d={STAR_PATH} />
          </defs>
          {starRow(`#${id}-star`, filled, id)}
        </>
      )}
    </svg>
  );
}

/** Lucide's quote mark (24 × 24). */
const QUOTE_PATHS = [
  'M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
  'M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
];

/**
 * What every review card draws, drawn once for the carousel: the star, one row of stars per
 * rating shown (`${id}-${rating}`) and the quote mark (`${id}-quote`). The cards repeat them with
 * <use>, so each card's icons are four elements instead of eleven. Takes no room and paints
 * nothing itself.
 */
function ReviewsSprite({ id, ratings }: { id: string; ratings: readonly number[] }) {
  return (
    <svg aria-hidden="true" className="absolute size-0">
      <defs>
        <path id={`${id}-star`} d={STAR_PATH} />
        {ratings.map((r) => (
          <g key={r} id={`${id}-${r}`}>
            {starRow(`#${id}-star`, r, `${id}-${r}`)}
          </g>
        ))}
        <g id={`${id}-quote`}>
          {QUOTE_PATHS.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      </defs>
    </svg>
  );
}

/**
 * Reviews per page for the current viewport (3 / 2 / 1), following resizes. The server renders 3
 * (its markup is laid out by CSS breakpoints, so it shows the right number at any width).
 */
function usePerPage(): number {
  const subscribe = useCallback((onChange: () => void) => {
    const queries = [reviewsBreakpoints.large, reviewsBreakpoints.medium].map((q) => window.matchMedia(q));
    for (const mq of queries) mq.addEventListener('change', onChange);
    return () => {
      for (const mq of queries) mq.removeEventListener('change', onChange);
    };
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => reviewsPerPage(window.innerWidth),
    () => 3,
  );
}

/** Embla: one snap per page of the reviews a viewport shows. */
const emblaOptions = { align: 'start', slidesToScroll: 'auto', duration: 28 } as const;

/**
 * The reviews carousel: 3 / 2 / 1 reviews per page, page dots, arrows, autoplay every 5000 ms with
 * wrap; autoplay pauses while the pointer is over the arrows or dots, while keyboard focus is
 * inside, when paused by the visitor, and never starts with reduced motion.
 *
 * Until React owns it (and for good without JavaScript) the reviews sit in a native horizontal
 * scroll-snap row, so every review can be swiped or scrolled to, and the controls move it (src/lib/
 * carousel-early.ts); without JavaScript the controls, which need it, are hidden. Once hydrated,
 * Embla takes over at the page the visitor sees.
 *
 * Controls only where there is a page to move to: none for a single review, and none at a width
 * whose page holds every review (two reviews on a desktop), also before hydration.
 */
export default function ReviewsCarousel({ reviews = shownReviews }: { reviews?: readonly Review[] }) {
  const ratingsShown = [...new Set(reviews.map((r) => r.rating))];
  const perPage = usePerPage();
  const pages = pageCount(reviews.length, perPage);
  // The store counts the pages of this viewport from the start, while the markup follows the
  // server's layout until hydration is done: a tap on an arrow before hydration steps through the
  // pages the visitor sees (6 at 390 px, not the server's 2), and React starts from that page.
  const viewPerPage = typeof window === 'undefined' ? perPage : reviewsPerPage(window.innerWidth);
  const viewportPages = pageCount(reviews.length, viewPerPage);
  const { id, hydrated, state, controller, autoplaying, emblaRef, focusHandlers, rootRef } = useCarouselIsland(
    viewportPages,
    { options: emblaOptions, perPage },
  );
  const index = Math.min(state.index, pages - 1);
  // Until hydrated, the markup stays the server's (a dot per page of three) while the row shows
  // the viewport's pages: the page and its dot are marked as the early script marks them
  // (src/lib/carousel-early.ts), so the first render matches what the visitor has moved to.
  const shown = hydrated ? index : state.index;
  const dot = hydrated ? index : dotOf(state.index, viewPerPage, perPage, reviews.length);
  const sprite = useId();

  return (
    <TooltipProvider>
      <div
        role="region"
        aria-roledescription="Karussell"
        aria-label={reviewsCarouselCopy.region}
        id={id}
        data-carousel="reviews"
        data-index={shown}
        data-per-page={perPage}
        data-autoplay={autoplaying ? 'on' : 'off'}
        ref={rootRef}
        {...focusHandlers}
      >
        <ReviewsSprite id={sprite} ratings={ratingsShown} />
        <CarouselViewport hydrated={hydrated} emblaRef={emblaRef} className="relative -mx-3 py-2">
          <ul className={cn('flex', hydrated && 'touch-pan-y')} aria-live={autoplaying ? 'off' : 'polite'}>
            {reviews.map((r, i) => {
              const visible = Math.floor(i / perPage) === index;
              return (
                <li
                  key={r.id}
                  aria-hidden={hydrated && !visible}
                  data-review={r.id}
                  className="flex shrink-0 grow-0 basis-full snap-start px-3 md:basis-1/2 lg:basis-1/3"
                >
                  <figure className="flex w-full flex-col rounded-card bg-cream p-6 ring-1 ring-sand-200 sm:p-7">
                    <div className="flex items-center justify-between">
                      <Stars filled={r.rating} sprite={sprite} />
                      <svg aria-hidden="true" viewBox="0 0 24 24" {...outline} className="size-7 text-sand-300">
                        <use href={`#${sprite}-quote`} />
                      </svg>
                    </div>
                    <p className="sr-only">{reviewsCarouselCopy.stars(r.rating)}</p>
                    <blockquote className="mt-4 flex-1 leading-relaxed text-ink">„{r.text}“</blockquote>
                    <figcaption className="mt-6 border-t border-sand-200 pt-4">
                      <span className="block font-semibold text-night-800">{r.author}</span>
                      <span className="text-sm text-muted">
                        {r.date} · {r.source}
                      </span>
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </CarouselViewport>

        {reviewsNeedControls(reviews.length) && (
          <CarouselControls
            name="reviews"
            labels={reviewsCarouselCopy}
            index={dot}
            count={pages}
            playing={state.playing}
            onTogglePlay={() => controller.dispatch({ type: 'togglePlay' })}
            onPrev={() => controller.dispatch({ type: 'prev' })}
            onNext={() => controller.dispatch({ type: 'next' })}
            onGoTo={(i) => controller.dispatch({ type: 'goTo', index: i })}
            className={cn('mt-8 gap-3 sm:gap-4 noscript:hidden', reviewsControlsHidden(reviews.length))}
            onPointerEnter={() => controller.dispatch({ type: 'hover', value: true })}
            onPointerLeave={() => controller.dispatch({ type: 'hover', value: false })}
            groupClassName="flex items-center gap-3 sm:gap-4"
          />
        )}
      </div>
    </TooltipProvider>
  );
}
