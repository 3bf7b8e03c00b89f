import { Mail, MapPin, Phone } from '../ui/icons.ts';
import { service } from '../../content/service.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Card, IconBadge } from '../ui/layout.tsx';
import { BlockSection } from '../blocks/sections.tsx';
import { FeatureGrid, HoursList } from '../blocks/lists.tsx';

/** The guarantees block of /service with its link to /garantie. */
export function ServiceGuarantees() {
  const g = service.guarantees;
  return (
    <BlockSection heading={g.heading} tone="white">
      <FeatureGrid items={g.items} />
      <p className="mt-10 text-center">
        <ButtonLink href={g.link.href} variant="outline">
          {g.link.label}
        </ButtonLink>
      </p>
    </BlockSection>
  );
}

/** Contact options of /service with the service phone hours. */
export function ServiceContact() {
  const c = service.contact;
  return (
    <BlockSection heading={c.heading} tone="sand">
      <ul className="grid gap-6 md:grid-cols-3">
        <li className="flex">
          <Card className="w-full" as="div">
            <IconBadge>
              <Phone className="size-6" />
            </IconBadge>
            <h3 className="mt-5 font-serif text-xl font-semibold text-night-800">{c.phone.title}</h3>
            <a href={c.phone.href} className="mt-2 inline-block text-lg font-semibold text-night-700 hover:underline">
              {c.phone.label}
            </a>
            <div data-hours="service-phone" className="mt-4">
              <p className="text-sm font-semibold text-ink">{c.phone.hoursTitle}</p>
              <HoursList rows={c.phone.hours} className="mt-1 text-sm" />
            </div>
          </Card>
        </li>
        <li className="flex">
          <Card className="w-full">
            <IconBadge>
              <Mail className="size-6" />
            </IconBadge>
            <h3 className="mt-5 font-serif text-xl font-semibold text-night-800">{c.email.title}</h3>
            <a href={c.email.href} className="mt-2 inline-block font-semibold break-all text-night-700 hover:underline">
              {c.email.label}
            </a>
            <p className="mt-3 text-sm text-muted">{c.email.text}</p>
          </Card>
        </li>
        <li className="flex">
          <Card className="w-full">
            <IconBadge>
              <MapPin className="size-6" />
            </IconBadge>
            <h3 className="mt-5 font-serif text-xl font-semibold text-night-800">{c.showroom.title}</h3>
            <p className="mt-2 font-semibold text-ink">{c.showroom.label}</p>
            <p className="mt-3 text-sm text-muted">{c.showroom.text}</p>
          </Card>
        </li>
      </ul>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {c.actions.map((a, i) => (
          <ButtonLink key={a.href} href={a.href} variant={i === 0 ? 'primary' : 'outline'} size="lg">
            {a.label}
          </ButtonLink>
        ))}
      </div>
    </BlockSection>
  );
}
