/**
 * /kontakt: four info tiles, directions, the visit-appointment box. The hours are
 * the contact reading, `openingHours.contact` in site.ts.
 */
import type { PageHeroContent } from './blocks.ts';
import { consultHref } from './interests.ts';
import { addressLine, company, directions, emailHref, openingHours, phoneHref } from './site.ts';
import { contactFormAnchor } from './contact.ts';
import { typesetDeep } from '../lib/typography.ts';

export const contactPage = typesetDeep({
  hero: {
    eyebrow: 'Kontakt',
    title: 'Wir sind für Sie da',
    intro: 'Rufen Sie uns an, schreiben Sie uns oder besuchen Sie unseren Showroom – wir freuen uns auf Sie.',
  },
  tiles: {
    heading: { id: 'kontakt-wege', title: 'So erreichen Sie uns' },
    phone: { icon: 'phone', title: 'Telefon', label: company.phoneDisplay, href: phoneHref },
    email: { icon: 'mail', title: 'E-Mail', label: company.email, href: emailHref },
    address: {
      icon: 'mapPin',
      title: 'Adresse',
      lines: [company.name, company.street, `${company.postalCode} ${company.town}`],
    },
    hours: { icon: 'clock', title: 'Öffnungszeiten', rows: openingHours.contact },
  },
  directions: {
    heading: {
      id: 'kontakt-anfahrt',
      eyebrow: 'Anfahrt',
      title: 'So finden Sie zu uns',
      intro: `Unser Showroom: ${addressLine}.`,
    },
    byCar: {
      icon: 'car',
      title: 'Mit dem Auto',
      text: directions.byCar,
      points: [`${directions.motorway}, ${directions.exit}`, directions.parking],
    },
    byPublicTransport: {
      icon: 'train',
      title: 'Mit Bus und Bahn',
      text: directions.byPublicTransport,
    },
  },
  visit: {
    id: 'kontakt-besuch',
    title: 'Besuchstermin im Showroom',
    text: 'Sie möchten in Ruhe probeliegen? Vereinbaren Sie einen Termin – dann nehmen wir uns Zeit nur für Sie, auch außerhalb der Stoßzeiten.',
    // To the form below with the interest preselected, not to the top of this page again.
    link: {
      label: 'Besuchstermin vereinbaren',
      href: `${consultHref('Beratungstermin im Showroom')}#${contactFormAnchor}`,
    },
  },
} as const satisfies { hero: PageHeroContent; [key: string]: unknown });
