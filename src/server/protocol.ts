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

/** What Node's parser tells about a request it could not read (its `clientError`). */
export interface ParserError {
  code?: string;
  /** The chunk being parsed when the error came. */
  rawPacket?: Buffer;
  /** How far into `rawPacket` the parser got: the error is at or just before this offset. */
  bytesParsed?: number;
}

/** The rest of a request line from inside its method: the method's rest, SP, target, SP, version, CRLF. */
const LINE_FROM_METHOD = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]* [\x21-\x7e]+ HTTP\/\d\.\d\r\n$/;
/** The rest of a request line from its version on: `HTTP/d.d` and CRLF (RFC 9112 §2.3, §3). */
const LINE_FROM_VERSION = /^HTTP\/(\d)\.(\d)\r\n$/;

/** `packet` from `start` to its next line feed (included); null when the line does not end in it. */
function lineFrom(packet: Buffer, start: number): string | null {
  const end = packet.indexOf(0x0a, start);
  return start < 0 || end === -1 ? null : packet.subarray(start, end + 1).toString('latin1');
}

/**
 * Whether the request line the parser failed in is well-formed (RFC 9112 §3), so what it
 * failed on is the method or version it names, not the line's form. For a method the parser
 * stops at the first byte no method it knows has there (`bytesParsed`); what came before is a
 * prefix of a method it knows, so the line's rest decides. For a version it stops in or after
 * the version, which follows the last `HTTP/` before that point.
 */
function wellFormedLine(err: ParserError): { major: number; minor: number } | null {
  const packet = err.rawPacket;
  const at = err.bytesParsed ?? 0;
  if (!packet || at > packet.length) return null;
  if (err.code === 'HPE_INVALID_METHOD') {
    const rest = lineFrom(packet, at);
    return rest !== null && LINE_FROM_METHOD.test(rest) ? { major: 1, minor: 1 } : null;
  }
  const version = packet.lastIndexOf('HTTP/', Math.min(at, packet.length - 1), 'latin1');
  if (version < 1 || packet[version - 1] !== 0x20) return null;
  const m = LINE_FROM_VERSION.exec(lineFrom(packet, version) ?? '');
  return m ? { major: Number(m[1]), minor: Number(m[2]) } : null;
}

/**
 * The status of the answer to a request Node could not read. The rule: a status that names a
 * part of the request (501 its method, 505 its version) is given only when the request line is
 * well-formed, so that part is really what the server does not serve; every malformed request
 * is 400 (RFC 9112 §2.2, §3), whatever the parser stumbled on first. So:
 *
 * - headers too large 431, too slow 408;
 * - a well-formed request line with a method Node does not know (`BREW`, `get`, `PRI` in
 *   HTTP/1.1): 501;
 * - a well-formed request line with a version other than 1.0 and 1.1 (`HTTP/1.2`, `HTTP/3.0`),
 *   and HTTP/2's preface: 505, like every version this server does not speak;
 * - anything else 400: a line that is no request line (`GARBAGE`), a request line ended by a
 *   bare LF or with a stray space, a version that is not `d.d`, and a line that has not ended
 *   within the chunk the parser failed in (what it would have been cannot be known; a client
 *   writes a request line at once, so this is a request cut off or trickled byte by byte).
 */
export function clientErrorStatus(err: ParserError): number {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    // HTTP/2's connection preface (`PRI * HTTP/2.0`), a client speaking HTTP/2 without asking.
    case 'HPE_PAUSED_H2_UPGRADE':
      return 505;
    case 'HPE_INVALID_METHOD':
      return wellFormedLine(err) ? 501 : 400;
    case 'HPE_INVALID_VERSION': {
      const line = wellFormedLine(err);
      if (!line) return 400;
      // A well-formed line of a version it serves: then what Node refused is the method
      // (`PRI / HTTP/1.1`, HTTP/2's preface method, is read no other way).
      return isServedVersion(line.major, line.minor) ? 501 : 505;
    }
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
