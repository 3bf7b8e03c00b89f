/**
 * The contact enquiry end to end in Chromium against the built server (global setup): fill,
 * send, see the notice, find the row through the owner command and the .eml file; an invalid
 * submit shows all five messages; a failing server shows the destructive notice and keeps the
 * input; with PostgreSQL stopped the real server answers 503, the form shows that notice, and the
 * enquiry goes through once the database is back.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '../../src/lib/consent.ts';
import { startPostgres, type RunningPostgres } from '../../scripts/lib/postgres.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

const run = promisify(execFile);

/** A stored consent keeps the cookie banner closed, so it never covers the form. */
test.beforeEach(async ({ page }) => {
  const value = serializeConsent(createConsent({ analytics: false, marketing: false, preferences: false }));
  await page.addInitScript(([key, v]) => window.localStorage.setItem(key, v), [CONSENT_STORAGE_KEY, value] as const);
});

const form = (page: Page) => page.getByRole('form', { name: 'Schreiben Sie uns' });
const field = (page: Page, label: RegExp) => form(page).getByLabel(label);
const notices = (page: Page) => page.getByRole('region', { name: 'Benachrichtigungen (F8)' });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Nachricht senden' });

/** Opens the page and waits until the form island is hydrated (it hydrates when visible). */
async function openForm(page: Page, url = '/kontakt') {
  await page.goto(url);
  await form(page).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island', { has: form(page) })).not.toHaveAttribute('ssr', /.*/);
}

async function fill(page: Page, name: string) {
  await field(page, /^Vorname/).fill('Erika');
  await field(page, /^Nachname/).fill(name);
  await field(page, /^E-Mail/).fill('erika.e2e@example.de');
  await field(page, /^Telefon/).fill('0271 123456');
  await field(page, /^Ich interessiere mich für/).selectOption('Familienbett');
  await field(page, /^Ihre Nachricht/).fill('Wir suchen ein Familienbett mit 280 cm Breite.');
}

/** The one destructive notice of a failed send, exactly as worded. */
async function expectFailureNotice(page: Page) {
  const notice = notices(page).locator('li', { hasText: 'Fehler beim Senden' });
  await expect(notice.getByText('Fehler beim Senden', { exact: true })).toBeVisible();
  await expect(
    notice.getByText('Es gab ein Problem beim Senden Ihrer Nachricht. Bitte versuchen Sie es erneut.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(notice).toHaveAttribute('data-variant', 'destructive');
  await expect(notices(page).locator('li')).toHaveCount(1);
}

/** Every input as fill() left it, and the form ready to send again. */
async function expectInputKept(page: Page, name: string) {
  await expect(field(page, /^Vorname/)).toHaveValue('Erika');
  await expect(field(page, /^Nachname/)).toHaveValue(name);
  await expect(field(page, /^E-Mail/)).toHaveValue('erika.e2e@example.de');
  await expect(field(page, /^Telefon/)).toHaveValue('0271 123456');
  await expect(field(page, /^Ich interessiere mich für/)).toHaveValue('Familienbett');
  await expect(field(page, /^Ihre Nachricht/)).toHaveValue('Wir suchen ein Familienbett mit 280 cm Breite.');
  await expect(submit(page)).toBeEnabled();
}

test('a send before the minimum fill time is held, shown as sending, then sent and stored (never dropped as a bot)', async ({
  page,
}) => {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, 'E2E_DATA_DIR is set by tests/support/global-setup.ts').toBeTruthy();
  const name = `Frueh${Date.now().toString(36)}`;
  // The Schlafberater's draft fills the message and autofill the rest: a visitor can send
  // within the 3 s the server treats as a bot's. The page clock stands still from just after
  // the navigation, so the send comes early however slow this machine is.
  await page.clock.install();
  await page.goto('/kontakt?interesse=Familienbett');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await form(page).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island', { has: form(page) })).not.toHaveAttribute('ssr', /.*/);
  await fill(page, name);
  const sentAt = await page.evaluate(() => performance.now());
  expect(sentAt).toBeLessThan(3000);
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) requests++;
  });
  await submit(page).click();
  const sending = form(page).getByRole('button', { name: 'Wird gesendet …' });
  await expect(sending).toBeDisabled();
  await page.waitForTimeout(500);
  expect(requests).toBe(0);
  await expect(sending).toBeVisible();

  const request = page.waitForRequest('**/api/contact');
  const answer = page.waitForResponse('**/api/contact');
  await page.clock.runFor(3000);
  const fillMs = ((await request).postDataJSON() as { fillMs: number }).fillMs;
  expect(fillMs).toBeGreaterThanOrEqual(3000);
  expect((await answer).status()).toBe(201);
  await expect(notices(page).getByText('Nachricht gesendet!', { exact: true })).toBeVisible();

  // Stored, not discarded as spam: the owner command lists it.
  const node = path.resolve('node_modules/.bin/node');
  const { stdout } = await run(existsSync(node) ? node : process.execPath, ['scripts/enquiries.ts', 'list'], {
    env: { ...process.env, DATA_DIR: dataDir!, DATABASE_URL: '' },
  });
  expect(stdout).toContain(`Erika ${name} <erika.e2e@example.de>`);
});

test('fill, send, notice; the row is listed by the owner command and both .eml files are written', async ({ page }) => {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, 'E2E_DATA_DIR is set by tests/support/global-setup.ts').toBeTruthy();
  const name = `Probe${Date.now().toString(36)}`;

  await page.clock.install();
  await openForm(page);
  await fill(page, name);
  // The server ignores forms sent faster than MIN_FILL_MS (3 s) as spam: jump 4 s ahead, then
  // hold the clock so the notice's display time is measured exactly.
  await page.clock.pauseAt(Date.now() + 4000);
  const answer = page.waitForResponse('**/api/contact');
  await submit(page).click();
  expect((await answer).status()).toBe(201);

  await expect(notices(page).getByText('Nachricht gesendet!', { exact: true })).toBeVisible();
  await expect(
    notices(page).getByText('Vielen Dank für Ihre Nachricht. Wir melden uns bald bei Ihnen.', { exact: true }),
  ).toBeVisible();
  for (const label of [/^Vorname/, /^Nachname/, /^E-Mail/, /^Telefon/, /^Ihre Nachricht/]) {
    await expect(field(page, label)).toHaveValue('');
  }
  await expect(field(page, /^Ich interessiere mich für/)).toHaveValue('');
  // Shown for 5000 ms.
  await page.clock.fastForward(4900);
  await expect(notices(page).getByText('Nachricht gesendet!', { exact: true })).toBeVisible();
  await page.clock.fastForward(200);
  await expect(notices(page).getByText('Nachricht gesendet!', { exact: true })).toHaveCount(0);

  // The owner command reads it while the server runs (through the server's owner socket).
  const node = path.resolve('node_modules/.bin/node');
  const { stdout } = await run(existsSync(node) ? node : process.execPath, ['scripts/enquiries.ts', 'list'], {
    env: { ...process.env, DATA_DIR: dataDir!, DATABASE_URL: '' },
  });
  expect(stdout).toContain(`Erika ${name} <erika.e2e@example.de>  Tel. 0271 123456`);
  expect(stdout).toContain('Interesse: Familienbett');
  expect(stdout).toContain('  Wir suchen ein Familienbett mit 280 cm Breite.');

  // Without SMTP the outbox writes .eml files: one to the shop (with the enquiry), one to the
  // visitor (to the bare address, repeating nothing the visitor typed).
  const mailDir = path.join(dataDir!, 'mail');
  const mails = (kind: string) =>
    existsSync(mailDir)
      ? readdirSync(mailDir)
          .filter((f) => f.includes(`-${kind}-`) && f.endsWith('.eml'))
          .map((f) => readFileSync(path.join(mailDir, f), 'utf8'))
      : [];
  await expect
    .poll(() => mails('shop-notification').filter((eml) => eml.includes(name)).length, { timeout: 15_000 })
    .toBe(1);
  expect(
    mails('shop-notification').some((eml) => eml.includes(name) && /^To: info@schlafmanufaktur\.example/m.test(eml)),
  ).toBe(true);
  await expect
    .poll(() => mails('visitor-confirmation').filter((eml) => /^To: erika\.e2e@example\.de\r?$/m.test(eml)).length, {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(1);
  expect(mails('visitor-confirmation').some((eml) => eml.includes(name))).toBe(false);
});

test('an empty submit shows all five messages and focuses the first field', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) posted = true;
  });
  await openForm(page);
  await submit(page).click();
  for (const text of [
    'Vorname ist erforderlich',
    'Nachname ist erforderlich',
    'Ungültige E-Mail-Adresse',
    'Bitte wählen Sie Ihr Interesse aus',
    'Nachricht ist erforderlich',
  ]) {
    await expect(form(page).getByText(text, { exact: true })).toBeVisible();
  }
  await expect(field(page, /^Vorname/)).toBeFocused();
  await expect(field(page, /^Vorname/)).toHaveAttribute('aria-invalid', 'true');
  await field(page, /^Vorname/).fill('E');
  await expect(form(page).getByText('Vorname ist erforderlich')).toHaveCount(0);
  expect(posted).toBe(false);
});

test('a server error (500) shows the destructive notice and keeps every input', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Interner Fehler"}' }),
  );
  await openForm(page);
  await fill(page, 'Fehlerfall');
  await submit(page).click();
  await expectFailureNotice(page);
  await expectInputKept(page, 'Fehlerfall');
});

test('?interesse= preselects the interest (?nachricht= does not prefill); the form is on home and /sleepshort too', async ({
  page,
}) => {
  await openForm(
    page,
    `/kontakt?interesse=${encodeURIComponent('Überlänge')}&nachricht=${encodeURIComponent('Größe 2,10 m')}`,
  );
  await expect(field(page, /^Ich interessiere mich für/)).toHaveValue('Überlänge');
  await expect(field(page, /^Ihre Nachricht/)).toHaveValue('');
  for (const url of ['/', '/sleepshort']) {
    await openForm(page, url);
    await expect(submit(page)).toBeVisible();
    await expect(form(page)).toHaveAttribute('method', 'post');
    await expect(form(page)).toHaveAttribute('action', '/kontakt/senden');
    await expect(form(page).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
  }
});

test.describe('database outage', () => {
  // A server of its own on a real PostgreSQL, which the test stops and starts again.
  let postgres: RunningPostgres;
  let server: RunningServer;
  let dbUrl: string;
  test.beforeAll(async () => {
    postgres = await startPostgres();
    dbUrl = await postgres.createDatabase('e2e_outage');
    server = await startServer({ DATABASE_URL: dbUrl, MIN_FILL_MS: '0' });
  });
  test.afterAll(async () => {
    await server?.stop();
    await postgres?.stop();
  });

  test('PostgreSQL down: 503 and the destructive notice, input kept; back up: sent and stored once', async ({
    page,
  }) => {
    const name = `Ausfall${Date.now().toString(36)}`;
    await openForm(page, `${server.url}/kontakt`);
    await fill(page, name);

    await postgres.halt();
    const failed = page.waitForResponse('**/api/contact');
    await submit(page).click();
    const answer = await failed;
    expect(answer.status()).toBe(503);
    expect(answer.headers()['retry-after']).toMatch(/^\d+$/);
    await expectFailureNotice(page);
    await expectInputKept(page, name);

    await postgres.resume();
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 20_000 }).toBe(200);
    const sent = page.waitForResponse('**/api/contact');
    await submit(page).click();
    expect((await sent).status()).toBe(201);
    await expect(notices(page).getByText('Nachricht gesendet!', { exact: true })).toBeVisible();
    await expect(field(page, /^Nachname/)).toHaveValue('');

    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from enquiries where last_name = $1',
        [name],
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await client.end();
    }
  });
});
