/**
 * The placeholders a product page's text may use instead of typing a business fact: each claim's
 * figure is defined once (claims registry, src/content/site.ts) and an entry writes
 * `{{facts.deliveryWeeks}}` where the page prints it. `{{consult}}` is the link to the contact
 * form with the page's own interest preselected, `{{consult:Matratze}}` with another one.
 */
import { consultHref, interests, ownConsultHref } from './interests.ts';
import { doctorNote, mattressTurnMonths, sleepEnvironment } from './health.ts';
import {
  addressLine,
  company,
  directions,
  emailHref,
  exchangeOffer,
  facts,
  guaranteeScope,
  oekoTex,
  oekoTexStatement,
  origin,
  phoneHoursLine,
  phoneHref,
  rating,
  servicePromises,
  specialSizes,
  statutoryRights,
  waterBedOekoTex,
} from './site.ts';
import { waterBed } from './products/wasserbetten.ts';
import { mattressWords } from './products/matratzen.ts';
import { extraLengthWords, lengthAllowanceCm } from './products/ueberlaenge.ts';
import { germanDate, reviewsShownPhrase } from './reviews.ts';
import { contactFormCopy } from './forms.ts';
import { seniorHeightsData } from './product-data-model.ts';

/** Every `{{name}}` in a text. */
export const tokenPattern = /\{\{\s*([^{}]+?)\s*\}\}/g;

function flatten(prefix: string, value: unknown, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string' || typeof value === 'number') out.set(prefix, String(value));
  else if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [k, v] of Object.entries(value)) flatten(`${prefix}.${k}`, v, out);
  return out;
}

/** The named values, by placeholder name ('facts.topperLifeYears', 'origin.waterBeds' ...). */
export const tokenValues: ReadonlyMap<string, string> = (() => {
  const out = new Map<string, string>();
  flatten('facts', facts, out);
  flatten('origin', origin, out);
  flatten('servicePromises', servicePromises, out);
  flatten('oekoTex', oekoTex, out);
  flatten('specialSizes', specialSizes, out);
  flatten('waterBedOekoTex', waterBedOekoTex, out);
  flatten('waterBed', waterBed, out);
  flatten('mattress', mattressWords, out);
  flatten('extraLength', extraLengthWords, out);
  out.set('company.name', company.name);
  out.set('company.shortName', company.shortName);
  out.set('company.town', company.town);
  out.set('company.legalName', company.legalName);
  out.set('company.phoneDisplay', company.phoneDisplay);
  out.set('company.email', company.email);
  out.set('addressLine', addressLine);
  out.set('emailHref', emailHref);
  out.set('statutoryRights', statutoryRights);
  out.set('doctorNote', doctorNote);
  flatten('sleepEnvironment', sleepEnvironment, out);
  out.set('mattressTurnMonths', String(mattressTurnMonths));
  // A heading that opens with the figure ('Über 30 Jahre Erfahrung').
  out.set('facts.experienceYears.heading', facts.experienceYears.nominative.replace(/^ü/, 'Ü'));
  out.set('exchangeOffer', exchangeOffer);
  out.set('oekoTexStatement', oekoTexStatement);
  out.set('guaranteeScope', guaranteeScope);
  out.set('phoneHref', phoneHref);
  out.set('phoneHoursLine', phoneHoursLine);
  flatten('directions', directions, out);
  out.set('lengthAllowanceCm', String(lengthAllowanceCm));
  // The reviews shown, counted from the carousel's ('die sechs neuesten Bewertungen'), and the
  // date the aggregate rating was read.
  out.set('reviews.shown', reviewsShownPhrase);
  out.set('rating.asOf', germanDate(rating.asOf));
  // The bed heights by their name in lower case (`{{seniorHeights.hoch.fromCm}}`), as the data file has them.
  for (const h of seniorHeightsData.heights) flatten(`seniorHeights.${h.name.toLowerCase()}`, h, out);
  // The contact form's success notice, which the confirmation page after a native post repeats.
  flatten('contactForm.success', contactFormCopy.success, out);
  return out;
})();

/** Where the owner finds every placeholder with its meaning. */
const placeholderListHint = 'alle Platzhalter stehen in docs/editing.md unter „Platzhalter“';

/** How many single-letter edits turn `a` into `b` (Levenshtein distance), ignoring case. */
function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    row = next;
  }
  return row[y.length]!;
}

/** The known placeholders closest to an unknown name: at most three, each a plausible typo of it. */
export function closePlaceholders(name: string): string[] {
  const known = ['consult', ...tokenValues.keys()];
  const limit = Math.max(2, Math.floor(name.length / 4));
  return known
    .map((k) => [k, editDistance(name, k)] as const)
    .filter(([, d]) => d <= limit)
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([k]) => k);
}

/**
 * Why a placeholder cannot be resolved, or undefined when it can (interests are checked later):
 * the unknown name, at most a few close ones, and where the list of all of them is.
 */
export function tokenProblem(name: string): string | undefined {
  if (name === 'consult' || name.startsWith('consult:')) return undefined;
  if (tokenValues.has(name)) return undefined;
  const close = closePlaceholders(name);
  const guess = close.length > 0 ? ` Meinten Sie ${close.map((k) => `{{${k}}}`).join(' oder ')}?` : '';
  return `unbekannter Platzhalter {{${name}}}.${guess} Bitte einen bekannten verwenden; ${placeholderListHint}.`;
}

/** Every string of a value mapped, with the field path it sits at (`sections.2.items.0.text`). */
function mapStrings<T>(value: T, fn: (s: string, at: string) => string, at: (string | number)[] = []): T {
  if (typeof value === 'string') return fn(value, at.join('.')) as T;
  if (Array.isArray(value)) return value.map((v: unknown, i) => mapStrings(v, fn, [...at, i])) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn, [...at, k])])) as T;
  return value;
}

/** Every text of a value (an entry, its nav entry) with its placeholders filled in; a bad one names the field. */
export function resolveTokensDeep<T>(value: T, interest: string | undefined): T {
  return mapStrings(value, (text, at) => {
    try {
      return resolveTokens(text, interest);
    } catch (error) {
      throw new Error(`${at}: ${(error as Error).message}`, { cause: error });
    }
  });
}

/**
 * A text with its placeholders replaced. `interest` is the page's own; a named one must be an
 * allowed interest, so a link never preselects a value the form refuses.
 */
export function resolveTokens(text: string, interest: string | undefined): string {
  return text.replace(tokenPattern, (_, raw: string) => {
    const name = raw.trim();
    if (name === 'consult') {
      if (interest === undefined)
        throw new Error("{{consult}} needs the page's interest; name one: {{consult:<Interesse>}}");
      return ownConsultHref(interest);
    }
    if (name.startsWith('consult:')) {
      const other = name.slice('consult:'.length).trim();
      if (!interests.includes(other)) throw new Error(`{{${name}}}: '${other}' is not an allowed interest`);
      return consultHref(other);
    }
    const value = tokenValues.get(name);
    if (value === undefined) throw new Error(tokenProblem(name));
    return value;
  });
}
