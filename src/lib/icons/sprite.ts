/**
 * The icon sprite: one SVG file with a `<symbol>` per icon of src/lib/icons/sprite-icons.ts,
 * content-hashed under `/_astro/` (cached for a year, shared by every page), and the virtual
 * module 'virtual:icon-sprite' that tells the pages and islands its URL.
 *
 * A symbol holds exactly the shapes lucide would have drawn inline, without a viewBox of its
 * own: `<use>` draws them in the referencing `<svg>`'s 24×24 coordinate system, with its
 * stroke, fill and colour, so the icon paints as the inline one did.
 * Build, dev server and tests only.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { spriteIcons } from './sprite-icons.ts';

const ID = 'virtual:icon-sprite';
const RESOLVED_ID = `\0${ID}`;

/** The sprite file's text and its URL, `/_astro/icons.<hash>.svg`. */
export function buildIconSprite(): { svg: string; url: string } {
  const symbols = Object.entries(spriteIcons).map(([name, icon]) => {
    const markup = renderToStaticMarkup(createElement(icon));
    const shapes = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
    if (!shapes) throw new Error(`icon sprite: lucide rendered ${name} as ${markup}`);
    return `<symbol id="${name}">${shapes}</symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 10);
  return { svg, url: `/_astro/icons.${hash}.svg` };
}

/** Vite: 'virtual:icon-sprite' exports ICON_SPRITE_URL; the dev server answers that URL. */
export function iconSpritePlugin(sprite = buildIconSprite()): Plugin {
  return {
    name: 'icon-sprite',
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export const ICON_SPRITE_URL = ${JSON.stringify(sprite.url)};` : undefined),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== sprite.url) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(sprite.svg);
      });
    },
  };
}

/** Astro: the plugin in every Vite build, and the file written into the client build. */
export function iconSprite(): AstroIntegration {
  // Built once: the URL the pages print and the file written are the same text's.
  const sprite = buildIconSprite();
  return {
    name: 'icon-sprite',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [iconSpritePlugin(sprite)] } });
      },
      'astro:build:done': ({ dir, logger }) => {
        const { svg, url } = sprite;
        const file = path.join(fileURLToPath(dir), url);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, svg);
        logger.info(`${Object.keys(spriteIcons).length} icons in ${url}`);
      },
    },
  };
}
