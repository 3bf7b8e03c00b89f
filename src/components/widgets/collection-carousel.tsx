import { Check } from '../ui/icons.ts';
import { collectionItems, collectionLabels } from '../../content/collection.ts';
import { counterText } from '../../lib/carousel.ts';
import { CAROUSEL_COUNTER_ATTRIBUTE, CAROUSEL_GO_ATTRIBUTE } from '../../lib/carousel-early.ts';
import { useCarouselIsland } from '../../lib/carousel-react.ts';
import { cn } from '../../lib/cn.ts';
import { Picture } from '../ui/picture.tsx';
import { TooltipProvider } from '../ui/tooltip.tsx';
import { CarouselControls, CarouselViewport } from './carousel-controls.tsx';

/** Embla: wraps both ways. */
const emblaOptions = { loop: true, duration: 28 } as const;

/**
 * The collection carousel: seven items, starts at 0, wraps both ways, dots and
 * thumbnails jump, autoplay every 5000 ms with pause/play; swipe (Embla), arrow keys, no autoplay
 * with reduced motion, paused while keyboard focus is inside.
 *
 * Until React owns it (and for good without JavaScript) the slides sit in a native horizontal
 * scroll-snap row, so every model can be swiped or scrolled to, and the controls move it (src/lib/
 * carousel-early.ts); without JavaScript the controls, which need it, are hidden. Once hydrated,
 * Embla takes over at the slide the visitor sees.
 */
export default function CollectionCarousel() {
  const items = collectionItems;
  const n = items.length;
  const { id, hydrated, state, controller, autoplaying, emblaRef, focusHandlers, rootRef } = useCarouselIsland(n, {
    options: emblaOptions,
  });
  const { index } = state;

  return (
    <TooltipProvider>
      <div
        role="region"
        aria-roledescription={collectionLabels.carousel}
        aria-label={collectionLabels.region}
        id={id}
        data-carousel="collection"
        data-index={index}
        data-autoplay={autoplaying ? 'on' : 'off'}
        ref={rootRef}
        {...focusHandlers}
      >
        <CarouselViewport
          hydrated={hydrated}
          emblaRef={emblaRef}
          className="rounded-3xl bg-sand-50 ring-1 ring-sand-200"
        >
          <div className={cn('flex', hydrated && 'touch-pan-y')} aria-live={autoplaying ? 'off' : 'polite'}>
            {items.map((item, i) => (
              <div
                key={item.id}
                role="group"
                aria-roledescription={collectionLabels.slide}
                aria-label={collectionLabels.slideLabel(i + 1, n, item.title)}
                aria-hidden={hydrated && i !== index}
                data-slide={item.id}
                // The slide is its own grid; its rows keep their content height (content-start)
                // when the row of slides stretches it to the tallest slide.
                className="grid min-w-0 shrink-0 grow-0 basis-full snap-start content-start lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
              >
                <Picture
                  name={item.image}
                  sizes="(min-width: 1280px) 730px, (min-width: 1024px) 58vw, 100vw"
                  className="block bg-sand-100"
                  fill
                />
                <div className="flex flex-col justify-center p-6 sm:p-10">
                  <p className="text-sm font-semibold tracking-[0.14em] text-brass-700 uppercase">
                    Modell {i + 1} / {n}
                  </p>
                  <h3 className="mt-2 text-3xl text-night-800">{item.title}</h3>
                  <p className="mt-3 leading-relaxed text-muted">{item.description}</p>
                  <ul className="mt-5 space-y-2">
                    {item.features.map((f) => (
                      <li key={f} className="flex items-start gap-2 text-ink">
                        <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brass-600" />
                        {f}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            ))}
          </div>
        </CarouselViewport>

        <CarouselControls
          name="collection"
          labels={collectionLabels}
          index={index}
          count={n}
          playing={state.playing}
          onTogglePlay={() => controller.dispatch({ type: 'togglePlay' })}
          onPrev={() => controller.dispatch({ type: 'prev' })}
          onNext={() => controller.dispatch({ type: 'next' })}
          onGoTo={(i) => controller.dispatch({ type: 'goTo', index: i })}
          className="mt-6 gap-x-3 gap-y-2 sm:gap-x-4 noscript:hidden"
        >
          <p
            className="hidden min-w-12 text-sm font-medium text-muted tabular-nums sm:block"
            aria-hidden="true"
            {...{ [CAROUSEL_COUNTER_ATTRIBUTE]: '' }}
          >
            {counterText(index, n)}
          </p>
        </CarouselControls>

        <ul className="mt-6 hidden grid-cols-7 gap-3 sm:grid noscript:hidden" aria-label={collectionLabels.thumbs}>
          {items.map((item, i) => (
            <li key={item.id}>
              <button
                type="button"
                aria-label={collectionLabels.thumb(item.title)}
                aria-current={i === index ? 'true' : undefined}
                // Drawn from `aria-current`, which the early script sets too (src/lib/carousel-early.ts).
                className="block w-full overflow-hidden rounded-xl opacity-75 ring-2 ring-transparent transition hover:opacity-100 aria-[current=true]:opacity-100 aria-[current=true]:ring-brass-600"
                onClick={() => controller.dispatch({ type: 'goTo', index: i })}
                {...{ [CAROUSEL_GO_ATTRIBUTE]: i }}
              >
                {hydrated ? (
                  <Picture name={item.image} alt="" sizes="140px" className="block" />
                ) : (
                  // The thumbnails are hidden without JavaScript, so their pictures wait for it:
                  // until then an empty block of the image's 3:2 shape keeps the button tappable
                  // and the layout still.
                  <span className="block aspect-[3/2]" />
                )}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </TooltipProvider>
  );
}
