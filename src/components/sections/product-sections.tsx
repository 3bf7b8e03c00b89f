/**
 * Building blocks of the product pages. Each renders one kind of content from the typed
 * modules in src/content/products/ (lists come from data, never from repeated markup).
 * Rendered at build time; no JavaScript ships for them.
 */
import type { ReactNode } from 'react';
import { ArrowRight, Check } from 'lucide-react';
import { Card, IconBadge, Section, SectionHeading, type SectionTone } from '../ui/layout.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Picture } from '../ui/picture.tsx';
import type { ImageName } from '../../content/images.ts';
import type {
  ProductFaqItem,
  ProductFeature,
  ProductHeading,
  ProductLink,
  ProductStat,
  ProductStep,
  ProductTable,
  ProductVariant,
} from '../../content/products/types.ts';
import { cn } from '../../lib/cn.ts';
import { ProductIconGlyph } from './product-icons.tsx';

interface SectionProps {
  /** Section id; its heading gets `${id}-title`. */
  id: string;
  heading: ProductHeading;
  tone?: SectionTone;
}

/** The band of headline figures right under the hero. */
export function ProductStats({ stats, label }: { stats: readonly ProductStat[]; label: string }) {
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

/** A grid of icon cards (benefits, reasons, functions, care ...). */
export function ProductFeatureGrid({
  id,
  heading,
  items,
  tone = 'cream',
  columns = 4,
}: SectionProps & { items: readonly ProductFeature[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...heading} />
      <ul className={cn('grid gap-6', cols)}>
        {items.map((item) => (
          <Card as="li" key={item.title} className="flex flex-col gap-4">
            <IconBadge>
              <ProductIconGlyph name={item.icon} />
            </IconBadge>
            <h3 className="text-xl text-night-800">{item.title}</h3>
            <p className="leading-relaxed text-muted">{item.text}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

/** Variant cards (box-spring variants, family beds, toppers ...), each with its action. */
export function ProductVariants({
  id,
  heading,
  variants,
  tone = 'white',
}: SectionProps & { variants: readonly ProductVariant[] }) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...heading} />
      <ul className={cn('grid gap-6', variants.length === 4 ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-3')}>
        {variants.map((v) => (
          <Card as="li" key={v.name} className="relative flex flex-col border-t-4 border-brass-500 bg-cream">
            {v.badge && (
              <span className="absolute top-4 right-4 rounded-full bg-night-700 px-3 py-1 text-xs font-semibold text-white">
                {v.badge}
              </span>
            )}
            <h3 className="pr-20 text-2xl text-night-800">{v.name}</h3>
            {v.tagline && <p className="mt-1 font-semibold text-brass-700">{v.tagline}</p>}
            <p className="mt-3 leading-relaxed text-muted">{v.description}</p>
            <ul className="mt-5 mb-6 space-y-2">
              {v.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                  <span>{f}</span>
                </li>
              ))}
            </ul>
            <ButtonLink href={v.action.href} variant="outline" className="mt-auto self-start">
              {v.action.label}
            </ButtonLink>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

/** A check list beside an optional artwork (quality points, safety list, health benefits). */
export function ProductChecklist({
  id,
  heading,
  items,
  tone = 'sand',
  image,
  children,
}: SectionProps & { items: readonly string[]; image?: ImageName; children?: ReactNode }) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <div className={cn('grid items-center gap-10', image && 'lg:grid-cols-2')}>
        <div>
          <SectionHeading id={`${id}-title`} align="left" className="mb-8 sm:mb-8" {...heading} />
          <ul className="grid gap-3 sm:grid-cols-2">
            {items.map((item) => (
              <li key={item} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200/60">
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-success text-white"
                >
                  <Check className="size-4" />
                </span>
                <span className="font-medium text-ink">{item}</span>
              </li>
            ))}
          </ul>
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

/** Numbered steps (installation, construction layers). */
export function ProductSteps({ id, heading, steps, tone = 'white' }: SectionProps & { steps: readonly ProductStep[] }) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...heading} />
      <ol className={cn('grid gap-6', steps.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3')}>
        {steps.map((s, i) => (
          <li key={s.title} className="relative rounded-card bg-sand-50 p-6 ring-1 ring-sand-200">
            <span
              aria-hidden="true"
              className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-night-700 font-serif text-lg font-semibold text-white"
            >
              {i + 1}
            </span>
            <h3 className="text-xl text-night-800">
              <span className="sr-only">Schritt {i + 1}: </span>
              {s.title}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{s.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** A data table (size guide, technical details, selection guide). */
export function ProductDataTable({ table, highlightColumn = 1 }: { table: ProductTable; highlightColumn?: number }) {
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-sand-200/60">
      <table className="w-full text-left">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-night-700 text-white">
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col" className="px-5 py-3.5 text-sm font-semibold tracking-wide">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join('|')} className="border-t border-sand-200 even:bg-sand-50">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={cell} scope="row" className="px-5 py-3.5 font-medium text-ink">
                    {cell}
                  </th>
                ) : (
                  <td
                    key={cell}
                    className={cn('px-5 py-3.5', i === highlightColumn ? 'font-semibold text-night-800' : 'text-muted')}
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProductTableSection({ id, heading, table, tone = 'cream' }: SectionProps & { table: ProductTable }) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...heading} />
      <div className="mx-auto max-w-3xl">
        <ProductDataTable table={table} />
      </div>
    </Section>
  );
}

/** Questions and answers as native disclosure widgets (work without JavaScript). */
export function ProductFaq({
  id,
  heading,
  items,
  tone = 'white',
}: SectionProps & { items: readonly ProductFaqItem[] }) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...heading} />
      <div className="mx-auto max-w-3xl divide-y divide-sand-200 rounded-card bg-cream ring-1 ring-sand-200">
        {items.map((item) => (
          <details key={item.question} className="group px-6 py-1">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-night-800 [&::-webkit-details-marker]:hidden">
              <span className="text-lg">{item.question}</span>
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brass-100 text-brass-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-5 leading-relaxed text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

/** A framed text block with an artwork and one or two links (specialist shop, finder teaser). */
export function ProductSplit({
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
  actions: readonly ProductLink[];
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

/** The closing call to action of a product page. */
export function ProductCta({
  id = 'abschluss',
  title,
  text,
  actions,
}: {
  id?: string;
  title: string;
  text: string;
  actions: readonly ProductLink[];
}) {
  return (
    <Section id={id} tone="night" labelledBy={`${id}-title`} className="relative overflow-hidden">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={`${id}-title`} className="text-3xl text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-night-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((a, i) => (
            <ButtonLink
              key={a.label}
              href={a.href}
              size="lg"
              variant={i === 0 ? 'primary' : 'light'}
              className={i === 0 ? 'bg-brass-600' : undefined}
            >
              {a.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </Section>
  );
}
