import { expect, test } from '@playwright/test';
import { mainNav, productNav } from '../../src/content/site.ts';
import { CONSENT_STORAGE_KEY, NO_CONSENT, createConsent, serializeConsent } from '../../src/lib/consent.ts';
import { hydrateInteractionIslands } from '../../scripts/lib/islands.ts';

test.describe('header navigation', () => {
  // A stored choice keeps the consent banner (tested in consent.spec.ts) out of the way.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CONSENT_STORAGE_KEY, serializeConsent(createConsent(NO_CONSENT))],
    );
  });

  test('highlights the current route with aria-current', async ({ page }) => {
    await page.goto('/gesundheit');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Gesundheit' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Service' })).not.toHaveAttribute('aria-current', 'page');
    for (const l of [...mainNav.before, ...mainNav.after]) {
      await expect(nav.getByRole('link', { name: l.label, exact: true })).toHaveAttribute('href', l.href);
    }
    await expect(nav.getByRole('link', { name: 'Kontakt', exact: true })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Beratung vereinbaren' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
  });

  test('the Produkte drop-down works by keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const trigger = nav.getByRole('button', { name: 'Produkte' });
    // Closed (before hydration the native popover's state, after it Radix's aria-expanded).
    await expect(nav.getByRole('link', { name: new RegExp(productNav.items[0]!.label) })).toBeHidden();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const item of productNav.items) {
      await expect(nav.getByRole('link', { name: new RegExp(item.label) }).first()).toBeVisible();
    }
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/produkte');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', productNav.items[0]!.href);
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the drop-down opens after 200 ms hover and closes 150 ms after leaving', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const trigger = nav.getByRole('button', { name: 'Produkte' });
    await hydrateInteractionIslands(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await trigger.hover();
    await page.clock.runFor(150);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(100);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /^Matratzen/ })).toBeVisible();
    await page.mouse.move(640, 700);
    await page.clock.runFor(100);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(100);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the mobile menu opens and closes when a link is chosen', async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Menü öffnen' });
      await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
      await toggle.click();
      const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
      await expect(menu).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
      expect(await menu.evaluate((el) => el.matches(':popover-open'))).toBe(true);
      await menu.locator('summary', { hasText: 'Produkte' }).click();
      await expect(menu.getByRole('link', { name: 'Matratzen', exact: true })).toBeVisible();
      await menu.getByRole('link', { name: 'Service', exact: true }).click();
      await expect(page).toHaveURL(/\/service$/);
      await expect(page.getByRole('navigation', { name: 'Mobile Navigation' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
    });

    test('choosing a link closes the menu even before navigation completes', async ({ page }) => {
      await page.goto('/service');
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
      await page.route('**/beratung', async (route) => {
        await new Promise((r) => setTimeout(r, 500));
        await route.continue();
      });
      await menu.getByRole('link', { name: 'Beratung', exact: true }).click({ noWaitAfter: true });
      await expect(menu).toBeHidden();
    });
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/service');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
