/**
 * Edges of the built production server found by an outsider's read (needs a build in
 * ASTRO_OUT_DIR / DIST_DIR, which `npm test` makes first):
 *
 * - one address per page and file: any other spelling (repeated slashes, trailing slashes,
 *   `index.html`, percent-encoded letters) redirects to the page or is not found, never 200;
 * - every answer carries the same security headers, the refusals (400, 413, 421) and redirects
 *   too, and the raw answer to a request Node cannot parse;
 * - a request without Host gets 400, an unknown expectation 417, both with those headers;
 * - `Expect: 100-continue` with a declared body over the route's cap gets 413 without a go-ahead;
 *   within the cap, the go-ahead comes first.
 *
 * Byte ranges and If-Range are tested on the static files alone (static-files.test.ts).
 */
import { readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe, type RawAnswer } from '../../scripts/lib/hardening.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { FIXED_HEADERS } from '../../src/server/security-headers.ts';
import { allRoutes } from '../../src/content/pages.ts';

const distDir = process.env.ASTRO_OUT_DIR ?? process.env.DIST_DIR ?? 'dist';
const clientDir = path.join(distDir, 'client');

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ MIN_FILL_MS: '0', FORM_POST_MAX: '50' });
});
afterAll(async () => {
  await server?.stop();
});

const host = () => `127.0.0.1:${server.port}`;
const get = (target: string, headers: Record<string, string> = {}) =>
  probe(server.port, 'GET', target, { host: host(), ...headers });

/** A few files of the build by their one address (hashed assets, images, robots.txt). */
function someFiles(): string[] {
  const astro = readdirSync(path.join(clientDir, '_astro'))
    .filter((f) => !/\.(br|gz)$/.test(f))
    .slice(0, 3)
    .map((f) => `/_astro/${f}`);
  return ['/robots.txt', '/favicon.svg', '/sitemap-index.xml', ...astro].filter((f) =>
    statSync(path.join(clientDir, f), { throwIfNoEntry: false })?.isFile(),
  );
}

/** Percent-encodes one unreserved letter or digit of a path (the same path to a decoder). */
const encodeOne = (target: string, at: number) => {
  const chars = [...target];
  const i = chars.findIndex((c, n) => n >= at % Math.max(1, chars.length) && /[A-Za-z0-9]/.test(c));
  if (i === -1) return target;
  chars[i] = `%${chars[i]!.charCodeAt(0).toString(16).toUpperCase()}`;
  return chars.join('');
};

describe('one address per page and file', () => {
  it('a generated spelling answers 200 only when it is the address itself; a page redirects to it', async () => {
    const pages = allRoutes;
    const files = someFiles();
    const address = fc.oneof(
      fc.constantFrom(...pages).map((a) => ({ a, page: true })),
      fc.constantFrom(...files).map((a) => ({ a, page: false })),
    );
    const edit = fc.oneof(
      // Repeated slashes at any slash of the path (also the leading one).
      fc.record({ kind: fc.constant('slashes' as const), at: fc.nat(), n: fc.integer({ min: 2, max: 4 }) }),
      fc.record({
        kind: fc.constant('suffix' as const),
        suffix: fc.constantFrom('/', '//', '/index.html', '/index', '//index.html', '/./'),
      }),
      fc.record({ kind: fc.constant('encode' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('none' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(address, fc.array(edit, { minLength: 1, maxLength: 3 }), async ({ a, page }, edits) => {
        let target = a;
        for (const e of edits) {
          if (e.kind === 'slashes') {
            const slashes = [...target.matchAll(/\//g)].map((m) => m.index);
            const i = slashes[e.at % slashes.length]!;
            target = `${target.slice(0, i)}${'/'.repeat(e.n)}${target.slice(i + 1)}`;
          } else if (e.kind === 'suffix') target = a === '/' ? e.suffix : `${target}${e.suffix}`;
          else if (e.kind === 'encode') target = encodeOne(target, e.at);
        }
        const answer = await get(target);
        if (target === a) {
          expect(answer.status, target).toBe(200);
          return;
        }
        expect([301, 400, 404], `${target} (${a})`).toContain(answer.status);
        if (answer.status === 301) {
          expect(page, `${target}: only pages redirect`).toBe(true);
          expect(answer.headers.location, target).toBe(a);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('regression: //kontakt and /produkte//matratzen redirect to the page; //robots.txt is not found', async () => {
    for (const [target, page] of [
      ['//kontakt', '/kontakt'],
      ['///kontakt/', '/kontakt'],
      ['/produkte//matratzen', '/produkte/matratzen'],
      ['//', '/'],
    ] as const) {
      const a = await get(target);
      expect(a.status, target).toBe(301);
      expect(a.headers.location, target).toBe(page);
    }
    for (const target of ['//robots.txt', '/_astro//x.js', '//evil.example']) {
      expect((await get(target)).status, target).toBe(404);
    }
  });
});

/** The security headers every answer carries. */
function expectSecurityHeaders(a: RawAnswer, label: string) {
  for (const [name, value] of Object.entries(FIXED_HEADERS)) {
    expect(a.headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
  }
  expect(a.headers['content-security-policy'], `${label}: CSP`).toMatch(/default-src 'none'|default-src 'self'/);
  expect(a.headers['content-security-policy'], `${label}: CSP`).toContain("frame-ancestors 'none'");
}

/** Writes `request` to a fresh connection and reads until the server closes it. */
function raw(request: string, opts: { afterMs?: number; then?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: server.port });
    let data = '';
    socket.on('data', (d: Buffer) => (data += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(data));
    socket.write(request);
    if (opts.then !== undefined) setTimeout(() => socket.writable && socket.write(opts.then!), opts.afterMs ?? 0);
  });
}

describe('the same security headers on every answer', () => {
  it('refusals, redirects, not found, pages and files', async () => {
    const answers: [string, RawAnswer][] = [
      ['400 two Host headers', await probe(server.port, 'GET', '/', { host: host(), Host: host() })],
      ['400 dot segment', await get('/a/%2e%2e/kontakt')],
      ['421 foreign Host', await probe(server.port, 'GET', '/', { host: 'evil.example' })],
      ['301 page spelling', await get('//kontakt')],
      ['404 not found', await get('/gibt-es-nicht')],
      ['405 method', await probe(server.port, 'PUT', '/kontakt', { host: host() }, { body: '' })],
      ['200 page', await get('/kontakt')],
      ['200 file', await get('/robots.txt')],
    ];
    expect(answers.map(([, a]) => a.status)).toEqual([400, 400, 421, 301, 404, 405, 200, 200]);
    for (const [label, a] of answers) expectSecurityHeaders(a, label);
  });

  it('a request Node cannot parse gets its 400 with the same headers', async () => {
    const answer = parseRaw(await raw('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.raw).toMatch(/^HTTP\/1\.1 400 /);
    expectSecurityHeaders(answer, 'parse error');
  });
});

/** The status and headers of a raw answer. */
function parseRaw(text: string): RawAnswer {
  const [statusLine, ...lines] = text.split('\r\n\r\n')[0]!.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine!.split(' ')[1]), headers, body: Buffer.alloc(0), raw: text };
}

describe('requests the server cannot serve as asked', () => {
  it('no Host header (HTTP/1.1 or 1.0) gets 400 with the security headers', async () => {
    for (const version of ['1.1', '1.0']) {
      const answer = parseRaw(await raw(`GET / HTTP/${version}\r\nConnection: close\r\n\r\n`));
      expect(answer.status, version).toBe(400);
      expectSecurityHeaders(answer, `no Host, HTTP/${version}`);
    }
  });

  it('an expectation other than 100-continue gets 417 with the security headers', async () => {
    const answer = parseRaw(
      await raw(`GET / HTTP/1.1\r\nHost: ${host()}\r\nExpect: something-else\r\nConnection: close\r\n\r\n`),
    );
    expect(answer.status).toBe(417);
    expectSecurityHeaders(answer, '417');
  });
});

describe('Expect: 100-continue', () => {
  const origin = () => `http://${host()}`;
  const head = (target: string, type: string, length: number) =>
    `POST ${target} HTTP/1.1\r\nHost: ${host()}\r\nOrigin: ${origin()}\r\nContent-Type: ${type}\r\n` +
    `Content-Length: ${length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`;

  it('a declared body over the cap gets 413 at once, without a go-ahead, on both routes', async () => {
    for (const [target, type] of [
      ['/api/contact', 'application/json'],
      ['/kontakt/senden', 'application/x-www-form-urlencoded'],
    ] as const) {
      const text = await raw(head(target, type, 1_000_000));
      expect(text, target).toMatch(/^HTTP\/1\.1 413 /);
      expect(text, target).not.toContain('100 Continue');
    }
  });

  it('a declared body within the cap gets the go-ahead first, then its answer', async () => {
    const body = JSON.stringify({ not: 'an enquiry' });
    const text = await raw(head('/api/contact', 'application/json', body.length), { then: body, afterMs: 200 });
    expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 400 /);
  });

  it('a path that reads no body answers without a go-ahead', async () => {
    const text = await raw(head('/kontakt', 'text/plain', 10));
    expect(text).toMatch(/^HTTP\/1\.1 405 /);
  });
});
