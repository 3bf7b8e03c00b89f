/**
 * Personal data never goes into a URL. A crawl records every URL the browser requests or
 * navigates to (redirects and history changes included) while a visitor completes the
 * Schlafberater and the contact form, with JavaScript, tapping before hydration, and without
 * JavaScript; it fails on any URL that contains the name, e-mail, phone, message text, body
 * height, weight or health wording the visitor entered.
 */
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '../../src/lib/consent.ts';

const probe = {
  firstName: 'Quirinus',
  lastName: 'Pseudonymowski',
  email: 'quirinus.probe@example.de',
  phone: '0271 5550199',
  message: 'Geheimtext über meinen Lattenrost',
  heights: ['193', '167'],
  weights: ['111', '63'],
};

/** Words that must not appear anywhere in a URL (decoded). */
const forbiddenWords = [
  probe.firstName,
  probe.lastName,
  probe.email,
  'quirinus.probe',
  '5550199',
  'Geheimtext',
  'Lattenrost',
  'Beschwerden',
  'Gelenk',
  'Rücken',
  'Körpergröße',
  'Körpergewicht',
];

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Why a URL leaks, or null. Measures are looked for where data would go: query and fragment. */
function leakIn(url: string): string | null {
  const decoded = decode(url);
  const word = forbiddenWords.find((w) => decoded.toLowerCase().includes(w.toLowerCase()));
  if (word) return `contains '${word}'`;
  const parsed = new URL(url);
  const tail = decode(parsed.search + parsed.hash);
  const measure = [...probe.heights, ...probe.weights].find((n) => new RegExp(`(^|\\D)${n}(\\D|$)`).test(tail));
  if (measure) return `carries the measure ${measure}`;
  if (/\b(cm|kg)\b/.test(tail)) return 'carries a body measure';
  return null;
}

/** Records every requested and navigated URL of the page. */
function record(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('framenavigated', (f) => urls.push(f.url()));
  return urls;
}

function expectNoLeak(urls: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  const leaks = urls.map((u) => [u, leakIn(u)] as const).filter(([, why]) => why !== null);
  expect(leaks, leaks.map(([u, why]) => `${why}: ${u}`).join('\n')).toEqual([]);
}

async function fillContact(page: Page, { keepMessage = false } = {}) {
  const form = page.getByRole('form', { name: 'Schreiben Sie uns' });
  await form.getByLabel(/^Vorname/).fill(probe.firstName);
  await form.getByLabel(/^Nachname/).fill(probe.lastName);
  await form.getByLabel(/^E-Mail/).fill(probe.email);
  await form.getByLabel(/^Telefon/).fill(probe.phone);
  await form.getByLabel(/^Ich interessiere mich für/).selectOption('Überlänge');
  const message = form.getByLabel(/^Ihre Nachricht/);
  if (keepMessage) await message.press('End');
  if (keepMessage) await message.pressSequentially(`\n${probe.message}`);
  else await message.fill(probe.message);
  return form;
}

test('the probe check itself finds each kind of leak', () => {
  const base = 'http://127.0.0.1/kontakt';
  expect(leakIn(`${base}?firstName=${probe.firstName}`)).not.toBeNull();
  expect(leakIn(`${base}?email=${encodeURIComponent(probe.email)}`)).not.toBeNull();
  expect(leakIn(`${base}?phone=0271+5550199`)).not.toBeNull();
  expect(leakIn(`${base}?nachricht=Person+1+(193+cm,+111+kg)`)).not.toBeNull();
  expect(leakIn(`${base}?nachricht=${encodeURIComponent('Rücken- oder Gelenkbeschwerden')}`)).not.toBeNull();
  expect(leakIn('http://127.0.0.1/schlafberater?mode=paar&h=193')).not.toBeNull();
  expect(leakIn(`${base}?interesse=${encodeURIComponent('Überlänge')}`)).toBeNull();
  expect(leakIn('http://127.0.0.1/_astro/client.B193x111.js')).toBeNull();
});

test.describe('no personal data in any URL', () => {
  test.beforeEach(async ({ page }) => {
    const value = serializeConsent(createConsent({ analytics: false, marketing: false, preferences: false }));
    await page.addInitScript(([key, v]) => window.localStorage.setItem(key, v), [CONSENT_STORAGE_KEY, value] as const);
  });

  test('with JavaScript: the finder with complaints and consent, hand-over, the form sent', async ({ page }) => {
    const urls = record(page);
    await page.goto('/schlafberater', { waitUntil: 'commit' });
    const finder = page.locator('#berater');
    await finder.getByLabel('Wir schlafen zu zweit').check();
    await finder.getByRole('button', { name: 'Weiter' }).click();
    for (const [i, person] of ['Person 1', 'Person 2'].entries()) {
      await finder.getByRole('group', { name: person }).getByLabel('Körpergröße').fill(probe.heights[i]!);
      await finder.getByRole('group', { name: person }).getByLabel('Körpergewicht').fill(probe.weights[i]!);
    }
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await finder.getByLabel('Ich selbst habe Rücken- oder Gelenkbeschwerden').check();
    await finder.getByLabel(/^Ja, meine eigene Angabe zu Rücken- oder Gelenkbeschwerden/).check();
    await finder.getByRole('button', { name: 'Empfehlung anzeigen' }).click();
    await finder.getByRole('link', { name: 'Ergebnis als Beratungsanfrage senden' }).click();
    await expect(page).toHaveURL(/\/kontakt\?interesse=/);
    const form = page.getByRole('form', { name: 'Schreiben Sie uns' });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByLabel(/^Ihre Nachricht/)).toHaveValue(/Gelenkbeschwerden/);
    await fillContact(page, { keepMessage: true });
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByText('Nachricht gesendet!', { exact: true }).first()).toBeVisible();
    expectNoLeak(urls);
  });

  test('tapped before hydration: the form posts natively', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    const urls = record(page);
    await page.goto('/kontakt', { waitUntil: 'commit' });
    // First without a name (the form comes back with its messages), then complete.
    const form = await fillContact(page);
    await form.getByLabel(/^Vorname/).fill('');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/kontakt\/senden$/);
    await expect(form.getByText('Vorname ist erforderlich', { exact: true })).toBeVisible();
    await form.getByLabel(/^Vorname/).fill(probe.firstName);
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/kontakt\/gesendet$/);
    release();
    expectNoLeak(urls);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the finder does not submit; the form sends, invalid and valid', async ({ page }) => {
      const urls = record(page);
      await page.goto('/schlafberater');
      // A browser without scripting shows the <noscript> hint (Chromium's switch used here does
      // not change how <noscript> is parsed, so it is checked in the HTML).
      expect(await (await page.request.get('/schlafberater')).text()).toMatch(
        /<noscript>.*Der Schlafberater braucht JavaScript\./s,
      );
      await page.locator('#berater').getByLabel('Wir schlafen zu zweit').check();
      await page.locator('#berater').getByRole('button', { name: 'Weiter' }).click();
      await expect(page).toHaveURL(/\/schlafberater$/);

      await page.goto('/kontakt');
      const form = await fillContact(page);
      await form.getByLabel(/^E-Mail/).fill('quirinus.probe-at-example.de');
      await form.getByRole('button', { name: 'Nachricht senden' }).click();
      await expect(form.getByText('Ungültige E-Mail-Adresse', { exact: true })).toBeVisible();
      await form.getByLabel(/^E-Mail/).fill(probe.email);
      await form.getByRole('button', { name: 'Nachricht senden' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nachricht gesendet!' })).toBeVisible();
      expectNoLeak(urls);
    });
  });
});
