import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '../../src/lib/consent.ts';
import { collectionItems } from '../../src/content/collection.ts';
import { allPages } from '../../src/content/pages.ts';
import { openingHours } from '../../src/content/site.ts';
import { typeset } from '../../src/lib/typography.ts';
import { entrySection } from '../support/page-entries.ts';

const { categories: faqCategories } = entrySection('/', 'faq-categories');
const sleepshort = allPages.find((p) => p.path === '/sleepshort')!;

/** Stores a consent before the page loads, so the banner stays closed during the test. */
async function withConsent(page: Page, preferences = false) {
  const value = serializeConsent(createConsent({ analytics: false, marketing: false, preferences }));
  await page.addInitScript(([key, v]) => window.localStorage.setItem(key, v), [CONSENT_STORAGE_KEY, value] as const);
}

/** Never talk to Google from tests: answer the map frame locally. */
async function stubGoogle(page: Page) {
  await page.route(/^https:\/\/(www\.)?google\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Karte</title>' }),
  );
}

/** Fake browser clock, paused: time moves only through `page.clock.runFor`. */
async function pausedClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/** Scrolls an island into view and waits until Astro has hydrated it. */
async function hydrated(page: Page, selector: string) {
  const root = page.locator(selector);
  await root.scrollIntoViewIfNeeded();
  await expect(page.locator(`astro-island:has(${selector})`)).not.toHaveAttribute('ssr', /.*/);
  return root;
}

test.describe('home page structure', () => {
  test('one h1 about own-made beds, eight benefits, sections in order', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Boxspringbetten aus eigener Herstellung – ohne Zwischenhändler');
    await expect(page.locator('#home-title ~ ul > li')).toHaveCount(8);
    const ids = await page
      .locator('main > section, main > astro-island > section')
      .evaluateAll((els) => els.map((e) => e.id || e.getAttribute('aria-labelledby')));
    expect(ids).toEqual([
      'home-title',
      'warum-wir',
      'kollektion',
      'schlafsysteme',
      'familienbetrieb',
      'bewertungen',
      'qualitaet',
      'massanfertigung',
      'lieferservice',
      'closing-title',
      'faq',
      'kontakt',
    ]);
    await expect(page.locator('#warum-wir li')).toHaveCount(8);
    const systems = page.locator('#schlafsysteme > div > ul > li');
    await expect(systems).toHaveCount(2);
    for (const card of await systems.all()) await expect(card).toContainText(typeset('1-2 Wochen'));
  });

  test('the hero advice box shows phone and the hero hours reading', async ({ page }) => {
    await page.goto('/');
    const box = page.locator('#hero-advice');
    await expect(box.getByRole('link', { name: '0271 000 000 0' })).toHaveAttribute('href', 'tel:+492710000000');
    const rows = await box.locator('dl > div').evaluateAll((els) => els.map((e) => e.textContent?.trim()));
    // The hero reading of the hours in the data file (typeset: en dash, no-break space before 'Uhr').
    expect(rows).toEqual(openingHours.hero.map((r) => r.days + r.hours));
  });

  test('the contact section shows the contact hours reading and the directions', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#kontakt');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Kontakt & Beratung');
    const rows = await section
      .locator('[data-hours="contact"] > div')
      .evaluateAll((els) => els.map((e) => [...e.children].map((c) => c.textContent?.trim())));
    expect(rows).toEqual(openingHours.contact.map((r) => [r.days, r.hours]));
    await expect(section).toContainText('A45, Ausfahrt Siegen Süd');
    await expect(section).toContainText('Kostenlose Parkplätze');
    await expect(section.getByRole('link', { name: 'info@schlafmanufaktur.example' }).first()).toHaveAttribute(
      'href',
      'mailto:info@schlafmanufaktur.example',
    );
  });

  test('/sleepshort stacks the same sections with its own meta', async ({ page }) => {
    await page.goto('/sleepshort');
    await expect(page).toHaveTitle(sleepshort.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sleepshort$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', sleepshort.description);
    await expect(page.locator('h1')).toHaveCount(1);
    for (const id of ['kollektion', 'bewertungen', 'faq', 'kontakt'])
      await expect(page.locator(`#${id}`)).toHaveCount(1);
  });
});

test.describe('collection carousel', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
    await pausedClock(page);
    await page.goto('/');
  });

  test('seven items and dots; links to /kontakt and /produkte', async ({ page }) => {
    const root = await hydrated(page, '[data-carousel="collection"]');
    await expect(root.locator('[data-slide]')).toHaveCount(7);
    expect(
      await root.locator('[data-slide]').evaluateAll((els) => els.map((e) => e.getAttribute('data-slide'))),
    ).toEqual(collectionItems.map((i) => i.id));
    await expect(root.locator('[data-dots="collection"] button')).toHaveCount(7);
    await expect(root).toHaveAttribute('data-index', '0');
    const section = page.locator('#kollektion');
    await expect(section.getByRole('link', { name: 'Jetzt Beratung vereinbaren' })).toHaveAttribute('href', '/kontakt');
    await expect(section.getByRole('link', { name: 'Alle Produkte ansehen' })).toHaveAttribute('href', '/produkte');
  });

  test('autoplay advances after 5 s; pause stops it; play resumes', async ({ page }) => {
    const root = await hydrated(page, '[data-carousel="collection"]');
    await page.clock.runFor(4900);
    await expect(root).toHaveAttribute('data-index', '0');
    await page.clock.runFor(100);
    await expect(root).toHaveAttribute('data-index', '1');
    await expect(root.getByRole('button', { name: 'Modell 2 von 7 anzeigen' })).toHaveAttribute('aria-current', 'true');

    await root.getByRole('button', { name: 'Automatische Wiedergabe anhalten' }).click();
    await page.mouse.click(5, 5);
    await page.clock.runFor(20_000);
    await expect(root).toHaveAttribute('data-index', '1');

    await root.getByRole('button', { name: 'Automatische Wiedergabe starten' }).click();
    await page.mouse.click(5, 5);
    await page.clock.runFor(5000);
    await expect(root).toHaveAttribute('data-index', '2');
  });

  test('previous wraps to the last item, dots and thumbnails jump', async ({ page }) => {
    const root = await hydrated(page, '[data-carousel="collection"]');
    await root.getByRole('button', { name: 'Vorheriges Modell' }).click();
    await expect(root).toHaveAttribute('data-index', '6');
    await root.getByRole('button', { name: 'Nächstes Modell' }).click();
    await expect(root).toHaveAttribute('data-index', '0');
    await root.getByRole('button', { name: 'Modell 4 von 7 anzeigen' }).click();
    await expect(root).toHaveAttribute('data-index', '3');
    await root.getByRole('button', { name: 'Cozy Comfort anzeigen' }).click();
    await expect(root).toHaveAttribute('data-index', '4');
    await expect(root.locator('[data-slide="cozy-comfort"]')).not.toHaveAttribute('aria-hidden', 'true');
  });

  test('arrow keys step it and keyboard focus inside pauses autoplay', async ({ page }) => {
    const root = await hydrated(page, '[data-carousel="collection"]');
    await root.getByRole('button', { name: 'Nächstes Modell' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(root).toHaveAttribute('data-index', '1');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(root).toHaveAttribute('data-index', '6');
    await expect(root).toHaveAttribute('data-autoplay', 'off');
    await page.clock.runFor(20_000);
    await expect(root).toHaveAttribute('data-index', '6');
  });
});

test('the thumbnails keep their size when their pictures arrive with hydration', async ({ page }) => {
  await withConsent(page);
  // Hold the islands' code so the thumbnails can be measured before hydration.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const thumbs = page.getByRole('list', { name: 'Vorschaubilder' });
  await thumbs.scrollIntoViewIfNeeded();
  const boxes = () =>
    thumbs.evaluate((ul) =>
      [ul, ...ul.querySelectorAll('button')].map((el) => {
        const r = el.getBoundingClientRect();
        return [r.width, r.height];
      }),
    );
  await expect(thumbs.locator('img')).toHaveCount(0);
  const before = await boxes();
  release();
  await expect(thumbs.locator('img')).toHaveCount(collectionItems.length);
  expect(await boxes()).toEqual(before);
});

test.describe('collection carousel with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('does not autoplay', async ({ page }) => {
    await withConsent(page);
    await pausedClock(page);
    await page.goto('/');
    const root = await hydrated(page, '[data-carousel="collection"]');
    await expect(root.getByRole('button', { name: 'Automatische Wiedergabe starten' })).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(root).toHaveAttribute('data-index', '0');
  });
});

/** How many review cards lie fully inside the carousel's visible area. */
async function visibleReviews(page: Page) {
  return page.locator('[data-carousel="reviews"]').evaluate((root) => {
    const clip = root.querySelector('ul')!.parentElement!.getBoundingClientRect();
    return [...root.querySelectorAll('[data-review]')].filter((li) => {
      const r = li.getBoundingClientRect();
      return r.left >= clip.left - 1 && r.right <= clip.right + 1;
    }).length;
  });
}

test.describe('reviews carousel', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
    await pausedClock(page);
  });

  test('3 reviews per page at 1280 px, 2 pages, aggregate 4,6 from 113', async ({ page }) => {
    await page.goto('/');
    const root = await hydrated(page, '[data-carousel="reviews"]');
    await expect.poll(() => visibleReviews(page)).toBe(3);
    await expect(root.locator('[data-dots="reviews"] button')).toHaveCount(2);
    await expect(root.locator('[data-review]')).toHaveCount(6);
    const stars = await root.locator('[data-review] .sr-only').allTextContents();
    expect(stars).toEqual(['5', '5', '5', '4', '5', '4'].map((r) => `${r} von 5 Sternen`));
    for (const card of await root.locator('[data-review]').all()) await expect(card).toContainText('Google Bewertung');
    const aggregate = page.locator('#rating-aggregate');
    await expect(aggregate).toContainText('4,6');
    await expect(aggregate).toContainText('113 Bewertungen');
    // Drawn to the value: four full stars and the fifth filled to 60 % (a clipped copy on top).
    await expect(aggregate.locator('svg use')).toHaveCount(6);
    await expect(aggregate.locator('svg use.fill-brass-500')).toHaveCount(5);
    await expect(aggregate.locator('svg use[clip-path]')).toHaveCount(1);
  });

  test('advances every 5 s with wrap and pauses while the pointer is over the controls', async ({ page }) => {
    await page.goto('/');
    const root = await hydrated(page, '[data-carousel="reviews"]');
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await expect(root).toHaveAttribute('data-index', '1');
    await page.clock.runFor(5000);
    await expect(root).toHaveAttribute('data-index', '0');

    // Odd numbers of 5 s steps: with 2 pages a missing pause would end on page 2.
    await root.getByRole('button', { name: 'Nächste Bewertungen' }).hover();
    await page.clock.runFor(15_000);
    await expect(root).toHaveAttribute('data-index', '0');
    await root.getByRole('button', { name: 'Seite 2 von 2' }).hover();
    await page.clock.runFor(15_000);
    await expect(root).toHaveAttribute('data-index', '0');

    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await expect(root).toHaveAttribute('data-index', '1');
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('shows 1 review per page and 6 page dots', async ({ page }) => {
      await page.goto('/');
      const root = await hydrated(page, '[data-carousel="reviews"]');
      await expect(root).toHaveAttribute('data-per-page', '1');
      await expect.poll(() => visibleReviews(page)).toBe(1);
      await expect(root.locator('[data-dots="reviews"] button')).toHaveCount(6);
      await root.getByRole('button', { name: 'Vorherige Bewertungen' }).click();
      await expect(root).toHaveAttribute('data-index', '5');
      await expect.poll(() => visibleReviews(page)).toBe(1);
    });
  });
});

test.describe('FAQ', () => {
  test('four categories with 3-4 questions; two items open at once; FAQPage data', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    await expect(faq.getByRole('heading', { level: 3 })).toHaveText([
      'Boxspringbetten',
      'Fertigung & Materialien',
      'Service & Beratung',
      'Pflege & Wartung',
    ]);
    for (const cat of faqCategories) expect(cat.entries.length).toBeGreaterThanOrEqual(3);
    for (const cat of faqCategories) expect(cat.entries.length).toBeLessThanOrEqual(4);
    const items = faq.locator('details');
    await expect(items).toHaveCount(faqCategories.reduce((n, c) => n + c.entries.length, 0));

    await items.nth(0).locator('summary').click();
    await items.nth(5).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(5)).toHaveAttribute('open', '');
    await expect(items.nth(0).locator('p')).toBeVisible();
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await expect(items.nth(5)).toHaveAttribute('open', '');

    await expect(page.locator('#faq-note')).toContainText('0271 000 000 0');
    await expect(page.locator('#faq-note')).toContainText(
      openingHours.general.map((r) => `${r.days} ${r.hours}`).join(' · '),
    );

    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) =>
        els.map((e) => JSON.parse(e.textContent ?? '{}') as { '@type'?: string; mainEntity?: { name: string }[] }),
      );
    const faqLd = ld.find((d) => d['@type'] === 'FAQPage');
    expect(faqLd?.mainEntity).toHaveLength(14);
    expect(faqLd?.mainEntity?.[0]?.name).toBe(faqCategories[0]!.entries[0]!.question);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('questions still open and close', async ({ page }) => {
      await page.goto('/');
      const first = page.locator('#faq details').first();
      await first.locator('summary').click();
      await expect(first).toHaveAttribute('open', '');
      await expect(first.locator('p')).toBeVisible();
    });
  });
});

test.describe('map gate', () => {
  test('no map frame until "Karte laden"; the route link is always there', async ({ page }) => {
    await withConsent(page);
    await stubGoogle(page);
    await page.goto('/');
    const gate = await hydrated(page, '[data-map-gate]');
    const route = gate.getByRole('link', { name: /Route planen/ });
    await expect(route).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    await expect(route).toHaveAttribute('target', '_blank');
    await expect(route).toHaveAttribute('rel', /noopener/);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(gate).toContainText('Musterstraße 12, 57000 Musterstadt');

    // A disclosure: the summary of the <details> whose content is the map's frame.
    await gate.locator('summary', { hasText: 'Karte laden' }).click();
    const frame = gate.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.*output=embed$/);
    await expect(frame).toHaveAttribute('title', /^Karte: Standort der Schlafmanufaktur Mustermann/);
    await expect(route).toBeVisible();
  });

  test('loads the map at once when the visitor has granted preferences', async ({ page }) => {
    await withConsent(page, true);
    await stubGoogle(page);
    await page.goto('/');
    const gate = await hydrated(page, '[data-map-gate]');
    await expect(gate.locator('iframe')).toHaveCount(1);
    await expect(gate.locator('summary', { hasText: 'Karte laden' })).toBeHidden();
  });
});
