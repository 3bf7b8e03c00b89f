/**
 * Typography runs at build time: the browser gets a content module's exports as literals the build
 * evaluated (src/lib/content-at-build/), and the client build refuses any chunk that still carries
 * the typography's code.
 */
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isContentModule, typographyInBrowser } from '../../src/lib/content-at-build/plugin.ts';
import { literalsOf } from '../../src/lib/content-at-build/literals.ts';
import { codeOnly } from '../../src/lib/content-at-build/code-only.ts';

/** The `export` statements' values, each literal evaluated by Node as the browser would. */
function evaluated(literals: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    literals.map((statement) => {
      const [, name = 'default', literal] = /^export (?:const (\w+) =|default) ([\s\S]*);$/.exec(statement) ?? [];
      return [name, runInThisContext(`(${literal})`)];
    }),
  );
}

/** Whether a value holds an own `__proto__` key anywhere (JSON would not show one set to undefined). */
function holdsProtoKey(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (Object.hasOwn(value, '__proto__') || Object.values(value).some(holdsProtoKey))
  );
}

const copyValue = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.constant(undefined), fc.integer(), fc.array(fc.string())), {
    noNullPrototype: true,
  }),
);

describe('a content module as literals', () => {
  it('every value export reads back equal, or stays code (generated values, any text)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('company', 'facts', 'hours', 'default', 'nav'), copyValue), (ns) => {
        const { literals, code } = literalsOf(ns);
        const back = evaluated(literals);
        for (const [name, value] of Object.entries(ns)) {
          // devalue refuses an own `__proto__` key (no copy has one): that export stays code.
          if (code.includes(name)) expect(holdsProtoKey(value)).toBe(true);
          else expect(back[name]).toStrictEqual(value);
        }
      }),
    );
  });

  it('a function, or a value holding one, stays code; the other exports are literals', () => {
    const { literals, code } = literalsOf({
      consultHref: (interest: string) => `/kontakt?interesse=${interest}`,
      collectionLabels: { region: 'Boxspring-Kollektion', dot: (i: number) => `Modell ${i}` },
      facts: { showroomSqm: '1.000\u00a0m²' },
    });
    expect(code).toEqual(['consultHref', 'collectionLabels']);
    expect(evaluated(literals)).toStrictEqual({ facts: { showroomSqm: '1.000\u00a0m²' } });
  });

  it('a pattern reads back as the same pattern, written as a literal unless it holds markup (generated patterns)', () => {
    const pattern = fc
      .tuple(fc.stringMatching(/^[\w\s/\\<>()[\]{}|?*+.^$\u2028-]{0,12}$/), fc.subarray(['g', 'i', 'm', 's', 'u', 'y']))
      .map(([source, flags]) => {
        try {
          return new RegExp(source, flags.join(''));
        } catch {
          return /fallback/;
        }
      });
    fc.assert(
      fc.property(pattern, (re) => {
        const { literals } = literalsOf({ re, list: [re, { re }] });
        const back = evaluated(literals) as { re: RegExp; list: [RegExp, { re: RegExp }] };
        for (const r of [back.re, back.list[0], back.list[1].re]) {
          expect(r).toBeInstanceOf(RegExp);
          expect([r.source, r.flags]).toEqual([re.source, re.flags]);
        }
        const text = literals.join('\n');
        expect(text).not.toMatch(/<\/script|[\u2028\u2029]/i);
        if (!/[<\u2028\u2029]/.test(re.source)) expect(text).not.toContain('RegExp(');
      }),
    );
  });

  it('shared objects and text that looks like code stay exactly as evaluated', () => {
    const shared = { label: '</script><script>alert(1)</script>', dash: '10–18\u00a0Uhr' };
    const { literals } = literalsOf({ a: { one: shared, two: shared }, b: '${x}`\\' });
    const back = evaluated(literals) as { a: { one: unknown; two: unknown }; b: string };
    expect(back.a.one).toStrictEqual(shared);
    expect(back.a.two).toBe(back.a.one);
    expect(back.b).toBe('${x}`\\');
    expect(literals.join('\n')).not.toContain('</script>');
  });
});

describe('the browser never carries the typography', () => {
  const typography = fileURLToPath(new URL('../../src/lib/typography.ts', import.meta.url));
  const images = fileURLToPath(new URL('../../src/content/images.ts', import.meta.url));
  const island = fileURLToPath(new URL('../../src/components/widgets/collection-carousel.tsx', import.meta.url));
  const importers = (id: string) => (id === typography ? [images] : id === images ? [island] : []);

  it('a chunk with the typography fails the build, naming the chain of imports', () => {
    const problem = typographyInBrowser(
      {
        'a.js': { type: 'chunk', fileName: '_astro/a.js', modules: { [island]: { renderedLength: 10 } } },
        'b.js': { type: 'chunk', fileName: '_astro/b.js', modules: { [typography]: { renderedLength: 2205 } } },
      },
      importers,
    );
    expect(problem).toContain('_astro/b.js');
    expect(problem).toContain(
      'src/lib/typography.ts <- src/content/images.ts <- src/components/widgets/collection-carousel.tsx',
    );
  });

  it('the chain named is the one inside the offending chunk, not the first importer anywhere', () => {
    const header = fileURLToPath(new URL('../../src/components/layout/header.tsx', import.meta.url));
    const site = fileURLToPath(new URL('../../src/content/site.ts', import.meta.url));
    const problem = typographyInBrowser(
      {
        'header.js': {
          type: 'chunk',
          fileName: '_astro/header.js',
          modules: {
            [typography]: { renderedLength: 120 },
            [site]: { renderedLength: 50 },
            [header]: { renderedLength: 9 },
          },
        },
      },
      (id) => (id === typography ? [images, site] : id === site ? [header] : id === images ? [island] : []),
    );
    expect(problem).toContain('src/lib/typography.ts <- src/content/site.ts <- src/components/layout/header.tsx');
  });

  it('a chunk whose typography was tree-shaken away (nothing rendered) passes', () => {
    expect(
      typographyInBrowser(
        { 'b.js': { type: 'chunk', fileName: '_astro/b.js', modules: { [typography]: { renderedLength: 0 } } } },
        importers,
      ),
    ).toBeUndefined();
  });

  it('only TypeScript modules under src/content are evaluated at build', () => {
    expect(isContentModule(images)).toBe(true);
    expect(isContentModule(`${images}?content-code`)).toBe(false);
    expect(isContentModule(typography)).toBe(false);
    expect(isContentModule(fileURLToPath(new URL('../../src/content/data/photos.json', import.meta.url)))).toBe(false);
  });
});

describe("a content module's code for its functions", () => {
  const source = [
    "import { company } from './site.ts';",
    '/** The phone line. */',
    'export const reach = `Rufen Sie an: ${company.phone} – Größe ü`;',
    "export const words = new Set('a b'.split(' '));",
    'const helper = `${reach}!`;',
    'export const line = (n: number): string => `${helper} ${n} ${[...words].join()}`;',
    'export const one = 1, other = () => 2;',
  ].join('\n');

  it('takes every literal export out and imports it from its literal module; functions and the rest stay', () => {
    const code = codeOnly(source, 'm.ts', ['reach', 'words', 'one'], (name) => `m.ts?literal=${name}`);
    expect(code).toContain('import { reach } from "m.ts?literal=reach";');
    expect(code).toContain('import { words } from "m.ts?literal=words";');
    expect(code).not.toContain('export const reach');
    expect(code).not.toContain('new Set');
    expect(code).toContain('const helper = `${reach}!`;');
    expect(code).toContain('export const line = (n: number): string =>');
    // A declaration that also defines code stays whole.
    expect(code).toContain('export const one = 1, other = () => 2;');
  });
});
