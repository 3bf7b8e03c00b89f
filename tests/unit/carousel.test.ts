import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOPLAY_INTERVAL_MS,
  carouselReducer,
  createCarouselController,
  initialCarouselState,
  isAutoplaying,
  pageCount,
  reviewsPerPage,
  type CarouselController,
} from '../../src/lib/carousel.ts';
import { collectionItems } from '../../src/content/collection.ts';
import { reviews } from '../../src/content/reviews.ts';

const n = collectionItems.length;

describe('carousel reducer', () => {
  it('starts at index 0 with autoplay on', () => {
    const s = initialCarouselState(n);
    expect(s.index).toBe(0);
    expect(s.playing).toBe(true);
    expect(isAutoplaying(s)).toBe(true);
  });

  it('wraps forwards from the last item to the first', () => {
    let s = initialCarouselState(n);
    for (let i = 0; i < n - 1; i++) s = carouselReducer(s, { type: 'next' });
    expect(s.index).toBe(6);
    expect(carouselReducer(s, { type: 'next' }).index).toBe(0);
  });

  it('wraps backwards from the first item to the last', () => {
    const s = carouselReducer(initialCarouselState(n), { type: 'prev' });
    expect(s.index).toBe(n - 1);
    expect(carouselReducer(s, { type: 'prev' }).index).toBe(n - 2);
  });

  it('jumps to a dot or thumbnail', () => {
    const s = carouselReducer(initialCarouselState(n), { type: 'goTo', index: 4 });
    expect(s.index).toBe(4);
    expect(carouselReducer(s, { type: 'goTo', index: 0 }).index).toBe(0);
  });

  it('toggles autoplay with pause/play', () => {
    const paused = carouselReducer(initialCarouselState(n), { type: 'togglePlay' });
    expect(paused.playing).toBe(false);
    expect(isAutoplaying(paused)).toBe(false);
    expect(carouselReducer(paused, { type: 'togglePlay' }).playing).toBe(true);
  });

  it('starts without autoplay when reduced motion is preferred', () => {
    const s = initialCarouselState(n, { reducedMotion: true });
    expect(s.playing).toBe(false);
    expect(isAutoplaying(s)).toBe(false);
  });

  it('hover and focus suspend autoplay without changing the play setting', () => {
    const hovered = carouselReducer(initialCarouselState(n), { type: 'hover', value: true });
    expect(hovered.playing).toBe(true);
    expect(isAutoplaying(hovered)).toBe(false);
    const focused = carouselReducer(initialCarouselState(n), { type: 'focus', value: true });
    expect(isAutoplaying(focused)).toBe(false);
  });

  it('clamps the index when the page count shrinks', () => {
    const s = carouselReducer(initialCarouselState(6), { type: 'goTo', index: 5 });
    const fewer = carouselReducer(s, { type: 'setCount', count: 2 });
    expect(fewer.count).toBe(2);
    expect(fewer.index).toBe(1);
  });
});

describe('reviews per page', () => {
  it('shows 3 from 1024 px, 2 from 768 px and 1 below', () => {
    expect(reviewsPerPage(1280)).toBe(3);
    expect(reviewsPerPage(1024)).toBe(3);
    expect(reviewsPerPage(1023)).toBe(2);
    expect(reviewsPerPage(768)).toBe(2);
    expect(reviewsPerPage(767)).toBe(1);
    expect(reviewsPerPage(390)).toBe(1);
  });

  it('gives 2 pages of 6 reviews at desktop, 3 at tablet, 6 on phones', () => {
    expect(reviews).toHaveLength(6);
    expect(pageCount(reviews.length, reviewsPerPage(1280))).toBe(2);
    expect(pageCount(reviews.length, reviewsPerPage(800))).toBe(3);
    expect(pageCount(reviews.length, reviewsPerPage(390))).toBe(6);
  });
});

describe('autoplay controller (fake timers)', () => {
  let c: CarouselController;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    c?.stop();
    vi.useRealTimers();
  });

  it('uses an interval of 5000 ms', () => {
    expect(AUTOPLAY_INTERVAL_MS).toBe(5000);
  });

  it('advances every 5000 ms and wraps after the last item', () => {
    c = createCarouselController(initialCarouselState(n));
    c.start();
    vi.advanceTimersByTime(4999);
    expect(c.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.getState().index).toBe(1);
    vi.advanceTimersByTime(5000 * 5);
    expect(c.getState().index).toBe(6);
    vi.advanceTimersByTime(5000);
    expect(c.getState().index).toBe(0);
  });

  it('does nothing before start and after stop', () => {
    c = createCarouselController(initialCarouselState(n));
    vi.advanceTimersByTime(20_000);
    expect(c.getState().index).toBe(0);
    c.start();
    vi.advanceTimersByTime(5000);
    c.stop();
    vi.advanceTimersByTime(20_000);
    expect(c.getState().index).toBe(1);
  });

  it('pause stops autoplay and play resumes it with a full interval', () => {
    c = createCarouselController(initialCarouselState(n));
    c.start();
    vi.advanceTimersByTime(3000);
    c.dispatch({ type: 'togglePlay' });
    vi.advanceTimersByTime(60_000);
    expect(c.getState().index).toBe(0);
    c.dispatch({ type: 'togglePlay' });
    vi.advanceTimersByTime(4999);
    expect(c.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.getState().index).toBe(1);
  });

  it('a manual step restarts the 5000 ms interval', () => {
    c = createCarouselController(initialCarouselState(n));
    c.start();
    vi.advanceTimersByTime(4000);
    c.dispatch({ type: 'next' });
    expect(c.getState().index).toBe(1);
    vi.advanceTimersByTime(4999);
    expect(c.getState().index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(c.getState().index).toBe(2);
  });

  it('hover pauses and leaving resumes', () => {
    c = createCarouselController(initialCarouselState(2));
    c.start();
    vi.advanceTimersByTime(2000);
    c.dispatch({ type: 'hover', value: true });
    vi.advanceTimersByTime(25_000);
    expect(c.getState().index).toBe(0);
    c.dispatch({ type: 'hover', value: false });
    vi.advanceTimersByTime(5000);
    expect(c.getState().index).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(c.getState().index).toBe(0);
  });

  it('focus inside pauses until focus leaves', () => {
    c = createCarouselController(initialCarouselState(n));
    c.start();
    c.dispatch({ type: 'focus', value: true });
    vi.advanceTimersByTime(30_000);
    expect(c.getState().index).toBe(0);
    c.dispatch({ type: 'focus', value: false });
    vi.advanceTimersByTime(5000);
    expect(c.getState().index).toBe(1);
  });

  it('never moves on its own with reduced motion, but play still works', () => {
    c = createCarouselController(initialCarouselState(n, { reducedMotion: true }));
    c.start();
    vi.advanceTimersByTime(60_000);
    expect(c.getState().index).toBe(0);
    c.dispatch({ type: 'next' });
    vi.advanceTimersByTime(60_000);
    expect(c.getState().index).toBe(1);
    c.dispatch({ type: 'setPlaying', playing: true });
    vi.advanceTimersByTime(5000);
    expect(c.getState().index).toBe(2);
  });

  it('notifies subscribers on every change', () => {
    c = createCarouselController(initialCarouselState(n));
    const seen: number[] = [];
    c.subscribe(() => seen.push(c.getState().index));
    c.start();
    vi.advanceTimersByTime(10_000);
    c.dispatch({ type: 'goTo', index: 5 });
    expect(seen).toEqual([1, 2, 5]);
  });
});
