import { useEffect, useState } from 'react';
import { Quote, Star } from 'lucide-react';
import { reviews } from '../../content/reviews.ts';
import { isAutoplaying, pageCount, reviewsBreakpoints, reviewsPerPage } from '../../lib/carousel.ts';
import { useArrowKeys, useCarousel } from '../../lib/carousel-react.ts';
import { cn } from '../../lib/cn.ts';
import { TooltipProvider } from '../ui/tooltip.tsx';
import { CarouselControls } from './carousel-controls.tsx';

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

/** The labels of the controls row: its dots are pages. */
const controlLabels = { ...reviewsLabels, dot: reviewsLabels.page };

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

        <CarouselControls
          name="reviews"
          labels={controlLabels}
          index={index}
          count={pages}
          playing={state.playing}
          onTogglePlay={() => controller.dispatch({ type: 'togglePlay' })}
          onPrev={() => controller.dispatch({ type: 'prev' })}
          onNext={() => controller.dispatch({ type: 'next' })}
          onGoTo={(i) => controller.dispatch({ type: 'goTo', index: i })}
          className="mt-8 gap-3 sm:gap-4"
          onPointerEnter={() => controller.dispatch({ type: 'hover', value: true })}
          onPointerLeave={() => controller.dispatch({ type: 'hover', value: false })}
          groupClassName="flex items-center gap-3 sm:gap-4"
        />
      </div>
    </TooltipProvider>
  );
}
