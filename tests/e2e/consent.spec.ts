import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import fc from 'fast-check';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../src/lib/consent.ts';
import type { ConsentState } from '../../src/lib/consent-store.ts';
import { hydrateInteractionIslands } from '../../scripts/lib/islands.ts';
import { cspProblems } from '../support/csp-problems.ts';
import { settingsButtonPlace } from '../../src/content/consent.ts';
import { typeset } from '../../src/lib/typography.ts';

/**
 * Cookie consent end to end, with the network recorded. The test build carries test tag ids
 * (`npm test` builds with PUBLIC_GTM_ID=GTM-TEST000 PUBLIC_GA4_ID=G-TEST00000); Google's hosts
 * are answered locally by route interception, so nothing leaves the machine.
 */

const DAY = 24 * 60 * 60 * 1000;
const GTM_URL = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST000';
const GA4_URL = 'https://www.googletagmanager.com/gtag/js?id=G-TEST00000';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Recorder {
  /** Every request URL the page made. */
  all: string[];
  /** Requests to any host but the site's own. */
  foreign: () => string[];
}

async function record(page: Page, baseURL: string): Promise<Recorder> {
  const all: string[] = [];
  const site = new URL(baseURL).host;
  page.on('request', (req) => all.push(req.url()));
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics)\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__tagLoaded = true;' }),
  );
  return {
    all,
    foreign: () => all.filter((u) => !u.startsWith('data:') && new URL(u).host !== site),
  };
}

/** dataLayer entries as plain arrays (gtag pushes Arguments objects). */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((e) =>
      typeof e === 'object' && e !== null && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e,
    ),
  );
}

function storedConsent(page: Page): Promise<ConsentState | null> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as ConsentState | null,
    CONSENT_STORAGE_KEY,
  );
}

/** Stores a choice before the page's own scripts run. */
async function seedConsent(page: Page, value: Record<string, unknown>) {
  await page.addInitScript(
    ([key, json]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, json);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [CONSENT_STORAGE_KEY, JSON.stringify(value)] as const,
  );
}

/** The banner (a non-modal dialog named by its heading). */
const banner = (page: Page) => page.getByTestId('consent-banner');
const cookieButton = (page: Page) => page.getByRole('button', { name: 'Cookie-Einstellungen' });
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie-Einstellungen' });

const CONSENT_DEFAULT = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  personalization_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: 2000,
};

test.describe('cookie consent', () => {
  test('the test build has the test tag ids in basic mode', async ({ page }) => {
    await page.goto('/');
    const config = JSON.parse((await page.locator('#consent-config').textContent()) ?? '{}') as unknown;
    expect(config, 'build with PUBLIC_GTM_ID=GTM-TEST000 PUBLIC_GA4_ID=G-TEST00000 (npm test)').toMatchObject({
      mode: 'basic',
      gtmId: 'GTM-TEST000',
      ga4Id: 'G-TEST00000',
    });
  });

  test('first visit: banner, consent default first in dataLayer, 0 requests to other hosts', async ({
    page,
    baseURL,
  }) => {
    const net = await record(page, baseURL!);
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(['consent', 'default', CONSENT_DEFAULT]);
    expect(layer[1]).toEqual(['set', 'ads_data_redaction', true]);
    expect(layer.some((e) => Array.isArray(e) && e[0] === 'event')).toBe(false);
    expect(net.foreign()).toEqual([]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    // Equal prominence: same size, colours and weight for refusing and accepting.
    const style = (name: string) =>
      banner(page)
        .getByRole('button', { name, exact: true })
        .evaluate((el) => {
          const s = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          return [Math.round(r.width), Math.round(r.height), s.backgroundColor, s.color, s.fontWeight, s.fontSize];
        });
    expect(await style('Ablehnen')).toEqual(await style('Alle akzeptieren'));
  });

  test('the banner does not shift the layout', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  });

  test('the banner leaves the chat launcher visible and usable at every width', async ({ page }) => {
    const launcher = page.getByTestId('chat-launcher');
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    // Around each width where a rule changes (480 px: the launcher's place; 640 px: the banner's).
    for (const width of [320, 390, 479, 480, 560, 639, 640, 647, 648, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      const [b, l] = [(await banner(page).boundingBox())!, (await launcher.boundingBox())!];
      const apart = b.x + b.width <= l.x || l.x + l.width <= b.x || b.y + b.height <= l.y || l.y + l.height <= b.y;
      expect(apart, `banner and launcher overlap at ${width} px`).toBe(true);
      // Nothing lies over the launcher's middle, and the banner stays a large panel on screen.
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="chat-launcher"]') !== null,
        [l.x + l.width / 2, l.y + l.height / 2],
      );
      expect(hit, `launcher covered at ${width} px`).toBe(true);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.width).toBeGreaterThanOrEqual(Math.min(width - 24, 544));
    }
    // The chat opens and closes with the banner still waiting for a choice.
    await page.setViewportSize({ width: 390, height: 844 });
    await launcher.click();
    await expect(page.getByRole('dialog', { name: 'Chat-Assistent' }).getByRole('textbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Chat-Assistent' })).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
  });

  for (const name of ['Alle akzeptieren', 'Ablehnen'] as const) {
    for (const how of ['click', 'keyboard'] as const) {
      test(`'${name}' (${how}) with the chat open leaves the focus in the chat; Escape then returns it to the launcher`, async ({
        page,
      }) => {
        const launcher = page.getByTestId('chat-launcher');
        const chat = page.getByRole('dialog', { name: 'Chat-Assistent' });
        const input = chat.getByRole('textbox');
        await page.goto('/');
        await hydrateInteractionIslands(page);
        await expect(banner(page)).toBeVisible();
        await launcher.click();
        await expect(input).toBeFocused();
        await input.fill('Lieferzeit');
        const button = banner(page).getByRole('button', { name, exact: true });
        if (how === 'click') await button.click();
        else {
          await button.focus();
          await page.keyboard.press('Enter');
        }
        await expect(banner(page)).toHaveCount(0);
        await expect(chat).toBeVisible();
        await expect(input).toBeFocused();
        await expect(input).toHaveValue('Lieferzeit');
        await page.keyboard.press('Escape');
        await expect(chat).toHaveCount(0);
        await expect(launcher).toBeFocused();
      });
    }
  }

  test('a choice in the banner with focus from the page continues at the main content', async ({ page }) => {
    await page.goto('/');
    await hydrateInteractionIslands(page);
    await page.getByRole('link').first().focus();
    await banner(page).getByRole('button', { name: 'Ablehnen', exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
  });

  test('the three choices are fully visible at any viewport of at least 320 x 360 px, and of equal weight', async ({
    page,
  }) => {
    const launcher = page.getByTestId('chat-launcher');
    await page.goto('/');
    await hydrateInteractionIslands(page);
    await expect(banner(page)).toBeVisible();
    // Short and narrow viewports (200 % zoom of 1280 x 800, a phone on its side) and generated
    // ones, around the widths where a rule changes.
    const named = [
      [640, 400],
      [844, 390],
      [320, 640],
      [320, 360],
      [390, 844],
      [1280, 800],
      [647, 360],
      [648, 360],
    ];
    const generated = fc.sample(fc.tuple(fc.integer({ min: 320, max: 1400 }), fc.integer({ min: 360, max: 900 })), {
      numRuns: 12,
      seed: 31,
    });
    for (const [width, height] of [...named, ...generated] as [number, number][]) {
      await page.setViewportSize({ width, height });
      const at = `at ${width}x${height}`;
      const b = (await banner(page).boundingBox())!;
      const boxes = [];
      for (const name of ['Ablehnen', 'Alle akzeptieren', 'Einstellungen']) {
        const button = banner(page).getByRole('button', { name, exact: true });
        const r = (await button.boundingBox())!;
        boxes.push(r);
        // Inside the viewport, inside the banner and inside every box that clips it.
        const visible = await button.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const inside = (c: DOMRect) =>
            r.left >= c.left - 0.5 && r.right <= c.right + 0.5 && r.top >= c.top - 0.5 && r.bottom <= c.bottom + 0.5;
          if (!inside(new DOMRect(0, 0, window.innerWidth, window.innerHeight))) return false;
          for (let p = el.parentElement; p; p = p.parentElement) {
            if (getComputedStyle(p).overflow !== 'visible' && !inside(p.getBoundingClientRect())) return false;
          }
          return true;
        });
        expect(visible, `${name} cut off ${at}`).toBe(true);
        expect(r.y).toBeGreaterThanOrEqual(b.y);
        expect(r.y + r.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
        // Nothing lies over it.
        const hit = await page.evaluate(
          ([x, y, n]) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() === n,
          [r.x + r.width / 2, r.y + r.height / 2, name] as const,
        );
        expect(hit, `${name} covered ${at}`).toBe(true);
      }
      // Refusing weighs as much as accepting.
      expect([boxes[0]!.width, boxes[0]!.height], at).toEqual([boxes[1]!.width, boxes[1]!.height]);
      // Below 648 px it stands above the chat launcher, never over it.
      const l = (await launcher.boundingBox())!;
      const apart = b.x + b.width <= l.x || l.x + l.width <= b.x || b.y + b.height <= l.y || l.y + l.height <= b.y;
      if (width < 648) expect(apart, `banner over the launcher ${at}`).toBe(true);
    }
  });

  for (const width of [320, 390, 600]) {
    test(`the open mobile menu never covers the banner: it stands above it, in its place, and answers (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
      const menuButton = page.getByRole('button', { name: /^Menü (öffnen|schließen)$/ });
      const launcher = page.getByTestId('chat-launcher');
      await page.goto('/service');
      await expect(banner(page)).toBeVisible();
      const place = await banner(page).boundingBox();
      /** Every point of a grid over the banner (inside its rounded corners) hits the banner. */
      const onTop = () =>
        banner(page).evaluate((el) => {
          const r = el.getBoundingClientRect();
          const points = [0, 1, 2, 3, 4].flatMap((i) =>
            [0, 1, 2, 3, 4].map((j) => [
              r.left + 16 + ((r.width - 32) * i) / 4,
              r.top + 16 + ((r.height - 32) * j) / 4,
            ]),
          );
          return points.every(([x, y]) => el.contains(document.elementFromPoint(x!, y!)));
        });
      // Opened before and after the header has hydrated, and again after closing it.
      for (const when of ['first', 'hydrated', 'again']) {
        if (when === 'hydrated') await hydrateInteractionIslands(page);
        await menuButton.click();
        await expect(menu).toBeVisible();
        await expect.poll(onTop, `banner covered (${when})`).toBe(true);
        // No shift, the launcher still beside it, refusing as prominent as accepting.
        expect(await banner(page).boundingBox()).toEqual(place);
        const l = (await launcher.boundingBox())!;
        const b = place!;
        expect(b.x + b.width <= l.x || l.x + l.width <= b.x || b.y + b.height <= l.y || l.y + l.height <= b.y).toBe(
          true,
        );
        const [reject, accept] = await Promise.all(
          ['Ablehnen', 'Alle akzeptieren'].map((name) =>
            banner(page)
              .getByRole('button', { name, exact: true })
              .evaluate((el) => {
                const s = getComputedStyle(el);
                const r = el.getBoundingClientRect();
                return [r.width, r.height, s.backgroundColor, s.color, s.fontWeight, s.fontSize];
              }),
          ),
        );
        expect(reject).toEqual(accept);
        if (when === 'again') break;
        // Closed, the banner is back on the page, in the same place.
        await menuButton.click();
        await expect(menu).toBeHidden();
        await expect(banner(page)).toBeVisible();
        expect(await banner(page).evaluate((el) => el.matches(':popover-open'))).toBe(false);
        expect(await banner(page).boundingBox()).toEqual(place);
      }
      // Answered over the open menu: the banner goes, the menu stays.
      await banner(page).getByRole('button', { name: 'Ablehnen', exact: true }).click();
      await expect(banner(page)).toHaveCount(0);
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });
  }

  test('reject stores all false and loads no script', async ({ page, baseURL }) => {
    const net = await record(page, baseURL!);
    await page.goto('/kontakt');
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner(page)).toBeHidden();
    const stored = await storedConsent(page);
    expect(stored).toEqual({
      analytics: false,
      marketing: false,
      preferences: false,
      timestamp: expect.any(Number),
      version: CONSENT_VERSION,
    });
    expect(Math.abs((stored?.timestamp ?? NaN) - Date.now())).toBeLessThan(60_000);
    const layer = await dataLayer(page);
    expect(layer.filter((e) => Array.isArray(e) && e[1] === 'update')).toEqual([
      [
        'consent',
        'update',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          personalization_storage: 'denied',
          functionality_storage: 'granted',
          security_storage: 'granted',
        },
      ],
    ]);
    await page.waitForLoadState('networkidle');
    expect(net.foreign()).toEqual([]);
    expect(layer.some((e) => Array.isArray(e) && e[1] === 'page_view')).toBe(false);
    await expect(cookieButton(page)).toBeVisible();
  });

  test('accept all loads both scripts, sends the update and one page view', async ({ page, baseURL }) => {
    const net = await record(page, baseURL!);
    await page.goto('/produkte/matratzen');
    await expect(banner(page)).toBeVisible();
    expect(net.foreign()).toEqual([]);
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => net.foreign().sort()).toEqual([GTM_URL, GA4_URL].sort());
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __tagLoaded?: boolean }).__tagLoaded))
      .toBe(true);
    expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: false, preferences: true });
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(['consent', 'default', CONSENT_DEFAULT]);
    // Only analytics follows a category; ad and personalisation signals stay denied.
    expect(layer).toContainEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
        personalization_storage: 'denied',
        functionality_storage: 'granted',
        security_storage: 'granted',
      },
    ]);
    expect(layer).toContainEqual([
      'config',
      'G-TEST00000',
      {
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
        send_page_view: false,
      },
    ]);
    const title = await page.title();
    expect(layer.filter((e) => Array.isArray(e) && e[1] === 'page_view')).toEqual([
      [
        'event',
        'page_view',
        { page_path: '/produkte/matratzen', page_title: title, page_location: `${baseURL}/produkte/matratzen` },
      ],
    ]);

    // Next page load: the head script loads the scripts at once, one page view again, no banner.
    net.all.length = 0;
    await page.goto('/garantie');
    await expect(cookieButton(page)).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => net.foreign().sort()).toEqual([GTM_URL, GA4_URL].sort());
    await expect
      .poll(async () => (await dataLayer(page)).filter((e) => Array.isArray(e) && e[1] === 'page_view'))
      .toEqual([['event', 'page_view', expect.objectContaining({ page_path: '/garantie' })]]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the banner offers only the categories a service uses, each naming service, provider, purpose, cookies and lifetime', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).not.toContainText('Marketing');
    await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
    const dialog = settingsDialog(page);
    const switches = dialog.getByRole('switch');
    await expect(switches).toHaveCount(2);
    await expect(dialog.getByRole('switch', { name: 'Statistik' })).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Externe Medien' })).toBeVisible();
    await expect(dialog.getByRole('switch', { name: /Marketing|Präferenzen/ })).toHaveCount(0);
    await expect(dialog).not.toContainText(/Werbung zu personalisieren|persönliche Einstellungen/);
    const analytics = dialog.locator('[data-consent-service="Google Tag Manager und Google Analytics 4"]');
    await expect(analytics).toContainText('Anbieter:Google Ireland Limited');
    await expect(analytics).toContainText('Cookies:„_ga“ und „_ga_<ID>“');
    await expect(analytics).toContainText('Speicherdauer:bis zu 2 Jahre');
    const maps = dialog.locator('[data-consent-service="Google Maps"]');
    await expect(maps).toContainText('Zweck:Anzeige der eingebetteten Karte');
    await expect(maps).toContainText('Speicherdauer:bis zu 6 Monate');
  });

  test('settings save a partial choice; reload shows no banner', async ({ page, baseURL }) => {
    const net = await record(page, baseURL!);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
    const dialog = settingsDialog(page);
    const switches = dialog.getByRole('switch');
    await expect(switches).toHaveCount(2);
    for (const s of await switches.all()) await expect(s).not.toBeChecked();
    await expect(dialog.getByText('Immer aktiv')).toBeVisible();
    await dialog.getByRole('switch', { name: 'Externe Medien' }).click();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false, preferences: true });
    // The map category is no Google consent signal: everything but the necessary stays denied.
    expect(await dataLayer(page)).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({
        analytics_storage: 'denied',
        ad_storage: 'denied',
        personalization_storage: 'denied',
      }),
    ]);
    await page.reload();
    await expect(cookieButton(page)).toBeVisible();
    await expect(banner(page)).toBeHidden();
    // The stored choice is applied before anything else on the new load; no script in basic mode.
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(['consent', 'default', CONSENT_DEFAULT]);
    expect(layer[2]).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
    await page.waitForLoadState('networkidle');
    expect(net.foreign()).toEqual([]);
  });

  test('a choice stored 366 days ago shows the banner again; 364 days ago does not', async ({ page }) => {
    await seedConsent(page, {
      analytics: true,
      marketing: true,
      preferences: true,
      timestamp: Date.now() - 366 * DAY,
      version: CONSENT_VERSION,
    });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect((await dataLayer(page)).filter((e) => Array.isArray(e) && e[1] === 'update')).toEqual([]);

    await page.evaluate(([key, json]) => localStorage.setItem(key, json), [
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        analytics: false,
        marketing: false,
        preferences: false,
        timestamp: Date.now() - 364 * DAY,
        version: CONSENT_VERSION,
      }),
    ] as const);
    await page.reload();
    await expect(cookieButton(page)).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('a choice under an older policy version shows the banner again', async ({ page }) => {
    await seedConsent(page, {
      analytics: false,
      marketing: false,
      preferences: false,
      timestamp: Date.now(),
      version: CONSENT_VERSION - 1,
    });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
  });

  test('the floating button reopens the dialog with the current values', async ({ page }) => {
    await seedConsent(page, {
      analytics: true,
      marketing: false,
      preferences: true,
      timestamp: Date.now() - DAY,
      version: CONSENT_VERSION,
    });
    await page.route(/googletagmanager\.com/, (route) => route.fulfill({ status: 200, body: '' }));
    await page.goto('/');
    const button = cookieButton(page);
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeLessThan(40);
    expect(box.y + box.height).toBeGreaterThan(800 - 40);
    await button.click();
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Statistik' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Externe Medien' })).toBeChecked();
    await dialog.getByRole('switch', { name: 'Statistik' }).click();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false, preferences: true });

    await button.click();
    await expect(settingsDialog(page).getByRole('switch', { name: 'Statistik' })).not.toBeChecked();
    await settingsDialog(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(settingsDialog(page)).toHaveCount(0);

    // The banner and the Datenschutz page name the button's place as it is (bottom left), in one wording.
    expect(settingsButtonPlace).toMatch(/unten links/);
    await page.goto('/datenschutz');
    await expect(page.getByRole('main')).toContainText(typeset(settingsButtonPlace));
  });

  test('the settings dialog shows before the page turns inert, and a key pressed in between meets the modal dialog', async ({
    page,
  }) => {
    await seedConsent(page, {
      analytics: false,
      marketing: false,
      preferences: false,
      timestamp: Date.now() - DAY,
      version: CONSENT_VERSION,
    });
    await page.goto('/garantie');
    await hydrateInteractionIslands(page);
    const dialog = settingsDialog(page);
    for (const opener of ['button', 'script'] as const) {
      // Opened and pressed in one task: the dialog shows as a popover, not yet modal, and the
      // key press makes it modal before the key does anything.
      const states = await page.evaluate((by) => {
        const settings = document.querySelector<HTMLDialogElement>('[data-testid="consent-dialog"]')!;
        const state = () => ({ shown: settings.checkVisibility(), modal: settings.matches(':modal') });
        if (by === 'button') document.querySelector<HTMLButtonElement>('[data-testid="consent-button"]')!.click();
        else settings.showPopover();
        const opened = state();
        // Focus moved within the dialog before it turns modal stays there.
        const reject = [...settings.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Ablehnen')!;
        reject.focus();
        reject.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
        return { opened, pressed: state(), focusKept: document.activeElement === reject };
      }, opener);
      expect(states).toEqual({
        opened: { shown: true, modal: false },
        pressed: { shown: true, modal: true },
        focusKept: true,
      });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    // Left alone, it turns modal after its first frame.
    await cookieButton(page).click();
    await expect.poll(() => dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cookieButton(page)).toBeFocused();
  });

  test('the settings dialog keeps the page behind still and breaks no rule of the Content Security Policy', async ({
    page,
  }) => {
    const problems = await cspProblems(page);
    await seedConsent(page, {
      analytics: false,
      marketing: false,
      preferences: false,
      timestamp: Date.now() - DAY,
      version: CONSENT_VERSION,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/garantie');
    await cookieButton(page).click();
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await overflow()).toBe('hidden');
    // The wheel over the backdrop does not move the page.
    await page.mouse.move(195, 20);
    await page.mouse.wheel(0, 800);
    await expect(dialog).toBeVisible();
    const scrollY = await page.evaluate(
      () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY)))),
    );
    expect(scrollY).toBe(0);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await overflow()).toBe('visible');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('the whole flow works by keyboard', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    // The banner takes focus on arrival; Tab walks its links and buttons.
    await expect(banner(page)).toBeFocused();
    const expectFocus = (name: string) => expect(page.locator(':focus')).toHaveAccessibleName(name);
    await page.keyboard.press('Tab');
    await expectFocus('Datenschutzerklärung');
    await page.keyboard.press('Tab');
    await expectFocus('Impressum');
    await page.keyboard.press('Tab');
    await expectFocus('Ablehnen');
    await page.keyboard.press('Tab');
    await expectFocus('Alle akzeptieren');
    await page.keyboard.press('Tab');
    await expectFocus('Einstellungen');
    await page.keyboard.press('Enter');
    // The settings dialog: focus starts on its first control.
    await expect(settingsDialog(page)).toBeVisible();
    await expectFocus('Schließen');
    await page.keyboard.press('Tab');
    await expectFocus('Statistik');
    await page.keyboard.press('Space');
    await expect(page.locator(':focus')).toBeChecked();
    // Escape cancels: focus returns to 'Einstellungen', and the dialog opens again unticked.
    await page.keyboard.press('Escape');
    await expect(settingsDialog(page)).toBeHidden();
    await expectFocus('Einstellungen');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expectFocus('Statistik');
    await expect(page.locator(':focus')).not.toBeChecked();
    await page.keyboard.press('Space');
    for (const name of ['Externe Medien', 'Ablehnen', 'Alle akzeptieren', 'Auswahl speichern']) {
      await page.keyboard.press('Tab');
      await expectFocus(name);
    }
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();
    expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: false, preferences: false });

    // The overlays follow the header in source order (their markup is part of the first view):
    // reach the cookie button by Tab from the header and change the choice in the dialog.
    await page.locator('body > header').locator(':is(a, button):visible').last().focus();
    await page.keyboard.press('Tab');
    await expect(cookieButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Statistik' })).toBeChecked();
    // The page behind is inert: Tab never leaves the dialog for it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cookieButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ablehnen' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false, preferences: false });
  });

  for (const width of [390, 1280]) {
    test(`axe: 0 violations with banner and dialog open at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 844 });
      const check = async (label: string) => {
        const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary, label).toEqual([]);
      };
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await check('banner');
      await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
      await expect(settingsDialog(page).getByRole('switch')).toHaveCount(2);
      await check('settings opened from the banner');
      await settingsDialog(page).getByRole('button', { name: 'Ablehnen' }).click();
      await cookieButton(page).click();
      await expect(settingsDialog(page)).toBeVisible();
      await check('dialog');
    });
  }

  test('the cookie button tooltip opens after 700 ms', async ({ page }) => {
    await seedConsent(page, {
      analytics: false,
      marketing: false,
      preferences: false,
      timestamp: Date.now(),
      version: CONSENT_VERSION,
    });
    await page.clock.install();
    await page.goto('/');
    const button = cookieButton(page);
    await expect(button).toBeVisible();
    await hydrateInteractionIslands(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await button.hover();
    await page.clock.runFor(650);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole('tooltip')).toHaveText('Cookie-Einstellungen');
  });
});
