import { ArrowRight } from '../ui/icons.ts';
import { about } from '../../content/about.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Section, SectionHeading } from '../ui/layout.tsx';
import { Phrase } from '../blocks/phrase.tsx';
import { Picture } from '../ui/picture.tsx';

/** History of the business with three key figures. */
export function AboutHistory() {
  const h = about.history;
  return (
    <Section tone="white" labelledBy={h.heading.id}>
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div>
          <SectionHeading
            id={h.heading.id}
            eyebrow={h.heading.eyebrow}
            title={h.heading.title}
            align="left"
            className="mb-6 sm:mb-8"
          />
          <div className="space-y-4 text-lg leading-relaxed text-ink">
            {h.paragraphs.map((p) => (
              <p key={p}>
                <Phrase text={p} />
              </p>
            ))}
          </div>
        </div>
        <dl className="grid gap-4">
          {h.stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse rounded-card bg-sand-50 p-6 ring-1 ring-sand-200">
              <dt className="mt-1 text-muted">{s.label}</dt>
              <dd className="font-serif text-3xl font-semibold text-night-800">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}

/** The workshop with its picture and the link to /produkte. */
export function AboutWorkshop() {
  const w = about.workshop;
  return (
    <Section tone="white" labelledBy={w.heading.id}>
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="overflow-hidden rounded-3xl shadow-lift">
          <Picture name={w.image} sizes="(min-width: 1024px) 600px, 100vw" />
        </div>
        <div>
          <SectionHeading
            id={w.heading.id}
            eyebrow={w.heading.eyebrow}
            title={w.heading.title}
            align="left"
            className="mb-6 sm:mb-8"
          />
          <div className="space-y-4 text-lg leading-relaxed text-ink">
            {w.paragraphs.map((p) => (
              <p key={p}>
                <Phrase text={p} />
              </p>
            ))}
          </div>
          <ButtonLink href={w.link.href} className="mt-8" size="lg">
            {w.link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
