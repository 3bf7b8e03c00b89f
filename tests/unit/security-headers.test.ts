import { createHash } from 'node:crypto';
import fc from 'fast-check';
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

/** Text as an HTML parser hands it over: line breaks normalised to LF (what the browser hashes). */
const parsed = (text: string) => text.replace(/\r\n?/g, '\n');
/** Code without `</` (which could end the element) in a few characters that matter to a parser. */
const code = fc.string({
  unit: fc.constantFrom('a', 'b', ' ', '<', '>', '&', 'amp;', '"', "'", '\n', '\r', '=', ';', 'ä', '€'),
});
const hashSources = (policy: string, directive: string) =>
  new Set((parsePolicy(policy).get(directive) ?? []).filter((s) => s.startsWith("'sha")));

describe('a page policy lists exactly the inline scripts and styles of its page', () => {
  const element = fc.oneof(
    fc.record({ kind: fc.constant('script' as const), text: code, type: fc.constantFrom('', ' type="module"') }),
    fc.record({ kind: fc.constant('data' as const), text: code }),
    fc.record({ kind: fc.constant('external' as const), text: code }),
    fc.record({ kind: fc.constant('style' as const), text: code }),
  );
  const render = (e: { kind: string; text: string; type?: string }) =>
    e.kind === 'script'
      ? `<script${e.type}>${e.text}</script>`
      : e.kind === 'data'
        ? `<script type="application/ld+json">${e.text}</script>`
        : e.kind === 'external'
          ? `<script type="module" src="/_astro/x.js">${e.text}</script>`
          : `<style>${e.text}</style>`;
  /** Hashes an Astro route policy may list that this page does not contain (other routes' scripts). */
  const foreign = fc.array(
    code.map((t) => hash(`other route ${t}`)),
    { maxLength: 6 },
  );

  it("built pages: the hash sources are the hashes of the page's inline scripts and styles (fast-check)", () => {
    fc.assert(
      fc.property(fc.array(element, { maxLength: 8 }), foreign, foreign, (elements, scripts, styles) => {
        const html = `<!doctype html><html><head>${elements.map(render).join('')}</head><body></body></html>`;
        const astro = `default-src 'none'; script-src 'self' ${scripts.join(' ')}; style-src 'self' ${styles.join(' ')}`;
        const policy = completePagePolicy(astro, html, '/agb');
        const expected = (kind: string) =>
          new Set(elements.filter((e) => e.kind === kind).map((e) => hash(parsed(e.text))));
        expect(hashSources(policy, 'script-src')).toEqual(expected('script'));
        expect(hashSources(policy, 'style-src')).toEqual(expected('style'));
        expect(parsePolicy(policy).get('script-src')).toContain("'self'");
      }),
      { numRuns: 300 },
    );
  });

  it('pages rendered on demand: only inline scripts the build emitted or Astro names for the response (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(code, { maxLength: 6 }),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        (texts, admitted) => {
          const html = texts.map((t) => `<script>${t}</script>`).join('');
          const hashes = texts.map((t) => hash(parsed(t)));
          const built = new Set(hashes.filter((_, i) => admitted[i] && i % 2 === 0));
          const astroNamed = hashes.filter((_, i) => admitted[i] && i % 2 === 1);
          const policy = completePagePolicy(`script-src 'self' ${astroNamed.join(' ')}`, html, '/kontakt/senden', {
            admitScripts: built,
          });
          expect(hashSources(policy, 'script-src')).toEqual(new Set([...built, ...astroNamed]));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('regression: hashes of scripts only other routes contain are dropped', () => {
    const other = hash('(()=>{var a=(s,i,o)=>{}})()');
    const own = hash('own()');
    const policy = completePagePolicy(`script-src 'self' ${other} ${own}`, '<script>own()</script>', '/impressum');
    expect([...hashSources(policy, 'script-src')]).toEqual([own]);
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
