/**
 * Build step: Astro's island runtime and the `client:interaction` directive leave the pages.
 *
 * Astro inlines both (about 8 KB raw, 2.3 KB br) before the first island of every page, in the
 * header. The build writes them once into `/_astro/islands.<hash>.js` (content-hashed, cached for
 * a year) and leaves the file's URL in their place, as a JSON data block that the inline loader
 * (src/lib/hydration/islands-loader.ts) reads when the visitor first interacts or an island
 * that hydrates when seen scrolls into view.
 *
 * Both scripts are identical on every page (Astro's runtime, and the directive Astro bundles
 * from src/lib/hydration/interaction-directive.ts); a page whose scripts differ fails the build
 * rather than load another page's code. A page rendered on demand keeps them inline.
 * Server/build only.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from '../html-files.ts';
import { ISLANDS_RUNTIME_ELEMENT_ID } from './islands-loader.ts';

/** The directive's inline script (it registers `Astro.interaction`), then the runtime's. */
const INLINE_RUNTIME =
  /<script>((?:(?!<\/script>)[\s\S])*?\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.interaction=(?:(?!<\/script>)[\s\S])*)<\/script><script>((?:(?!<\/script>)[\s\S])*?customElements\.define\("astro-island"(?:(?!<\/script>)[\s\S])*)<\/script>/;

/**
 * A page's inline runtime (the directive's script, then the runtime's, as one file's text) and the
 * page with the data block naming the file in their place; `null` where the page has no island.
 */
export function splitRuntime(html: string): { runtime: string; withFile: (src: string) => string } | null {
  const match = INLINE_RUNTIME.exec(html);
  if (!match) return null;
  return {
    runtime: `${match[1]!.trim()}\n${match[2]!.trim()}\n`,
    withFile: (src) =>
      html.replace(
        match[0],
        `<script type="application/json" id="${ISLANDS_RUNTIME_ELEMENT_ID}">${JSON.stringify(src)}</script>`,
      ),
  };
}

/** The file name of a runtime text: `/_astro/islands.<hash>.js`. */
export function islandsFileName(runtime: string): string {
  return `/_astro/islands.${createHash('sha256').update(runtime).digest('base64url').slice(0, 10)}.js`;
}

export function islandsFile(): AstroIntegration {
  return {
    name: 'islands-file',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        // The first page's runtime and its file name; every other page must inline the same.
        let file: { runtime: string; src: string } | null = null;
        let pages = 0;
        for (const page of htmlFiles(clientDir)) {
          const split = splitRuntime(readFileSync(page, 'utf8'));
          if (!split) continue;
          file ??= { runtime: split.runtime, src: islandsFileName(split.runtime) };
          if (split.runtime !== file.runtime) {
            throw new Error(`islands-file: ${page} inlines another island runtime than the pages before it`);
          }
          writeFileSync(page, split.withFile(file.src));
          pages++;
        }
        if (file === null) return;
        const { runtime, src } = file;
        writeFileSync(path.join(clientDir, src), runtime);
        logger.info(`island runtime moved out of ${pages} page(s) into ${src}`);
      },
    },
  };
}
