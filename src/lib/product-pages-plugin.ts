/**
 * Vite plugin: a product page's content entry imported with `?product-index` is its route, nav
 * entry, interest and card (what the browser needs), with `?product-page` the whole validated and
 * resolved entry (src/content/product-index.ts and product-pages.ts import them through
 * `import.meta.glob`); an information page's entry (src/content/pages/) likewise with `?info-index`
 * (route and nav placement: page-index.ts) and `?info-page` (info-pages.ts). Both are read with the same schema as the Astro collection; a bad entry
 * fails the build naming the file and the field.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { setOwnPictures } from '../content/images.ts';
import { readProductIndexFile } from '../content/product-page-files.ts';
import { readProductPageFile } from '../content/product-page-read.ts';
import { readInfoPageFile, readInfoPageIndexFile } from '../content/info-page-read.ts';

const QUERY = /\?(product-index|product-page|info-index|info-page)$/;

const readers = {
  'product-index': readProductIndexFile,
  'product-page': readProductPageFile,
  'info-index': readInfoPageIndexFile,
  'info-page': readInfoPageFile,
} as const;

export function productPagesPlugin(): Plugin {
  return {
    name: 'product-pages',
    enforce: 'pre',
    load(id) {
      const match = QUERY.exec(id);
      if (!match) return undefined;
      const file = id.slice(0, match.index);
      this.addWatchFile(file);
      // A page may name a picture the owner added since this process started (npm run edit).
      const photos = path.join(path.dirname(fileURLToPath(import.meta.url)), '../content/data/photos.json');
      this.addWatchFile(photos);
      setOwnPictures((JSON.parse(readFileSync(photos, 'utf8')) as { pictures?: [] }).pictures ?? []);
      const value = readers[match[1] as keyof typeof readers](file);
      return `export default ${JSON.stringify(value)};`;
    },
  };
}
