import { guarantee } from '../../content/guarantee.ts';
import { Card, IconBadge } from '../ui/layout.tsx';
import { BlockSection } from '../blocks/sections.tsx';
import { CheckList } from '../blocks/lists.tsx';
import { Phrase } from '../blocks/phrase.tsx';
import { Icon } from '../blocks/icon.tsx';

/** The three guarantees with their details. */
export function GuaranteeCards() {
  const g = guarantee.guarantees;
  return (
    <BlockSection heading={g.heading} tone="white">
      <ul className="grid gap-6 lg:grid-cols-3">
        {g.items.map((item) => (
          <li key={item.title} className="flex">
            <Card className="w-full border-t-4 border-brass-500 p-8">
              <IconBadge className="size-14">
                <Icon name={item.icon} className="size-7" />
              </IconBadge>
              <h3 className="mt-5 font-serif text-2xl font-semibold text-night-800">{item.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">
                <Phrase text={item.description} />
              </p>
              <CheckList items={item.details} className="mt-5" />
            </Card>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-muted">{g.note}</p>
    </BlockSection>
  );
}

/** The six quality points. */
export function GuaranteeQuality() {
  const q = guarantee.quality;
  return (
    <BlockSection heading={q.heading} tone="sand">
      <div className="mx-auto max-w-4xl rounded-card bg-white p-8 shadow-card ring-1 ring-sand-200/60 sm:p-10">
        <CheckList items={q.points} className="grid space-y-0 gap-x-10 gap-y-4 text-lg sm:grid-cols-2" />
      </div>
    </BlockSection>
  );
}

/** The guarantee terms (guarantor, content, duration, territory, claim, statutory rights). */
export function GuaranteeTerms() {
  const t = guarantee.terms;
  return (
    <BlockSection heading={t.heading} tone="cream" id={t.anchor}>
      <dl className="mx-auto grid max-w-4xl gap-6 sm:grid-cols-2">
        {t.items.map((item) => (
          <div key={item.title} className="rounded-card bg-white p-6 ring-1 ring-sand-200">
            <dt className="font-semibold text-night-800">{item.title}</dt>
            <dd className="mt-2 leading-relaxed text-muted">{item.text}</dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}
