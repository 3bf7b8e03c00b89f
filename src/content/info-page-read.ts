/**
 * Reads the information pages' content entries (src/content/pages/<slug>.yaml) from disk, for
 * every reader outside Astro's content layer (the Vite plugin, plain Node, the chat's knowledge),
 * validated with the same schema as the collection. A bad entry names the file and the field.
 */
import { readdirSync } from 'node:fs';
import { germanErrors } from './german-errors.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stored } from './entry-format.ts';
import { EntryProblem, PrintedIssues, entryHeading, entryProblem, formatIssues } from './product-page-meta.ts';
import { filledNav, readEachChecked, readEntryData } from './product-page-files.ts';
import { pageMetaFieldsSchema, printedPageNavSchema } from './page-meta.ts';
import { pagePath, pageSlugPattern, type PageIndexEntry } from './page-route.ts';
import { infoPageEntrySchema, resolveInfoPage, type InfoPageData } from './page-schema.ts';

export interface InfoPage {
  slug: string;
  path: string;
  data: InfoPageData;
}

const infoPagesDir = () => path.join(path.dirname(fileURLToPath(import.meta.url)), 'pages');

const KIND = 'page';

/** The entry files, one folder deep at most (the entry of /kontakt/gesendet is in a folder), sorted. */
export const infoPageFiles = (dir = infoPagesDir()) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => path.join(dir, f));

/** The route of an entry file: its path under the pages folder without '.yaml'. */
const slugOf = (file: string) => {
  const inside = path.relative(infoPagesDir(), file);
  const name = inside.startsWith('..') || path.isAbsolute(inside) ? path.basename(file) : inside;
  const slug = name.slice(0, -'.yaml'.length).split(path.sep).join('/');
  if (!pageSlugPattern.test(slug))
    throw new Error(
      `${entryHeading(KIND, file)}: der Pfad ist die Adresse, nur Kleinbuchstaben, Ziffern und Bindestriche, höchstens ein Ordner tief`,
    );
  return slug;
};

/**
 * One entry, validated and resolved; a bad value throws naming the file and the field. `text` is
 * the entry as it would be written (the editor's check before a save), else the file is read.
 */
export function readInfoPageFile(file: string, text?: string): InfoPage {
  const data = readEntryData(file, KIND, text);
  const result = infoPageEntrySchema.safeParse(data, { error: germanErrors });
  if (!result.success) throw entryProblem(file, result.error.issues, data, KIND);
  const slug = slugOf(file);
  try {
    return { slug, path: pagePath(slug), data: resolveInfoPage(result.data) };
  } catch (error) {
    if (error instanceof PrintedIssues) throw entryProblem(file, error.issues, data, KIND);
    const { message } = error as Error;
    throw new EntryProblem(`${entryHeading(KIND, file)}: ${message}`, [message], { cause: error });
  }
}

/** One entry's route and nav placement (what the browser needs). */
export function readInfoPageIndexFile(file: string): PageIndexEntry {
  const result = stored(pageMetaFieldsSchema).safeParse(readEntryData(file, KIND));
  if (!result.success) throw new Error(formatIssues(file, result.error.issues, KIND));
  const slug = slugOf(file);
  return {
    slug,
    path: pagePath(slug),
    nav: filledNav(file, result.data.nav ?? {}, undefined, printedPageNavSchema, KIND),
  };
}

/** Every entry that reads, and what is wrong with the others (see `readEachChecked`). */
export function readInfoPagesChecked(dir = infoPagesDir()): { pages: InfoPage[]; problems: string[] } {
  return readEachChecked(infoPageFiles(dir), readInfoPageFile);
}
