import { Phone } from '../ui/icons.ts';
import { faqCategories, faqSection } from '../../content/faq.ts';
import { company, openingHours, phoneHref } from '../../content/site.ts';
import { Section, SectionHeading } from '../ui/layout.tsx';
import { FaqList } from '../blocks/lists.tsx';

/** The FAQ: the questions by category, then where to call with any other question. */
export function Faq() {
  return (
    <Section id="faq" tone="white" labelledBy="faq-title">
      <SectionHeading id="faq-title" eyebrow={faqSection.eyebrow} title={faqSection.title} intro={faqSection.intro} />
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-x-12">
        {faqCategories.map((cat) => (
          <div key={cat.title}>
            <h3 className="mb-4 text-xl text-night-800">{cat.title}</h3>
            <FaqList items={cat.entries} look="chevron" />
          </div>
        ))}
      </div>
      <div
        id="faq-note"
        className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-2 rounded-2xl bg-sand-50 px-6 py-6 text-center ring-1 ring-sand-200"
      >
        <p className="font-serif text-xl font-semibold text-night-800">{faqSection.noteTitle}</p>
        <p className="text-muted">{faqSection.noteText}</p>
        <a
          href={phoneHref}
          className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-night-800 underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="size-5 text-brass-600" />
          {company.phoneDisplay}
        </a>
        <p className="text-sm text-muted">
          {openingHours.general.map((row, i) => (
            <span key={row.days}>
              {i > 0 && ' · '}
              {row.days} {row.hours}
            </span>
          ))}
        </p>
      </div>
    </Section>
  );
}
