/**
 * Every route of the site with its German title and description: the single registry that
 * layouts, the sitemap test and the route crawl read. The product pages and every other page
 * with a content entry bring theirs in it. Lengths are checked by
 * `pageMetaSchema` (and a unit test) so that search engines show them uncut.
 */
import { z } from 'zod';
import { typesetDeep } from '../lib/typography.ts';
import { company, origin } from './site.ts';
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

/** The routes that are not content entries yet: the product overview and the enquiry's answer. */
export const pages = typesetDeep({
  produkte: {
    path: '/produkte',
    title: `Unsere Produkte: Betten, Matratzen, Topper | ${company.shortName}`,
    description: `Im Überblick: ${origin.madeInGermany} aus unserer Manufaktur in Deutschland und Wasserbetten unserer Eigenmarke.`,
  },
  kontaktGesendet: {
    path: '/kontakt/gesendet',
    title: `Nachricht gesendet | ${company.name}`,
    description:
      'Vielen Dank für Ihre Nachricht. Wir melden uns bald bei Ihnen – in der Regel innerhalb eines Werktags, telefonisch oder per E-Mail.',
    noindex: true,
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

/**
 * The other pages' metadata, from their content entries (src/content/pages/), each followed by
 * the further routes it names (`alsoAt`). A page with the contact section embeds the map.
 */
const infoPagesMeta: readonly PageMeta[] = infoPages.flatMap((p) => {
  const showsMap = p.data.sections.some((s) => s.kind === 'contact') ? { showsMap: true } : {};
  return [p.data, ...(p.data.alsoAt ?? [])].map((m, i) =>
    pageMetaSchema.parse({
      path: i === 0 ? p.path : (m as { path: string }).path,
      title: m.title,
      description: m.description,
      ...showsMap,
    }),
  );
});

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
