import type { ReactNode } from 'react';
import { ArrowRight, Check } from 'lucide-react';
import type { OpeningHoursRow } from '../../content/site.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Card, IconBadge, Section, SectionHeading, type SectionTone } from '../ui/layout.tsx';
import { cn } from '../../lib/cn.ts';
import { InfoIcon, type InfoIconName } from './info-icons.tsx';

/**
 * Building blocks of the information pages (Gesundheit, Service, Beratung, Über uns, Garantie,
 * Kontakt). They carry no copy of their own: every text comes from the content modules.
 */

export interface InfoLink {
  label: string;
  href: string;
}

export interface InfoFeature {
  icon: InfoIconName;
  title: string;
  text: string;
  points?: readonly string[];
  link?: InfoLink;
}

export interface InfoHeading {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}

/**
 * Keeps number ranges with their unit on one line ('1–2 Wochen', '15–20 Minuten', '16–18 °C'),
 * so a line never breaks after the dash. The text itself is unchanged.
 */
export function Phrase({ text }: { text: string }) {
  // A range ('1–2', '16–18') and its unit; the dash of a range is a break opportunity otherwise.
  const parts = text.split(/(\d+(?:[.,:]\d+)*[-–]\d+(?:[.,:]\d+)*(?:\s(?:°C|%|Wochen|Minuten|Jahre|Jahren|Uhr))?)/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** A page section with its heading; the section is named by the heading. */
export function InfoSection({
  heading,
  tone = 'cream',
  align = 'center',
  anchor,
  children,
}: {
  heading: InfoHeading;
  tone?: SectionTone;
  align?: 'center' | 'left';
  /** The section's own id (a link target such as /service#lieferung). */
  anchor?: string;
  children?: ReactNode;
}) {
  return (
    <Section id={anchor} tone={tone} labelledBy={heading.id}>
      <SectionHeading
        id={heading.id}
        eyebrow={heading.eyebrow}
        title={heading.title}
        intro={heading.intro}
        align={align}
        invert={tone === 'night'}
      />
      {children}
    </Section>
  );
}

const gridCols = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** Cards with an icon, a title, a text and optional bullet points and link. */
export function FeatureGrid({
  items,
  columns = 3,
  headingLevel = 'h3',
}: {
  items: readonly InfoFeature[];
  columns?: keyof typeof gridCols;
  headingLevel?: 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  return (
    <ul className={cn('grid gap-6', gridCols[columns])}>
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card className="flex w-full flex-col">
            <IconBadge>
              <InfoIcon name={item.icon} />
            </IconBadge>
            <Heading className="mt-5 font-serif text-xl font-semibold text-night-800">{item.title}</Heading>
            <p className="mt-2 leading-relaxed text-muted">
              <Phrase text={item.text} />
            </p>
            {item.points && item.points.length > 0 && <CheckList items={item.points} className="mt-4" />}
            {item.link && (
              <a
                href={item.link.href}
                className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-night-700 underline-offset-4 hover:underline"
              >
                {item.link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** A list with check marks. */
export function CheckList({
  items,
  className,
  invert = false,
}: {
  items: readonly string[];
  className?: string;
  invert?: boolean;
}) {
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((point) => (
        <li key={point} className="flex gap-2.5">
          <Check
            aria-hidden="true"
            className={cn('mt-1 size-4 shrink-0', invert ? 'text-brass-300' : 'text-success')}
            strokeWidth={3}
          />
          <span className={invert ? 'text-night-100' : 'text-ink'}>{point}</span>
        </li>
      ))}
    </ul>
  );
}

/** Large figures with a label, an explanation and, for claims, their source. */
export function FigureGrid({
  figures,
  note,
}: {
  figures: readonly { value: string; label: string; text: string; source?: { text: string; url?: string } }[];
  note?: string;
}) {
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((f) => (
          <li key={f.value + f.label} className="rounded-card bg-white/5 p-6 ring-1 ring-white/15">
            <p className="font-serif text-5xl font-semibold text-brass-300">{f.value}</p>
            <h3 className="mt-3 text-lg font-semibold text-white">{f.label}</h3>
            <p className="mt-2 text-night-100">
              <Phrase text={f.text} />
            </p>
            {f.source && (
              <p className="mt-3 text-sm text-night-100" data-claim-source="">
                Quelle:{' '}
                {f.source.url ? (
                  <a href={f.source.url} className="underline underline-offset-4 hover:text-white">
                    {f.source.text}
                  </a>
                ) : (
                  f.source.text
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      {note && <p className="mt-8 max-w-3xl text-sm text-night-100">{note}</p>}
    </>
  );
}

/** A numbered process. */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => (
        <li key={step.title} className="relative flex">
          <Card className="w-full">
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-full bg-night-700 font-serif text-lg font-semibold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 font-serif text-xl font-semibold text-night-800">
              <span className="sr-only">Schritt {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">
              <Phrase text={step.text} />
            </p>
          </Card>
        </li>
      ))}
    </ol>
  );
}

/** Opening hours as a definition list; `stacked` puts each day above its hours (narrow tiles). */
export function HoursList({
  rows,
  className,
  invert = false,
  stacked = false,
}: {
  rows: readonly OpeningHoursRow[];
  className?: string;
  invert?: boolean;
  stacked?: boolean;
}) {
  return (
    <dl className={cn(stacked ? 'space-y-2' : 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1', className)}>
      {rows.map((row) => (
        <div key={row.days} className={stacked ? undefined : 'contents'}>
          <dt className={invert ? 'text-night-100' : 'text-muted'}>{row.days}</dt>
          <dd className={cn('font-medium', invert ? 'text-white' : 'text-ink')}>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The closing call to action of a page. */
export function CtaBand({
  id,
  title,
  text,
  actions,
}: {
  id: string;
  title: string;
  text: string;
  actions: readonly InfoLink[];
}) {
  return (
    <Section tone="night" labelledBy={id}>
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={id} className="text-3xl text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-night-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((a, i) => (
            <ButtonLink key={a.href + a.label} href={a.href} size="lg" variant={i === 0 ? 'primary' : 'light'}>
              {a.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </Section>
  );
}
