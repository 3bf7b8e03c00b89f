/** Smaller page-specific product sections: ages, heights, maintenance, service cards, sizes. */
import { Card, IconBadge, Section, SectionHeading, type SectionTone } from '../ui/layout.tsx';
import { ButtonLink } from '../ui/button.tsx';
import type { FigureCard, Heading, MaintenanceEntry, ServiceCard } from '../../content/blocks.ts';
import { Icon } from '../blocks/icon.tsx';
import { typeset } from '../../lib/typography.ts';

interface Props {
  id: string;
  heading: Heading;
  tone?: SectionTone;
}

/** Large figure cards: age guidance (family beds) and height recommendations (senior beds). */
export function FigureCards({ id, heading, tone = 'white', items }: Props & { items: readonly FigureCard[] }) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...heading} />
      <ol className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.figure} className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200/60">
            <p className="bg-night-700 px-6 py-5 font-serif text-3xl font-semibold text-white">{item.figure}</p>
            <div className="p-6">
              <h3 className="text-xl text-night-800">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The water bed maintenance plan: interval and tasks. */
export function MaintenancePlan({
  id,
  heading,
  tone = 'sand',
  entries,
}: Props & { entries: readonly MaintenanceEntry[] }) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...heading} />
      <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
        {entries.map((e) => (
          <Card as="li" key={e.interval} className="border-l-4 border-brass-500">
            <h3 className="text-2xl text-night-800">{e.interval}</h3>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-muted">
              {e.tasks.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

/** Service cards with an action each (water bed service, senior home visits). */
export function ServiceCards({ id, heading, tone = 'white', items }: Props & { items: readonly ServiceCard[] }) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...heading} />
      <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
        {items.map((s) => (
          <Card as="li" key={s.title} className="flex gap-5">
            <IconBadge className="size-14 bg-night-700 text-white">
              <Icon name={s.icon} />
            </IconBadge>
            <div>
              <h3 className="text-xl text-night-800">{s.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{s.text}</p>
              {s.action && (
                <ButtonLink href={s.action.href} variant="outline" size="sm" className="mt-4">
                  {s.action.label}
                </ButtonLink>
              )}
            </div>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

/** Topper sizes as chips plus the custom-size note. */
export function SizeChips({
  id,
  heading,
  tone = 'sand',
  sizes,
  custom,
}: Props & { sizes: readonly string[]; custom: string }) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...heading} />
      <ul className="flex flex-wrap justify-center gap-3">
        {sizes.map((s) => (
          <li
            key={s}
            className="rounded-full bg-white px-6 py-3 font-serif text-xl font-semibold text-night-800 shadow-sm ring-1 ring-sand-200"
          >
            {typeset(`${s} cm`)}
          </li>
        ))}
        <li className="rounded-full bg-night-700 px-6 py-3 font-serif text-xl font-semibold text-white">{custom}</li>
      </ul>
    </Section>
  );
}
