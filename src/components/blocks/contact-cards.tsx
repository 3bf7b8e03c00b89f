import { Car, Clock, MapPin, Phone } from '../ui/icons.ts';
import type { ReactNode } from 'react';
import { contactSection } from '../../content/contact.ts';
import {
  addressLine,
  company,
  directions,
  emailHref,
  openingHours,
  phoneHref,
  appointmentsNote,
} from '../../content/site.ts';
import { Card, IconBadge } from '../ui/layout.tsx';
import { HoursExceptions } from './lists.tsx';

function CardTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="mb-4 flex items-center gap-3">
      <IconBadge className="size-10">{icon}</IconBadge>
      <h3 className="text-xl text-night-800">{children}</h3>
    </div>
  );
}

/** Contact info card: phone, e-mail, address. */
export function ContactInfoCard() {
  const c = contactSection.contactCard;
  return (
    <Card>
      <CardTitle icon={<Phone className="size-5" />}>{c.title}</CardTitle>
      <dl className="space-y-3">
        <div>
          <dt className="text-sm text-muted">{c.phoneLabel}</dt>
          <dd>
            <a href={phoneHref} className="font-semibold text-night-800 underline-offset-4 hover:underline">
              {company.phoneDisplay}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{c.emailLabel}</dt>
          <dd>
            <a href={emailHref} className="font-semibold break-all text-night-800 underline-offset-4 hover:underline">
              {company.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{c.addressLabel}</dt>
          <dd className="text-ink">
            {company.name}
            <br />
            {addressLine}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** Opening-hours card with the contact reading (Mon-Fri 10:00-18:00, Sat 10:00-15:00, Sun closed). */
export function ContactHoursCard() {
  return (
    <Card>
      <CardTitle icon={<Clock className="size-5" />}>{contactSection.hoursCard.title}</CardTitle>
      <dl className="space-y-2" data-hours="contact">
        {openingHours.contact.map((row) => (
          <div key={row.days} className="flex justify-between gap-4 border-b border-sand-100 pb-2 last:border-0">
            <dt className="font-medium text-night-800">{row.days}</dt>
            <dd className="text-ink">{row.hours}</dd>
          </div>
        ))}
      </dl>
      {appointmentsNote && <p className="mt-3 text-sm text-muted">{appointmentsNote}</p>}
      <HoursExceptions className="mt-3" />
    </Card>
  );
}

/** Location card: directions (motorway, exit, parking); the map island is the child. */
export function ContactLocationCard({ children }: { children?: ReactNode }) {
  const l = contactSection.locationCard;
  return (
    <Card>
      <CardTitle icon={<MapPin className="size-5" />}>{l.title}</CardTitle>
      {children}
      <div className="mt-4 flex gap-3 border-t border-sand-100 pt-4">
        <Car aria-hidden="true" className="mt-1 size-5 shrink-0 text-brass-600" />
        <p className="text-ink">
          <span className="font-semibold text-night-800">{l.directionsLabel}: </span>
          {directions.motorway}, {directions.exit}. {directions.parking}.
        </p>
      </div>
    </Card>
  );
}
