/**
 * What both enquiry adapters (contact-api.ts, contact-form.ts) check on the HTTP request before
 * the enquiry core sees it: whether it comes from another site, its body within a size cap, and
 * the client's address.
 */
import { MIMEType } from 'node:util';
import { clientAddressOf } from './client-address.ts';
import type { ContactRequestContext, ContactSettings } from './enquiry-core.ts';
import { defaultPort, hostAndPort, hostnameOf, isLoopbackHostname } from './protocol.ts';

const MAX_BODY_BYTES = 16 * 1024;
/**
 * A native form post carries the same fields percent-encoded: every byte beyond ASCII becomes
 * three, so the same 16 KB of text may need up to three times as many bytes on the wire.
 */
export const MAX_FORM_BODY_BYTES = 3 * MAX_BODY_BYTES;

/**
 * A host as the server compares it, read as the page router reads Host (`hostAndPort`): lower
 * case, without the trailing dot of its fully qualified form (`www.example.` is `www.example`),
 * with the scheme's default port spelled out. null when it is no host name at all.
 */
function comparableHost(host: string, protocol: string): string | null {
  const parsed = hostAndPort(host);
  if (!parsed?.hostname) return null;
  return `${parsed.hostname}:${parsed.port ?? defaultPort(protocol)}`;
}

/**
 * Whether a request comes from another site (cross-site request forgery). Trusted: SITE_URL's
 * origin and ALLOWED_HOSTS on it; a loopback origin only when it is the very origin the request
 * was addressed to (a local run; not another local app on another port). The Host header itself
 * is never trusted as an origin: with DNS rebinding an attacker's page is served under the
 * attacker's host name. Hosts are compared normalised (comparableHost): a host the server serves
 * pages for is also accepted as the origin of what those pages send.
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
  // Nothing but an origin: no path, query or user (a default port spelled out is the same origin).
  const written = origin.trim().toLowerCase().replace(/\/$/, '');
  const port = `:${defaultPort(parsed.protocol)}`;
  if (parsed.origin === 'null' || parsed.origin !== (written.endsWith(port) ? written.slice(0, -port.length) : written))
    return true;
  const site = new URL(settings.siteUrl);
  const from = comparableHost(parsed.host, parsed.protocol);
  if (from === null) return true;
  if (parsed.protocol === site.protocol) {
    // SITE_URL's host and each ALLOWED_HOSTS entry, on the site's port or the entry's own, as
    // the page router admits them (createHostCheck).
    const sitePort = site.port || defaultPort(site.protocol);
    for (const entry of [site.host, ...(settings.allowedHosts ?? '').split(',')]) {
      const trusted = entry.trim() === '' ? null : comparableHost(entry, site.protocol);
      if (trusted === null) continue;
      if (from === trusted || from === `${trusted.slice(0, trusted.lastIndexOf(':'))}:${sitePort}`) return false;
    }
  }
  // A local run (`npm start`, `astro dev`): the page's own loopback origin, same host and port.
  const host = request.headers.get('host') ?? '';
  const hostname = hostnameOf(host.trim().toLowerCase());
  return !(hostname !== null && isLoopbackHostname(hostname) && comparableHost(host, parsed.protocol) === from);
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

/**
 * A request body's bytes, at most `maxBytes` of them: `over` when it has more (declared or
 * streamed), then `bytes` is what came within the cap (nothing when the client waits for a
 * go-ahead it never got, or `readOver` is false and the declared length is over).
 */
export type BodyBytes = { bytes: Buffer; over: boolean; aborted?: true };

/** Whether the client waits for `100 Continue` before it sends its body (RFC 9110 §10.1.1). */
export const awaitsGoAhead = (request: Request) => /\b100-continue\b/i.test(request.headers.get('expect') ?? '');

/**
 * Reads a body's bytes up to `maxBytes`. A body declared over the cap is read (its first
 * `maxBytes`) only with `readOver` and when the client is sending it anyway (no
 * `Expect: 100-continue`), so a refusal can still give back what came.
 */
export async function readBodyBytes(request: Request, maxBytes: number, readOver = false): Promise<BodyBytes> {
  const declared = request.headers.get('content-length');
  const declaredOver = declared !== null && Number(declared) > maxBytes;
  if (declaredOver && (!readOver || awaitsGoAhead(request))) return { bytes: Buffer.alloc(0), over: true };
  if (!request.body) return { bytes: Buffer.alloc(0), over: false };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      return { bytes: Buffer.concat(chunks), over: false, aborted: true };
    }
    const { done, value } = step;
    if (done) break;
    if (size + value.byteLength > maxBytes) {
      chunks.push(value.subarray(0, maxBytes - size));
      await reader.cancel().catch(() => {});
      return { bytes: Buffer.concat(chunks), over: true };
    }
    size += value.byteLength;
    chunks.push(value);
  }
  return { bytes: Buffer.concat(chunks), over: declaredOver };
}

/** Reads at most `maxBytes` as UTF-8, checking Content-Length first and the streamed size after. */
export async function readBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const body = await readBodyBytes(request, maxBytes);
  if (body.aborted) return { ok: false, status: 400, aborted: true };
  if (body.over) return { ok: false, status: 413 };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(body.bytes) };
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

/**
 * The first member name that occurs twice in one object of a JSON text (`{"a":1,"a":2}`, also
 * spelt with different escapes, `"a"` and `"\u0061"`); null when every name is once per object.
 * `JSON.parse` keeps the last of two and a reader of the same text elsewhere might keep the first,
 * so such a text is ambiguous (like a form field sent twice, parseFormBody). Only for a text
 * `JSON.parse` accepted: it walks the tokens, reading each string whole.
 */
export function duplicateJsonKey(text: string): string | null {
  /** Per open container: the member names of an object so far, null for an array. */
  const open: (Set<string> | null)[] = [];
  let expectName = false;
  for (let at = 0; at < text.length; at++) {
    const c = text[at];
    if (c === '{' || c === '[') {
      open.push(c === '{' ? new Set() : null);
      expectName = c === '{';
    } else if (c === '}' || c === ']') open.pop();
    else if (c === ',') expectName = open.at(-1) instanceof Set;
    else if (c === '"') {
      let end = at + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const names = open.at(-1);
      if (expectName && names) {
        const name = JSON.parse(text.slice(at, end + 1)) as string;
        if (names.has(name)) return name;
        names.add(name);
        expectName = false;
      }
      at = end;
    }
  }
  return null;
}

/** `text` with `+` as a space and every well-formed `%XX` as its byte; anything else as it is. */
function percentDecodedBytes(text: string): Buffer {
  const latin1 = text
    .replaceAll('+', ' ')
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1');
}

/**
 * A decoder for a declared charset: UTF-8 for none, for one the Encoding Standard does not know,
 * and for UTF-16, which no form is sent in (the URL Standard's "output encoding": a form's
 * UTF-16 is sent as UTF-8, and an urlencoded body is ASCII on the wire anyway).
 */
function lenientDecoder(charset: string | undefined): TextDecoder {
  try {
    const decoder = new TextDecoder(charset ?? 'utf-8');
    return decoder.encoding.startsWith('utf-16') ? new TextDecoder('utf-8') : decoder;
  } catch {
    return new TextDecoder('utf-8');
  }
}

/**
 * What a visitor typed into a post the form route refuses, as far as it can be decoded: a
 * urlencoded body in its declared charset (a malformed escape kept as written, bytes that are no
 * text in that charset as U+FFFD), a multipart body's text fields, a `text/plain` form's lines.
 * A field sent twice keeps its first value. Anything else (another type, a compressed body)
 * gives nothing. Never used to store an enquiry: only to give the form back filled.
 */
export async function typedFormFields(bytes: Buffer, contentType: string): Promise<Map<string, string>> {
  const type = mediaTypeOf(contentType);
  const fields = new Map<string, string>();
  const keep = (name: string, value: string) => {
    if (!fields.has(name)) fields.set(name, value);
  };
  if (type === null || bytes.length === 0) return fields;
  const decoder = lenientDecoder(type.charset);
  if (type.essence === 'application/x-www-form-urlencoded') {
    for (const pair of bytes.toString('latin1').split('&')) {
      const eq = pair.indexOf('=');
      if (pair === '' || eq === 0) continue;
      const [name, value] = eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
      keep(decoder.decode(percentDecodedBytes(name)), decoder.decode(percentDecodedBytes(value)));
    }
  } else if (type.essence === 'text/plain') {
    for (const line of decoder.decode(bytes).split(/\r?\n/)) {
      const eq = line.indexOf('=');
      if (eq > 0) keep(line.slice(0, eq), line.slice(eq + 1));
    }
  } else if (type.essence === 'multipart/form-data') {
    try {
      const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
      for (const [name, value] of form) if (typeof value === 'string') keep(name, value);
    } catch {
      // A multipart body cut at the cap, or malformed: nothing to give back.
    }
  }
  return fields;
}

/** A Content-Type's media type (lower-case `type/subtype`) and declared charset; null when malformed. */
function mediaTypeOf(contentType: string): { essence: string; charset: string | undefined } | null {
  try {
    const parsed = new MIMEType(contentType);
    return { essence: parsed.essence, charset: parsed.params.get('charset') ?? undefined };
  } catch {
    return null;
  }
}

/**
 * Whether a declared charset is UTF-8: none declared, or any label the Encoding Standard gives
 * for UTF-8 (`utf-8`, `UTF8`, `unicode-1-1-utf-8` …). Both enquiry routes read UTF-8 only (the
 * form's page is UTF-8, and JSON between systems is UTF-8, RFC 8259 §8.1); a body declared in
 * any other charset is refused with 415, never read as if it were UTF-8.
 */
function isUtf8Charset(charset: string | undefined): boolean {
  if (charset === undefined) return true;
  try {
    return new TextDecoder(charset).encoding === 'utf-8';
  } catch {
    return false; // no charset the Encoding Standard knows
  }
}

/** Whether a form post's Content-Type is urlencoded in UTF-8 (a declared other charset is refused). */
export function isUtf8FormType(contentType: string): boolean {
  const type = mediaTypeOf(contentType);
  return type?.essence === 'application/x-www-form-urlencoded' && isUtf8Charset(type.charset);
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

/** Whether a JSON API request's Content-Type is JSON, in whatever charset. */
export function isJsonType(contentType: string): boolean {
  return mediaTypeOf(contentType)?.essence === 'application/json';
}

/** Whether a JSON API request's Content-Type is JSON in UTF-8 (none declared, or UTF-8). */
export function isUtf8JsonType(contentType: string): boolean {
  const type = mediaTypeOf(contentType);
  return type?.essence === 'application/json' && isUtf8Charset(type.charset);
}

/**
 * The on-demand routes that read a body: each one's cap and the Content-Type it reads (anything
 * else is refused with 415 before a byte is read).
 */
const BODY_ROUTES: Readonly<Record<string, { cap: number; accepts: (contentType: string) => boolean }>> = {
  '/api/contact': { cap: MAX_BODY_BYTES, accepts: isUtf8JsonType },
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
