/**
 * The reviews carousel: a selection of Google reviews from the reviews data
 * file the operator configuration names (src/content/operator.ts). The demo ships a sample file
 * (data/reviews.sample.json, marked `"sample": true`) that `npm run golive` and a GO_LIVE build
 * refuse; the owner copies real reviews from their Google Business profile into their own file.
 */
import { selectReviews, shownReviewsPhrase } from './review-selection.ts';
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

export const reviews: readonly Review[] = selectReviews(operator.reviews.data.reviews).map((r, i) => ({
  id: `review-${i + 1}`,
  author: r.author,
  rating: r.rating,
  text: r.text,
  date: monthYear.format(new Date(r.date)),
  source: rating.label,
  link: r.link,
}));

/** The reviews shown, as the notice under the carousel says it ('die sechs neuesten Bewertungen'). */
export const reviewsShownPhrase = shownReviewsPhrase(reviews.length);

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
