/**
 * What a visitor sees of the operator configuration and the honest-claims rules: the reviews
 * section's verification notice and profile link, no self-made rating in structured data, the
 * Datenschutz page following the build's settings (and the server refusing other ones),
 * register and craft data in the Impressum, sources next to the health figures, guarantee terms
 * the AGB point to.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { company, facts, oekoTex, operator, rating } from '../../src/content/site.ts';
import { claimValues } from '../../src/content/claims.ts';
import { healthConsentCopy } from '../../src/content/products/sleep-finder.ts';
import { entrySection } from '../support/page-entries.ts';

const reviewsSection = entrySection('/', 'reviews');
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '../../src/lib/consent.ts';
import { BUILD_SETTINGS_FILE, type BuildSettings } from '../../src/server/build-settings.ts';
import { startServer } from '../../scripts/lib/server.ts';

const distDir = process.env.ASTRO_OUT_DIR ?? process.env.DIST_DIR ?? 'dist';
const built = JSON.parse(readFileSync(path.join(distDir, BUILD_SETTINGS_FILE), 'utf8')) as BuildSettings;

test.beforeEach(async ({ page }) => {
  const value = serializeConsent(createConsent({ analytics: false, marketing: false, preferences: false }));
  await page.addInitScript(([key, v]) => window.localStorage.setItem(key, v), [CONSENT_STORAGE_KEY, value] as const);
});

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test.describe('reviews (§ 5b Abs. 3 UWG)', () => {
  test('the section says it shows a selection, that reviewers are not checked, and links to the profile', async ({
    page,
  }) => {
    await page.goto('/');
    const reviews = page.locator('#bewertungen');
    // 'Bewertungen', not 'Kundenstimmen': reviewers are not checked to be customers.
    await expect(reviews).not.toContainText('Kundenstimmen');
    // The aggregate's stars are drawn to its value: four full, the fifth filled to 60 %.
    const partial = reviews.locator('#rating-aggregate clipPath rect');
    await expect(partial).toHaveCount(1);
    expect(Number(await partial.getAttribute('width'))).toBeCloseTo(24 * (rating.value % 1), 5);
    const notice = reviews.locator('#reviews-notice');
    await expect(notice).toContainText(reviewsSection.selection);
    await expect(notice).toContainText(
      'Wir prüfen nicht, ob die Verfasserinnen und Verfasser bei uns gekauft oder unsere Produkte genutzt haben.',
    );
    const link = notice.getByRole('link', { name: 'Alle Bewertungen auf Google ansehen' });
    await expect(link).toHaveAttribute('href', operator.reviews.profileUrl);
    // The aggregate only with its source and date.
    const aggregate = reviews.locator('#rating-aggregate');
    await expect(aggregate).toContainText('4,6');
    await expect(aggregate).toContainText('113 Bewertungen');
    await expect(aggregate).toContainText('Quelle: Google-Unternehmensprofil, Stand 1. November 2026');
    expect(rating.asOf).toBe('2026-11-01');
  });

  test('no page repeats a rating in its structured data', async ({ page }) => {
    for (const route of ['/', '/kontakt', '/produkte/matratzen']) {
      await page.goto(route);
      const ld = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
      expect(ld.length).toBeGreaterThan(0);
      for (const json of ld) expect(json).not.toMatch(/aggregateRating|ratingValue/);
    }
  });
});

test.describe('Datenschutz follows the build settings', () => {
  test('prints the retention days and the consent mode this build was made with', async ({ page }) => {
    await page.goto('/datenschutz');
    await expect(region(page, '4. Kontaktformular und Anfragen')).toContainText(
      `Gespeicherte Anfragen löschen wir automatisch nach ${built.enquiryRetentionDays} Tagen`,
    );
    const ga = region(page, '7. Reichweitenmessung mit Google-Diensten');
    if (built.consentMode === 'basic') {
      await expect(ga).toContainText('Vorher wird keine Verbindung zu Google aufgebaut.');
    } else {
      await expect(ga).toContainText('schon beim Aufruf jeder Seite geladen');
      await expect(ga).not.toContainText('Vorher wird keine Verbindung zu Google aufgebaut');
    }
    await expect(ga).not.toContainText('anonymisiert');
    const consent = region(page, '6. Cookie-Banner und Einwilligung');
    await expect(consent).toContainText('Externe Medien');
    await expect(consent).not.toContainText('Marketing:');
    // What the access log holds and how long, from the setting docs/deploy.md configures.
    const logs = region(page, '3. Server-Logdateien');
    const { accessLog } = claimValues.hosting;
    await expect(logs).toContainText(`gekürzt auf die ersten ${accessLog.ipv4PrefixBits} Bit (IPv4)`);
    await expect(logs).toContainText(`und werden nach ${accessLog.retentionDays} Tagen automatisch gelöscht`);
    await expect(logs).not.toContainText('auf Anfrage');
    // Copies of enquiries: mailbox, backups, CSV exports.
    const form = region(page, '4. Kontaktformular und Anfragen');
    await expect(form).toContainText(
      `in unserem E-Mail-Postfach löschen wir nach ${claimValues.dataCopies.mailboxDays} Tagen`,
    );
    await expect(form).toContainText(`Backups) bewahren wir ${claimValues.dataCopies.backupDays} Tage auf`);
    // Google's role per service.
    await expect(ga).toContainText('als unser Auftragsverarbeiter');
    await expect(region(page, '8. Google Maps')).toContainText('eigener Verantwortlicher');
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /Anonymisierung/);
  });

  test('a demo build is not served on a public domain, nor behind a proxy without SITE_URL', async () => {
    const cases: Record<string, string>[] = [
      { SITE_URL: 'https://www.betten-beispiel.de' },
      { SITE_URL: '', TRUST_PROXY: 'true' },
    ];
    for (const settings of cases) {
      const error = await startServer(settings).then(
        async (server) => {
          await server.stop();
          return null;
        },
        (e: Error) => e,
      );
      expect(error?.message).toMatch(/demo build/);
    }
    expect(built.demo).toBe(true);
  });

  test('the server refuses to start with a retention other than the build’s', async () => {
    const other = String(built.enquiryRetentionDays + 1);
    const error = await startServer({ ENQUIRY_RETENTION_DAYS: other }).then(
      async (server) => {
        await server.stop();
        return null;
      },
      (e: Error) => e,
    );
    expect(error?.message).toContain(
      `ENQUIRY_RETENTION_DAYS is ${other}, but the build's privacy policy says ${built.enquiryRetentionDays} days`,
    );
  });
});

test.describe('Impressum, claims and guarantee terms from the operator configuration', () => {
  test('/impressum: legal form, register, VAT id and the chamber of crafts', async ({ page }) => {
    await page.goto('/impressum');
    await expect(region(page, 'Anbieter gemäß § 5 DDG')).toContainText('Schlafmanufaktur Mustermann e.K.');
    await expect(region(page, 'Anbieter gemäß § 5 DDG')).toContainText('Rechtsform: eingetragener Kaufmann (e.K.)');
    await expect(region(page, 'Registereintrag')).toContainText('Registernummer: HRA 00000');
    const craft = region(page, 'Berufsrechtliche Angaben');
    await expect(craft).toContainText('Zuständige Kammer: Handwerkskammer Musterstadt');
    await expect(craft).toContainText(
      'Gesetzliche Berufsbezeichnung: Raumausstattermeister (verliehen in Deutschland)',
    );
    await expect(craft.getByRole('link', { name: 'Handwerksordnung (HwO)' })).toHaveAttribute(
      'href',
      'https://www.gesetze-im-internet.de/hwo/',
    );
  });

  test('/gesundheit: no health figure without a study, the OEKO-TEX certificate with its number and link', async ({
    page,
  }) => {
    await page.goto('/gesundheit');
    await expect(page.locator('[data-claim-source]')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('Kundenbefragung');
    await expect(page.getByRole('main')).not.toContainText('Rückenbeschwerden am Morgen');
    const certs = region(page, /Materialien, denen Sie vertrauen/);
    await expect(certs).toContainText(`Zertifikat ${oekoTex.certificateNumber}`);
    await expect(certs).toContainText('STANDARD 100 by OEKO-TEX®');
    await expect(certs.getByRole('link', { name: oekoTex.linkLabel })).toHaveAttribute('href', oekoTex.url);
  });

  test('every OEKO-TEX mention names the label and links to the certificate', async ({ page }) => {
    for (const route of ['/', '/gesundheit', '/ueber-uns', '/produkte/boxspringbetten', '/produkte/familienbetten']) {
      await page.goto(route);
      const main = page.getByRole('main');
      await expect(main, route).not.toContainText('OEKO-TEX Standard 100');
      await expect(main, route).not.toContainText(/schadstoffgeprüft/i);
      await expect(main.locator(`a[href="${oekoTex.url}"]`).first(), route).toBeVisible();
    }
  });

  test('the mattress exchange states its limits wherever it is advertised', async ({ page }) => {
    for (const route of ['/', '/garantie', '/ueber-uns', '/produkte', '/service', '/produkte/matratzen']) {
      await page.goto(route);
      await expect(page.getByRole('main'), route).toContainText(facts.mattressExchangeLimits);
      await expect(page.getByRole('main'), route).not.toContainText('ohne Risiko');
    }
  });

  test('/impressum: no wrong DDG citation; picture credits while no photo is in use', async ({ page }) => {
    await page.goto('/impressum');
    await expect(region(page, 'Haftung für Inhalte und Links')).not.toContainText('DDG');
    await expect(region(page, 'Bildnachweise')).toContainText('Originalgrafiken');
  });

  test('/schlafberater: the health consent names recipient, retention and the partner case', async ({ page }) => {
    await page.goto('/schlafberater');
    const details = healthConsentCopy.details(built.enquiryRetentionDays);
    expect(details).toContain(company.legalName);
    expect(details).toContain(`nach ${built.enquiryRetentionDays} Tagen`);
    // Only the visitor's own line is sent; a partner's data never is.
    expect(details).toContain('Eine Angabe zu Ihrer Partnerin oder Ihrem Partner übermitteln wir nie');
    await expect(page.locator('#berater')).toBeVisible();
  });

  test('/agb § 7 links to the guarantee terms on /garantie', async ({ page }) => {
    await page.goto('/agb');
    await region(page, '§ 7 Gewährleistung').getByRole('link', { name: 'Garantiebedingungen' }).click();
    await expect(page).toHaveURL(/\/garantie\/?#garantiebedingungen$/);
    const terms = region(page, 'Die Bedingungen unserer Garantien');
    await expect(terms).toBeInViewport();
    for (const t of ['Garantiegeber', 'So machen Sie die Garantie geltend', 'Ihre gesetzlichen Rechte']) {
      await expect(terms).toContainText(t);
    }
  });
});
