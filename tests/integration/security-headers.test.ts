/**
 * Security headers of the built production server (needs a build in ASTRO_OUT_DIR / DIST_DIR,
 * which `npm test` makes first): the MDN HTTP Observatory score by its published rules
 * (scripts/lib/observatory.ts) is at least 100 (A+), and every kind of response - pages, the
 * 404 page, assets, the API, /healthz - carries the hardening headers.
 */
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../scripts/lib/hardening.ts';
import { FIXED_HEADERS } from '../../src/server/security-headers.ts';
import { allRoutes } from '../../src/content/pages.ts';
import { fetchVia, scanLocal, scoreScan, type ScanResponse } from '../../scripts/lib/observatory.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

const ORIGIN = 'https://www.schlafmanufaktur.example';
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: 'true',
    SITE_URL: ORIGIN,
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_TIMEOUT_CHECK_MS: '100',
  });
});
afterAll(async () => {
  await server?.stop();
});

function request(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<ScanResponse>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method,
        headers: { host: 'www.schlafmanufaktur.example', 'x-forwarded-proto': 'https', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () =>
          resolve({ url: new URL(path, ORIGIN), status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function expectHardened(headers: http.IncomingHttpHeaders, label: string) {
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(headers['permissions-policy'], label).toMatch(/camera=\(\)/);
  expect(headers['permissions-policy'], label).toMatch(/geolocation=\(\)/);
  expect(headers['strict-transport-security'], label).toMatch(/max-age=(\d+)/);
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] as string)![1])).toBeGreaterThanOrEqual(
    15_552_000,
  );
  const csp = headers['content-security-policy'] as string;
  const page = /^text\/html/.test(String(headers['content-type']));
  if (page) {
    // Pages: nothing by default; every fetch directive a page needs is opened on its own.
    expect(csp, label).toMatch(/(^|;\s*)default-src 'none'(;|$)/);
    for (const directive of ['object-src', 'child-src', 'worker-src', 'media-src', 'fenced-frame-src']) {
      expect(csp, label).toMatch(new RegExp(`(^|;\\s*)${directive} 'none'(;|$)`));
    }
  } else {
    // Everything else (assets, JSON) loads nothing at all.
    expect(csp, label).toMatch(/(^|;\s*)default-src 'none'(;|$)/);
  }
  expect(csp, label).toContain("frame-ancestors 'none'");
}

describe('HTTP Observatory score', () => {
  it('is at least 100 (A+) for the site root, scanned over http -> https', async () => {
    const result = await scanLocal(server, ORIGIN, '/');
    const failing = Object.entries(result.tests).filter(([, t]) => t.modifier < 0);
    expect(failing, JSON.stringify(failing)).toEqual([]);
    expect(result.tests['content-security-policy']!.result).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(result.tests.redirection!.result).toBe('redirection-to-https');
    expect(result.tests['x-frame-options']!.result).toBe('x-frame-options-implemented-via-csp');
    expect(result.score).toBeGreaterThanOrEqual(100);
    expect(result.grade).toBe('A+');
  });

  it('has no penalty on any route', async () => {
    for (const route of allRoutes) {
      const result = await scanLocal(server, ORIGIN, route);
      const failing = Object.entries(result.tests).filter(([, t]) => t.modifier < 0);
      expect(failing, `${route}: ${JSON.stringify(failing)}`).toEqual([]);
      expect(result.score, route).toBeGreaterThanOrEqual(100);
    }
  });

  it('scores a bare response low (the scorer is not vacuous)', () => {
    const url = new URL('/', ORIGIN);
    const bare: ScanResponse = { url, status: 200, headers: { 'content-type': 'text/html' }, body: '<p>hi</p>' };
    const httpUrl = new URL('/', 'http://www.schlafmanufaktur.example');
    const result = scoreScan({
      httpChain: [{ ...bare, url: httpUrl }],
      auto: bare,
      cors: { ...bare, requestOrigin: 'https://evil.example' },
    });
    // CSP -25, redirection -20, HSTS -20, X-Content-Type-Options -5, X-Frame-Options -20.
    expect(result.score).toBe(10);
    expect(result.grade).toBe('F');
    const unsafe = scoreScan({
      httpChain: [],
      auto: { ...bare, headers: { ...bare.headers, 'content-security-policy': "script-src 'self' 'unsafe-inline'" } },
      cors: { ...bare, requestOrigin: 'https://evil.example' },
    });
    expect(unsafe.tests['content-security-policy']!.result).toBe('csp-implemented-with-unsafe-inline');
  });
});

describe('headers on every kind of response', () => {
  it('pages: per-page hashes, no unsafe-inline for scripts, the map frame only with a contact section', async () => {
    const kontakt = await request('GET', '/kontakt');
    expect(kontakt.status).toBe(200);
    expectHardened(kontakt.headers, '/kontakt');
    const csp = kontakt.headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '))!;
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/(^|;\s*)frame-src https:\/\/www\.google\.com(;|$)/);
    const agb = await request('GET', '/agb');
    expect(agb.headers['content-security-policy']).toMatch(/(^|;\s*)frame-src 'none'(;|$)/);
    // Every inline executable script of the page is admitted by one of the hashes.
    const { createHash } = await import('node:crypto');
    let inline = 0;
    for (const m of kontakt.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const attrs = m[1]!;
      const type = /\btype="([^"]+)"/.exec(attrs)?.[1];
      if (/\bsrc=/.test(attrs) || (type && type !== 'module')) continue; // external, or a data block
      const hash = `'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`;
      expect(scriptSrc).toContain(hash);
      inline++;
    }
    expect(inline).toBeGreaterThan(0);
  });

  it('analytics hosts are allowed exactly when PUBLIC_GTM_ID / PUBLIC_GA4_ID were set at build', async () => {
    const home = await request('GET', '/');
    // The consent head script's JSON config carries the configured ids (the test build sets them).
    const configured = /"(GTM-[A-Z0-9]+|G-[A-Z0-9]+)"/.test(home.body);
    expect(/google-analytics|googletagmanager/.test(String(home.headers['content-security-policy']))).toBe(configured);
  });

  it('the 404 page, assets, /healthz and the API carry the headers too', async () => {
    const missing = await request('GET', '/gibt-es-nicht');
    expect(missing.status).toBe(404);
    expectHardened(missing.headers, '404');
    expect(missing.headers['content-security-policy']).toContain("script-src 'self'");

    const asset = await request('GET', '/favicon.svg');
    expect(asset.status).toBe(200);
    expectHardened(asset.headers, 'favicon');
    const script = /component-url="(\/_astro\/[^"]+\.js)"/.exec((await request('GET', '/')).body)![1]!;
    const scriptFile = await request('GET', script);
    expect(scriptFile.status).toBe(200);
    expect(scriptFile.headers['cache-control']).toContain('immutable');
    expectHardened(scriptFile.headers, 'script file');

    const health = await request('GET', '/healthz');
    expectHardened(health.headers, 'healthz');
    expect(health.headers['content-security-policy']).toContain("form-action 'none'");

    const api = await request('POST', '/api/contact', { 'content-type': 'text/plain' }, 'x');
    expect(api.status).toBeLessThan(500);
    expectHardened(api.headers, 'api');
    expect(api.headers['content-security-policy']).not.toContain('script-src');
  });

  it('HSTS only over HTTPS; plain HTTP behind the proxy is redirected to the same host on HTTPS', async () => {
    const direct = await fetchVia(server, new URL('/kontakt?x=1', 'http://www.schlafmanufaktur.example'));
    expect(direct.status).toBe(301);
    expect(direct.headers.location).toBe(`${ORIGIN}/kontakt?x=1`);
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const plain = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: server.port, path: '/' }, resolve).on('error', reject);
    });
    plain.resume();
    // Without a proxy header the request may be a local health check: served, but no HSTS.
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it("the proxy's own X-Forwarded-Proto entry (the rightmost) decides, not a client's claim left of it", async () => {
    const claimed = await request('GET', '/kontakt', { 'x-forwarded-proto': 'https, http' });
    expect(claimed.status).toBe(301);
    expect(claimed.headers.location).toBe(`${ORIGIN}/kontakt`);
    const real = await request('GET', '/kontakt', { 'x-forwarded-proto': 'http, https' });
    expect(real.status).toBe(200);
    expect(real.headers['strict-transport-security']).toBeDefined();
  });
});

describe('answers written straight to the socket carry the same headers', () => {
  /** The security headers of an answer (undefined where one is missing). */
  const SECURITY = [...Object.keys(FIXED_HEADERS), 'Content-Security-Policy', 'Strict-Transport-Security'];
  const securityOf = (headers: Record<string, string>) =>
    Object.fromEntries(SECURITY.map((name) => [name, headers[name.toLowerCase()]]));
  const HOST = 'Host: www.schlafmanufaktur.example\r\n';
  /** What a request the parser reads is answered with (a refusal), with or without the proxy's https. */
  const reference = async (proxied: boolean) =>
    securityOf(
      (
        await rawRequest(
          server.port,
          `PUT /kontakt HTTP/1.1\r\n${HOST}${proxied ? 'X-Forwarded-Proto: https\r\n' : ''}` +
            `Content-Length: 0\r\nConnection: close\r\n\r\n`,
        )
      ).headers,
    );

  it('for generated requests Node refuses (400, 431, 501, 505, 408) and CONNECT: the headers of any refusal', async () => {
    const overHttps = await reference(true);
    const overHttp = await reference(false);
    expect(overHttps['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    const refused = fc.constantFrom(
      { head: 'GET / HTTP/1.1', extra: 'Bad Header: x\r\n', status: 400 },
      { head: 'GET / HTTP/1.1', extra: `X-Big: ${'a'.repeat(20_000)}\r\n`, status: 431 },
      { head: 'get / HTTP/1.1', extra: '', status: 501 },
      { head: 'PRI / HTTP/1.1', extra: '', status: 501 },
      { head: 'GET / HTTP/1.2', extra: '', status: 505 },
      { head: 'GET /\u0000 HTTP/1.1', extra: '', status: 400 },
      { head: 'GET / HTTP/1.1', extra: 'Content-Length: 1\r\nTransfer-Encoding: chunked\r\n', status: 400 },
    );
    await fc.assert(
      fc.asyncProperty(refused, fc.boolean(), fc.boolean(), async (r, proxied, first) => {
        // The proxy's header before or after the bad part: never read either way.
        const proto = proxied ? 'X-Forwarded-Proto: https\r\n' : '';
        const headers = first ? `${proto}${r.extra}` : `${r.extra}${proto}`;
        const a = await rawRequest(server.port, `${r.head}\r\n${HOST}${headers}Connection: close\r\n\r\n`);
        expect(a.status, r.head).toBe(r.status);
        // Unread, the scheme is unknown: behind the proxy of an HTTPS site it is taken as HTTPS.
        expect(securityOf(a.headers), `${r.head} ${r.extra.slice(0, 20)}`).toEqual(overHttps);
      }),
      { numRuns: 30 },
    );
    // CONNECT is read: the proxy's header decides, as for any request.
    for (const proxied of [true, false]) {
      const connect = await rawRequest(
        server.port,
        `CONNECT www.schlafmanufaktur.example:443 HTTP/1.1\r\nHost: www.schlafmanufaktur.example:443\r\n` +
          `${proxied ? 'X-Forwarded-Proto: https\r\n' : ''}\r\n`,
      );
      expect(connect.status).toBe(405);
      expect(securityOf(connect.headers), `CONNECT ${proxied}`).toEqual(proxied ? overHttps : overHttp);
    }
  });

  it('regression: the 408 of an unfinished header block carries HSTS behind the proxy', async () => {
    const a = await rawRequest(server.port, `GET / HTTP/1.1\r\n${HOST}X-Forwarded-Proto: https\r\nX-Slow: `);
    expect(a.status).toBe(408);
    expect(securityOf(a.headers)).toEqual(await reference(true));
  });
});
