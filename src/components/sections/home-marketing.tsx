import { Check } from '../ui/icons.ts';
import { closingCta, deliveryService, madeToMeasure, promises } from '../../content/home.ts';
import { Card, IconBadge, Section, SectionHeading } from '../ui/layout.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Picture } from '../ui/picture.tsx';
import { Icon } from '../blocks/icon.tsx';

/** Guarantees and certified materials from own production. */
export function HomePromises() {
  return (
    <Section id="qualitaet" tone="night" labelledBy="promises-title">
      <SectionHeading
        id="promises-title"
        eyebrow={promises.eyebrow}
        title={promises.title}
        intro={promises.intro}
        invert
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {promises.items.map((p) => (
          <li key={p.title} className="rounded-card bg-white/5 p-6 ring-1 ring-white/15">
            <p className="font-serif text-4xl font-semibold text-brass-300">{p.value}</p>
            <h3 className="mt-2 text-lg text-white">{p.title}</h3>
            <p className="mt-1 text-night-100">{p.description}</p>
            {'link' in p && (
              <a
                href={p.link.href}
                rel="noopener"
                className="mt-2 inline-block text-brass-300 underline underline-offset-4"
              >
                {p.link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href={promises.link.href} variant="light">
          {promises.link.label}
        </ButtonLink>
      </div>
    </Section>
  );
}

/** Made to measure: sloped ceilings, heavy people, extra lengths, widths, ~22 million variations. */
export function HomeMadeToMeasure() {
  return (
    <Section id="massanfertigung" tone="cream" labelledBy="measure-title">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center lg:gap-16">
        <div>
          <SectionHeading
            id="measure-title"
            eyebrow={madeToMeasure.eyebrow}
            title={madeToMeasure.title}
            intro={madeToMeasure.intro}
            align="left"
            className="mb-8 sm:mb-8"
          />
          <p className="flex flex-col rounded-2xl bg-white px-6 py-5 shadow-card ring-1 ring-sand-200/60 sm:w-fit">
            <span className="font-serif text-4xl font-semibold text-brass-700 sm:text-5xl">
              {madeToMeasure.variationsValue}
            </span>
            <span className="mt-1 text-lg font-medium text-night-800">{madeToMeasure.variationsLabel}</span>
          </p>
          <ButtonLink href={madeToMeasure.action.href} className="mt-8" size="lg">
            {madeToMeasure.action.label}
          </ButtonLink>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {madeToMeasure.items.map((item) => (
            <Card as="li" key={item.title} className="flex gap-4">
              <IconBadge>
                <Icon name={item.icon} strokeWidth={1.75} />
              </IconBadge>
              <div>
                <h3 className="text-lg text-night-800">{item.title}</h3>
                <p className="mt-1 leading-relaxed text-muted">{item.text}</p>
              </div>
            </Card>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/** Free delivery and assembly within the radius of the claims registry, disposal of old mattresses. */
export function HomeDeliveryService() {
  return (
    <Section id="lieferservice" tone="sand" labelledBy="delivery-title">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="delivery-title"
            eyebrow={deliveryService.eyebrow}
            title={deliveryService.title}
            intro={deliveryService.intro}
            align="left"
            className="mb-8 sm:mb-8"
          />
          <ul className="space-y-5">
            {deliveryService.items.map((item) => (
              <li key={item.title} className="flex gap-4">
                <IconBadge className="bg-white">
                  <Icon name={item.icon} strokeWidth={1.75} />
                </IconBadge>
                <div>
                  <h3 className="text-lg text-night-800">{item.title}</h3>
                  <p className="mt-1 leading-relaxed text-muted">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <ButtonLink href={deliveryService.action.href} variant="outline" className="mt-8">
            {deliveryService.action.label}
          </ButtonLink>
        </div>
        <div className="overflow-hidden rounded-3xl shadow-lift">
          <Picture name={deliveryService.image} sizes="(min-width: 1024px) 600px, 100vw" className="block" />
        </div>
      </div>
    </Section>
  );
}

/** Closing call to action: visit the showroom. */
export function HomeClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="bg-cream pb-4">
      <div className="mx-auto w-full max-w-7xl px-5 sm:px-8">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-brass-100 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="closing-title" className="text-3xl text-night-800">
              {closingCta.title}
            </h2>
            <p className="mt-3 flex gap-2 text-lg leading-relaxed text-ink">
              <Check aria-hidden="true" className="mt-1.5 size-5 shrink-0 text-brass-700" />
              {closingCta.text}
            </p>
          </div>
          <ButtonLink href={closingCta.action.href} size="lg" variant="secondary">
            {closingCta.action.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
