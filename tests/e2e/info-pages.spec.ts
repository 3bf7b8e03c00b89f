import { expect, test, type Locator, type Page } from '@playwright/test';
import { company, openingHours } from '../../src/content/site.ts';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '../../src/lib/consent.ts';
import { typeset } from '../../src/lib/typography.ts';

/** A stored choice (everything optional denied) keeps the consent banner closed during the tests. */
test.beforeEach(async ({ page }) => {
  const value = serializeConsent(createConsent({ analytics: false, marketing: false, preferences: false }));
  await page.addInitScript(([key, v]) => window.localStorage.setItem(key, v), [CONSENT_STORAGE_KEY, value] as const);
});

/** The information and legal pages this spec covers. */
const infoRoutes = [
  '/gesundheit',
  '/service',
  '/beratung',
  '/ueber-uns',
  '/garantie',
  '/kontakt',
  '/impressum',
  '/datenschutz',
  '/agb',
];

/** [dt, dd] pairs of the opening-hours list inside `scope`. */
async function hoursRows(scope: Locator): Promise<string[][]> {
  const dts = await scope.locator('dt').allInnerTexts();
  const dds = await scope.locator('dd').allInnerTexts();
  return dts.map((d, i) => [d.trim(), (dds[i] ?? '').trim()]);
}

function section(page: Page, heading: string | RegExp) {
  return page.getByRole('region', { name: heading });
}

test.describe('opening-hours readings per page', () => {
  // Each page prints its own reading of the hours in the data file (src/content/opening-hours-model.ts
  // derives them; tests/unit/opening-hours.test.ts checks the readings against the data).
  const rowsOf = (rows: readonly { days: string; hours: string }[]) => rows.map((r) => [r.days, r.hours]);

  test('contact section on /kontakt: the full week, closed days included', async ({ page }) => {
    await page.goto('/kontakt');
    const contactSection = section(page, 'Kontakt & Beratung');
    await expect(contactSection).toBeVisible();
    expect(await hoursRows(contactSection.locator('[data-hours="contact"]'))).toEqual(rowsOf(openingHours.contact));
    // The opening-hours tile at the top of the page shows the same reading.
    expect(await hoursRows(page.locator('[data-hours="contact-page"]'))).toEqual(rowsOf(openingHours.contact));
  });

  test('home hero: the short reading of the open days', async ({ page }) => {
    await page.goto('/');
    expect(await hoursRows(page.locator('[data-hours="hero"]'))).toEqual(rowsOf(openingHours.hero));
  });

  test('service page: the phone hours', async ({ page }) => {
    await page.goto('/service');
    const contact = section(page, 'So erreichen Sie unseren Service');
    expect(await hoursRows(contact.locator('[data-hours="service-phone"]'))).toEqual(rowsOf(openingHours.servicePhone));
    await expect(contact.getByRole('link', { name: company.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${company.phone.replace(/\s+/g, '')}`,
    );
  });
});

test.describe('information pages', () => {
  test('/gesundheit: environment constants, health figures, positions, links to /beratung and /kontakt', async ({
    page,
  }) => {
    await page.goto('/gesundheit');
    const env = section(page, 'So wird Ihr Schlafzimmer zur Ruhezone');
    await expect(env).toContainText(typeset('Wir empfehlen 16-18 °C'));
    await expect(env).toContainText(typeset('Luftfeuchtigkeit bei 40-60 %'));
    await expect(env).toContainText('Lüften Sie täglich 30 Minuten');
    await expect(env).toContainText('Waschen Sie die Bezüge etwa alle 2 Wochen');
    // Health figures need a study; the demo has none, so no figures are shown.
    await expect(section(page, 'Was ein passendes Bett bewirken kann')).toHaveCount(0);
    await expect(section(page, /Schlafposition passt/).getByRole('heading', { level: 3 })).toHaveText([
      'Seitenschläfer',
      'Rückenschläfer',
      'Bauchschläfer',
    ]);
    await expect(section(page, /Materialien, denen Sie vertrauen/)).toContainText('STANDARD 100 by OEKO-TEX®');
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/beratung"]').first()).toBeVisible();
    await expect(main.locator('a[href="/kontakt"]').first()).toBeVisible();
  });

  test('/service: delivery 1-2 weeks, free within 50 km, disposal, turning every 3 months, anchors', async ({
    page,
  }) => {
    await page.goto('/service#lieferung');
    const delivery = page.locator('#lieferung');
    await expect(delivery).toBeInViewport();
    await expect(delivery.getByRole('heading', { level: 3 })).toHaveText([
      typeset('Lieferzeit 1-2 Wochen'),
      'Kostenlos im Umkreis von 50 km',
      'Entsorgung Ihrer alten Matratze',
    ]);
    await expect(section(page, 'Sicherheit, die bleibt').getByRole('heading', { level: 3 })).toHaveText([
      '5 Jahre Garantie',
      '25 Jahre auf Rahmen und Federkern',
      '120 Tage Matratzen-Umtausch',
    ]);
    await expect(section(page, /So bleibt Ihr Bett/)).toContainText('Matratze alle 3 Monate');
    const contact = section(page, 'So erreichen Sie unseren Service');
    await expect(contact.getByRole('link', { name: 'Beratung vereinbaren' })).toHaveAttribute('href', '/beratung');
    await expect(contact.getByRole('link', { name: 'Zum Kontaktformular' })).toHaveAttribute('href', '/kontakt');
  });

  test('/beratung: two types to /kontakt, four steps, six topics, test time, Schlafberater link', async ({ page }) => {
    await page.goto('/beratung');
    const types = section(page, 'Wie möchten Sie beraten werden?');
    await expect(types.getByRole('heading', { level: 3 })).toHaveText([
      'Beratung im Showroom',
      'Telefonische Beratung',
    ]);
    await expect(types.getByRole('link', { name: 'Termin im Showroom vereinbaren' })).toHaveAttribute(
      'href',
      '/kontakt?interesse=Beratungstermin%20im%20Showroom',
    );
    await expect(types.getByRole('link', { name: 'Rückruf anfragen' })).toHaveAttribute('href', '/kontakt');
    const steps = section(page, 'In vier Schritten zu Ihrem Bett').getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(section(page, 'In vier Schritten zu Ihrem Bett').getByRole('heading', { level: 3 })).toHaveText([
      'Schritt 1: Analyse',
      'Schritt 2: Empfehlung',
      'Schritt 3: Test',
      'Schritt 4: Fertigung',
    ]);
    await expect(section(page, 'Worauf wir in der Analyse achten').getByRole('heading', { level: 3 })).toHaveText([
      'Körper & Gewicht',
      'Schlafgewohnheiten',
      'Gesundheit',
      'Partnerschaft',
      'Schlafumgebung',
      'Lebensstil',
    ]);
    await expect(page.getByTestId('test-time')).toHaveText(typeset('15-20 Minuten'));
    await expect(page.getByRole('link', { name: 'Schlafberater starten' })).toHaveAttribute('href', '/schlafberater');
    const cta = section(page, 'Bereit für Ihr neues Bett?');
    await expect(cta.getByRole('link', { name: 'Beratung vereinbaren' })).toHaveAttribute('href', '/kontakt');
  });

  test('/ueber-uns: history, philosophy, workshop link to /produkte, four tiles', async ({ page }) => {
    await page.goto('/ueber-uns');
    await expect(page.getByRole('heading', { level: 2, name: 'Über 20 Jahre Erfahrung' })).toBeVisible();
    const philosophy = section(page, 'Wofür wir stehen');
    await expect(philosophy.getByRole('heading', { level: 3 })).toHaveText([
      'Individuelle Beratung',
      'Handwerksqualität',
      'Auf Dauer gebaut',
    ]);
    // One durability figure, the one /garantie states.
    await expect(philosophy).toContainText('Nutzungsdauer von mindestens 10 Jahren');
    await expect(
      section(page, 'Wo Ihr Bett entsteht').getByRole('link', { name: 'Unsere Produkte entdecken' }),
    ).toHaveAttribute('href', '/produkte');
    await expect(section(page, 'Unsere Qualitätsversprechen').getByRole('heading', { level: 3 })).toHaveText([
      'STANDARD 100 by OEKO-TEX®',
      'Made in Germany',
      '5 Jahre Garantie',
      '120 Tage Matratzen-Umtausch',
    ]);
  });

  test('/garantie: three guarantees, six quality points with 10 years design life, six services', async ({ page }) => {
    await page.goto('/garantie');
    await expect(section(page, 'Unser Versprechen an Sie').getByRole('heading', { level: 3 })).toHaveText([
      '5 Jahre Garantie',
      '25 Jahre auf Rahmen und Federkern',
      '120 Tage Matratzen-Umtausch',
    ]);
    const quality = section(page, 'Was in unseren Betten steckt').getByRole('listitem');
    await expect(quality).toHaveCount(6);
    await expect(quality.nth(4)).toHaveText(
      'Boxspringbetten ausgelegt auf eine Nutzungsdauer von mindestens 10 Jahren bei bestimmungsgemäßem Gebrauch',
    );
    // Origin: the water beds are not made in the workshop.
    await expect(quality.last()).toContainText('Wasserbetten fertigt ein Partnerbetrieb');
    await expect(section(page, 'Diese Leistungen sind inbegriffen').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(
      section(page, 'Überzeugen Sie sich selbst').getByRole('link', { name: 'Beratung vereinbaren' }),
    ).toHaveAttribute('href', '/kontakt');
  });

  test('/kontakt: four tiles, contact section with the two-click map, directions, visit box', async ({ page }) => {
    await page.goto('/kontakt');
    const tiles = section(page, 'So erreichen Sie uns');
    await expect(tiles.getByRole('heading', { level: 3 })).toHaveText([
      'Telefon',
      'E-Mail',
      'Adresse',
      'Öffnungszeiten',
    ]);
    await expect(tiles.getByRole('link', { name: company.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${company.phone.replace(/\s+/g, '')}`,
    );
    await expect(tiles.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    await expect(tiles.locator('address')).toHaveText(
      new RegExp(`${company.street}\\s*${company.postalCode} ${company.town}`),
    );
    const contactSection = section(page, 'Kontakt & Beratung');
    await expect(contactSection.locator('summary', { hasText: 'Karte laden' })).toBeVisible();
    await expect(page.locator('iframe[src*="google"]')).toHaveCount(0);
    const directions = section(page, 'So finden Sie zu uns');
    await expect(directions).toContainText('A45, Ausfahrt Siegen Süd');
    await expect(directions).toContainText('Kostenlose Parkplätze');
    await expect(directions.getByRole('heading', { level: 3, name: 'Mit Bus und Bahn' })).toBeVisible();
    const visit = section(page, 'Besuchstermin im Showroom');
    // To the form further down with the interest preselected, not to the top of this page again.
    await expect(visit.getByRole('link', { name: 'Besuchstermin vereinbaren' })).toHaveAttribute(
      'href',
      '/kontakt?interesse=Beratungstermin%20im%20Showroom#kontaktformular',
    );
  });
});

test.describe('legal pages', () => {
  test('/impressum: § 5 DDG, identity from site.ts, VAT id, no § 18 MStV line, image credits, VSBG', async ({
    page,
  }) => {
    await page.goto('/impressum');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    await expect(main.getByRole('heading', { name: 'Anbieter gemäß § 5 DDG' })).toBeVisible();
    for (const text of [
      company.legalName,
      'Inhaber: Max Mustermann',
      company.street,
      company.vatId!,
      company.phoneDisplay,
      company.email,
    ]) {
      await expect(main).toContainText(text);
    }
    // No journalistic-editorial content, so no person responsible under § 18 Abs. 2 MStV.
    await expect(main).not.toContainText('MStV');
    await expect(section(page, 'Bildnachweise')).toContainText('Originalgrafiken');
    await expect(section(page, 'Verbraucherstreitbeilegung')).toContainText(
      typeset('nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren'),
    );
    await expect(section(page, 'Verbraucherstreitbeilegung')).toContainText('(§ 36 VSBG)');
    await expect(main).toContainText(typeset('Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).'));
    await expect(main).toContainText('eingetragener Kaufmann (e.K.)');
    await expect(main).toContainText(
      typeset(`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${company.vatId}`),
    );
    await expect(main).toContainText('Registergericht: Amtsgericht Musterstadt');
    await expect(main).toContainText('Registernummer: HRA 00000');
    await expect(main.getByRole('link', { name: `https://www.${company.domain}` })).toBeVisible();
    // The TMG was replaced by the DDG; the EU ODR platform no longer exists.
    await expect(main).not.toContainText(/TMG|OS-Plattform|Online-Streitbeilegung/);
    await expect(page.locator('a[href*="ec.europa.eu"]')).toHaveCount(0);
    // No table of contents on the short Impressum.
    await expect(page.getByRole('navigation', { name: 'Inhalt' })).toHaveCount(0);
  });

  test('/datenschutz: 180-day retention and a working table of contents', async ({ page }) => {
    await page.goto('/datenschutz');
    const form = section(page, '4. Kontaktformular und Anfragen');
    await expect(form).toContainText('Gespeicherte Anfragen löschen wir automatisch nach 180 Tagen');
    const toc = page.getByRole('navigation', { name: 'Inhalt' });
    await expect(toc.getByRole('link')).toHaveCount(12);
    await toc.getByRole('link', { name: '9. Chat-Assistent' }).click();
    await expect(page).toHaveURL(/#chat$/);
    await expect(page.getByRole('heading', { level: 2, name: '9. Chat-Assistent' })).toBeInViewport();
    await expect(section(page, '9. Chat-Assistent')).toContainText('sessionStorage');
    await expect(section(page, '6. Cookie-Banner und Einwilligung')).toContainText('365 Tage');
  });

  test('/datenschutz: controller, legal bases, consent categories, Google, rights', async ({ page }) => {
    await page.goto('/datenschutz');
    await expect(section(page, '1. Verantwortlicher')).toContainText('Inhaber: Max Mustermann');
    const form = section(page, '4. Kontaktformular und Anfragen');
    for (const text of [
      'Art. 6 Abs. 1 lit. b DSGVO',
      'Art. 6 Abs. 1 lit. f DSGVO',
      'in unserer Datenbank gespeichert',
      'Eingangsbestätigung',
      'je Anschluss (IP-Adresse)',
      'HMAC-SHA-256',
      'Vor- und Nachname, E-Mail-Adresse, Interesse und Nachricht',
    ])
      await expect(form).toContainText(typeset(text));
    await expect(form).not.toContainText('je Gerät');
    const logs = section(page, '3. Server-Logdateien');
    await expect(logs).toContainText('Hosting-Dienstleister');
    await expect(logs).not.toContainText('14 Tagen');
    const consent = section(page, '6. Cookie-Banner und Einwilligung');
    for (const text of ['Notwendig:', 'Statistik (Analyse):', 'Externe Medien:', 'localStorage'])
      await expect(consent).toContainText(text);
    await expect(consent).not.toContainText(/Marketing:|Präferenzen:/);
    const ga = section(page, '7. Reichweitenmessung mit Google-Diensten');
    await expect(ga).toContainText('von uns nicht gekürzt');
    await expect(ga).toContainText('weder zu protokollieren noch zu speichern');
    await expect(ga).toContainText('„_ga“ und „_ga_<ID>“');
    await expect(ga).not.toContainText(/anonymisiert|IP-Adressen werden gekürzt/);
    await expect(ga.getByRole('link', { name: /Datenschutzerklärung von Google/ })).toHaveAttribute('target', '_blank');
    await expect(section(page, '8. Google Maps')).toContainText('Karte laden');
    await expect(section(page, '10. Schriftarten')).toContainText('keine Verbindung zu Google Fonts');
    const rights = section(page, '11. Ihre Rechte');
    for (const art of ['Art. 15', 'Art. 16', 'Art. 17', 'Art. 18', 'Art. 20', 'Art. 21', 'Art. 7 Abs. 3', 'Art. 77'])
      await expect(rights).toContainText(typeset(art));
    await expect(
      section(page, '12. Kontakt zum Datenschutz').getByRole('link', { name: company.email }),
    ).toHaveAttribute('href', `mailto:${company.email}`);
  });

  test('/agb: ten sections in order, five-day acceptance, § 312g, VSBG and no ODR link', async ({ page }) => {
    await page.goto('/agb');
    const titles = await page.locator('.prose-legal > section > h2').allInnerTexts();
    expect(titles).toEqual(
      [
        '§ 1 Geltungsbereich',
        '§ 2 Vertragsschluss',
        '§ 3 Widerrufsrecht',
        '§ 4 Preise und Zahlung',
        '§ 5 Lieferung',
        '§ 6 Eigentumsvorbehalt',
        '§ 7 Gewährleistung',
        '§ 8 Haftung',
        '§ 9 Anwendbares Recht und Gerichtsstand',
        '§ 10 Alternative Streitbeilegung',
      ].map(typeset),
    );
    await expect(section(page, '§ 2 Vertragsschluss')).toContainText('innerhalb von fünf Tagen annehmen');
    await expect(section(page, '§ 3 Widerrufsrecht')).toContainText('§ 312g Abs. 2 Nr. 1 BGB');
    await expect(section(page, '§ 7 Gewährleistung')).toContainText('bei neuen Waren ein Jahr');
    await expect(section(page, '§ 10 Alternative Streitbeilegung')).toContainText(
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle',
    );
    await expect(page.locator('a[href*="ec.europa.eu"]')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(/OS-Plattform|Online-Streitbeilegung/);
  });

  test('/agb: withdrawal notice and model form with the offer; the custom-goods exclusion is narrow', async ({
    page,
  }) => {
    await page.goto('/agb');
    await expect(section(page, '§ 2 Vertragsschluss')).toContainText(
      typeset(
        'Mit dem Angebot erhalten Sie diese AGB, die harmonisierte EU-Mitteilung über Ihr gesetzliches Gewährleistungsrecht, für Waren mit unserer Haltbarkeitsgarantie die harmonisierte Garantiekennzeichnung und – bei Fernabsatzverträgen und außerhalb unserer Geschäftsräume geschlossenen Verträgen – die Widerrufsbelehrung mit dem Muster-Widerrufsformular, also bevor Sie bestellen.',
      ),
    );
    const withdrawal = section(page, '§ 3 Widerrufsrecht');
    await expect(withdrawal).toContainText('binnen vierzehn Tagen ohne Angabe von Gründen');
    await expect(withdrawal.getByText('Widerrufsbelehrung', { exact: true })).toBeVisible();
    await expect(withdrawal.getByText('Muster-Widerrufsformular', { exact: true })).toBeVisible();
    await expect(withdrawal).toContainText('Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*)');
    await expect(withdrawal).toContainText(
      'bloße Auswahl unter unseren Standardausführungen – etwa eines der angebotenen Härtegrade, Bezugsstoffe',
    );
    await expect(withdrawal).toContainText('bleibt Ihr Widerrufsrecht bestehen');
    const delivery = section(page, '§ 5 Lieferung');
    await expect(delivery).toContainText(typeset('1-2 Wochen'));
    await expect(delivery).toContainText('spätestens zwei Wochen nach Vertragsschluss');
    await expect(delivery).not.toContainText('in der Regel');
    await expect(
      section(page, '§ 7 Gewährleistung').getByRole('link', { name: 'Garantiebedingungen' }),
    ).toHaveAttribute('href', '/garantie#garantiebedingungen');
  });
});

test.describe('reachability and links', () => {
  test('every information and legal page is linked from the header nav or the footer', async ({ page }) => {
    await page.goto('/');
    const shell = page.locator('body > header, body > footer');
    for (const route of infoRoutes) {
      await expect(shell.locator(`a[href="${route}"]`).first(), route).toBeAttached();
    }
  });

  test('every internal link on these pages answers 200', async ({ page, request }) => {
    const seen = new Map<string, number>();
    for (const route of infoRoutes) {
      await page.goto(route);
      const hrefs = await page
        .getByRole('main')
        .locator('a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      for (const href of hrefs) {
        const path = href.split('#')[0]!;
        if (!seen.has(path)) seen.set(path, (await request.get(path)).status());
      }
    }
    const dead = [...seen].filter(([, status]) => status !== 200);
    expect(seen.size).toBeGreaterThan(5);
    expect(dead).toEqual([]);
  });
});
