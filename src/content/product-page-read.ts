/**
 * Reads and validates whole product-page entries from disk (see product-page-files.ts), resolved
 * as the page prints them.
 */
import { germanErrors } from './german-errors.ts';
import { EntryProblem, PrintedIssues, entryHeading, entryProblem } from './product-page-meta.ts';
import { productPath } from './product-route.ts';
import { productPageFiles, productPagesDir, readEachChecked, readEntryData, slugOf } from './product-page-files.ts';
import { productPageEntrySchema, resolveProductPage, type ProductPageData } from './product-page-schema.ts';

export interface ProductPage {
  slug: string;
  path: string;
  data: ProductPageData;
}

/**
 * One entry, validated and resolved; a bad value throws naming the file and the field. `text` is
 * the entry as it would be written (the editor's check before a save), else the file is read.
 */
export function readProductPageFile(file: string, text?: string): ProductPage {
  const data = readEntryData(file, undefined, text);
  const result = productPageEntrySchema.safeParse(data, { error: germanErrors });
  if (!result.success) throw entryProblem(file, result.error.issues, data);
  const slug = slugOf(file);
  try {
    return { slug, path: productPath(slug), data: resolveProductPage(result.data) };
  } catch (error) {
    if (error instanceof PrintedIssues) throw entryProblem(file, error.issues, data);
    const { message } = error as Error;
    throw new EntryProblem(`${entryHeading('product page', file)}: ${message}`, [message], { cause: error });
  }
}

export function readProductPages(dir = productPagesDir()): ProductPage[] {
  return productPageFiles(dir).map((file) => readProductPageFile(file));
}

/** Every entry that reads, and what is wrong with the others (see `readEachChecked`). */
export function readProductPagesChecked(dir = productPagesDir()): { pages: ProductPage[]; problems: string[] } {
  return readEachChecked(productPageFiles(dir), readProductPageFile);
}
