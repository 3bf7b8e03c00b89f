import { expect, test } from '@playwright/test';
import { allRoutes } from '../../src/content/pages.ts';
import { hydrateVisibleIslands } from './islands.ts';

/**
 * The copy reaches the browser as the values the build evaluated (typography included), so every
 * island renders after hydration exactly the text the server sent: React reports no hydration
 * mismatch on any route, once every island on it has hydrated.
 */
const mismatch = /hydrat|Minified React error #4(18|19|21|22|23|25)\b|did not match/i;

for (const route of [...allRoutes, '/gibt-es-nicht']) {
  test(`${route}: every island hydrates onto the server's text`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && mismatch.test(msg.text())) problems.push(msg.text());
    });
    page.on('pageerror', (error) => {
      if (mismatch.test(error.message)) problems.push(error.message);
    });
    await page.goto(route);
    await page.waitForLoadState('load');
    // A key press hydrates the islands that wait for an interaction; bringing them into view the
    // ones that wait to be seen.
    await page.keyboard.press('Shift');
    await hydrateVisibleIslands(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
