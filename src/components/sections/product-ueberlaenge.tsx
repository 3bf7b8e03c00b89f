/** Extra-length sections: the length options and the size guide with the rule. */
import { Card, Section, SectionHeading } from '../ui/layout.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { lengthOptions, sizeGuide, ueberlaengeContent } from '../../content/products/ueberlaenge.ts';
import { DataTable } from '../blocks/lists.tsx';
import { typeset } from '../../lib/typography.ts';

export function LengthOptions() {
  const c = ueberlaengeContent;
  return (
    <Section id="laengen" tone="white" labelledBy="laengen-title">
      <SectionHeading id="laengen-title" {...c.optionsHeading} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {lengthOptions.map((o) => (
          <Card
            as="li"
            key={o.lengthCm}
            className={
              'badge' in o
                ? 'relative flex flex-col bg-night-800 text-white ring-night-700'
                : 'relative flex flex-col bg-cream'
            }
          >
            {'badge' in o && (
              <span className="absolute top-4 right-4 rounded-full bg-brass-300 px-3 py-1 text-xs font-bold text-night-900">
                {o.badge}
              </span>
            )}
            <h3 className={'badge' in o ? 'text-4xl text-white' : 'text-4xl text-night-800'}>
              {typeset(`${o.lengthCm} cm`)}
            </h3>
            <p className={'badge' in o ? 'mt-2 font-semibold text-brass-300' : 'mt-2 font-semibold text-brass-700'}>
              {o.hint}
            </p>
            <p className={'badge' in o ? 'mt-3 mb-6 text-night-100' : 'mt-3 mb-6 text-muted'}>{o.description}</p>
            <ButtonLink
              href={c.optionAction.href}
              variant={'badge' in o ? 'light' : 'outline'}
              className="mt-auto self-start"
              aria-label={typeset(`${c.optionAction.label}: ${o.lengthCm} cm`)}
            >
              {c.optionAction.label}
            </ButtonLink>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

export function SizeGuide() {
  const c = ueberlaengeContent;
  return (
    <Section id="groessenratgeber" tone="sand" labelledBy="groessenratgeber-title">
      <SectionHeading id="groessenratgeber-title" {...c.ruleHeading} />
      <div className="mx-auto max-w-3xl">
        <DataTable
          table={{
            caption: c.tableCaption,
            columns: ['Körpergröße', 'Empfohlene Bettlänge'],
            rows: sizeGuide.map((r) => [r.height, r.length]),
          }}
        />
      </div>
    </Section>
  );
}
