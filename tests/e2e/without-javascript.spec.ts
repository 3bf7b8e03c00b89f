/**
 * For every visitor whose scripts never run: the navigation opens and reaches every page, the
 * carousels show every item by native scrolling, the chat launcher is a link to the contact
 * page, the map placeholder offers the route and says why the map cannot load, and no control
 * that needs JavaScript is left on the page as a dead button.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectionItems } from '../../src/content/collection.ts';
import { reviews } from '../../src/content/reviews.ts';
import { mainNav, productNav } from '../../src/content/site.ts';
import { chatLauncherCopy } from '../../src/content/chat-launcher.ts';
import { mapGate } from '../../src/content/contact.ts';

test.use({ javaScriptEnabled: false });

/**
 * Scrolls the carousel's row sideways until `item` is shown, with the arrow key on the focused
 * row (a scroll container is keyboard-focusable; scroll-snap stops at each item).
 */
async function scrollTo(page: Page, area: Locator, item: Locator) {
  await area.focus();
  await expect
    .poll(async () => {
      const [a, b] = [await item.boundingBox(), await area.boundingBox()];
      if (a && b && Math.abs(a.x - b.x) <= 1) return true;
      await page.keyboard.press((a?.x ?? 0) > (b?.x ?? 0) ? 'ArrowRight' : 'ArrowLeft');
      return false;
    })
    .toBe(true);
}

test.describe('without JavaScript at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile menu opens and reaches every nav link, the Produkte entries too', async ({ page }) => {
    await page.goto('/service');
    const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen' }).tap();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
    for (const link of [...mainNav.before, ...mainNav.after]) {
      await expect(menu.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
    }
    await menu.locator('summary', { hasText: 'Produkte' }).tap();
    await expect(menu.getByRole('link', { name: 'Alle Produkte', exact: true })).toHaveAttribute(
      'href',
      productNav.href,
    );
    for (const item of productNav.items) {
      const link = menu.getByRole('link', { name: item.label, exact: true });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', item.href);
    }
    await menu.getByRole('link', { name: productNav.items[1]!.label, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${productNav.items[1]!.href}/?$`));

    // The button closes it again.
    await page.getByRole('button', { name: 'Menü öffnen' }).tap();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Menü schließen' }).tap();
    await expect(menu).toBeHidden();
  });

  test('the chat launcher is a link to the contact page', async ({ page }) => {
    await page.goto('/garantie');
    await expect(page.getByRole('button', { name: chatLauncherCopy.open })).toHaveCount(0);
    const link = page.getByRole('link', { name: chatLauncherCopy.contact });
    await expect(link).toHaveAttribute('href', '/kontakt');
    await link.tap();
    await expect(page).toHaveURL(/\/kontakt\/?$/);
  });

  test('the collection carousel shows every model by scrolling its row; its buttons are gone', async ({ page }) => {
    await page.goto('/');
    const root = page.locator('[data-carousel="collection"]');
    const area = root.locator('[data-slide]').first().locator('xpath=..').locator('xpath=..');
    for (const item of collectionItems) {
      const slide = root.locator(`[data-slide="${item.id}"]`);
      await scrollTo(page, area, slide);
      await expect(slide.getByRole('heading', { name: item.title })).toBeVisible();
    }
    await expect(root.getByRole('button')).toHaveCount(0);
  });

  test('the reviews carousel shows every review by scrolling its row; its buttons are gone', async ({ page }) => {
    await page.goto('/');
    const root = page.locator('[data-carousel="reviews"]');
    const area = root.locator('[data-review]').first().locator('xpath=..').locator('xpath=..');
    for (const review of reviews) {
      const card = root.locator(`[data-review="${review.id}"]`);
      await scrollTo(page, area, card);
      await expect(card.getByText(review.author)).toBeVisible();
    }
    await expect(root.getByRole('button')).toHaveCount(0);
  });

  test('the map placeholder offers "Route planen" and says the map needs JavaScript', async ({ page }) => {
    // Without scripts a browser loads every frame at once, lazy or not: the HTML must hold none
    // that points to Google, so nothing is asked of Google at all.
    const google: string[] = [];
    page.on('request', (r) => {
      if (/^https:\/\/([a-z0-9-]+\.)*(google|gstatic|googleapis)\.com\//.test(r.url())) google.push(r.url());
    });
    await page.goto('/kontakt');
    const gate = page.locator('[data-map-gate]');
    await expect(gate.locator('summary', { hasText: 'Karte laden' })).toBeHidden();
    await expect(gate.getByText(mapGate.noScript)).toBeVisible();
    const route = gate.getByRole('link', { name: /Route planen/ });
    await expect(route).toBeVisible();
    await expect(route).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(google).toEqual([]);
  });

  test('no cookie banner and no cookie button: without scripts nothing is stored or tracked', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    await expect(page.getByTestId('consent-button')).toBeHidden();
  });
});

test.describe('without JavaScript at 1280 px', () => {
  test('"Produkte" in the main navigation is a link to the overview', async ({ page }) => {
    await page.goto('/service');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('button')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Produkte', exact: true }).click();
    await expect(page).toHaveURL(/\/produkte\/?$/);
  });

  test('the collection thumbnails and controls, which need JavaScript, are not shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Cozy Comfort anzeigen' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Nächstes Modell' })).toBeHidden();
  });
});
