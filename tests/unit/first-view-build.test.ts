/**
 * The two build steps that keep code out of each page's first round trip:
 * - the island runtime leaves the page for one cached file, named in a data block the inline
 *   loader reads (src/lib/hydration/islands-file.ts);
 * - the inline critical CSS leaves Tailwind's scaffolding the page does not use to the linked
 *   sheet (pruneCriticalCss in src/lib/critical-css.ts).
 * (Whether the built pages still paint and work the same is for the e2e tests: critical-css,
 * early-taps, hydration, visual.)
 */
import { describe, expect, it } from 'vitest';
import { islandsFileName, splitRuntime } from '../../src/lib/hydration/islands-file.ts';
import { pruneCriticalCss } from '../../src/lib/critical-css.ts';

const DIRECTIVE =
  '(()=>{var w=()=>{};(self.Astro||(self.Astro={})).interaction=w;window.dispatchEvent(new Event("astro:interaction"));})();\n';
const RUNTIME =
  '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';

describe('the island runtime as a file', () => {
  const page = `<header><style>astro-island{display:contents}</style><script>${DIRECTIVE}</script><script>${RUNTIME}</script><astro-island ssr client="interaction"></astro-island></header>`;

  it('takes the directive and the runtime out of the page and names the file in a data block', () => {
    const split = splitRuntime(page)!;
    expect(split.runtime).toBe(`${DIRECTIVE.trim()}\n${RUNTIME}\n`);
    const src = islandsFileName(split.runtime);
    expect(src).toMatch(/^\/_astro\/islands\.[\w-]{10}\.js$/);
    expect(split.withFile(src)).toBe(
      `<header><style>astro-island{display:contents}</style><script type="application/json" id="islands-runtime">"${src}"</script><astro-island ssr client="interaction"></astro-island></header>`,
    );
  });

  it('names another runtime another file, and leaves a page without islands alone', () => {
    const other = splitRuntime(page.replace('class f', 'class g'))!;
    expect(islandsFileName(other.runtime)).not.toBe(islandsFileName(splitRuntime(page)!.runtime));
    expect(splitRuntime('<main><script>console.log(1)</script></main>')).toBeNull();
  });
});

describe('the inline critical CSS', () => {
  const css = [
    '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after{--tw-shadow:0 0 #0000;--tw-rotate-x:initial}}}',
    '@layer theme{:root,:host{--color-ink:#1d2428;--color-unused:#fff;--text-lg:1.125rem;--text-lg--line-height:calc(1.75/1.125);--leading:var(--text-lg--line-height);--font-sans:Inter}}',
    '@layer utilities{.text-ink{color:var(--color-ink)}.text-lg{font-size:var(--text-lg);line-height:var(--leading)}.shadow-sm{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}}',
    'html[data-webfonts]{--font-sans:Inter}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-rotate-x{syntax:"*";inherits:false}',
    '@layer utilities{@media (hover:hover){.hover\\:text-ink:hover{color:var(--color-ink)}}}',
    '.focus\\:text-ink:focus,.group:hover .x{color:var(--color-ink)}',
  ].join('');
  const pruned = pruneCriticalCss(css);

  it('keeps every theme variable a rule reads, also through another variable, and every rule', () => {
    for (const kept of [
      '--color-ink:#1d2428',
      '--text-lg:1.125rem',
      '--text-lg--line-height:calc(1.75/1.125)',
      '--leading:var(--text-lg--line-height)',
      '--font-sans:Inter}',
      '.text-ink{color:var(--color-ink)}',
      '.shadow-sm{',
      'html[data-webfonts]{--font-sans:Inter}',
      '@property --tw-shadow{',
    ]) {
      expect(pruned).toContain(kept);
    }
  });

  it('drops unread theme variables, registrations of unused variables and the fallback for browsers without @property', () => {
    expect(pruned).not.toContain('--color-unused');
    expect(pruned).not.toContain('--tw-rotate-x');
    expect(pruned).not.toContain('@supports');
  });

  it('leaves hover styles to the linked sheet, with the blocks they emptied, but keeps focus styles', () => {
    expect(pruned).not.toContain('hover\\:text-ink');
    expect(pruned).not.toContain('@media');
    expect(pruned).toContain('.focus\\:text-ink:focus,.group:hover .x{color:var(--color-ink)}');
  });

  it('leaves the cascade-layer order statement alone', () => {
    expect(pruneCriticalCss('@layer properties,theme,base;.a{color:red}')).toBe(
      '@layer properties,theme,base;.a{color:red}',
    );
  });
});
