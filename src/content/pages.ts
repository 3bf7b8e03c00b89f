/**
 * Every route of the site with its German title and description: the single registry that
 * layouts, the sitemap test and the route crawl read. The product and information pages bring
 * theirs in their content entries. Lengths are checked by
 * `pageMetaSchema` (and a unit test) so that search engines show them uncut.
 */
import { z } from 'zod';
import { typesetDeep } from '../lib/typography.ts';
import { company, directions, exchangeOffer, facts, origin } from './site.ts';
import { productPages } from './product-pages.ts';
import { infoPages } from './info-pages.ts';

export const pageMetaSchema = z.object({
  path: z.string().regex(/^\/[a-z0-9\-/]*$/),
  title: z.string().min(15).max(65),
  description: z.string().min(70).max(160),
  /** The canonical path when this route only mirrors another one. */
  canonical: z.string().optional(),
  /** Not for search engines (robots noindex, left out of the sitemap). */
  noindex: z.boolean().optional(),
  /** The page's contact section embeds the map (only these pages' policy admits the map frame). */
  showsMap: z.boolean().optional(),
});

export type PageMeta = z.infer<typeof pageMetaSchema>;

export const pages = typesetDeep({
  home: {
    path: '/',
    title: `Boxspringbetten aus eigener Herstellung | ${company.shortName}`,
    description: `Handgefertigte Boxspringbetten und Matratzen, dazu Wasserbetten, ohne Zwischenhändler. Lieferung ${facts.deliveryScope} in ${facts.deliveryWeeks}, ${facts.showroomSqm} Showroom.`,
    showsMap: true,
  },
  sleepshort: {
    path: '/sleepshort',
    title: 'Boxspringbetten nach Maß direkt vom Hersteller',
    description: `Boxspringbetten nach Maß vom Hersteller: ${facts.guaranteeYears} Jahre Garantie, ${exchangeOffer}, Lieferung frei bis ${facts.freeDeliveryKm} km.`,
    showsMap: true,
  },
  produkte: {
    path: '/produkte',
    title: `Unsere Produkte: Betten, Matratzen, Topper | ${company.shortName}`,
    description: `Im Überblick: ${origin.madeInGermany} aus unserer Manufaktur in Deutschland und Wasserbetten unserer Eigenmarke.`,
  },
  schlafberater: {
    path: '/schlafberater',
    title: 'Schlafberater: Härtegrad und Bettlänge finden',
    description:
      'Unser Schlafberater empfiehlt Härtegrad H1 bis H4, Bettlänge und passende Matratzen-Technologie – nach Größe, Gewicht und Schlafposition, auch für Paare.',
  },
  kontakt: {
    path: '/kontakt',
    title: `Kontakt & Beratung | ${company.name}`,
    description: `Schreiben Sie uns, rufen Sie an oder besuchen Sie unseren Showroom: Öffnungszeiten, Anfahrt über die ${directions.motorway} (${directions.exit}) und Kontaktformular.`,
    showsMap: true,
  },
  impressum: {
    path: '/impressum',
    title: `Impressum | ${company.name}`,
    description: `Impressum der ${company.legalName}: Anbieterkennzeichnung nach § 5 DDG mit Anschrift, Kontakt, Registerangaben und Bildnachweisen.`,
  },
  datenschutz: {
    path: '/datenschutz',
    title: `Datenschutzerklärung | ${company.name}`,
    description:
      'Wie wir Ihre Daten verarbeiten: Server-Logs, Kontaktformular und Schlafberater, Einwilligung, Google-Dienste, Speicherdauer und Ihre Rechte nach DSGVO.',
  },
  agb: {
    path: '/agb',
    title: `Allgemeine Geschäftsbedingungen | ${company.shortName}`,
    description:
      'Unsere AGB: Geltungsbereich, Vertragsschluss, Widerrufsrecht, Preise und Zahlung, Lieferung, Eigentumsvorbehalt, Gewährleistung, Haftung und Streitbeilegung.',
  },
  kontaktGesendet: {
    path: '/kontakt/gesendet',
    title: `Nachricht gesendet | ${company.name}`,
    description:
      'Vielen Dank für Ihre Nachricht. Wir melden uns bald bei Ihnen – in der Regel innerhalb eines Werktags, telefonisch oder per E-Mail.',
    noindex: true,
  },
  notFound: {
    path: '/404',
    title: `404 – Seite nicht gefunden | ${company.shortName}`,
    description:
      'Die gesuchte Seite gibt es leider nicht (mehr). Hier finden Sie den Weg zurück zur Startseite, zu unseren Produkten und zum Kontakt.',
  },
} as const satisfies Record<string, PageMeta>);

/**
 * The product pages' metadata, from their content entries (src/content/product-pages/), with an
 * entry for each alias route (canonical to the page).
 */
export const productPagesMeta: readonly PageMeta[] = productPages.flatMap((p) => {
  const meta = pageMetaSchema.parse({ path: p.path, title: p.data.title, description: p.data.description });
  return [meta, ...(p.data.aliases ?? []).map((alias) => ({ ...meta, path: alias, canonical: p.path }))];
});

/** The information pages' metadata, from their content entries (src/content/pages/). */
const infoPagesMeta: readonly PageMeta[] = infoPages.map((p) =>
  pageMetaSchema.parse({ path: p.path, title: p.data.title, description: p.data.description }),
);

/** Every page's metadata: the registry above and the product and information pages' entries. */
export const allPages: readonly PageMeta[] = [
  ...Object.values(pages as Record<string, PageMeta>),
  ...productPagesMeta,
  ...infoPagesMeta,
];

/** Routes that are real, indexable pages (the sitemap lists exactly these). */
export const indexableRoutes: string[] = allPages
  .filter((p) => !p.canonical && !p.noindex && p.path !== '/404')
  .map((p) => p.path);

/** Every route that must answer 200 (aliases included). */
export const allRoutes: string[] = allPages.filter((p) => p.path !== '/404').map((p) => p.path);

/** Routes whose contact section embeds the map: the only ones whose policy admits its frame. */
export const mapRoutes: string[] = allPages.filter((p) => p.showsMap).map((p) => p.path);
