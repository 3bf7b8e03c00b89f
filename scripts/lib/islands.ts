/**
 * Islands with `client:interaction` (header, consent, chat launcher) hydrate on the visitor's
 * first interaction (src/lib/hydration/interaction-directive.ts). Tests that measure what the
 * hydrated widget does (timings, lazy chunks) first interact harmlessly and wait for it.
 */
import { expect, type Page } from '@playwright/test';

/** Interaction islands that a key press hydrates and that have not hydrated yet. */
const PENDING_INTERACTION_ISLANDS = 'astro-island[client="interaction"][ssr]:not([opts*=\'"value":"visible"\'])';

/**
 * A key press anywhere (Shift: does nothing on the page) hydrates every interaction island
 * (not those with `client:interaction="visible"`: they hydrate when scrolled into view).
 */
export async function hydrateInteractionIslands(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator(PENDING_INTERACTION_ISLANDS)).toHaveCount(0);
}
