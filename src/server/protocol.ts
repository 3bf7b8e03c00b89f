/**
 * HTTP protocol edges of the production server (src/server/main.ts), as small pure helpers:
 *
 * - which Host names the site answers to (DNS rebinding: a page on an attacker's domain that
 *   resolves to this server must not be served as if it were ours);
 * - the request id: a client's `X-Request-Id` only in a safe format, else a fresh one.
 *
 * Static files, with Range and conditional requests, are static-files.ts.
 */
import { randomUUID } from 'node:crypto';

/**
 * The Allow header of a resource that serves `methods`: OPTIONS is answered wherever a resource
 * exists (RFC 9110 §9.3.7), so it is one of them.
 */
export const allowOf = (methods: readonly string[]) => [...methods, 'OPTIONS'].join(', ');

/** The Allow header of a page, an asset and /healthz. */
export const PAGE_METHODS = allowOf(['GET', 'HEAD']);

/** The HTTP versions this server speaks: HTTP/1.0 and HTTP/1.1 (RFC 9112). */
export const isServedVersion = (major: number, minor: number) => major === 1 && (minor === 0 || minor === 1);

/**
 * The status of the answer to a request Node could not read, by its parser's error code: headers
 * too large 431, too slow 408, a method Node does not know (`BREW`, `get`) 501 (no method this
 * site serves), a version it does not read (`HTTP/1.2`, `HTTP/3.0`, HTTP/2's preface) 505 like
 * every version other than 1.0 and 1.1, anything else 400.
 */
export function clientErrorStatus(code: string | undefined): number {
  const byCode: Record<string, number> = {
    HPE_HEADER_OVERFLOW: 431,
    ERR_HTTP_REQUEST_TIMEOUT: 408,
    HPE_INVALID_METHOD: 501,
    HPE_INVALID_VERSION: 505,
    // HTTP/2's connection preface (`PRI * HTTP/2.0`), a client speaking HTTP/2 without asking.
    HPE_PAUSED_H2_UPGRADE: 505,
  };
  return (code !== undefined && Object.hasOwn(byCode, code) ? byCode[code] : undefined) ?? 400;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The client's X-Request-Id when it has a safe format (no junk in logs, no collisions by design), else a UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * The host name (lower-cased, without trailing dot) and port of a Host header or authority;
 * null when malformed. The port is kept as written, so a non-canonical one (`0080`) never equals
 * a port number's spelling.
 */
function hostAndPort(host: string): { hostname: string; port: string | undefined } | null {
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
  const sitePort = site.port || (site.protocol === 'https:' ? '443' : '80');
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
