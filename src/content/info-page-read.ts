/**
 * Reads the information pages' content entries (src/content/pages/<slug>.yaml) from disk, for
 * every reader outside Astro's content layer (the Vite plugin, plain Node, the chat's knowledge),
 * validated with the same schema as the collection. A bad entry names the file and the field.
 */
import { z } from 'zod';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stored } from './entry-format.ts';
import { formatIssues } from './product-page-meta.ts';
import { entryFiles, entrySlug, readEachChecked, readEntryData } from './product-page-files.ts';
import { pageMetaFieldsSchema } from './page-meta.ts';
import { pagePath, pageSlugPattern, type PageIndexEntry } from './page-route.ts';
import { infoPageEntrySchema, resolveInfoPage, type InfoPageData } from './page-schema.ts';

export interface InfoPage {
  slug: string;
  path: string;
  data: InfoPageData;
}

const infoPagesDir = () => path.join(path.dirname(fileURLToPath(import.meta.url)), 'pages');

const KIND = 'page';

export const infoPageFiles = (dir = infoPagesDir()) => entryFiles(dir);

const slugOf = (file: string) => entrySlug(file, pageSlugPattern, KIND);

/** One entry, validated and resolved; a bad value throws naming the file and the field. */
export function readInfoPageFile(file: string): InfoPage {
  const result = infoPageEntrySchema.safeParse(readEntryData(file, KIND), { error: z.locales.de().localeError });
  if (!result.success) throw new Error(formatIssues(file, result.error.issues, KIND));
  const slug = slugOf(file);
  try {
    return { slug, path: pagePath(slug), data: resolveInfoPage(result.data) };
  } catch (error) {
    throw new Error(`Invalid ${KIND} ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** One entry's route and nav placement (what the browser needs). */
export function readInfoPageIndexFile(file: string): PageIndexEntry {
  const result = stored(pageMetaFieldsSchema).safeParse(readEntryData(file, KIND));
  if (!result.success) throw new Error(formatIssues(file, result.error.issues, KIND));
  const slug = slugOf(file);
  return { slug, path: pagePath(slug), nav: result.data.nav ?? {} };
}

/** Every entry that reads, and what is wrong with the others (see `readEachChecked`). */
export function readInfoPagesChecked(dir = infoPagesDir()): { pages: InfoPage[]; problems: string[] } {
  return readEachChecked(infoPageFiles(dir), readInfoPageFile);
}
