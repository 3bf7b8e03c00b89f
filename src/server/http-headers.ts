/**
 * Cache policy by path: hashed build assets (/_astro/, fonts included) immutable for a year;
 * image variants (stable names, regenerated with their source) a day, then revalidated in the
 * background; HTML and everything else revalidated on every use (ETag, 304).
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (pathname.startsWith('/img/')) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'public, max-age=0, must-revalidate';
}

/**
 * The content coding to send for an Accept-Encoding header among those precompressed by
 * scripts/compress.ts (RFC 9110, section 12.5.3): the accepted coding with the highest q-value,
 * brotli before gzip on a tie; `*` stands for gzip when the header does not name it; q=0 means
 * "not acceptable". null for identity. A malformed q-value counts as 0 (never a reason to send a
 * coding the client may not read).
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const weights = new Map<string, number>();
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*(.*?)\s*$/i.exec(param);
      if (!m) continue;
      q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(m[1]!) ? Number(m[1]) : 0;
    }
    // The first mention of a coding counts (a repeated one cannot raise its weight).
    if (!weights.has(name)) weights.set(name, q);
  }
  // Brotli only when named: `*` from an old client is read as gzip, the safe reading.
  const br = weights.get('br') ?? 0;
  const gzip = weights.get('gzip') ?? weights.get('*') ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}
