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
import type { z } from 'zod';
import { stored } from './entry-format.ts';
import { entryHeading, formatIssues, printedProductNavSchema, productPageMetaSchema } from './product-page-meta.ts';
import { resolveTokensDeep } from './product-page-tokens.ts';
import { productIndexEntry, productSlugPattern, type ProductIndexEntry } from './product-route.ts';

/** Where the entries live. */
export const productPagesDir = () => path.join(path.dirname(fileURLToPath(import.meta.url)), 'product-pages');

/** The YAML entry files of a folder, sorted by name. */
function entryFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The product entry files, sorted by name. */
export const productPageFiles = (dir = productPagesDir()) => entryFiles(dir);

/** An entry's route segment: the file name without '.yaml', which must match `pattern`. */
function entrySlug(file: string, pattern: RegExp, kind: string): string {
  const slug = path.basename(file, '.yaml');
  if (!pattern.test(slug))
    throw new Error(
      `${entryHeading(kind, file)}: der Dateiname ist die Adresse, nur Kleinbuchstaben, Ziffern und Bindestriche`,
    );
  return slug;
}

/** The product page's route segment. */
export const slugOf = (file: string) => entrySlug(file, productSlugPattern, 'product page');

/**
 * The parsed YAML of one entry (a YAML syntax error names the file and line): the file on disk,
 * or `text` as it would be written (the editor's check before a save).
 */
export function readEntryData(file: string, kind = 'product page', text?: string): unknown {
  try {
    return parse(text ?? readFileSync(file, 'utf8'), { prettyErrors: true });
  } catch (error) {
    throw new Error(`${entryHeading(kind, file)}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Every entry that reads, and what is wrong with the others: for modules imported while the
 * build's configuration loads, which must not fail on import (the build then stops with these
 * problems, naming file and field: astro.config.mjs).
 */
export function readEachChecked<T>(
  files: readonly string[],
  read: (file: string) => T,
): { pages: T[]; problems: string[] } {
  const pages: T[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      pages.push(read(file));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return { pages, problems };
}

/**
 * One entry's index (route, nav entry, interest, card), its nav texts as printed: placeholders
 * filled in, the printed lengths checked.
 */
export function readProductIndexFile(file: string): ProductIndexEntry {
  const result = stored(productPageMetaSchema).safeParse(readEntryData(file));
  if (!result.success) throw new Error(formatIssues(file, result.error.issues));
  const nav = filledNav(file, result.data.nav, result.data.interest, printedProductNavSchema);
  return productIndexEntry(slugOf(file), { ...result.data, nav });
}

/** An entry's nav placement with its placeholders filled in, checked as printed. */
export function filledNav<T>(
  file: string,
  nav: T,
  interest: string | undefined,
  printed: { safeParse(v: unknown): { success: true } | { success: false; error: { issues: z.core.$ZodIssue[] } } },
  kind?: string,
): T {
  let filled: T;
  try {
    filled = resolveTokensDeep(nav, interest);
  } catch (error) {
    throw new Error(`${entryHeading(kind ?? 'product page', file)}: nav.${(error as Error).message}`, { cause: error });
  }
  const result = printed.safeParse(filled);
  if (!result.success)
    throw new Error(
      formatIssues(
        file,
        result.error.issues.map((i) => ({ ...i, path: ['nav', ...i.path] })),
        kind,
      ),
    );
  return filled;
}

export function readProductIndex(dir = productPagesDir()): ProductIndexEntry[] {
  return productPageFiles(dir).map(readProductIndexFile);
}
