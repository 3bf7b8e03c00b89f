/**
 * The list blocks: cards, steps, check lists, figures, questions, tables. Each renders one kind
 * of content from src/content (lists come from data, never from repeated markup) and carries no
 * copy of its own. Rendered at build time; no JavaScript ships for them.
 */
import { ArrowRight, Check, ChevronDown } from '../ui/icons.ts';
import type {
  CheckItem,
  DataTable as DataTableContent,
  FaqItem,
  Feature,
  Figure,
  Step,
  Variant,
} from '../../content/blocks.ts';
import type { ExceptionRow } from '../../content/opening-hours-model.ts';
import { hoursExceptions, type OpeningHoursRow } from '../../content/site.ts';
import { cn } from '../../lib/cn.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Card, IconBadge } from '../ui/layout.tsx';
import { Icon } from './icon.tsx';
import { Phrase } from './phrase.tsx';

/** Column layouts by the width where a grid leaves one column: small screens or medium ones. */
const gridColumns = {
  sm: { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' },
  md: { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' },
} as const;

export type GridColumns = 2 | 3 | 4;

/**
 * Icon cards: a title, a text and optional bullet points and link. `even` spaces icon, title and
 * text alike (short cards); `grouped` keeps title and text together below the icon.
 */
export function FeatureGrid({
  items,
  columns = 3,
  from = 'sm',
  rhythm = 'grouped',
  headingLevel = 'h3',
  iconStroke,
  keepRanges = true,
  className,
}: {
  items: readonly Feature[];
  columns?: GridColumns;
  /** Where the grid leaves its single column. */
  from?: keyof typeof gridColumns;
  rhythm?: 'even' | 'grouped';
  headingLevel?: 'h3' | 'h4';
  /** A finer icon line, as on the home page. */
  iconStroke?: number;
  /** Keep number ranges with their unit on one line (see Phrase); off, the text wraps freely. */
  keepRanges?: boolean;
  className?: string;
}) {
  const Heading = headingLevel;
  const grouped = rhythm === 'grouped';
  return (
    <ul className={cn('grid gap-6', gridColumns[from][columns], className)}>
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card className={cn('flex w-full flex-col', !grouped && 'gap-4')}>
            <IconBadge>
              <Icon name={item.icon} strokeWidth={iconStroke} />
            </IconBadge>
            <Heading className={cn('font-serif text-xl font-semibold text-night-800', grouped && 'mt-5')}>
              {item.title}
            </Heading>
            <p className={cn('leading-relaxed text-muted', grouped && 'mt-2')}>
              {keepRanges ? <Phrase text={item.text} /> : item.text}
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

/**
 * Check-marked points. `plain` is a running list (inside cards, on dark bands with `invert`);
 * `tiles` sets each point on its own tile in two columns (a section's list of qualities).
 */
export function CheckList({
  items,
  look = 'plain',
  invert = false,
  className,
}: {
  items: readonly CheckItem[];
  look?: 'plain' | 'tiles';
  invert?: boolean;
  className?: string;
}) {
  if (look === 'tiles') {
    return (
      <ul className={cn('grid gap-3 sm:grid-cols-2', className)}>
        {items.map((item) => (
          <li key={checkText(item)} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200/60">
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-success text-white"
            >
              <Check className="size-4" />
            </span>
            <span className="font-medium text-ink">
              <CheckPoint item={item} />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((point) => (
        <li key={checkText(point)} className="flex gap-2.5">
          <Check
            aria-hidden="true"
            className={cn('mt-1 size-4 shrink-0', invert ? 'text-brass-300' : 'text-success')}
            strokeWidth={3}
          />
          <span className={invert ? 'text-night-100' : 'text-ink'}>
            <CheckPoint item={point} />
          </span>
        </li>
      ))}
    </ul>
  );
}

const checkText = (item: CheckItem) => (typeof item === 'string' ? item : item.text);

/** A check-list point's text, and the link that proves it (a certificate) right after it. */
function CheckPoint({ item }: { item: CheckItem }) {
  if (typeof item === 'string') return item;
  return (
    <>
      {item.text}:{' '}
      <a href={item.link.href} className="font-semibold underline underline-offset-4">
        {item.link.label}
      </a>
    </>
  );
}

/**
 * A numbered process (consultation, installation, construction layers). Steps sit on white
 * `card`s on tinted sections and on `sand` tiles on white ones.
 */
export function StepList({
  steps,
  surface = 'card',
  keepRanges = true,
}: {
  steps: readonly Step[];
  surface?: 'card' | 'sand';
  /** Keep number ranges with their unit on one line (see Phrase); off, the text wraps freely. */
  keepRanges?: boolean;
}) {
  return (
    <ol className={cn('grid gap-6', steps.length === 3 ? 'md:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4')}>
      {steps.map((step, i) => (
        <li key={step.title} className="relative flex">
          <Card className={cn('w-full', surface === 'sand' && 'bg-sand-50 shadow-none ring-sand-200')}>
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-full bg-night-700 font-serif text-lg font-semibold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-xl text-night-800">
              <span className="sr-only">Schritt {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{keepRanges ? <Phrase text={step.text} /> : step.text}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}

/** Large figures on a dark band, with a label, an explanation and, for claims, their source. */
export function FigureGrid({ figures, note }: { figures: readonly Figure[]; note?: string }) {
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

/**
 * Holidays and special days under a full week of hours ('Abweichende Öffnungszeiten'); nothing
 * at all when the owner entered none or all have passed. `invert`: on a dark ground (the footer).
 */
export function HoursExceptions({
  rows = hoursExceptions,
  invert = false,
  className,
}: {
  rows?: readonly ExceptionRow[];
  invert?: boolean;
  className?: string;
}) {
  if (rows.length === 0) return null;
  const muted = invert ? 'text-night-100' : 'text-muted';
  return (
    <div className={cn('text-sm', className)} data-hours="exceptions">
      <p className={cn('font-semibold', invert ? 'text-white' : 'text-night-800')}>Abweichende Öffnungszeiten</p>
      <ul className="mt-1 space-y-1">
        {rows.map((row) => (
          <li key={row.days}>
            <span className={muted}>{row.days}</span>{' '}
            <span className={cn('font-medium', invert ? 'text-white' : 'text-ink')}>{row.hours}</span>
            {row.note && <span className={muted}> ({row.note})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Questions and answers as native disclosure widgets: each toggles on its own, several can be
 * open at once, and they work without JavaScript. `plus` sets a large question beside a round
 * plus sign (a page's few questions); `chevron` is the denser list of the FAQ's categories.
 */
export function FaqList({
  items,
  look = 'plus',
  className,
}: {
  items: readonly FaqItem[];
  look?: 'plus' | 'chevron';
  className?: string;
}) {
  const plus = look === 'plus';
  return (
    <div className={cn('divide-y divide-sand-200 rounded-card bg-cream ring-1 ring-sand-200', className)}>
      {items.map((item) => (
        <details key={item.question} className={cn('group', plus && 'px-6 py-1')}>
          <summary
            className={cn(
              'flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-night-800 [&::-webkit-details-marker]:hidden',
              !plus && 'min-h-12 px-5 hover:text-brass-700',
            )}
          >
            {plus ? <span className="text-lg">{item.question}</span> : item.question}
            {plus ? (
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brass-100 text-brass-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            ) : (
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brass-600 transition-transform group-open:rotate-180"
              />
            )}
          </summary>
          <p className={cn('pb-5 leading-relaxed text-muted', !plus && 'px-5')}>
            {item.answer}
            {item.link && (
              <>
                {' '}
                <a href={item.link.href} className="font-semibold text-night-700 underline underline-offset-4">
                  {item.link.label}
                </a>
              </>
            )}
          </p>
        </details>
      ))}
    </div>
  );
}

/** A data table (size guide, technical details, selection guide); `highlightColumn` is set bold. */
export function DataTable({ table, highlightColumn = 1 }: { table: DataTableContent; highlightColumn?: number }) {
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

/** Variant cards (box-spring variants, family beds, toppers ...), each with its action. */
export function VariantCards({ variants }: { variants: readonly Variant[] }) {
  return (
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
  );
}
