import type { ServerResponse } from 'node:http';

/** Headers sent with every response (security and privacy baseline). */
export function setBaseHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
}

/** Cache policy by path: hashed build assets forever, everything else revalidated. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (pathname.startsWith('/img/')) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'public, max-age=0, must-revalidate';
}
