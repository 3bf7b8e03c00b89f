/**
 * The layers over the page on a phone: the mobile menu (a popover in the top layer), the chat
 * (its native shell, then its window) and the cookie banner, before and after hydration, at full
 * CPU speed and slowed down six times.
 * - The menu and the chat are never open together: opening one closes the other (the chat keeps
 *   its draft), and the focus stays with the one that opened.
 * - While the banner shows, no focused element is entirely hidden behind it (WCAG 2.2, 2.4.11).
 * - The banner never covers the header; its three choices stay whole and clear of the launcher.
 * - After a choice in the banner the focus goes to the open menu, not to the page behind it.
 */
import { expect, test, type ElementHandle, type Locator, type Page } from '@playwright/test';
import fc from 'fast-check';
import { chatCopy } from '../../src/content/chat.ts';
import { hydrateInteractionIslands } from '../../scripts/lib/islands.ts';
import { throttleAndConsent } from './islands.ts';

const banner = (page: Page) => page.getByTestId('consent-banner');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Mobile Navigation' });
/** Whether the menu is open, whatever the accessibility tree says (a modal chat hides the page from it). */
const menuOpen = (page: Page) => page.locator('[data-mobile-menu]').evaluate((el) => el.matches(':popover-open'));
const menuButton = (page: Page) => page.getByRole('button', { name: /^Menü (öffnen|schließen)$/ });

async function prepare(page: Page, cpuRate: number, { consent }: { consent: boolean }) {
  await throttleAndConsent(page, cpuRate, consent);
}

/** Holds the islands' code (/_astro/*.js): nothing hydrates while the test runs. */
async function holdIslandCode(page: Page) {
  await page.route(/\/_astro\/.+\.js$/, () => new Promise<void>(() => undefined));
}

/** Some point of the element's box (inside the viewport) hits the element or its descendant. */
function visibleSomewhere(locator: Locator): Promise<boolean> {
  return locator.evaluate(hitSomewhere);
}

function hitSomewhere(el: Element): boolean {
  const r = el.getBoundingClientRect();
  const left = Math.max(r.left, 0);
  const right = Math.min(r.right, innerWidth);
  const top = Math.max(r.top, 0);
  const bottom = Math.min(r.bottom, innerHeight);
  if (right <= left || bottom <= top) return false;
  for (let i = 0; i <= 6; i++) {
    for (let j = 0; j <= 6; j++) {
      const x = left + 0.5 + ((right - left - 1) * i) / 6;
      const y = top + 0.5 + ((bottom - top - 1) * j) / 6;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === el || el.contains(hit))) return true;
    }
  }
  return false;
}

for (const cpuRate of [1, 6]) {
  test.describe(`layers, CPU ${cpuRate}x`, () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 800, height: 600 },
    ]) {
      test(`before hydration the chat's shell and the mobile menu are never open together (${viewport.width} x ${viewport.height})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await prepare(page, cpuRate, { consent: true });
        await holdIslandCode(page);
        await page.goto('/service');
        await menuButton(page).click();
        await expect(menu(page)).toBeVisible();
        await page.getByTestId('chat-launcher').click();
        const shell = page.locator('[data-chat-shell]');
        await expect(shell).toBeVisible();
        await expect.poll(() => menuOpen(page)).toBe(false);
        // Nothing covers the shell: its status and its header take the taps.
        expect(await visibleSomewhere(shell.getByRole('status'))).toBe(true);
        expect(await visibleSomewhere(shell.getByRole('heading'))).toBe(true);
        if (viewport.width < 480) return;
        // Beside the page, the menu's button (partly under the shell: by keyboard) opens the menu
        // and closes the shell; the focus stays on it.
        await menuButton(page).focus();
        await page.keyboard.press('Enter');
        await expect(menu(page)).toBeVisible();
        await expect(shell).toBeHidden();
        await expect(menuButton(page)).toBeFocused();
      });

      test(`after hydration the chat and the mobile menu are never open together; the chat keeps its draft (${viewport.width} x ${viewport.height})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await prepare(page, cpuRate, { consent: true });
        await page.goto('/service');
        await hydrateInteractionIslands(page);
        const chat = page.getByRole('dialog', { name: chatCopy.title });
        const input = chat.getByRole('textbox', { name: chatCopy.inputLabel });
        for (const round of ['first', 'again']) {
          if (!(await menu(page).isVisible())) await menuButton(page).click();
          await expect(menu(page)).toBeVisible();
          await page.getByTestId('chat-launcher').click();
          await expect(chat).toBeVisible();
          await expect.poll(() => menuOpen(page)).toBe(false);
          await expect(input).toBeFocused();
          // The greeting and the input are not covered, and take a tap.
          expect(await visibleSomewhere(chat.getByRole('listitem').first())).toBe(true);
          expect(await visibleSomewhere(input)).toBe(true);
          if (round === 'again') await expect(input).toHaveValue('Wie lange dauert');
          if (viewport.width < 480) return;
          await input.fill('Wie lange dauert');
          // Beside the page: the menu opens (its button is partly under the window: by keyboard),
          // the chat closes (its draft kept), the focus stays on the menu's button.
          await menuButton(page).focus();
          await page.keyboard.press('Enter');
          await expect(menu(page)).toBeVisible();
          await expect(chat).toBeHidden();
          await expect(menuButton(page)).toBeFocused();
        }
      });
    }

    for (const hydrated of [false, true]) {
      for (const via of ['banner', 'settings'] as const) {
        test(`after a keyboard choice in the ${via === 'banner' ? 'banner' : 'settings opened from the banner'} over the open menu, the focus is in the menu and Escape leaves it on its button (${hydrated ? 'hydrated' : 'before hydration'})`, async ({
          page,
        }) => {
          await page.setViewportSize({ width: 390, height: 844 });
          await prepare(page, cpuRate, { consent: false });
          if (!hydrated) await holdIslandCode(page);
          await page.goto('/service');
          if (hydrated) await hydrateInteractionIslands(page);
          await menuButton(page).click();
          await expect(menu(page)).toBeVisible();
          // The visitor was on a menu item, then went to the banner.
          await menu(page).getByRole('link', { name: 'Service' }).focus();
          if (via === 'banner') {
            await banner(page).getByRole('button', { name: 'Ablehnen', exact: true }).focus();
          } else {
            await banner(page).getByRole('button', { name: 'Einstellungen', exact: true }).focus();
            await page.keyboard.press('Enter');
            const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
            await expect(dialog).toBeVisible();
            await dialog.getByRole('button', { name: 'Auswahl speichern', exact: true }).focus();
          }
          await page.keyboard.press('Enter');
          await expect(banner(page)).toBeHidden();
          await expect.poll(() => menuOpen(page)).toBe(true);
          const inMenu = await page.evaluate(() => {
            const active = document.activeElement;
            const nav = document.querySelector('[data-mobile-menu]');
            return !!active && (nav?.contains(active) || active.getAttribute('popovertarget') === nav?.id);
          });
          expect(inMenu).toBe(true);
          await page.keyboard.press('Escape');
          await expect(menu(page)).toBeHidden();
          await expect(menuButton(page)).toBeFocused();
        });
      }
    }
  });
}

/** Resolves once the element's box has stayed put for five frames (a smooth scroll has ended). */
async function settled(el: Element): Promise<void> {
  let last = '';
  let still = 0;
  for (let i = 0; i < 300 && still < 5; i++) {
    await new Promise(requestAnimationFrame);
    const r = el.getBoundingClientRect();
    const now = `${r.top} ${r.left} ${scrollY}`;
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

/** Tabs forward up to `max` times (within the menu: while the focus stays in it), checking each focused element. */
async function tabThrough(page: Page, max: number, inMenu = false) {
  const obscured: string[] = [];
  let seen = 0;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const active = await page.evaluateHandle(() => document.activeElement);
    const where = await active.evaluate(
      (el, scope) => {
        if (!el || el === document.body) return 'none';
        if (el.closest('[data-testid="consent-banner"]')) return 'banner';
        return scope && !el.closest(scope) ? 'outside' : 'check';
      },
      inMenu ? '[data-mobile-menu]' : null,
    );
    if (where === 'outside') break;
    if (where !== 'check') continue;
    // Smooth scrolling brings it into view: checked once its place has settled.
    await (active as ElementHandle<Element>).evaluate(settled);
    if (await (active as ElementHandle<Element>).evaluate(hitSomewhere)) seen++;
    else obscured.push(await active.evaluate((el) => `${el!.tagName} ${el!.textContent?.trim().slice(0, 40) ?? ''}`));
  }
  return { obscured, seen };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
]) {
  test(`no focused element is hidden behind the cookie banner, on the page and in the open menu (${viewport.width} x ${viewport.height})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto('/service');
    await hydrateInteractionIslands(page);
    await expect(banner(page)).toBeVisible();
    // The page, from its start to its end.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const onPage = await tabThrough(page, 140);
    expect(onPage.obscured).toEqual([]);
    expect(onPage.seen).toBeGreaterThan(20);
    // The open menu, from its button through every item.
    await page.evaluate(() => window.scrollTo(0, 0));
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await menuButton(page).focus();
    const inMenu = await tabThrough(page, 30, true);
    expect(inMenu.obscured).toEqual([]);
    expect(inMenu.seen).toBeGreaterThanOrEqual(8);
  });
}

test('the cookie banner never covers the header; its choices stay whole, equal and clear of the chat launcher', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const named = [
    [320, 360],
    [320, 568],
    [390, 360],
    [390, 844],
  ];
  const generated = fc.sample(fc.tuple(fc.integer({ min: 320, max: 1400 }), fc.integer({ min: 360, max: 1000 })), {
    numRuns: 8,
    seed: 2211,
  });
  for (const [width, height] of [...named, ...generated]) {
    await page.setViewportSize({ width: width!, height: height! });
    await page.goto('/service');
    const where = `${width} x ${height}`;
    await expect(banner(page), where).toBeVisible();
    const header = (await page.locator('header').first().boundingBox())!;
    const b = (await banner(page).boundingBox())!;
    expect(b.y, `banner over the header at ${where}`).toBeGreaterThanOrEqual(header.y + header.height);
    expect(b.y + b.height, where).toBeLessThanOrEqual(height!);
    // The menu's button (where shown) takes a tap.
    if (width! < 1024) {
      expect(await visibleSomewhere(menuButton(page)), where).toBe(true);
    }
    const names = ['Ablehnen', 'Alle akzeptieren', 'Einstellungen'];
    const boxes = await Promise.all(
      names.map((name) =>
        banner(page)
          .getByRole('button', { name, exact: true })
          .evaluate((el) => {
            const r = el.getBoundingClientRect();
            const s = getComputedStyle(el);
            return {
              top: r.top,
              bottom: r.bottom,
              w: r.width,
              h: r.height,
              look: [s.backgroundColor, s.color, s.fontWeight, s.fontSize],
            };
          }),
      ),
    );
    for (const box of boxes) {
      expect(box.top, where).toBeGreaterThanOrEqual(b.y);
      expect(box.bottom, where).toBeLessThanOrEqual(b.y + b.height);
    }
    expect([boxes[0]!.w, boxes[0]!.h, boxes[0]!.look], where).toEqual([boxes[1]!.w, boxes[1]!.h, boxes[1]!.look]);
    if (width! < 648) {
      const l = (await page.getByTestId('chat-launcher').boundingBox())!;
      const clear = b.x + b.width <= l.x || l.x + l.width <= b.x || b.y + b.height <= l.y || l.y + l.height <= b.y;
      expect(clear, `banner over the launcher at ${where}`).toBe(true);
    }
  }
  // The menu's button opens the menu with the banner showing (the shortest phone).
  await page.setViewportSize({ width: 320, height: 360 });
  await page.goto('/service');
  await expect(banner(page)).toBeVisible();
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
});
