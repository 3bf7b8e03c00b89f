import { describe, expect, it } from 'vitest';
import { allPages, allRoutes, indexableRoutes, pageMetaSchema } from '../../src/content/pages.ts';

describe('page registry', () => {
  it('every page has a valid, length-checked title and description', () => {
    for (const meta of allPages) {
      const r = pageMetaSchema.safeParse(meta);
      expect(r.success, `${meta.path}: ${r.error?.message}`).toBe(true);
    }
  });

  it('titles and descriptions are unique except for the alias route', () => {
    const real = allPages.filter((p) => !p.canonical);
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
