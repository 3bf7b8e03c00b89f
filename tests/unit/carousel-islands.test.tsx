// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CollectionCarousel from '../../src/components/widgets/collection-carousel.tsx';
import ReviewsCarousel from '../../src/components/widgets/reviews-carousel.tsx';
import MapGate from '../../src/components/widgets/map-gate.tsx';
import { consentStore } from '../../src/lib/consent-store.ts';
import { mapEmbedUrl } from '../../src/content/contact.ts';
import { collectionItems } from '../../src/content/collection.ts';
import { reviews } from '../../src/content/reviews.ts';
import { pageCount, reviewsPerPage } from '../../src/lib/carousel.ts';
import fc from 'fast-check';

/** jsdom has no matchMedia: answer width queries from `width` and reduced motion from `reduce`. */
function mockMedia(width: number, reduce = false) {
  mockLayout(width);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = min ? width >= Number(min[1]) : query.includes('reduce') ? reduce : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * jsdom lays nothing out: give the carousel's viewport and row `width` px and each slide its share
 * (Embla measures offsetWidth and offsetLeft), so Embla finds one snap per page as a browser would.
 */
function mockLayout(width: number) {
  const slideWidth = (el: HTMLElement) =>
    el.hasAttribute('data-review') ? width / (width >= 1024 ? 3 : width >= 768 ? 2 : 1) : width;
  const isSlide = (el: HTMLElement) => el.hasAttribute('data-review') || el.hasAttribute('data-slide');
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isSlide(this) ? slideWidth(this) : width;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return isSlide(this) ? [...this.parentElement!.children].indexOf(this) * slideWidth(this) : 0;
    },
  });
}

const region = () => screen.getByRole('region', { name: 'Bewertungen' });

describe('ReviewsCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    globalThis.ResizeObserver = NoopObserver;
    globalThis.IntersectionObserver = NoopObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => vi.useRealTimers());

  it('has 2 pages at 1280 px and advances every 5000 ms with wrap', () => {
    mockMedia(1280);
    render(<ReviewsCarousel />);
    expect(region()).toHaveAttribute('data-per-page', '3');
    expect(screen.getAllByRole('button', { name: /^Seite \d von 2$/ })).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(region()).toHaveAttribute('data-index', '0');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region()).toHaveAttribute('data-index', '1');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(region()).toHaveAttribute('data-index', '0');
  });

  it('has 6 pages below 768 px and 3 from 768 px', () => {
    mockMedia(390);
    const { unmount } = render(<ReviewsCarousel />);
    expect(screen.getAllByRole('button', { name: /^Seite \d von 6$/ })).toHaveLength(6);
    unmount();
    mockMedia(800);
    render(<ReviewsCarousel />);
    expect(screen.getAllByRole('button', { name: /^Seite \d von 3$/ })).toHaveLength(3);
  });

  it('pauses while the pointer is over the arrows or dots and resumes when it leaves', () => {
    mockMedia(1280);
    render(<ReviewsCarousel />);
    const controls = region().querySelector('[data-controls="reviews"]')!;
    fireEvent.pointerEnter(controls);
    // An odd number of 5 s steps: with 2 pages a missing pause would end on page 2.
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(region()).toHaveAttribute('data-index', '0');
    fireEvent.pointerLeave(controls);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(region()).toHaveAttribute('data-index', '1');
  });

  it('arrows wrap both ways; pause stops autoplay', () => {
    mockMedia(1280);
    render(<ReviewsCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Bewertungen' }));
    expect(region()).toHaveAttribute('data-index', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Bewertungen' }));
    expect(region()).toHaveAttribute('data-index', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Automatische Wiedergabe anhalten' }));
    act(() => {
      vi.advanceTimersByTime(25_000);
    });
    expect(region()).toHaveAttribute('data-index', '0');
    expect(screen.getByRole('button', { name: 'Automatische Wiedergabe starten' })).toBeInTheDocument();
  });

  it('does not autoplay when reduced motion is preferred', () => {
    mockMedia(1280, true);
    render(<ReviewsCarousel />);
    act(() => {
      vi.advanceTimersByTime(25_000);
    });
    expect(region()).toHaveAttribute('data-index', '0');
    expect(region()).toHaveAttribute('data-autoplay', 'off');
  });
});

/**
 * Whether the reviews' controls show at `width`: rendered, and no class of theirs hides them at
 * that width (`md:` from 768 px, `lg:` from 1024 px, as Tailwind's breakpoints).
 */
function controlsShownAt(root: ParentNode, width: number): boolean {
  const controls = root.querySelector('[data-controls="reviews"]')?.parentElement;
  if (!controls) return false;
  const classes = controls.className.split(/\s+/);
  if (classes.includes('hidden')) return false;
  if (width >= 768 && classes.includes('md:hidden')) return false;
  if (width >= 1024 && classes.includes('lg:hidden')) return false;
  return true;
}

describe('reviews carousel controls', () => {
  beforeEach(() => {
    globalThis.ResizeObserver = NoopObserver;
    globalThis.IntersectionObserver = NoopObserver as unknown as typeof IntersectionObserver;
  });

  it('show at a width only when that width has a second page of reviews, before and after hydration (generated)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.constantFrom(390, 767, 768, 1023, 1024, 1280), (count, width) => {
        const some = Array.from({ length: count }, (_, i) => ({ ...reviews[i % reviews.length]!, id: `r-${i}` }));
        const paged = pageCount(count, reviewsPerPage(width)) > 1;
        // The server's markup (before hydration; without JavaScript `noscript:hidden` hides them anyway).
        mockMedia(width);
        const server = document.createElement('div');
        server.innerHTML = renderToString(<ReviewsCarousel reviews={some} />);
        expect(controlsShownAt(server, width), `${count} at ${width} px, server`).toBe(paged);
        // Hydrated.
        const { container, unmount } = render(<ReviewsCarousel reviews={some} />);
        expect(controlsShownAt(container, width), `${count} at ${width} px, hydrated`).toBe(paged);
        unmount();
      }),
      { numRuns: 40 },
    );
  });

  it('a single review has neither arrows nor page dots nor pause, at any width (regression)', () => {
    for (const width of [390, 800, 1280]) {
      mockMedia(width);
      const html = renderToString(<ReviewsCarousel reviews={reviews.slice(0, 1)} />);
      expect(html).not.toContain('Vorherige Bewertungen');
      expect(html).not.toContain('data-dots');
      const { unmount } = render(<ReviewsCarousel reviews={reviews.slice(0, 1)} />);
      expect(screen.queryByRole('button', { name: /Bewertungen|Seite|Wiedergabe/ })).toBeNull();
      unmount();
    }
  });
});

describe('carousel markup', () => {
  beforeEach(() => {
    globalThis.ResizeObserver = NoopObserver;
    globalThis.IntersectionObserver = NoopObserver as unknown as typeof IntersectionObserver;
    mockMedia(1280);
  });

  it('every review card shows as many brass stars as its rating', () => {
    render(<ReviewsCarousel />);
    const cards = document.querySelectorAll('[data-review]');
    expect(cards).toHaveLength(reviews.length);
    cards.forEach((card, i) => {
      const href = card.querySelector('svg use')!.getAttribute('href')!;
      const row = document.getElementById(href.slice(1))!;
      expect(row.querySelectorAll('use')).toHaveLength(5);
      expect(row.querySelectorAll('use.fill-brass-500')).toHaveLength(reviews[i]!.rating);
    });
  });

  it('the server renders every slide with its picture and the thumbnails without theirs', () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(<CollectionCarousel />);
    const slides = server.querySelectorAll('[data-slide]');
    expect(slides).toHaveLength(collectionItems.length);
    slides.forEach((slide) => expect(slide.querySelector('picture img')).not.toBeNull());
    const thumbs = server.querySelectorAll('[aria-label="Vorschaubilder"] button');
    expect(thumbs).toHaveLength(collectionItems.length);
    thumbs.forEach((thumb) => expect(thumb.querySelector('img')).toBeNull());
  });

  it('once hydrated, every thumbnail shows its picture', () => {
    render(<CollectionCarousel />);
    const thumbs = document.querySelectorAll('[aria-label="Vorschaubilder"] button');
    expect(thumbs).toHaveLength(collectionItems.length);
    thumbs.forEach((thumb) => expect(thumb.querySelector('picture img')).not.toBeNull());
  });
});

describe('CollectionCarousel', () => {
  const collection = () => screen.getByRole('region', { name: 'Boxspring-Kollektion' });
  beforeEach(() => {
    vi.useFakeTimers();
    globalThis.ResizeObserver = NoopObserver;
    globalThis.IntersectionObserver = NoopObserver as unknown as typeof IntersectionObserver;
    mockMedia(1280);
  });
  afterEach(() => vi.useRealTimers());

  it('advances every 5000 ms and wraps from the seventh model to the first', () => {
    render(<CollectionCarousel />);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(collection()).toHaveAttribute('data-index', '0');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(collection()).toHaveAttribute('data-index', '1');
    act(() => {
      vi.advanceTimersByTime(5000 * 5);
    });
    expect(collection()).toHaveAttribute('data-index', '6');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(collection()).toHaveAttribute('data-index', '0');
  });

  it('a manual step restarts the full interval; pause holds and play resumes with a full interval', () => {
    render(<CollectionCarousel />);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Modell' }));
    expect(collection()).toHaveAttribute('data-index', '1');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(collection()).toHaveAttribute('data-index', '1');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(collection()).toHaveAttribute('data-index', '2');

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Automatische Wiedergabe anhalten' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(collection()).toHaveAttribute('data-index', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Automatische Wiedergabe starten' }));
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(collection()).toHaveAttribute('data-index', '2');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(collection()).toHaveAttribute('data-index', '3');
  });

  it('arrow keys step it both ways with wrap; thumbnails jump', () => {
    render(<CollectionCarousel />);
    fireEvent.keyDown(collection(), { key: 'ArrowLeft' });
    expect(collection()).toHaveAttribute('data-index', '6');
    fireEvent.keyDown(collection(), { key: 'ArrowRight' });
    expect(collection()).toHaveAttribute('data-index', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Cozy Comfort anzeigen' }));
    expect(collection()).toHaveAttribute('data-index', '4');
  });

  it('never moves on its own with reduced motion, but play still works', () => {
    mockMedia(1280, true);
    render(<CollectionCarousel />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(collection()).toHaveAttribute('data-index', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Automatische Wiedergabe starten' }));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(collection()).toHaveAttribute('data-index', '1');
  });
});

describe('MapGate', () => {
  afterEach(() => act(() => consentStore.set(null)));

  it('shows no iframe until "Karte laden" is clicked', async () => {
    render(<MapGate />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Route planen/ })).toHaveAttribute('target', '_blank');
    const summary = screen.getByText('Karte laden');
    expect(summary.tagName).toBe('SUMMARY');
    fireEvent.click(summary);
    await waitFor(() => expect(document.querySelector('iframe')).toHaveAttribute('src', mapEmbedUrl));
    expect(document.querySelector('[data-map-gate]')).toHaveAttribute('data-map-gate', 'loaded');
    expect(screen.getByRole('link', { name: /Route planen/ })).toBeInTheDocument();
  });

  it('loads the map opened before hydration', () => {
    // The server's HTML, its <details> opened natively by a tap before React took over.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MapGate />);
    document.body.append(container);
    expect(container.querySelector('iframe')).toBeNull();
    container.querySelector('details')!.open = true;
    act(() => void hydrateRoot(container, <MapGate />));
    expect(container.querySelector('iframe')).toHaveAttribute('src', mapEmbedUrl);
    container.remove();
  });

  it('loads the map when preferences consent is granted, not for other categories', () => {
    render(<MapGate />);
    act(() => consentStore.set({ analytics: true, marketing: true, preferences: false, timestamp: 1, version: 1 }));
    expect(document.querySelector('iframe')).toBeNull();
    act(() => consentStore.set({ analytics: false, marketing: false, preferences: true, timestamp: 2, version: 1 }));
    expect(document.querySelector('iframe')).not.toBeNull();
    expect(document.querySelector('details')!.open).toBe(true);
  });
});
