import { expect, test, type APIRequestContext } from '@playwright/test';
import { interests } from '../../src/content/interests.ts';
import { productNav } from '../../src/content/site.ts';
import { typeset } from '../../src/lib/typography.ts';
import {
  extraLengthData,
  mattressData,
  seniorHeightsData,
  waterBedData,
  type NumberRange,
} from '../../src/content/product-data-model.ts';
import { hardnessGuide } from '../../src/content/products/matratzen.ts';
import { lengthOptions, sizeGuide } from '../../src/content/products/ueberlaenge.ts';

const range = (r: NumberRange) => `${r.from}-${r.to}`;

/** The visible text of <main> in the server-rendered HTML, tags stripped, whitespace collapsed. */
async function mainText(request: APIRequestContext, route: string): Promise<string> {
  const res = await request.get(route);
  expect(res.status(), route).toBe(200);
  const html = await res.text();
  const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/**
 * Every business figure a visitor reads on the product pages (guarantees, sizes, durations,
 * counts). The product figures the owner keeps in data files (src/content/data/*.json) are read
 * from there, so a page that prints anything else fails; the rest is typed out literally.
 */
const constants: Record<string, string[]> = {
  '/produkte/wasserbetten': [
    'Optimale Temperatur',
    'Hygienisch',
    'Gleichmäßige Druckverteilung',
    'Langlebigkeit',
    'auf 15-20 Jahre Lebensdauer',
    'Wassermatratze erneuern Sie nach unserer Empfehlung alle 8-12 Jahre',
    `etwa ${range(waterBedData.filledWeightKg)} kg`,
    `Bezüge waschbar bis ${waterBedData.coverWashDegrees} Grad`,
    `${waterBedData.heatingWatt} Watt`,
    `Wasserwechsel ist alle ${range(waterBedData.waterChangeYears)} Jahre`,
    'Wasserbetten unserer Eigenmarke',
    'Thermisch verbundenes Stabilisierungssystem',
    'Phthalatfrei: Wasserbettmatratzen aus Vinyl',
    'Bezugsstoffe des Partnerbetriebs zertifiziert nach STANDARD 100 by OEKO-TEX®',
    'Nähte von innen verschweißt',
    'Wasserpflege mit Konditionierer',
    'Vinylpflege',
    'Heizung',
    'Beratungstermin vereinbaren',
    'Wasserbett-Komfort testen',
  ],
  '/produkte/wasserbett-technik': [
    'Heizung und Thermostat',
    'Sicherheitssystem',
    'Befüll- und Entlüftungssystem',
    `In ${waterBedData.installationSteps} Schritten zum fertigen Wasserbett`,
    'Schritt 1: Vorbereitung',
    'Schritt 2: Aufbau',
    'Schritt 3: Befüllung',
    'Schritt 4: Kalibrierung',
    'Jährlich',
    'Bei Bedarf',
    `Alle ${range(waterBedData.waterChangeYears)} Jahre`,
    `${waterBedData.heatingWatt} Watt`,
    'Service bei Störungen',
    'Rufen Sie uns an (Mo - Fr 9 - 18 Uhr)',
    'Wartungsservice',
  ],
  '/produkte/familienbetten': [
    'Familienbett 240 x 200 cm',
    'Eltern-Kind-Bett 200 x 200 cm',
    '0-2 Jahre',
    '3-8 Jahre',
    '9+ Jahre',
    'Durchdacht für Familien',
  ],
  '/produkte/seniorenbetten': [
    'Einstiegshöhe ab 45 cm',
    ...seniorHeightsData.heights.map((h) => `${h.fromCm}${h.toCm ? `-${h.toCm} cm` : ' cm+'} ${h.name}`),
    'Beratung bei Ihnen zu Hause',
    'Lieferung und Montage',
  ],
  '/produkte/elektrische-boxspringbetten': [
    'Vier beliebte Positionen',
    'Lesen',
    'Fernsehen',
    'Beine hoch',
    'Schwerelos',
    'Technische Details',
  ],
  '/produkte/ueberlaenge': [
    // The options and the size guide as the data file has them (their labels: sleep-advice.test.ts).
    ...lengthOptions.map((o) => `${o.badge ? `${o.badge} ` : ''}${o.lengthCm} cm ${o.hint}`),
    `Bettlänge = Körpergröße + ${extraLengthData.allowanceCm} cm`,
    ...sizeGuide.map((r) => `${r.height} ${r.length}`),
  ],
  '/produkte/matratzen': [
    // The technologies and the hardness bands as the data file has them.
    ...mattressData.technologies.map((t) => `${t.name} Härtegrade ${t.hardness.from}-${t.hardness.to}`),
    ...mattressData.hardness.map((g) => `${g.grade} ${g.name}`),
    ...hardnessGuide.map((g) => g.weight),
    'Rückenschläfer',
    'Seitenschläfer',
    'Bauchschläfer',
    `Alle ${mattressData.care.turnEveryMonths} Monate wenden`,
    '5 Jahre Garantie',
    'Bei sachgemäßer Pflege gewähren wir 5 Jahre Garantie',
  ],
  '/produkte/topper': [
    'Visco-Topper 4-8 cm stark',
    'Kaltschaum-Topper',
    'Latex-Topper',
    'Gel-Topper',
    '90 x 200 cm',
    '140 x 200 cm',
    '160 x 200 cm',
    '180 x 200 cm',
    '200 x 200 cm',
    // Toppers up to 250 cm are standard lengths (the one definition of special sizes).
    'Überlänge bis 250 cm',
    'Bezug bei 60 Grad waschbar',
    'Lebensdauer 5-8 Jahre',
    'etwa alle 7 Jahre zu ersetzen',
    'Welcher Topper passt zu Ihnen?',
  ],
  '/produkte/boxspringbetten': [
    'Handgefertigt in Deutschland',
    'Individuell nach Maß',
    'Zertifizierte Bezugsstoffe',
    'Geliefert in 1-2 Wochen',
    'Classic',
    'Luxury',
    'Comfort Plus',
    'So ist ein Boxspringbett aufgebaut',
    '25 Jahre',
  ],
  '/produkte': ['Boxspringbetten aus eigener Herstellung', 'Matratzen für jeden Schlaftyp', 'Lieferzeit: 1-2 Wochen'],
};
constants['/wasserbetten'] = constants['/produkte/wasserbetten']!;

test.describe('product pages', () => {
  for (const [route, expected] of Object.entries(constants)) {
    test(`${route} shows every business figure`, async ({ request }) => {
      const text = await mainText(request, route);
      // The figures' wording in its typographic form (en dash, ×), whitespace collapsed like `text`.
      for (const s of expected.map((e) => typeset(e).replace(/\s+/g, ' ')))
        expect(text, `${route}: "${s}"`).toContain(s);
    });
  }

  test("'Beliebt' marks exactly the 230 cm option", async ({ page }) => {
    await page.goto('/produkte/ueberlaenge');
    const badge = page.getByRole('main').getByText('Beliebt', { exact: true });
    await expect(badge).toHaveCount(1);
    const card = page.locator('#laengen li').filter({ hasText: 'Beliebt' });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('230 cm');
  });

  test('water bed page: three native FAQs that open and close, closing links to Wasserbett', async ({ page }) => {
    await page.goto('/produkte/wasserbetten');
    const faqs = page.locator('#faq details');
    await expect(faqs).toHaveCount(3);
    const first = faqs.first();
    await expect(first).not.toHaveAttribute('open', '');
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText(typeset(`${range(waterBedData.filledWeightKg)} kg`))).toBeVisible();
    await first.locator('summary').click();
    await expect(first).not.toHaveAttribute('open', '');
    const closing = page.locator('#abschluss');
    for (const name of ['Beratungstermin vereinbaren', 'Wasserbett-Komfort testen']) {
      await expect(closing.getByRole('link', { name })).toHaveAttribute('href', '/kontakt?interesse=Wasserbett');
    }
  });

  test('/produkte: both blocks consult via /kontakt, quality promise, a card for every product page', async ({
    page,
  }) => {
    await page.goto('/produkte');
    for (const [id, interest] of [
      ['#boxspringbetten', 'Boxspringbett'],
      ['#matratzen', 'Matratze'],
    ]) {
      await expect(page.locator(id!).getByRole('link', { name: 'Beratung vereinbaren' })).toHaveAttribute(
        'href',
        `/kontakt?interesse=${encodeURIComponent(interest!)}`,
      );
    }
    await expect(page.getByRole('heading', { name: 'Darauf können Sie sich verlassen' })).toBeVisible();
    const cards = page.locator('#alle-produkte a');
    await expect(cards).toHaveCount(productNav.items.length);
    for (const item of productNav.items) {
      await expect(page.locator(`#alle-produkte a[href="${item.href}"]`)).toContainText(item.label);
    }
  });

  test('every consult, book, choose and request link on product pages preselects an allowed interest', async ({
    request,
  }) => {
    const routes = ['/produkte', ...productNav.items.map((i) => i.href)];
    let checked = 0;
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? '';
      for (const m of main.matchAll(/<a [^>]*href="(\/kontakt[^"]*)"/g)) {
        const url = new URL(m[1]!.replace(/&amp;/g, '&'), 'https://x.test');
        expect(url.pathname).toBe('/kontakt');
        expect(interests as readonly string[], `${route}: ${m[1]}`).toContain(url.searchParams.get('interesse'));
        checked++;
      }
      // Visible labels that promise an enquiry must lead to the contact form.
      for (const m of main.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
        const label = m[2]!.replace(/<[^>]+>/g, '').trim();
        if (/vereinbaren|anfragen|buchen|testen/.test(label) && !label.startsWith('Service anrufen')) {
          expect(m[1], `${route}: ${label}`).toMatch(/^\/kontakt\?interesse=/);
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  test('matratzen and ueberlaenge link to the Schlafberater', async ({ page }) => {
    for (const route of ['/produkte/matratzen', '/produkte/ueberlaenge']) {
      await page.goto(route);
      await expect(page.getByRole('main').locator('a[href="/schlafberater"]').first()).toBeVisible();
    }
  });

  test('each product page has its own artwork in the hero', async ({ request }) => {
    const seen = new Set<string>();
    for (const item of productNav.items.filter((i) => i.href.startsWith('/produkte/'))) {
      const html = await (await request.get(item.href)).text();
      const hero = html.match(/<section[^>]*aria-labelledby="page-title"[\s\S]*?<\/section>/)?.[0] ?? '';
      const src = hero.match(/<img[^>]*src="([^"]+)"/)?.[1];
      expect(src, item.href).toMatch(/^\/img\/product-/);
      seen.add(src!);
    }
    expect(seen.size).toBe(9);
  });
});
