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

/** The methods a page or asset answers. */
export const PAGE_METHODS = 'GET, HEAD';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The client's X-Request-Id when it has a safe format (no junk in logs, no collisions by design), else a UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** The host name of a Host header, lower-cased, without port and trailing dot; null when malformed. */
export function hostnameOf(host: string): string | null {
  const h = host.trim().toLowerCase();
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(h);
  if (!m) return null;
  return m[1]!.replace(/\.$/, '');
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
 * (local runs, health checks on the machine). A request without Host (HTTP/1.0) passes: no
 * browser sends one, and DNS rebinding needs a browser.
 */
export function createHostCheck(siteUrl: string, allowedHosts: string) {
  const allowed = new Set(
    [new URL(siteUrl).hostname, ...allowedHosts.split(',')]
      .map((h) => h.trim())
      .filter(Boolean)
      .map((h) => hostnameOf(h) ?? h.toLowerCase()),
  );
  return (host: string | undefined): boolean => {
    if (host === undefined) return true;
    const hostname = hostnameOf(host);
    return hostname !== null && (allowed.has(hostname) || isLoopbackHostname(hostname));
  };
}
