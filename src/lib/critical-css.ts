/**
 * Build step: each page inlines only the CSS rules its own markup uses; the whole stylesheet
 * becomes one hashed, cached file linked at the end of <body>.
 *
 * A new connection's first round trip carries about 14.6 KB of the compressed document, and the
 * first view should paint from it. The single Tailwind stylesheet (about 8.5 KB br) inlined on
 * every page took more than half of that. Beasties matches every rule against the page's whole
 * server-rendered DOM (not only the part above the fold), so everything the HTML shows is styled
 * from the first paint and the full stylesheet, when it arrives, changes nothing that is already
 * painted; it only brings the rules that islands need once they render new states (menus, the
 * chat window, the consent dialog). A stylesheet link at the end of <body> does not block the
 * first paint, and `style-src 'self'` admits it without a hash.
 *
 * Three things Beasties cannot see from the static DOM are kept by hand:
 * - the cascade-layer order: a layer the page does not use would otherwise first appear in the
 *   full stylesheet and then come last, above the utilities;
 * - the metric-matched fallback faces (`@font-face`), named only through custom properties;
 * - rules on states the head scripts set before the first paint (`html[data-webfonts]`), and
 *   selectors it cannot evaluate statically (`:where()`, `:has()`).
 * Server/build only.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import Beasties from 'beasties';
import postcss, { type AtRule, type Rule } from 'postcss';
import { htmlFiles } from './html-files.ts';

/** The stylesheet Tailwind emits and Astro inlines (`build.inlineStylesheets: 'always'`). */
const TAILWIND_STYLE = /<style>(\/\*! tailwindcss[\s\S]*?)<\/style>/;

/**
 * Rules always inlined: states a head script sets before the first paint (`data-webfonts`, see
 * src/lib/font-loader.ts), and selectors the static matcher cannot evaluate (Tailwind's
 * `:where(.space-y-4 > :not(:last-child))`, `:has()`), which it would otherwise leave out.
 */
const ALWAYS_CRITICAL: RegExp[] = [/^html\[data-webfonts\]/, /:where\(/, /:is\(/, /:has\(/];

/** Cascade layers in the order they first appear in the stylesheet. */
function layerOrder(css: string): string[] {
  const names: string[] = [];
  for (const [, list] of css.matchAll(/@layer\s+([\w-]+(?:\s*,\s*[\w-]+)*)\s*[{;]/g)) {
    for (const name of list!.split(',').map((n) => n.trim())) if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** Every top-level `@font-face` block of a (minified, flat) stylesheet. */
function fontFaces(css: string): string[] {
  return [...css.matchAll(/@font-face\s*\{[^{}]*\}/g)].map((m) => m[0]);
}

/** `var(--name)` references in a CSS value. */
function referencedProperties(value: string): string[] {
  return [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);
}

/**
 * What of Tailwind's scaffolding a page's inline CSS can leave to the linked sheet, which
 * carries all of it (about 0.6-0.75 KB br a page):
 * - theme variables (`@layer theme { :root { … } }`) that none of the page's rules reads, directly
 *   or through another variable;
 * - `@property` registrations of variables the page's rules neither read nor set;
 * - the `@layer properties` block of initial values for browsers without `@property` (an
 *   `@supports` that no current browser matches): such a browser paints the first view with
 *   a few shadows and transforms missing until the sheet arrives, every other browser paints
 *   exactly the same;
 * - hover styles: nothing is hovered in the first paint, and a pointer that arrives before the
 *   sheet sees plain links and buttons for that moment. Focus styles stay inline: a keyboard
 *   user always sees where focus is.
 * The linked sheet declares each again, so islands' later states find them all.
 */
export function pruneCriticalCss(css: string): string {
  const root = postcss.parse(css);
  const isTheme = (rule: Rule) =>
    rule.parent?.type === 'atrule' &&
    (rule.parent as AtRule).name === 'layer' &&
    (rule.parent as AtRule).params === 'theme';
  const themeRules: Rule[] = [];
  root.walkRules((rule) => {
    if (isTheme(rule) && rule.selectors.every((s) => s === ':root' || s === ':host')) themeRules.push(rule);
  });
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => selector.includes(':hover'))) rule.remove();
  });
  // Blocks the removal emptied (`@media (hover: hover)`), innermost first.
  const blocks: AtRule[] = [];
  root.walkAtRules((rule) => void blocks.push(rule));
  for (const block of blocks.reverse()) if (block.nodes?.length === 0) block.remove();
  root.walkAtRules('layer', (layer) => {
    if (layer.params === 'properties' && layer.nodes?.every((n) => n.type === 'atrule' && n.name === 'supports')) {
      layer.remove();
    }
  });
  // Read or set anywhere but in the theme variables and the registrations themselves.
  const used = new Set<string>();
  root.walkDecls((decl) => {
    const parent = decl.parent;
    if (parent?.type === 'atrule' && (parent as AtRule).name === 'property') return;
    if (parent?.type === 'rule' && themeRules.includes(parent)) return;
    if (decl.prop.startsWith('--')) used.add(decl.prop);
    for (const name of referencedProperties(decl.value)) used.add(name);
  });
  // Theme variables read by used theme variables (e.g. a line height through a font size).
  const themeDecls = themeRules.flatMap((rule) => rule.nodes.filter((n) => n.type === 'decl'));
  for (let grew = true; grew;) {
    grew = false;
    for (const decl of themeDecls) {
      if (!used.has(decl.prop)) continue;
      for (const name of referencedProperties(decl.value)) {
        if (!used.has(name)) {
          used.add(name);
          grew = true;
        }
      }
    }
  }
  for (const decl of themeDecls) if (!used.has(decl.prop)) decl.remove();
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  return root.toString();
}

/**
 * Rewrites one page: the inlined stylesheet becomes the page's critical CSS, the full sheet is
 * written once under `_astro/` (content-hashed) and linked at the end of <body>.
 */
async function splitPageCss(html: string, clientDir: string, beasties: Beasties): Promise<string> {
  const match = TAILWIND_STYLE.exec(html);
  if (!match) return html;
  const full = match[1]!;
  const file = `_astro/global.${createHash('sha256').update(full).digest('base64url').slice(0, 10)}.css`;
  // Every page inlines the fallback faces (below), so the linked sheet leaves them out: declared
  // twice, each face would be in document.fonts twice.
  const faces = fontFaces(full);
  writeFileSync(
    path.join(clientDir, file),
    faces.reduce((css, face) => css.replace(face, ''), full),
  );
  const linked = html.replace(match[0], `<link rel="stylesheet" href="/${file}">`);
  const processed = await beasties.process(linked);
  const order = layerOrder(full);
  const keep = `@layer ${order.join(',')};${faces.join('')}`;
  // Beasties puts the critical rules where the link was, as the first <style> of <head>, and marks
  // <html> as the container it matched against (a build-time note, dropped).
  return processed
    .replace(
      /<style>([\s\S]*?)<\/style>/,
      (_, critical: string) => `<style>${order.length ? keep : faces.join('')}${pruneCriticalCss(critical)}</style>`,
    )
    .replace(/(<html\b[^>]*?) data-beasties-container(?:="")?/, '$1');
}

export function criticalCss(): AstroIntegration {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const beasties = new Beasties({
          path: clientDir,
          publicPath: '/',
          // The full sheet's link moves to the end of <body>: it never blocks the first paint.
          preload: 'body',
          pruneSource: false,
          // The other inline <style> (Astro's island rule) stays byte for byte.
          reduceInlineStyles: false,
          mergeStylesheets: false,
          fonts: false,
          keyframes: 'critical',
          allowRules: ALWAYS_CRITICAL,
          logLevel: 'warn',
        });
        let pages = 0;
        for (const file of htmlFiles(clientDir)) {
          const html = readFileSync(file, 'utf8');
          const out = await splitPageCss(html, clientDir, beasties);
          if (out !== html) {
            writeFileSync(file, out);
            pages++;
          }
        }
        logger.info(`critical CSS inlined in ${pages} page(s), full stylesheet linked at the end of <body>`);
      },
    },
  };
}
