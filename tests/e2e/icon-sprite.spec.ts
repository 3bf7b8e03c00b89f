import { expect, test, type Page } from '@playwright/test';
import { allRoutes } from '../../src/content/pages.ts';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '../../src/lib/consent.ts';

/**
 * Icons below the first viewport are one `<use>` of the shared sprite file
 * (src/lib/icons/sprite.ts, src/components/ui/icons.ts). They must paint exactly as lucide's
 * inline icons did, and the first view must not wait for that file: every icon that paints in
 * the first viewport (header, home hero, the fixed overlays) still carries its shapes inline.
 */

const SPRITE_USE = 'use[href^="/_astro/icons."]';

/** Sprite icons whose box meets the viewport as the page first paints (no scrolling). */
async function spriteIconsInView(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const { innerWidth: w, innerHeight: h } = window;
    return Array.from(document.querySelectorAll(selector)).flatMap((use) => {
      const svg = use.closest('svg')!;
      const box = svg.getBoundingClientRect();
      const painted = box.width > 0 && box.height > 0 && svg.checkVisibility({ visibilityProperty: true });
      const inView = box.bottom > 0 && box.right > 0 && box.top < h && box.left < w;
      return painted && inView ? [`${use.getAttribute('href')} in ${svg.parentElement!.outerHTML.slice(0, 120)}`] : [];
    });
  }, SPRITE_USE);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`first viewport at ${viewport.width} px`, () => {
    // The page as it first paints: the served HTML, before any island renders another state.
    test.use({ javaScriptEnabled: false, viewport });

    test('no sprite icon paints in it on any route', async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const route of [...allRoutes, '/gibt-es-nicht']) {
        await page.goto(route);
        found.push(...(await spriteIconsInView(page)).map((icon) => `${route}: ${icon}`));
      }
      expect(found).toEqual([]);
    });
  });
}

test.describe('sprite icons', () => {
  // Nothing moves or covers an icon between the two screenshots: no autoplay, no cookie banner.
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  test.beforeEach(async ({ page }) => {
    const consent = serializeConsent(createConsent({ analytics: false, marketing: false, preferences: false }));
    await page.addInitScript(([key, v]) => window.localStorage.setItem(key, v), [
      CONSENT_STORAGE_KEY,
      consent,
    ] as const);
  });

  for (const route of ['/', '/kontakt', '/produkte/boxspringbetten', '/service']) {
    test(`${route}: each paints exactly as lucide's inline shapes`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(route);
      const sprite = await page.locator(SPRITE_USE).first().getAttribute('href');
      expect(sprite).toBeTruthy();
      const file = sprite!.split('#')[0]!;
      const res = await page.request.get(file);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers()['cache-control']).toContain('immutable');

      // Every island that hydrates when seen has done so, so no icon is re-rendered under a handle.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await page.waitForLoadState('networkidle');

      // One of each icon the page shows (the first of its kind that has a box).
      const ids = await page.evaluate((selector) => {
        const seen = new Set<string>();
        const picked: number[] = [];
        document.querySelectorAll(selector).forEach((use, i) => {
          const href = use.getAttribute('href')!;
          const box = use.closest('svg')!.getBoundingClientRect();
          if (seen.has(href) || box.width === 0 || !use.closest('svg')!.checkVisibility({ visibilityProperty: true })) {
            return;
          }
          seen.add(href);
          picked.push(i);
        });
        return picked;
      }, SPRITE_USE);
      expect(ids.length).toBeGreaterThan(0);

      // Handles, not locators: each `<use>` is replaced below, which would move an nth() locator.
      const uses = await page.locator(SPRITE_USE).elementHandles();
      for (const i of ids) {
        const handle = await uses[i]!.evaluateHandle((use: Element): SVGSVGElement => use.closest('svg')!);
        const svg = handle.asElement();
        // In the middle of the viewport: clear of the sticky header and the chat button.
        await svg.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        // The sprite has loaded once the `<use>` has a box of its shapes' size.
        await expect.poll(() => svg.evaluate((el) => el.getBBox().width)).toBeGreaterThan(0);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const fromSprite = await svg.screenshot({ animations: 'disabled' });
        const href = await svg.evaluate(async (el) => {
          const use = el.querySelector('use')!;
          const [url, id] = use.getAttribute('href')!.split('#');
          const doc = new DOMParser().parseFromString(await (await fetch(url!)).text(), 'image/svg+xml');
          const shapes = Array.from(doc.getElementById(id!)!.childNodes, (n) => document.importNode(n, true));
          use.replaceWith(...shapes);
          return `${url}#${id}`;
        });
        const inline = await svg.screenshot({ animations: 'disabled' });
        expect(inline.equals(fromSprite), `${route}: ${href}`).toBe(true);
      }
    });
  }
});
