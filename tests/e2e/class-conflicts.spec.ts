import { expect, test, type Page } from '@playwright/test';
import { allRoutes } from '../../src/content/pages.ts';
import { cn } from '../../src/lib/cn.ts';
import { hydrateInteractionIslands } from '../../scripts/lib/islands.ts';

/**
 * Islands join their classes with `cx` (src/lib/cx.ts), which does not resolve conflicts, so
 * their bundles carry no tailwind-merge. That is only right while no element ever gets two
 * classes for the same property: tailwind-merge (`cn`) run over every element's classes, in the
 * states the islands render, must keep every class.
 */

/** Classes of the page's elements that tailwind-merge would drop, with the element's classes. */
async function conflicts(page: Page, label: string): Promise<string[]> {
  const lists = await page.evaluate(() => [
    ...new Set(Array.from(document.querySelectorAll('[class]'), (el) => el.getAttribute('class')!)),
  ]);
  return lists.flatMap((list) => {
    const kept = new Set(cn(list).split(' '));
    const dropped = list.split(/\s+/).filter((c) => c && !kept.has(c));
    return dropped.length > 0 ? [`${label}: ${dropped.join(' ')} in "${list}"`] : [];
  });
}

/** Scrolls through the page so every island that hydrates when seen has rendered. */
async function hydrateAll(page: Page) {
  await hydrateInteractionIslands(page);
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  await page.waitForLoadState('networkidle');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test('no route renders conflicting classes, before or after hydration', async ({ page }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const route of [...allRoutes, '/gibt-es-nicht']) {
    await page.goto(route);
    found.push(...(await conflicts(page, `${route} (served)`)));
    await hydrateAll(page);
    found.push(...(await conflicts(page, `${route} (hydrated)`)));
  }
  expect(found).toEqual([]);
});

test.describe('interactive states', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('menu, cookie settings, carousels, form errors, chat and Schlafberater', async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    await page.goto('/');
    await hydrateAll(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Einstellungen' }).click();
    found.push(...(await conflicts(page, 'cookie banner details')));
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    found.push(...(await conflicts(page, 'mobile menu')));
    await page.keyboard.press('Escape');
    for (const next of ['Nächstes Modell', 'Nächste Bewertungen']) {
      await page.getByRole('button', { name: next }).click();
      found.push(...(await conflicts(page, `carousel, ${next}`)));
    }
    const form = page.getByRole('form', { name: 'Schreiben Sie uns' });
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(form.getByLabel(/^Vorname/)).toHaveAttribute('aria-invalid', 'true');
    found.push(...(await conflicts(page, 'contact form errors')));
    await page.getByRole('button', { name: 'Chat öffnen' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await conflicts(page, 'chat window')));

    await page.goto('/schlafberater');
    await hydrateAll(page);
    const finder = page.locator('#berater');
    await finder.getByLabel('Wir schlafen zu zweit').check();
    found.push(...(await conflicts(page, 'Schlafberater, option chosen')));
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await finder.getByRole('button', { name: 'Weiter' }).click();
    found.push(...(await conflicts(page, 'Schlafberater, input errors')));
    expect(found).toEqual([]);
  });
});

test('no island loads tailwind-merge', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (res) => {
    if (/\/_astro\/.+\.js$/.test(new URL(res.url()).pathname)) scripts.push(res.text());
  });
  for (const route of ['/', '/kontakt', '/schlafberater']) {
    await page.goto(route);
    await hydrateAll(page);
  }
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(5);
  // A key of tailwind-merge's configuration, kept verbatim by any minifier.
  expect(texts.filter((t) => t.includes('conflictingClassGroups'))).toEqual([]);
});
