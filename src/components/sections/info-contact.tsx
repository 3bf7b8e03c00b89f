import type { ReactNode } from 'react';
import { CalendarCheck } from '../ui/icons.ts';
import { contactPage } from '../../content/contact-page.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Card, IconBadge, Section } from '../ui/layout.tsx';
import { BlockSection } from '../blocks/sections.tsx';
import { CheckList, HoursList } from '../blocks/lists.tsx';
import { Phrase } from '../blocks/phrase.tsx';
import { Icon } from '../blocks/icon.tsx';
import type { IconName } from '../../content/blocks.ts';

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

/** The four info tiles of /kontakt: phone, e-mail, address, opening hours. */
export function ContactTiles() {
  const t = contactPage.tiles;
  return (
    <Section tone="white" labelledBy={t.heading.id} className="py-12 sm:py-14 lg:py-16">
      <h2 id={t.heading.id} className="sr-only">
        {t.heading.title}
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <Tile icon={t.phone.icon} title={t.phone.title}>
          <a href={t.phone.href} className="text-lg font-semibold text-night-700 hover:underline">
            {t.phone.label}
          </a>
        </Tile>
        <Tile icon={t.email.icon} title={t.email.title}>
          <a href={t.email.href} className="font-semibold break-all text-night-700 hover:underline">
            {t.email.label}
          </a>
        </Tile>
        <Tile icon={t.address.icon} title={t.address.title}>
          <address className="text-ink not-italic">
            {t.address.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Tile>
        <Tile icon={t.hours.icon} title={t.hours.title}>
          <div data-hours="contact-page">
            <HoursList rows={t.hours.rows} stacked />
          </div>
        </Tile>
      </ul>
    </Section>
  );
}

/** Directions by car and public transport, and the visit-appointment box. */
export function ContactDirections() {
  const d = contactPage.directions;
  const v = contactPage.visit;
  return (
    <BlockSection heading={d.heading} tone="white">
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-8">
          <IconBadge>
            <Icon name={d.byCar.icon} />
          </IconBadge>
          <h3 className="mt-4 font-serif text-xl font-semibold text-night-800">{d.byCar.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">
            <Phrase text={d.byCar.text} />
          </p>
          <CheckList items={d.byCar.points} className="mt-4" />
        </Card>
        <Card className="p-8">
          <IconBadge>
            <Icon name={d.byPublicTransport.icon} />
          </IconBadge>
          <h3 className="mt-4 font-serif text-xl font-semibold text-night-800">{d.byPublicTransport.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{d.byPublicTransport.text}</p>
        </Card>
        <section aria-labelledby={v.id} className="flex flex-col rounded-card bg-night-800 p-8 text-white shadow-card">
          <span
            aria-hidden="true"
            className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-brass-300"
          >
            <CalendarCheck className="size-6" />
          </span>
          <h3 id={v.id} className="mt-4 font-serif text-xl font-semibold">
            {v.title}
          </h3>
          <p className="mt-2 leading-relaxed text-night-100">
            <Phrase text={v.text} />
          </p>
          <div className="mt-auto pt-6">
            <ButtonLink href={v.link.href} variant="primary">
              {v.link.label}
            </ButtonLink>
          </div>
        </section>
      </div>
    </BlockSection>
  );
}
