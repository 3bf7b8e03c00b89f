import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '../../src/lib/consent.ts';
import { hydrateInteractionIslands } from '../../scripts/lib/islands.ts';
import { healthNotes } from '../../src/content/products/sleep-finder.ts';
import { hardnessGuide } from '../../src/content/products/matratzen.ts';
import { sizeGuide } from '../../src/content/products/ueberlaenge.ts';
import { complaintsHeight } from '../../src/content/products/seniorenbetten.ts';
import { adviseSleep, type FinderInput } from '../../src/lib/finder-advice.ts';

/** The expected results come from the Schlafberater's rules over the owner's data files. */
const noWishes: FinderInput = {
  mode: 'allein',
  persons: [],
  position: 'seite',
  complaints: false,
  slopedCeiling: false,
  waterBed: false,
  electric: false,
};
const coupleAdvice = adviseSleep({
  ...noWishes,
  mode: 'paar',
  persons: [
    { heightCm: 185, weightKg: 95 },
    { heightCm: 165, weightKg: 58 },
  ],
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openFinder(page: Page) {
  await page.goto('/schlafberater');
  await page.locator('#berater').scrollIntoViewIfNeeded();
  // client:interaction: it hydrates on the first interaction; Astro then removes the ssr marker.
  await hydrateInteractionIslands(page);
  await expect(page.locator('#berater astro-island')).not.toHaveAttribute('ssr', /.*/);
  return page.locator('#berater');
}

test.describe('Schlafberater', () => {
  test('the intro and the rules are prerendered', async ({ request }) => {
    const html = await (await request.get('/schlafberater')).text();
    expect(html).toContain('Ihr persönlicher Schlafberater');
    expect(html).toContain('Schlafen Sie allein oder zu zweit?');
    // Both tables, as the data files have them.
    for (const s of [...hardnessGuide.map((g) => g.weight), ...sizeGuide.flatMap((r) => [r.height, r.length])]) {
      expect(html).toContain(s);
    }
  });

  test('a couple of 185 cm / 95 kg and 165 cm / 58 kg gets H3 and H1, 220 cm and a prefilled enquiry', async ({
    page,
  }) => {
    const finder = await openFinder(page);
    await finder.getByLabel('Wir schlafen zu zweit').check();
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await expect(finder.getByRole('heading', { name: 'Wie groß und wie schwer sind Sie?' })).toBeFocused();

    const person1 = finder.getByRole('group', { name: 'Person 1' });
    const person2 = finder.getByRole('group', { name: 'Person 2' });
    await person1.getByLabel('Körpergröße').fill('185');
    await person1.getByLabel('Körpergewicht').fill('95');
    await person2.getByLabel('Körpergröße').fill('165');
    await person2.getByLabel('Körpergewicht').fill('58');
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await finder.getByLabel('Seitenschläfer').check();
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await finder.getByRole('button', { name: 'Empfehlung anzeigen' }).click();

    await expect(finder.getByRole('heading', { name: 'Unsere Empfehlung für Sie' })).toBeFocused();
    const sides = finder.getByTestId('finder-side');
    await expect(sides).toHaveCount(2);
    await expect(sides.nth(0)).toContainText('Person 1 · 185 cm · 95 kg');
    await expect(sides.nth(0)).toContainText(coupleAdvice.sides[0]!.hardness);
    await expect(sides.nth(1)).toContainText('Person 2 · 165 cm · 58 kg');
    await expect(sides.nth(1)).toContainText(coupleAdvice.sides[1]!.hardness);
    await expect(finder.getByTestId('finder-length')).toHaveText(coupleAdvice.length.label);
    await expect(page.getByTestId('finder-announcement')).toHaveText(
      `Ihre Empfehlung: Person 1 Härtegrad ${coupleAdvice.sides[0]!.hardness}, Person 2 Härtegrad ${coupleAdvice.sides[1]!.hardness}; Bettlänge ${coupleAdvice.length.label}.`,
    );
    await expect(page.getByTestId('finder-announcement')).toHaveAttribute('aria-live', 'polite');
    await expect(finder.getByRole('link', { name: 'Überlänge' })).toHaveAttribute('href', '/produkte/ueberlaenge');

    // Only the non-personal interest goes into the link; the advice travels in sessionStorage.
    const send = finder.getByRole('link', { name: 'Ergebnis als Beratungsanfrage senden' });
    await expect(send).toHaveAttribute('href', `/kontakt?interesse=${encodeURIComponent('Überlänge')}`);
    await send.click();
    await expect(page).toHaveURL(/\/kontakt\?interesse=%C3%9Cberl%C3%A4nge$/);
    const form = page.getByRole('form', { name: 'Schreiben Sie uns' });
    await form.scrollIntoViewIfNeeded();
    const message = form.getByLabel(/^Ihre Nachricht/);
    for (const [i, side] of coupleAdvice.sides.entries())
      await expect(message).toHaveValue(
        new RegExp(escapeRegExp(`Person ${i + 1}: Härtegrad ${side.hardness} (${side.hardnessName})`)),
      );
    // The result only: no body measures of either person reach the enquiry.
    await expect(message).not.toHaveValue(/\bkg\b|185|165/);
    await expect(message).toHaveValue(new RegExp(`Empfohlene Bettlänge: ${coupleAdvice.length.label}`));
    await expect(message).toHaveValue(/Schlafposition: Seitenschläfer/);
    await expect(form.getByLabel(/^Ich interessiere mich für/)).toHaveValue('Überlänge');
    // Taken once: the next visit of the form starts empty.
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('out-of-range input shows German errors and keeps the step', async ({ page }) => {
    const finder = await openFinder(page);
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await finder.getByLabel('Körpergröße').fill('99');
    await finder.getByLabel('Körpergewicht').fill('251');
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await expect(finder.getByText('Die Körpergröße muss zwischen 100 und 250 cm liegen.')).toBeVisible();
    await expect(finder.getByText('Das Körpergewicht muss zwischen 30 und 250 kg liegen.')).toBeVisible();
    await expect(finder.getByLabel('Körpergröße')).toHaveAttribute('aria-invalid', 'true');
    await expect(finder.getByLabel('Körpergröße')).toBeFocused();
    await expect(finder.getByText('Schritt 2 von 4')).toBeVisible();
    await finder.getByLabel('Körpergröße').fill('100');
    await finder.getByLabel('Körpergewicht').fill('250');
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await expect(finder.getByText('Schritt 3 von 4')).toBeVisible();
  });

  test('works by keyboard alone, single sleeper', async ({ page }) => {
    const finder = await openFinder(page);
    await finder.getByLabel('Ich schlafe allein').focus();
    await page.keyboard.press('Enter'); // submits the step form
    await expect(finder.getByText('Schritt 2 von 4')).toBeVisible();
    await finder.getByLabel('Körpergröße').focus();
    await page.keyboard.type('172');
    await page.keyboard.press('Tab');
    await page.keyboard.type('82');
    await page.keyboard.press('Enter');
    await expect(finder.getByText('Schritt 3 von 4')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Rückenschläfer -> Seitenschläfer
    await page.keyboard.press('ArrowDown'); // -> Bauchschläfer
    await page.keyboard.press('Enter');
    await expect(finder.getByText('Schritt 4 von 4')).toBeVisible();
    // Four optional check boxes, 'Zurück', then the submit button.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    await expect(finder.getByRole('button', { name: 'Empfehlung anzeigen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(finder.getByTestId('finder-side')).toHaveCount(1);
    await expect(finder.getByTestId('finder-side')).toContainText('H3');
    await expect(finder.getByTestId('finder-length')).toHaveText('210 cm');
    await expect(finder).toContainText('Bauchschläfer');
    await expect(finder.getByRole('link', { name: 'Ergebnis als Beratungsanfrage senden' })).toHaveAttribute(
      'href',
      '/kontakt?interesse=Matratze',
    );
  });

  test('error and result states have no axe violations at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const finder = await openFinder(page);
    const axe = async () =>
      (
        await new AxeBuilder({ page })
          .include('#berater')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze()
      ).violations.map((v) => v.id);
    await finder.getByLabel('Wir schlafen zu zweit').check();
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await expect(finder.getByText('Bitte geben Sie die Körpergröße in Zentimetern an.').first()).toBeVisible();
    expect(await axe()).toEqual([]);
    const person1 = finder.getByRole('group', { name: 'Person 1' });
    const person2 = finder.getByRole('group', { name: 'Person 2' });
    await person1.getByLabel('Körpergröße').fill('203');
    await person1.getByLabel('Körpergewicht').fill('120');
    await person2.getByLabel('Körpergröße').fill('175');
    await person2.getByLabel('Körpergewicht').fill('70');
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await finder.getByLabel('Ich selbst habe Rücken- oder Gelenkbeschwerden').check();
    await finder.getByRole('button', { name: 'Empfehlung anzeigen' }).click();
    const tall = adviseSleep({
      ...noWishes,
      mode: 'paar',
      persons: [
        { heightCm: 203, weightKg: 120 },
        { heightCm: 175, weightKg: 70 },
      ],
      complaints: true,
    });
    await expect(finder.getByTestId('finder-length')).toHaveText(tall.length.label);
    await expect(finder.getByTestId('finder-side').nth(0)).toContainText(tall.sides[0]!.hardness);
    await expect(finder.getByTestId('finder-side').nth(1)).toContainText(tall.sides[1]!.hardness);
    await expect(finder).toContainText(complaintsHeight.height);
    expect(await axe()).toEqual([]);
    await finder.getByRole('button', { name: 'Neu starten' }).click();
    await expect(finder.getByText('Schritt 1 von 4')).toBeVisible();
  });
});

/** Answers the four steps as fast as they appear (no waiting for hydration) and sends the result. */
async function completeFinder(
  page: Page,
  opts: { complaints?: boolean; partnerComplaints?: boolean; consent?: boolean } = {},
) {
  const finder = page.locator('#berater');
  await finder.getByLabel('Wir schlafen zu zweit').check();
  await finder.getByRole('button', { name: 'Weiter' }).click();
  await expect(finder.getByText('Schritt 2 von 4')).toBeVisible();
  await finder.getByRole('group', { name: 'Person 1' }).getByLabel('Körpergröße').fill('193');
  await finder.getByRole('group', { name: 'Person 1' }).getByLabel('Körpergewicht').fill('111');
  await finder.getByRole('group', { name: 'Person 2' }).getByLabel('Körpergröße').fill('167');
  await finder.getByRole('group', { name: 'Person 2' }).getByLabel('Körpergewicht').fill('63');
  await finder.getByRole('button', { name: 'Weiter' }).click();
  await expect(finder.getByText('Schritt 3 von 4')).toBeVisible();
  await finder.getByRole('button', { name: 'Weiter' }).click();
  await expect(finder.getByText('Schritt 4 von 4')).toBeVisible();
  if (opts.complaints) await finder.getByLabel('Ich selbst habe Rücken- oder Gelenkbeschwerden').check();
  if (opts.partnerComplaints)
    await finder.getByLabel('Meine Partnerin oder mein Partner hat Rücken- oder Gelenkbeschwerden').check();
  if (opts.consent) await finder.getByLabel(/^Ja, meine eigene Angabe zu Rücken- oder Gelenkbeschwerden/).check();
  await finder.getByRole('button', { name: 'Empfehlung anzeigen' }).click();
  const send = finder.getByRole('link', { name: 'Ergebnis als Beratungsanfrage senden' });
  await send.click();
  await expect(page).toHaveURL(/\/kontakt\?interesse=%C3%9Cberl%C3%A4nge$/);
  const form = page.getByRole('form', { name: 'Schreiben Sie uns' });
  await form.scrollIntoViewIfNeeded(); // the form hydrates when visible and takes the draft
  const message = form.getByLabel(/^Ihre Nachricht/);
  await expect(message).toHaveValue(/Person 1: Härtegrad H4/);
  await expect(message).not.toHaveValue(/\bkg\b|193/);
  return message;
}

test.describe('Schlafberater before hydration', () => {
  test.beforeEach(async ({ page }) => {
    const value = serializeConsent(createConsent({ analytics: false, marketing: false, preferences: false }));
    await page.addInitScript(([key, v]) => window.localStorage.setItem(key, v), [CONSENT_STORAGE_KEY, value] as const);
  });

  for (const rate of [1, 6]) {
    test(`CPU ${rate}x: the first taps advance one step each, no reload, no query; the result hands over`, async ({
      page,
    }) => {
      test.slow(rate > 1, 'a 6x slower CPU takes longer for everything');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const urls: string[] = [];
      page.on('framenavigated', (f) => f === page.mainFrame() && urls.push(f.url()));
      let loads = 0;
      page.on('load', () => loads++);
      await page.goto('/schlafberater', { waitUntil: 'commit' });
      const finder = page.locator('#berater');
      // Tapped as soon as they are there: the choice is kept, 'Weiter' is held and replayed once.
      await finder.getByLabel('Wir schlafen zu zweit').check();
      await finder.getByRole('button', { name: 'Weiter' }).click();
      await expect(finder.getByRole('heading', { name: 'Wie groß und wie schwer sind Sie?' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(finder.getByText('Schritt 2 von 4')).toBeVisible();
      await expect(finder.getByRole('group', { name: 'Person 2' })).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
      loads = 0;
      urls.length = 0;
      await page.goto('/schlafberater', { waitUntil: 'commit' });
      await completeFinder(page);
      expect(loads).toBe(2); // /schlafberater once, /kontakt once: no reload in between
      expect(urls.map((u) => new URL(u)).map((u) => u.pathname + u.search)).toEqual([
        '/schlafberater',
        `/kontakt?interesse=${encodeURIComponent('Überlänge')}`,
      ]);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    });
  }

  test('back or joint complaints reach the enquiry only with the separate consent', async ({ page }) => {
    await page.goto('/schlafberater');
    const withoutConsent = await completeFinder(page, { complaints: true });
    await expect(withoutConsent).not.toHaveValue(/Beschwerden/);

    await page.goto('/schlafberater');
    const finder = page.locator('#berater');
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await finder.getByLabel('Körpergröße').fill('180');
    await finder.getByLabel('Körpergewicht').fill('80');
    await finder.getByRole('button', { name: 'Weiter' }).click();
    await finder.getByRole('button', { name: 'Weiter' }).click();
    const consent = finder.getByLabel(/^Ja, meine eigene Angabe zu Rücken- oder Gelenkbeschwerden/);
    await expect(consent).toHaveCount(0);
    // Sleeping alone, there is no partner to ask about.
    await expect(finder.getByLabel(/Partnerin oder mein Partner/)).toHaveCount(0);
    await finder.getByLabel('Ich selbst habe Rücken- oder Gelenkbeschwerden').check();
    await expect(consent).not.toBeChecked();
    await expect(finder.getByText(/Art\.\s9 Abs\.\s2 lit\.\sa DSGVO/)).toBeVisible();
    await finder.getByRole('button', { name: 'Empfehlung anzeigen' }).click();
    await expect(
      finder.getByText('Ihre Angabe zu Rücken- oder Gelenkbeschwerden übernehmen wir nicht in die Anfrage.'),
    ).toBeVisible();
    await finder.getByRole('button', { name: 'Neu starten' }).click();

    await page.goto('/schlafberater');
    const withConsent = await completeFinder(page, { complaints: true, consent: true });
    await expect(withConsent).toHaveValue(new RegExp(escapeRegExp(healthNotes.own)));
  });

  test('in couple mode the partner’s complaints stay in the browser, even with the consent', async ({ page }) => {
    await page.goto('/schlafberater');
    // The partner's complaints alone: no consent is offered, the advice shows the note, nothing is sent.
    const partnerOnly = await completeFinder(page, { partnerComplaints: true });
    await expect(partnerOnly).not.toHaveValue(/Beschwerden|Partnerin oder Ihrem Partner/);

    await page.goto('/schlafberater');
    // Both, with the visitor's consent: only the visitor's own line is sent.
    const both = await completeFinder(page, { complaints: true, partnerComplaints: true, consent: true });
    await expect(both).toHaveValue(new RegExp(escapeRegExp(healthNotes.own)));
    await expect(both).not.toHaveValue(new RegExp(escapeRegExp(healthNotes.partner)));
  });
});
