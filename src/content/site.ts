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
import { claimValues } from './claims.ts';
import { LEGAL_FORMS, contentResponsible, legalName, representativeLine, representatives } from './operator-model.ts';
import { typesetDeep } from '../lib/typography.ts';
import { openingHoursData } from './opening-hours.ts';
import { extraLengthData } from './product-data-model.ts';
import { productIndex } from './product-index.ts';
import { pageIndex } from './page-index.ts';
import { productsNavOrder, type FooterColumnTitle } from './page-route.ts';
import {
  closedDaysAdverb,
  openingHoursSpecification as openingHoursSpecificationOf,
  specialOpeningHoursSpecification as specialOpeningHoursSpecificationOf,
  berlinToday,
  exceptionReading,
  upcomingExceptions,
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
  shortName: operator.shortName ?? operator.name,
  legalForm: operator.legalForm,
  /** Long form for the Impressum, e.g. 'eingetragener Kaufmann (e.K.)'. */
  legalFormLong: LEGAL_FORMS[operator.legalForm].long,
  /** Owner, managing directors or partners, by legal form. */
  representatives: representatives(operator),
  /** Responsible for editorial content (§ 18 Abs. 2 MStV). */
  contentResponsible: contentResponsible(operator),
  tagline: 'Handgefertigte Boxspringbetten und Matratzen, dazu Wasserbetten',
  foundedYearsAgo: claimValues.experienceYears,
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
  representativeLine(company.representatives),
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
  label: 'Google Bewertung',
  profileUrl: operator.reviews.profileUrl,
} as const;

/**
 * STANDARD 100 by OEKO-TEX® as the certificate in the claims registry covers it: every mention
 * names only what is certified (cover fabrics, or all textiles), with the certificate's number
 * and institute, linked to OEKO-TEX's label check, so that the test criteria can be found.
 */
function certificateMention(certificate: (typeof claimValues)['oekoTex']) {
  return {
    /** The label's name as OEKO-TEX spells it. */
    label: 'STANDARD 100 by OEKO-TEX®',
    /** What is certified, as a plural noun phrase ('Bezugsstoffe'). */
    what: certificate.scope === 'covers' ? 'Bezugsstoffe' : 'Bezugsstoffe, Polster und Füllungen',
    certificateNumber: certificate.certificateNumber,
    institute: certificate.institute,
    url: certificate.url,
    /** The link text every mention carries. */
    linkLabel: `Zertifikat ${certificate.certificateNumber} (${certificate.institute}) prüfen`,
  } as const;
}

export const oekoTex = certificateMention(claimValues.oekoTex);

/**
 * The water beds' cover fabrics: made by the water-bed partner, under its own certificate (a
 * claim of its own in the registry), named and linked like ours.
 */
export const waterBedOekoTex = certificateMention(claimValues.waterBedOekoTex);

/** One sentence: what is certified, by whom, under which number. */
export const oekoTexStatement = `Unsere ${oekoTex.what} sind nach ${oekoTex.label} zertifiziert (Zertifikat ${oekoTex.certificateNumber}, ${oekoTex.institute}).`;

/**
 * Business constants (guarantees, delivery, showroom, durability, origin) that several pages
 * print, derived from the claims registry (src/content/claims.ts): no page types one of these
 * figures itself.
 */
export const facts = typesetDeep({
  guaranteeYears: claimValues.guarantee.materialYears,
  frameGuaranteeYears: claimValues.guarantee.frameYears,
  mattressExchangeDays: claimValues.mattressExchange.days,
  /** The exchange's limits, said wherever the exchange is advertised. */
  mattressExchangeLimits: claimValues.mattressExchange.limits,
  deliveryWeeks: claimValues.deliveryWeeks,
  /** What the delivery time holds for ('in Standardgrößen'): said wherever the figure stands. */
  deliveryScope: claimValues.deliveryScope,
  /** The radius of free delivery and free assembly: said wherever either is promised. */
  freeDeliveryKm: claimValues.freeDeliveryKm,
  showroomSqm: `${claimValues.showroomSqm.toLocaleString('de-DE')} m²`,
  /** Years of experience, in the case each sentence needs ('über N Jahre Erfahrung', 'seit über N Jahren'). */
  experienceYears: {
    nominative: `über ${claimValues.experienceYears} Jahre`,
    dative: `über ${claimValues.experienceYears} Jahren`,
  },
  variations: claimValues.variations,
  /** The one durability figure for all our box-spring beds (design life in years). */
  designLifeYears: claimValues.durability.boxspringYears,
  waterBedLifeYears: `${claimValues.durability.waterBedYears} Jahre`,
  waterMattressRenewalYears: `${claimValues.durability.waterMattressRenewalYears} Jahre`,
  topperLifeYears: `${claimValues.durability.topperYears} Jahre`,
  topperReplaceYears: claimValues.durability.topperReplaceYears,
  /** The conditions every durability figure holds under ('bei bestimmungsgemäßem Gebrauch'). */
  durabilityConditions: claimValues.durability.conditions,
  testMinutes: '15-20 Minuten',
} as const);

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Delivery and service promises as sentences, from the claims registry: the delivery time holds
 * for standard sizes only (custom-made beds get their date in the offer, AGB § 5), and what is
 * free is said with its radius. Pages print these; none types a price promise itself.
 */
export const servicePromises = typesetDeep({
  deliveryExceptions:
    'Bei Sondermaßen, Anpassungen an Dachschrägen und Wasserbetten nennen wir Ihnen den Liefertermin verbindlich im Angebot.',
  freeAdjustments: `${upperFirst(claimValues.freeAdjustments.what)} ist kostenlos.`,
  customSizes: 'Sondermaße fertigen wir nach Maß; den Preis nennen wir im Angebot.',
  assembly: `Im Umkreis von ${claimValues.freeDeliveryKm} km bauen wir Ihr Bett kostenlos auf; für weitere Strecken nennen wir die Kosten im Angebot.`,
  disposal: `${upperFirst(claimValues.freeDisposal.what)} nehmen wir bei der Lieferung kostenlos mit und sorgen für die fachgerechte Entsorgung.`,
} as const);

/**
 * Standard sizes and special sizes (Sondermaße), defined once: the AGB (withdrawal), the
 * mattress exchange's limit, the topper and extra-length pages and the chat read them from here.
 * The extra lengths of the size guide are standard sizes, not custom-made.
 */
export const standardSizes = {
  widthsCm: [80, 90, 100, 120, 140, 160, 180, 200],
  /** The lengths of the extra-length size guide (src/content/data/extra-length.json). */
  lengthsCm: extraLengthData.sizeGuide.flatMap((row) => row.lengthsCm),
} as const;

const listCm = (values: readonly number[]) => `${values.slice(0, -1).join(', ')} und ${values.at(-1)} cm`;

export const specialSizes = typesetDeep({
  /** The standard sizes in words. */
  standard: `Breiten ${listCm(standardSizes.widthsCm)}, Längen ${listCm(standardSizes.lengthsCm)}`,
  /** The definition, one sentence. */
  definition: `Sondermaße sind alle Maße außerhalb unserer Standardgrößen (Breiten ${listCm(standardSizes.widthsCm)}, jeweils in den Längen ${listCm(standardSizes.lengthsCm)}), etwa Zwischenlängen oder Sonderbreiten.`,
  /** The largest standard length, up to which toppers and extra-length beds are standard. */
  maxStandardLengthCm: Math.max(...standardSizes.lengthsCm),
} as const);

/**
 * The statutory warranty (§§ 437, 438 BGB) in one sentence: said next to every guarantee promise
 * that answers a question about defects, so the guarantee never obscures it.
 */
export const statutoryRights =
  'Bei Mängeln, die bei der Lieferung vorhanden sind, haben Sie gegenüber uns als Verkäufer ein gesetzliches Gewährleistungsrecht von zwei Jahren ab Lieferung (Nacherfüllung, Minderung, Rücktritt, Schadensersatz).';

/** What the material-and-workmanship guarantee covers, as the guarantee terms word it. */
export const guaranteeScope = 'Betten, Matratzen und Topper aus unserer Fertigung';

/** The mattress exchange with its limits, as one phrase ('N Tage Matratzen-Umtausch (einmal …)'). */
export const exchangeOffer = `${facts.mattressExchangeDays} Tage Matratzen-Umtausch (${facts.mattressExchangeLimits})`;

/**
 * Origin: which products are handmade / made in Germany, and who makes the water beds (not the
 * shop's workshop), from the claims registry.
 */
export const origin = typesetDeep({
  handmade: claimValues.handmade.products,
  madeInGermany: claimValues.madeInGermany.products,
  waterBeds: `Unsere Wasserbetten fertigt ${claimValues.waterBedOrigin.maker}${
    claimValues.waterBedOrigin.country ? ` in ${claimValues.waterBedOrigin.country}` : ''
  }.`,
  phthalateFree: claimValues.phthalateFree.products,
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

/**
 * The phone hours in one short line ('Mo - Fr 9 - 18 Uhr'), said wherever the site asks visitors
 * to call for help: there is no emergency service outside these hours.
 */
export const phoneHoursLine = typesetDeep(
  reading(hoursData.phone, { form: 'short', closed: null })
    .map((r) => `${r.days} ${r.hours}`)
    .join(', '),
);

/** Machine-readable hours for structured data (schema.org openingHoursSpecification). */
export const openingHoursSpecification = openingHoursSpecificationOf(hoursData.showroom);

/**
 * Holidays and special days the owner entered, as far as they still matter on the day the site
 * is built (an exception whose last day has passed is never shown): printed under the full week
 * ('Abweichende Öffnungszeiten'), told by the chat, and given to search engines.
 */
const upcoming = upcomingExceptions(hoursData.exceptions, berlinToday());
export const hoursExceptions = typesetDeep(exceptionReading(upcoming));

/** Machine-readable holidays and special days (schema.org specialOpeningHoursSpecification). */
export const specialOpeningHoursSpecification = specialOpeningHoursSpecificationOf(upcoming);

/** How to get to the showroom, from the operator configuration. */
export const directions = typesetDeep(operator.directions);

/**
 * The product pages in nav order, from their content entries (src/content/product-pages/), then
 * the Schlafberater: one list for desktop, mobile, footer, the overview's cards and the sitemap
 * checks.
 */
export const productNav = typesetDeep({
  label: 'Produkte',
  href: '/produkte',
  items: [
    ...productIndex.map((p) => ({ label: p.nav.label, href: p.path, description: p.nav.description })),
    // Pages placed in the product list by their entries (the Schlafberater).
    ...pageIndex.flatMap(({ nav: { products }, path }) =>
      products ? [{ label: products.label, description: products.description, href: path }] : [],
    ),
  ],
} satisfies NavGroup);

/** Main nav: Kontakt stays out; the header carries a CTA to /kontakt instead. */
/** The pages placed in the main nav by their entries (src/content/pages/), in order. */
const mainNavEntries = pageIndex
  .flatMap((p) => (p.nav.main ? [{ ...p.nav.main, href: p.path }] : []))
  .sort((a, b) => a.order - b.order);

export const mainNav = {
  before: mainNavEntries.filter((m) => m.order < productsNavOrder).map(({ label, href }) => ({ label, href })),
  products: productNav,
  after: mainNavEntries.filter((m) => m.order >= productsNavOrder).map(({ label, href }) => ({ label, href })),
};

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
  tagline: `Boxspringbetten und Matratzen, von Hand gefertigt in unserer Manufaktur in ${company.town}. ${origin.waterBeds}`,
  hoursTitle: 'Öffnungszeiten Showroom',
  legalNavLabel: 'Rechtliches',
} as const;

/** A footer column's links from the information pages' entries (src/content/pages/), in order. */
const footerLinks = (column: FooterColumnTitle): Link[] =>
  pageIndex
    .flatMap((p) =>
      (p.nav.footer ?? [])
        .filter((f) => f.column === column)
        .map((f) => ({ order: f.order, label: f.label, href: f.anchor ? `${p.path}#${f.anchor}` : p.path })),
    )
    .sort((a, b) => a.order - b.order)
    .map(({ label, href }) => ({ label, href }));

export const footerColumns = [
  { title: 'Produkte', links: [{ label: 'Alle Produkte', href: '/produkte' }, ...productNav.items] },
  { title: 'Unternehmen', links: footerLinks('Unternehmen') },
  { title: 'Service', links: footerLinks('Service') },
] as const satisfies readonly { title: string; links: readonly Link[] }[];

/** The legal pages, placed in the footer's legal links by their entries, in order. */
export const legalLinks: readonly Link[] = pageIndex
  .flatMap((p) => (p.nav.legal ? [{ ...p.nav.legal, href: p.path }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ label, href }) => ({ label, href }));

/** Retention of stored enquiries in days (default; the server may override it). */
export const enquiryRetentionDaysDefault = 180;

/** Said to screen readers after a link that opens another site in a new tab. */
export const newTabNote = '(öffnet in neuem Tab)';
