/**
 * Every route of the site with its German title and description: the single registry that
 * layouts, the sitemap test and the route crawl read, derived from the content entries (the
 * product pages and every other page), naming no page by hand. Lengths are checked by
 * `pageMetaSchema` (and a unit test) so that search engines show them uncut.
 */
import { z } from 'zod';
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
 * the further routes it names (`alsoAt`). A page with the contact section embeds the map; an
 * entry marked `noindex` stays out of the sitemap.
 */
const infoPagesMeta: readonly PageMeta[] = infoPages.flatMap((p) => {
  const showsMap = p.data.sections.some((s) => s.kind === 'contact') ? { showsMap: true } : {};
  const noindex = p.data.noindex ? { noindex: true } : {};
  return [p.data, ...(p.data.alsoAt ?? [])].map((m, i) =>
    pageMetaSchema.parse({
      path: i === 0 ? p.path : (m as { path: string }).path,
      title: m.title,
      description: m.description,
      ...showsMap,
      ...noindex,
    }),
  );
});

/** Every page's metadata: the product and information pages' entries. */
export const allPages: readonly PageMeta[] = [...productPagesMeta, ...infoPagesMeta];

/** Routes that are real, indexable pages (the sitemap lists exactly these). */
export const indexableRoutes: string[] = allPages
  .filter((p) => !p.canonical && !p.noindex && p.path !== '/404')
  .map((p) => p.path);

/** Every route that must answer 200 (aliases included). */
export const allRoutes: string[] = allPages.filter((p) => p.path !== '/404').map((p) => p.path);

/** Routes whose contact section embeds the map: the only ones whose policy admits its frame. */
export const mapRoutes: string[] = allPages.filter((p) => p.showsMap).map((p) => p.path);
