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
 * scripts/compress.ts: brotli first, then gzip; null for identity. Honours `;q=0`.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
