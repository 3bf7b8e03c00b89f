/**
 * German typography for the site's copy, applied once to the content modules (`typesetDeep`
 * around their exports) instead of by hand in every string. Wording never changes, only the
 * characters between words:
 *
 * - ranges and time spans take the en dash without spaces: '1-2 Wochen' -> '1–2 Wochen',
 *   '10:00 - 18:00 Uhr' -> '10:00–18:00 Uhr', 'Mo - Fr' -> 'Mo–Fr', 'H1-H4' -> 'H1–H4';
 * - a number stays with its unit (no-break space): '1.000 m²', '50 km', '30 %', '16 °C', '10 Uhr';
 * - dimensions take the multiplication sign: '90 x 200 cm' -> '90 × 200 cm' (kept together);
 * - '§ 5', '§§ 8', 'Abs. 2', 'Art. 6', 'Nr. 1', 'lit. f' and '§ 5 DDG' stay together;
 * - a § citation after a full stop moves into the sentence: 'teilzunehmen. (§ 36 VSBG)' ->
 *   'teilzunehmen (§ 36 VSBG).';
 * - abbreviations like 'z. B.', 'd. h.', 'u. a.' take a narrow no-break space;
 * - phone numbers ('030 23125 456', '+49 30 23125456') never break inside.
 *
 * Strings that are not copy (links, ids, icon and image keys, e-mail addresses) are left alone
 * by `typesetDeep`, see SKIPPED_KEYS.
 */

import { EN_DASH, NBSP, NNBSP, TIMES } from './typography-marks.ts';

const DAY = '(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Mo|Di|Mi|Do|Fr|Sa|So)';
/** A number as the copy writes it: 18, 1.000, 4,6, 10:00. */
const NUM = '\\d+(?:[.,:]\\d+)*';
const UNIT = '(?:m²|m³|cm|mm|km|kg|m|°C|°|%|€|Uhr|Grad)';
/** Space characters the copy may contain between words (plain, no-break, narrow no-break). */
const SP = '[ \\u00a0\\u202f]';

const rules: readonly (readonly [RegExp, string])[] = [
  // A § citation standing after the full stop belongs inside the sentence.
  [/\.\s\((§[^()]*)\)(?=\s|$)/gu, ` ($1).`],
  // Numeric ranges (not ISO dates or other hyphenated number chains).
  [new RegExp(`(?<![\\w.,:\\-–])(${NUM})${SP}?[-–]${SP}?(${NUM})(?![\\w\\-–])`, 'gu'), `$1${EN_DASH}$2`],
  // Hardness ranges.
  [/\b(H\d)\s?[-–]\s?(H\d)\b/gu, `$1${EN_DASH}$2`],
  // Day ranges.
  [new RegExp(`\\b(${DAY})${SP}?[-–]${SP}?(${DAY})\\b`, 'gu'), `$1${EN_DASH}$2`],
  // Dimensions.
  [/(\d)[ \u00a0]?[x×][ \u00a0]?(?=\d)/gu, `$1${NBSP}${TIMES}${NBSP}`],
  // Number and unit.
  [new RegExp(`(\\d) (?=${UNIT}(?![\\p{L}\\d]))`, 'gu'), `$1${NBSP}`],
  // Paragraph signs and the parts of a legal citation.
  [/(§§?) (?=\d)/gu, `$1${NBSP}`],
  [/(?<![\p{L}])(Abs\.|Art\.|Nr\.|lit\.|S\.) (?=[\da-z](?![\p{L}]))/gu, `$1${NBSP}`],
  [/(§\u00a0\d+[a-z]?) (?=\p{Lu}{2,}(?![\p{Ll}]))/gu, `$1${NBSP}`],
  // Abbreviations of single letters: z. B., d. h., u. a., i. d. R.
  [/(?<![\p{L}])(\p{L}\.) (?=\p{L}\.)/gu, `$1${NNBSP}`],
];

/** Phone numbers: a leading 0 or +country code and groups of digits separated by spaces. */
const PHONE = /(?<![\w+])(?:\+\d{1,3}|0\d{1,5})(?: \d{1,8})+(?!\d)/gu;

/** The typographic form of one piece of copy. Idempotent. */
export function typeset(text: string): string {
  let out = text.replace(PHONE, (phone) => phone.replace(/ /g, NBSP));
  for (const [pattern, replacement] of rules) out = out.replace(pattern, replacement);
  return out;
}

/** Keys whose string values are not copy: targets, identifiers, addresses. */
const SKIPPED_KEYS = new Set([
  'href',
  'id',
  'key',
  'icon',
  'image',
  'src',
  'path',
  'canonical',
  'email',
  'domain',
  'phone',
  'url',
]);

/** Whether a value under this key (a prop, an attribute) is copy to typeset, not a target or id. */
export function isCopyKey(key: string): boolean {
  return !SKIPPED_KEYS.has(key);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Typesets every string of a content object (arrays and plain objects, recursively). Values under
 * SKIPPED_KEYS stay as they are; the type is unchanged. Free of side effects (the annotation lets
 * the bundler drop content an island imports but never reads).
 */
/* @__NO_SIDE_EFFECTS__ */
export function typesetDeep<T>(content: T): T {
  return walk(content, undefined) as T;
}

/** Typesets a value; returns the very same value (identity) when nothing in it changed. */
function walk(value: unknown, key: string | undefined): unknown {
  if (typeof value === 'string') return key !== undefined && SKIPPED_KEYS.has(key) ? value : typeset(value);
  if (Array.isArray(value)) {
    const out = value.map((v) => walk(v, undefined));
    return out.every((v, i) => v === value[i]) ? value : out;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    const out = entries.map(([k, v]) => [k, walk(v, k)] as const);
    return out.every(([, v], i) => v === entries[i]![1]) ? value : Object.fromEntries(out);
  }
  return value;
}
