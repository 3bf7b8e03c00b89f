/**
 * HTTP protocol edges of the production server (src/server/main.ts), as small pure helpers:
 *
 * - which Host names the site answers to (DNS rebinding: a page on an attacker's domain that
 *   resolves to this server must not be served as if it were ours);
 * - the request id: always the server's own (a fresh UUID); a client's `X-Request-Id` is only
 *   noted beside it, and only in a safe format.
 *
 * Static files, with Range and conditional requests, are static-files.ts.
 */
import { randomUUID } from 'node:crypto';
import { requestLineParts } from './request-framing.ts';

/**
 * The Allow header of a resource that serves `methods`: OPTIONS is answered wherever a resource
 * exists (RFC 9110 §9.3.7), so it is one of them.
 */
export const allowOf = (methods: readonly string[]) => [...methods, 'OPTIONS'].join(', ');

/** The Allow header of a page, an asset and /healthz. */
export const PAGE_METHODS = allowOf(['GET', 'HEAD']);

/** The HTTP versions this server speaks: HTTP/1.0 and HTTP/1.1 (RFC 9112). */
export const isServedVersion = (major: number, minor: number) => major === 1 && (minor === 0 || minor === 1);

/** What Node's parser tells about a request it could not read (its `clientError`). */
export interface ParserError {
  code?: string;
}

/**
 * The code of the refusal of a request Node's parser read but whose request line is not exactly
 * the grammar's (request-framing.ts): it is answered as a request Node could not read.
 */
export const MALFORMED_REQUEST = 'ERR_MALFORMED_REQUEST';

/**
 * The status of the answer to a request Node could not read (or read from a malformed request
 * line), given its request line as sent (`line`, without its CRLF; null when it had not ended).
 * The rule: a status that names a part of the request (501 its method, 505 its version) is
 * given only when the request line is exactly `method SP request-target SP HTTP-version`
 * (RFC 9112 §3), so that part is really what the server does not serve; every malformed request
 * is 400 (RFC 9112 §2.2, §3), whatever the parser stumbled on first. So:
 *
 * - headers too large 431, too slow 408;
 * - a well-formed request line with a method Node does not know (`BREW`, `get`, `PRI` in
 *   HTTP/1.1): 501;
 * - a well-formed request line with a version other than 1.0 and 1.1 (`HTTP/1.2`, `HTTP/3.0`),
 *   and HTTP/2's preface: 505, like every version this server does not speak;
 * - anything else 400: a line that is no request line (`GARBAGE`), a request line ended by a
 *   bare LF, with a doubled or stray space, a tab, no version, a version that is not `d.d`, and
 *   a line that has not ended when the parser failed (what it would have been cannot be known;
 *   a client writes a request line at once, so this is a request cut off or trickled).
 */
export function clientErrorStatus(err: ParserError, line: string | null = null): number {
  const parts = line === null ? null : requestLineParts(line);
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    // HTTP/2's connection preface (`PRI * HTTP/2.0`), a client speaking HTTP/2 without asking.
    case 'HPE_PAUSED_H2_UPGRADE':
      return 505;
    case 'HPE_INVALID_METHOD':
      return parts ? 501 : 400;
    case 'HPE_INVALID_VERSION':
      if (!parts) return 400;
      // A well-formed line of a version it serves: then what Node refused is the method
      // (`PRI / HTTP/1.1`, HTTP/2's preface method, is read no other way).
      return isServedVersion(parts.major, parts.minor) ? 501 : 505;
    default:
      return 400;
  }
}

/**
 * Whether the server reads a request's body in the transfer coding it names: none, or `chunked`
 * alone (any case, surrounding spaces). Any other coding in the list (`gzip, chunked`) is one the
 * server does not implement (RFC 9112 §6.1: 501), so its body is never read as if it were plain.
 * Node's parser refuses the malformed lists itself (`chunked` not last, two headers: 400).
 */
export function transferCodingReadable(header: string | undefined): boolean {
  return header === undefined || header.trim().toLowerCase() === 'chunked';
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The client's X-Request-Id when it has a safe format (no junk in logs or headers), else
 * undefined. It is only ever a note beside the request's own id (`newRequestId`): a client must
 * not choose the id under which its request is logged and its enquiry stored, or it could give
 * its request the id of another one.
 */
export function clientRequestIdOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SAFE_REQUEST_ID.test(value) ? value : undefined;
}

/** A request's own id, chosen by the server alone: unique per request, whatever the client sent. */
export const newRequestId = (): string => randomUUID();

/** The port a scheme's URLs have when they name none. */
export const defaultPort = (protocol: string) => (protocol === 'https:' ? '443' : protocol === 'http:' ? '80' : '');

/**
 * The host name (lower-cased, without trailing dot) and port of a Host header or authority;
 * null when malformed. The port is kept as written, so a non-canonical one (`0080`) never equals
 * a port number's spelling.
 */
export function hostAndPort(host: string): { hostname: string; port: string | undefined } | null {
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  if (!m) return null;
  return { hostname: m[1]!.replace(/\.$/, ''), port: m[2] };
}

/** The host name of a Host header, lower-cased, without port and trailing dot; null when malformed. */
export function hostnameOf(host: string): string | null {
  return hostAndPort(host)?.hostname ?? null;
}

export function isLoopbackHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * Decides whether a Host header names this site: SITE_URL's host, ALLOWED_HOSTS, or loopback
 * (local runs, health checks on the machine), each with no port, SITE_URL's port (its scheme's
 * default when it names none), the port the request arrived on (`serverPort`), or for an
 * ALLOWED_HOSTS entry written with a port, that port. Any other port, a malformed one or a
 * missing Host does not name the site.
 */
export function createHostCheck(siteUrl: string, allowedHosts: string) {
  const site = new URL(siteUrl);
  const sitePort = site.port || defaultPort(site.protocol);
  /** Each allowed host name with the ports only its entries name. */
  const allowed = new Map<string, Set<string>>();
  for (const entry of [site.host, ...allowedHosts.split(',')].map((h) => h.trim()).filter(Boolean)) {
    const parsed = hostAndPort(entry) ?? { hostname: entry.toLowerCase(), port: undefined };
    const ports = allowed.get(parsed.hostname) ?? new Set<string>();
    if (parsed.port !== undefined) ports.add(parsed.port);
    allowed.set(parsed.hostname, ports);
  }
  return (host: string | undefined, serverPort?: number): boolean => {
    const parsed = host === undefined ? null : hostAndPort(host);
    if (parsed === null) return false;
    const ports = allowed.get(parsed.hostname) ?? (isLoopbackHostname(parsed.hostname) ? new Set<string>() : null);
    if (ports === null) return false;
    const { port } = parsed;
    return port === undefined || port === sitePort || port === String(serverPort) || ports.has(port);
  };
}
