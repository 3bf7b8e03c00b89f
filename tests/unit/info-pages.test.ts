/**
 * Every page but the product pages and the enquiry's pages is a content entry
 * (src/content/pages/<slug>.yaml; index.yaml is the home page): the information pages, the home
 * page (and /sleepshort), contact, the Schlafberater, the not-found page and the legal pages.
 * Their metadata, the main nav, the product list, the footer and its legal links, the routes,
 * the sitemap, the map's routes and the chat's knowledge are derived from them, and a bad value
 * stops the reader naming the file and the field.
 */
import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { renderedPath } from '../../src/content/entry-format.ts';
import { allPages, indexableRoutes } from '../../src/content/pages.ts';
import { infoPageFiles, readInfoPageFile, readInfoPagesChecked } from '../../src/content/info-page-read.ts';
import { infoPages } from '../../src/content/info-pages.ts';
import { pageIndex } from '../../src/content/page-index.ts';
import { footerColumns, legalLinks, mainNav, productNav } from '../../src/content/site.ts';
import { mapRoutes } from '../../src/content/pages.ts';
import { sectionSchema } from '../../src/content/section-schema.ts';
import { buildPassages, pageSources } from '../../src/lib/chat/knowledge.ts';
import { stringLeaves, withValueAt } from '../support/entry-leaves.ts';

const passages = buildPassages();
const tmp = mkdtempSync(path.join(tmpdir(), 'info-pages-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('information pages as content entries', () => {
  it('the build (through Vite) and plain Node read the same entries', () => {
    const { pages: read, problems } = readInfoPagesChecked();
    expect(problems).toEqual([]);
    const pages = read.sort((a, b) => a.path.localeCompare(b.path));
    expect(pages.map((p) => p.path)).toEqual([
      '/',
      '/404',
      '/agb',
      '/beratung',
      '/datenschutz',
      '/garantie',
      '/gesundheit',
      '/impressum',
      '/kontakt',
      '/kontakt/gesendet',
      '/produkte',
      '/schlafberater',
      '/service',
      '/ueber-uns',
    ]);
    expect(JSON.parse(JSON.stringify(infoPages))).toEqual(JSON.parse(JSON.stringify(pages)));
    expect(pageIndex.map((p) => p.path)).toEqual(pages.map((p) => p.path));
  });

  it('plain Node (the chat knowledge’s process, the server) reads the same nav placements as the build', () => {
    // The editor saves a placement left empty as `main: {}` or `footer: []`: none, in both readings.
    const script = `const m = await import(${JSON.stringify(new URL('../../src/content/page-index.ts', import.meta.url).href)}); process.stdout.write(JSON.stringify(m.pageIndex));`;
    const plain = JSON.parse(
      execFileSync(path.join(process.cwd(), 'node_modules/.bin/node'), ['--input-type=module', '-e', script], {
        encoding: 'utf8',
      }),
    ) as unknown;
    expect(plain).toEqual(JSON.parse(JSON.stringify(pageIndex)));
    expect(pageIndex.some((p) => p.nav.main)).toBe(true);
  });

  it('each entry gives its page metadata, route, sitemap entry, nav placement and chat passages', () => {
    for (const page of infoPages) {
      const meta = allPages.find((m) => m.path === page.path);
      expect(meta, page.path).toMatchObject({ title: page.data.title, description: page.data.description });
      for (const also of page.data.alsoAt ?? [])
        expect(allPages.find((m) => m.path === also.path)).toMatchObject({
          title: also.title,
          description: also.description,
        });
      // Every page is in the sitemap but the not-found page, which has no address of its own, and
      // a page its entry keeps from search engines (the enquiry's confirmation).
      expect(indexableRoutes.includes(page.path), page.path).toBe(page.path !== '/404' && !page.data.noindex);
      // A page with the contact section embeds the map: its policy (and the privacy text) admit it.
      const withMap = page.data.sections.some((s) => s.kind === 'contact');
      for (const path of [page.path, ...(page.data.alsoAt ?? []).map((a) => a.path)])
        expect(mapRoutes.includes(path), path).toBe(withMap);
      const { main, footer = [], products, legal } = page.data.nav ?? {};
      const mainLinks = [...mainNav.before, ...mainNav.after];
      if (main) expect(mainLinks).toContainEqual({ label: main.label, href: page.path });
      else expect(mainLinks.map((l) => l.href)).not.toContain(page.path);
      if (products)
        expect(productNav.items).toContainEqual({
          label: products.label,
          description: products.description,
          href: page.path,
        });
      if (legal) expect(legalLinks).toContainEqual({ label: legal.label, href: page.path });
      else expect(legalLinks.map((l) => l.href)).not.toContain(page.path);
      for (const f of footer)
        expect(footerColumns.find((c) => c.title === f.column)?.links).toContainEqual({
          label: f.label,
          href: f.anchor ? `${page.path}#${f.anchor}` : page.path,
        });
      // A page that opens with a hero has a passage of its own (its subject); a page that only
      // answers a form (not indexed) has none.
      if (page.data.noindex) {
        expect(passages.some((p) => p.page === page.path)).toBe(false);
        continue;
      }
      expect(pageSources.some((s) => s.page === page.path)).toBe(page.data.sections[0]?.kind === 'hero');
      // Every section with a heading of its own id is a passage at that anchor or the section's id.
      for (const s of page.data.sections) {
        const anchor = 'heading' in s && 'id' in s.heading ? s.heading.id : undefined;
        const own = 'id' in s ? s.id : undefined;
        if (anchor && !['study-figures', 'sleep-systems', 'family-story', 'reviews'].includes(s.kind))
          expect(
            passages.some((p) => p.page === page.path && (p.anchor === anchor || p.anchor === own)),
            `${page.path}#${anchor}`,
          ).toBe(true);
      }
    }
  });

  it('the main nav keeps the entries order, a footer anchor points at a section the page has', () => {
    const ordered = infoPages
      .flatMap((p) => (p.data.nav?.main ? [p.data.nav.main] : []))
      .sort((a, b) => a.order - b.order)
      .map((m) => m.label);
    expect([...mainNav.before, ...mainNav.after].map((l) => l.label)).toEqual(ordered);
    for (const page of infoPages)
      for (const f of page.data.nav?.footer ?? [])
        if (f.anchor) expect(page.data.sections.some((s) => 'id' in s && s.id === f.anchor)).toBe(true);
  });

  it('no entry leaves a placeholder in the page', () => {
    const strings: string[] = [];
    JSON.stringify(infoPages, (_, v: unknown) => (typeof v === 'string' && strings.push(v), v));
    expect(strings.filter((v) => /\{\{|\}\}/.test(v))).toEqual([]);
  });

  it('a bad value anywhere in an entry fails with the file name and the field path (generated)', () => {
    const files = infoPageFiles();
    const cases = files.flatMap((file) => {
      const raw = parse(readFileSync(file, 'utf8')) as unknown;
      return stringLeaves(raw).map((at) => ({ file, raw, at }));
    });
    expect(cases.length).toBeGreaterThan(200);
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.constantFrom('', '{{facts.noSuchFact}}', '{{ nope }}'), (c, bad) => {
        const target = path.join(tmp, path.basename(c.file));
        writeFileSync(target, stringify(withValueAt(c.raw, c.at, bad)));
        expect(() => readInfoPageFile(target)).toThrow(target);
        try {
          readInfoPageFile(target);
        } catch (error) {
          expect((error as Error).message).toContain(renderedPath(c.raw, c.at).join('.'));
        }
      }),
      { numRuns: 80 },
    );
  });

  it('the generated cases reach every section kind of the shared union', () => {
    const kinds = new Set(
      infoPageFiles().flatMap((file) =>
        // Stored as the editor writes them: `{ discriminant: kind, value }`.
        (parse(readFileSync(file, 'utf8')) as { sections: { discriminant: string }[] }).sections.map(
          (x) => x.discriminant,
        ),
      ),
    );
    // The kinds only product pages use are covered by the product pages' generated test.
    const productOnly = [
      'variants',
      'table',
      'faq',
      'checklist',
      'split',
      'figures',
      'services',
      'maintenance',
      'sizes',
      'mattress-technologies',
      'hardness-guide',
      'sleep-positions',
      'length-options',
      'size-guide',
      'stats',
    ];
    for (const option of sectionSchema.options) {
      const kind = option.shape.kind.value;
      if (!productOnly.includes(kind)) expect(kinds, kind).toContain(kind);
    }
  });

  it("a further route's printed title and description are checked like the page's own, naming the field", () => {
    const file = infoPageFiles().find((f) => f.endsWith('index.yaml'))!;
    const raw = parse(readFileSync(file, 'utf8')) as { alsoAt: { title: string }[] };
    raw.alsoAt[0]!.title = 'Zu kurz';
    const target = path.join(tmp, 'index.yaml');
    writeFileSync(target, stringify(raw));
    // Checked in the field itself, so the editor shows it too, in German and naming the field.
    expect(() => readInfoPageFile(target)).toThrow(
      /index\.yaml:\s+alsoAt\.0\.title \(Weitere Adressen mit eigenem Titel › 1 › Titel\): gedruckt 7 Zeichen lang, erlaubt sind 15 bis 65/,
    );
  });

  it('a consult link on a page without an interest must name one', () => {
    const file = infoPageFiles().find((f) => f.endsWith('service.yaml'))!;
    const raw = parse(readFileSync(file, 'utf8')) as { sections: { value: { actions?: { href: string }[] } }[] };
    raw.sections[0]!.value.actions![0]!.href = '{{consult}}';
    const target = path.join(tmp, 'consult.yaml');
    writeFileSync(target, stringify(raw));
    expect(() => readInfoPageFile(target)).toThrow(/consult\.yaml.*\{\{consult\}\} needs the page's interest/);
  });
});
