/**
 * React binding of the carousel state (src/lib/carousel.ts) on Embla, shared by both carousels:
 * one store per island, Embla for the motion and swipes, Embla's autoplay plugin for the timer.
 * Autoplay runs only while the state says so: never with reduced motion, not while paused, not
 * while keyboard focus is inside or the pointer is over the controls.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import {
  AUTOPLAY_INTERVAL_MS,
  createCarouselController,
  initialCarouselState,
  isAutoplaying,
  reducedMotionQuery,
  type CarouselController,
  type CarouselState,
} from './carousel.ts';
import { useHydrated } from './hydration/use-hydrated.ts';

export interface CarouselIsland {
  /** For the carousel's root element (which carries `data-index`): where React reads the page shown. */
  id: string;
  /** False in the server render and while React hydrates: the native scroll-snap row is shown. */
  hydrated: boolean;
  state: CarouselState;
  controller: CarouselController;
  /** Whether the carousel is moving on its own right now. */
  autoplaying: boolean;
  /** For the viewport element once hydrated (Embla's root; its first child holds the slides). */
  emblaRef: (node: HTMLElement | null) => void;
  /** Spread onto the carousel's root element: keyboard focus inside pauses autoplay. */
  focusHandlers: { onFocus: (e: FocusEvent<HTMLElement>) => void; onBlur: (e: FocusEvent<HTMLElement>) => void };
  /** Ref for the carousel's root element: the left and right arrow keys inside it step it. */
  rootRef: React.RefObject<HTMLDivElement | null>;
}

/**
 * A carousel of `count` snaps (slides, or pages of `perPage` slides) on Embla. Until hydration the
 * visitor may have swiped the native row or tapped its controls, which the early script answers
 * (src/lib/carousel-early.ts) by marking the page shown in the root's `data-index`: React starts
 * from that page, so its first render matches the markup, and Embla starts at the snap they see.
 */
export function useCarouselIsland(
  count: number,
  { options, perPage = 1 }: { options: EmblaOptionsType; perPage?: number },
): CarouselIsland {
  const hydrated = useHydrated();
  const id = useId();
  const [controller] = useState(() =>
    createCarouselController(initialCarouselState(count, { index: pageShownBeforeHydration(id) })),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const [reducedMotion, setReducedMotion] = useState(false);
  // The plugin keeps its hands off the visitor's input (the state decides when it runs); it only
  // counts the interval. A drag stops it until the drag ends (see `follow` below).
  const [autoplay] = useState(() =>
    Autoplay({ delay: AUTOPLAY_INTERVAL_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }),
  );
  const [emblaRef, embla] = useEmblaCarousel(options, [autoplay]);
  const autoplaying = isAutoplaying(state);
  const placed = useRef(false);

  useEffect(() => {
    const mq = window.matchMedia(reducedMotionQuery);
    const apply = () => {
      setReducedMotion(mq.matches);
      if (mq.matches) controller.dispatch({ type: 'setPlaying', playing: false });
    };
    apply();
    mq.addEventListener('change', apply);
    return () => mq.removeEventListener('change', apply);
  }, [controller]);

  useEffect(() => {
    controller.dispatch({ type: 'setCount', count });
  }, [controller, count]);

  // Embla moved (swipe, drag, autoplay): the state follows, and autoplay restarts its full
  // interval after every change of slide, or stops if the state says so.
  useEffect(() => {
    if (!embla) return;
    const follow = (api: EmblaCarouselType) => {
      controller.dispatch({ type: 'goTo', index: api.selectedScrollSnap() });
      runAutoplay(api, isAutoplaying(controller.getState()));
    };
    embla.on('select', follow).on('pointerUp', follow).on('reInit', follow);
    return () => {
      embla.off('select', follow).off('pointerUp', follow).off('reInit', follow);
    };
  }, [embla, controller]);

  // The state moved (buttons, keys, replayed taps): Embla follows, the short way round.
  const { index } = state;
  useEffect(() => {
    if (!embla) return;
    if (!placed.current) {
      placed.current = true;
      const viewport = embla.rootNode();
      const slideWidth = embla.slideNodes()[0]?.getBoundingClientRect().width || viewport.clientWidth;
      const swiped = Math.floor(Math.round(viewport.scrollLeft / Math.max(1, slideWidth)) / perPage);
      viewport.scrollLeft = 0;
      const start = index === 0 ? Math.min(swiped, embla.scrollSnapList().length - 1) : index;
      embla.scrollTo(start, true);
      if (start !== index) controller.dispatch({ type: 'goTo', index: start });
      return;
    }
    const current = embla.selectedScrollSnap();
    if (current === index) return;
    const n = embla.scrollSnapList().length;
    const delta = (((index - current) % n) + n) % n;
    if (delta === 1 && embla.canScrollNext()) embla.scrollNext(reducedMotion);
    else if (delta === n - 1 && embla.canScrollPrev()) embla.scrollPrev(reducedMotion);
    else embla.scrollTo(index, reducedMotion);
  }, [embla, index, perPage, reducedMotion, controller]);

  useEffect(() => {
    if (embla) runAutoplay(embla, autoplaying);
  }, [embla, autoplaying]);

  const focusHandlers = {
    // Keyboard focus (focus-visible) pauses; a mouse click on an arrow does not stop autoplay.
    onFocus: (e: FocusEvent<HTMLElement>) => {
      if (e.target instanceof Element && e.target.matches(':focus-visible'))
        controller.dispatch({ type: 'focus', value: true });
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget)) controller.dispatch({ type: 'focus', value: false });
    },
  };

  const rootRef = useArrowKeys(controller);
  return { id, hydrated, state, controller, autoplaying, emblaRef, focusHandlers, rootRef };
}

/**
 * The page the server-rendered carousel with this root id shows when React takes it over (the
 * early script keeps `data-index` up to date); 0 on the server and in a render from scratch.
 */
function pageShownBeforeHydration(id: string): number {
  if (typeof document === 'undefined') return 0;
  return Number(document.getElementById(id)?.getAttribute('data-index')) || 0;
}

/** Starts Embla's autoplay (a full interval from now) or stops it. */
function runAutoplay(embla: EmblaCarouselType, on: boolean) {
  const autoplay = embla.plugins().autoplay;
  // With a single snap there is nothing to play (and the plugin is not set up).
  if (!autoplay || embla.scrollSnapList().length < 2) return;
  if (on) autoplay.play();
  else autoplay.stop();
}

/**
 * Left/right arrow keys pressed anywhere inside the carousel (on any of its controls) step it.
 * Returns the ref for the carousel's root element.
 */
function useArrowKeys(controller: CarouselController) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowLeft') {
        e.preventDefault();
        controller.dispatch({ type: 'prev' });
      } else if (e.key === 'ArrowRight') {
        e.preventDefault();
        controller.dispatch({ type: 'next' });
      }
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [controller]);
  return ref;
}
