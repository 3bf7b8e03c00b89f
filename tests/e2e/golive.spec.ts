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
import { operator, rating } from '../../src/content/site.ts';
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
    const notice = reviews.locator('#reviews-notice');
    await expect(notice).toContainText('Eine Auswahl von Bewertungen aus unserem Google-Unternehmensprofil');
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
    const ga = region(page, '7. Google Tag Manager und Google Analytics 4');
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
    await expect(region(page, '3. Server-Logdateien')).not.toContainText('14 Tagen');
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

  test('/gesundheit: every health figure with its source, the OEKO-TEX certificate with its number', async ({
    page,
  }) => {
    await page.goto('/gesundheit');
    const figures = page.locator('[data-claim-source]');
    await expect(figures).toHaveCount(4);
    await expect(figures.first()).toHaveText(`Quelle: ${operator.claims.healthFigures.sleepQuality.text}`);
    const certs = region(page, /Materialien, denen Sie vertrauen/);
    await expect(certs).toContainText(`Zertifikat ${operator.claims.oekoTex.certificateNumber}`);
    await expect(certs.getByRole('link', { name: 'Zertifikat bei OEKO-TEX prüfen' })).toHaveAttribute(
      'href',
      operator.claims.oekoTex.url,
    );
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
