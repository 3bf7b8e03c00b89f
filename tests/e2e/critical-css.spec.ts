import { expect, test, type Page } from '@playwright/test';

/**
 * Each page inlines only the CSS its own markup uses and links the whole stylesheet at the end of
 * <body> (src/lib/critical-css.ts). What paints before that file arrives must be exactly what
 * paints after it: every element of the served HTML has the same computed style with the inline
 * CSS alone as with the whole stylesheet, in each state the head scripts can set before the
 * first paint (no consent stored, consent given, web fonts in the cache).
 */

const ROUTES = ['/', '/agb', '/kontakt', '/produkte/matratzen', '/schlafberater'];
const STATES: Record<string, string>[] = [
  {},
  { 'data-consent': 'none' },
  { 'data-consent': 'given', 'data-webfonts': '' },
];

/** Computed style of every element, per state of <html>, as one list of differences-friendly lines. */
async function styles(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const state of STATES) {
    out.push(
      ...(await page.evaluate((attrs) => {
        const html = document.documentElement;
        for (const name of ['data-consent', 'data-webfonts']) html.removeAttribute(name);
        for (const [name, value] of Object.entries(attrs)) html.setAttribute(name, value);
        const lines: string[] = [];
        const all = Array.from(document.body.getElementsByTagName('*'));
        all.forEach((el, i) => {
          const style = getComputedStyle(el);
          const values: string[] = [];
          for (let j = 0; j < style.length; j++) {
            const prop = style.item(j);
            // Custom properties paint only through the properties that use them, compared here.
            if (prop.startsWith('--')) continue;
            values.push(`${prop}:${style.getPropertyValue(prop)}`);
          }
          lines.push(`${JSON.stringify(attrs)} #${i} ${el.tagName.toLowerCase()} ${values.join(';')}`);
        });
        return lines;
      }, state)),
    );
  }
  return out;
}

for (const width of [390, 1280]) {
  test.describe(`critical CSS at ${width} px`, () => {
    // The served HTML only: islands never render another state here.
    test.use({ javaScriptEnabled: false, viewport: { width, height: 800 } });

    for (const route of ROUTES) {
      test(`${route}: the inline CSS alone styles the page as the whole stylesheet does`, async ({ page }) => {
        // Reads some 400 properties of every element three times, twice: slow, not timed.
        test.setTimeout(180_000);
        await page.goto(route);
        const sheet = page.locator('body > link[rel="stylesheet"]');
        await expect(sheet).toHaveCount(1);
        await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
        const complete = await styles(page);

        let blocked = 0;
        await page.route('**/_astro/*.css', (r) => {
          blocked++;
          return r.abort();
        });
        await page.goto(route);
        expect(blocked).toBe(1);
        const critical = await styles(page);
        expect(critical.length).toBe(complete.length);
        const differences = critical.filter((line, i) => line !== complete[i]);
        expect(differences.slice(0, 5)).toEqual([]);
      });
    }
  });
}
