/**
 * A product page's route and index entry: what every reader of the product pages needs, the
 * browser included (no dependencies, so an island bundles nothing more).
 */

/** The file name without '.yaml' is the route under /produkte/. */
export const productSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const productPath = (slug: string) => `/produkte/${slug}`;

/** The fields of an entry the index keeps. */
export interface ProductIndexFields {
  interest: string;
  nav: { label: string; description: string; order: number };
  card: { image: string };
}

/** What every reader needs of a product page: its route, nav entry, interest and card artwork. */
export interface ProductIndexEntry extends ProductIndexFields {
  slug: string;
  path: string;
}

export function productIndexEntry(slug: string, { interest, nav, card }: ProductIndexFields): ProductIndexEntry {
  return { slug, path: productPath(slug), interest, nav, card };
}
