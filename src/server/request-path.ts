/**
 * Which part of the server a request path goes to, decided once before anything else reads it.
 *
 * The rule is an allow-list: only the exact dynamic routes (`ON_DEMAND_ROUTES`, spelt exactly,
 * byte for byte) reach the Astro handler; `/healthz` is the server's own; every other path is a
 * static file of the build or 404. Nothing is routed by prefix, so no spelling of a path can reach
 * an Astro route (the image endpoint, a future API) that is not on the list.
 *
 * Before routing, a path that could mean another path once something decodes it is refused as
 * naming no file (the not-found page, 404): a dot segment (`.` or `..`) or a backslash or slash
 * inside a segment, in any spelling a decoder along the way might undo: percent-encoded once or
 * several times (`%2e`, `%252e`), as overlong or otherwise invalid UTF-8 (`%c0%ae`), or as a
 * compatibility form that Unicode normalisation turns into a dot or slash (full-width `．`).
 * Control characters and malformed percent escapes are refused too. So "the path the server
 * routed" and "the path any later layer sees" are always the same path.
 */
import { allowOf } from './protocol.ts';

/** The routes Astro renders on demand, with the methods each answers. */
export const ON_DEMAND_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/api/contact': ['POST'],
  '/kontakt/senden': ['GET', 'HEAD', 'POST'],
};

/** Every method the server serves somewhere (the Allow of `OPTIONS *`). */
export const SERVER_METHODS = allowOf([...new Set(['GET', 'HEAD', ...Object.values(ON_DEMAND_ROUTES).flat()])]);

export type RouteDecision =
  /** A path that cannot name a file: not found (404) before routing. */
  | { kind: 'bad' }
  /** The asterisk-form target `*`: the server itself (only `OPTIONS *` asks about it). */
  | { kind: 'server' }
  | { kind: 'health' }
  /** An on-demand route; `allowed` false means 405 with `allow` (its Allow header). */
  | { kind: 'app'; route: string; allowed: boolean; allow: string }
  | { kind: 'static' };

/** How many layers of percent-encoding are undone when looking for a hidden dot segment. */
const MAX_DECODE_DEPTH = 4;

/** One layer of percent-decoding as UTF-8; null when malformed (invalid or overlong UTF-8). */
function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Whether a decoded path segment is unsafe: a dot segment, or a separator inside a segment. */
function unsafeSegment(segment: string): boolean {
  const forms = new Set([segment, segment.normalize('NFKC')]);
  for (const form of forms) {
    if (form === '.' || form === '..') return true;
    if (form.includes('/') || form.includes('\\')) return true;
    // eslint-disable-next-line no-control-regex -- control characters are the point
    if (/[\u0000-\u001f\u007f]/.test(form)) return true;
  }
  return false;
}

/**
 * Whether a raw request path is safe to route: every segment, at every decoding depth, is
 * neither a dot segment nor hides a separator, and every escape is well-formed UTF-8.
 */
export function isSafePath(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  // A raw backslash: some layers read it as a slash.
  if (pathname.includes('\\')) return false;
  for (const raw of pathname.slice(1).split('/')) {
    let segment = raw;
    for (let depth = 0; ; depth++) {
      if (unsafeSegment(segment)) return false;
      if (!segment.includes('%')) break;
      if (depth === MAX_DECODE_DEPTH) return false; // encoded deeper than anyone legitimately does
      const next = decodeOnce(segment);
      if (next === null) return false;
      segment = next;
    }
  }
  return true;
}

/** Decides where a request goes, from its method and raw target (path and query). */
export function routeRequest(method: string, target: string): RouteDecision {
  if (target === '*') return { kind: 'server' };
  const q = target.indexOf('?');
  const pathname = q === -1 ? target : target.slice(0, q);
  if (!isSafePath(pathname)) return { kind: 'bad' };
  if (pathname === '/healthz') return { kind: 'health' };
  const methods = Object.hasOwn(ON_DEMAND_ROUTES, pathname) ? ON_DEMAND_ROUTES[pathname] : undefined;
  if (methods) return { kind: 'app', route: pathname, allowed: methods.includes(method), allow: allowOf(methods) };
  return { kind: 'static' };
}

/**
 * An absolute-form request target (RFC 9112 §3.2.2, `http://host/path?query`) as its authority
 * and the origin-form target it names (`/path?query`, `/` for an empty path); null for any other
 * form. The path is taken as written, never normalised, so it is routed like any other.
 */
export function absoluteForm(target: string): { authority: string; target: string } | null {
  const m = /^https?:\/\/([^/?#]*)([^#]*)$/i.exec(target);
  if (!m) return null;
  const rest = m[2]!;
  return { authority: m[1]!, target: rest.startsWith('/') ? rest : `/${rest}` };
}

/**
 * The path of a request target as sent, in origin- or absolute-form (any scheme), without its
 * query or fragment; `/` for an absolute-form target with an empty path. Read from the target
 * whether or not it is in a form the server serves, so a refusal of a malformed target still
 * knows whose namespace it was meant for.
 */
export function pathOfTarget(target: string): string {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  const rest = authority ? target.slice(authority[0].length) : target;
  const end = rest.search(/[?#]/);
  const path = end === -1 ? rest : rest.slice(0, end);
  return authority && path === '' ? '/' : path;
}

/**
 * Whether a request target is in the JSON API's namespace: the path `/api` and everything under
 * it, in any form of target. Every answer there is JSON with its precise status (error-answers.ts).
 * Dot segments (`.`, `..`, also as `%2e`) are resolved first (RFC 3986 §5.2.4), so `/api/../kontakt`
 * is a spelling of `/kontakt`, not a path of the API.
 */
export function isApiTarget(target: string | null | undefined): boolean {
  if (!target) return false;
  const segments: string[] = [];
  for (const segment of pathOfTarget(target).split('/').slice(1)) {
    const dots = segment.replace(/%2e/gi, '.');
    if (dots === '..') segments.pop();
    else if (dots !== '.') segments.push(segment);
  }
  const path = `/${segments.join('/')}`;
  return path === '/api' || path.startsWith('/api/');
}

/** A request target in a form the server reads (RFC 9112 §3.2). */
export type RequestTarget =
  { form: 'origin'; target: string } | { form: 'absolute'; authority: string; target: string } | { form: 'asterisk' };

/**
 * The form of a request target, or null when it is in none its method may use (RFC 9112 §3.2:
 * 400). The rule, in one place:
 *
 * - origin-form, `/path?query`, for every method;
 * - absolute-form, `http://host/path?query` or `https://…`, with a host and without userinfo
 *   (RFC 9110 §4.2.4); any other scheme (`ws:`, `ftp:`) names no resource of this server;
 * - asterisk-form, `*`, for OPTIONS only;
 * - authority-form (`host:port`) is CONNECT's, which Node hands over apart (main.ts answers it
 *   405), so here it is malformed like any other target;
 * - no form has a fragment (`#…`): a client never sends one.
 */
export function requestTarget(method: string, target: string): RequestTarget | null {
  if (target.includes('#')) return null;
  if (target === '*') return method === 'OPTIONS' ? { form: 'asterisk' } : null;
  if (target.startsWith('/')) return { form: 'origin', target };
  const absolute = absoluteForm(target);
  if (!absolute || absolute.authority.includes('@')) return null;
  const host = absolute.authority.replace(/:\d*$/, '');
  return host === '' ? null : { form: 'absolute', ...absolute };
}
