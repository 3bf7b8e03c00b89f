/**
 * Copy of the shared contact section (home, /sleepshort, /kontakt).
 * Address, phone, e-mail, hours and directions come from site.ts.
 */
import { addressLine, company } from './site.ts';
import { typesetDeep } from '../lib/typography.ts';

/** The contact section's id where a page gives it none (the anchor of links to it). */
export const contactSectionId = 'kontakt'; // cspell:disable-line -- an anchor, not a word

/** Anchor of the contact form inside the contact section (links may jump straight to it). */
export const contactFormAnchor = 'kontaktformular';

export const contactSection = typesetDeep({
  eyebrow: 'Wir sind für Sie da',
  title: 'Kontakt & Beratung',
  intro: 'Rufen Sie an, schreiben Sie uns oder besuchen Sie uns im Showroom – wir beraten Sie gerne persönlich.',
  contactCard: {
    title: 'So erreichen Sie uns',
    phoneLabel: 'Telefon',
    emailLabel: 'E-Mail',
    addressLabel: 'Adresse',
  },
  hoursCard: { title: 'Öffnungszeiten' },
  locationCard: {
    title: 'Anfahrt & Showroom',
    directionsLabel: 'Mit dem Auto',
    parkingLabel: 'Parken',
  },
} as const);

/** The two-click map: Google is asked for nothing before the visitor's click or consent. */
export const mapGate = typesetDeep({
  placeholderTitle: 'Karte von Google Maps',
  notice:
    'Zum Schutz Ihrer Daten laden wir die Karte erst auf Ihren Wunsch. Beim Laden der Karte überträgt Ihr Browser Daten wie Ihre IP-Adresse an Google (auch in die USA); Google kann Cookies setzen. Mit „Karte laden“ willigen Sie einmalig ein.',
  privacyLink: { label: 'Mehr in der Datenschutzerklärung', href: '/datenschutz' },
  loadLabel: 'Karte laden',
  /** Shown in the map's frame from the tap until the map arrives. */
  loading: 'Karte wird geladen …',
  /** Shown instead of 'Karte laden' when scripts never run. */
  noScript: 'Die Karte lässt sich nur mit aktiviertem JavaScript laden. Den Weg zu uns zeigt Ihnen „Route planen“.',
  routeLabel: 'Route planen',
  routeNote: '(öffnet Google Maps in einem neuen Tab)',
  iframeTitle: `Karte: Standort der ${company.name}, ${addressLine}`,
} as const);

const mapQuery = encodeURIComponent(`${company.name}, ${addressLine}`);

/**
 * Google Maps embed of the showroom (only loaded after consent or a click). Served from
 * www.google.com, the one frame origin the content security policy allows.
 */
export const mapEmbedUrl = `https://www.google.com/maps?q=${mapQuery}&ll=${company.geo.latitude},${company.geo.longitude}&z=15&hl=de&output=embed`;

/** Google Maps directions to the showroom (a plain link; nothing loads until it is followed). */
export const mapRouteUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine)}`;
