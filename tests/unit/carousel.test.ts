import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carouselReducer,
  counterText,
  createCarouselController,
  dotOf,
  initialCarouselState,
  isAutoplaying,
  pageAfter,
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

describe('carousel controls before hydration (the early script moves as the hydrated carousel)', () => {
  const layout = fc
    .record({ slides: fc.integer({ min: 1, max: 12 }), view: fc.integer({ min: 1, max: 4 }) })
    .chain(({ slides, view }) =>
      fc.record({
        slides: fc.constant(slides),
        view: fc.constant(view),
        pages: fc.constant(pageCount(slides, view)),
        index: fc.integer({ min: 0, max: pageCount(slides, view) - 1 }),
      }),
    );

  it('the arrows step one page round, as the reducer does', () => {
    fc.assert(
      fc.property(layout, ({ pages, view, index }) => {
        const state = { ...initialCarouselState(pages), index };
        expect(pageAfter('next', index, pages, view, view)).toBe(carouselReducer(state, { type: 'next' }).index);
        expect(pageAfter('prev', index, pages, view, view)).toBe(carouselReducer(state, { type: 'prev' }).index);
        expect(pageAfter('prev', pageAfter('next', index, pages, view, 1), pages, view, 1)).toBe(index);
      }),
    );
  });

  it('a dot leads to the page that holds its first slide, and marks itself there', () => {
    fc.assert(
      fc.property(layout, fc.integer({ min: 1, max: 4 }), ({ slides, view, pages }, dotSize) => {
        for (let dot = 0; dot < pageCount(slides, dotSize); dot++) {
          const page = pageAfter(dot, 0, pages, view, dotSize);
          expect(page).toBeGreaterThanOrEqual(0);
          expect(page).toBeLessThan(pages);
          const first = dot * dotSize;
          expect(page * view).toBeLessThanOrEqual(first);
          expect(first).toBeLessThan((page + 1) * view);
          // The page shown is marked by the dot of its last slide: a dot at least as wide as a
          // page (the server's dots are pages of its widest layout) marks itself.
          if (dotSize >= view) expect(dotOf(page, view, dotSize, slides)).toBe(dot);
        }
      }),
    );
  });

  it('with a dot per page, dots and pages are the same numbers', () => {
    fc.assert(
      fc.property(layout, ({ slides, pages, view, index }) => {
        expect(dotOf(index, view, view, slides)).toBe(index);
        expect(pageAfter(index, 0, pages, view, view)).toBe(index);
      }),
    );
  });

  it('React starts from the page shown before hydration, taken round the pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: -30, max: 30 }), (count, index) => {
        const s = initialCarouselState(count, { index });
        expect(s.index).toBe(((index % count) + count) % count);
      }),
    );
    expect(initialCarouselState(7).index).toBe(0);
    expect(counterText(2, 7)).toBe('3 / 7');
  });
});
