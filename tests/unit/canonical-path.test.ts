import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalSpelling, decidePath, pagesIn, safeQuery } from '../../src/server/canonical-path.ts';

const pages = new Set(['/', '/produkte', '/produkte/topper', '/kontakt']);

describe('decidePath', () => {
  it.each([
    ['/produkte/', '/produkte'],
    ['/produkte//', '/produkte'],
    ['/produkte/index.html', '/produkte'],
    ['/produkte/topper/', '/produkte/topper'],
    ['/index.html', '/'],
    ['//', '/'],
    ['/%70rodukte/', '/produkte'],
    ['/kontakt/?interesse=Topper', '/kontakt?interesse=Topper'],
    [
      '/kontakt/?interesse=Beratungstermin%20im%20Showroom&x=1',
      '/kontakt?interesse=Beratungstermin%20im%20Showroom&x=1',
    ],
    ['/sitemap.xml', '/sitemap-index.xml'],
    ['//kontakt', '/kontakt'],
    ['///produkte//topper/', '/produkte/topper'],
  ])('%s answers 301 to %s', (url, location) => {
    expect(decidePath(url, pages)).toEqual({ kind: 'redirect', location });
  });

  it.each([
    '/',
    '/produkte',
    '/produkte/topper',
    '/kontakt?interesse=Topper',
    '/gibt-es-nicht/',
    '/_astro/x.js',
    '/img/',
  ])('%s is served as it is', (url) => {
    expect(decidePath(url, pages)).toEqual({ kind: 'pass' });
  });

  it.each(['/404', '/404/', '/404.html', '/404/index.html', '/404.html?x=1', '/%34%30%34'])(
    '%s answers with the not-found page',
    (url) => {
      expect(decidePath(url, pages)).toEqual({ kind: 'not-found' });
    },
  );

  it('never sends a Location another host could be read from', () => {
    const hostile = [
      '//evil.example/',
      '//evil.example/produkte/',
      '/\\evil.example/',
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
      '/\\/evil.example/produkte/',
      '/produkte/..//evil.example/',
    ];
    for (const url of hostile) {
      const d = decidePath(url, pages);
      if (d.kind === 'redirect') {
        expect(d.location, url).toMatch(/^\/(?![/\\])/);
        expect(d.location, url).not.toContain('evil');
      }
    }
    // Even a page set holding such a path (it cannot come from a build) yields no redirect to it.
    expect(decidePath('//evil.example/', new Set(['//evil.example'])).kind).not.toBe('redirect');
  });

  it.each(['//robots.txt', '/_astro//x.js', '/%5Fastro/x.js', '/_astro/%78.js', '/img/a%2db.avif'])(
    '%s, a file at a second address, is not found',
    (url) => {
      expect(decidePath(url, pages)).toEqual({ kind: 'not-found' });
    },
  );

  it('a path passes exactly when it is spelt canonically; any other spelling of it is not found', () => {
    const segment = fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }).filter((s) => !s.includes('/'));
    const file = fc
      .array(segment, { minLength: 1, maxLength: 4 })
      .map((segments) => `/_files/${segments.join('/')}`)
      .filter((p) => !p.split('/').some((s) => s === '.' || s === '..'));
    fc.assert(
      fc.property(file, fc.nat(), (plain, at) => {
        const spelt = canonicalSpelling(plain);
        expect(decodeURIComponent(spelt)).toBe(plain);
        expect(decidePath(spelt, pages)).toEqual({ kind: 'pass' });
        // Another spelling of the same path: one more slash, or one more character encoded.
        const slash = spelt.replace('/_files/', '/_files//');
        expect(decidePath(slash, pages), slash).toEqual({ kind: 'not-found' });
        const chars = [...spelt];
        // A letter or digit of the path itself, not of an escape (`%C3`).
        const i = chars.findIndex(
          (c, n) => n > 8 + (at % 4) && /[A-Za-z0-9]/.test(c) && chars[n - 1] !== '%' && chars[n - 2] !== '%',
        );
        if (i !== -1) {
          chars[i] = `%${chars[i]!.charCodeAt(0).toString(16).toUpperCase()}`;
          expect(decidePath(chars.join(''), pages), chars.join('')).toEqual({ kind: 'not-found' });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the query string but percent-encodes what a header cannot carry', () => {
    expect(safeQuery('?a=b&c=%20d')).toBe('?a=b&c=%20d');
    expect(safeQuery('?q=ä ö')).toBe('?q=%C3%A4%20%C3%B6');
    expect(decidePath('/produkte/?q=a b', pages)).toEqual({ kind: 'redirect', location: '/produkte?q=a%20b' });
  });
});

describe('pagesIn', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'canonical-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('knows every built page by its path without a trailing slash, as the folder is now', () => {
    for (const p of ['', 'produkte', 'produkte/topper']) {
      mkdirSync(path.join(dir, p), { recursive: true });
      writeFileSync(path.join(dir, p, 'index.html'), '<!doctype html>');
    }
    writeFileSync(path.join(dir, '404.html'), '<!doctype html>');
    mkdirSync(path.join(dir, '_astro'));
    writeFileSync(path.join(dir, '_astro', 'a.js'), '');
    const pages = pagesIn(dir);
    const candidates = ['/', '/produkte', '/produkte/topper', '/404', '/_astro', '/_astro/a.js', '/neu'];
    expect(candidates.filter((p) => pages.has(p))).toEqual(['/', '/produkte', '/produkte/topper']);
    // A page built after start is known at once.
    mkdirSync(path.join(dir, 'neu'));
    writeFileSync(path.join(dir, 'neu', 'index.html'), '<!doctype html>');
    expect(pages.has('/neu')).toBe(true);
  });
});
