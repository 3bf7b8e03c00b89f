/**
 * The claims registry: every business claim defined once, with evidence and confirmation; the
 * pages print its values. No content, component or page file types a claim's figure itself.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimsProblems, unconfirmedClaims } from '../../src/content/claims-schema.ts';
import { claims, claimValues } from '../../src/content/claims.ts';
import { facts } from '../../src/content/site.ts';
import { typeset } from '../../src/lib/typography.ts';
import { claims as exampleClaims } from '../fixtures/operator.example.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(?:ts|tsx|astro|mdx|yaml)$/.test(name) ? [p] : [];
  });
}

const n = (v: number | string) => String(v).replace(/-/g, '\\s?[-–]\\s?').replace('.', '\\.');
/** Each claim's figure as it would be typed in copy (a number with its unit). */
const figures: [string, RegExp][] = [
  ['deliveryWeeks', new RegExp(`\\b${n(claimValues.deliveryWeeks)}`)],
  ['freeDeliveryKm', new RegExp(`\\b${claimValues.freeDeliveryKm}\\s?km\\b`)],
  ['showroomSqm', new RegExp(`\\b${n(claimValues.showroomSqm.toLocaleString('de-DE'))}\\s?m²`)],
  ['experienceYears', new RegExp(`über ${claimValues.experienceYears} Jahre`)],
  ['variations', new RegExp(`\\b${n(claimValues.variations.replace(/^ca\. /, ''))}`)],
  ['guarantee.materialYears', new RegExp(`\\b${claimValues.guarantee.materialYears} Jahre (?:Garantie|auf)`)],
  ['guarantee.frameYears', new RegExp(`\\b${claimValues.guarantee.frameYears} Jahre`)],
  ['mattressExchange.days', new RegExp(`\\b${claimValues.mattressExchange.days}\\s?Tage`)],
  ['durability.boxspringYears', new RegExp(`mindestens ${claimValues.durability.boxspringYears} Jahre`)],
  ['durability.waterBedYears', new RegExp(`\\b${n(claimValues.durability.waterBedYears)} Jahre`)],
  ['durability.topperYears', new RegExp(`\\b${n(claimValues.durability.topperYears)} Jahre`)],
  [
    'durability.waterMattressRenewalYears',
    new RegExp(`\\b${n(claimValues.durability.waterMattressRenewalYears)} Jahre`),
  ],
  ['durability.topperReplaceYears', new RegExp(`alle ${claimValues.durability.topperReplaceYears} Jahre`)],
  // Price promises (§ 5 Abs. 2 Nr. 2 UWG) are claims too: what is free comes from the registry.
  ['freeAdjustments', /ohne Aufpreis|kostenlos\w* (?:Anpassung )?an Dachschr|Dachschrägen[\w ]* kostenlos an/i],
  ['freeDisposal', /Entsorgung\w*[\w ]* kostenlos|kostenlose Entsorgung/i],
];

describe('the claims registry', () => {
  it('the demo registry and the example registry are valid', () => {
    expect(claimsProblems(claims)).toEqual([]);
    expect(claimsProblems(exampleClaims)).toEqual([]);
  });

  it('nothing is confirmed in the demo; everything in the example', () => {
    expect(unconfirmedClaims(claims).map((c) => c.key)).toEqual(Object.keys(claims));
    expect(unconfirmedClaims(exampleClaims)).toEqual([]);
  });

  it('the site’s facts are the registry’s values', () => {
    expect(facts.guaranteeYears).toBe(claimValues.guarantee.materialYears);
    expect(facts.frameGuaranteeYears).toBe(claimValues.guarantee.frameYears);
    expect(facts.mattressExchangeDays).toBe(claimValues.mattressExchange.days);
    expect(facts.freeDeliveryKm).toBe(claimValues.freeDeliveryKm);
    expect(facts.designLifeYears).toBe(claimValues.durability.boxspringYears);
    expect(facts.topperReplaceYears).toBe(claimValues.durability.topperReplaceYears);
    expect(facts.waterMattressRenewalYears).toBe(typeset(`${claimValues.durability.waterMattressRenewalYears} Jahre`));
  });

  it('every durability figure and every certificate is a claim of its own in the registry', () => {
    expect(Object.keys(claimValues.durability).sort()).toEqual([
      'boxspringYears',
      'conditions',
      'topperReplaceYears',
      'topperYears',
      'waterBedYears',
      'waterMattressRenewalYears',
    ]);
    // The water-bed partner's fabrics are certified separately from our own workshop's.
    expect(claims.waterBedOekoTex.confirmed).toBeNull();
    expect(exampleClaims.waterBedOekoTex.confirmed).not.toBeNull();
  });

  it('no content, component or page file types a claim’s figure a second time', () => {
    const hits: string[] = [];
    for (const file of ['src/content', 'src/components', 'src/pages'].flatMap(files)) {
      const text = readFileSync(file, 'utf8');
      for (const [key, pattern] of figures) {
        const line = text.split('\n').findIndex((l) => pattern.test(l));
        if (line >= 0) hits.push(`${file}:${line + 1} ${key}`);
      }
    }
    expect(hits).toEqual([]);
  });

  it('the figure patterns catch a typed figure (regression)', () => {
    const typed =
      'Lieferung in 1-2 Wochen, frei bis 50 km, 1.000 m² Showroom, 120 Tage Umtausch, 25 Jahre auf Rahmen, Wassermatratze alle 8-12 Jahre, Topper alle 7 Jahre';
    const caught = figures.filter(([, p]) => p.test(typed)).map(([k]) => k);
    for (const promise of [
      'Sondermaße, Überlängen und Dachschrägen ohne Aufpreis für die Anpassung.',
      'Wir passen Ihr Bett kostenlos an Dachschrägen und Nischen an.',
      'Überlängen, Sonderbreiten und kostenlose Anpassung an Dachschrägen',
      'Die Entsorgung Ihrer alten Matratze ist kostenlos.',
    ])
      expect(
        figures.some(([k, p]) => k.startsWith('free') && p.test(promise)),
        promise,
      ).toBe(true);
    expect(caught).toEqual([
      'deliveryWeeks',
      'freeDeliveryKm',
      'showroomSqm',
      'guarantee.frameYears',
      'mattressExchange.days',
      'durability.waterMattressRenewalYears',
      'durability.topperReplaceYears',
    ]);
  });
});
