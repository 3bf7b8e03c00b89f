/**
 * The visual safety net: every route as a visitor sees it after the page has settled, at a phone
 * width (390 px, touch) and a desktop width (1280 px), compared pixel for pixel with the reference
 * images in tests/e2e/__screenshots__. A structural change must leave these unchanged; a
 * deliberate visual change updates the references in a commit of its own that says why
 * (`npx playwright test tests/e2e/visual.spec.ts --update-snapshots`).
 *
 * What is frozen so that two runs paint the same pixels: the consent is chosen before the page
 * loads (no banner), motion is reduced (no carousel autoplay, no smooth scrolling), the clock is
 * fixed, every island has hydrated (lazy images and visible islands load as the page is scrolled
 * through once), web fonts have loaded, and the text caret is hidden.
 */
import { expect, test, type Page } from '@playwright/test';
import { allRoutes } from '../../src/content/pages.ts';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '../../src/lib/consent.ts';
import { chromiumArgs, chromiumExecutable } from '../../scripts/lib/chromium.ts';
import { hydrateVisibleIslands } from './islands.ts';

/**
 * Software rendering that paints the same pixels on every run: text without sub-pixel
 * positioning or LCD anti-aliasing, whole tiles rasterised at once, one colour profile.
 */
const deterministicRendering = [
  '--font-render-hinting=none',
  '--disable-font-subpixel-positioning',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
  '--disable-checker-imaging',
  '--run-all-compositor-stages-before-draw',
  '--disable-threaded-animation',
  '--disable-threaded-scrolling',
];
const executablePath = chromiumExecutable();
test.use({
  launchOptions: {
    args: [...chromiumArgs, ...deterministicRendering],
    ...(executablePath ? { executablePath } : {}),
  },
});

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

/** A fixed Monday morning in Berlin: nothing on a page may depend on when the test runs. */
const FIXED_TIME = new Date('2026-11-23T09:30:00+01:00');

/** The 404 page is reached through an unknown path. */
const routes = [...allRoutes, '/gibt-es-nicht'];

function slug(route: string): string {
  return route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Lazy images would load only near the viewport; the reference shows them all.
    for (const img of document.querySelectorAll('img[loading="lazy"]')) img.setAttribute('loading', 'eager');
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
    }
    window.scrollTo(0, 0);
  });
  // Islands that hydrate when seen: each is brought into view until it has hydrated (a quick
  // scroll past may go unnoticed on a loaded machine, and the clock fixed above also fakes
  // requestAnimationFrame, so a step of the loop above is not always a painted frame).
  await hydrateVisibleIslands(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  // A key press that does nothing hydrates the islands that wait for the first interaction.
  await page.keyboard.press('Shift');
  // Generous: on a loaded machine hydrating every island of a long page takes a while.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((img) => !img.complete)
        .map((img) => new Promise((r) => img.addEventListener('load', r))),
    );
  });
}

for (const width of widths) {
  test.describe(`visual reference at ${width.viewport.width} px`, () => {
    test.use({
      viewport: width.viewport,
      isMobile: width.isMobile,
      hasTouch: width.hasTouch,
      reducedMotion: 'reduce',
    });

    for (const route of routes) {
      test(`${route} looks as in the reference`, async ({ page }) => {
        test.slow();
        // A choice stored at the page's fixed time: one from the machine's clock lies in the page's
        // future, which the site rejects, and the banner (sized by the viewport, which the capture
        // below changes) would show.
        const consent = serializeConsent(
          createConsent({ analytics: false, marketing: false, preferences: false }, FIXED_TIME.getTime()),
        );
        await page.addInitScript(([key, v]) => window.localStorage.setItem(key, v), [
          CONSENT_STORAGE_KEY,
          consent,
        ] as const);
        await page.clock.setFixedTime(FIXED_TIME);
        await page.goto(route);
        await settle(page);
        // The whole page in one viewport rather than Playwright's full-page capture: that capture
        // re-lays the page out behind the scenes, and a carousel measured then may sit 32 px off.
        // Nothing on these pages is sized by the viewport height (only closed overlays are).
        for (let tries = 0; tries < 5; tries++) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          if (height === page.viewportSize()!.height) break;
          await page.setViewportSize({ width: width.viewport.width, height });
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        }
        await expect(page).toHaveScreenshot(`${slug(route)}-${width.name}.png`, {
          // Scaled photos decode with a stray pixel or two from run to run (seen: up to 26 on a
          // page); a changed word, border or spacing differs in hundreds.
          maxDiffPixels: 64,
          timeout: 30_000,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  });
}
