/**
 * React binding of the carousel controller (src/lib/carousel.ts): one controller per island,
 * autoplay off for visitors who prefer reduced motion, focus inside the root pauses it.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import {
  createCarouselController,
  initialCarouselState,
  reducedMotionQuery,
  type CarouselController,
  type CarouselState,
} from './carousel.ts';

export function useCarousel(count: number): {
  state: CarouselState;
  controller: CarouselController;
  reducedMotion: boolean;
  /** Spread onto the carousel's root element: focus inside pauses autoplay. */
  focusHandlers: { onFocus: (e: FocusEvent<HTMLElement>) => void; onBlur: (e: FocusEvent<HTMLElement>) => void };
} {
  const [controller] = useState(() => createCarouselController(initialCarouselState(count)));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    const mq = window.matchMedia(reducedMotionQuery);
    const apply = () => {
      setReducedMotion(mq.matches);
      if (mq.matches) controller.dispatch({ type: 'setPlaying', playing: false });
    };
    apply();
    mq.addEventListener('change', apply);
    controller.start();
    return () => {
      mq.removeEventListener('change', apply);
      controller.stop();
    };
  }, [controller]);

  useEffect(() => {
    controller.dispatch({ type: 'setCount', count });
  }, [controller, count]);

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

  return { state, controller, reducedMotion, focusHandlers };
}

/**
 * Left/right arrow keys pressed anywhere inside the carousel (on any of its controls) step it.
 * Returns the ref for the carousel's root element.
 */
export function useArrowKeys(controller: CarouselController) {
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
