/** Mattress-specific sections: technologies with hardness ranges, hardness guide, positions. */
import { Section, SectionHeading, Card } from '../ui/layout.tsx';
import {
  hardnessGuide,
  hardnessOrder,
  matratzenContent,
  sleepPositions,
  technologies,
} from '../../content/products/matratzen.ts';
import { hardnessRangeLabel } from '../../content/product-data-model.ts';
import { cn } from '../../lib/cn.ts';

/** Fill of each grade's firmness bar (classes, not inline styles: the CSP allows no style attributes). */
const barWidths = ['w-1/4', 'w-2/4', 'w-3/4', 'w-full'] as const;

const technologyName = Object.fromEntries(technologies.map((t) => [t.id, t.name])) as Record<string, string>;

/** Four hardness pips with the range of one technology filled. */
function HardnessScale({ range }: { range: readonly [string, string] }) {
  const from = hardnessOrder.indexOf(range[0] as (typeof hardnessOrder)[number]);
  const to = hardnessOrder.indexOf(range[1] as (typeof hardnessOrder)[number]);
  return (
    <div aria-hidden="true" className="mt-3 flex gap-1.5">
      {hardnessOrder.map((h, i) => (
        <span
          key={h}
          className={cn(
            'flex h-7 flex-1 items-center justify-center rounded-md text-xs font-semibold',
            i >= from && i <= to ? 'bg-night-700 text-white' : 'bg-sand-100 text-muted',
          )}
        >
          {h}
        </span>
      ))}
    </div>
  );
}

export function MattressTechnologies() {
  return (
    <Section id="technologien" tone="white" labelledBy="technologien-title">
      <SectionHeading id="technologien-title" {...matratzenContent.technologiesHeading} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {technologies.map((t) => (
          <Card as="li" key={t.id} className="flex flex-col bg-cream">
            <h3 className="text-2xl text-night-800">{t.name}</h3>
            <p className="mt-2 text-sm font-semibold text-brass-700">
              Härtegrade <span data-hardness={t.id}>{hardnessRangeLabel(t.hardness)}</span>
            </p>
            <HardnessScale range={t.hardness} />
            <p className="mt-4 leading-relaxed text-muted">{t.description}</p>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
              {t.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

export function HardnessGuide() {
  return (
    <Section id="haertegrade" tone="sand" labelledBy="haertegrade-title">
      <SectionHeading id="haertegrade-title" {...matratzenContent.hardnessHeading} />
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {hardnessGuide.map((g, i) => (
          <li key={g.grade} className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-sand-200/60">
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-serif text-4xl text-night-800">{g.grade}</h3>
              <span className="text-sm font-semibold tracking-wide text-brass-700 uppercase">{g.name}</span>
            </div>
            <div aria-hidden="true" className="mt-4 h-2 rounded-full bg-sand-100">
              <div className={cn('h-2 rounded-full bg-brass-500', barWidths[i])} />
            </div>
            <p className="mt-4 text-xl font-semibold text-night-800">{g.weight}</p>
            <p className="mt-1 text-muted">{g.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function SleepPositionAdvice() {
  return (
    <Section id="schlafposition" tone="cream" labelledBy="schlafposition-title">
      <SectionHeading id="schlafposition-title" {...matratzenContent.positionsHeading} />
      <ul className="grid gap-6 md:grid-cols-2">
        {sleepPositions.map((p) => (
          <Card as="li" key={p.id}>
            <h3 className="text-xl text-night-800">{p.name}</h3>
            <p className="mt-2 leading-relaxed text-muted">{p.advice}</p>
            <p className="mt-4 text-sm">
              <span className="font-semibold text-night-800">{matratzenContent.positionTechnologiesLabel} </span>
              {p.technologies.map((t) => technologyName[t]).join(', ')}
            </p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
