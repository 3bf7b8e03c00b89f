/**
 * The static files (src/server/static-files.ts) on a folder of their own: byte ranges against
 * the identity file for generated Range headers, every conditional request, the variant chosen
 * by Accept-Encoding, variants never served by name, and a file changed after start served as
 * it is now. The hardening probes check the same edges on the built server
 * (tests/integration/hardening.test.ts).
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from '../../scripts/lib/hardening.ts';
import { createStaticFiles } from '../../src/server/static-files.ts';

const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => `line ${i}\n`).join(''));
const size = bytes.length;
let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  mkdirSync(path.join(dir, 'kontakt'));
  writeFileSync(path.join(dir, 'app.js'), bytes);
  // Written a minute ago: a Last-Modified date only a moment old is a weak validator.
  const past = new Date(Date.now() - 60_000);
  utimesSync(path.join(dir, 'app.js'), past, past);
  writeFileSync(path.join(dir, 'app.js.br'), brotliCompressSync(bytes));
  writeFileSync(path.join(dir, 'app.js.gz'), gzipSync(bytes));
  writeFileSync(path.join(dir, 'kontakt', 'index.html'), '<!doctype html><title>Kontakt</title>');
  writeFileSync(path.join(dir, '.secret'), 'no');
  const files = createStaticFiles(dir);
  server = http.createServer((req, res) => {
    const file = files.lookup(decodeURI((req.url ?? '/').split('?')[0]!));
    if (!file) return void res.writeHead(404).end();
    files.serve(req, res, file, (status) => void res.writeHead(status).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  probe(port, method, target, headers);

describe('Range', () => {
  it('a satisfiable single range is exactly those bytes of the identity file, whatever the client accepts', async () => {
    const range = fc
      .tuple(fc.nat({ max: size + 50 }), fc.nat({ max: size + 50 }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          range.map(([a, b]) => ({ header: `bytes=${a}-${b}`, start: a, end: Math.min(b, size - 1) })),
          fc.nat({ max: size + 50 }).map((a) => ({ header: `bytes=${a}-`, start: a, end: size - 1 })),
          // A suffix longer than the file means the whole file (RFC 9110 §14.1.3).
          fc.integer({ min: 1, max: 3 * size }).map((n) => ({
            header: `bytes=-${n}`,
            start: Math.max(0, size - n),
            end: size - 1,
          })),
        ),
        fc.constantFrom('', 'br', 'gzip, br'),
        async ({ header, start, end }, accept) => {
          const a = await get('/app.js', { range: header, ...(accept ? { 'accept-encoding': accept } : {}) });
          if (start >= size) {
            expect(a.status, header).toBe(416);
            expect(a.headers['content-range']).toBe(`bytes */${size}`);
            return;
          }
          expect(a.status, header).toBe(206);
          expect(a.headers['content-encoding']).toBeUndefined();
          expect(a.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
          expect(a.body.equals(bytes.subarray(start, end + 1)), header).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('several ranges, another unit, junk or a stale If-Range: the whole file', async () => {
    for (const range of ['bytes=0-1,3-4', 'items=0-1', 'bytes=a-b']) {
      const a = await get('/app.js', { range });
      expect(a.status, range).toBe(200);
      expect(a.body.equals(bytes), range).toBe(true);
    }
    const stale = await get('/app.js', { range: 'bytes=0-5', 'if-range': '"not-the-etag"' });
    expect(stale.status).toBe(200);
  });

  it('regression: a suffix range longer than the file is the whole file, not 416', async () => {
    const a = await get('/app.js', { range: `bytes=-${size + 1}` });
    expect(a.status).toBe(206);
    expect(a.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    expect(a.body.equals(bytes)).toBe(true);
    expect((await get('/app.js', { range: 'bytes=-0' })).status).toBe(416);
  });

  it('If-Range yields a part only for an exact, strong validator: never for a weak entity tag (RFC 9110 §13.1.5)', async () => {
    const first = await get('/app.js');
    const { etag } = first.headers;
    const lastModified = first.headers['last-modified']!;
    expect(etag).toMatch(/^W\//);
    const tags = fc.oneof(
      fc.constant(etag!),
      fc.constant(etag!.slice(2)),
      fc.stringMatching(/^[0-9a-f-]{1,12}$/).map((t) => `W/"${t}"`),
      fc.stringMatching(/^[0-9a-f-]{1,12}$/).map((t) => `"${t}"`),
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toUTCString()),
    );
    await fc.assert(
      fc.asyncProperty(tags, async (ifRange) => {
        const a = await get('/app.js', { range: 'bytes=0-5', 'if-range': ifRange });
        const holds = ifRange === lastModified;
        expect(a.status, ifRange).toBe(holds ? 206 : 200);
        expect(a.body.equals(holds ? bytes.subarray(0, 6) : bytes), ifRange).toBe(true);
      }),
      { numRuns: 40 },
    );
    // The file's own date, exactly: a part.
    expect((await get('/app.js', { range: 'bytes=0-5', 'if-range': lastModified })).status).toBe(206);
  });
});

describe('conditional requests', () => {
  it('If-None-Match and If-Modified-Since answer 304; If-Match and If-Unmodified-Since 412 when they fail', async () => {
    const first = await get('/app.js');
    const etag = first.headers.etag!;
    const lastModified = first.headers['last-modified']!;
    expect(etag).toBeTruthy();
    expect((await get('/app.js', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/app.js', { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await get('/app.js', { 'if-none-match': '"other"' })).status).toBe(200);
    expect((await get('/app.js', { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await get('/app.js', { 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' })).status).toBe(200);
    expect((await get('/app.js', { 'if-match': '"other"' })).status).toBe(412);
    expect((await get('/app.js', { 'if-unmodified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' })).status).toBe(412);
  });

  it('an If-Modified-Since later than now is ignored (RFC 9110 §13.1.3): the file, not 304', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 60, max: 100 * 365 * 24 * 3600 }), async (ahead) => {
        const date = new Date(Date.now() + ahead * 1000).toUTCString();
        expect((await get('/app.js', { 'if-modified-since': date })).status).toBe(200);
      }),
      { numRuns: 20 },
    );
    expect((await get('/app.js', { 'if-modified-since': 'Thu, 01 Jan 2099 00:00:00 GMT' })).status).toBe(200);
  });

  it('If-Match compares strongly (RFC 9110 §13.1.1): a weak tag never matches, only * holds', async () => {
    const etag = (await get('/app.js')).headers.etag!;
    expect(etag).toMatch(/^W\//);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.constant(etag),
            fc.constant(etag.slice(2)),
            fc.stringMatching(/^W\/"[a-z0-9-]{1,12}"$|^"[a-z0-9-]{1,12}"$/),
          ),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        async (tags) => {
          const a = await get('/app.js', { 'if-match': tags.join(', ') });
          expect(a.status, tags.join(', ')).toBe(412);
          expect(a.body.length).toBeLessThan(100);
        },
      ),
      { numRuns: 40 },
    );
    expect((await get('/app.js', { 'if-match': '*' })).status).toBe(200);
    // With If-Match present, If-Unmodified-Since is not evaluated (RFC 9110 §13.2.2), whatever its date.
    await fc.assert(
      fc.asyncProperty(fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }), async (date) => {
        const r = await get('/app.js', { 'if-match': '*', 'if-unmodified-since': date.toUTCString() });
        expect(r.status, date.toUTCString()).toBe(200);
      }),
      { numRuns: 20 },
    );
    // Regression: the file's own (weak) tag, and the same tag made strong.
    expect((await get('/app.js', { 'if-match': etag })).status).toBe(412);
    expect((await get('/app.js', { 'if-match': etag.slice(2) })).status).toBe(412);
  });
});

describe('encodings and names', () => {
  it('the variant by q-value, with the identity content type; identity without Accept-Encoding', async () => {
    const br = await get('/app.js', { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gzip = await get('/app.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(bytes)).toBe(true);
    // Each variant has its own validator.
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('pages by their path, never a variant or a dot file by name', async () => {
    const page = await get('/kontakt');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const target of ['/app.js.br', '/app.js.gz', '/app.js.br/', '/.secret']) {
      expect((await get(target)).status, target).toBe(404);
    }
  });

  it('a file changed after start is served as it is now, with its own length and validators', async () => {
    const before = await get('/kontakt');
    writeFileSync(path.join(dir, 'kontakt', 'index.html'), '<!doctype html><title>Neu gebaut</title>');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dir, 'kontakt', 'index.html'), later, later);
    const after = await get('/kontakt', { 'if-none-match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('Neu gebaut');
    writeFileSync(path.join(dir, 'fresh.txt'), 'neu');
    expect((await get('/fresh.txt')).status).toBe(200);
  });
});
