/**
 * While the cookie banner shows, a focused element is never hidden behind it (WCAG 2.2, 2.4.11
 * Focus Not Obscured), before and after hydration (it runs from the consent head script,
 * src/lib/consent-head.ts): the height of the viewport's bottom that the banner covers, from its
 * top edge down, is kept in the custom property `--banner-cover` on <html> as the banner's size
 * and the viewport change (removed while the banner is hidden). src/styles/global.css makes it the
 * page's and the mobile menu's bottom scroll padding, so focus scrolls an element into view above
 * the banner, and adds it as room at their ends, so that even their last element can scroll there.
 */
import { ABOVE_MENU_ATTRIBUTE } from './mobile-menu-head.ts';

const BANNER_COVER_PROPERTY = '--banner-cover';

/**
 * Runs in the browser, in the consent head script.
 * @public src/lib/consent-head.ts starts it.
 */
export function bannerClearanceHead(): void {
  if (typeof ResizeObserver !== 'function') return;
  const root = document.documentElement;
  let banner: HTMLElement | null = null;
  const update = () => {
    const shown = banner?.isConnected && banner.getClientRects().length > 0;
    const cover = shown ? Math.ceil(window.innerHeight - banner!.getBoundingClientRect().top) : 0;
    if (cover > 0) root.style.setProperty(BANNER_COVER_PROPERTY, `${cover}px`);
    else root.style.removeProperty(BANNER_COVER_PROPERTY);
  };
  const observer = new ResizeObserver(update);
  const start = () => {
    banner = document.querySelector<HTMLElement>(`[${ABOVE_MENU_ATTRIBUTE}]`);
    if (!banner) return;
    // Its size changes with its text's wrapping and when it shows or hides (display: none).
    observer.observe(banner);
    window.addEventListener('resize', update);
    update();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
