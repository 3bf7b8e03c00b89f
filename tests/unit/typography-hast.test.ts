import fc from 'fast-check';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { evaluate, type EvaluateOptions } from 'satteri';
import { describe, expect, it } from 'vitest';
import { typesetHast } from '../../src/lib/typography-hast.ts';
import { typeset } from '../../src/lib/typography.ts';

/** Renders MDX as Astro's processor compiles it, with the typography step. */
function render(mdx: string): string {
  // React's typed jsx functions against satteri's loosely typed runtime slots.
  const jsxRuntime = runtime as unknown as Pick<EvaluateOptions, 'Fragment' | 'jsx' | 'jsxs'>;
  const { default: Content } = evaluate(mdx, { ...jsxRuntime, hastPlugins: [typesetHast] }) as {
    default: (props: { components: Record<string, unknown> }) => ReactNode;
  };
  const Section = ({ title, href, children }: { title: string; href?: string; children?: ReactNode }) =>
    createElement('section', { 'data-href': href }, createElement('h2', null, title), children);
  return renderToStaticMarkup(createElement(Content, { components: { Section } }));
}

/** Sentences of the legal texts' kind: citations, units, ranges, abbreviations. */
const words = fc.constantFrom(
  '§',
  '§§',
  '13',
  '27a',
  'BGB',
  'Abs.',
  '2',
  'z.',
  'B.',
  '50',
  'km',
  '10:00',
  '-',
  '18:00',
);
const sentence = fc
  .array(fc.oneof(words, fc.constantFrom('Uhr', 'und', 'gemäß', 'Mo', 'Fr', 'Nr.', '1', 'x', '200', 'cm')), {
    minLength: 1,
    maxLength: 12,
  })
  .map((w) => `Text ${w.join(' ')}`);

describe('typography at build time for MDX (hast step)', () => {
  it('typesets Markdown text, component attributes and JSX inside expressions alike', () => {
    fc.assert(
      fc.property(sentence, (text) => {
        const html = render(
          `export const on = true;\n\n${text}\n\n<Section title="${text}" href="/a b">\n\n${text}\n\n</Section>\n\n{on && (\n  <Section title="${text}">\n    <p>${text}</p>\n  </Section>\n)}\n`,
        );
        const expected = typeset(text);
        // Paragraph, attribute title, nested paragraph, expression title and expression paragraph.
        expect(html.split(expected).length - 1).toBe(5);
        // Targets stay as written.
        expect(html).toContain('data-href="/a b"');
      }),
      { numRuns: 60 },
    );
  });

  it('leaves code as written', () => {
    expect(render('Siehe `§ 13 BGB` und\n\n```\n§ 13 BGB 10 - 18 Uhr\n```\n')).toContain('§ 13 BGB 10 - 18 Uhr');
    expect(render('Siehe `§ 13 BGB`.')).toContain('<code>§ 13 BGB</code>');
  });

  it('keeps a unit with the value of the expression before it (regression: AGB delivery radius)', () => {
    expect(render('export const km = 50;\n\nIm Umkreis von {km} km um den Showroom.')).toContain(
      'Im Umkreis von 50\u00a0km um den Showroom.',
    );
    expect(render('export const name = "A";\n\nBei {name} kaufen.')).toContain('Bei A kaufen.');
  });

  it('gives "§ 13 BGB" its no-break space (regression: agb.mdx)', () => {
    expect(render('Verbraucher (§ 13 BGB).')).toContain('(§\u00a013\u00a0BGB)');
  });
});
