import { describe, expect, it } from 'vitest';
import {
  carouselReducer,
  createCarouselController,
  initialCarouselState,
  isAutoplaying,
  pageCount,
  reviewsPerPage,
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

describe('carousel store', () => {
  it('notifies subscribers on every change and only then', () => {
    const c = createCarouselController(initialCarouselState(n));
    const seen: number[] = [];
    c.subscribe(() => seen.push(c.getState().index));
    c.dispatch({ type: 'next' });
    c.dispatch({ type: 'goTo', index: 1 });
    c.dispatch({ type: 'goTo', index: 5 });
    expect(seen).toEqual([1, 5]);
  });
});
