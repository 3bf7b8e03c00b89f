/**
 * What a product page's content entry (src/content/product-pages/<slug>.yaml) says about the
 * page itself: its route, title and description, where it sits in the navigation, the artwork
 * of its overview card and the contact form's interest it preselects. The navigation, the
 * overview, the sitemap, the interests list and the chat read these fields (through
 * product-index.ts and product-pages.ts); the sections are in product-page-schema.ts.
 *
 * Only zod here, so the index can be validated before the rest of the content modules exist.
 */
import { z } from 'zod';
import { wholeNumber } from './whole-number.ts';
import { fieldLabels, germanPath, sectionLabels } from './field-labels.ts';

export const productPageMetaSchema = z.object({
  /** The page's title in the browser tab and in search results (15 to 65 characters as printed). */
  title: z.string().min(1),
  /** The description search engines show under the title (70 to 160 characters as printed). */
  description: z.string().min(1),
  /** The contact form's interest value the page's consult links preselect. */
  interest: z.string().min(2).max(40),
  /** The entry in the Produkte drop-down, the mobile menu, the footer and the overview. */
  nav: z.strictObject({
    /** Up to 40 characters as printed (placeholders filled in: `printedProductNavSchema`). */
    label: z.string().min(2),
    /** The short line under the label: up to 60 characters as printed. */
    description: z.string().min(2),
    /** Position in the product list (ascending). */
    order: wholeNumber(0),
  }),
  /** The artwork of the page's card on /produkte. */
  card: z.object({ image: z.string().min(1) }),
  /** Further routes showing the same page (canonical to /produkte/<slug>). */
  aliases: z.array(z.string().regex(/^\/[a-z0-9-]+$/)).optional(),
});

/** The nav entry as printed (placeholders filled in), short enough for the drop-down. */
export const printedProductNavSchema = z.object({
  label: z.string().max(40),
  description: z.string().max(60),
});

const entryKinds: Readonly<Record<string, string>> = { 'product page': 'der Produktseite', page: 'der Seite' };

/** The heading of what is wrong in an entry, naming its file (the build and the editor print it). */
export const entryHeading = (kind: string, file: string) => `Fehler in ${entryKinds[kind] ?? kind} ${file}`;

/** A readable account of what is wrong in an entry: file, field path, message, one per line. */
export function formatIssues(file: string, issues: readonly z.core.$ZodIssue[], kind = 'product page'): string {
  return [
    `${entryHeading(kind, file)}:`,
    ...issues.map((i) =>
      i.path.length ? `  ${i.path.join('.')} (${germanPath(i.path)}): ${i.message}` : `  (entry): ${i.message}`,
    ),
  ].join('\n');
}

/**
 * What is wrong in a page entry, as the editor names it to the owner: no file path and no dotted
 * path, but the section by its position, kind and title (`Abschnitt 2 (Abschluss mit
 * Handlungsaufruf: Jetzt beraten lassen) › Kennung (Sprungmarke): …`) and each field by its label.
 * `data` is the entry as stored (a section `{ discriminant, value }`), to name the sections.
 */
function ownerIssueLines(issues: readonly z.core.$ZodIssue[], data: unknown): string[] {
  const sections = (data as { sections?: unknown } | null)?.sections;
  return issues.map((issue) => {
    const names: string[] = [];
    issue.path.forEach((key, i) => {
      const parent = issue.path[i - 1];
      if (parent === 'sections' && typeof key === 'number') {
        names.pop();
        names.push(sectionName(Array.isArray(sections) ? sections[key] : undefined, key));
      } else if (key === 'value' && typeof parent === 'number' && issue.path[i - 2] === 'sections') {
        // The stored section's own values: no name of their own.
      } else names.push(typeof key === 'number' ? `Nr. ${key + 1}` : (fieldLabels[String(key)] ?? String(key)));
    });
    return names.length > 0 ? `${names.join(' › ')}: ${issue.message}` : issue.message;
  });
}

/** A section by its position (from 1), its kind and its title, as the editor's list shows it. */
function sectionName(section: unknown, index: number): string {
  const s = (typeof section === 'object' && section !== null ? section : {}) as Record<string, unknown>;
  const value = (typeof s.value === 'object' && s.value !== null ? s.value : s) as Record<string, unknown>;
  const kind = [s.discriminant, s.kind].find((k) => typeof k === 'string') ?? '';
  const label = sectionLabels[kind as keyof typeof sectionLabels] ?? kind;
  const heading = value.heading as Record<string, unknown> | undefined;
  const title = [value.title, heading?.title, value.label].find((t) => typeof t === 'string' && t.trim() !== '');
  const what = [label, title].filter(Boolean).join(': ');
  return what ? `Abschnitt ${index + 1} (${what})` : `Abschnitt ${index + 1}`;
}

/**
 * A page entry the build refuses: `message` names the file and the fields for a developer (the
 * build prints it); `ownerLines` say the same in the editor's names (the editor's save check).
 */
export class EntryProblem extends Error {
  readonly ownerLines: readonly string[];
  // No parameter properties: Node runs these modules with its type stripping, which has none.
  constructor(message: string, ownerLines: readonly string[], options?: ErrorOptions) {
    super(message, options);
    this.ownerLines = ownerLines;
  }
}

/**
 * Values that break a schema only as printed (placeholders filled in: a label over its length),
 * with their paths from the entry: the reader names the file and the fields (`entryProblem`).
 */
export class PrintedIssues extends Error {
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(issues: readonly z.core.$ZodIssue[]) {
    super(issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    this.issues = issues;
  }
}

/** The error for an entry whose values break its schema: both readings of `issues`. */
export const entryProblem = (file: string, issues: readonly z.core.$ZodIssue[], data: unknown, kind?: string) =>
  new EntryProblem(formatIssues(file, issues, kind), ownerIssueLines(issues, data));
