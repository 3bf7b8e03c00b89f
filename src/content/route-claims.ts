/**
 * Every address of the site belongs to exactly one entry: the route and the further addresses
 * (`aliases`, `alsoAt`) of every product and information page, and the fixed routes the site
 * answers outside the entries (the form's post, the API, health, robots, sitemap). Two entries
 * naming one address would let the build write one page over the other (it only warns), so the
 * content check refuses it, naming both entries and the field.
 */
import { fieldLabels } from './field-labels.ts';
import { ON_DEMAND_ROUTES } from '../server/request-path.ts';

/** One address an entry takes: who takes it (a file, or the site itself) and in which field. */
export interface RouteClaim {
  address: string;
  entry: string;
  field: string;
}

/** Routes the site answers that no content entry makes; no entry may take them. */
export const fixedRoutes: readonly string[] = [
  ...Object.keys(ON_DEMAND_ROUTES),
  '/healthz',
  '/robots.txt',
  '/sitemap-index.xml',
  '/sitemap-0.xml',
];

const fixedEntry = 'die Website selbst (feste Adresse)';

/**
 * The address as the server finds it: the build writes `<route>/index.html` and the server answers
 * the slash form with the same page, and file systems of many machines ignore case, so `/Kontakt/`
 * and `/kontakt` are one address.
 */
export const addressKey = (address: string): string => {
  const key = address.trim().toLowerCase().replace(/\/+$/, '');
  return key === '' ? '/' : key;
};

/** An address taken twice or more: the entries that take it, and one German message naming them. */
export interface RouteClash {
  entries: string[];
  message: string;
}

/** Every address taken twice or more, naming every entry and its field. */
function routeClashes(claims: readonly RouteClaim[]): RouteClash[] {
  const byKey = new Map<string, RouteClaim[]>();
  for (const claim of claims) {
    const key = addressKey(claim.address);
    byKey.set(key, [...(byKey.get(key) ?? []), claim]);
  }
  return [...byKey]
    .filter(([, taken]) => taken.length > 1)
    .map(([key, taken]) => ({
      entries: [...new Set(taken.map((c) => c.entry))],
      message: `Die Adresse ${key} ist mehrfach vergeben: ${taken
        .map((c) => `${c.entry} (Feld „${c.field}“${c.address === key ? '' : `: ${c.address}`})`)
        .join(' und ')}. Jede Adresse darf nur eine Seite haben; bitte eine davon ändern.`,
    }));
}

/** One German message per address taken twice or more. */
export const routeClashProblems = (claims: readonly RouteClaim[]): string[] =>
  routeClashes(claims).map((c) => c.message);

/** The fields of an entry that take addresses. */
interface EntryRoutes {
  file: string;
  path: string;
  aliases?: readonly string[];
  alsoAt?: readonly { path: string }[];
}

const routeField = 'Adresse (Dateiname)';

/** The addresses the entries and the site take. */
export function routeClaims(entries: readonly EntryRoutes[]): RouteClaim[] {
  return [
    ...fixedRoutes.map((address) => ({ address, entry: fixedEntry, field: 'Adresse' })),
    ...entries.flatMap((e) => [
      { address: e.path, entry: e.file, field: routeField },
      ...(e.aliases ?? []).map((address) => ({ address, entry: e.file, field: fieldLabels.aliases ?? 'aliases' })),
      ...(e.alsoAt ?? []).map(({ path }) => ({ address: path, entry: e.file, field: fieldLabels.alsoAt ?? 'alsoAt' })),
    ]),
  ];
}

type ReadProductPage = { slug: string; path: string; data: { aliases?: readonly string[] } };
type ReadInfoPage = { slug: string; path: string; data: { alsoAt?: readonly { path: string }[] } };

/** The addresses taken twice among the product and information pages as the content check has read them. */
export function siteRouteClashes(
  productPages: readonly ReadProductPage[],
  infoPages: readonly ReadInfoPage[],
): RouteClash[] {
  return routeClashes(
    routeClaims([
      ...productPages.map((p) => ({
        file: `src/content/product-pages/${p.slug}.yaml`,
        path: p.path,
        aliases: p.data.aliases,
      })),
      ...infoPages.map((p) => ({ file: `src/content/pages/${p.slug}.yaml`, path: p.path, alsoAt: p.data.alsoAt })),
    ]),
  );
}

/** One German message per address taken twice among the pages. */
export const siteRouteProblems = (productPages: readonly ReadProductPage[], infoPages: readonly ReadInfoPage[]) =>
  siteRouteClashes(productPages, infoPages).map((c) => c.message);
