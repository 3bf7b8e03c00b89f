/**
 * What both enquiry adapters (contact-api.ts, contact-form.ts) check on the HTTP request before
 * the enquiry core sees it: whether it comes from another site, its body within a size cap, and
 * the client's address.
 */
import { clientAddressOf } from './client-address.ts';
import type { ContactRequestContext, ContactSettings } from './enquiry-core.ts';
import { hostnameOf, isLoopbackHostname } from './protocol.ts';

const MAX_BODY_BYTES = 16 * 1024;
/**
 * A native form post carries the same fields percent-encoded: every byte beyond ASCII becomes
 * three, so the same 16 KB of text may need up to three times as many bytes on the wire.
 */
export const MAX_FORM_BODY_BYTES = 3 * MAX_BODY_BYTES;

/**
 * Whether a request comes from another site (cross-site request forgery). Trusted: SITE_URL's
 * origin and ALLOWED_HOSTS on it; a loopback origin only when it is the very origin the request
 * was addressed to (a local run; not another local app on another port). The Host header itself
 * is never trusted as an origin: with DNS rebinding an attacker's page is served under the
 * attacker's host name.
 */
export function isCrossSite(
  request: { headers: Headers },
  settings: Pick<ContactSettings, 'siteUrl' | 'allowedHosts'>,
): boolean {
  if (request.headers.get('sec-fetch-site')?.trim().toLowerCase() === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false; // not a browser form/fetch (browsers send Origin on POST)
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true; // 'null' (sandboxed frames, privacy-sensitive redirects) and junk
  }
  if (parsed.origin === 'null' || `${parsed.origin}` !== origin.trim().toLowerCase().replace(/\/$/, '')) return true;
  const site = new URL(settings.siteUrl);
  if (parsed.origin === site.origin) return false;
  const extra = (settings.allowedHosts ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (parsed.protocol === site.protocol && extra.includes(parsed.host)) return false;
  // A local run (`npm start`, `astro dev`): the page's own loopback origin, same host and port.
  const host = request.headers.get('host')?.trim().toLowerCase() ?? '';
  const hostname = hostnameOf(host);
  return !(hostname !== null && isLoopbackHostname(hostname) && parsed.host === host);
}

/** The client's address: the peer, or behind a trusted proxy the address it forwarded. */
export function clientAddressOfRequest(
  request: Request,
  ctx: ContactRequestContext,
  settings: ContactSettings,
): string {
  return clientAddressOf(ctx.clientAddress, request.headers.get('x-forwarded-for'), settings.trustProxy);
}

export type BodyResult =
  | { ok: true; text: string }
  | { ok: false; status: 400 | 413 }
  /** The client went away mid-upload: nobody is left to read an answer (main.ts logs it). */
  | { ok: false; status: 400; aborted: true };

/** Reads at most `maxBytes` as UTF-8, checking Content-Length first and the streamed size after. */
export async function readBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      return { ok: false, status: 400, aborted: true };
    }
    const { done, value } = step;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, status: 400 };
  }
}

/**
 * The fields of an `application/x-www-form-urlencoded` body, or null when it is not what a
 * browser sends for our form: a malformed percent escape or one that is not UTF-8 (which
 * URLSearchParams would silently turn into U+FFFD and store corrupted), or a field named twice
 * (the JSON path keeps the last value and this one would keep the first; a second honeypot value
 * could hide the first). Unknown fields are ignored.
 */
export function parseFormBody(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  if (text === '') return fields;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const [rawName, rawValue] = eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName.replaceAll('+', ' '));
      value = decodeURIComponent(rawValue.replaceAll('+', ' '));
    } catch {
      return null;
    }
    if (fields.has(name)) return null;
    fields.set(name, value);
  }
  return fields;
}

/** Whether a form post's Content-Type is urlencoded in UTF-8 (a declared other charset is refused). */
export function isUtf8FormType(contentType: string): boolean {
  const [type, ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/x-www-form-urlencoded') return false;
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/^"|"$/g, '');
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

/**
 * The content codings a request body may come in, as the Accept-Encoding of a 415 names them
 * (RFC 9110 §15.5.16): none but identity. Neither the form nor the script compresses what it
 * sends, and a body never inflated is never a decompression bomb.
 */
export const ACCEPTED_BODY_CODINGS = 'identity';

/** Whether a request body comes in a content coding the server reads (none, or `identity`). */
export function hasReadableCoding(headers: Headers): boolean {
  const codings = headers.get('content-encoding');
  if (codings === null) return true;
  return codings.split(',').every((c) => ['', 'identity'].includes(c.trim().toLowerCase()));
}

/** Whether a JSON API request's Content-Type is JSON. */
export function isJsonType(contentType: string): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType);
}

/**
 * The on-demand routes that read a body: each one's cap and the Content-Type it reads (anything
 * else is refused with 415 before a byte is read).
 */
const BODY_ROUTES: Readonly<Record<string, { cap: number; accepts: (contentType: string) => boolean }>> = {
  '/api/contact': { cap: MAX_BODY_BYTES, accepts: isJsonType },
  '/kontakt/senden': { cap: MAX_FORM_BODY_BYTES, accepts: isUtf8FormType },
};

/**
 * Whether a POST to `route` will have its body read, as far as its headers tell: a route that
 * reads one, from this site, of the type and in a coding it reads, and declared within its cap.
 * Only such a request gets the go-ahead of `Expect: 100-continue`; every other one is refused
 * (403, 413, 415) from its headers alone.
 */
export function bodyWillBeRead(
  route: string,
  request: { headers: Headers },
  settings: Pick<ContactSettings, 'siteUrl' | 'allowedHosts'>,
): boolean {
  const target = Object.hasOwn(BODY_ROUTES, route) ? BODY_ROUTES[route] : undefined;
  if (!target) return false;
  const declared = Number(request.headers.get('content-length') ?? 0);
  return (
    declared <= target.cap &&
    !isCrossSite(request, settings) &&
    target.accepts(request.headers.get('content-type') ?? '') &&
    hasReadableCoding(request.headers)
  );
}
