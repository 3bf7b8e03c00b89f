import { describe, expect, it } from 'vitest';
import { allRoutes, indexableRoutes, pageMetaSchema, pages } from '../../src/content/pages.ts';

describe('page registry', () => {
  it('every page has a valid, length-checked title and description', () => {
    for (const [key, meta] of Object.entries(pages)) {
      const r = pageMetaSchema.safeParse(meta);
      expect(r.success, `${key}: ${r.error?.message}`).toBe(true);
    }
  });

  it('titles and descriptions are unique except for the alias route', () => {
    const real = Object.values(pages).filter((p) => !('canonical' in p));
    expect(new Set(real.map((p) => p.title)).size).toBe(real.length);
    expect(new Set(real.map((p) => p.description)).size).toBe(real.length);
  });

  it('covers every route of the site', () => {
    const spec = [
      '/',
      '/sleepshort',
      '/produkte',
      '/produkte/boxspringbetten',
      '/produkte/wasserbetten',
      '/wasserbetten',
      '/produkte/wasserbett-technik',
      '/produkte/familienbetten',
      '/produkte/seniorenbetten',
      '/produkte/elektrische-boxspringbetten',
      '/produkte/ueberlaenge',
      '/produkte/matratzen',
      '/produkte/topper',
      '/gesundheit',
      '/service',
      '/beratung',
      '/ueber-uns',
      '/kontakt',
      '/garantie',
      '/impressum',
      '/datenschutz',
      '/agb',
    ];
    for (const r of spec) expect(allRoutes).toContain(r);
    expect(indexableRoutes).not.toContain('/wasserbetten');
  });
});
