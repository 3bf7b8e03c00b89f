/**
 * The section kinds of the home page and the not-found page (src/content/section-schema.ts): the
 * brand hero, the reasons, the collection and reviews (their carousels are islands, passed in as
 * children), the sleep systems, the family story, the promises, made to measure, the delivery
 * service, the visit band, the categorised FAQ and the not-found opening. Every text comes from
 * the page's entry; phone number, hours and rating from the business data.
 */
import type { ReactNode } from 'react';
import { ArrowRight, Check, Clock, Phone, Truck } from '../ui/icons.ts';
import type { SectionOf as Kind } from '../../content/section-schema.ts';
import { company, openingHours, operator, phoneHref, rating } from '../../content/site.ts';
import type { ImageName } from '../../content/images.ts';
import { imageUrl, variantWidths } from '../../content/image-files.ts';
import { Card, Container, IconBadge, Section, SectionHeading } from '../ui/layout.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Picture } from '../ui/picture.tsx';
import { Logo } from '../layout/logo.tsx';
import { Stars } from '../widgets/reviews-carousel.tsx';
import { BlockSection } from './sections.tsx';
import { FaqList, FeatureGrid, HoursExceptions } from './lists.tsx';
import { Icon } from './icon.tsx';

const heroSizes = '100vw';

/** Preload hint for the brand hero's artwork (the LCP image), for BaseLayout's `preloadImage`. */
export function brandHeroPreload(image: ImageName) {
  return {
    href: imageUrl(image, 800, 'avif'),
    imagesrcset: variantWidths(image)
      .map((w) => `${imageUrl(image, w, 'avif')} ${w}w`)
      .join(', '),
    imagesizes: heroSizes,
    type: 'image/avif',
  };
}

/** The home page's opening: background artwork, logo, h1, the benefits and the advice box. */
export function BrandHero({
  eyebrow,
  title,
  intro,
  image,
  actions,
  benefitsLabel,
  benefits,
  advice,
}: Kind<'brand-hero'>) {
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden bg-night-900 text-white">
      <Picture
        name={image}
        sizes={heroSizes}
        priority
        alt=""
        className="absolute inset-0 -z-20 block"
        fill
        imgClassName="object-[70%_center]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-night-900/85 lg:bg-transparent lg:bg-[linear-gradient(90deg,rgb(19_34_44/0.94)_0%,rgb(19_34_44/0.86)_50%,rgb(19_34_44/0.55)_100%)]"
      />
      <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-end lg:gap-14 lg:py-24">
        <div>
          <Logo invert />
          <p className="mt-8 text-sm font-semibold tracking-[0.14em] text-brass-300 uppercase">{eyebrow}</p>
          <h1 id="home-title" className="mt-3 max-w-3xl text-4xl text-white sm:text-5xl lg:text-[3.4rem]">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-night-50">{intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {actions.map((a, i) => (
              <ButtonLink key={a.href} href={a.href} size="lg" variant={i === 0 ? 'primary' : 'light'}>
                {a.label}
              </ButtonLink>
            ))}
          </div>
          <h2 className="sr-only">{benefitsLabel}</h2>
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {benefits.map((b) => (
              <li
                key={b.title}
                className="flex items-center gap-3 rounded-xl bg-white/10 px-3 py-3 text-sm leading-snug font-medium text-white ring-1 ring-white/15 backdrop-blur-sm"
              >
                <Icon name={b.icon} className="size-5 shrink-0 text-brass-300" strokeWidth={1.75} />
                {b.href ? (
                  <a href={b.href} className="underline underline-offset-4">
                    {b.title}
                  </a>
                ) : (
                  b.title
                )}
              </li>
            ))}
          </ul>
        </div>
        <div id="hero-advice" className="rounded-card bg-white p-6 text-ink shadow-lift sm:p-7">
          <h2 className="text-2xl text-night-800">{advice.title}</h2>
          <p className="mt-2 text-muted">{advice.text}</p>
          <p className="mt-5 text-sm font-semibold text-muted">{advice.phoneLabel}</p>
          <a
            href={phoneHref}
            className="mt-1 inline-flex min-h-11 items-center gap-2 font-serif text-2xl font-semibold text-night-800 hover:text-brass-700"
          >
            <Phone aria-hidden="true" className="size-5 text-brass-600" />
            {company.phoneDisplay}
          </a>
          <p className="mt-5 flex items-center gap-2 text-sm font-semibold text-muted">
            <Clock aria-hidden="true" className="size-4 text-brass-600" />
            {advice.hoursLabel}
          </p>
          <dl className="mt-2 space-y-1" data-hours="hero">
            {openingHours.hero.map((row) => (
              <div key={row.days} className="flex justify-between gap-4 border-b border-sand-100 pb-1 last:border-0">
                <dt className="font-medium text-night-800">{row.days}</dt>
                <dd className="text-ink">{row.hours}</dd>
              </div>
            ))}
          </dl>
          <HoursExceptions className="mt-3" />
        </div>
      </Container>
    </section>
  );
}

/** Even icon cards with a finer icon line, set closer (the home page's reasons). */
export function FineFeatures({ id, heading, items, tone }: Kind<'features'>) {
  return (
    <BlockSection id={id} heading={{ ...heading, id: heading.id ?? `${id}-title` }} tone={tone}>
      <FeatureGrid items={items} columns={4} rhythm="even" iconStroke={1.75} keepRanges={false} className="gap-5" />
    </BlockSection>
  );
}

/** The collection: the carousel island as the child, the actions under it. */
export function Collection({ id, heading, actions, children }: Kind<'collection'> & { children?: ReactNode }) {
  return (
    <Section id={id} tone="white" labelledBy={heading.id}>
      <SectionHeading id={heading.id} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} />
      {children}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {actions.map((a, i) => (
          <ButtonLink key={a.href} href={a.href} size="lg" variant={i === 0 ? 'primary' : 'outline'}>
            {a.label}
          </ButtonLink>
        ))}
      </div>
    </Section>
  );
}

/** Large picture cards with a highlight, the delivery time and two actions. */
export function SleepSystems({ id, heading, deliveryLabel, items }: Kind<'sleep-systems'>) {
  return (
    <Section id={id} tone="sand" labelledBy={heading.id}>
      <SectionHeading id={heading.id} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} />
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <li
            key={item.title}
            className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200/60"
          >
            <Picture name={item.image} alt="" sizes="(min-width: 768px) 600px, 100vw" className="block" />
            <div className="flex flex-1 flex-col p-6 sm:p-8">
              <p className="w-fit rounded-full bg-brass-100 px-3 py-1 text-sm font-semibold text-brass-700">
                {item.highlight}
              </p>
              <h3 className="mt-4 text-2xl text-night-800">{item.title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-muted">{item.description}</p>
              <p className="mt-5 flex items-center gap-2 text-night-800">
                <Truck aria-hidden="true" className="size-5 text-brass-600" />
                <span>
                  {deliveryLabel}: <strong className="font-semibold">{item.delivery}</strong>
                </span>
              </p>
              <div className="mt-6 flex flex-wrap gap-3">
                <ButtonLink href={item.details.href} variant="secondary">
                  {item.details.label}
                </ButtonLink>
                <ButtonLink href={item.consult.href} variant="outline">
                  {item.consult.label}
                </ButtonLink>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A picture beside paragraphs, key figures and a link. */
export function FamilyStory({ id, heading, paragraphs, image, stats, link }: Kind<'family-story'>) {
  return (
    <Section id={id} tone="cream" labelledBy={heading.id}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="overflow-hidden rounded-3xl shadow-lift">
          <Picture name={image} sizes="(min-width: 1024px) 600px, 100vw" className="block" />
        </div>
        <div>
          <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-brass-700 uppercase">{heading.eyebrow}</p>
          <h2 id={heading.id} className="text-3xl text-night-800 sm:text-4xl">
            {heading.title}
          </h2>
          {paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-muted">
              {p}
            </p>
          ))}
          <dl className="mt-8 grid grid-cols-3 gap-4 border-y border-sand-200 py-6">
            {stats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm leading-snug text-muted">{s.label}</dt>
                <dd className="font-serif text-xl font-semibold text-night-800 sm:text-2xl">{s.value}</dd>
              </div>
            ))}
          </dl>
          <ButtonLink href={link.href} variant="outline" className="mt-8">
            {link.label}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

/**
 * The reviews: the aggregate rating with its source and date, the carousel island as the child,
 * and below it what the selection is, whether and how reviews are checked (§ 5b Abs. 3 UWG) and
 * a link to every review on the Google profile.
 */
export function Reviews({
  id,
  heading,
  aggregateLabel,
  source,
  selection,
  notVerified,
  profileLink,
  children,
}: Kind<'reviews'> & { children?: ReactNode }) {
  return (
    <Section id={id} tone="white" labelledBy={heading.id}>
      <SectionHeading id={heading.id} eyebrow={heading.eyebrow} title={heading.title} />
      <div
        id="rating-aggregate"
        className="mx-auto -mt-4 mb-12 flex w-fit flex-col items-center gap-2 rounded-2xl bg-sand-50 px-8 py-5 text-center ring-1 ring-sand-200"
      >
        <p className="sr-only">
          {aggregateLabel}: {rating.valueDisplay} von 5 Sternen aus {rating.count} Bewertungen ({rating.label})
        </p>
        <div aria-hidden="true" className="flex items-center gap-3">
          <span className="font-serif text-4xl font-semibold text-night-800">{rating.valueDisplay}</span>
          <Stars filled={rating.value} className="h-6" />
        </div>
        <p aria-hidden="true" className="text-sm text-muted">
          {rating.count} Bewertungen · {rating.label}
        </p>
        <p className="text-sm text-muted">{source}</p>
      </div>
      {children}
      <div id="reviews-notice" className="mx-auto mt-10 max-w-2xl text-center text-sm leading-relaxed text-muted">
        <p>
          {selection} {operator.reviews.verification ?? notVerified}
        </p>
        <p className="mt-3">
          <a
            href={rating.profileUrl}
            rel="noopener"
            className="font-semibold text-night-700 underline underline-offset-4 hover:text-night-900"
          >
            {profileLink}
          </a>
        </p>
      </div>
    </Section>
  );
}

/** Large figures on the dark band (guarantees, certified materials), and one action. */
export function Promises({ id, heading, items, action }: Kind<'promises'>) {
  return (
    <Section id={id} tone="night" labelledBy={heading.id}>
      <SectionHeading id={heading.id} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} invert />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((p) => (
          <li key={p.title} className="rounded-card bg-white/5 p-6 ring-1 ring-white/15">
            <p className="font-serif text-4xl font-semibold text-brass-300">{p.value}</p>
            <h3 className="mt-2 text-lg text-white">{p.title}</h3>
            <p className="mt-1 text-night-100">{p.description}</p>
            {p.link && (
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
        <ButtonLink href={action.href} variant="light">
          {action.label}
        </ButtonLink>
      </div>
    </Section>
  );
}

/** A heading with one large figure and an action, beside icon cards. */
export function MadeToMeasure({ id, heading, figure, items, action }: Kind<'made-to-measure'>) {
  return (
    <Section id={id} tone="cream" labelledBy={heading.id}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center lg:gap-16">
        <div>
          <SectionHeading
            id={heading.id}
            eyebrow={heading.eyebrow}
            title={heading.title}
            intro={heading.intro}
            align="left"
            className="mb-8 sm:mb-8"
          />
          <p className="flex flex-col rounded-2xl bg-white px-6 py-5 shadow-card ring-1 ring-sand-200/60 sm:w-fit">
            <span className="font-serif text-4xl font-semibold text-brass-700 sm:text-5xl">{figure.value}</span>
            <span className="mt-1 text-lg font-medium text-night-800">{figure.label}</span>
          </p>
          <ButtonLink href={action.href} className="mt-8" size="lg">
            {action.label}
          </ButtonLink>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {items.map((item) => (
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

/** An icon list with an action beside a picture. */
export function FeaturePicture({ id, heading, items, action, image }: Kind<'feature-picture'>) {
  return (
    <Section id={id} tone="sand" labelledBy={heading.id}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id={heading.id}
            eyebrow={heading.eyebrow}
            title={heading.title}
            intro={heading.intro}
            align="left"
            className="mb-8 sm:mb-8"
          />
          <ul className="space-y-5">
            {items.map((item) => (
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
          <ButtonLink href={action.href} variant="outline" className="mt-8">
            {action.label}
          </ButtonLink>
        </div>
        <div className="overflow-hidden rounded-3xl shadow-lift">
          <Picture name={image} sizes="(min-width: 1024px) 600px, 100vw" className="block" />
        </div>
      </div>
    </Section>
  );
}

/** A short invitation on a light band (visit the showroom), with one action. */
export function VisitBand({ headingId, title, text, action }: Kind<'visit-band'>) {
  return (
    <section aria-labelledby={headingId} className="bg-cream pb-4">
      <div className="mx-auto w-full max-w-7xl px-5 sm:px-8">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-brass-100 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-3xl text-night-800">
              {title}
            </h2>
            <p className="mt-3 flex gap-2 text-lg leading-relaxed text-ink">
              <Check aria-hidden="true" className="mt-1.5 size-5 shrink-0 text-brass-700" />
              {text}
            </p>
          </div>
          <ButtonLink href={action.href} size="lg" variant="secondary">
            {action.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/** The questions by category, then where to call with any other question. */
export function FaqCategories({ id, heading, categories, note }: Kind<'faq-categories'>) {
  return (
    <Section id={id} tone="white" labelledBy={heading.id}>
      <SectionHeading id={heading.id} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} />
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-x-12">
        {categories.map((cat) => (
          <div key={cat.title}>
            <h3 className="mb-4 text-xl text-night-800">{cat.title}</h3>
            <FaqList items={cat.entries} look="chevron" />
          </div>
        ))}
      </div>
      <div
        id={`${id}-note`}
        className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-2 rounded-2xl bg-sand-50 px-6 py-6 text-center ring-1 ring-sand-200"
      >
        <p className="font-serif text-xl font-semibold text-night-800">{note.title}</p>
        <p className="text-muted">{note.text}</p>
        <a
          href={phoneHref}
          className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-night-800 underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="size-5 text-brass-600" />
          {company.phoneDisplay}
        </a>
        <p className="text-sm text-muted">
          {openingHours.general.map((row, i) => (
            <span key={row.days}>
              {i > 0 && ' · '}
              {row.days} {row.hours}
            </span>
          ))}
        </p>
      </div>
    </Section>
  );
}

/** The not-found page's opening: the code, h1, text, the ways on and the phone number. */
export function NotFound({ code, title, text, links, call }: Kind<'not-found'>) {
  return (
    <section className="bg-sand-50 py-20 sm:py-28" aria-labelledby="page-title">
      <Container className="max-w-3xl text-center">
        <p className="font-serif text-7xl font-semibold text-brass-500 sm:text-8xl" aria-hidden="true">
          {code}
        </p>
        <h1 id="page-title" className="mt-4 text-3xl text-night-800 sm:text-4xl">
          <span className="sr-only">{code} – </span>
          {title}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{text}</p>
        <ul className="mt-10 grid gap-4 text-left sm:grid-cols-3">
          {links.map((l) => (
            <li key={l.href}>
              <a
                href={l.href}
                className="group flex h-full flex-col rounded-2xl bg-white p-5 shadow-card ring-1 ring-sand-200 hover:ring-brass-400"
              >
                <span className="flex items-center justify-between font-semibold text-night-800">
                  {l.label}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
                <span className="mt-1 text-sm text-muted">{l.description}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-muted">
          {call}{' '}
          <a href={phoneHref} className="font-semibold text-night-700 underline underline-offset-2">
            {company.phoneDisplay}
          </a>
        </p>
      </Container>
    </section>
  );
}
