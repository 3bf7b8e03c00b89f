import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play, Quote, Star } from 'lucide-react';
import { reviews } from '../../content/reviews.ts';
import { isAutoplaying, pageCount, reviewsBreakpoints, reviewsPerPage } from '../../lib/carousel.ts';
import { useArrowKeys, useCarousel } from '../../lib/carousel-react.ts';
import { cn } from '../../lib/cn.ts';
import { IconTooltip, TooltipProvider } from '../ui/tooltip.tsx';

export const reviewsLabels = {
  region: 'Kundenbewertungen',
  prev: 'Vorherige Bewertungen',
  next: 'Nächste Bewertungen',
  pause: 'Automatische Wiedergabe anhalten',
  play: 'Automatische Wiedergabe starten',
  page: (i: number, n: number) => `Seite ${i} von ${n}`,
  stars: (r: number) => `${r} von 5 Sternen`,
} as const;

/** Five stars, `filled` of them in brass; decorative (the rating is stated in text). */
export function Stars({ filled, className = 'size-5' }: { filled: number; className?: string }) {
  return (
    <span aria-hidden="true" className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          className={cn(className, i <= filled ? 'fill-brass-500 text-brass-500' : 'fill-sand-200 text-sand-200')}
        />
      ))}
    </span>
  );
}

/** Reviews per page for the current viewport (3 / 2 / 1), following resizes. */
function usePerPage(): number {
  const [perPage, setPerPage] = useState(3);
  useEffect(() => {
    const large = window.matchMedia(reviewsBreakpoints.large);
    const medium = window.matchMedia(reviewsBreakpoints.medium);
    const update = () => setPerPage(reviewsPerPage(window.innerWidth));
    update();
    large.addEventListener('change', update);
    medium.addEventListener('change', update);
    return () => {
      large.removeEventListener('change', update);
      medium.removeEventListener('change', update);
    };
  }, []);
  return perPage;
}

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white text-night-800 shadow-[var(--shadow-card)] ring-1 ring-sand-200 transition-colors hover:bg-night-700 hover:text-white';

/**
 * The reviews carousel (spec s.4): 3 / 2 / 1 reviews per page, page dots, arrows, autoplay every
 * 5000 ms with wrap; autoplay pauses while the pointer is over the arrows or dots, while keyboard
 * focus is inside, when paused by the visitor, and never starts with reduced motion.
 */
export default function ReviewsCarousel() {
  const perPage = usePerPage();
  const pages = pageCount(reviews.length, perPage);
  const { state, controller, focusHandlers } = useCarousel(pages);
  const index = Math.min(state.index, pages - 1);
  const autoplaying = isAutoplaying(state);
  const hover = {
    onPointerEnter: () => controller.dispatch({ type: 'hover', value: true }),
    onPointerLeave: () => controller.dispatch({ type: 'hover', value: false }),
  };

  const rootRef = useArrowKeys(controller);

  return (
    <TooltipProvider>
      <div
        role="region"
        aria-roledescription="Karussell"
        aria-label={reviewsLabels.region}
        data-carousel="reviews"
        data-index={index}
        data-per-page={perPage}
        data-autoplay={autoplaying ? 'on' : 'off'}
        ref={rootRef}
        {...focusHandlers}
      >
        <div className="-mx-3 overflow-hidden py-2">
          <ul
            className="flex transition-transform duration-500 ease-out"
            style={{ transform: `translateX(-${index * 100}%)` }}
            aria-live={autoplaying ? 'off' : 'polite'}
          >
            {reviews.map((r, i) => {
              const visible = Math.floor(i / perPage) === index;
              return (
                <li
                  key={r.id}
                  aria-hidden={!visible}
                  data-review={r.id}
                  className="flex shrink-0 grow-0 basis-full px-3 md:basis-1/2 lg:basis-1/3"
                >
                  <figure className="flex w-full flex-col rounded-[var(--radius-card)] bg-cream p-6 ring-1 ring-sand-200 sm:p-7">
                    <div className="flex items-center justify-between">
                      <Stars filled={r.rating} />
                      <Quote aria-hidden="true" className="size-7 text-sand-300" />
                    </div>
                    <p className="sr-only">{reviewsLabels.stars(r.rating)}</p>
                    <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
                      <p>„{r.text}“</p>
                    </blockquote>
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
        </div>

        <div className="mt-8 flex flex-wrap items-center justify-center gap-3 sm:gap-4">
          <IconTooltip label={state.playing ? reviewsLabels.pause : reviewsLabels.play}>
            <button
              type="button"
              aria-label={state.playing ? reviewsLabels.pause : reviewsLabels.play}
              className={cn(roundButton, 'size-10 shadow-none')}
              onClick={() => controller.dispatch({ type: 'togglePlay' })}
            >
              {state.playing ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
            </button>
          </IconTooltip>
          <div className="flex items-center gap-3 sm:gap-4" data-controls="reviews" {...hover}>
            <IconTooltip label={reviewsLabels.prev}>
              <button
                type="button"
                aria-label={reviewsLabels.prev}
                className={roundButton}
                onClick={() => controller.dispatch({ type: 'prev' })}
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
            </IconTooltip>
            <div className="flex items-center" data-dots="reviews">
              {Array.from({ length: pages }, (_, i) => (
                <IconTooltip key={i} label={reviewsLabels.page(i + 1, pages)}>
                  <button
                    type="button"
                    aria-label={reviewsLabels.page(i + 1, pages)}
                    aria-current={i === index ? 'true' : undefined}
                    className="group inline-flex size-6 items-center justify-center rounded-full sm:size-8"
                    onClick={() => controller.dispatch({ type: 'goTo', index: i })}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'block h-2.5 rounded-full transition-all',
                        i === index ? 'w-5 bg-brass-600 sm:w-7' : 'w-2.5 bg-night-200 group-hover:bg-night-500',
                      )}
                    />
                  </button>
                </IconTooltip>
              ))}
            </div>
            <IconTooltip label={reviewsLabels.next}>
              <button
                type="button"
                aria-label={reviewsLabels.next}
                className={roundButton}
                onClick={() => controller.dispatch({ type: 'next' })}
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </IconTooltip>
          </div>
        </div>
      </div>
    </TooltipProvider>
  );
}
