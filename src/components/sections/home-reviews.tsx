import type { ReactNode } from 'react';
import { reviewsSection } from '../../content/home.ts';
import { rating } from '../../content/site.ts';
import { Section, SectionHeading } from '../ui/layout.tsx';
import { Stars } from '../widgets/reviews-carousel.tsx';

/** The reviews section (spec s.2.6) with the aggregate rating; the carousel island is the child. */
export function HomeReviews({ children }: { children?: ReactNode }) {
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
          <Stars filled={rating.starsShown} className="h-6" />
        </div>
        <p aria-hidden="true" className="text-sm text-muted">
          {rating.count} Bewertungen · {rating.label}
        </p>
      </div>
      {children}
    </Section>
  );
}
