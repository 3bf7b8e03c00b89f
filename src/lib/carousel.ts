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

export function initialCarouselState(
  count: number,
  options: { reducedMotion?: boolean; index?: number } = {},
): CarouselState {
  const index = Number.isInteger(options.index) ? wrap(options.index!, count) : 0;
  return { index, count, playing: !options.reducedMotion, hovering: false, focused: false };
}

/** `index` taken round the carousel's `count` snaps: one past the last is the first. */
export function wrap(index: number, count: number): number {
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

/**
 * Where the reviews' controls (pause, arrows, page dots) are hidden: at every layout whose page
 * holds all `total` reviews there is nothing to move to. Classes by the layouts' breakpoints
 * (`reviewsPerPage`: one below md, two from md, three from lg), so the server's markup is right at
 * any width before hydration and without JavaScript; undefined when some layout has more pages.
 * With one review, or none, there are never controls (`reviewsNeedControls`).
 */
export function reviewsControlsHidden(total: number): string | undefined {
  if (pageCount(total, 2) === 1) return 'md:hidden';
  if (pageCount(total, 3) === 1) return 'lg:hidden';
  return undefined;
}

/** Whether any layout shows the reviews on more than one page (one review: never). */
export const reviewsNeedControls = (total: number) => pageCount(total, 1) > 1;

/**
 * The dot that marks page `index` of `slides` slides when a viewport shows `view` slides per page
 * and each dot stands for `dotSize` slides (the server's markup has one dot per page of its widest
 * layout): the dot of the page's last slide, so a dot tapped marks itself (`pageAfter`). With
 * `view === dotSize` it is the page itself.
 */
export function dotOf(index: number, view: number, dotSize: number, slides: number): number {
  const last = Math.min(index * view + view, slides) - 1;
  return Math.floor(Math.max(0, last) / Math.max(1, dotSize));
}

/** What a carousel control does: a step back or on, or the dot (or thumbnail) of that number. */
export type CarouselGo = 'prev' | 'next' | number;

/**
 * The page a control leads to from page `index` of `pages` (each `view` slides wide), the way the
 * hydrated carousel moves: the arrows step one page and wrap round, a dot for `dotSize` slides
 * leads to the page that holds its first slide.
 */
export function pageAfter(go: CarouselGo, index: number, pages: number, view: number, dotSize: number): number {
  if (go === 'next') return wrap(index + 1, pages);
  if (go === 'prev') return wrap(index - 1, pages);
  return wrap(Math.floor((go * Math.max(1, dotSize)) / Math.max(1, view)), pages);
}

/** The visual counter of a carousel ("3 / 7"). */
export function counterText(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}

/** Media queries matching `reviewsPerPage` (for matchMedia in the browser). */
export const reviewsBreakpoints = { large: '(min-width: 1024px)', medium: '(min-width: 768px)' } as const;

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
