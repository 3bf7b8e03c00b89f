/**
 * Product pages are content entries (src/content/product-pages/<slug>.yaml): every list that
 * names product pages (navigation, overview cards, interests, page metadata and sitemap, the
 * chat's knowledge) is derived from them, and a bad value stops the reader naming the file and
 * the field. tests/editor/add-product.spec.ts adds an entry to a copy of the site and builds it.
 */
import fc from 'fast-check';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { renderedPath } from '../../src/content/entry-format.ts';
import { interests } from '../../src/content/interests.ts';
import { allRoutes, indexableRoutes } from '../../src/content/pages.ts';
import { productPageFiles, readProductIndex, readProductIndexFile } from '../../src/content/product-page-files.ts';
import { resolveTokens } from '../../src/content/product-page-tokens.ts';
import { readProductPageFile, readProductPages } from '../../src/content/product-page-read.ts';
import { productIndex } from '../../src/content/product-index.ts';
import { productPages } from '../../src/content/product-pages.ts';
import { productNav } from '../../src/content/site.ts';
import { buildPassages } from '../../src/lib/chat/knowledge.ts';
import { waterBed } from '../../src/content/products/wasserbetten.ts';
import { stringLeaves, withValueAt } from '../support/entry-leaves.ts';

const passages = buildPassages();
const tmp = mkdtempSync(path.join(tmpdir(), 'product-pages-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('product pages as content entries', () => {
  it('the build (through Vite) and plain Node read the same entries', () => {
    expect(productPageFiles().length).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(productPages))).toEqual(
      JSON.parse(JSON.stringify(readProductPages().sort((a, b) => a.data.nav.order - b.data.nav.order))),
    );
    expect(JSON.parse(JSON.stringify(productIndex))).toEqual(
      JSON.parse(JSON.stringify(readProductIndex().sort((a, b) => a.nav.order - b.nav.order))),
    );
  });

  it('every entry is in the nav (in its order), the interests, the routes, the sitemap and the chat', () => {
    const navHrefs = productNav.items.map((i) => i.href);
    for (const page of productPages) {
      const { data } = page;
      expect(productNav.items, page.path).toContainEqual(
        expect.objectContaining({ href: page.path, label: data.nav.label, description: data.nav.description }),
      );
      expect(interests, page.path).toContain(data.interest);
      expect(indexableRoutes, page.path).toContain(page.path);
      for (const alias of data.aliases ?? []) {
        expect(allRoutes).toContain(alias);
        expect(indexableRoutes).not.toContain(alias);
      }
      // The page's own passage (its hero) and one for each section the chat reads.
      expect(
        passages.some((p) => p.page === page.path && p.anchor === ''),
        page.path,
      ).toBe(true);
      for (const s of data.sections)
        if ('id' in s && s.kind !== 'cta')
          expect(
            passages.some((p) => p.page === page.path && p.anchor === s.id),
            `${page.path}#${s.id}`,
          ).toBe(true);
    }
    const ordered = productPages.map((p) => navHrefs.indexOf(p.path));
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
  });

  it('no entry types a placeholder that is left in the page', () => {
    const strings: string[] = [];
    JSON.stringify(productPages, (_, v: unknown) => (typeof v === 'string' && strings.push(v), v));
    expect(strings.filter((v) => /\{\{|\}\}/.test(v))).toEqual([]);
  });

  it('the nav texts are printed with their placeholders filled in and their length checked as printed', () => {
    const navTexts = productNav.items.flatMap((i) => [i.label, i.description]);
    expect(navTexts.filter((t) => /\{\{|\}\}/.test(t))).toEqual([]);
    // A description written with placeholders longer than 60 characters that prints in 60 is
    // accepted; one more printed character is refused, naming the field.
    const written = '{{mattress.countHeading}} Technologien, {{mattress.grades}}, ';
    const fits = written + 'x'.repeat(60 - resolveTokens(written, undefined).length);
    expect(fits.length).toBeGreaterThan(60);
    const file = productPageFiles()[0]!;
    const raw = parse(readFileSync(file, 'utf8')) as { nav: { description: string } };
    const target = path.join(tmp, path.basename(file));
    for (const [description, ok] of [
      [fits, true],
      [`${fits}x`, false],
    ] as const) {
      writeFileSync(target, stringify({ ...raw, nav: { ...raw.nav, description } }));
      const reads = [() => readProductIndexFile(target).nav, () => readProductPageFile(target).data.nav];
      for (const read of reads)
        if (ok) expect(read().description).toBe(resolveTokens(fits, undefined));
        else expect(read).toThrow(/nav\.description/);
    }
  });

  it('a bad value anywhere in an entry fails with the file name and the field path (generated)', () => {
    const file = productPageFiles()[0]!;
    const raw = parse(readFileSync(file, 'utf8')) as unknown;
    const leaves = stringLeaves(raw);
    expect(leaves.length).toBeGreaterThan(50);

    fc.assert(
      fc.property(fc.constantFrom(...leaves), fc.constantFrom('', '{{facts.noSuchFact}}', '{{ nope }}'), (at, bad) => {
        const target = path.join(tmp, path.basename(file));
        writeFileSync(target, stringify(withValueAt(raw, at, bad)));
        expect(() => readProductPageFile(target)).toThrow(target);
        try {
          readProductPageFile(target);
        } catch (error) {
          expect((error as Error).message).toContain(renderedPath(raw, at).join('.'));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a misspelt field is refused, not ignored (regression)', () => {
    const file = productPageFiles()[0]!;
    const raw = parse(readFileSync(file, 'utf8')) as { sections: { value: Record<string, unknown> }[] };
    raw.sections[1]!.value = { ...raw.sections[1]!.value, toen: 'white' };
    const target = path.join(tmp, 'misspelt.yaml');
    writeFileSync(target, stringify(raw));
    expect(() => readProductPageFile(target)).toThrow(/misspelt\.yaml[\s\S]*sections\.1.*toen/);
  });

  it('a link may only preselect an allowed interest', () => {
    const file = productPageFiles()[0]!;
    const raw = parse(readFileSync(file, 'utf8')) as { sections: { value: { actions?: { href: string }[] } }[] };
    raw.sections[0]!.value.actions![0]!.href = '{{consult:Raumschiff}}';
    const target = path.join(tmp, 'interest.yaml');
    writeFileSync(target, stringify(raw));
    expect(() => readProductPageFile(target)).toThrow(/interest\.yaml.*Raumschiff.*not an allowed interest/);
  });
});

describe('water-bed technology entry', () => {
  it('shows as many installation steps as the water-bed figures say', () => {
    const page = productPages.find((p) => p.path === '/produkte/wasserbett-technik')!;
    const steps = page.data.sections.find((s) => 'id' in s && s.id === 'installation');
    expect(steps?.kind).toBe('steps');
    expect(steps?.kind === 'steps' && steps.steps.length).toBe(waterBed.installationSteps);
  });
});
