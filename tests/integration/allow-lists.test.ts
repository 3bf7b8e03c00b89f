/**
 * The built server against an outsider, rule by rule, with generated input where a rule is an
 * invariant (needs a build in ASTRO_OUT_DIR / DIST_DIR, which `npm test` makes first):
 *
 * - no request path outside the allow-list reaches Astro; dot segments in any spelling are 404;
 *   the image endpoint is unreachable;
 * - one URL per page: no other spelling of a page answers 200;
 * - precompressed files are never served by name, Accept-Encoding q-values are honoured;
 * - a second Host header gets 400; /healthz tells details to loopback or a monitor token only;
 * - every native form post counts against a budget before it reaches the enquiry core; over it,
 *   the form comes back filled with a 429;
 * - a few neighbouring addresses cannot hold every connection (cap per /24).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idleFlood, probe } from '../../scripts/lib/hardening.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { enquiryMessages } from '../../src/content/enquiry-copy.ts';
import { apiErrorMessages } from '../../src/content/error-copy.ts';

const distDir = process.env.ASTRO_OUT_DIR ?? process.env.DIST_DIR ?? 'dist';
const TOKEN = 'monitor-token-for-tests-0123';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    MIN_FILL_MS: '0',
    FORM_POST_MAX: '3',
    HEALTH_TOKEN: TOKEN,
    CONN_MAX_PER_ADDRESS: '10',
    CONN_MAX_PER_NETWORK: '25',
    CONN_MAX_TOTAL: '200',
  });
});
afterAll(async () => {
  await server?.stop();
});

/** A GET through Node's HTTP client (it decodes chunked bodies), with any Host. */
function fetchText(target: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: server.port, path: target, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

const get = (target: string, headers: Record<string, string> = {}, method = 'GET', localAddress?: string) =>
  probe(server.port, method, target, { host: `127.0.0.1:${server.port}`, ...headers }, { localAddress });

/**
 * A target that is no origin-form request target at all (no leading slash, a raw byte outside
 * printable ASCII): HTTP's parser refuses the request line (400, with the headers). Every target
 * it reads is routed, and a path that cannot name a file is 404.
 */
const unreadable = (target: string) => !target.startsWith('/') || /[^\x21-\x7e]/.test(target);

const plain = fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/);
const dot = fc.constantFrom('.', '..', '%2e', '%2e%2e', '.%2E', '%252e%252e', '%c0%ae%c0%ae', '\uff0e\uff0e');
const segment = fc.oneof(
  plain,
  fc.constantFrom('api', 'contact', 'kontakt', 'senden', '_image', 'img', 'healthz', 'index.html'),
  dot,
  fc.tuple(plain, fc.constantFrom('%2f', '%5c', '\\', '%252f'), plain).map((p) => p.join('')),
);
const hostile = fc
  .array(segment, { minLength: 1, maxLength: 5 })
  .map((s) => `/${s.join('/')}`)
  .filter((p) => !['/api/contact', '/kontakt/senden', '/healthz'].includes(p));

describe('routes are an allow-list', () => {
  it('no generated path outside the allow-list reaches Astro', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PUT'), hostile, async (method, target) => {
        const started = performance.now();
        const a = await get(`${target}?href=/img/x.avif&w=1600`, { 'content-type': 'application/json' }, method);
        // Astro's answers: JSON (the API), a 303 or the re-rendered form (/kontakt/senden).
        // A page spelt otherwise redirects: 301 for GET, 308 (keeping the method) for the others.
        const redirect = method === 'GET' ? 301 : 308;
        expect(unreadable(target) ? [400] : [200, redirect, 404, 405], `${method} ${target}`).toContain(a.status);
        // JSON only as the server's own answer under /api (its 404, never Astro's API).
        if (/json/.test(a.headers['content-type'] ?? '')) {
          expect([a.status, JSON.parse(a.body.toString('utf8'))], target).toEqual([
            404,
            { error: apiErrorMessages[404] },
          ]);
        }
        expect(a.body.toString('utf8')).not.toContain('data-testid="form-answer"');
        expect(performance.now() - started).toBeLessThan(5000);
      }),
      { numRuns: 120 },
    );
  });

  it("regressions: the attacker's image requests", async () => {
    const image = readdirSync(path.join(distDir, 'client', 'img')).find((f) => f.endsWith('.avif'))!;
    const query = `?href=/img/${image}&w=1600&f=avif&q=100`;
    for (const target of ['/api/../_image', '/api/%2e%2e/_image', '/api/%252e%252e/_image', '/api/..%5c_image']) {
      const a = await get(target + query);
      expect(a.status, target).toBe(404);
    }
    expect((await get(`/_image${query}`)).status).toBe(404);
    expect((await get('/api/other', {}, 'POST')).status).toBe(404);
    expect((await get('/api/contact/', {}, 'POST')).status).toBe(404);
    const put = await get('/api/contact', {}, 'PUT');
    expect([put.status, put.headers.allow]).toEqual([405, 'POST, OPTIONS']);
  });
});

describe('one URL per page', () => {
  const pages = ['/', '/kontakt', '/produkte', '/produkte/matratzen'];
  it('no other spelling of a page answers 200', { timeout: 120_000 }, async () => {
    const spelling = fc.constantFrom('/', '/index', '/index.html', '//', '.html', '/index/', '%2F');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pages), spelling, fc.boolean(), async (page, suffix, upper) => {
        let target = page === '/' ? suffix : `${page}${suffix}`;
        if (upper) target = target.toUpperCase();
        if (target === page) return;
        const a = await get(target);
        expect(unreadable(target) ? [400] : [301, 404], target).toContain(a.status);
        if (a.status === 301) expect(a.headers.location, target).toBe(page);
      }),
      { numRuns: 60 },
    );
  });

  it('a file has one address too: no trailing slash', async () => {
    for (const target of ['/robots.txt/', '/robots.txt//', '/sitemap-index.xml/']) {
      expect((await get(target)).status, target).toBe(404);
    }
    expect((await get('/robots.txt')).status).toBe(200);
  });

  it('regression: /index and /produkte/index redirect to the page', async () => {
    expect((await get('/index')).headers.location).toBe('/');
    expect((await get('/produkte/index')).headers.location).toBe('/produkte');
  });
});

describe('content codings', () => {
  it('a precompressed file is never served by name, with or without trailing slashes', async () => {
    for (const target of [
      '/index.html.br',
      '/index.html.br/',
      '/index.html.br//',
      '/index.html.gz/',
      '/kontakt/index.html.br/',
    ]) {
      for (const ae of ['br', 'gzip', 'identity']) {
        const a = await get(target, { 'accept-encoding': ae });
        expect(a.status, target).toBe(404);
        // The 404 page itself may come compressed, only in a coding the client accepted.
        expect([undefined, ae === 'identity' ? undefined : ae]).toContain(a.headers['content-encoding']);
      }
    }
  });

  it('q-values are honoured', async () => {
    expect((await get('/', { 'accept-encoding': 'br;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/', { 'accept-encoding': 'gzip;q=0.2, br;q=0.1' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/', { 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
  });
});

describe('headers', () => {
  it('a second Host header gets 400', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      import('node:net').then(({ connect }) => {
        const s = connect(server.port, '127.0.0.1', () =>
          s.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'),
        );
        let out = '';
        s.on('data', (d: Buffer) => (out += d.toString()));
        s.on('end', () => resolve(out));
        s.on('error', reject);
      }, reject);
    });
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  });

  it('/healthz tells details to loopback or the monitor token, the status to anyone else', async () => {
    const health = async (headers: Record<string, string> = {}) =>
      JSON.parse(await fetchText('/healthz', headers)) as Record<string, unknown>;
    expect(Object.keys(await health())).toEqual(['status', 'checks', 'outbox']);
    expect(await health({ 'x-forwarded-for': '203.0.113.5' })).toEqual({ status: 'ok' });
    expect(await health({ forwarded: 'for=203.0.113.5' })).toEqual({ status: 'ok' });
    expect(await health({ 'x-forwarded-for': '203.0.113.5', authorization: 'Bearer wrong' })).toEqual({ status: 'ok' });
    const token = await health({ 'x-forwarded-for': '203.0.113.5', authorization: `Bearer ${TOKEN}` });
    expect(Object.keys(token)).toEqual(['status', 'checks', 'outbox']);
    expect(await health({ host: 'evil.example', 'x-forwarded-for': '1.2.3.4' })).toEqual({ status: 'ok' });
  });
});

describe('form posts', () => {
  it('every post counts; over the budget, a 429 with the form filled with what was typed', async () => {
    const typed = `message=${encodeURIComponent('Привет мир & <b>'.repeat(300))}&firstName=Dora`;
    const post = () =>
      probe(
        server.port,
        'POST',
        '/kontakt/senden',
        {
          host: `127.0.0.1:${server.port}`,
          origin: `http://127.0.0.1:${server.port}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        { body: typed, localAddress: '127.0.4.1' },
      );
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(400); // rendered: the invalid form again
    const over = await post();
    expect(over.status).toBe(429);
    expect(over.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    const html = over.body.toString();
    expect(html).toContain(enquiryMessages.rateLimited);
    // Nothing the visitor typed is lost: the form is there again with the text in it.
    expect(html).toContain('Привет мир &amp; &lt;b&gt;'.repeat(300));
    expect(html).toContain('value="Dora"');
    // Another client has its own budget.
    const other = await probe(
      server.port,
      'POST',
      '/kontakt/senden',
      {
        host: `127.0.0.1:${server.port}`,
        origin: `http://127.0.0.1:${server.port}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      { body: 'firstName=', localAddress: '127.0.4.2' },
    );
    expect(other.status).toBe(400);
  });
});

describe('cross-site form posts', () => {
  it("are refused with a short German 403 page and never use up the visitor's budget", async () => {
    const post = (origin: string) =>
      probe(
        server.port,
        'POST',
        '/kontakt/senden',
        {
          host: `127.0.0.1:${server.port}`,
          origin,
          'content-type': 'application/x-www-form-urlencoded',
        },
        { body: 'firstName=', localAddress: '127.0.4.3' },
      );
    for (let i = 0; i < 6; i++) {
      const foreign = await post('https://evil.example');
      expect(foreign.status).toBe(403);
      expect(foreign.body.toString()).toContain(enquiryMessages.crossSite);
      expect(foreign.body.length).toBeLessThan(1000);
    }
    // The budget (3 here) is untouched: the visitor's own post still renders the form.
    expect((await post(`http://127.0.0.1:${server.port}`)).status).toBe(400);
  });
});

describe('connections', () => {
  it(
    'four addresses of one /24 together hold at most its cap; another network is served',
    { timeout: 120_000 },
    async () => {
      const attacker = fileURLToPath(new URL('../../scripts/lib/flood-attacker.ts', import.meta.url));
      const helpers = ['127.0.2.2', '127.0.2.3', '127.0.2.4'].map((address) =>
        spawn(process.execPath, [attacker, String(server.port), address, '60', '4000', '100'], { stdio: 'ignore' }),
      );
      try {
        const result = await idleFlood({
          port: server.port,
          pid: server.process.pid!,
          attacker: '127.0.2.1',
          client: '127.0.3.1',
          sockets: 60,
          durationMs: 3000,
          reconnectMs: 100,
          paths: ['/', '/kontakt'],
        });
        // 25 for the /24 (never 4 x 10), one for the client, and refused ones caught mid-close.
        expect(result.serverSocketsMax - result.serverSocketsBefore).toBeLessThanOrEqual(25 + 6);
        expect(result.requests).toBeGreaterThan(0);
        expect(result.failed).toBe(0);
      } finally {
        for (const h of helpers) h.kill();
      }
    },
  );
});
