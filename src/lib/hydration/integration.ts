/**
 * Astro integration that registers the `client:interaction` directive
 * (src/lib/hydration/interaction-directive.ts) and, once the site is built, moves the inline
 * island runtime and directive scripts of every page to the end of its <body>
 * (src/lib/hydration/inline-scripts.ts). The type of the directive attribute is declared in
 * src/env.d.ts.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { moveInlineScriptsToBodyEnd } from './inline-scripts.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

export function interactionDirective(): AstroIntegration {
  return {
    name: 'client-interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction-directive.ts', import.meta.url)),
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const files = await htmlFiles(fileURLToPath(dir));
        let moved = 0;
        for (const file of files) {
          const html = await readFile(file, 'utf8');
          const out = moveInlineScriptsToBodyEnd(html);
          if (out === html) continue;
          await writeFile(file, out);
          moved++;
        }
        logger.info(`inline island scripts moved to the end of <body> in ${moved} of ${files.length} page(s)`);
      },
    },
  };
}
