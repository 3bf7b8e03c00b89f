/**
 * Inline <head> scripts written as ordinary typed, linted functions and serialised at build:
 * `(${fn})(args)`, minified by oxc (the minifier of Vite's own build). The function must be self-contained (it
 * runs alone in the page: no imports, no outer variables; everything it needs comes in its JSON
 * arguments).
 *
 * Minifying makes the text independent of how the module was loaded (Node's type stripping in
 * astro.config.mjs, Vite's transform when a page renders), so the CSP hash computed here is the
 * hash of the exact text the pages emit. Server/build only.
 */
import { createHash } from 'node:crypto';
import { minifySync } from 'rolldown/utils';

export function serializeInlineScript<Args extends unknown[]>(fn: (...args: Args) => void, ...args: Args): string {
  // Arguments as JSON; `<` escaped so that no argument can close the <script> element.
  const json = args.map((a) => JSON.stringify(a).replace(/</g, '\\u003c')).join(',');
  const source = `(${fn.toString()})(${json});`;
  // Minified (oxc, as Vite's own build): the same text whatever printed the function.
  return minifySync('inline.js', source, { compress: { target: 'es2020' }, mangle: true }).code.trim();
}

/** The CSP source of an inline script's text, for `script-src` (`sha256-…`). */
export function scriptHash(text: string) {
  return `sha256-${createHash('sha256').update(text).digest('base64')}` as const;
}
