/**
 * The page chrome (header, cookie banner, chat launcher) is rendered at build and hydrated on the
 * first interaction (src/lib/hydration/interaction-directive.ts): no JavaScript before the
 * visitor does something, and nothing they do before hydration is lost.
 */
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../src/lib/consent.ts';
import { hydrateVisibleIslands, unhydratedVisibleIslands } from './islands.ts';

const banner = (page: Page) => page.getByTestId('consent-banner');
const scripts = (requests: string[]) => requests.filter((u) => /\/_astro\/.+\.js$/.test(new URL(u).pathname));

test.describe('hydration on interaction', () => {
  test('a content page loads no JavaScript file before the visitor interacts', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/garantie');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestIdleCallback(r)));
    await page.waitForLoadState('networkidle');
    expect(scripts(requests)).toEqual([]);
    // The banner is part of the page's HTML: visible and focused for keyboard users at once.
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect(page.locator('astro-island[client="interaction"][ssr]')).toHaveCount(3);

    await page.keyboard.press('Shift');
    await expect(page.locator('astro-island[client="interaction"][ssr]')).toHaveCount(0);
    expect(scripts(requests).length).toBeGreaterThan(0);
  });

  test('"Alle akzeptieren" clicked before hydration is carried out', async ({ page }) => {
    await page.goto('/garantie');
    // Playwright's click does not press a key first; the click itself starts the hydration.
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
    expect(JSON.parse(stored!)).toMatchObject({ analytics: true, marketing: false, preferences: true });
  });

  test('a returning visitor never sees the banner, not even before hydration', async ({ page }) => {
    await page.goto('/garantie');
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner(page)).toBeHidden();
    // Block the island code: what shows now comes from the HTML and the head script alone.
    await page.route(/\/_astro\/.+\.js$/, (route) => route.abort());
    await page.goto('/service');
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
  });

  test('the banner shows only once the parser has read all of it', async ({ page, request }) => {
    // Chromium renders a partly parsed page; a banner painted without its buttons grew in the
    // next frame. In the HTML, each gate wrapper ends in the marker CSS waits for.
    const html = await (await request.get('/kontakt')).text();
    const gates = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return [...doc.querySelectorAll('[data-consent-gate]')].map((gate) => ({
        gate: gate.getAttribute('data-consent-gate'),
        lastIsMarker: gate.lastElementChild?.matches('[data-consent-gate-end][hidden]') ?? false,
        markers: gate.querySelectorAll('[data-consent-gate-end]').length,
      }));
    }, html);
    expect(gates).toEqual([
      { gate: 'none', lastIsMarker: true, markers: 1 },
      { gate: 'given', lastIsMarker: true, markers: 1 },
    ]);

    // The state while the parser is inside the banner: no marker yet, so nothing of it shows.
    await page.goto('/kontakt');
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => document.querySelector('[data-consent-gate="none"] > [data-consent-gate-end]')!.remove());
    await expect(banner(page)).toBeHidden();
    await page.evaluate(() => {
      const end = Object.assign(document.createElement('span'), { hidden: true });
      end.setAttribute('data-consent-gate-end', '');
      document.querySelector('[data-consent-gate="none"]')!.append(end);
    });
    await expect(banner(page)).toBeVisible();
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a tap on "Menü öffnen" before hydration opens the menu', async ({ page }) => {
      await page.goto('/impressum');
      await banner(page).getByRole('button', { name: 'Ablehnen' }).tap();
      await page.reload();
      await expect(page.locator('header astro-island')).toHaveAttribute('ssr', '');
      await page.getByRole('button', { name: 'Menü öffnen' }).tap();
      await expect(page.getByRole('navigation', { name: 'Mobile Navigation' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
    });
  });

  test('hovering "Produkte" before hydration opens the drop-down', async ({ page }) => {
    await page.addInitScript(
      ([key, version]) =>
        localStorage.setItem(
          key,
          JSON.stringify({ analytics: false, marketing: false, preferences: false, timestamp: Date.now(), version }),
        ),
      [CONSENT_STORAGE_KEY, CONSENT_VERSION] as const,
    );
    await page.goto('/');
    await expect(page.locator('header astro-island')).toHaveAttribute('ssr', '');
    const trigger = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Produkte' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('no banner without buttons that work; the header links still lead everywhere', async ({ page }) => {
      await page.goto('/');
      await expect(banner(page)).toBeHidden();
      await page.getByRole('link', { name: 'Kontakt' }).first().click();
      await expect(page).toHaveURL(/\/kontakt\/?$/);
    });
  });
});

test.describe('islands that hydrate when seen', () => {
  // The visual references bring these islands into view one by one to hydrate them; an island
  // element has no box of its own, so that must scroll to what it shows (once it scrolled to
  // nothing, and an island the scroll through the page had missed never hydrated).
  for (const route of ['/', '/kontakt']) {
    test(`on ${route} each hydrates once brought into view, without a scroll through the page`, async ({ page }) => {
      await page.goto(route);
      await expect(unhydratedVisibleIslands(page).first()).toBeAttached();
      await hydrateVisibleIslands(page, 15_000);
      await expect(unhydratedVisibleIslands(page)).toHaveCount(0);
    });
  }
});
