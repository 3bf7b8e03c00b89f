/**
 * How the owner knows each content file: by the name the editor gives it. A data file by its
 * label in the editor's list (keystatic.config.tsx takes its labels from here), a page by its
 * address. The editor's confirmations and refusals speak these names, never a file's path, which
 * means nothing to the owner (the build keeps the path for developers).
 */
import { OPERATOR_COMPANY_FILE, OPERATOR_CONTACT_FILE } from '../content/operator-schema.ts';

/** The data files the editor edits, by path from the project's root, with the editor's label. */
export const dataFileLabels = {
  'src/content/data/photos.json': 'Fotos',
  'src/content/data/mattresses.json': 'Matratzen: Härtegrade und Technologien',
  'src/content/data/extra-length.json': 'Überlänge: Größenratgeber und Längen',
  'src/content/data/senior-heights.json': 'Seniorenbetten: Betthöhen',
  'src/content/data/water-bed.json': 'Wasserbett: Zahlen',
  'src/content/data/sleep-finder.json': 'Schlafberater: Grenzen und Breiten',
  [OPERATOR_CONTACT_FILE]: 'Kontaktdaten',
  [OPERATOR_COMPANY_FILE]: 'Firmenangaben',
  'src/content/data/opening-hours.json': 'Öffnungszeiten',
  'src/content/data/reviews.sample.json': 'Bewertungen',
} as const satisfies Record<string, string>;

export type DataFile = keyof typeof dataFileLabels;

/** A page entry's file and its kind. */
const productPage = /^src\/content\/product-pages\/([^/]+)\.yaml$/;
const infoPage = /^src\/content\/pages\/(.+)\.yaml$/;

/**
 * The editor's name of a content file (a path from the project's root, with `/`): a page by its
 * address (`Produktseite /produkte/nackenkissen`), a data file by its label; undefined for any
 * other file.
 */
export function editorName(file: string): string | undefined {
  let m = productPage.exec(file);
  if (m) return `Produktseite /produkte/${m[1]}`;
  m = infoPage.exec(file);
  if (m) return `Informationsseite /${m[1]}`;
  return (dataFileLabels as Record<string, string>)[file];
}

/** A page entry's path anywhere in a text (the build's messages name the entries they concern). */
const entryPaths = /src\/content\/(?:product-pages|pages)\/[a-z0-9/-]+\.yaml/g;

/**
 * A message of the build as the owner reads it in the editor: every content file it names is
 * named as the editor names it (`src/content/data/company.json, Geschäftsführung: …` becomes
 * `Firmenangaben, Geschäftsführung: …`).
 */
export function withEditorNames(message: string): string {
  let text = message.replace(entryPaths, (file) => editorName(file) ?? file);
  for (const [file, label] of Object.entries(dataFileLabels)) text = text.replaceAll(file, label);
  return text;
}
