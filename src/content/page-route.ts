/**
 * An information page's route and index entry: what every reader of the information pages needs,
 * the browser included (no dependencies, so an island bundles nothing more).
 */

/**
 * The file's path under src/content/pages/ without '.yaml' is the route ('ueber-uns.yaml' is
 * /ueber-uns, and in a folder, the entry of /kontakt/gesendet): one folder deep at most.
 */
export const pageSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

/** The entry 'index.yaml' is the home page (/). */
export const pagePath = (slug: string) => (slug === 'index' ? '/' : `/${slug}`);

/** Main-nav entries with an order below this one come before the Produkte drop-down. */
export const productsNavOrder = 1;

/** The footer's columns an information page can sit in (the product column lists the products). */
export const footerColumnTitles = ['Unternehmen', 'Service'] as const;

export type FooterColumnTitle = (typeof footerColumnTitles)[number];

/** Where an entry places its page in the navigation. */
export interface PageNav {
  main?: { label: string; order: number };
  footer?: { column: FooterColumnTitle; label: string; order: number; anchor?: string }[];
  /** In the product list (drop-down, mobile menu, footer), after the product pages. */
  products?: { label: string; description: string; image?: string };
  /** In the footer's legal links, by position. */
  legal?: { label: string; order: number };
}

/** What every reader needs of an information page: its route and its nav placement. */
export interface PageIndexEntry {
  slug: string;
  path: string;
  nav: PageNav;
}
