import http from 'node:http';
import { expect, test } from '@playwright/test';
import { appointmentsNote, openingHours } from '../../src/content/site.ts';

/** One URL per page: the path without a trailing slash; every other spelling redirects there. */
test.describe('URL policy', () => {
  for (const [from, to] of [
    ['/produkte/', '/produkte'],
    ['/produkte/topper/', '/produkte/topper'],
    ['/produkte/index.html', '/produkte'],
    ['/index.html', '/'],
    ['/kontakt/?interesse=Topper', '/kontakt?interesse=Topper'],
    ['/sitemap.xml', '/sitemap-index.xml'],
  ]) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const res = await request.get(from!, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers()['location']).toBe(to);
    });
  }

  test('the canonical form answers 200 and names itself as canonical', async ({ request }) => {
    const res = await request.get('/produkte', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<link rel="canonical" href="https://www.schlafmanufaktur.example/produkte">');
    expect(html).toContain('<meta property="og:url" content="https://www.schlafmanufaktur.example/produkte">');
  });

  for (const path of ['/404', '/404.html', '/404/', '/gibt-es-nicht']) {
    test(`${path} answers 404 with the not-found page, without canonical`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain('Seite nicht gefunden');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('og:url');
      expect(html).toContain('<meta name="robots" content="noindex, follow">');
    });
  }

  test('a redirect never leads to another host', async ({ baseURL }) => {
    // Raw request lines: a browser or API client would read '//host' as another host itself.
    const { hostname, port } = new URL(baseURL!);
    const probe = (path: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = http.get({ hostname, port, path, headers: { host: 'evil.example' } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        });
        req.on('error', reject);
      });
    for (const path of [
      '//evil.example/',
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
      '//evil.example/produkte/',
      '//',
    ]) {
      const { status, location } = await probe(path);
      expect(status, path).not.toBe(500);
      if (location) {
        expect(location, path).toMatch(/^\/(?![/\\])/);
        expect(location, path).not.toContain('evil');
      }
    }
  });
});

test("'Besuchstermin vereinbaren' on /kontakt goes to the form with the showroom interest chosen", async ({ page }) => {
  await page.goto('/kontakt');
  await page.getByRole('link', { name: 'Besuchstermin vereinbaren' }).click();
  await expect(page).toHaveURL(/\/kontakt\?interesse=Beratungstermin%20im%20Showroom#kontaktformular$/);
  const form = page.getByRole('form', { name: 'Schreiben Sie uns' });
  await expect(form).toBeInViewport();
  await expect(form.getByLabel(/^Ich interessiere mich für/)).toHaveValue('Beratungstermin im Showroom');
});

test('no reading of the hours offers consultations on a day the showroom is closed', async ({ page }) => {
  // Shop-opening law closes the showroom on Sundays, consultations included: the contact card and
  // the footer both say 'geschlossen' and nothing invites a closed-day appointment.
  const closedRow = openingHours.contact.find((r) => r.hours === 'geschlossen');
  expect(appointmentsNote).toBeNull();
  await page.goto('/kontakt');
  const card = page.locator('[data-hours="contact"]').locator('..');
  if (closedRow) {
    const row = card.locator('[data-hours="contact"] > div', { has: page.locator('dt', { hasText: closedRow.days }) });
    await expect(row.locator('dd')).toHaveText('geschlossen');
  }
  await expect(card).not.toContainText('Vereinbarung');
  await expect(page.getByRole('contentinfo')).not.toContainText('Vereinbarung');
  await expect(page.getByRole('contentinfo').locator('dd').filter({ hasText: 'geschlossen' })).toHaveCount(1);
});
