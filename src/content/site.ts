/**
 * The business identity: the single source for every fact about the shop that pages, mails,
 * structured data and the chat repeat. Pages never retype these literals.
 *
 * The identity comes from the operator configuration (src/content/operator.ts; the demo's
 * obvious placeholders until the owner fills in theirs, see `npm run golive`); the
 * deploy-specific values (site URL, analytics ids, SMTP, database, mail recipient) come from the
 * environment on the server (src/server/env.ts), never from here.
 */
import { operator } from './operator.ts';
import { LEGAL_FORMS, contentResponsible, legalName, representatives } from './operator-model.ts';
import { typesetDeep } from '../lib/typography.ts';
import { openingHoursData } from './opening-hours.ts';
import {
  closedDaysAdverb,
  openingHoursSpecification as openingHoursSpecificationOf,
  reading,
  type HoursRow,
} from './opening-hours-model.ts';
import type { Link } from './blocks.ts';

/** A row of an hours reading: 'Mo–Fr' / '10–18 Uhr' (typeset), or 'Sonntag' / 'geschlossen'. */
export type OpeningHoursRow = HoursRow;

export interface NavGroup {
  label: string;
  /** The group's own overview page. */
  href: string;
  items: readonly (Link & { description: string })[];
}

/**
 * The operator (src/content/operator.ts, validated by src/content/operator-schema.ts): the
 * owner's identity, register, authorities and the sources behind reviews and claims.
 */
export { operator };

export const company = typesetDeep({
  name: operator.name,
  /** Name with legal-form suffix, as the legal texts print it ('… e.K.', '… GmbH'). */
  legalName: legalName(operator),
  shortName: 'Schlafmanufaktur',
  legalForm: operator.legalForm,
  /** Long form for the Impressum, e.g. 'eingetragener Kaufmann (e.K.)'. */
  legalFormLong: LEGAL_FORMS[operator.legalForm].long,
  /** Owner or managing directors, by legal form. */
  representatives: representatives(operator),
  /** Responsible for editorial content (§ 18 Abs. 2 MStV). */
  contentResponsible: contentResponsible(operator),
  tagline: 'Handgefertigte Boxspringbetten, Matratzen und Wasserbetten',
  foundedYearsAgo: 20,
  street: operator.street,
  postalCode: operator.postalCode,
  town: operator.town,
  country: operator.country,
  countryName: operator.countryName,
  phone: operator.phone,
  phoneDisplay: operator.phoneDisplay,
  email: operator.email,
  domain: operator.domain,
  vatId: operator.vatId,
  register: operator.register,
  geo: operator.geo,
} as const);

export const addressLine = `${company.street}, ${company.postalCode} ${company.town}`;
/**
 * The signature of mails to customers: business letters, e-mails included, name the legal form,
 * seat, register court and number and who represents the business (§ 37a HGB, § 35a GmbHG).
 */
export const businessLetterFooter: readonly string[] = [
  company.legalName,
  addressLine,
  ...(operator.register ? [`${operator.register.court}, ${operator.register.number}`] : []),
  `${company.representatives.label}: ${company.representatives.names.join(', ')}`,
];
export const phoneHref = `tel:${company.phone.replace(/\s+/g, '')}`;
export const emailHref = `mailto:${company.email}`;

/**
 * Social proof: the Google profile's aggregate from the reviews data file,
 * shown only with its source and date.
 */
export const rating = {
  value: operator.reviews.data.aggregate.value,
  valueDisplay: operator.reviews.data.aggregate.value.toLocaleString('de-DE', { minimumFractionDigits: 1 }),
  count: operator.reviews.data.aggregate.count,
  /** Date (YYYY-MM-DD) the aggregate was read off the profile. */
  asOf: operator.reviews.data.aggregate.asOf,
  starsShown: Math.round(operator.reviews.data.aggregate.value),
  label: 'Google Bewertung',
  profileUrl: operator.reviews.profileUrl,
} as const;

/**
 * OEKO-TEX STANDARD 100 as the certificate in the operator configuration covers it: every claim
 * names what is certified (cover fabrics only, or all textiles) and the certificate can be
 * checked by its number.
 */
export const oekoTex = {
  /** What is certified, as a plural noun phrase ('Bezugsstoffe'). */
  what: operator.claims.oekoTex.scope === 'covers' ? 'Bezugsstoffe' : 'Bezugsstoffe, Polster und Füllungen',
  certificateNumber: operator.claims.oekoTex.certificateNumber,
  institute: operator.claims.oekoTex.institute,
  url: operator.claims.oekoTex.url,
} as const;

/** Business constants (guarantees, delivery, showroom) that several pages print. */
export const facts = typesetDeep({
  guaranteeYears: 5,
  frameGuaranteeYears: 25,
  mattressExchangeDays: 120,
  deliveryWeeks: '1-2 Wochen',
  freeDeliveryKm: 50,
  showroomSqm: '1.000 m²',
  /** Years of experience, in the case each sentence needs ('über 20 Jahre Erfahrung', 'seit über 20 Jahren'). */
  experienceYears: {
    nominative: `über ${company.foundedYearsAgo} Jahre`,
    dative: `über ${company.foundedYearsAgo} Jahren`,
  },
  variations: 'ca. 22 Millionen',
  designLifeYears: 10,
  lifespanYears: 20,
  testMinutes: '15-20 Minuten',
} as const);

/**
 * Opening hours, derived from the owner's data file (src/content/data/opening-hours.json). Pages
 * print different readings of the same hours (full week, short form, phone hours); each page
 * takes its own reading from here and none restates a time.
 */
const hoursData = openingHoursData;
const closedDaysText = hoursData.appointmentsOnClosedDays ? 'Beratung nach Vereinbarung' : 'geschlossen';
export const openingHours = typesetDeep({
  /** Contact section and contact page: every day, closed days say so ('Sonntag geschlossen'). */
  contact: reading(hoursData.showroom, { form: 'long', closed: 'geschlossen' }),
  /** Home hero advice box: the open days, short ('Mo - Fr 10 - 18 Uhr'). */
  hero: reading(hoursData.showroom, { form: 'short', closed: null }),
  /** Service page: the phone hours, open days only. */
  servicePhone: reading(hoursData.phone, { form: 'long', closed: null }),
  /**
   * Other pages (footer, FAQ note): short, and a closed day reads 'Beratung nach Vereinbarung'
   * when the owner takes appointments then. Both readings agree: the showroom is closed to
   * walk-in visitors, a consultation can be arranged.
   */
  general: reading(hoursData.showroom, { form: 'short', closed: closedDaysText }),
} satisfies Record<string, readonly OpeningHoursRow[]>);

/**
 * Said under the contact reading, so that 'Sonntag geschlossen' and the footer agree; null when
 * the owner takes no appointments on closed days.
 */
const closedDays = closedDaysAdverb(hoursData.showroom);
export const appointmentsNote =
  hoursData.appointmentsOnClosedDays && closedDays ? `Beratungstermine auch ${closedDays} nach Vereinbarung.` : null;

/** Machine-readable hours for structured data (schema.org openingHoursSpecification). */
export const openingHoursSpecification = openingHoursSpecificationOf(hoursData.showroom);

export const directions = typesetDeep({
  motorway: 'A45',
  exit: 'Ausfahrt Siegen Süd',
  parking: 'Kostenlose Parkplätze direkt vor dem Showroom',
  byCar:
    'Über die A45, Ausfahrt Siegen Süd. Von dort sind es nur wenige Minuten bis zu unserem Showroom; kostenlose Parkplätze finden Sie direkt vor dem Haus.',
  byPublicTransport:
    'Vom Bahnhof Musterstadt fährt die Buslinie 12 bis zur Haltestelle „Musterstraße“; von dort sind es zwei Gehminuten.',
} as const);

/** The product pages, in nav order: one list for desktop, mobile, footer and sitemap checks. */
export const productNav = typesetDeep({
  label: 'Produkte',
  href: '/produkte',
  items: [
    { label: 'Boxspringbetten', href: '/produkte/boxspringbetten', description: 'Handgefertigt nach Maß' },
    {
      label: 'Elektrische Boxspringbetten',
      href: '/produkte/elektrische-boxspringbetten',
      description: 'Motorisch verstellbar',
    },
    { label: 'Matratzen', href: '/produkte/matratzen', description: 'Vier Technologien, H1 bis H4' },
    { label: 'Topper', href: '/produkte/topper', description: 'Die Komfortschicht obendrauf' },
    { label: 'Wasserbetten', href: '/produkte/wasserbetten', description: 'Schweben auf Wasser' },
    { label: 'Wasserbett-Technik', href: '/produkte/wasserbett-technik', description: 'Heizung, Sicherheit, Pflege' },
    { label: 'Familienbetten', href: '/produkte/familienbetten', description: 'Platz für die ganze Familie' },
    { label: 'Seniorenbetten', href: '/produkte/seniorenbetten', description: 'Komfortable Einstiegshöhe' },
    { label: 'Überlänge', href: '/produkte/ueberlaenge', description: 'Betten ab 220 cm Länge' },
    { label: 'Schlafberater', href: '/schlafberater', description: 'Härtegrad und Bettlänge finden' },
  ],
} as const satisfies NavGroup);

/** Main nav: Kontakt stays out; the header carries a CTA to /kontakt instead. */
export const mainNav = {
  before: [{ label: 'Startseite', href: '/' }],
  products: productNav,
  after: [
    { label: 'Gesundheit', href: '/gesundheit' },
    { label: 'Service', href: '/service' },
    { label: 'Beratung', href: '/beratung' },
    { label: 'Über uns', href: '/ueber-uns' },
  ],
} as const;

export const headerCta = { label: 'Beratung vereinbaren', href: '/kontakt' } as const satisfies Link;

/** The first link of every page, for keyboard users: past the header to the main content. */
export const skipLink = { label: 'Zum Inhalt springen', href: '#main' } as const satisfies Link;

/** The header's own labels (names of landmarks and buttons, the drop-down's overview link). */
export const headerCopy = {
  homeLabel: `${company.name} – zur Startseite`,
  navLabel: 'Hauptnavigation',
  mobileNavLabel: 'Mobile Navigation',
  menuOpen: 'Menü öffnen',
  menuClose: 'Menü schließen',
  overview: { label: 'Alle Produkte im Überblick', text: 'Betten, Matratzen und Topper aus eigener Fertigung' },
  mobileOverviewLabel: 'Alle Produkte',
} as const;

/** The footer's own labels; the tagline line names the workshop's town. */
export const footerCopy = {
  heading: 'Fußbereich',
  tagline: `${company.tagline} – direkt aus unserer Manufaktur in ${company.town}.`,
  hoursTitle: 'Öffnungszeiten Showroom',
  legalNavLabel: 'Rechtliches',
} as const;

export const footerColumns = [
  { title: 'Produkte', links: [{ label: 'Alle Produkte', href: '/produkte' }, ...productNav.items] },
  {
    title: 'Unternehmen',
    links: [
      { label: 'Über uns', href: '/ueber-uns' },
      { label: 'Gesundheit & Schlaf', href: '/gesundheit' },
      { label: 'Garantie', href: '/garantie' },
      { label: 'Kontakt', href: '/kontakt' },
    ],
  },
  {
    title: 'Service',
    links: [
      { label: 'Service', href: '/service' },
      { label: 'Beratung', href: '/beratung' },
      { label: 'Lieferung & Montage', href: '/service#lieferung' },
      { label: 'Garantien', href: '/garantie' },
    ],
  },
] as const satisfies readonly { title: string; links: readonly Link[] }[];

export const legalLinks = [
  { label: 'Impressum', href: '/impressum' },
  { label: 'Datenschutz', href: '/datenschutz' },
  { label: 'AGB', href: '/agb' },
] as const satisfies readonly Link[];

/** Retention of stored enquiries in days (default; the server may override it). */
export const enquiryRetentionDaysDefault = 180;

/** Said to screen readers after a link that opens another site in a new tab. */
export const newTabNote = '(öffnet in neuem Tab)';
