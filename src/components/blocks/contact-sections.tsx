/**
 * The contact page's section kinds (src/content/section-schema.ts): the four tiles with phone,
 * e-mail, address and hours (the values from the business data, the titles from the entry), and
 * the directions beside the box to book a visit. Also the Schlafberater's rule tables, whose rows
 * the site's logic computes.
 */
import type { ReactNode } from 'react';
import { CalendarCheck } from '../ui/icons.ts';
import { sharedTables, type SectionOf as Kind } from '../../content/section-schema.ts';
import { company, emailHref, openingHours, phoneHref } from '../../content/site.ts';
import type { IconName } from '../../content/blocks.ts';
import { typesetDeep } from '../../lib/typography.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Card, IconBadge, Section, SectionHeading } from '../ui/layout.tsx';
import { BlockSection } from './sections.tsx';
import { CheckList, DataTable, HoursExceptions, HoursList } from './lists.tsx';
import { Phrase } from './phrase.tsx';
import { Icon } from './icon.tsx';

function Tile({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className="flex">
      <Card className="w-full">
        <IconBadge>
          <Icon name={icon} />
        </IconBadge>
        <h3 className="mt-4 font-serif text-xl font-semibold text-night-800">{title}</h3>
        <div className="mt-2">{children}</div>
      </Card>
    </li>
  );
}

/** What the tiles show, from the business data. */
const contact = typesetDeep({
  phone: company.phoneDisplay,
  email: company.email,
  address: [company.name, company.street, `${company.postalCode} ${company.town}`],
  hours: openingHours.contact,
});

/** Phone, e-mail, address and opening hours as four tiles. */
export function ContactTiles({ heading, titles }: Kind<'contact-tiles'>) {
  return (
    <Section tone="white" labelledBy={heading.id} className="py-12 sm:py-14 lg:py-16">
      <h2 id={heading.id} className="sr-only">
        {heading.title}
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <Tile icon="phone" title={titles.phone}>
          <a href={phoneHref} className="text-lg font-semibold text-night-700 hover:underline">
            {contact.phone}
          </a>
        </Tile>
        <Tile icon="mail" title={titles.email}>
          <a href={emailHref} className="font-semibold break-all text-night-700 hover:underline">
            {contact.email}
          </a>
        </Tile>
        <Tile icon="mapPin" title={titles.address}>
          <address className="text-ink not-italic">
            {contact.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Tile>
        <Tile icon="clock" title={titles.hours}>
          <div data-hours="contact-page">
            <HoursList rows={contact.hours} stacked />
          </div>
          <HoursExceptions className="mt-3" />
        </Tile>
      </ul>
    </Section>
  );
}

/** Directions by car and by bus and train, and the box to book a visit. */
export function Directions({ heading, byCar, byPublicTransport, visit }: Kind<'directions'>) {
  return (
    <BlockSection heading={heading} tone="white">
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-8">
          <IconBadge>
            <Icon name="car" />
          </IconBadge>
          <h3 className="mt-4 font-serif text-xl font-semibold text-night-800">{byCar.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">
            <Phrase text={byCar.text} />
          </p>
          <CheckList items={byCar.points} className="mt-4" />
        </Card>
        <Card className="p-8">
          <IconBadge>
            <Icon name="train" />
          </IconBadge>
          <h3 className="mt-4 font-serif text-xl font-semibold text-night-800">{byPublicTransport.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{byPublicTransport.text}</p>
        </Card>
        <section
          aria-labelledby={visit.id}
          className="flex flex-col rounded-card bg-night-800 p-8 text-white shadow-card"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-brass-300"
          >
            <CalendarCheck className="size-6" />
          </span>
          <h3 id={visit.id} className="mt-4 font-serif text-xl font-semibold">
            {visit.title}
          </h3>
          <p className="mt-2 leading-relaxed text-night-100">
            <Phrase text={visit.text} />
          </p>
          <div className="mt-auto pt-6">
            <ButtonLink href={visit.link.href} variant="primary">
              {visit.link.label}
            </ButtonLink>
          </div>
        </section>
      </div>
    </BlockSection>
  );
}

/** Tables the site's logic computes, side by side under a heading. */
export function RuleTables({ id, heading, tables }: Kind<'rule-tables'>) {
  return (
    <Section id={id} tone="cream" labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...heading} />
      <div className="grid gap-8 md:grid-cols-2">
        {tables.map(({ table, caption, columns }) => (
          <div key={table}>
            <h3 className="mb-4 text-xl text-night-800">{caption}</h3>
            <DataTable table={{ caption, columns, rows: sharedTables[table] }} />
          </div>
        ))}
      </div>
    </Section>
  );
}
