// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReviewsCarousel from '../../src/components/widgets/reviews-carousel.tsx';
import MapGate from '../../src/components/widgets/map-gate.tsx';
import { consentStore } from '../../src/lib/consent-store.ts';
import { mapEmbedUrl } from '../../src/content/contact.ts';

/** jsdom has no matchMedia: answer width queries from `width` and reduced motion from `reduce`. */
function mockMedia(width: number, reduce = false) {
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

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const region = () => screen.getByRole('region', { name: 'Kundenbewertungen' });

describe('ReviewsCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    globalThis.ResizeObserver = NoopResizeObserver;
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

describe('MapGate', () => {
  afterEach(() => act(() => consentStore.set(null)));

  it('shows no iframe until "Karte laden" is clicked', () => {
    render(<MapGate />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Route planen/ })).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Karte laden' }));
    expect(document.querySelector('iframe')).toHaveAttribute('src', mapEmbedUrl);
    expect(screen.getByRole('link', { name: /Route planen/ })).toBeInTheDocument();
  });

  it('loads the map when preferences consent is granted, not for other categories', () => {
    render(<MapGate />);
    act(() => consentStore.set({ analytics: true, marketing: true, preferences: false, timestamp: 1, version: 1 }));
    expect(document.querySelector('iframe')).toBeNull();
    act(() => consentStore.set({ analytics: false, marketing: false, preferences: true, timestamp: 2, version: 1 }));
    expect(document.querySelector('iframe')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Karte laden' })).toBeNull();
  });
});
