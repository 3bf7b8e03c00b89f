/**
 * Web fonts off the critical path (src/lib/font-loader.ts, src/styles/global.css): a first visit
 * paints with the metric-matched local fallbacks and never names a family the page does not
 * define (which would send the browser asking the system for it); the font files are only
 * fetched after load, and the next page of the visit uses them.
 */
import { expect, test, type Page } from '@playwright/test';

const fontFiles = (requests: string[]) => requests.filter((u) => new URL(u).pathname.endsWith('.woff2'));
const families = (page: Page) =>
  page.evaluate(() => {
    const body = getComputedStyle(document.body).fontFamily;
    const h1 = getComputedStyle(document.querySelector('h1')!).fontFamily;
    return { body, h1, marked: document.documentElement.hasAttribute('data-webfonts') };
  });

test('a first visit paints with the local fallbacks and fetches the fonts only after load', async ({ page }) => {
  const requests: { url: string; afterLoad: boolean }[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (r) => requests.push({ url: r.url(), afterLoad: loaded }));
  await page.goto('/garantie');

  const first = await families(page);
  expect(first.marked).toBe(false);
  expect(first.body).toBe('"Inter Fallback", Arial, ui-sans-serif, system-ui, sans-serif');
  expect(first.h1).toBe('"Fraunces Fallback", Georgia, ui-serif, serif');

  // Warmed into the HTTP cache once the page has loaded and painted: Inter 400 and 600, Fraunces 600.
  await expect.poll(() => fontFiles(requests.map((r) => r.url)).length).toBe(3);
  expect(requests.filter((r) => fontFiles([r.url]).length > 0).every((r) => r.afterLoad)).toBe(true);
  // Not added to this page: it keeps the fallbacks it painted with.
  expect(await page.evaluate(() => [...document.fonts].map((f) => f.family))).toEqual([
    'Inter Fallback',
    'Fraunces Fallback',
  ]);
});

test('the next page of the visit names the web fonts and uses them', async ({ page }) => {
  await page.goto('/garantie');
  await page.waitForLoadState('networkidle');
  await page.locator('footer').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  const next = await families(page);
  expect(next.marked).toBe(true);
  expect(next.body).toBe('Inter, "Inter Fallback", Arial, ui-sans-serif, system-ui, sans-serif');
  expect(next.h1).toBe('Fraunces, "Fraunces Fallback", Georgia, ui-serif, serif');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((f) => f.status === 'loaded' && !f.family.endsWith('Fallback'))
          .map((f) => `${f.family} ${f.weight}`)
          .sort(),
      ),
    )
    .toEqual(['Fraunces 600', 'Inter 400 500', 'Inter 600 700']);
});
