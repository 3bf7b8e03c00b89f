/**
 * Everything the build checks in the files the owner edits, for any set of those files given as
 * text: the page entries (src/content/product-pages/, src/content/pages/), the product data files,
 * the owner's pictures (photos.json), the opening hours, the reviews, and that no address is taken by two entries. Each file is read by the build's own
 * reader and zod schema (product-page-read.ts, info-page-read.ts, product-data-schema.ts,
 * picture-schema.ts, opening-hours-schema.ts, reviews-schema.ts, and operator-schema.ts for the
 * company and contact files), so the build (astro.config.mjs, over the files on
 * disk) and the editor's check before a save (src/editor/save-check.ts, over the files as they
 * would be written) give the same German messages. Build and editor only (reads the disk).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withOwnPictures } from './images.ts';
import { readInfoPageFile } from './info-page-read.ts';
import { openingHoursProblems } from './opening-hours-schema.ts';
import {
  OPERATOR_COMPANY_FILE,
  OPERATOR_CONTACT_FILE,
  operatorCompanyProblems,
  operatorContactProblems,
} from './operator-schema.ts';
import { photosProblems } from './picture-schema.ts';
import { allProductDataProblems, productDataFiles } from './product-data-schema.ts';
import { EntryProblem } from './product-page-meta.ts';
import { readProductPageFile } from './product-page-read.ts';
import { reviewsFileProblems } from './reviews-schema.ts';
import { siteRouteClashes } from './route-claims.ts';

/** A problem the build reports, and the file it is in (a path from the project's root). */
export interface ContentProblem {
  file: string;
  message: string;
  /**
   * For a page entry, what is wrong in the names the editor shows (a section by its position,
   * kind and title, a field by its label), without the file: the editor's save check shows these.
   */
  fields?: readonly string[];
}

/** The content files by their path from the project's root (`src/content/…`), as text. */
export type ContentFiles = ReadonlyMap<string, string>;

const PHOTOS = 'src/content/data/photos.json';
const HOURS = 'src/content/data/opening-hours.json';
/** The reviews the site shows (the editor's Bewertungen). */
const REVIEWS = 'src/content/data/reviews.sample.json';
const dataFiles: readonly string[] = productDataFiles.map((f) => f.file);
/** A product page's entry; an information page's, one folder deep at most (as the collections read them). */
const isProductPage = (file: string) => /^src\/content\/product-pages\/[^/]+\.yaml$/.test(file);
const isInfoPage = (file: string) => /^src\/content\/pages\/(?:[^/]+\/)?[^/]+\.yaml$/.test(file);

/** Whether the build checks the file (a path from the project's root, with `/`). */
export const isContentFile = (file: string) =>
  isProductPage(file) ||
  isInfoPage(file) ||
  [PHOTOS, HOURS, REVIEWS, OPERATOR_COMPANY_FILE, OPERATOR_CONTACT_FILE].includes(file) ||
  dataFiles.includes(file);

/** Every content file on disk under `root`. */
export function diskContent(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of ['src/content/product-pages', 'src/content/pages', 'src/content/data'])
    for (const name of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      const file = `${dir}/${name.split(path.sep).join('/')}`;
      if (isContentFile(file)) files.set(file, readFileSync(path.join(root, file), 'utf8'));
    }
  return files;
}

/** The message of what a reader threw. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Every problem the build would report for these content files. `exists` says whether a file a
 * picture names (`/src/assets/images/…`) is there.
 */
export function contentProblems(
  files: ContentFiles,
  exists: (file: string) => boolean = (file) => existsSync(path.join(process.cwd(), file)),
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const json = (file: string): unknown => {
    const text = files.get(file);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      problems.push({ file, message: `${file}: kein gültiges JSON (${messageOf(error)})` });
      return undefined;
    }
  };

  const photos = json(PHOTOS) ?? {};
  for (const message of photosProblems(photos, undefined, exists)) problems.push({ file: PHOTOS, message });
  const { pictures } = photos as { pictures?: unknown };
  // The pages may name every picture the Fotos file lists.
  const productPages: ReturnType<typeof readProductPageFile>[] = [];
  const infoPages: ReturnType<typeof readInfoPageFile>[] = [];
  withOwnPictures(Array.isArray(pictures) ? pictures : [], () => {
    for (const [file, text] of files) {
      try {
        if (isProductPage(file)) productPages.push(readProductPageFile(file, text));
        else if (isInfoPage(file)) infoPages.push(readInfoPageFile(file, text));
      } catch (error) {
        problems.push({
          file,
          message: messageOf(error),
          ...(error instanceof EntryProblem ? { fields: error.ownerLines } : {}),
        });
      }
    }
  });
  // Every address (route, further addresses, the server's fixed routes) belongs to one entry.
  for (const { entries, message } of siteRouteClashes(productPages, infoPages))
    for (const file of entries) problems.push({ file, message });

  for (const message of allProductDataProblems((file) => json(file)))
    problems.push({ file: dataFiles.find((f) => message.startsWith(`${f},`)) ?? dataFiles[0]!, message });
  if (files.has(HOURS))
    for (const message of openingHoursProblems(json(HOURS))) problems.push({ file: HOURS, message });
  if (files.has(REVIEWS))
    for (const message of reviewsFileProblems(REVIEWS, json(REVIEWS))) problems.push({ file: REVIEWS, message });
  // The operator's facts: the company file's rules across fields (legal form, register,
  // representatives) and the contact file's (the phone's two forms), named by file and field.
  for (const [file, problemsOf] of [
    [OPERATOR_COMPANY_FILE, operatorCompanyProblems],
    [OPERATOR_CONTACT_FILE, operatorContactProblems],
  ] as const)
    if (files.has(file)) for (const message of problemsOf(json(file), file)) problems.push({ file, message });
  return problems;
}
