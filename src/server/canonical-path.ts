/**
 * One URL per page. Every page lives at its path without a trailing slash (`/produkte`, and `/`
 * for the home page), the form the canonical links, the sitemap and all internal links use. For
 * request of any method this module decides (main.ts redirects a method other than GET and HEAD with
 * 308, so it is kept):
 *
 * - `/produkte/`, `/produkte/index.html`, `/produkte/index` (and percent-encoded spellings of them): 301 to
 *   `/produkte`, query string kept;
 * - `/sitemap.xml`: 301 to the sitemap index the build writes;
 * - a page spelled with repeated slashes (`//kontakt`, `/produkte//matratzen/`): 301 to the page;
 * - any other path not spelt in its canonical form (`canonicalSpelling`: repeated slashes, a
 *   letter percent-encoded) is not found: a file has one address, too;
 * - `/404`, `/404.html` and their variants: the not-found page with status 404, like every
 *   unknown path (the built `404.html` is not a page of its own);
 * - anything else: passed on to the static files.
 *
 * So the rule is one: a path answers 200 only when it is spelt exactly as the page or file it
 * names; every other spelling of a page redirects to it, and of anything else is not found.
 *
 * A redirect target is always taken from the set of built pages, never from the request, so a
 * Location can never name another host: it starts with exactly one `/` followed by a path
 * character (never `//` or `/\`), and no Host header is ever reflected.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';

export type PathDecision = { kind: 'pass' } | { kind: 'not-found' } | { kind: 'redirect'; location: string };

const SITEMAP_INDEX = '/sitemap-index.xml';

const PASS: PathDecision = { kind: 'pass' };
const NOT_FOUND: PathDecision = { kind: 'not-found' };

/** `/404`, `/404/`, `/404.html`, `/404/index.html`: the not-found page has no URL of its own. */
const NOT_FOUND_PAGE = /^\/404(?:\.html|\/(?:index(?:\.html)?)?)?$/i;

/** The only form of Location this module ever sends: one slash, then a path character. */
const SAFE_LOCATION = /^\/(?:[A-Za-z0-9\-._~%]|$)/;

/** The pages of a build, whatever it holds now: `/` is `index.html`, `/a/b` is `a/b/index.html`. */
export interface Pages {
  has(page: string): boolean;
}

/** The pages of the build in `clientDir`, looked up on each use (as the static files are). */
export function pagesIn(clientDir: string): Pages {
  return {
    has(page) {
      if (page.split('/').some((segment) => segment === '..' || segment === '.')) return false;
      try {
        return statSync(path.join(clientDir, page, 'index.html')).isFile();
      } catch {
        return false;
      }
    },
  };
}

/** Keeps a query string as sent, with any byte outside printable ASCII percent-encoded. */
export function safeQuery(query: string): string {
  return query.replace(/[^\x21-\x7e]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return ''; // a lone surrogate cannot be encoded; drop it
    }
  });
}

function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** The page a request path spells in a non-canonical way, or null. */
function pageOf(pathname: string, pages: Pages): string | null {
  const plain = decoded(pathname);
  if (plain === null || /[\\]/.test(plain)) return null;
  // `/produkte/index` and `/produkte/index/` too: the static server strips trailing slashes
  // and answers both with produkte/index.html. Repeated slashes name the same page.
  const stripped = plain
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .replace(/\/index(?:\.html)?$/, '')
    .replace(/\/+$/, '');
  const page = stripped === '' ? '/' : stripped;
  return pages.has(page) ? page : null;
}

/**
 * The one spelling of a decoded path: no empty segment, and in each segment exactly the
 * characters RFC 3986 does not allow literally in a path percent-encoded, as UTF-8 in upper-case
 * hex (letters, digits, `-._~`, the sub-delimiters, `:` and `@` stay as they are).
 */
export function canonicalSpelling(plain: string): string {
  return plain
    .replace(/\/{2,}/g, '/')
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (c) => decodeURIComponent(c)))
    .join('/');
}

/** What to do with a GET or HEAD request for `url` (path and query as received). */
export function decidePath(url: string, pages: Pages): PathDecision {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : safeQuery(url.slice(q));
  if (!pathname.startsWith('/')) return PASS;

  const plain = decoded(pathname);
  if (plain !== null && NOT_FOUND_PAGE.test(plain)) return NOT_FOUND;
  if (plain === '/sitemap.xml') return redirect(SITEMAP_INDEX, query);

  const page = pageOf(pathname, pages);
  if (page !== null && page !== pathname) return redirect(page, query);
  // Any other path spelt otherwise than its canonical form (an empty segment, a letter
  // percent-encoded, lower-case hex) would reach the file at a second address.
  if (page === null && plain !== null && canonicalSpelling(plain) !== pathname) return NOT_FOUND;
  return PASS;
}

function redirect(target: string, query: string): PathDecision {
  // Defence in depth: the target comes from the build, but never send anything a browser could
  // read as another host (`//host`, `/\host`).
  if (!SAFE_LOCATION.test(target)) return PASS;
  return { kind: 'redirect', location: `${target}${query}` };
}

/**
 * Sends a permanent redirect to a path decided by `decidePath`: 301 for GET and HEAD, 308 for a
 * method a client must repeat unchanged at the new address (RFC 9110 §15.4.9).
 */
export function sendRedirect(res: ServerResponse, location: string, status: 301 | 308 = 301): void {
  res.statusCode = status;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('Content-Length', '0');
  res.end();
}
