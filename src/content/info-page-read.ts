/**
 * Reads the information pages' content entries (src/content/pages/<slug>.yaml) from disk, for
 * every reader outside Astro's content layer (the Vite plugin, plain Node, the chat's knowledge),
 * validated with the same schema as the collection. A bad entry names the file and the field.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatIssues } from './product-page-meta.ts';
import { readEntryData } from './product-page-files.ts';
import { pageMetaFieldsSchema } from './page-meta.ts';
import { pagePath, pageSlugPattern, type PageIndexEntry } from './page-route.ts';
import { infoPageSchema, resolveInfoPage, type InfoPageData } from './page-schema.ts';

export interface InfoPage {
  slug: string;
  path: string;
  data: InfoPageData;
}

const infoPagesDir = () => path.join(path.dirname(fileURLToPath(import.meta.url)), 'pages');

export function infoPageFiles(dir = infoPagesDir()): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => path.join(dir, f));
}

function slugOf(file: string): string {
  const slug = path.basename(file, '.yaml');
  if (!pageSlugPattern.test(slug))
    throw new Error(`Invalid page ${file}: the file name must be lower-case letters, digits and hyphens`);
  return slug;
}

const fail = (message: string) => message.replace(/^Invalid product page /, 'Invalid page ');

/** One entry, validated and resolved; a bad value throws naming the file and the field. */
export function readInfoPageFile(file: string): InfoPage {
  const result = infoPageSchema.safeParse(readEntryData(file));
  if (!result.success) throw new Error(fail(formatIssues(file, result.error.issues)));
  const slug = slugOf(file);
  try {
    return { slug, path: pagePath(slug), data: resolveInfoPage(result.data) };
  } catch (error) {
    throw new Error(`Invalid page ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** One entry's route and nav placement (what the browser needs). */
export function readInfoPageIndexFile(file: string): PageIndexEntry {
  const result = pageMetaFieldsSchema.safeParse(readEntryData(file));
  if (!result.success) throw new Error(fail(formatIssues(file, result.error.issues)));
  const slug = slugOf(file);
  return { slug, path: pagePath(slug), nav: result.data.nav ?? {} };
}

/** Every entry that reads, and what is wrong with the others (see product-page-read.ts). */
export function readInfoPagesChecked(dir = infoPagesDir()): { pages: InfoPage[]; problems: string[] } {
  const pages: InfoPage[] = [];
  const problems: string[] = [];
  for (const file of infoPageFiles(dir)) {
    try {
      pages.push(readInfoPageFile(file));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return { pages, problems };
}
