import { cacheControlFor, preferredEncoding } from '../../src/server/http-headers.ts';

describe('cacheControlFor', () => {
  it('keeps hashed build assets and fonts for a year', () => {
    expect(cacheControlFor('/_astro/client.DPlJosq6.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/_astro/fonts/cb13050e68e771d7.woff2')).toBe('public, max-age=31536000, immutable');
  });
  it('revalidates HTML and unhashed files', () => {
    expect(cacheControlFor('/')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/produkte/index.html')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/img/hero-1200.webp')).toContain('max-age=86400');
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
  });
  it('honours q=0 and missing headers', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
