/**
 * A product page's sections are the kinds a product page can use (`productSectionKinds`): the
 * editor's "Add" menu offers those and no other, in that order, and the build refuses any other
 * kind on a product page in German, naming the kind. One list for both.
 */
import type { ComponentSchema } from '@keystatic/core';
import fc from 'fast-check';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import keystaticConfig from '../../keystatic.config.tsx';
import { sectionLabels } from '../../src/content/field-labels.ts';
import { infoPageFiles } from '../../src/content/info-page-read.ts';
import { productPageFiles } from '../../src/content/product-page-files.ts';
import { readProductPageFile } from '../../src/content/product-page-read.ts';
import { productSectionKinds, sectionSchema } from '../../src/content/section-schema.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'product-sections-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type StoredSection = { discriminant: string; value?: unknown };
type StoredEntry = { sections: StoredSection[] };

const allKinds = sectionSchema.options.map((o) => o.shape.kind.value);
const offered = new Set<string>(productSectionKinds);
const notOffered = allKinds.filter((k) => !offered.has(k));

/** The kinds the "Add" menu of a collection's sections offers, in its order (Keystatic's blocks field). */
function menuOf(collection: 'productPages' | 'infoPages') {
  const sections = (keystaticConfig.collections[collection].schema as Record<string, ComponentSchema>).sections!;
  if (sections.kind !== 'array' || sections.element.kind !== 'conditional') throw new Error('no blocks field');
  const { options } = sections.element.discriminant as unknown as { options: { value: string; label: string }[] };
  return options;
}

const stored = (file: string) => parse(readFileSync(file, 'utf8')) as StoredEntry;
const entries = [...productPageFiles(), ...infoPageFiles()].map(stored);
/** A section of each kind as some page of the site has it (a valid one). */
const example = (kind: string) => entries.flatMap((e) => e.sections).find((s) => s.discriminant === kind);

describe('the sections a product page offers', () => {
  it('the "Add" menu of a product page lists the product kinds only, opening first and closing last', () => {
    const menu = menuOf('productPages');
    expect(menu.map((o) => o.value)).toEqual([...productSectionKinds]);
    expect(menu.map((o) => o.label)).toEqual(productSectionKinds.map((k) => sectionLabels[k]));
    expect(menu[0]!.value).toBe('hero');
    expect(menu.at(-1)!.value).toBe('cta');
    // What the owner found out of place there (the report's list) is not offered.
    for (const kind of ['brand-hero', 'not-found', 'legal-text', 'contact', 'finder', 'product-cards'])
      expect(menu.map((o) => o.value)).not.toContain(kind);
    // An information page (the home, contact, legal and not-found pages among them) offers every kind.
    expect(new Set(menuOf('infoPages').map((o) => o.value))).toEqual(new Set(allKinds));
  });

  it('every kind offered reads on a product page (an example from the site, after the opening)', () => {
    const base = stored(productPageFiles()[0]!);
    for (const kind of productSectionKinds.filter((k) => k !== 'hero')) {
      const section = example(kind);
      expect(section, kind).toBeDefined();
      const entry = { ...base, sections: [base.sections[0]!, section!] };
      const target = path.join(tmp, `ok-${kind}.yaml`);
      writeFileSync(target, stringify(entry));
      expect(() => readProductPageFile(target), kind).not.toThrow();
    }
  });

  it('any other kind is refused by the build on a product page, in German, naming the kind and the field (generated)', () => {
    expect(notOffered.length).toBeGreaterThan(20);
    const files = productPageFiles();
    fc.assert(
      fc.property(
        fc.constantFrom(...notOffered),
        fc.constantFrom(...files),
        fc.nat(),
        fc.boolean(),
        (kind, file, at, real) => {
          const entry = stored(file);
          // A valid section of that kind from an information page, or the kind alone.
          const section = (real && example(kind)) || { discriminant: kind, value: {} };
          const index = 1 + (at % entry.sections.length);
          entry.sections.splice(index, 0, section);
          const target = path.join(tmp, path.basename(file));
          writeFileSync(target, stringify(entry));
          let message = '';
          try {
            readProductPageFile(target);
          } catch (error) {
            message = (error as Error).message;
          }
          expect(message).toContain(target);
          expect(message).toContain(`sections.${index}.kind`);
          expect(message).toContain(`„${sectionLabels[kind]}“ ist auf einer Produktseite nicht möglich`);
          expect(message).toContain(productSectionKinds.map((k) => sectionLabels[k]).join(', '));
        },
      ),
      { numRuns: 60 },
    );
  });
});
