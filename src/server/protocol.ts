/**
 * HTTP protocol edges of the production server (src/server/main.ts), as small pure helpers:
 *
 * - which Host names the site answers to (DNS rebinding: a page on an attacker's domain that
 *   resolves to this server must not be served as if it were ours);
 * - the request id: a client's `X-Request-Id` only in a safe format, else a fresh one;
 * - the static files of the build (to tell "method not allowed" from "not found", and to answer
 *   Range requests on the right file);
 * - Range: one range, suffix ranges (`bytes=-5`) resolved against the file's size; several
 *   ranges, unknown units or a conditional `If-Range` are answered with the whole file (200).
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';

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

/** Every file of the client build by URL path, with its size (the build does not change while serving). */
export function indexStaticFiles(dir: string): Map<string, number> {
  const files = new Map<string, number>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.set('/' + path.relative(dir, full).split(path.sep).join('/'), statSync(full).size);
    }
  };
  try {
    walk(dir);
  } catch {
    // no build: every lookup misses
  }
  return files;
}

/** The decoded path of a request URL (as sirv decodes it). */
export function decodedPathname(url: string): string {
  const raw = url.split(/[?#]/)[0] || '/';
  if (!raw.includes('%')) return raw;
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

/** The file a path is served from without content coding, as sirv looks it up (extensions: html). */
export function lookupStatic(files: Map<string, number>, pathname: string): { file: string; size: number } | null {
  const uri = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const candidate of [uri, `${uri}/index`, `${uri}.html`, `${uri}/index.html`]) {
    if (!candidate) continue;
    const size = files.get(candidate);
    if (size !== undefined) return { file: candidate, size };
  }
  return null;
}

/**
 * A precompressed variant written by scripts/compress.ts, never served under its own name: also
 * with trailing slashes, which the static server strips before its lookup.
 */
export function isPrecompressedVariant(pathname: string): boolean {
  return /\.(br|gz)\/*$/i.test(pathname);
}

export type RangeDecision =
  | { kind: 'none' }
  /** Serve the whole file (200): several ranges, another unit, If-Range, or malformed. */
  | { kind: 'ignore' }
  /** Exactly this byte range of the identity file (end inclusive, within the file). */
  | { kind: 'range'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/** Resolves a Range header against a file of `size` bytes (RFC 9110, section 14). */
export function resolveRange(range: string | undefined, size: number, ifRange?: string): RangeDecision {
  if (range === undefined) return { kind: 'none' };
  if (ifRange !== undefined) return { kind: 'ignore' };
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(range);
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'ignore' };
  if (size === 0) return { kind: 'ignore' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = m[2] === '' ? size - 1 : Number(m[2]);
  if (end < start) return { kind: 'ignore' };
  return { kind: 'range', start, end: Math.min(end, size - 1) };
}

/**
 * Rewrites a GET/HEAD request's Range header so the static server (sirv, which reads only a
 * plain `start-end` and misreads suffix and multi-ranges) answers it correctly: one explicit range
 * of the uncompressed file (Accept-Encoding dropped, so the range and Content-Range refer to the
 * bytes of the file whose size was used), or no Range at all (200 with the whole file).
 * Returns the file's size when the request must be answered 416 (`Content-Range: bytes *\/size`),
 * else null.
 */
export function normaliseRange(req: IncomingMessage, files: Map<string, number>, pathname: string): number | null {
  if (req.headers.range === undefined) return null;
  const found = lookupStatic(files, pathname);
  const ifRange = req.headers['if-range'] as string | undefined;
  const decision = found ? resolveRange(req.headers.range, found.size, ifRange) : { kind: 'ignore' as const };
  switch (decision.kind) {
    case 'range':
      req.headers.range = `bytes=${decision.start}-${decision.end}`;
      delete req.headers['accept-encoding'];
      return null;
    case 'unsatisfiable':
      return found!.size;
    default:
      delete req.headers.range;
      return null;
  }
}
