import { expect, test } from '@playwright/test';
import { allPages, allRoutes, indexableRoutes, mapRoutes } from '../../src/content/pages.ts';

test.describe('routes', () => {
  for (const route of allRoutes) {
    test(`${route} answers 200 with its h1 in the raw HTML`, async ({ request }) => {
      const res = await request.get(route);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      const html = await res.text();
      expect(html).toMatch(/<html lang="de"/);
      expect(html).toMatch(/<h1[^>]*>[\s\S]+?<\/h1>/);
      const meta = allPages.find((p) => p.path === route)!;
      expect(html).toContain(`<title>${meta.title.replace(/&/g, '&amp;')}</title>`);
    });
  }

  test('an unknown path answers 404 with the German not-found page', async ({ page }) => {
    const res = await page.goto('/gibt-es-nicht/wirklich');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Seite nicht gefunden');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Startseite/ })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: /Produkte/ })).toHaveAttribute('href', '/produkte');
    await expect(main.getByRole('link', { name: /Kontakt/ })).toHaveAttribute('href', '/kontakt');
  });

  test('/wasserbetten mirrors /produkte/wasserbetten with a canonical to the latter', async ({ request }) => {
    const alias = await (await request.get('/wasserbetten')).text();
    const main = await (await request.get('/produkte/wasserbetten')).text();
    expect(alias).toContain('<link rel="canonical" href="https://www.schlafmanufaktur.example/produkte/wasserbetten"');
    expect(main).toContain('<link rel="canonical" href="https://www.schlafmanufaktur.example/produkte/wasserbetten"');
    const h1 = (html: string) => html.match(/<h1[^>]*>([\s\S]+?)<\/h1>/)?.[1];
    expect(h1(alias)).toBe(h1(main));
    // The header counts the alias as its canonical page: the Produkte group is current (open).
    const productsGroupOpen = (html: string) => /<details class="group" open/.test(html);
    expect(productsGroupOpen(main)).toBe(true);
    expect(productsGroupOpen(alias)).toBe(true);
    expect(productsGroupOpen(await (await request.get('/service')).text())).toBe(false);
  });

  test('the map frame is admitted exactly on the pages that show the map', async ({ request }) => {
    for (const route of allRoutes) {
      const res = await request.get(route);
      const showsMap = (await res.text()).includes('data-map-gate');
      expect(showsMap, route).toBe(mapRoutes.includes(route));
      expect(res.headers()['content-security-policy'], route).toBeTruthy();
      expect(res.headers()['content-security-policy']!.includes('frame-src https://www.google.com'), route).toBe(
        showsMap,
      );
    }
  });

  test('sitemap lists every indexable route exactly once', async ({ request }) => {
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const locs: string[] = [];
    for (const s of sitemaps) {
      const xml = await (await request.get(s)).text();
      locs.push(
        // Exactly the canonical form: no trailing slash.
        ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
      );
    }
    expect([...locs].sort()).toEqual([...indexableRoutes].sort());
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    const txt = await (await request.get('/robots.txt')).text();
    expect(txt).toContain('Sitemap: https://www.schlafmanufaktur.example/sitemap-index.xml');
  });

  test('GET /healthz answers ok', async ({ request }) => {
    const res = await request.get('/healthz');
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe('ok');
  });

  test('every page carries unique title, description, canonical, OG and business JSON-LD', async ({ request }) => {
    const titles = new Set<string>();
    for (const route of indexableRoutes) {
      const html = await (await request.get(route)).text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, route).toBeTruthy();
      expect(titles.has(title!), `duplicate title on ${route}`).toBe(false);
      titles.add(title!);
      expect(html).toMatch(/<meta name="description" content="[^"]{70,}"/);
      expect(html).toContain('property="og:title"');
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]+?)<\/script>/g)].map(
        (m) =>
          JSON.parse(m[1]!) as {
            '@type'?: string;
            address?: { addressLocality?: string };
            openingHoursSpecification?: unknown[];
            geo?: { latitude?: unknown };
          },
      );
      const business = ld.find((d) => d['@type'] === 'FurnitureStore');
      expect(business?.address?.addressLocality, route).toBe('Musterstadt');
      expect(business?.openingHoursSpecification?.length).toBeGreaterThan(0);
      expect(typeof business?.geo?.latitude).toBe('number');
    }
  });
});
