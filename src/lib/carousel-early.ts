/**
 * The carousels' arrows, dots and thumbnails answer a tap before React owns them (an inline
 * script on the pages with carousels, built by src/lib/head-scripts.ts): until its island has
 * hydrated, a carousel is a native horizontal scroll-snap row (src/components/widgets/
 * carousel-controls.tsx), and one delegated listener moves that row the way the hydrated carousel
 * would (a page on, a page back, round from the last to the first, or to a dot's page) and marks
 * the page shown: the root's `data-index`, the current dot and thumbnail (`aria-current`) and the
 * visual counter. A swipe of the row is followed the same way. Nothing is held for replay: React
 * reads the page shown from the markup when it hydrates (src/lib/carousel-react.ts), and Embla
 * takes the row over there.
 *
 * The listener answers only while the island still carries Astro's `ssr` marker: from the moment
 * Astro hands the island to React, a tap goes to React (which hydrates at once for it).
 */
import { counterText, dotOf, pageAfter, pageCount, wrap, type CarouselGo } from './carousel.ts';

/** A control that moves the carousel: `prev`, `next`, or the number of its dot or thumbnail. */
export const CAROUSEL_GO_ATTRIBUTE = 'data-carousel-go';
/** The scroll area (its first child holds the slides). */
export const CAROUSEL_VIEWPORT_ATTRIBUTE = 'data-carousel-viewport';
/** The visual counter ("3 / 7"). */
export const CAROUSEL_COUNTER_ATTRIBUTE = 'data-carousel-counter';

/** The carousel around a node, while the island it belongs to has not been handed to React. */
function earlyCarousel(node: Element | null): { root: HTMLElement; viewport: HTMLElement } | null {
  const root = node?.closest<HTMLElement>('[data-carousel]');
  const viewport = root?.querySelector<HTMLElement>(`[${CAROUSEL_VIEWPORT_ATTRIBUTE}]`);
  if (!root || !viewport || !root.closest('astro-island')?.hasAttribute('ssr')) return null;
  return { root, viewport };
}

/** The slides, how many a page of the row shows, and where each page starts. */
function measure(viewport: HTMLElement) {
  const slides = [...(viewport.firstElementChild?.children ?? [])] as HTMLElement[];
  const width = slides[0]?.getBoundingClientRect().width || viewport.clientWidth;
  const view = Math.max(1, Math.round(viewport.clientWidth / Math.max(1, width)));
  const pages = pageCount(slides.length, view);
  const origin = viewport.getBoundingClientRect().left + viewport.clientLeft - viewport.scrollLeft;
  const start = (page: number) => (slides[page * view]?.getBoundingClientRect().left ?? origin) - origin;
  return { slides, view, pages, start };
}

/** Marks page `index` as shown: the root, the dots and thumbnails, the counter. */
function show(root: HTMLElement, index: number, view: number, pages: number, slides: number) {
  // Only what changes is written: a page marked again (the row at rest where a tap sent it) is no change.
  if (root.getAttribute('data-index') !== String(index)) root.setAttribute('data-index', String(index));
  // One dot per page of the server's layout (`data-per-page`; one slide each without it).
  const dot = dotOf(index, view, Number(root.getAttribute('data-per-page')) || 1, slides);
  for (const control of root.querySelectorAll(`[${CAROUSEL_GO_ATTRIBUTE}]`)) {
    const go = Number(control.getAttribute(CAROUSEL_GO_ATTRIBUTE));
    if (!Number.isInteger(go)) continue;
    if (go === dot) control.setAttribute('aria-current', 'true');
    else control.removeAttribute('aria-current');
  }
  const counter = root.querySelector(`[${CAROUSEL_COUNTER_ATTRIBUTE}]`);
  const text = counterText(index, pages);
  if (counter && counter.textContent !== text) counter.textContent = text;
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  const control = (event.target as Element | null)?.closest?.(`[${CAROUSEL_GO_ATTRIBUTE}]`);
  const carousel = earlyCarousel(control ?? null);
  if (!control || !carousel) return;
  const { root, viewport } = carousel;
  const raw = control.getAttribute(CAROUSEL_GO_ATTRIBUTE)!;
  const go: CarouselGo = raw === 'prev' || raw === 'next' ? raw : Number(raw);
  if (typeof go === 'number' && !Number.isInteger(go)) return;
  // Answered here, once: neither held for the island nor replayed.
  event.preventDefault();
  event.stopPropagation();
  const { slides, view, pages, start } = measure(viewport);
  const current = wrap(Number(root.getAttribute('data-index')) || 0, pages);
  const index = pageAfter(go, current, pages, view, Number(root.getAttribute('data-per-page')) || 1);
  show(root, index, view, pages, slides.length);
  const instant = matchMedia('(prefers-reduced-motion: reduce)').matches;
  viewport.scrollTo({ left: start(index), behavior: instant ? 'instant' : 'smooth' });
}

/** A swipe or scroll of the row has come to rest: the page it shows is marked. */
function onScrollEnd(event: Event) {
  const carousel = event.target instanceof HTMLElement ? earlyCarousel(event.target) : null;
  if (!carousel || event.target !== carousel.viewport) return;
  const { root, viewport } = carousel;
  const { slides, view, pages, start } = measure(viewport);
  const atEnd = viewport.scrollLeft >= viewport.scrollWidth - viewport.clientWidth - 1;
  let index = 0;
  for (let page = 1; page < pages; page++) if (start(page) <= viewport.scrollLeft + 1) index = page;
  show(root, atEnd ? pages - 1 : index, view, pages, slides.length);
}

/**
 * Runs in the browser, before the carousels are parsed.
 * @public src/lib/head-scripts.ts builds the inline script from it by name.
 */
export function carouselEarly(): void {
  document.addEventListener('click', onClick, { capture: true });
  // `scrollend` does not bubble: heard in the capture phase on its way to the row.
  document.addEventListener('scrollend', onScrollEnd, { capture: true });
}
