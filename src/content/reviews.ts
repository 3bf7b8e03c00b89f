/**
 * The reviews carousel (spec s.3, s.4). SAMPLE CONTENT: the texts, authors and dates below are
 * placeholders written for this site; the owner replaces them with real Google reviews
 * (DECISIONS.md s.3). The ratings 5, 5, 5, 4, 5, 4 and the aggregate in site.ts `rating`
 * (4.6 from 113 reviews) stay as they are.
 */
import { rating } from './site.ts';

export interface Review {
  id: string;
  /** Sample author name (placeholder). */
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** Sample review text (placeholder). */
  text: string;
  /** Sample date (placeholder). */
  date: string;
  /** Source label shown with every review. */
  source: string;
}

/** Sample reviews: replace text, author and date with real Google reviews. */
export const reviews = [
  {
    id: 'review-1',
    author: 'Sabine K.',
    rating: 5,
    text: 'Die Beratung im Showroom war hervorragend: Wir durften in aller Ruhe probeliegen, ohne jeden Verkaufsdruck. Nach knapp zwei Wochen stand unser Boxspringbett im Schlafzimmer.',
    date: 'März 2025',
    source: rating.label,
  },
  {
    id: 'review-2',
    author: 'Thomas W.',
    rating: 5,
    text: 'Mit 1,98 m finde ich im Möbelhaus nie ein passendes Bett. Hier wurde mir ein Bett in Überlänge gebaut – ich schlafe zum ersten Mal seit Jahren mit ausgestreckten Beinen.',
    date: 'Februar 2025',
    source: rating.label,
  },
  {
    id: 'review-3',
    author: 'Familie Brandt',
    rating: 5,
    text: 'Unser Familienbett passt genau unter die Dachschräge. Die Monteure waren pünktlich, freundlich und haben die alte Matratze gleich mitgenommen.',
    date: 'Januar 2025',
    source: rating.label,
  },
  {
    id: 'review-4',
    author: 'Petra M.',
    rating: 4,
    text: 'Sehr gute Qualität und ein ehrlicher Preis. Den Stoff mussten wir einmal nachbestellen, das hat etwas gedauert – der Service hat sich aber sehr gekümmert.',
    date: 'Dezember 2024',
    source: rating.label,
  },
  {
    id: 'review-5',
    author: 'Jürgen H.',
    rating: 5,
    text: 'Meine Rückenschmerzen am Morgen sind deutlich besser geworden. Die Empfehlung zum Härtegrad war genau richtig. Absolut empfehlenswert!',
    date: 'November 2024',
    source: rating.label,
  },
  {
    id: 'review-6',
    author: 'Anna L.',
    rating: 4,
    text: 'Schönes Bett, super verarbeitet. Der Liefertermin wurde kurzfristig um einen Tag verschoben, ansonsten lief alles reibungslos.',
    date: 'Oktober 2024',
    source: rating.label,
  },
] as const satisfies readonly Review[];
