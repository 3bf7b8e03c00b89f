/**
 * The contact form without JavaScript and before hydration. It is a real `<form method="post">`:
 * with JavaScript off it sends natively and the server answers in German HTML (confirmation, or
 * the form again with the messages beside the fields and the input kept); a tap on 'Nachricht
 * senden' right after the page arrives sends exactly once, by whichever path is ready (native
 * post, or JSON once hydrated), at normal speed and on a 6x slower CPU. No URL ever carries what
 * the visitor typed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '../../src/lib/consent.ts';
import { ownerSocketPath, requestOwnerSocket } from '../../src/server/owner-socket.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

const requiredMessages = [
  'Vorname ist erforderlich',
  'Nachname ist erforderlich',
  'Ungültige E-Mail-Adresse',
  'Bitte wählen Sie Ihr Interesse aus',
  'Nachricht ist erforderlich',
];

const form = (page: Page) => page.getByRole('form', { name: 'Schreiben Sie uns' });
const field = (page: Page, label: RegExp) => form(page).getByLabel(label);
const submit = (page: Page) => form(page).getByRole('button', { name: 'Nachricht senden' });

/** One address per test: the confirmation names no one, so a mail is found by its address. */
const addressOf = (lastName: string) => `erika.${lastName.toLowerCase()}@example.de`;

async function fill(page: Page, lastName: string) {
  await field(page, /^Vorname/).fill('Erika');
  await field(page, /^Nachname/).fill(lastName);
  await field(page, /^E-Mail/).fill(addressOf(lastName));
  await field(page, /^Telefon/).fill('0271 445566');
  await field(page, /^Ich interessiere mich für/).selectOption('Topper');
  await field(page, /^Ihre Nachricht/).fill('Gibt es den Topper auch in 140 × 220 cm?');
}

/** Every URL the page navigated to (main frame). */
function navigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

const enquiriesNamed = async (dataDir: string, lastName: string) =>
  (await requestOwnerSocket(ownerSocketPath(dataDir), { cmd: 'list' })).filter((r) => r.lastName === lastName);

/** The enquiry's mails: the shop's notification (Reply-To) and the confirmation (To) carry the address. */
const mailsTo = (dataDir: string, address: string) => {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((eml) => eml.includes(address));
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form sends: confirmation (noindex, link back), row stored, .eml written', async ({ page }) => {
    const dataDir = process.env.E2E_DATA_DIR!;
    expect(dataDir, 'E2E_DATA_DIR is set by tests/support/global-setup.ts').toBeTruthy();
    const name = `Nativ${Date.now().toString(36)}`;
    const urls = navigations(page);
    await page.goto('/kontakt');
    await fill(page, name);
    await submit(page).click();

    await expect(page).toHaveURL(/\/kontakt\/gesendet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nachricht gesendet!' })).toBeVisible();
    await expect(page.getByText('Vielen Dank für Ihre Nachricht. Wir melden uns bald bei Ihnen.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Zur Kontaktseite' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
    for (const url of urls) expect(new URL(url).search, url).toBe('');

    const rows = await enquiriesNamed(dataDir, name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Erika',
      email: addressOf(name),
      phone: '0271 445566',
      interest: 'Topper',
      message: 'Gibt es den Topper auch in 140 × 220 cm?',
    });
    await expect.poll(() => mailsTo(dataDir, addressOf(name)).length, { timeout: 15_000 }).toBe(2);
  });

  test('an invalid send shows the five messages beside the fields and keeps the input', async ({ page }) => {
    const urls = navigations(page);
    await page.goto('/kontakt');
    await field(page, /^Telefon/).fill('0271 778899');
    await submit(page).click();
    await expect(page).toHaveURL(/\/kontakt\/senden$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Nachricht ist noch nicht gesendet');
    for (const text of requiredMessages) await expect(form(page).getByText(text, { exact: true })).toBeVisible();
    await expect(field(page, /^Vorname/)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, /^Vorname/)).toHaveAttribute('aria-describedby', /-firstName-error$/);
    await expect(field(page, /^Telefon/)).toHaveValue('0271 778899');

    // Corrected but one field: the rest is still there, one message is left.
    await fill(page, 'Zweiter Versuch');
    await field(page, /^E-Mail/).fill('ohne-at-zeichen');
    await submit(page).click();
    await expect(page).toHaveURL(/\/kontakt\/senden$/);
    await expect(form(page).getByText('Ungültige E-Mail-Adresse', { exact: true })).toBeVisible();
    await expect(form(page).getByText('Vorname ist erforderlich')).toHaveCount(0);
    await expect(field(page, /^Vorname/)).toHaveValue('Erika');
    await expect(field(page, /^Nachname/)).toHaveValue('Zweiter Versuch');
    await expect(field(page, /^E-Mail/)).toHaveValue('ohne-at-zeichen');
    await expect(field(page, /^Telefon/)).toHaveValue('0271 445566');
    await expect(field(page, /^Ich interessiere mich für/)).toHaveValue('Topper');
    await expect(field(page, /^Ihre Nachricht/)).toHaveValue('Gibt es den Topper auch in 140 × 220 cm?');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    for (const url of urls) expect(new URL(url).search, url).toBe('');
  });
});

test.describe('tapped before hydration', () => {
  // A server of its own without the fill-time trap: these tests fill the form as fast as a
  // machine can, and what they check is that the tap sends once, not the spam rules. Serial:
  // one worker, one server.
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000); // starting a server takes long on a busy machine
    server = await startServer({ MIN_FILL_MS: '0' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test.beforeEach(async ({ page }) => {
    const value = serializeConsent(createConsent({ analytics: false, marketing: false, preferences: false }));
    await page.addInitScript(([key, v]) => window.localStorage.setItem(key, v), [CONSENT_STORAGE_KEY, value] as const);
  });

  test('while the island code is still loading, the tap posts natively and sends once', async ({ page }) => {
    const name = `Frueh${Date.now().toString(36)}`;
    // Hold every script until the tap is done, so the form is certainly not hydrated.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    const urls = navigations(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(`${r.url()} ${r.headers()['content-type'] ?? ''}`);
    });
    await page.goto(`${server.url}/kontakt`, { waitUntil: 'commit' });
    await fill(page, name);
    await submit(page).click();
    await expect(page).toHaveURL(/\/kontakt\/gesendet$/);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Nachricht gesendet!' })).toBeVisible();
    expect(posts).toEqual([`${server.url}/kontakt/senden application/x-www-form-urlencoded`]);
    expect(await enquiriesNamed(server.dataDir, name)).toHaveLength(1);
    for (const url of urls) expect(new URL(url).search, url).toBe('');
  });

  test('a native send shows its button pressed at once, until the answer arrives', async ({ page }) => {
    const name = `Gedrueckt${Date.now().toString(36)}`;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The island's code and the server's answer are both held: the page can only show the tap
    // itself (src/lib/form-early.ts).
    await page.route('**/_astro/**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    // The page reports the mark itself while the post is held (locators and evaluate would wait
    // for the navigation the post started).
    let pressedWhileSending = false;
    await page.exposeBinding('__pressed', () => (pressedWhileSending = true));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('form button[type="submit"][data-pending]')) {
          (window as unknown as { __pressed: () => void }).__pressed();
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-pending'] });
    });
    await page.route('**/kontakt/senden', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${server.url}/kontakt`, { waitUntil: 'commit' });
    await fill(page, name);
    await submit(page).click({ noWaitAfter: true });
    await expect.poll(() => pressedWhileSending).toBe(true);
    release();
    await expect(page).toHaveURL(/\/kontakt\/gesendet$/);
    expect(await enquiriesNamed(server.dataDir, name)).toHaveLength(1);
  });

  for (const rate of [1, 6]) {
    test(`CPU ${rate}x: filled and sent as soon as it is visible, the enquiry arrives once`, async ({ page }) => {
      const name = `Eilig${rate}x${Date.now().toString(36)}`;
      test.slow(rate > 1, 'a 6x slower CPU takes longer for everything');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const urls = navigations(page);
      await page.goto(`${server.url}/kontakt`, { waitUntil: 'commit' });
      await fill(page, name);
      await submit(page).click();

      // Whichever path was ready: the confirmation page (native post) or the notice (JSON).
      await expect(page.getByText('Nachricht gesendet!', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
      const native = new URL(page.url()).pathname === '/kontakt/gesendet';
      test.info().annotations.push({ type: 'path', description: native ? 'native post' : 'JSON (hydrated)' });
      await expect.poll(async () => (await enquiriesNamed(server.dataDir, name)).length).toBe(1);
      if (!native) await expect(field(page, /^Nachname/)).toHaveValue('');
      expect(await enquiriesNamed(server.dataDir, name)).toHaveLength(1);
      for (const url of urls) expect(new URL(url).search, url).toBe('');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    });
  }
});

test('the server-rendered answer page: its CSP is enforced and nothing on it violates it', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (/content security policy|permissions.policy/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  // Scripts held on /kontakt so that the tap posts natively; released for the answer page.
  let hold = true;
  await page.route('**/_astro/**/*.js', async (route) => {
    while (hold) await new Promise((r) => setTimeout(r, 50));
    await route.continue();
  });
  await page.goto('/kontakt', { waitUntil: 'commit' });
  await field(page, /^Vorname/).fill('Erika');
  const answer = page.waitForResponse((r) => r.url().endsWith('/kontakt/senden'));
  await submit(page).click();
  const res = await answer;
  hold = false;
  expect(res.status()).toBe(400);
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/(^|;)\s*default-src 'none'(;|$)/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).not.toContain("'unsafe-inline'");

  // The island hydrates on the answer page and validates as usual (JSON from here on).
  await form(page).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island', { has: form(page) })).not.toHaveAttribute('ssr', /.*/);
  await expect(form(page).getByText('Nachname ist erforderlich', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(problems, problems.join('\n')).toEqual([]);
});
