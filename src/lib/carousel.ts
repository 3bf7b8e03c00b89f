/**
 * The state shared by both carousels (collection and reviews): a pure reducer plus a small store.
 * The islands render this state and dispatch actions; Embla moves the slides and times autoplay.
 */

/** Both carousels advance every 5000 ms while autoplaying. */
export const AUTOPLAY_INTERVAL_MS = 5000;

export interface CarouselState {
  /** Current slide (collection) or page (reviews), 0-based. */
  index: number;
  /** Number of slides or pages. */
  count: number;
  /** Autoplay wanted: on by default, toggled by the pause/play button. */
  playing: boolean;
  /** Pointer over the controls (reviews: arrows or dots). */
  hovering: boolean;
  /** Keyboard focus inside the carousel (WCAG 2.2.2). */
  focused: boolean;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; index: number }
  | { type: 'tick' }
  | { type: 'togglePlay' }
  | { type: 'setPlaying'; playing: boolean }
  | { type: 'hover'; value: boolean }
  | { type: 'focus'; value: boolean }
  | { type: 'setCount'; count: number };

export function initialCarouselState(count: number, options: { reducedMotion?: boolean } = {}): CarouselState {
  return { index: 0, count, playing: !options.reducedMotion, hovering: false, focused: false };
}

function wrap(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

function withIndex(state: CarouselState, index: number): CarouselState {
  const next = wrap(index, state.count);
  return next === state.index ? state : { ...state, index: next };
}

/** Pure transition function; returns the same object when nothing changes. */
export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
    case 'tick':
      return withIndex(state, state.index + 1);
    case 'prev':
      return withIndex(state, state.index - 1);
    case 'goTo':
      return withIndex(state, action.index);
    case 'togglePlay':
      return { ...state, playing: !state.playing };
    case 'setPlaying':
      return state.playing === action.playing ? state : { ...state, playing: action.playing };
    case 'hover':
      return state.hovering === action.value ? state : { ...state, hovering: action.value };
    case 'focus':
      return state.focused === action.value ? state : { ...state, focused: action.value };
    case 'setCount': {
      const count = Math.max(1, action.count);
      if (count === state.count) return state;
      return { ...state, count, index: Math.min(state.index, count - 1) };
    }
  }
}

/** Whether the carousel is moving on its own right now. */
export function isAutoplaying(state: CarouselState): boolean {
  return state.playing && !state.hovering && !state.focused && state.count > 1;
}

/** Its functions use no `this`, so they can be handed on alone (as to useSyncExternalStore). */
export interface CarouselController {
  getState: () => CarouselState;
  dispatch: (action: CarouselAction) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Holds a carousel's state for React (`useSyncExternalStore`): listeners hear every change. The
 * timer lives with the slider (Embla's autoplay plugin), which follows `isAutoplaying`.
 */
export function createCarouselController(initial: CarouselState): CarouselController {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const prev = state;
      state = carouselReducer(state, action);
      if (state !== prev) for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reviews per page by viewport width: 3 from 1024 px, 2 from 768 px, else 1. */
export function reviewsPerPage(width: number): 1 | 2 | 3 {
  if (width >= 1024) return 3;
  if (width >= 768) return 2;
  return 1;
}

/** Number of pages for `total` items at `perPage` items each. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Media queries matching `reviewsPerPage` (for matchMedia in the browser). */
export const reviewsBreakpoints = { large: '(min-width: 1024px)', medium: '(min-width: 768px)' } as const;

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
