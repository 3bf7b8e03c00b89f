import { familyStory } from '../../content/home.ts';
import { Section } from '../ui/layout.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Picture } from '../ui/picture.tsx';

/** The family-business story. */
export function HomeStory() {
  return (
    <Section id="familienbetrieb" tone="cream" labelledBy="story-title">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="overflow-hidden rounded-3xl shadow-lift">
          <Picture name={familyStory.image} sizes="(min-width: 1024px) 600px, 100vw" className="block" />
        </div>
        <div>
          <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-brass-700 uppercase">{familyStory.eyebrow}</p>
          <h2 id="story-title" className="text-3xl text-night-800 sm:text-4xl">
            {familyStory.title}
          </h2>
          {familyStory.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-muted">
              {p}
            </p>
          ))}
          <dl className="mt-8 grid grid-cols-3 gap-4 border-y border-sand-200 py-6">
            {familyStory.stats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm leading-snug text-muted">{s.label}</dt>
                <dd className="font-serif text-xl font-semibold text-night-800 sm:text-2xl">{s.value}</dd>
              </div>
            ))}
          </dl>
          <ButtonLink href={familyStory.link.href} variant="outline" className="mt-8">
            {familyStory.link.label}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
