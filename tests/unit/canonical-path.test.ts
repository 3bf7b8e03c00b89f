import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decidePath, pagesIn, safeQuery } from '../../src/server/canonical-path.ts';

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
    expect(decidePath('//evil.example/', new Set(['//evil.example']))).toEqual({ kind: 'pass' });
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
