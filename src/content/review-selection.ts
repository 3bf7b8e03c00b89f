/**
 * Which reviews the site shows, one rule for the build (reviews.ts, the carousel), the build's
 * check of the reviews file and the editor's check before a save (reviews-schema.ts), and the
 * go-live check: so a review the site would leave out is named when the owner saves it, not
 * silently dropped. No imports: the editor and the build read it alike.
 */

/**
 * Reviews that tell of complaints or illnesses are never shown: a third party's report of a
 * health effect is health advertising the shop may not use (§ 11 Abs. 1 Nr. 11 HWG, § 5 UWG).
 */
// Word stems, not words. cspell:disable
const HEALTH_COMPLAINT =
  /schmerz|beschwerde|rücken(?!lehne)|bandscheib|gelenk|arthro|rheuma|allergi|asthma|verspann|krank|arzt|ärzt|therap|schnarch|migräne|schlafstörung|durchblut/i;
// cspell:enable

/** The word of the text that tells of complaints or illnesses ('Rücken'), or undefined. */
function healthWordIn(text: string): string | undefined {
  const m = HEALTH_COMPLAINT.exec(text);
  if (!m) return undefined;
  // The whole word the stem is in, as the owner typed it.
  const before = /[\p{L}-]*$/u.exec(text.slice(0, m.index))?.[0] ?? '';
  const after = /^[\p{L}-]*/u.exec(text.slice(m.index + m[0].length))?.[0] ?? '';
  return before + m[0] + after;
}

export function describesHealth(text: string): boolean {
  return healthWordIn(text) !== undefined;
}

/** How many reviews the carousel shows at most. */
export const REVIEWS_SHOWN = 6;

interface RawReview {
  text: string;
  /** YYYY-MM-DD */
  date: string;
}

/**
 * The selection rule, mechanical so that the notice under the carousel can state it (§ 5b Abs. 3
 * UWG): the newest reviews that have a text, whatever their stars; only reviews that tell of
 * complaints or illnesses are left out. Nobody picks.
 */
export function selectReviews<T extends RawReview>(all: readonly T[], n = REVIEWS_SHOWN): T[] {
  return all
    .filter((r) => r.text.trim() !== '' && !describesHealth(r.text))
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, n);
}

/** Why the site never shows a review with this text, in German; undefined when it may be shown. */
export function reviewLeftOutReason(text: string): string | undefined {
  const word = healthWordIn(text);
  return word === undefined
    ? undefined
    : `erzählt von Beschwerden oder Krankheiten („${word}“) und wird deshalb auf der Website nie gezeigt ` +
        '(Heilmittelwerbegesetz: keine Berichte Dritter über Wirkungen auf die Gesundheit). ' +
        'Bitte diese Bewertung löschen oder eine andere aus dem Google-Profil übernehmen.';
}

const numberWords = ['keine', 'eine', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'];

/**
 * The reviews shown, as the notice under them says it: 'die sechs neuesten Bewertungen',
 * 'die neueste Bewertung'. From the number actually shown, so the notice never claims more.
 */
export function shownReviewsPhrase(n: number): string {
  if (n === 1) return 'die neueste Bewertung';
  return `die ${numberWords[n] ?? String(n)} neuesten Bewertungen`;
}
