import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { productPages } from '../../src/content/product-pages.ts';
import { infoPages } from '../../src/content/info-pages.ts';
import {
  addressKey,
  fixedRoutes,
  routeClaims,
  routeClashProblems,
  siteRouteProblems,
} from '../../src/content/route-claims.ts';

const pagesDir = 'src/content/pages';

const segment = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,6})?$/);
const address = fc.array(segment, { minLength: 1, maxLength: 2 }).map((s) => `/${s.join('/')}`);

/** Other spellings of one address that the server and a file system treat as the same. */
const spelling = (a: string) =>
  fc
    .record({ upper: fc.boolean(), slash: fc.boolean() })
    .map(({ upper, slash }) => `${upper ? a.toUpperCase() : a}${slash ? '/' : ''}`);

describe('every address belongs to one entry', () => {
  it('the site as it is takes every address once', () => {
    expect(siteRouteProblems(productPages, infoPages)).toEqual([]);
  });

  it('refuses a product alias that another page has, naming both entries and the field', () => {
    const wasserbetten = productPages.find((p) => p.slug === 'wasserbetten')!;
    const problems = siteRouteProblems(
      [{ ...wasserbetten, data: { ...wasserbetten.data, aliases: ['/wasserbetten', '/kontakt'] } }],
      infoPages,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('/kontakt');
    expect(problems[0]).toContain('src/content/product-pages/wasserbetten.yaml (Feld „Weitere Adressen“)');
    expect(problems[0]).toContain(`${pagesDir}/kontakt.yaml (Feld „Adresse (Dateiname)“)`);
  });

  it('refuses a page whose route is a fixed route of the site', () => {
    const problems = siteRouteProblems(
      [],
      [...infoPages, { slug: 'kontakt/senden', path: '/kontakt/senden', data: {} }],
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      'Die Adresse /kontakt/senden ist mehrfach vergeben: die Website selbst (feste Adresse)',
    );
    expect(problems[0]).toContain(`${pagesDir}/kontakt/senden.yaml (Feld „Adresse (Dateiname)“)`);
  });

  it('any set of entries with one address named twice, in any spelling, is refused; distinct ones pass', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(address, { minLength: 2, maxLength: 12, selector: addressKey })
          .filter((as) => as.every((a) => !fixedRoutes.includes(a))),
        fc.nat(),
        fc.nat(),
        fc.constantFrom('path', 'aliases', 'alsoAt'),
        fc.context(),
        (addresses, i, j, field, ctx) => {
          const entries = addresses.map((a, k) => ({ file: `e${k}.yaml`, path: a }));
          expect(routeClashProblems(routeClaims(entries))).toEqual([]);
          const taken = addresses[i % addresses.length]!;
          const thief = j % entries.length;
          return fc.assert(
            fc.property(spelling(taken), (again) => {
              const clash =
                field === 'path'
                  ? [...entries, { file: 'new.yaml', path: again }]
                  : entries.map((e, k) =>
                      k !== thief
                        ? e
                        : field === 'aliases'
                          ? { ...e, aliases: [again] }
                          : { ...e, alsoAt: [{ path: again }] },
                    );
              const problems = routeClashProblems(routeClaims(clash));
              ctx.log(problems.join('\n'));
              expect(problems).toHaveLength(1);
              expect(problems[0]).toContain(`Die Adresse ${addressKey(taken)} ist mehrfach vergeben`);
              expect(problems[0]).toContain(`e${addresses.indexOf(taken)}.yaml`);
            }),
            { numRuns: 4 },
          );
        },
      ),
    );
  });
});
