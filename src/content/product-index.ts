/**
 * The product pages in navigation order, as every reader needs them (route, nav entry, interest,
 * card artwork), read from the content entries in src/content/product-pages/. The browser gets
 * these few fields only; product-pages.ts has the whole entries for the build.
 *
 * Built by Vite (site, islands, unit tests) the entries come validated through
 * src/lib/product-pages-plugin.ts. In plain Node (the server, scripts, Playwright's own process)
 * they are read from disk here without a validator, so no island bundles one: every build has
 * validated the same files. There the nav texts keep any placeholder as written (filling one
 * needs the business facts, whose module imports this one); nothing run in plain Node prints
 * a nav description, and the build's index has them filled in.
 */
import {
  productIndexEntry,
  productSlugPattern,
  type ProductIndexEntry,
  type ProductIndexFields,
} from './product-route.ts';

function readFromDisk(): ProductIndexEntry[] {
  const fs = process.getBuiltinModule('node:fs');
  const path = process.getBuiltinModule('node:path');
  const { fileURLToPath } = process.getBuiltinModule('node:url');
  const { createRequire } = process.getBuiltinModule('node:module');
  const { parse } = createRequire(import.meta.url)('yaml') as typeof import('yaml');
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'product-pages');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && productSlugPattern.test(f.slice(0, -'.yaml'.length)))
    .sort()
    .map((f) =>
      productIndexEntry(
        f.slice(0, -'.yaml'.length),
        parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ProductIndexFields,
      ),
    );
}

function load(): ProductIndexEntry[] {
  if (typeof import.meta.env?.SSR === 'boolean')
    return Object.values(
      import.meta.glob<ProductIndexEntry>('./product-pages/*.yaml', {
        eager: true,
        query: '?product-index',
        import: 'default',
      }),
    );
  return readFromDisk();
}

/** Every product page, in nav order (then by route). */
export const productIndex: readonly ProductIndexEntry[] = load().sort(
  (a, b) => a.nav.order - b.nav.order || a.path.localeCompare(b.path),
);
