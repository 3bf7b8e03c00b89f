/**
 * Page sections built from the list blocks: a section named by its heading, the usual
 * heading-plus-list sections, the key-figure band, the text-and-picture band and the closing
 * call to action. Every text comes from the content modules in src/content.
 */
import type { ReactNode } from 'react';
import { ArrowRight } from '../ui/icons.ts';
import type {
  CheckItem,
  DataTable as DataTableContent,
  FaqItem,
  Feature,
  Heading,
  Link,
  Stat,
  Step,
  Variant,
} from '../../content/blocks.ts';
import type { ImageName } from '../../content/images.ts';
import { cn } from '../../lib/cn.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Section, SectionHeading, type SectionTone } from '../ui/layout.tsx';
import { Picture } from '../ui/picture.tsx';
import { CheckList, DataTable, FaqList, FeatureGrid, StepList, VariantCards, type GridColumns } from './lists.tsx';

/**
 * Either the section has an id (a link target; its heading becomes `${id}-title`) or its
 * heading brings its own id.
 */
type Named = { id: string; heading: Heading } | { id?: string; heading: Heading & { id: string } };

const headingId = ({ id = '', heading }: Named) => heading.id ?? `${id}-title`;

/** A page section with its heading; the section is named by the heading. */
export function BlockSection({
  tone = 'cream',
  align = 'center',
  children,
  ...named
}: Named & { tone?: SectionTone; align?: 'center' | 'left'; children?: ReactNode }) {
  const { id, heading } = named;
  return (
    <Section id={id} tone={tone} labelledBy={headingId(named)}>
      <SectionHeading
        id={headingId(named)}
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

interface SectionProps {
  /** Section id; its heading gets `${id}-title`. */
  id: string;
  heading: Heading;
  tone?: SectionTone;
}

/** Icon cards of equal rhythm under a heading (benefits, reasons, functions, care ...). */
export function FeatureSection({
  items,
  columns = 4,
  tone = 'cream',
  ...section
}: SectionProps & { items: readonly Feature[]; columns?: GridColumns }) {
  return (
    <BlockSection {...section} tone={tone}>
      <FeatureGrid items={items} columns={columns} from="md" rhythm="even" keepRanges={false} />
    </BlockSection>
  );
}

/** Numbered steps on sand tiles (installation, construction layers). */
export function StepSection({ steps, tone = 'white', ...section }: SectionProps & { steps: readonly Step[] }) {
  return (
    <BlockSection {...section} tone={tone}>
      <StepList steps={steps} surface="sand" keepRanges={false} />
    </BlockSection>
  );
}

/** Variant cards under a heading. */
export function VariantSection({
  variants,
  tone = 'white',
  ...section
}: SectionProps & { variants: readonly Variant[] }) {
  return (
    <BlockSection {...section} tone={tone}>
      <VariantCards variants={variants} />
    </BlockSection>
  );
}

/** A data table under a heading. */
export function TableSection({ table, tone = 'cream', ...section }: SectionProps & { table: DataTableContent }) {
  return (
    <BlockSection {...section} tone={tone}>
      <div className="mx-auto max-w-3xl">
        <DataTable table={table} />
      </div>
    </BlockSection>
  );
}

/** A page's few questions and answers under a heading. */
export function FaqSection({ items, tone = 'white', ...section }: SectionProps & { items: readonly FaqItem[] }) {
  return (
    <BlockSection {...section} tone={tone}>
      <FaqList items={items} className="mx-auto max-w-3xl" />
    </BlockSection>
  );
}

/** A check list on tiles beside an optional artwork (quality points, safety list, health benefits). */
export function ChecklistSection({
  id,
  heading,
  items,
  tone = 'sand',
  image,
  children,
}: SectionProps & { items: readonly CheckItem[]; image?: ImageName; children?: ReactNode }) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <div className={cn('grid items-center gap-10', image && 'lg:grid-cols-2')}>
        <div>
          <SectionHeading id={`${id}-title`} align="left" className="mb-8 sm:mb-8" {...heading} />
          <CheckList items={items} look="tiles" />
          {children}
        </div>
        {image && (
          <div className="overflow-hidden rounded-3xl shadow-lift">
            <Picture name={image} sizes="(min-width: 1024px) 600px, 100vw" alt="" />
          </div>
        )}
      </div>
    </Section>
  );
}

/** The band of headline figures right under a page's hero. */
export function StatBand({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <div className="border-y border-sand-200 bg-white">
      <dl
        aria-label={label}
        className={cn(
          'mx-auto grid w-full max-w-7xl grid-cols-2 gap-px px-5 sm:px-8',
          stats.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
        )}
      >
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse gap-1 px-2 py-6 text-center sm:py-8">
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="font-serif text-2xl font-semibold text-night-800 sm:text-3xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A text block with an artwork and one or two links (specialist shop, finder teaser). */
export function SplitSection({
  id,
  eyebrow,
  title,
  text,
  actions,
  image,
  tone = 'cream',
  reverse = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  text: string;
  actions: readonly Link[];
  image?: ImageName;
  tone?: SectionTone;
  reverse?: boolean;
}) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <div className={cn('grid items-center gap-10', image && 'lg:grid-cols-2')}>
        {image && (
          <div className={cn('overflow-hidden rounded-3xl shadow-lift', reverse && 'lg:order-2')}>
            <Picture name={image} sizes="(min-width: 1024px) 600px, 100vw" alt="" />
          </div>
        )}
        <div>
          {eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-brass-700 uppercase">{eyebrow}</p>
          )}
          <h2 id={`${id}-title`} className="text-3xl text-night-800 sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {actions.map((a, i) => (
              <ButtonLink key={a.label} href={a.href} variant={i === 0 ? 'primary' : 'outline'}>
                {a.label}
                {i === 0 && <ArrowRight aria-hidden="true" className="size-4" />}
              </ButtonLink>
            ))}
          </div>
        </div>
      </div>
    </Section>
  );
}

/**
 * The closing call to action of a page on the dark band. `id` names the section (a link target,
 * 'abschluss' on product pages); `headingId` names its heading when the section needs no id.
 */
export function CtaBand({
  id,
  headingId: ownHeadingId,
  title,
  text,
  actions,
  relaxed = false,
}: ({ id: string; headingId?: string } | { id?: string; headingId: string }) & {
  title: string;
  text: string;
  actions: readonly Link[];
  /** Looser lines for a longer text. */
  relaxed?: boolean;
}) {
  const titleId = ownHeadingId ?? `${id ?? ''}-title`;
  return (
    <Section id={id} tone="night" labelledBy={titleId}>
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={titleId} className="text-3xl text-white sm:text-4xl">
          {title}
        </h2>
        <p className={cn('mt-4 text-lg text-night-100', relaxed && 'leading-relaxed')}>{text}</p>
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
