/**
 * The information pages' own section kinds (src/content/section-schema.ts): guarantee cards,
 * a panel of quality points, terms, ways to get advice, the test time beside the Schlafberater,
 * the service contact options, the history and the workshop. Every text comes from the page's
 * entry; the contact options add the phone, e-mail, address and hours from the business data.
 */
import { ArrowRight, Compass, Mail, MapPin, Phone, Timer } from '../ui/icons.ts';
import type { SectionOf as Kind } from '../../content/section-schema.ts';
import { addressLine, company, emailHref, openingHours, phoneHref } from '../../content/site.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Card, Container, IconBadge, Section, SectionHeading } from '../ui/layout.tsx';
import { Picture } from '../ui/picture.tsx';
import { BlockSection } from './sections.tsx';
import { CheckList, FeatureGrid, FigureGrid, HoursList, StepList } from './lists.tsx';
import { healthFigures } from '../../content/health.ts';
import { Phrase } from './phrase.tsx';
import { Icon } from './icon.tsx';

/** Cards with a description and check-marked details, and a note under them (the guarantees). */
export function DetailCards({ heading, items, note, tone = 'white' }: Kind<'detail-cards'>) {
  return (
    <BlockSection heading={heading} tone={tone}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="flex">
            <Card className="w-full border-t-4 border-brass-500 p-8">
              <IconBadge className="size-14">
                <Icon name={item.icon} className="size-7" />
              </IconBadge>
              <h3 className="mt-5 font-serif text-2xl font-semibold text-night-800">{item.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">
                <Phrase text={item.description} />
              </p>
              <CheckList items={item.details} className="mt-5" />
            </Card>
          </li>
        ))}
      </ul>
      {note && <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-muted">{note}</p>}
    </BlockSection>
  );
}

/** Check-marked points on one white panel. */
export function CheckPanel({ heading, points, tone = 'sand' }: Kind<'check-panel'>) {
  return (
    <BlockSection heading={heading} tone={tone}>
      <div className="mx-auto max-w-4xl rounded-card bg-white p-8 shadow-card ring-1 ring-sand-200/60 sm:p-10">
        <CheckList items={points} className="grid space-y-0 gap-x-10 gap-y-4 text-lg sm:grid-cols-2" />
      </div>
    </BlockSection>
  );
}

/** Terms as a definition list (guarantor, content, duration, territory, claim, statutory rights). */
export function Definitions({ id, heading, items, tone = 'cream' }: Kind<'definitions'>) {
  return (
    <BlockSection heading={heading} tone={tone} id={id}>
      <dl className="mx-auto grid max-w-4xl gap-6 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.title} className="rounded-card bg-white p-6 ring-1 ring-sand-200">
            <dt className="font-semibold text-night-800">{item.title}</dt>
            <dd className="mt-2 leading-relaxed text-muted">{item.text}</dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}

/** Ways to get advice, each with its action and optionally a phone link. */
export function Ways({ heading, items, tone = 'white' }: Kind<'ways'>) {
  return (
    <BlockSection heading={heading} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="flex">
            <Card className="flex w-full flex-col p-8">
              <IconBadge>
                <Icon name={item.icon} />
              </IconBadge>
              <h3 className="mt-5 font-serif text-2xl font-semibold text-night-800">{item.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">
                <Phrase text={item.text} />
              </p>
              <CheckList items={item.points} className="mt-5" />
              <div className="mt-auto flex flex-wrap items-center gap-4 pt-8">
                <ButtonLink href={item.action.href}>{item.action.label}</ButtonLink>
                {item.phone && (
                  <a
                    href={item.phone.href}
                    className="inline-flex min-h-11 items-center gap-2 font-semibold text-night-700 hover:underline"
                  >
                    <Phone aria-hidden="true" className="size-4" />
                    {item.phone.label}
                  </a>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** The recommended test time and the way to the Schlafberater. */
export function TestAndFinder({ label, testTime, finder }: Kind<'test-and-finder'>) {
  return (
    <section className="bg-sand-50 pb-16 sm:pb-20 lg:pb-24" aria-label={label}>
      <Container>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card className="flex flex-col gap-5 p-8 sm:flex-row">
            <IconBadge className="size-14">
              <Timer className="size-7" />
            </IconBadge>
            <div>
              <h2 id={testTime.id} className="text-2xl text-night-800">
                {testTime.title}
              </h2>
              <p className="mt-2 font-serif text-3xl font-semibold text-brass-700" data-testid="test-time">
                {testTime.value}
              </p>
              <p className="mt-3 leading-relaxed text-muted">
                <Phrase text={testTime.text} />
              </p>
            </div>
          </Card>
          <Card className="flex flex-col gap-5 p-8 sm:flex-row">
            <IconBadge className="size-14">
              <Compass className="size-7" />
            </IconBadge>
            <div>
              <h2 id={finder.id} className="text-2xl text-night-800">
                {finder.title}
              </h2>
              <p className="mt-3 leading-relaxed text-muted">{finder.text}</p>
              <ButtonLink href={finder.link.href} variant="outline" className="mt-6">
                {finder.link.label}
              </ButtonLink>
            </div>
          </Card>
        </div>
      </Container>
    </section>
  );
}

/** Phone with the service phone hours, e-mail and showroom, and the actions under them. */
export function ContactOptions({ heading, phone, email, showroom, actions, tone = 'sand' }: Kind<'contact-options'>) {
  return (
    <BlockSection heading={heading} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-3">
        <li className="flex">
          <Card className="w-full" as="div">
            <IconBadge>
              <Phone className="size-6" />
            </IconBadge>
            <h3 className="mt-5 font-serif text-xl font-semibold text-night-800">{phone.title}</h3>
            <a href={phoneHref} className="mt-2 inline-block text-lg font-semibold text-night-700 hover:underline">
              {company.phoneDisplay}
            </a>
            <div data-hours="service-phone" className="mt-4">
              <p className="text-sm font-semibold text-ink">{phone.hoursTitle}</p>
              <HoursList rows={openingHours.servicePhone} className="mt-1 text-sm" />
            </div>
          </Card>
        </li>
        <li className="flex">
          <Card className="w-full">
            <IconBadge>
              <Mail className="size-6" />
            </IconBadge>
            <h3 className="mt-5 font-serif text-xl font-semibold text-night-800">{email.title}</h3>
            <a href={emailHref} className="mt-2 inline-block font-semibold break-all text-night-700 hover:underline">
              {company.email}
            </a>
            <p className="mt-3 text-sm text-muted">{email.text}</p>
          </Card>
        </li>
        <li className="flex">
          <Card className="w-full">
            <IconBadge>
              <MapPin className="size-6" />
            </IconBadge>
            <h3 className="mt-5 font-serif text-xl font-semibold text-night-800">{showroom.title}</h3>
            <p className="mt-2 font-semibold text-ink">{addressLine}</p>
            <p className="mt-3 text-sm text-muted">{showroom.text}</p>
          </Card>
        </li>
      </ul>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {actions.map((a, i) => (
          <ButtonLink key={a.href} href={a.href} variant={i === 0 ? 'primary' : 'outline'} size="lg">
            {a.label}
          </ButtonLink>
        ))}
      </div>
    </BlockSection>
  );
}

/** A story's heading and its paragraphs of running text. */
function StoryText({ heading, paragraphs }: Pick<Kind<'story'>, 'heading' | 'paragraphs'>) {
  return (
    <>
      <SectionHeading
        id={heading.id}
        eyebrow={heading.eyebrow}
        title={heading.title}
        align="left"
        className="mb-6 sm:mb-8"
      />
      <div className="space-y-4 text-lg leading-relaxed text-ink">
        {paragraphs.map((p) => (
          <p key={p}>
            <Phrase text={p} />
          </p>
        ))}
      </div>
    </>
  );
}

/** Paragraphs of running text beside key figures. */
export function Story({ heading, paragraphs, stats, tone = 'white' }: Kind<'story'>) {
  return (
    <Section tone={tone} labelledBy={heading.id}>
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div>
          <StoryText heading={heading} paragraphs={paragraphs} />
        </div>
        <dl className="grid gap-4">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse rounded-card bg-sand-50 p-6 ring-1 ring-sand-200">
              <dt className="mt-1 text-muted">{s.label}</dt>
              <dd className="font-serif text-3xl font-semibold text-night-800">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}

/** Paragraphs of running text beside a picture, with one link. */
export function PictureStory({ heading, paragraphs, image, link, tone = 'white' }: Kind<'picture-story'>) {
  return (
    <Section tone={tone} labelledBy={heading.id}>
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="overflow-hidden rounded-3xl shadow-lift">
          <Picture name={image} sizes="(min-width: 1024px) 600px, 100vw" />
        </div>
        <div>
          <StoryText heading={heading} paragraphs={paragraphs} />
          <ButtonLink href={link.href} className="mt-8" size="lg">
            {link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

/** Icon cards with title and text kept together under the icon, and a link under them. */
export function GroupedFeatures({ id, heading, items, columns, tone, more }: Kind<'features'>) {
  return (
    <BlockSection id={id} heading={{ ...heading, id: heading.id ?? `${id}-title` }} tone={tone}>
      <FeatureGrid items={items} columns={columns} />
      {more && (
        <p className="mt-10 text-center">
          <ButtonLink href={more.href} variant="outline">
            {more.label}
          </ButtonLink>
        </p>
      )}
    </BlockSection>
  );
}

/** Numbered steps on white cards under a heading. */
export function CardSteps({ id, heading, steps, tone }: Kind<'steps'>) {
  return (
    <BlockSection id={id} heading={{ ...heading, id: heading.id ?? `${id}-title` }} tone={tone}>
      <StepList steps={steps} />
    </BlockSection>
  );
}

/** The health figures, each with its study as the source; nothing without a study. */
export function StudyFigures({ heading, note, tone = 'night' }: Kind<'study-figures'>) {
  if (healthFigures.length === 0) return null;
  return (
    <BlockSection heading={heading} tone={tone}>
      <FigureGrid figures={healthFigures} note={note} />
    </BlockSection>
  );
}
