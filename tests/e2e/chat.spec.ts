import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import fc from 'fast-check';
import { chatCopy } from '../../src/content/chat.ts';
import { chatEnglish } from '../../src/content/chat-intents.ts';
import { chatRareReplies } from '../../src/content/chat-rare-replies.ts';
import { chatTopics } from '../../src/content/chat-topics.ts';
import { facts } from '../../src/content/site.ts';
import { waterBed } from '../../src/content/products/wasserbetten.ts';
import { buildPassages } from '../../src/lib/chat/knowledge.ts';
import { chatLauncherCopy } from '../../src/content/chat-launcher.ts';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '../../src/lib/consent.ts';
import { hydrateInteractionIslands } from '../../scripts/lib/islands.ts';
import { typeset } from '../../src/lib/typography.ts';
import { cspProblems } from '../support/csp-problems.ts';

/** A stored consent keeps the cookie banner closed, so it never overlaps the chat. */
test.beforeEach(async ({ page }) => {
  const value = serializeConsent(createConsent({ analytics: false, marketing: false, preferences: false }));
  await page.addInitScript(([key, v]) => window.localStorage.setItem(key, v), [CONSENT_STORAGE_KEY, value] as const);
});

const launcher = (page: Page) => page.getByRole('button', { name: chatLauncherCopy.open });
/** The launcher in either state (its name changes to 'Chat schließen' while open). */
const launcherButton = (page: Page) => page.getByTestId('chat-launcher');
const dialog = (page: Page) => page.getByRole('dialog', { name: chatCopy.title });
const input = (page: Page) => dialog(page).getByRole('textbox', { name: chatCopy.inputLabel });
const history = (page: Page) => dialog(page).getByRole('list', { name: chatCopy.historyLabel });
const typing = (page: Page) => history(page).getByText(chatCopy.typing);

/** Loads a page and hydrates the launcher (it waits for the first interaction; Astro then removes `ssr`). */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await hydrateInteractionIslands(page);
  await expect(page.locator('astro-island[component-url*="chat-launcher"]')).not.toHaveAttribute('ssr', /.*/);
}

/** Types a question into the open chat and sends it with Enter. */
async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press('Enter');
  await expect(history(page).getByText(`${chatCopy.visitorName}: ${question}`, { exact: true })).toBeVisible();
}

test.describe('chat assistant', () => {
  test('loads the chat window code only when the launcher is first used', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    // The launcher island's own module (a shared chunk may carry its copy under a similar name).
    const launcherUrl = await page
      .locator('astro-island[component-url*="chat-launcher"]')
      .getAttribute('component-url');
    expect(requests.filter((u) => new URL(u).pathname === launcherUrl)).toHaveLength(1);
    expect(requests.filter((u) => u.includes('chat-window'))).toEqual([]);
    await expect(dialog(page)).toHaveCount(0);

    await launcher(page).hover();
    await expect.poll(() => requests.filter((u) => u.includes('chat-window')).length).toBe(1);
    await expect(page.getByRole('tooltip', { name: chatLauncherCopy.open })).toBeVisible();
    await launcher(page).click();
    await expect(dialog(page)).toBeVisible();
    expect(requests.filter((u) => u.includes('chat-window'))).toHaveLength(1);
  });

  test('answers "Wie lange ist die Lieferzeit?" after the typing indicator within 2 s', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await launcher(page).click();
    await expect(input(page)).toBeFocused();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await ask(page, 'Wie lange ist die Lieferzeit?');
    await expect(typing(page)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: chatCopy.send })).toBeDisabled();

    await page.clock.runFor(999);
    await expect(typing(page)).toBeVisible();
    await expect(history(page).getByRole('listitem')).toHaveCount(3);

    await page.clock.runFor(1001);
    await expect(typing(page)).toHaveCount(0);
    const answer = history(page).getByRole('listitem').nth(2);
    await expect(answer).toContainText(typeset('1-2 Wochen'));
    await expect(answer.getByRole('link', { name: 'Lieferung & Montage' })).toHaveAttribute(
      'href',
      '/service#lieferung',
    );
    await expect(dialog(page).getByTestId('chat-live')).toContainText(facts.deliveryWeeks);
  });

  for (const width of [390, 1280] as const) {
    test(`a message typed while an answer is typed waits in the field with a note, then is sent and answered (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.clock.install();
      await gotoHydrated(page, '/');
      await launcher(page).click();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await ask(page, 'Wie lange ist die Lieferzeit?');
      await expect(typing(page)).toBeVisible();
      // Typed and Enter while the first answer is typed: not sent, not lost, and the note says why.
      await input(page).fill('Welche Garantie bekomme ich?');
      await input(page).press('Enter');
      await expect(input(page)).toHaveValue('Welche Garantie bekomme ich?');
      await expect(dialog(page).getByRole('button', { name: chatCopy.send })).toBeDisabled();
      await expect(dialog(page).getByTestId('chat-waiting')).toHaveText(chatCopy.waitForAnswer);
      const items = history(page).getByRole('listitem');
      await expect(items).toHaveCount(3);
      await page.clock.runFor(2000);
      await expect(items.nth(2)).toContainText(typeset('1-2 Wochen'));
      await expect(dialog(page).getByTestId('chat-waiting')).toHaveCount(0);
      // Now Enter sends it, and it is answered.
      await input(page).press('Enter');
      await expect(input(page)).toHaveValue('');
      await expect(items.nth(3)).toContainText('Welche Garantie bekomme ich?');
      await page.clock.runFor(2000);
      await expect(items.nth(4)).toContainText(`${facts.guaranteeYears} Jahre Garantie`);
    });
  }

  test('a message typed while an answer is pending is still in the field after closing the window and after going to another page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await launcher(page).click();
    await ask(page, 'Garantie');
    await input(page).fill('Und die Lieferzeit?');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await launcher(page).click();
    await expect(input(page)).toHaveValue('Und die Lieferzeit?');
    await gotoHydrated(page, '/service');
    await launcher(page).click();
    await expect(input(page)).toHaveValue('Und die Lieferzeit?');
  });

  test('an answer typed while the window is closed is shown at once on reopening when it is due', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await launcher(page).click();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await ask(page, 'garantie');
    await page.clock.runFor(500);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    // 2 s after the question its answer is due (1-2 s): reopened, the window shows it, no typing.
    await page.clock.runFor(1500);
    await launcher(page).click();
    await expect(history(page).getByRole('listitem').nth(2)).toContainText(`${facts.guaranteeYears} Jahre Garantie`);
    await expect(typing(page)).toHaveCount(0);
  });

  test('the loading window closes by Escape, its close button and the launcher, focus back on the launcher', async ({
    page,
  }) => {
    // The chat's code is held: the launcher has hydrated, the window's shell shows while it loads.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/chat-window/, async (route) => {
      await released;
      await route.continue();
    });
    await gotoHydrated(page, '/');
    const shell = page.locator('[data-chat-shell]');
    for (const close of ['Escape', 'close button', 'launcher'] as const) {
      await launcher(page).focus();
      await page.keyboard.press('Enter');
      await expect(shell).toBeVisible();
      await expect(launcherButton(page)).toHaveAttribute('aria-busy', 'true');
      if (close === 'Escape') await page.keyboard.press('Escape');
      else if (close === 'launcher') await launcherButton(page).click();
      else await shell.getByRole('button', { name: chatLauncherCopy.close }).click();
      await expect(shell, close).toHaveCount(0);
      await expect(launcherButton(page), close).toBeFocused();
      await expect(launcherButton(page)).toHaveAttribute('aria-expanded', 'false');
    }
    // The code arrives: the chat stays closed.
    release();
    await page.waitForLoadState('networkidle');
    await expect(dialog(page)).toHaveCount(0);
  });

  // Code for rare messages loads only when such a message comes: one script more, none of the
  // scripts a German question loaded, and the message gets its answer.
  for (const { what, message, answered } of [
    { what: 'the English reading for an English message', message: 'When are you open?', answered: chatEnglish.prefix },
    {
      what: 'the replies to rare conversation for such a message',
      message: 'Meine Lieferung ist immer noch nicht da, ich bin echt sauer',
      answered: chatRareReplies.complaint.text.slice(0, 16),
    },
  ])
    test(`loads ${what} only, and answers it`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await gotoHydrated(page, '/');
      await launcher(page).click();
      await ask(page, 'Wie lange ist die Lieferzeit?');
      // The typing indicator is an item of the history too: the answer is there once it is gone.
      await expect(typing(page)).toBeHidden({ timeout: 5000 });
      await expect(history(page).getByRole('listitem')).toHaveCount(3);
      const german = [...scripts];

      await ask(page, message);
      const answer = history(page).getByRole('listitem').nth(4);
      await expect(answer).toContainText(answered, { timeout: 5000 });
      const later = scripts.filter((p) => !german.includes(p));
      expect(later).toHaveLength(1);
      expect(german.some((p) => later.includes(p))).toBe(false);
    });

  test('answers from the whole site: typing indicator, then an answer whose link opens the page at its section', async ({
    page,
  }) => {
    // The page's clock is held while the indicator is checked: on a loaded machine the real 1-2 s
    // could pass before the check, and the indicator would be gone.
    await page.clock.install();
    await gotoHydrated(page, '/');
    await launcher(page).click();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await ask(page, 'Wie viel Strom braucht die Heizung vom Wasserbett?');
    await expect(typing(page)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: chatCopy.send })).toBeDisabled();
    // The answer follows after 1-2 s (no timing asserted here).
    await page.clock.runFor(2000);
    const answer = history(page).getByRole('listitem').nth(2);
    await expect(answer).toContainText(new RegExp(`${waterBed.heatingWatt}\\s?Watt`));
    await expect(typing(page)).toHaveCount(0);
    const link = answer.getByRole('link', { name: 'Wasserbetten: FAQ' });
    await expect(link).toHaveAttribute('href', '/produkte/wasserbetten#faq');
    await link.click();
    await expect(page).toHaveURL(/\/produkte\/wasserbetten\/?#faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Wasserbett');
    await expect(page.locator('#faq')).toBeInViewport();
  });

  test('every passage and topic links to a section that exists on its page', async ({ request }) => {
    const targets = [
      ...buildPassages().map((p) => [p.page, p.anchor] as const),
      ...chatTopics.flatMap((t) => (t.answer.links ?? []).map((l) => l.href.split('#') as [string, string?])),
    ];
    const anchorsByPage = new Map<string, Set<string>>();
    for (const [page, anchor] of targets) {
      if (!anchor) continue;
      anchorsByPage.set(page, (anchorsByPage.get(page) ?? new Set()).add(anchor));
    }
    expect(anchorsByPage.size).toBeGreaterThanOrEqual(15);
    for (const [path, anchors] of anchorsByPage) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const ids = new Set([...(await response.text()).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      for (const anchor of anchors) expect(ids.has(anchor), `${path}#${anchor}`).toBe(true);
    }
  });

  test('works by keyboard: open, suggestion, Enter, Escape returns focus to the launcher', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/service');
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await expect(launcherButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(launcherButton(page)).toHaveAccessibleName(chatLauncherCopy.close);

    // Shift+Tab from the input reaches the last suggestion; Enter fills the input.
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(':focus')).toHaveText(chatCopy.suggestions[3]);
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue(chatCopy.suggestions[3]);
    await page.keyboard.press('Enter');
    await expect(typing(page)).toBeVisible();
    await page.clock.runFor(2000);
    await expect(history(page).getByRole('listitem').nth(2)).toContainText('Angebot');

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the conversation survives navigation within the session', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await launcher(page).click();
    await ask(page, 'garantie');
    await page.clock.runFor(2000);
    await expect(history(page).getByRole('listitem').nth(2)).toContainText(`${facts.guaranteeYears} Jahre Garantie`);

    await gotoHydrated(page, '/kontakt');
    await expect(dialog(page)).toHaveCount(0);
    await launcher(page).click();
    await expect(history(page).getByRole('listitem')).toHaveCount(3);
    await expect(history(page).getByRole('listitem').nth(1)).toContainText('garantie');
    await expect(history(page).getByRole('listitem').nth(2)).toContainText(`${facts.guaranteeYears} Jahre Garantie`);
  });

  test('a long answer is shown from its first line', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await launcher(page).click();
    await ask(page, 'Ich bin Seitenschläfer, welche Matratze passt?');
    await page.clock.runFor(2000);
    const answer = history(page).getByRole('listitem').nth(2);
    // The answer speaks of the visitor's sleeping position (several paragraphs).
    await expect(answer).toContainText('Seitenschläfer');
    const [log, first] = await Promise.all([history(page).boundingBox(), answer.boundingBox()]);
    expect(first!.height).toBeGreaterThan(log!.height / 2);
    expect(first!.y).toBeGreaterThanOrEqual(log!.y);
    expect(first!.y).toBeLessThan(log!.y + 40);
  });

  test('is a 384 x 600 px window on desktop', async ({ page }) => {
    await gotoHydrated(page, '/');
    await launcher(page).click();
    // boundingBox() does not wait: under load the window may be drawn a frame after the click, and
    // the loading window (a dialog of the same name) is swapped for it when the code arrives. Its
    // input is the window's own.
    await expect(input(page)).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box && { width: box.width, height: box.height }).toEqual({ width: 384, height: 600 });
    const launcherBox = await launcherButton(page).boundingBox();
    expect(launcherBox && launcherBox.x + launcherBox.width).toBeGreaterThan(1280 - 40);
    expect(box && box.y + box.height).toBeLessThanOrEqual(launcherBox?.y ?? 0);
  });

  test('the conversation has at least 200 px and the input is visible on phones and on short viewports from 390 px; short viewports get the full screen', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const named = [
      [844, 390],
      [640, 400],
      [390, 844],
      [1280, 800],
      [479, 800],
      [480, 559],
      [480, 560],
      [480, 719],
      [480, 720],
      [1280, 720],
    ];
    // Short viewports from 480 px wide (a phone on its side, a zoomed desktop), narrow ones from 560 px high.
    const viewports = fc.oneof(
      fc.tuple(fc.integer({ min: 480, max: 1400 }), fc.integer({ min: 390, max: 900 })),
      fc.tuple(fc.integer({ min: 320, max: 479 }), fc.integer({ min: 560, max: 900 })),
    );
    const generated = fc.sample(viewports, {
      numRuns: 10,
      seed: 31,
    });
    for (const [width, height] of [...named, ...generated] as [number, number][]) {
      const at = `at ${width}x${height}`;
      await page.setViewportSize({ width, height });
      await launcher(page).click();
      await expect(input(page)).toBeFocused();
      const log = (await history(page).boundingBox())!;
      expect(log.height, `conversation ${at}`).toBeGreaterThanOrEqual(200);
      const field = (await input(page).boundingBox())!;
      expect(field.y >= 0 && field.y + field.height <= height, `input ${at}`).toBe(true);
      // Full screen (modal, the page behind still) wherever the window is not 384 x 600 px beside it.
      const box = (await dialog(page).boundingBox())!;
      const full = box.width === width && box.height === height;
      expect(full || box.width === 384, at).toBe(true);
      if (full) await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
      else await expect(dialog(page)).not.toHaveAttribute('aria-modal', /.*/);
      expect(
        await page.evaluate(
          () =>
            getComputedStyle(document.documentElement).overflow === 'hidden' ||
            getComputedStyle(document.body).overflow === 'hidden',
        ),
        `scroll lock ${at}`,
      ).toBe(full);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
    }
  });

  test('full screen on viewports from 320 x 360 px lower than 560 px, the conversation keeps 200 px beside the suggestions or the waiting note; input, close button and note stay in view', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    const named = [
      [390, 360],
      [320, 360],
      [320, 480],
      [844, 390],
      [479, 559],
      [1280, 360],
    ];
    const generated = fc.sample(
      fc.oneof(
        fc.tuple(fc.integer({ min: 320, max: 479 }), fc.integer({ min: 360, max: 559 })),
        fc.tuple(fc.integer({ min: 480, max: 1400 }), fc.integer({ min: 360, max: 559 })),
      ),
      { numRuns: 10, seed: 22 },
    );
    const viewports = [...named, ...generated] as [number, number][];
    /** The conversation's height, and whether each of the given parts lies wholly on screen. */
    const measure = async (parts: Record<string, ReturnType<typeof input>>, height: number) => {
      const shown: Record<string, boolean> = {};
      for (const [name, part] of Object.entries(parts)) {
        const box = (await part.boundingBox())!;
        shown[name] = box.y >= 0 && box.y + box.height <= height + 0.5;
      }
      return { log: (await history(page).boundingBox())!.height, ...shown };
    };
    const close = dialog(page).getByRole('button', { name: chatCopy.close });
    const suggestions = dialog(page).getByRole('group', { name: chatCopy.suggestionsLabel });
    const note = dialog(page).getByTestId('chat-waiting');

    await page.setViewportSize({ width: viewports[0]![0], height: viewports[0]![1] });
    await launcher(page).click();
    await expect(input(page)).toBeFocused();
    for (const [width, height] of viewports) {
      await page.setViewportSize({ width, height });
      const at = `at ${width}x${height}`;
      const box = (await dialog(page).boundingBox())!;
      expect([box.width, box.height], `full screen ${at}`).toEqual([width, height]);
      const m = await measure(
        { input: input(page), close, suggestions: suggestions.getByRole('button').first() },
        height,
      );
      expect(m, at).toEqual({ log: m.log, input: true, close: true, suggestions: true });
      expect(m.log, `conversation ${at}`).toBeGreaterThanOrEqual(200);
    }
    // A message typed while the answer is typed (the clock stands still): the note shows.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await ask(page, 'Wie lange ist die Lieferzeit?');
    await input(page).fill('Welche Garantie bekomme ich?');
    await expect(note).toHaveText(chatCopy.waitForAnswer);
    for (const [width, height] of viewports) {
      await page.setViewportSize({ width, height });
      const at = `waiting at ${width}x${height}`;
      const m = await measure({ input: input(page), close, note }, height);
      expect(m, at).toEqual({ log: m.log, input: true, close: true, note: true });
      expect(m.log, `conversation ${at}`).toBeGreaterThanOrEqual(200);
    }
  });

  test('beside the page it is not modal: the page stays usable and a click on it leaves the window open', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await launcher(page).click();
    await expect(input(page)).toBeFocused();
    await expect(dialog(page)).not.toHaveAttribute('aria-modal', /.*/);
    await expect(page.locator('main')).not.toHaveAttribute('aria-hidden', /.*/);
    // A click in the page's text moves the focus to the page (the main region); the window stays.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.locator('main')).toBeFocused();
    await expect(dialog(page)).toBeVisible();
    // Escape still closes it, and the focus goes back to the launcher, wherever it was.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test("full screen, a button's tooltip shows above the window, and Escape closes the tooltip before the window", async ({
    page,
  }) => {
    // Lower than 560 px: full screen and modal, with a mouse.
    await page.setViewportSize({ width: 1280, height: 500 });
    await gotoHydrated(page, '/');
    await launcher(page).click();
    await expect(input(page)).toBeFocused();
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await dialog(page).getByRole('button', { name: chatCopy.close }).hover();
    const tip = page.locator('[data-radix-popper-content-wrapper]');
    await expect(tip).toBeVisible();
    // What a point in the tooltip's middle hits is the tooltip: drawn above the window, not behind it.
    const box = (await tip.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-radix-popper-content-wrapper]'),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe(true);
    await page.keyboard.press('Escape');
    await expect(tip).toHaveCount(0);
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  for (const width of [390, 1280] as const) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

      test('axe finds 0 violations with the chat open and a conversation', async ({ page }) => {
        test.setTimeout(60_000);
        await page.clock.install();
        await gotoHydrated(page, '/');
        await launcher(page).click();
        await ask(page, 'Wie lange ist die Lieferzeit?');
        await page.clock.runFor(2000);
        await expect(history(page).getByRole('listitem')).toHaveCount(3);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    });
  }

  test.describe('below 480 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a message of one long word wraps inside its bubble: nothing scrolls sideways', async ({ page }) => {
      await gotoHydrated(page, '/');
      await launcher(page).click();
      const long = `Lieferzeit ${'A'.repeat(300)}`;
      await ask(page, long);
      await expect(typing(page)).toBeHidden({ timeout: 5000 });
      const widths = await history(page).evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      const bubble = await history(page).getByText(long).boundingBox();
      expect(bubble!.x + bubble!.width).toBeLessThanOrEqual(390);
    });

    test('fills the screen as a modal and keeps the focus inside', async ({ page }) => {
      await gotoHydrated(page, '/');
      await launcher(page).click();
      await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
      const box = await dialog(page).boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      await expect(input(page)).toBeFocused();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('dialog, [role="dialog"]'))).toBe(true);
      }
      await dialog(page).getByRole('button', { name: chatCopy.close }).click();
      await expect(dialog(page)).toHaveCount(0);
      await expect(launcher(page)).toBeFocused();
    });

    test('opening and closing it breaks no rule of the Content Security Policy', async ({ page }) => {
      const problems = await cspProblems(page);
      await gotoHydrated(page, '/');
      await launcher(page).click();
      await expect(input(page)).toBeFocused();
      await ask(page, 'Garantie');
      await expect(history(page).getByRole('listitem')).toHaveCount(3);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });

    test('the page behind does not scroll while it is open, and scrolls again once it is closed', async ({ page }) => {
      await gotoHydrated(page, '/');
      await launcher(page).click();
      await expect(input(page)).toBeFocused();
      // Over the window's title bar, which does not scroll itself.
      await page.mouse.move(150, 30);
      await page.mouse.wheel(0, 800);
      await expect(dialog(page)).toBeVisible();
      // Two frames: a scroll the wheel caused has been applied by then.
      const scrollY = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
          ),
      );
      expect(scrollY).toBe(0);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await page.mouse.wheel(0, 800);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  });
});
