import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { astroCspConfig } from '../../src/server/csp-policy.ts';
import {
  completePagePolicy,
  inlineHashes,
  parsePolicy,
  routeOfFile,
  routeOfRequest,
  serializePolicy,
} from '../../src/server/security-headers.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineHashes', () => {
  it('hashes executable inline scripts and styles, never data blocks or external scripts', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script type="application/ld+json">{"x":1}</script>',
      '<script type="application/json" id="cfg">{"y":2}</script>',
      '<script src="/x.js"></script>',
      '<style>p{color:red}</style>',
    ].join('');
    const h = inlineHashes(html);
    expect(h.scripts.sort()).toEqual([hash('a()'), hash('b()')].sort());
    expect(h.styles).toEqual([hash('p{color:red}')]);
  });

  it('hashes style attributes as the browser sees them (entities decoded), not text inside scripts', () => {
    const html = `<div style="font-family:&quot;Inter&quot;;width:1px"></div><script>x=' style="no"'</script>`;
    expect(inlineHashes(html).styleAttributes).toEqual([hash('font-family:"Inter";width:1px')]);
  });
});

describe('routes', () => {
  it('maps build files and request paths to the same route', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('kontakt/index.html')).toBe('/kontakt');
    expect(routeOfFile('produkte/topper/index.html')).toBe('/produkte/topper');
    expect(routeOfFile('404.html')).toBe('/404');
    for (const p of ['/kontakt', '/kontakt/', '/kontakt/index.html']) expect(routeOfRequest(p)).toBe('/kontakt');
    expect(routeOfRequest('/')).toBe('/');
    expect(routeOfRequest('/index.html')).toBe('/');
    expect(routeOfRequest('/_astro/a.js')).toBe('/_astro/a.js');
  });
});

describe('policy text', () => {
  it('round-trips and keeps the first of a repeated directive', () => {
    const p = parsePolicy("default-src 'none';script-src 'self' 'sha256-a'; script-src *");
    expect(serializePolicy(p)).toBe("default-src 'none'; script-src 'self' 'sha256-a'");
  });
});

describe('completePagePolicy', () => {
  it("admits the map frame only where the map is, replacing the closed frame-src ('none' alone)", () => {
    const base = "default-src 'self'; frame-src 'none'; script-src 'self'";
    const map = parsePolicy(completePagePolicy(base, '', '/kontakt'));
    expect(map.get('frame-src')).toEqual(['https://www.google.com']);
    const other = parsePolicy(completePagePolicy(base, '', '/agb'));
    expect(other.get('frame-src')).toEqual(["'none'"]);
  });
});

describe('astroCspConfig', () => {
  it('admits no third party without analytics ids, and no unsafe source', () => {
    const cfg = astroCspConfig({});
    const text = JSON.stringify(cfg);
    expect(text).not.toMatch(/google|unsafe/);
    expect(cfg.directives).toContain("default-src 'none'");
    // Everything that would fall back to default-src stays closed.
    for (const directive of ['object-src', 'frame-src', 'child-src', 'worker-src', 'media-src', 'fenced-frame-src']) {
      expect(cfg.directives).toContain(`${directive} 'none'`);
    }
  });

  it('admits the tag manager and analytics hosts only for well-formed configured ids', () => {
    const gtm = astroCspConfig({ PUBLIC_GTM_ID: 'GTM-ABC123' });
    expect(gtm.scriptDirective.resources).toContain('https://*.googletagmanager.com');
    expect(gtm.directives.find((d) => d.startsWith('connect-src'))).toContain('https://*.google-analytics.com');
    const ga4 = astroCspConfig({ PUBLIC_GA4_ID: 'G-ABCDEF12' });
    expect(ga4.scriptDirective.resources).toContain('https://*.googletagmanager.com');
    expect(astroCspConfig({ PUBLIC_GTM_ID: 'not-an-id' }).scriptDirective.resources).toEqual(["'self'"]);
  });
});
