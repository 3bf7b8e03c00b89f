import { describe, expect, it } from 'vitest';
import { isInterest } from '../../src/content/interests.ts';
import { allRoutes } from '../../src/content/pages.ts';
import { productNav } from '../../src/content/site.ts';
import { boxspringContent } from '../../src/content/products/boxspringbetten.ts';
import { elektrischContent } from '../../src/content/products/elektrisch.ts';
import { familienbettenContent, familyBed } from '../../src/content/products/familienbetten.ts';
import {
  hardnessGuide,
  mattressCare,
  matratzenContent,
  technologies,
  weightBoundariesKg,
} from '../../src/content/products/matratzen.ts';
import { schlafberaterContent, schlafberaterHero } from '../../src/content/products/schlafberater.ts';
import { heightRecommendations, seniorBed, seniorenbettenContent } from '../../src/content/products/seniorenbetten.ts';
import { topperContent, topperFacts } from '../../src/content/products/topper.ts';
import { overviewContent } from '../../src/content/products/uebersicht.ts';
import {
  heightBoundariesCm,
  lengthAllowanceCm,
  lengthOptions,
  sizeGuide,
  ueberlaengeContent,
} from '../../src/content/products/ueberlaenge.ts';
import { wasserbettTechnikContent } from '../../src/content/products/wasserbett-technik.ts';
import { waterBed, wasserbettenContent } from '../../src/content/products/wasserbetten.ts';
import { typesetDeep } from '../../src/lib/typography.ts';

const modules = {
  boxspringContent,
  elektrischContent,
  familienbettenContent,
  matratzenContent,
  schlafberaterContent,
  schlafberaterHero,
  seniorenbettenContent,
  topperContent,
  overviewContent,
  ueberlaengeContent,
  wasserbettTechnikContent,
  wasserbettenContent,
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

describe('product content modules', () => {
  it('every link goes to a real route, an in-page anchor, the phone, or the contact form with an allowed interest', () => {
    const all = Object.values(modules).flatMap((m) => hrefs(m));
    expect(all.length).toBeGreaterThan(40);
    for (const href of all) {
      if (href.startsWith('tel:') || /^#[a-z]/.test(href)) continue;
      const url = new URL(href, 'https://x.test');
      expect(allRoutes, href).toContain(url.pathname);
      if (url.pathname === '/kontakt') expect(isInterest(url.searchParams.get('interesse')), href).toBe(true);
    }
  });

  // Content is typeset (en dash in ranges, no-break space before units, × in sizes); the
  // expectations are the spec's wording in that same typographic form.
  it('water bed constants (s.9)', () => {
    expect(waterBed).toEqual(
      typesetDeep({
        lifeYears: '15-20 Jahre und länger',
        mattressRenewalYears: '8-12 Jahre',
        filledWeightKg: '300-500 kg',
        coverWashDegrees: 60,
        heatingWatt: 240,
        waterChangeYears: '3-5 Jahre',
        installationSteps: 4,
      }),
    );
    expect(wasserbettTechnikContent.steps.map((s) => s.title)).toEqual([
      'Vorbereitung',
      'Aufbau',
      'Befüllung',
      'Kalibrierung',
    ]);
    expect(wasserbettTechnikContent.maintenance.map((m) => m.interval)).toEqual(
      typesetDeep(['Jährlich', 'Bei Bedarf', 'Alle 3-5 Jahre']),
    );
    expect(wasserbettenContent.benefits).toHaveLength(4);
    expect(wasserbettenContent.quality).toHaveLength(6);
    expect(wasserbettenContent.faqs).toHaveLength(3);
    expect(wasserbettenContent.cta.actions.map((a) => [a.label, a.href])).toEqual([
      ['Beratungstermin vereinbaren', '/kontakt?interesse=Wasserbett'],
      ['Wasserbett-Komfort testen', '/kontakt?interesse=Wasserbett'],
    ]);
  });

  it('family and senior beds (s.9)', () => {
    expect(familyBed).toEqual(typesetDeep({ familySize: '240 x 200 cm', parentChildSize: '200 x 200 cm' }));
    expect(familienbettenContent.ages.map((a) => a.ages)).toEqual(typesetDeep(['0-2 Jahre', '3-8 Jahre', '9+ Jahre']));
    expect(familienbettenContent.variants).toHaveLength(3);
    expect(seniorBed.entryHeightCm).toBe(45);
    expect(heightRecommendations.map((h) => `${h.height} ${h.name}`)).toEqual(
      typesetDeep(['40-45 cm Standard', '50-55 cm Komfort', '60 cm+ Pflege']),
    );
    expect(seniorenbettenContent.variants).toHaveLength(3);
  });

  it('extra length (s.9): options, hints, rule and size guide', () => {
    expect(lengthOptions.map((o) => o.lengthCm)).toEqual([220, 230, 240, 250]);
    expect(lengthOptions.filter((o) => 'badge' in o).map((o) => o.lengthCm)).toEqual([230]);
    expect(lengthOptions.slice(0, 3).map((o) => o.hint)).toEqual(
      typesetDeep(['für Körpergrößen bis 190 cm', 'für Körpergrößen bis 200 cm', 'für Körpergrößen über 200 cm']),
    );
    expect(lengthAllowanceCm).toBe(30);
    expect(heightBoundariesCm).toEqual([170, 180, 190, 200]);
    expect(sizeGuide.map((r) => `${r.height} -> ${r.length}`)).toEqual(
      typesetDeep([
        'bis 170 cm -> 200 cm',
        '170-180 cm -> 210 cm',
        '180-190 cm -> 220 cm',
        '190-200 cm -> 230 cm',
        'über 200 cm -> 240-250 cm',
      ]),
    );
  });

  it('mattresses (s.9): hardness by weight, technology ranges, care', () => {
    expect(weightBoundariesKg).toEqual([60, 80, 100]);
    expect(hardnessGuide.map((g) => `${g.grade} ${g.name} ${g.weight}`)).toEqual(
      typesetDeep(['H1 weich bis 60 kg', 'H2 mittel 60-80 kg', 'H3 fest 80-100 kg', 'H4 extra fest über 100 kg']),
    );
    expect(Object.fromEntries(technologies.map((t) => [t.name, t.hardness.join('-')]))).toEqual({
      Federkern: 'H2-H4',
      Latex: 'H2-H3',
      Visco: 'H2-H3',
      Hybrid: 'H2-H4',
    });
    expect(mattressCare.turnEveryMonths).toBe(3);
    expect(mattressCare.warrantyYears).toBe(5);
  });

  it('toppers (s.9)', () => {
    expect(topperFacts).toEqual(
      typesetDeep({
        viscoThickness: '4-8 cm',
        sizes: ['90 x 200', '140 x 200', '160 x 200', '180 x 200', '200 x 200'],
        customUpToCm: 250,
        coverWashDegrees: 60,
        lifespanYears: '5-8 Jahre',
        replaceEveryYears: 7,
      }),
    );
    expect(topperContent.types).toHaveLength(4);
  });

  it('box-spring variants and the overview', () => {
    expect(boxspringContent.variants.map((v) => v.name)).toEqual(['Classic', 'Luxury', 'Comfort Plus']);
    expect(boxspringContent.reasons).toHaveLength(4);
    expect(elektrischContent.positions).toHaveLength(4);
    expect(overviewContent.blocks.map((b) => b.action.label)).toEqual(['Beratung vereinbaren', 'Beratung vereinbaren']);
    for (const item of productNav.items) expect(Object.keys(overviewContent.cardImages)).toContain(item.href);
  });
});
