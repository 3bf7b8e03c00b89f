import { expect, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, NO_CONSENT, createConsent, serializeConsent } from '../../src/lib/consent.ts';

/**
 * A phone's slower CPU (Chrome's throttling, `cpuRate` times slower) and, with `consent`, a choice
 * stored before the page loads (nothing accepted), so the cookie banner does not show.
 */
export async function throttleAndConsent(page: Page, cpuRate: number, consent: boolean): Promise<void> {
  if (cpuRate > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  if (consent) {
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CONSENT_STORAGE_KEY, serializeConsent(createConsent(NO_CONSENT))],
    );
  }
}

/** Islands that hydrate when seen (`client:visible`, `client:interaction="visible"`) and have not yet. */
export const unhydratedVisibleIslands = (page: Page) =>
  page.locator('astro-island[ssr][client="visible"], astro-island[ssr][opts*=\'"value":"visible"\']');

/**
 * Brings each island that hydrates when seen into view, one after another, until it has hydrated.
 *
 * An island element is `display: contents`: it has no box of its own, so `scrollIntoView()` on it
 * does nothing (and an island a quick scroll past went unnoticed would wait for ever). Its first
 * child with a box is brought to the middle of the viewport instead, which is what the island's
 * IntersectionObserver watches.
 */
export async function hydrateVisibleIslands(page: Page, timeout = 30_000): Promise<void> {
  const islands = unhydratedVisibleIslands(page);
  for (let i = await islands.count(); i > 0; i = await islands.count()) {
    // Scrolled in the page, not through a locator: the island may hydrate (and drop its `ssr`
    // marker) between the count and the scroll, and a locator would then wait for it forever.
    await islands.evaluateAll((found) => {
      const shown = [...(found[0]?.children ?? [])].find((child) => child.getClientRects().length > 0);
      shown?.scrollIntoView({ block: 'center' });
    });
    await expect.poll(() => islands.count(), { timeout }).toBeLessThan(i);
  }
}
