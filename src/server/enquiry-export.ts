/**
 * The owner's read side of the enquiries (scripts/enquiries.ts): the list, text for a terminal,
 * and the CSV export.
 */
import { asc, gte } from 'drizzle-orm';
import { enquiryCsvHeader } from '../content/enquiry-copy.ts';
import type { Db } from './db/index.ts';
import { enquiries, type EnquiryRow } from './db/schema.ts';

export async function listEnquiries(db: Db, opts: { since?: Date } = {}): Promise<EnquiryRow[]> {
  const query = db.select().from(enquiries);
  const filtered = opts.since ? query.where(gte(enquiries.createdAt, opts.since)) : query;
  return filtered.orderBy(asc(enquiries.createdAt));
}

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDate(d: Date): string {
  return berlin.format(d).replace(',', '');
}

/**
 * Text for a terminal: control characters (C0 but tab and line feed, DEL, C1, so also CR and escape
 * sequences) and bidi controls (U+061C, U+200E-200F, U+202A-202E, U+2066-2069) shown as
 * `\u{...}`, so stored text cannot move the cursor, overwrite lines or reorder what the owner
 * reads.
 */
export function terminalSafe(value: string): string {
  return value.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g,
    (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`,
  );
}

/**
 * Characters a spreadsheet may skip before it looks for a formula sign: whitespace (also
 * no-break and ideographic spaces, tabs and line breaks), invisible format characters
 * (zero-width space/joiners, word joiner, BOM, bidi marks), and the double quote (Excel
 * evaluates `"=1+1"`).
 */
const INVISIBLE_PREFIX = String.raw`[\p{White_Space}\p{Cf}"]*`;
/** Signs that start a formula, in ASCII and their full-width and small forms. */
const FORMULA_SIGNS = '=+\\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B';
/**
 * A cell a spreadsheet may read as a formula (OWASP, CSV injection): one that starts with
 * `= + - @`, a tab or a carriage return; also a sign behind whitespace or invisible characters,
 * and the signs' full-width forms.
 */
const FORMULA_START = new RegExp(`^(?:[\\t\\r]|${INVISIBLE_PREFIX}[${FORMULA_SIGNS}])`, 'u');

/** Whether a cell's text is defused with a leading apostrophe in the export. */
const startsFormula = (value: string): boolean => FORMULA_START.test(value);

/**
 * One CSV cell (RFC 4180): a cell a spreadsheet may read as a formula gets one apostrophe in
 * front, and nothing else of the text changes (the owner reads what the visitor wrote; within a
 * cell no spreadsheet starts a formula, so an inner `,- Euro` or a line starting with `- ` stays
 * as written). Quoted when it contains the separator, another common separator, a quote, a tab or
 * a line break, so every inner separator is inside quotes whichever separator the file is read
 * with. An international phone number (`+49 …`) starts with a formula sign, so it is defused
 * too; Excel shows that apostrophe.
 */
export function csvCell(value: string): string {
  const safe = startsFormula(value) ? `'${value}` : value;
  return /[";,\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvSeparators = { ';': ';', ',': ',', tab: '\t' } as const;
export type CsvSeparator = (typeof csvSeparators)[keyof typeof csvSeparators];

/**
 * CSV for Excel in German locale: UTF-8 with BOM (umlauts), ';' as separator (another on
 * request), CRLF line ends. Every cell is quoted when it contains any common separator, so the
 * file reads the same in a program that assumes another one.
 */
export function enquiriesCsv(rows: EnquiryRow[], separator: CsvSeparator = ';'): string {
  const lines = [
    enquiryCsvHeader,
    ...rows.map((r) => [
      formatDate(r.createdAt),
      r.firstName,
      r.lastName,
      r.email,
      r.phone ?? '',
      r.interest,
      r.message,
      r.healthConsentAt ? formatDate(r.healthConsentAt) : '',
      r.healthConsentText ?? '',
    ]),
  ];
  return '\uFEFF' + lines.map((cells) => cells.map(csvCell).join(separator)).join('\r\n') + '\r\n';
}
