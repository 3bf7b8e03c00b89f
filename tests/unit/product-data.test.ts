/**
 * The product data files (src/content/data/*.json): valid as shipped, every bad value refused
 * with a German message naming the file and the field, and the readings derived from them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allProductDataProblems,
  productDataFiles,
  productDataProblems,
} from '../../src/content/product-data-schema.ts';
import { extraLengthData, mattressData, waterBedData } from '../../src/content/product-data-model.ts';
import { extraLengthWords, sizeGuide } from '../../src/content/products/ueberlaenge.ts';
import { mattressWords } from '../../src/content/products/matratzen.ts';
import { waterBed } from '../../src/content/products/wasserbetten.ts';
import { standardSizes } from '../../src/content/site.ts';
import { resolveTokens } from '../../src/content/product-page-tokens.ts';
import { typeset } from '../../src/lib/typography.ts';

type Leaf = { path: (string | number)[]; value: unknown };

/** Every leaf of a value (string, number, boolean) with its path. */
function leaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [{ path, value }];
}

function withValue(data: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

describe('product data files', () => {
  it('are valid as shipped', () => {
    expect(allProductDataProblems()).toEqual([]);
  });

  it('refuse a value of the wrong kind anywhere, naming the file and the field in German (generated)', () => {
    const cases = productDataFiles.flatMap((f, file) => leaves(f.data).map((leaf) => ({ file, path: leaf.path })));
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.constantFrom({}, null, [], -1.5), (c, bad) => {
        // The same kind of value (a string for a number, a number for a string) could pass a
        // text field's check, so the bad values are of no kind a field takes.
        const { file, schema, data } = productDataFiles[c.file]!;
        const problems = productDataProblems(file, schema, withValue(data, c.path, bad));
        expect(problems.length).toBeGreaterThan(0);
        expect(problems[0]!.startsWith(`${file}, `)).toBe(true);
        // Every segment of the path is named in German ('Eintrag 2' for an index), never as the
        // JSON key or a bare index.
        const segments = problems[0]!
          .slice(file.length + 2)
          .split(': ')[0]!
          .split(', ');
        expect(segments).toHaveLength(c.path.length);
        for (const [i, key] of c.path.entries()) {
          if (typeof key === 'number') expect(segments[i]).toBe(`Eintrag ${key + 1}`);
          else expect(segments[i]).not.toBe(key);
        }
      }),
    );
  });

  it('name the band that breaks the order of the hardness table', () => {
    const data = withValue(mattressData, ['hardness', 1, 'maxWeightKg'], mattressData.hardness[0]!.maxWeightKg);
    const [file] = productDataFiles;
    expect(productDataProblems(file.file, file.schema, data)).toEqual([
      `src/content/data/mattresses.json, Härtegrade, Eintrag 2, Gewicht bis (kg): Gewicht bis (kg) muss größer sein als im Eintrag davor (${mattressData.hardness[0]!.maxWeightKg})`,
    ]);
  });

  it('refuse a gap or an overlap in a banded table: only the last row is open, the limits rise', () => {
    const file = productDataFiles[1];
    const rows = extraLengthData.sizeGuide;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: rows.length - 1 }),
        fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }),
        (i, maxHeightCm) => {
          const changed = rows.map((r, j) => (j === i ? { ...r, maxHeightCm } : r));
          const limits = changed.map((r) => r.maxHeightCm);
          const open = limits.slice(0, -1).every((l) => l !== undefined) && limits.at(-1) === undefined;
          const rising = limits.slice(0, -1).every((l, j) => j === 0 || l! > limits[j - 1]!);
          const problems = productDataProblems(file.file, file.schema, { ...extraLengthData, sizeGuide: changed });
          expect(problems.length === 0).toBe(open && rising);
          for (const p of problems) expect(p).toContain('src/content/data/extra-length.json, Größenratgeber, Eintrag');
        },
      ),
    );
  });

  it('refuse an extra length the size guide does not recommend', () => {
    const file = productDataFiles[1];
    const data = withValue(extraLengthData, ['options', 0, 'lengthCm'], 215);
    expect(productDataProblems(file.file, file.schema, data)).toContain(
      'src/content/data/extra-length.json, Längen, Eintrag 1, Länge (cm): 215 cm steht in keiner Zeile des Größenratgebers',
    );
  });
});

describe('readings derived from the product data', () => {
  it('size guide: bed lengths rise with the body height', () => {
    const lengths = sizeGuide.flatMap((r) => r.lengthsCm);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(new Set(lengths).size).toBe(lengths.length);
  });

  it('the standard lengths are the size guide’s', () => {
    expect(standardSizes.lengthsCm).toEqual(extraLengthData.sizeGuide.flatMap((r) => r.lengthsCm));
  });

  it('the product pages’ placeholders print the data', () => {
    const grades = mattressData.hardness.map((g) => g.grade);
    expect(resolveTokens('{{mattress.grades}}', undefined)).toBe(`${grades[0]} bis ${grades.at(-1)}`);
    expect(resolveTokens('{{mattress.count}}', undefined)).toBe(String(mattressData.technologies.length));
    for (const t of mattressData.technologies) expect(mattressWords.names).toContain(t.name);
    for (const o of extraLengthData.options) expect(extraLengthWords.lengthsOr).toContain(String(o.lengthCm));
    expect(resolveTokens('{{extraLength.allowanceCm}}', undefined)).toBe(String(extraLengthData.allowanceCm));
    expect(resolveTokens('{{waterBed.heatingWatt}}', undefined)).toBe(String(waterBedData.heatingWatt));
    expect(waterBed.filledWeightKg).toBe(
      typeset(`${waterBedData.filledWeightKg.from}-${waterBedData.filledWeightKg.to} kg`),
    );
  });
});
