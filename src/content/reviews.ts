/**
 * The reviews carousel: a selection of Google reviews from the reviews data
 * file the operator configuration names (src/content/operator.ts). The demo ships a sample file
 * (data/reviews.sample.json, marked `"sample": true`) that `npm run golive` and a GO_LIVE build
 * refuse; the owner copies real reviews from their Google Business profile into their own file.
 */
import { operator, rating } from './site.ts';

export interface Review {
  id: string;
  /** The author's name as published on Google. */
  author: string;
  rating: number;
  text: string;
  /** Month and year of the review, e.g. 'März 2025'. */
  date: string;
  /** Source label shown with every review. */
  source: string;
  /** Link to the review or its profile. */
  link: string;
}

const monthYear = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** German long date of a YYYY-MM-DD value, e.g. '1. November 2026'. */
export function germanDate(isoDate: string): string {
  return new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}

/**
 * Reviews that tell of complaints or illnesses are never shown: a third party's report of a
 * health effect is health advertising the shop may not use (§ 11 Abs. 1 Nr. 11 HWG, § 5 UWG).
 * `npm run golive` lists them in the owner's reviews file.
 */
// Word stems, not words. cspell:disable
const HEALTH_COMPLAINT =
  /schmerz|beschwerde|rücken(?!lehne)|bandscheib|gelenk|arthro|rheuma|allergi|asthma|verspann|krank|arzt|ärzt|therap|schnarch|migräne|schlafstörung|durchblut/i;
// cspell:enable

export function describesHealth(text: string): boolean {
  return HEALTH_COMPLAINT.test(text);
}

/** How many reviews the carousel shows. */
export const REVIEWS_SHOWN = 6;

const numberWords = ['null', 'eine', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'];

/** How many reviews are shown, as the reviews section says it ('sechs'). */
export const reviewsShownWord = numberWords[REVIEWS_SHOWN] ?? String(REVIEWS_SHOWN);

interface RawReview {
  author: string;
  rating: number;
  text: string;
  /** YYYY-MM-DD */
  date: string;
  link: string;
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

export const reviews: readonly Review[] = selectReviews(operator.reviews.data.reviews).map((r, i) => ({
  id: `review-${i + 1}`,
  author: r.author,
  rating: r.rating,
  text: r.text,
  date: monthYear.format(new Date(r.date)),
  source: rating.label,
  link: r.link,
}));

/** The reviews carousel's labels: its region, controls (dots are pages) and each card's rating. */
export const reviewsCarouselCopy = {
  region: 'Bewertungen',
  prev: 'Vorherige Bewertungen',
  next: 'Nächste Bewertungen',
  pause: 'Automatische Wiedergabe anhalten',
  play: 'Automatische Wiedergabe starten',
  dot: (i: number, n: number) => `Seite ${i} von ${n}`,
  stars: (r: number) => `${r} von 5 Sternen`,
} as const;
