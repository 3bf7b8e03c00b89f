/**
 * The reviews data file (src/content/data/reviews*.json): the Google reviews the owner copies from
 * the Business profile, checked field by field with German messages. One schema for the build
 * (the operator configuration names the file: operator-schema.ts) and the owner's editor (its
 * Bewertungen fields are derived from `reviewSchema` with `reviewLabels`), so a value the editor
 * lets through is one the build takes. Only zod and the rule which reviews the site shows here.
 */
import { z } from 'zod';
import { DATE_ADVICE, germanErrors } from './german-errors.ts';
import { reviewLeftOutReason } from './review-selection.ts';

const filled = 'bitte ausfüllen';

/** A review as published on the Google Business profile (copied by the owner). */
export const reviewSchema = z.object({
  /** The author's name exactly as Google shows it. */
  author: z.string().trim().min(1, filled).max(80, 'höchstens 80 Zeichen'),
  rating: z
    .number('eine ganze Zahl von 1 bis 5')
    .int('eine ganze Zahl von 1 bis 5')
    .min(1, 'mindestens 1')
    .max(5, 'höchstens 5'),
  text: z.string().trim().min(1, filled).max(1200, 'höchstens 1200 Zeichen'),
  /** Date of the review (stored YYYY-MM-DD; the editor's date field, like every date the owner edits). */
  date: z.iso.date(`kein gültiges Datum. ${DATE_ADVICE}`),
  /** Link to the review or to the profile it is published on. */
  link: z.url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: 'ein vollständiger Link, der mit https:// beginnt (aus Google kopiert)',
  }),
});

/** The reviews data file. */
export const reviewsFileSchema = z.object({
  /** true only in the demo's sample file: a go-live check and a GO_LIVE build refuse it. */
  sample: z.boolean().default(false),
  /** The profile's aggregate as Google shows it on `asOf`. */
  aggregate: z.object({
    value: z.number('eine Zahl von 1 bis 5, z. B. 4,6').min(1, 'mindestens 1').max(5, 'höchstens 5'),
    count: z.number('eine ganze Zahl ab 1').int('eine ganze Zahl ab 1').min(1, 'mindestens 1'),
    asOf: z.iso.date(`kein gültiges Datum. ${DATE_ADVICE}`),
  }),
  reviews: z.array(reviewSchema).min(1, 'mindestens eine Bewertung'),
});

/** The German names of the fields, as the editor labels them and the build's messages name them. */
export const reviewLabels: Readonly<Record<string, string>> = {
  sample: 'Beispieldaten',
  aggregate: 'Gesamtbewertung im Google-Profil',
  value: 'Durchschnitt (Sterne)',
  count: 'Anzahl der Bewertungen',
  asOf: 'Abgelesen am',
  reviews: 'Bewertungen',
  author: 'Name (wie bei Google)',
  rating: 'Sterne',
  text: 'Text',
  date: 'Datum der Bewertung',
  link: 'Link zur Bewertung oder zum Profil',
};

/**
 * Everything wrong with a reviews file, in German: the file, the review by its number (from 1)
 * and name, and the field; none when it is right. A review the site would never show (it tells
 * of complaints or illnesses: review-selection.ts) is one: the owner learns it when saving, and
 * the build stops on it, instead of the carousel silently leaving it out.
 */
export function reviewsFileProblems(file: string, input: unknown): string[] {
  const result = reviewsFileSchema.safeParse(input, { error: germanErrors });
  const reviews = (input as { reviews?: { author?: unknown }[] } | null)?.reviews;
  const named = (i: number) => {
    const author = reviews?.[i]?.author;
    return typeof author === 'string' && author.trim() ? `Bewertung ${i + 1} („${author}“)` : `Bewertung ${i + 1}`;
  };
  if (result.success)
    return result.data.reviews.flatMap((r, i) => {
      const reason = reviewLeftOutReason(r.text);
      return reason ? [`${file}, ${named(i)}, ${reviewLabels.text!}: ${reason}`] : [];
    });
  return result.error.issues.map((issue) => {
    const where = issue.path.flatMap((k, i) => {
      // 'Bewertung 2 („Sabine K.“)' says the list's name itself.
      if (k === 'reviews' && typeof issue.path[i + 1] === 'number') return [];
      if (typeof k !== 'number') return reviewLabels[String(k)] ?? String(k);
      return issue.path[i - 1] === 'reviews' ? named(k) : `Bewertung ${k + 1}`;
    });
    return `${[file, ...where].join(', ')}: ${issue.message}`;
  });
}
