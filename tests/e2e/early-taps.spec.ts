/**
 * No tap is lost and none navigates by accident: every island control tapped as soon as it is
 * visible after navigation, before its island has hydrated, does what it says exactly once, on
 * the same page, with no query in the URL and no reload. Islands hydrate on interaction or
 * visibility (src/lib/hydration/interaction-directive.ts); early clicks are held and replayed,
 * the mobile menu is a native popover, the carousels' controls move their native row at once
 * (src/lib/carousel-early.ts) and React takes over at the slide shown.
 *
 * The islands' code is held back until the tap has happened (a slow network), so the tap surely
 * comes first; each test runs at full speed and with the CPU slowed down six times (a slow
 * phone). Nothing here measures time: every check waits for an effect.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import fc from 'fast-check';
import { chatCopy } from '../../src/content/chat.ts';
import { collectionItems } from '../../src/content/collection.ts';
import { chatLauncherCopy } from '../../src/content/chat-launcher.ts';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '../../src/lib/consent.ts';
import { throttleAndConsent } from './islands.ts';

declare global {
  interface Window {
    /** Set once the page is loaded; a reload would lose it. */
    __samePage?: string;
    /** Every change of the watched attributes and every popover toggle, in order. */
    __changes?: string[];
  }
}

const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Holds the islands' code (/_astro/*.js) until `release()`: nothing can hydrate before that. */
async function holdIslandCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Prepares the page: slowed CPU, a stored consent unless the banner is under test, the map frame
 * answered locally, and a record of attribute changes (data-index, aria-expanded) and popover
 * toggles, so a second, replayed toggle would show.
 */
async function prepare(page: Page, cpuRate: number, { consent = true } = {}) {
  await throttleAndConsent(page, cpuRate, consent);
  await page.route(/^https:\/\/(www\.)?google\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Karte</title>' }),
  );
  await page.addInitScript(() => {
    const changes: string[] = [];
    window.__changes = changes;
    const name = (el: Element) =>
      el.getAttribute('data-carousel') ?? el.getAttribute('data-testid') ?? el.textContent?.trim().slice(0, 20);
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        changes.push(`${name(el)} ${r.attributeName}=${el.getAttribute(r.attributeName!)}`);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-index', 'aria-expanded'] });
    document.addEventListener('toggle', (e) => changes.push(`toggle ${e.newState}`), true);
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return navigations;
}

/** Opens the page without waiting for more than its first bytes, and marks the document. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.evaluate(() => (window.__samePage = 'yes'));
}

/** The island around `selector` has not hydrated yet (Astro removes `ssr` once it has). */
async function expectNotHydrated(page: Page, selector: string) {
  await expect(page.locator(`astro-island:has(${selector}), ${selector} astro-island`).first()).toHaveAttribute(
    'ssr',
    '',
  );
}

/** The carousel shows `item`: it starts where the carousel's visible area starts. */
async function expectShown(item: Locator, area: Locator) {
  await expect
    .poll(async () => {
      const [a, b] = [await item.boundingBox(), await area.boundingBox()];
      return a && b ? Math.abs(a.x - b.x) <= 1 : false;
    })
    .toBe(true);
}

/** The island around `selector` has hydrated (Astro has removed `ssr`). */
async function expectHydrated(page: Page, selector: string) {
  await expect(page.locator(`astro-island:has(${selector})`).first()).not.toHaveAttribute('ssr', /.*/);
}

/** The part of a carousel that shows its items (the rest is clipped or scrolled away). */
const visibleArea = (root: Locator) =>
  root.locator('[data-slide], [data-review]').first().locator('xpath=ancestor::div[contains(@class, "overflow-")][1]');

/**
 * Lets whatever is still queued run (a second replay would follow within a task or two) and
 * returns the recorded changes that match.
 */
async function changes(page: Page, match: RegExp) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 500))));
  return ((await page.evaluate(() => window.__changes)) ?? []).filter((c) => match.test(c));
}

/**
 * Nothing lies over the cookie banner: each point of a grid over it (inside its rounded corners)
 * hits the banner itself.
 */
async function bannerOnTop(page: Page): Promise<boolean> {
  return page.getByTestId('consent-banner').evaluate((banner) => {
    const r = banner.getBoundingClientRect();
    for (let i = 0; i <= 4; i++) {
      for (let j = 0; j <= 4; j++) {
        const x = r.left + 16 + ((r.width - 32) * i) / 4;
        const y = r.top + 16 + ((r.height - 32) * j) / 4;
        if (!banner.contains(document.elementFromPoint(x, y))) return false;
      }
    }
    return true;
  });
}

/** Still the first document at `path`: no reload, no navigation, no query. */
async function expectSamePage(page: Page, path: string, navigations: string[]) {
  expect(await page.evaluate(() => window.__samePage)).toBe('yes');
  const url = new URL(page.url());
  expect(url.pathname.replace(/\/$/, '') || '/').toBe(path);
  expect(url.search).toBe('');
  expect(navigations).toHaveLength(1);
}

for (const cpuRate of [1, 6]) {
  test.describe(`early taps, CPU ${cpuRate}x`, () => {
    // Reduced motion: no autoplay, so every move of a carousel comes from the tap.
    test.use({ reducedMotion: 'reduce' });

    test.describe('at 390 px', () => {
      test.use(mobile);

      test('collection carousel: "Nächstes Modell" moves one step', async ({ page }) => {
        const navigations = await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/');
        const root = page.locator('[data-carousel="collection"]');
        await root.getByRole('button', { name: 'Nächstes Modell' }).tap();
        // Answered before any island code has arrived: the row moves and the dot follows.
        const second = root.locator(`[data-slide="${collectionItems[1].id}"]`);
        await expect(root).toHaveAttribute('data-index', '1');
        await expect(root.getByRole('button', { name: 'Modell 2 von 7 anzeigen' })).toHaveAttribute(
          'aria-current',
          'true',
        );
        await expectShown(second, visibleArea(root));
        await expectNotHydrated(page, '[data-carousel="collection"]');
        release();
        // React takes over at the same model, and goes on from there.
        await expectHydrated(page, '[data-carousel="collection"]');
        await expect(second).toHaveAttribute('aria-hidden', 'false');
        await expectShown(second, visibleArea(root));
        await root.getByRole('button', { name: 'Nächstes Modell' }).tap();
        await expect(root).toHaveAttribute('data-index', '2');
        await expectShown(root.locator(`[data-slide="${collectionItems[2].id}"]`), visibleArea(root));
        expect(await changes(page, /^collection data-index/)).toEqual([
          'collection data-index=1',
          'collection data-index=2',
        ]);
        await expectSamePage(page, '/', navigations);
      });

      test('collection carousel: a dot jumps to its model', async ({ page }) => {
        const navigations = await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/');
        const root = page.locator('[data-carousel="collection"]');
        await root.getByRole('button', { name: 'Modell 4 von 7 anzeigen' }).tap();
        await expect(root).toHaveAttribute('data-index', '3');
        await expectShown(root.locator(`[data-slide="${collectionItems[3].id}"]`), visibleArea(root));
        await expect(root.getByRole('button', { name: 'Modell 1 von 7 anzeigen' })).not.toHaveAttribute(
          'aria-current',
          /.*/,
        );
        await expectNotHydrated(page, '[data-carousel="collection"]');
        release();
        await expectHydrated(page, '[data-carousel="collection"]');
        await expect(root).toHaveAttribute('data-index', '3');
        await expect(root.getByRole('button', { name: 'Modell 4 von 7 anzeigen' })).toHaveAttribute(
          'aria-current',
          'true',
        );
        expect(await changes(page, /^collection data-index/)).toEqual(['collection data-index=3']);
        await expectSamePage(page, '/', navigations);
      });

      test('collection carousel: a swipe of the row before hydration moves the dot, and React starts there', async ({
        page,
      }) => {
        const navigations = await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/');
        const root = page.locator('[data-carousel="collection"]');
        const third = root.locator(`[data-slide="${collectionItems[2].id}"]`);
        // The native row in view (its island then loads), scrolled as a swipe would (to the third
        // model's snap).
        await root.scrollIntoViewIfNeeded();
        await visibleArea(root).evaluate((row, slide) => {
          const target = row.querySelector(`[data-slide="${slide}"]`)!;
          row.scrollBy({ left: target.getBoundingClientRect().left - row.getBoundingClientRect().left });
        }, collectionItems[2].id);
        await expect(root).toHaveAttribute('data-index', '2');
        await expect(root.getByRole('button', { name: 'Modell 3 von 7 anzeigen' })).toHaveAttribute(
          'aria-current',
          'true',
        );
        await expectNotHydrated(page, '[data-carousel="collection"]');
        release();
        await expectHydrated(page, '[data-carousel="collection"]');
        await expect(third).toHaveAttribute('aria-hidden', 'false');
        await expectShown(third, visibleArea(root));
        await root.getByRole('button', { name: 'Vorheriges Modell' }).tap();
        await expect(root).toHaveAttribute('data-index', '1');
        await expectSamePage(page, '/', navigations);
      });

      test('reviews carousel: "Vorherige Bewertungen" wraps to the last of the pages shown', async ({ page }) => {
        const navigations = await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/');
        const root = page.locator('[data-carousel="reviews"]');
        await root.getByRole('button', { name: 'Vorherige Bewertungen' }).tap();
        // One review per page at 390 px: six pages, the last one, at once. Until hydration the
        // dots are the server's (a page of three reviews each): the last one is current.
        await expect(root).toHaveAttribute('data-index', '5');
        await expectShown(root.locator('[data-review]').last(), visibleArea(root));
        await expect(root.getByRole('button', { name: 'Seite 2 von 2' })).toHaveAttribute('aria-current', 'true');
        await expectNotHydrated(page, '[data-carousel="reviews"]');
        release();
        // React takes over on the same review, with a dot per page of the phone.
        await expectHydrated(page, '[data-carousel="reviews"]');
        await expect(root.getByRole('button', { name: 'Seite 6 von 6' })).toHaveAttribute('aria-current', 'true');
        await expect(root).toHaveAttribute('data-index', '5');
        await expectShown(root.locator('[data-review]').last(), visibleArea(root));
        expect(await changes(page, /^reviews data-index/)).toEqual(['reviews data-index=5']);
        await expectSamePage(page, '/', navigations);
      });

      test('"Karte laden" opens the map frame at once, and the map loads only after the tap', async ({ page }) => {
        const navigations = await prepare(page, cpuRate);
        const google: string[] = [];
        page.on('request', (r) => {
          if (/^https:\/\/([a-z0-9-]+\.)*(google|gstatic|googleapis)\.com\//.test(r.url())) google.push(r.url());
        });
        const release = await holdIslandCode(page);
        await open(page, '/kontakt');
        const load = page.locator('[data-map-gate] summary', { hasText: 'Karte laden' });
        await expect(load).toBeVisible();
        await page.waitForLoadState('load');
        // Nothing is asked of Google before the tap.
        expect(google).toEqual([]);
        await load.tap();
        // The frame shows at once, before any island code has arrived, saying the map is coming.
        const frame = page.locator('[data-map-frame]');
        await expect(frame).toBeVisible();
        await expect(frame.getByRole('status')).toHaveText('Karte wird geladen …');
        await expectNotHydrated(page, '[data-map-gate]');
        release();
        await expect(page.locator('[data-map-gate] iframe')).toHaveCount(1);
        await expect(page.locator('[data-map-gate]')).toHaveAttribute('data-map-gate', 'loaded');
        await expect.poll(() => google.filter((u) => u.startsWith('https://www.google.com/maps')).length).toBe(1);
        await expectSamePage(page, '/kontakt', navigations);
      });

      test('the chat launcher opens the window at once, and the chat fills it when its code arrives', async ({
        page,
      }) => {
        const navigations = await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/garantie');
        await page.getByTestId('chat-launcher').tap();
        // The window's shell, before any island code has arrived: title, close button, loading.
        const shell = page.locator('[data-chat-shell]');
        await expect(shell).toBeVisible();
        await expect(shell.getByRole('heading', { name: chatLauncherCopy.title })).toBeVisible();
        await expect(shell.getByRole('status')).toHaveText(chatLauncherCopy.loading);
        await expect(shell.getByRole('button', { name: chatLauncherCopy.close })).toBeVisible();
        await expectNotHydrated(page, '[data-testid="chat-launcher"]');
        release();
        await expect(page.getByRole('dialog', { name: chatCopy.title })).toBeVisible();
        // Its label says the chat is open (full screen the window is modal, so the page behind,
        // the launcher with it, is hidden from assistive technology until it closes).
        const launcher = page.getByTestId('chat-launcher');
        await expect(launcher).toHaveAttribute('aria-label', chatLauncherCopy.close);
        // Opened once (the state appears with hydration, as 'false' or already 'true').
        const expanded = await changes(page, /^chat-launcher aria-expanded/);
        expect(expanded.filter((c) => c.endsWith('=true'))).toHaveLength(1);
        expect(expanded.at(-1)).toBe('chat-launcher aria-expanded=true');
        await expectSamePage(page, '/garantie', navigations);
      });

      test('closing the chat shell before its code arrives leaves the chat closed', async ({ page }) => {
        const navigations = await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/garantie');
        await page.getByTestId('chat-launcher').tap();
        const shell = page.locator('[data-chat-shell]');
        await shell.getByRole('button', { name: chatLauncherCopy.close }).tap();
        await expect(shell).toBeHidden();
        release();
        await expect(page.locator('astro-island:has([data-testid="chat-launcher"])')).not.toHaveAttribute('ssr', /.*/);
        await page.evaluate(() => new Promise((r) => setTimeout(r, 1000)));
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByTestId('chat-launcher')).toHaveAttribute('aria-expanded', 'false');
        await expectSamePage(page, '/garantie', navigations);
      });

      test('the chat shell closes by Escape and by its close button before hydration, focus back on the launcher', async ({
        page,
      }) => {
        const navigations = await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/garantie');
        const launcher = page.getByTestId('chat-launcher');
        const shell = page.locator('[data-chat-shell]');
        // By keyboard: Enter opens the shell, Escape closes it.
        await launcher.focus();
        await page.keyboard.press('Enter');
        await expect(shell).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(shell).toBeHidden();
        await expect(launcher).toBeFocused();
        // By touch: the launcher opens it, its close button closes it.
        await launcher.tap();
        await expect(shell).toBeVisible();
        await shell.getByRole('button', { name: chatLauncherCopy.close }).tap();
        await expect(shell).toBeHidden();
        await expect(launcher).toBeFocused();
        await expectNotHydrated(page, '[data-testid="chat-launcher"]');
        release();
        await expectHydrated(page, '[data-testid="chat-launcher"]');
        await page.evaluate(() => new Promise((r) => setTimeout(r, 1000)));
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expectSamePage(page, '/garantie', navigations);
      });

      test('"Alle akzeptieren" stores the choice and closes the banner', async ({ page }) => {
        const navigations = await prepare(page, cpuRate, { consent: false });
        const release = await holdIslandCode(page);
        await open(page, '/service');
        const banner = page.getByTestId('consent-banner');
        await banner.getByRole('button', { name: 'Alle akzeptieren' }).tap();
        // Decided before any island code has arrived: stored, banner closed, settings button shown.
        await expect(banner).toBeHidden();
        await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
        const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
        // No advertising service exists, so 'Alle akzeptieren' never grants marketing.
        expect(JSON.parse(stored!)).toMatchObject({ analytics: true, marketing: false, preferences: true });
        await expectNotHydrated(page, '[data-testid="consent-banner"]');
        release();
        await expect(page.locator('astro-island:has([data-testid="consent-button"])')).not.toHaveAttribute('ssr', /.*/);
        // The island agrees, and nothing was stored twice.
        await expect(banner).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
        expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe(stored);
        await expectSamePage(page, '/service', navigations);
      });

      test('"Einstellungen" in the banner opens the settings dialog at once', async ({ page }) => {
        const navigations = await prepare(page, cpuRate, { consent: false });
        const release = await holdIslandCode(page);
        await open(page, '/service');
        const banner = page.getByTestId('consent-banner');
        await banner.getByRole('button', { name: 'Einstellungen' }).tap();
        // Open before any island code has arrived: a native modal dialog, nothing ticked.
        const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Auswahl speichern' })).toBeVisible();
        await expect(dialog.getByRole('switch', { name: 'Statistik' })).not.toBeChecked();
        await expectNotHydrated(page, '[data-testid="consent-banner"]');
        release();
        await expect(page.locator('astro-island:has([data-testid="consent-dialog"])')).not.toHaveAttribute('ssr', /.*/);
        await expect(dialog).toBeVisible();
        expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBeNull();
        // The island owns the open dialog now: a choice made in it is saved once, and it closes.
        await dialog.getByRole('switch', { name: 'Externe Medien' }).tap();
        await dialog.getByRole('button', { name: 'Auswahl speichern' }).tap();
        await expect(dialog).toBeHidden();
        await expect(banner).toBeHidden();
        const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
        expect(JSON.parse(stored!)).toMatchObject({ analytics: false, marketing: false, preferences: true });
        await expectSamePage(page, '/service', navigations);
      });

      test('a choice saved in the settings dialog before hydration is stored at once, and once', async ({ page }) => {
        const navigations = await prepare(page, cpuRate, { consent: false });
        const release = await holdIslandCode(page);
        await open(page, '/service');
        await page.getByTestId('consent-banner').getByRole('button', { name: 'Einstellungen' }).tap();
        const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
        await dialog.getByRole('switch', { name: 'Statistik' }).tap();
        await dialog.getByRole('button', { name: 'Auswahl speichern' }).tap();
        // Decided before any island code has arrived: stored, dialog and banner closed.
        await expect(dialog).toBeHidden();
        await expect(page.getByTestId('consent-banner')).toBeHidden();
        await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
        const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
        expect(JSON.parse(stored!)).toMatchObject({ analytics: true, marketing: false, preferences: false });
        await expectNotHydrated(page, '[data-testid="consent-banner"]');
        release();
        await expect(page.locator('astro-island:has([data-testid="consent-button"])')).not.toHaveAttribute('ssr', /.*/);
        await expect(page.getByTestId('consent-banner')).toHaveCount(0);
        expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe(stored);
        await expectSamePage(page, '/service', navigations);
      });

      test('the cookie-settings button opens the settings dialog at once, with the stored choice', async ({ page }) => {
        const navigations = await prepare(page, cpuRate, { consent: false });
        await page.addInitScript(
          ([key, value]) => localStorage.setItem(key!, value!),
          [
            CONSENT_STORAGE_KEY,
            serializeConsent(createConsent({ analytics: true, marketing: false, preferences: false })),
          ],
        );
        const release = await holdIslandCode(page);
        await open(page, '/service');
        await page.getByRole('button', { name: 'Cookie-Einstellungen' }).tap();
        const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('switch', { name: 'Statistik' })).toBeChecked();
        await expect(dialog.getByRole('switch', { name: 'Externe Medien' })).not.toBeChecked();
        await expectNotHydrated(page, '[data-testid="consent-button"]');
        release();
        await expect(page.locator('astro-island:has([data-testid="consent-button"])')).not.toHaveAttribute('ssr', /.*/);
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: 'Schließen' }).tap();
        await expect(dialog).toBeHidden();
        // Opened again by the island: the same dialog, the same values.
        await page.getByRole('button', { name: 'Cookie-Einstellungen' }).tap();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('switch', { name: 'Statistik' })).toBeChecked();
        await expectSamePage(page, '/service', navigations);
      });

      test('the settings dialog is drawn in the frame after the tap, and the page turns inert only after it', async ({
        page,
      }) => {
        await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/service');
        const button = page.getByRole('button', { name: 'Cookie-Einstellungen' });
        await expect(button).toBeVisible();
        // What the first frame after the click shows, as the page itself sees it.
        await page.evaluate(() => {
          const record = () => {
            const settings = document.querySelector('[data-testid="consent-dialog"]')!;
            const state = { shown: settings.checkVisibility(), modal: settings.matches(':modal') };
            (window as unknown as { __firstFrame: typeof state }).__firstFrame = state;
          };
          document.addEventListener('click', () => requestAnimationFrame(record), { capture: true, once: true });
        });
        await button.tap();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { __firstFrame?: unknown }).__firstFrame))
          .toEqual({ shown: true, modal: false });
        // Then the modal dialog it always was: focus inside, the page behind inert and still.
        const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
        await expect.poll(() => dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
        await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
        await expectNotHydrated(page, '[data-testid="consent-button"]');
        release();
      });

      test('"Menü öffnen" opens the mobile menu, natively and at once', async ({ page }) => {
        const navigations = await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/service');
        await page.getByRole('button', { name: 'Menü öffnen' }).tap();
        const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
        // Open before any island code has arrived.
        await expect(menu).toBeVisible();
        await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
        await expectNotHydrated(page, 'header');
        release();
        await expect(page.locator('header astro-island')).not.toHaveAttribute('ssr', /.*/);
        await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
        expect(await menu.evaluate((el) => el.matches(':popover-open'))).toBe(true);
        await expect(menu).toBeVisible();
        expect(await changes(page, /^toggle/)).toEqual(['toggle open']);
        await expectSamePage(page, '/service', navigations);
      });

      test('Escape closes the mobile menu before hydration, the focus back on its button; a tap beside it does not', async ({
        page,
      }) => {
        const navigations = await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/service');
        const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
        const button = page.getByRole('button', { name: /^Menü (öffnen|schließen)$/ });
        // By touch: opened, closed by Escape.
        await page.getByRole('button', { name: 'Menü öffnen' }).tap();
        await expect(menu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
        await expect(button).toHaveAccessibleName('Menü öffnen');
        // By keyboard: Enter opens it, Tab moves into it, Escape closes it and the focus goes back.
        await page.keyboard.press('Enter');
        await expect(menu).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(menu.getByRole('link', { name: 'Startseite' })).toBeFocused();
        // A tap beside it (on the header row, between logo and button) leaves it open: only its
        // button, Escape and a chosen link close it.
        await page.touchscreen.tap(280, 36);
        await expect(menu).toBeVisible();
        await menu.getByRole('link', { name: 'Startseite' }).focus();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
        // The chat's loading window opened from the open menu closes the menu (the two are never
        // open together); an Escape for it closes only that window.
        await button.tap();
        await page.getByTestId('chat-launcher').tap();
        const shell = page.locator('[data-chat-shell]');
        await expect(shell).toBeVisible();
        await expect(menu).toBeHidden();
        await page.keyboard.press('Escape');
        await expect(shell).toBeHidden();
        await expect(menu).toBeHidden();
        await button.tap();
        await expect(menu).toBeVisible();
        await expectNotHydrated(page, 'header');
        release();
        await expect(page.locator('header astro-island')).not.toHaveAttribute('ssr', /.*/);
        // After hydration the same (the focus is first moved off the launcher, whose tooltip an
        // Escape would close first).
        await expect(menu).toBeVisible();
        await menu.getByRole('link', { name: 'Startseite' }).focus();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
        await page.getByRole('button', { name: 'Menü öffnen' }).tap();
        await expect(menu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
        await expectSamePage(page, '/service', navigations);
      });

      test('the cookie banner stands above the open mobile menu, and a choice in it before hydration leaves the menu open', async ({
        page,
      }) => {
        const navigations = await prepare(page, cpuRate, { consent: false });
        const release = await holdIslandCode(page);
        await open(page, '/service');
        const banner = page.getByTestId('consent-banner');
        await expect(banner).toBeVisible();
        const before = await banner.boundingBox();
        await page.getByRole('button', { name: 'Menü öffnen' }).tap();
        const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
        await expect(menu).toBeVisible();
        // In the same place, and nothing over its text.
        await expect.poll(() => bannerOnTop(page)).toBe(true);
        expect(await banner.boundingBox()).toEqual(before);
        await banner.getByRole('button', { name: 'Alle akzeptieren' }).tap();
        await expect(banner).toBeHidden();
        await expect(menu).toBeVisible();
        await expectNotHydrated(page, '[data-testid="consent-banner"]');
        release();
        await expect(page.locator('astro-island:has([data-testid="consent-button"])')).not.toHaveAttribute('ssr', /.*/);
        await expect(banner).toHaveCount(0);
        await expect(menu).toBeVisible();
        await expectSamePage(page, '/service', navigations);
      });
    });

    test.describe('at 1280 px', () => {
      test('collection carousel: a thumbnail jumps to its model', async ({ page }) => {
        const navigations = await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/');
        const root = page.locator('[data-carousel="collection"]');
        await root.getByRole('button', { name: 'Cozy Comfort anzeigen' }).click();
        await expect(root).toHaveAttribute('data-index', '4');
        await expectShown(root.locator('[data-slide="cozy-comfort"]'), visibleArea(root));
        await expect(root.getByRole('button', { name: 'Cozy Comfort anzeigen' })).toHaveAttribute(
          'aria-current',
          'true',
        );
        await expect(root.locator('[data-carousel-counter]')).toHaveText('5 / 7');
        await expectNotHydrated(page, '[data-carousel="collection"]');
        release();
        await expectHydrated(page, '[data-carousel="collection"]');
        await expect(root.locator('[data-carousel-counter]')).toHaveText('5 / 7');
        await expect(root).toHaveAttribute('data-index', '4');
        await expectShown(root.locator('[data-slide="cozy-comfort"]'), visibleArea(root));
        expect(await changes(page, /^collection data-index/)).toEqual(['collection data-index=4']);
        await expectSamePage(page, '/', navigations);
      });

      test('reviews carousel: "Nächste Bewertungen" shows the next page', async ({ page }) => {
        const navigations = await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/');
        const root = page.locator('[data-carousel="reviews"]');
        await root.getByRole('button', { name: 'Nächste Bewertungen' }).click();
        await expect(root).toHaveAttribute('data-index', '1');
        await expectShown(root.locator('[data-review]').nth(3), visibleArea(root));
        await expect(root.getByRole('button', { name: 'Seite 2 von 2' })).toHaveAttribute('aria-current', 'true');
        await expectNotHydrated(page, '[data-carousel="reviews"]');
        release();
        await expectHydrated(page, '[data-carousel="reviews"]');
        await expect(root).toHaveAttribute('data-index', '1');
        await expectShown(root.locator('[data-review]').nth(3), visibleArea(root));
        expect(await changes(page, /^reviews data-index/)).toEqual(['reviews data-index=1']);
        await expectSamePage(page, '/', navigations);
      });

      test('collection carousel: the arrows work from the keyboard and wrap round before hydration', async ({
        page,
      }) => {
        const navigations = await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/');
        const root = page.locator('[data-carousel="collection"]');
        await root.getByRole('button', { name: 'Vorheriges Modell' }).focus();
        await page.keyboard.press('Enter');
        const last = collectionItems.length - 1;
        await expect(root).toHaveAttribute('data-index', String(last));
        await expectShown(root.locator(`[data-slide="${collectionItems[last]!.id}"]`), visibleArea(root));
        await root.getByRole('button', { name: 'Nächstes Modell' }).focus();
        await page.keyboard.press('Space');
        await expect(root).toHaveAttribute('data-index', '0');
        await expectShown(root.locator(`[data-slide="${collectionItems[0].id}"]`), visibleArea(root));
        await expect(root.locator('[data-carousel-counter]')).toHaveText(`1 / ${collectionItems.length}`);
        await expectNotHydrated(page, '[data-carousel="collection"]');
        release();
        await expectHydrated(page, '[data-carousel="collection"]');
        await expect(root).toHaveAttribute('data-index', '0');
        await expectShown(root.locator(`[data-slide="${collectionItems[0].id}"]`), visibleArea(root));
        await expectSamePage(page, '/', navigations);
      });

      test('the chat launcher closes the shell it opened, before hydration', async ({ page }) => {
        await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/garantie');
        const launcher = page.getByTestId('chat-launcher');
        const shell = page.locator('[data-chat-shell]');
        await launcher.click();
        await expect(shell).toBeVisible();
        await launcher.click();
        await expect(shell).toBeHidden();
        await expect(launcher).toBeFocused();
        await expectNotHydrated(page, '[data-testid="chat-launcher"]');
        release();
        await expectHydrated(page, '[data-testid="chat-launcher"]');
        await page.evaluate(() => new Promise((r) => setTimeout(r, 1000)));
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });

      test('every tap on the launcher toggles the chat during the hand-over, also one pressed while its icon changes', async ({
        context,
      }) => {
        test.setTimeout(150_000);
        // Taps after the first, spaced and held as a visitor's are; the islands' code and then the
        // window's code arrive while one of them is pressed (the launcher's icon changes then).
        const taps = fc
          .array(fc.record({ gap: fc.integer({ min: 0, max: 300 }), press: fc.integer({ min: 20, max: 400 }) }), {
            minLength: 1,
            maxLength: 5,
          })
          .chain((list) =>
            fc.record({
              list: fc.constant(list),
              islandsAt: fc.integer({ min: 0, max: list.length - 1 }),
              // The window's code comes after the launcher's (it is loaded by it).
              windowAt: fc.integer({ min: 0, max: list.length }),
            }),
          )
          .map(({ list, islandsAt, windowAt }) => ({ list, islandsAt, windowAt: Math.max(islandsAt, windowAt) }));
        await fc.assert(
          fc.asyncProperty(taps, async ({ list, islandsAt, windowAt }) => {
            const page = await context.newPage();
            try {
              await prepare(page, cpuRate);
              const release = await holdIslandCode(page);
              // The window's code is held longer than the launcher's (registered later, so asked first).
              let releaseWindow!: () => void;
              const windowCode = new Promise<void>((resolve) => (releaseWindow = resolve));
              await page.route(/\/_astro\/chat-window\.[^/]+\.js$/, async (route) => {
                await windowCode;
                await route.fallback();
              });
              await open(page, '/garantie');
              const launcher = page.getByTestId('chat-launcher');
              const shell = page.locator('[data-chat-shell]');
              // The first tap opens the shell natively, before any island code has arrived.
              await launcher.click();
              await expect(shell).toBeVisible();
              const box = (await launcher.boundingBox())!;
              // Pressed on the icon in the launcher's middle.
              await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
              for (const [i, { gap, press }] of list.entries()) {
                await page.waitForTimeout(gap);
                await page.mouse.down();
                if (i === islandsAt) {
                  release();
                  await expectHydrated(page, '[data-testid="chat-launcher"]');
                }
                if (i === windowAt) {
                  releaseWindow();
                  await expect(launcher).not.toHaveAttribute('aria-busy', /.*/);
                }
                await page.waitForTimeout(press);
                await page.mouse.up();
              }
              releaseWindow();
              const opened = (1 + list.length) % 2 === 1;
              const dialog = page.getByRole('dialog', { name: chatCopy.title });
              await expect(dialog).toBeVisible({ visible: opened });
              await expect(launcher).toHaveAttribute('aria-expanded', String(opened));
              await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
              await expect(dialog).toBeVisible({ visible: opened });
              await expect(shell).toBeHidden();
            } finally {
              await page.close();
            }
          }),
          // Each run is a page load at a slowed CPU: a few generated runs, and the reported case
          // (five taps 250 ms apart, the code arriving during the second and third).
          {
            numRuns: 4,
            examples: [
              [
                {
                  list: [
                    { gap: 190, press: 60 },
                    { gap: 190, press: 60 },
                    { gap: 190, press: 60 },
                    { gap: 190, press: 60 },
                  ],
                  islandsAt: 0,
                  windowAt: 1,
                },
              ],
            ],
          },
        );
      });

      test('the Produkte drop-down opens at once, and stays open when the header hydrates', async ({ page }) => {
        const navigations = await prepare(page, cpuRate);
        const release = await holdIslandCode(page);
        await open(page, '/service');
        const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
        const trigger = nav.getByRole('button', { name: 'Produkte' });
        await trigger.click();
        // Open before any island code has arrived: the native popover, below 'Produkte'.
        const early = nav.getByRole('link', { name: /^Matratzen/ });
        await expect(early).toBeVisible();
        const [link, button] = [await early.boundingBox(), await trigger.boundingBox()];
        expect(link!.y).toBeGreaterThan(button!.y + button!.height);
        await expectNotHydrated(page, 'header');
        release();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(nav.getByRole('link', { name: /^Matratzen/ })).toBeVisible();
        expect(await changes(page, /^Produkte aria-expanded/)).toEqual(['Produkte aria-expanded=true']);
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        // Radix owns it now: Escape closes it.
        await page.keyboard.press('Escape');
        await expect(nav.getByRole('link', { name: /^Matratzen/ })).toBeHidden();
        await expectSamePage(page, '/service', navigations);
      });
    });
  });
}

test('the home page loads no island code until the visitor scrolls a carousel into view', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/.+\.js$/.test(new URL(r.url()).pathname)) scripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r)));
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await page.locator('[data-carousel="collection"]').scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has([data-carousel="collection"])')).not.toHaveAttribute('ssr', /.*/);
  expect(scripts.some((u) => u.includes('collection-carousel'))).toBe(true);
});
