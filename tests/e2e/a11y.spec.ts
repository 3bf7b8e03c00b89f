import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allRoutes } from '../../src/content/pages.ts';

const widths = [390, 1280] as const;

for (const width of widths) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of [...allRoutes, '/gibt-es-nicht']) {
      test(`${route}: 0 violations`, async ({ page }) => {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
