/**
 * Who a client is, for limits. One IPv6 subscriber gets a whole /64 (and can rotate through its
 * 2^64 addresses at will), so every limit keyed by client counts an IPv6 address by its /64; an
 * IPv4 address counts by itself. Connection caps also count by network (a /24 or a /64), so a few
 * neighbouring addresses cannot together hold every connection.
 *
 * The client is the TCP peer; behind a reverse proxy (TRUST_PROXY=true) the rightmost
 * `X-Forwarded-For` entry, the one the proxy appended. That header is only trustworthy when the
 * app port is reachable from the proxy alone (docs/deploy.md): a client reaching the port
 * directly could name any address.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.replace(/%.*$/, ''); // zone id (fe80::1%eth0)
  if (!isIPv6(plain)) return null;
  let text = plain.toLowerCase();
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...(tail !== undefined ? Array<string>(missing).fill('0') : []), ...right];
  return groups.map((g) => parseInt(g, 16));
}

/** The IPv4 address an address stands for (plain, or IPv4-mapped IPv6), or null. */
function ipv4Of(address: string): string | null {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (groups && groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

function prefix64(groups: number[]): string {
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The key a rate limit counts a client by: an IPv4 address itself, an IPv6 address's /64. */
export function rateLimitSubject(address: string): string {
  const v4 = ipv4Of(address);
  if (v4) return v4;
  const groups = ipv6Groups(address);
  return groups ? prefix64(groups) : address;
}

/** The network a connection cap counts an address in: its /24 (IPv4) or /64 (IPv6). */
export function networkOf(address: string): string {
  const v4 = ipv4Of(address);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(address);
  return groups ? prefix64(groups) : address;
}

/** Whether an address is a loopback address (127.0.0.0/8, ::1, IPv4-mapped loopback). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = ipv4Of(address);
  if (v4) return v4.startsWith('127.');
  const groups = ipv6Groups(address);
  return groups !== null && groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1;
}

/**
 * A proxy header's rightmost entry, trimmed: the one the trusted proxy wrote. A proxy that
 * appends (X-Forwarded-For, X-Forwarded-Proto) leaves the client's own claims on the left.
 */
export function proxyEntry(value: string | string[] | null | undefined): string | undefined {
  if (!value) return undefined;
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined.split(',').at(-1)?.trim() || undefined;
}

/**
 * The address a forwarded entry names, in the spellings proxies write: `192.0.2.1`,
 * `192.0.2.1:1234`, `2001:db8::1`, `[2001:db8::1]`, `[2001:db8::1]:443`; null for anything else.
 * A port (the client's, different for every connection) never reaches a limit's key.
 */
export function forwardedAddress(entry: string): string | null {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  const candidate = bracketed ? bracketed[1]! : (/^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text)?.[1] ?? text);
  return isIPv4(candidate) || ipv6Groups(candidate) !== null ? candidate : null;
}

/**
 * The client's address: the TCP peer, or behind a trusted proxy the rightmost X-Forwarded-For
 * entry (the proxy appends the address it saw; anything left of it is the client's own claim).
 * An entry that names no address (a proxy's odd spelling) counts as the peer, never as free text
 * that would make every spelling a client of its own.
 */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | string[] | null | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const last = proxyEntry(forwardedFor);
    const address = last === undefined ? null : forwardedAddress(last);
    if (address) return address;
  }
  return peer ?? 'unknown';
}
