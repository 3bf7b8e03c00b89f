import { Mail, MapPin, Phone } from '../ui/icons.ts';
import {
  addressLine,
  company,
  emailHref,
  footerColumns,
  footerCopy,
  legalLinks,
  openingHours,
  phoneHref,
} from '../../content/site.ts';
import { HoursExceptions } from '../blocks/lists.tsx';
import { Logo } from './logo.tsx';

/**
 * The site footer: identity, link columns, hours (with upcoming holidays and special days), legal
 * links.
 */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-night-900 text-night-100" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {footerCopy.heading}
      </h2>
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo invert />
          <p className="mt-4 max-w-sm text-night-100">{footerCopy.tagline}</p>
          <ul className="mt-6 space-y-2.5 text-sm">
            <li>
              <a href={phoneHref} className="inline-flex items-center gap-2 hover:text-white">
                <Phone aria-hidden="true" className="size-4 text-brass-300" />
                {company.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={emailHref} className="inline-flex items-center gap-2 hover:text-white">
                <Mail aria-hidden="true" className="size-4 text-brass-300" />
                {company.email}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-brass-300" />
              {addressLine}
            </li>
          </ul>
          <div className="mt-6">
            <p className="text-sm font-semibold text-white">{footerCopy.hoursTitle}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {openingHours.general.map((row) => (
                <div key={row.days} className="contents">
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
            {/* Holidays and special days, from the same reading as the contact page and the home page. */}
            <HoursExceptions invert className="mt-3" />
          </div>
        </div>
        {footerColumns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <p className="font-serif text-lg font-semibold text-white">{col.title}</p>
            <ul className="mt-4 space-y-1 text-sm">
              {col.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href} className="inline-block py-1.5 hover:text-white hover:underline">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-5 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {year} {company.name}
          </p>
          <nav aria-label={footerCopy.legalNavLabel}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((l) => (
                <li key={l.href}>
                  <a href={l.href} className="inline-block py-1 hover:text-white hover:underline">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
