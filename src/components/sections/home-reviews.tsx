import type { ReactNode } from 'react';
import { reviewsSection } from '../../content/home.ts';
import { germanDate } from '../../content/reviews.ts';
import { operator, rating } from '../../content/site.ts';
import { Section, SectionHeading } from '../ui/layout.tsx';
import { Stars } from '../widgets/reviews-carousel.tsx';

/**
 * The reviews section: the aggregate rating with its source and date, the carousel
 * island as the child, and below it what the selection is, whether and how reviews are checked
 * (§ 5b Abs. 3 UWG) and a link to every review on the Google profile.
 */
export function HomeReviews({ children }: { children?: ReactNode }) {
  const asOf = germanDate(rating.asOf);
  return (
    <Section id="bewertungen" tone="white" labelledBy="reviews-title">
      <SectionHeading id="reviews-title" eyebrow={reviewsSection.eyebrow} title={reviewsSection.title} />
      <div
        id="rating-aggregate"
        className="mx-auto -mt-4 mb-12 flex w-fit flex-col items-center gap-2 rounded-2xl bg-sand-50 px-8 py-5 text-center ring-1 ring-sand-200"
      >
        <p className="sr-only">
          {reviewsSection.aggregateLabel}: {rating.valueDisplay} von 5 Sternen aus {rating.count} Bewertungen (
          {rating.label})
        </p>
        <div aria-hidden="true" className="flex items-center gap-3">
          <span className="font-serif text-4xl font-semibold text-night-800">{rating.valueDisplay}</span>
          <Stars filled={rating.value} className="h-6" />
        </div>
        <p aria-hidden="true" className="text-sm text-muted">
          {rating.count} Bewertungen · {rating.label}
        </p>
        <p className="text-sm text-muted">{reviewsSection.source(asOf)}</p>
      </div>
      {children}
      <div id="reviews-notice" className="mx-auto mt-10 max-w-2xl text-center text-sm leading-relaxed text-muted">
        <p>
          {reviewsSection.selection} {operator.reviews.verification ?? reviewsSection.notVerified}
        </p>
        <p className="mt-3">
          <a
            href={rating.profileUrl}
            rel="noopener"
            className="font-semibold text-night-700 underline underline-offset-4 hover:text-night-900"
          >
            {reviewsSection.profileLink}
          </a>
        </p>
      </div>
    </Section>
  );
}
