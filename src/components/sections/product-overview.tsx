/**
 * The product overview's sections: the ranges (picture beside text, alternating sides) and a card
 * for every entry of the product list, each with the artwork its content entry names.
 */
import { ArrowRight, Check } from '../ui/icons.ts';
import { Section, SectionHeading } from '../ui/layout.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Picture } from '../ui/picture.tsx';
import { productNav } from '../../content/site.ts';
import { productIndex } from '../../content/product-index.ts';
import { pageIndex } from '../../content/page-index.ts';
import type { ImageName } from '../../content/images.ts';
import type { SectionOf } from '../../content/section-schema.ts';
import { cn } from '../../lib/cn.ts';

export function ProductRanges({ deliveryLabel, ranges }: SectionOf<'product-ranges'>) {
  return (
    <>
      {ranges.map((b, i) => (
        <Section key={b.id} id={b.id} tone={i % 2 === 0 ? 'white' : 'cream'} labelledBy={`${b.id}-title`}>
          <div className="grid items-center gap-10 lg:grid-cols-2">
            <div className={cn('overflow-hidden rounded-3xl shadow-lift', i % 2 === 1 && 'lg:order-2')}>
              <Picture name={b.image} sizes="(min-width: 1024px) 600px, 100vw" alt="" />
            </div>
            <div>
              <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-brass-700 uppercase">{b.eyebrow}</p>
              <h2 id={`${b.id}-title`} className="text-3xl text-night-800 sm:text-4xl">
                {b.title}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-muted">{b.text}</p>
              <ul className="mt-6 space-y-2">
                {b.highlights.map((h) => (
                  <li key={h} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                    <span>{h}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-6 inline-flex rounded-full bg-brass-100 px-4 py-1.5 text-sm font-semibold text-brass-700">
                {`${deliveryLabel} ${b.delivery}`}
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink href={b.action.href}>{b.action.label}</ButtonLink>
                <ButtonLink href={b.details.href} variant="outline">
                  {b.details.label}
                </ButtonLink>
              </div>
            </div>
          </div>
        </Section>
      ))}
    </>
  );
}

/** Each card's artwork, by page: the product pages' `card` and the other pages' `nav.products.image`. */
const cardImages: ReadonlyMap<string, ImageName> = new Map([
  ...productIndex.map((p) => [p.path, p.card.image] as const),
  ...pageIndex.flatMap((p) => (p.nav.products?.image ? [[p.path, p.nav.products.image] as const] : [])),
]);

export function ProductCards({ id, heading, cardAction }: SectionOf<'product-cards'>) {
  return (
    <Section id={id} tone="sand" labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...heading} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {productNav.items.map((item) => {
          const image = cardImages.get(item.href);
          return (
            <li key={item.href}>
              <a
                href={item.href}
                className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200/60 transition-shadow hover:shadow-lift"
              >
                {image && (
                  <Picture
                    name={image}
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    alt=""
                    imgClassName="aspect-[3/2] transition-transform duration-300 group-hover:scale-[1.03]"
                  />
                )}
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl text-night-800">{item.label}</h3>
                  <span className="mt-1 text-muted">{item.description}</span>
                  <span className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brass-700">
                    {cardAction}
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                  </span>
                </div>
              </a>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
