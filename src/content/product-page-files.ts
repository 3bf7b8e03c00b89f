/**
 * Reads the product pages' content entries (src/content/product-pages/<slug>.yaml) from disk, for
 * every reader outside Astro's content layer: the Vite plugin that hands them to the site's
 * modules (src/lib/product-pages-plugin.ts), the server and scripts running in plain Node, and
 * the chat's knowledge. An entry that breaks the schema stops the reader with the file's name
 * and the field's path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { formatIssues, productPageMetaSchema } from './product-page-meta.ts';
import { productIndexEntry, productSlugPattern, type ProductIndexEntry } from './product-route.ts';

/** Where the entries live. */
export const productPagesDir = () => path.join(path.dirname(fileURLToPath(import.meta.url)), 'product-pages');

/** The entry files, sorted by name. */
export function productPageFiles(dir = productPagesDir()): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The page's route segment: the file name without '.yaml'. */
export function slugOf(file: string): string {
  const slug = path.basename(file, '.yaml');
  if (!productSlugPattern.test(slug))
    throw new Error(`Invalid product page ${file}: the file name must be lower-case letters, digits and hyphens`);
  return slug;
}

/** The parsed YAML of one entry (a YAML syntax error names the file and line). */
export function readEntryData(file: string): unknown {
  try {
    return parse(readFileSync(file, 'utf8'), { prettyErrors: true });
  } catch (error) {
    throw new Error(`Invalid product page ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** One entry's index (route, nav entry, interest, card). */
export function readProductIndexFile(file: string): ProductIndexEntry {
  const result = productPageMetaSchema.safeParse(readEntryData(file));
  if (!result.success) throw new Error(formatIssues(file, result.error.issues));
  return productIndexEntry(slugOf(file), result.data);
}

export function readProductIndex(dir = productPagesDir()): ProductIndexEntry[] {
  return productPageFiles(dir).map(readProductIndexFile);
}
