import { describe, expect, it } from 'vitest';
import { isInterest } from '../../src/content/interests.ts';
import { allRoutes } from '../../src/content/pages.ts';
import { productPages } from '../../src/content/product-pages.ts';
import { productIndex } from '../../src/content/product-index.ts';
import { productNav, oekoTex } from '../../src/content/site.ts';
import { matratzenContent } from '../../src/content/products/matratzen.ts';
import { pageEntry } from '../support/page-entries.ts';
import { pageIndex } from '../../src/content/page-index.ts';
import { ueberlaengeContent } from '../../src/content/products/ueberlaenge.ts';

const modules = {
  matratzenContent,
  schlafberater: pageEntry('/schlafberater'),
  overview: pageEntry('/produkte'),
  ueberlaengeContent,
};

/** Every `href` anywhere in a content object. */
function hrefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => hrefs(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'href' && typeof v === 'string') out.push(v);
      else hrefs(v, out);
    }
  }
  return out;
}

describe('product content modules and entries', () => {
  it('every link goes to a real route, an in-page anchor, the phone, the OEKO-TEX certificate, or the contact form with an allowed interest', () => {
    const all = [...Object.values(modules), ...productPages.map((p) => p.data)].flatMap((m) => hrefs(m));
    expect(all.length).toBeGreaterThan(40);
    for (const href of all) {
      if (href.startsWith('tel:') || /^#[a-z]/.test(href) || href === oekoTex.url) continue;
      const url = new URL(href, 'https://x.test');
      expect(allRoutes, href).toContain(url.pathname);
      if (url.pathname === '/kontakt') expect(isInterest(url.searchParams.get('interesse')), href).toBe(true);
    }
  });

  it('the overview has a card image for every product in the navigation, named by its entry', () => {
    const cards = [
      ...productIndex.map((p) => p.path),
      ...pageIndex.flatMap((p) => (p.nav.products?.image ? [p.path] : [])),
    ];
    for (const item of productNav.items) expect(cards).toContain(item.href);
  });
});
