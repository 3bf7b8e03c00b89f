/**
 * moveInlineScriptsToBodyEnd (src/lib/hydration/inline-scripts.ts): Astro's island runtime and
 * directive scripts leave the middle of <body> for its end, in order and unchanged; data blocks,
 * module scripts and <head> stay where they are.
 */
import { describe, expect, it } from 'vitest';
import { moveInlineScriptsToBodyEnd } from '../../src/lib/hydration/inline-scripts.ts';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="de"><head>${head}</head><body class="x">${body}</body></html>`;

describe('moveInlineScriptsToBodyEnd', () => {
  it('moves every inline script of <body> to its end, in document order', () => {
    const html = page(
      '<title>t</title>',
      '<header><script>directive()</script><script>runtime()</script><astro-island client="interaction"></astro-island></header>' +
        '<main><p>Text</p><script>visible()</script><astro-island client="visible"></astro-island></main><footer></footer>',
    );
    expect(moveInlineScriptsToBodyEnd(html)).toBe(
      page(
        '<title>t</title>',
        '<header><astro-island client="interaction"></astro-island></header>' +
          '<main><p>Text</p><astro-island client="visible"></astro-island></main><footer></footer>' +
          '<script>directive()</script><script>runtime()</script><script>visible()</script>',
      ),
    );
  });

  it('keeps script texts byte for byte (the CSP hashes cover them)', () => {
    const code = '(()=>{var a="</p>";if(a<1&&b>2)c(`x\n y`)})();';
    const out = moveInlineScriptsToBodyEnd(page('', `<script>${code}</script><p>x</p>`));
    expect(out).toContain(`<p>x</p><script>${code}</script></body>`);
  });

  it('leaves <head>, data blocks and module scripts alone', () => {
    const head = '<script>headFirst()</script><script type="application/ld+json">{"a":1}</script>';
    const body =
      '<script type="application/json" id="c">{"b":2}</script><script type="module" src="/a.js"></script><p>x</p>';
    const html = page(head, body);
    expect(moveInlineScriptsToBodyEnd(html)).toBe(html);
  });

  it('returns a page without inline body scripts or without a body unchanged', () => {
    const plain = page('', '<p>nothing to move</p>');
    expect(moveInlineScriptsToBodyEnd(plain)).toBe(plain);
    expect(moveInlineScriptsToBodyEnd('<p>fragment</p>')).toBe('<p>fragment</p>');
  });

  it('keeps scripts already at the end where they are', () => {
    const html = page('', '<p>x</p><script>last()</script>');
    expect(moveInlineScriptsToBodyEnd(html)).toBe(html);
  });
});
