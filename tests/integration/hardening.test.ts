/**
 * Hardening of the built production server against an outsider (needs a build in
 * ASTRO_OUT_DIR / DIST_DIR, which `npm test` makes first): connection caps and timeouts that
 * fire at their settings, no open redirect, protocol edges (methods, Range, precompressed files,
 * request ids, Host), no stack traces outside the JSON log, caps on confirmation mails with
 * nothing the visitor typed in them, file modes under DATA_DIR, the Origin check, and e-mail
 * addresses with an internationalised domain. The full-size runs are in `npm run stress`.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isCrossSite } from '../../src/server/contact-request.ts';
import { createHostCheck } from '../../src/server/protocol.ts';
import {
  checkModes,
  abortedUploads,
  idleFlood,
  probe,
  protocolProbes,
  slowloris,
} from '../../scripts/lib/hardening.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

const run = promisify(execFile);
const SITE = 'https://www.schlafmanufaktur.example';
const distDir = process.env.ASTRO_OUT_DIR ?? process.env.DIST_DIR ?? 'dist';
const HEADERS_TIMEOUT = 1500;
const REQUEST_TIMEOUT = 2500;
const CHECK = 200;
/** Room for a loaded machine: the point is seconds, not the 30-90 s Node's defaults took. */
const MARGIN = 2500;

const until = async (check: () => boolean, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

function enquiry(email: string, tag: string) {
  return JSON.stringify({
    firstName: 'Eve<script>',
    lastName: 'Spam https://phish.example',
    email,
    phone: '',
    interest: 'Matratze',
    message: `Klicken Sie hier: https://phish.example/${tag}`,
    website: '',
    fillMs: 10_000,
  });
}

function post(server: RunningServer, body: string, localAddress: string) {
  return probe(
    server.port,
    'POST',
    '/api/contact',
    { 'content-type': 'application/json', origin: `http://127.0.0.1:${server.port}`, host: `127.0.0.1:${server.port}` },
    { body, localAddress },
  );
}

describe('the server behind a proxy, with tight limits', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      SITE_URL: SITE,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'debug',
      CONN_MAX_PER_ADDRESS: '20',
      CONN_MAX_TOTAL: '200',
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT),
      HTTP_TIMEOUT_CHECK_MS: String(CHECK),
      MIN_FILL_MS: '0',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('one address holding hundreds of idle sockets keeps at most its cap; another address is served', async () => {
    const result = await idleFlood({
      port: server.port,
      pid: server.process.pid!,
      attacker: '127.0.0.2',
      client: '127.0.0.3',
      sockets: 300,
      durationMs: 2000,
      reconnectMs: 100,
      paths: ['/', '/kontakt', '/healthz'],
    });
    expect(result.opened).toBeGreaterThanOrEqual(300);
    // The attacker's 20, the other client's one, and refused ones caught mid-close.
    expect(result.serverSocketsMax - result.serverSocketsBefore).toBeLessThanOrEqual(20 + 6);
    expect(result.requests).toBeGreaterThan(0);
    expect(result.failed).toBe(0);
  });

  it('a slowloris sending its headers byte by byte is cut at the header timeout', async () => {
    const r = await slowloris(server.port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', {
      everyMs: 100,
      giveUpMs: 30_000,
      localAddress: '127.0.0.4',
    });
    expect(r.status).toBe(408);
    expect(r.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT - CHECK);
    expect(r.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT + CHECK + MARGIN);
  });

  it('a body trickled byte by byte is cut at the request timeout', async () => {
    const head =
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Origin: http://127.0.0.1\r\nContent-Length: 5000\r\n\r\n{';
    const r = await slowloris(server.port, head, { everyMs: 100, giveUpMs: 30_000, localAddress: '127.0.0.5' });
    expect(r.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT - CHECK);
    expect(r.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT + CHECK + MARGIN);
  });

  it('answers every protocol edge as specified', async () => {
    const asset = '/robots.txt';
    const bytes = readFileSync(path.join(distDir, 'client', asset));
    const cases = await protocolProbes(server.port, SITE, { path: asset, bytes });
    expect(cases.filter((c) => !c.ok)).toEqual([]);
    expect(cases.length).toBeGreaterThan(30);
  });

  it('aborted uploads and bad requests leave JSON log lines only, aborts at debug', async () => {
    const before = server.output().length;
    await abortedUploads(server.port, 20);
    await probe(server.port, 'TRACE', '/api/contact', {});
    await probe(server.port, 'GET', '/', { 'bad header': 'x' });
    await new Promise((r) => setTimeout(r, 300));
    const lines = server.output().slice(before).split('\n').filter(Boolean);
    for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    const entries = lines
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      // The summary of the flood test's refused connections may land here.
      .filter((e) => e.msg !== 'connections refused over the cap');
    expect(entries.filter((e) => e.level > 20 && e.level < 40)).toEqual([]);
    expect(entries.filter((e) => e.level >= 40)).toEqual([]);
    // At most one line per aborted upload (and one each for the two bad requests).
    expect(entries.length).toBeLessThanOrEqual(20 + 2);
  });
});

describe('confirmation mails and data at rest', () => {
  let root: string;
  let dataDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'hardening-'));
    dataDir = path.join(root, 'data'); // not there yet: the server creates it
    server = await startServer(
      {
        SITE_URL: SITE,
        MIN_FILL_MS: '0',
        RATE_LIMIT_MAX: '100',
        CONFIRMATION_MAX_PER_ADDRESS_DAY: '2',
        CONFIRMATION_MAX_PER_HOUR: '3',
      },
      { dataDir },
    );
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  const emls = (kind: string) => {
    const dir = path.join(dataDir, 'mail');
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.includes(`-${kind}-`) && f.endsWith('.eml'))
          .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      : [];
  };

  it('caps confirmations per address and per hour; every enquiry is stored and notified', async () => {
    // Five enquiries from five addresses to one victim, then two to other recipients.
    for (let i = 0; i < 5; i++)
      expect((await post(server, enquiry('opfer@example.de', `a${i}`), `127.0.1.${i + 1}`)).status).toBe(201);
    expect((await post(server, enquiry('max@bücher.de', 'b'), '127.0.1.10')).status).toBe(201);
    expect((await post(server, enquiry('dritte@example.de', 'c'), '127.0.1.11')).status).toBe(201);

    await until(() => emls('shop-notification').length === 7);
    await until(() => emls('visitor-confirmation').length === 3);
    await new Promise((r) => setTimeout(r, 500));
    const confirmations = emls('visitor-confirmation');
    expect(confirmations).toHaveLength(3); // 2 to the victim (per-address cap), 1 more (hourly cap of 3)
    expect(confirmations.filter((m) => /^To: opfer@example\.de\r$/m.test(m))).toHaveLength(2);
    // The internationalised domain goes out punycoded, the bare address without any name.
    expect(confirmations.filter((m) => /^To: max@xn--bcher-kva\.de\r$/m.test(m))).toHaveLength(1);
    for (const mail of confirmations) {
      for (const typed of ['Eve', 'script', 'Spam', 'phish', 'Matratze']) expect(mail).not.toContain(typed);
    }
    const log = server.output();
    expect(log.match(/confirmation mail skipped/g)).toHaveLength(4);
    expect(log).not.toContain('opfer@');
    expect(log).not.toContain('dritte@');
  });

  it('creates DATA_DIR 0700 and everything in it 0700/0600; the CSV export is 0600', async () => {
    await until(() => emls('visitor-confirmation').length >= 1);
    const report = checkModes(dataDir);
    expect(report.wrong).toEqual([]);
    expect(report.checked).toBeGreaterThan(50); // the database's files are among them
    expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);

    const csv = path.join(root, 'export.csv');
    const node = path.resolve('node_modules/.bin/node');
    await run(existsSync(node) ? node : process.execPath, ['scripts/enquiries.ts', 'export', '--csv', csv], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    expect(statSync(csv).mode & 0o777).toBe(0o600);
    expect(readFileSync(csv, 'utf8')).toContain('opfer@example.de');
  });
});

describe('the Origin check', () => {
  const settings = { siteUrl: SITE, allowedHosts: '' };
  const req = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

  it('trusts the configured origin, not the Host header', () => {
    expect(isCrossSite(req({ origin: SITE, host: 'www.schlafmanufaktur.example' }), settings)).toBe(false);
    // DNS rebinding: the attacker's page is served under the attacker's name, Host and Origin agree.
    expect(isCrossSite(req({ origin: 'http://rebind.example', host: 'rebind.example' }), settings)).toBe(true);
    expect(isCrossSite(req({ origin: 'https://evil.example', host: 'www.schlafmanufaktur.example' }), settings)).toBe(
      true,
    );
  });

  it('accepts a loopback origin only as the origin the request was addressed to (a local run)', () => {
    expect(isCrossSite(req({ origin: 'http://localhost:4321', host: 'localhost:4321' }), settings)).toBe(false);
    expect(isCrossSite(req({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), settings)).toBe(false);
    expect(isCrossSite(req({ origin: 'http://localhost:8080', host: 'www.schlafmanufaktur.example' }), settings)).toBe(
      true,
    );
    // Another local app (other port) is another site.
    expect(isCrossSite(req({ origin: 'http://localhost:8080', host: 'localhost:3000' }), settings)).toBe(true);
    expect(isCrossSite(req({ origin: 'http://localhost', host: '127.0.0.1:3000' }), settings)).toBe(true);
  });

  // Every spelling of a host the server serves pages for (case, the FQDN's trailing dot, the
  // scheme's default port) is accepted as the origin of what those pages send.
  const spelled = (host: string) =>
    fc
      .tuple(fc.array(fc.boolean(), { minLength: host.length, maxLength: host.length }), fc.boolean(), fc.boolean())
      .map(([upper, dot, port]) => {
        const cased = [...host].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
        return `${cased}${dot ? '.' : ''}${port ? ':443' : ''}`;
      });
  const extra = { siteUrl: SITE, allowedHosts: 'schlafmanufaktur.example, Shop.Example.:8443' };

  it('accepts every spelling of a host it serves pages for as the origin (generated)', () => {
    const pages = createHostCheck(SITE, extra.allowedHosts);
    fc.assert(
      fc.property(
        fc.constantFrom('www.schlafmanufaktur.example', 'schlafmanufaktur.example'),
        fc.boolean(),
        (host, sameOrigin) =>
          fc.assert(
            fc.property(spelled(host), (spelling) => {
              expect(pages(spelling)).toBe(true);
              const headers = {
                origin: `https://${spelling.toLowerCase()}`,
                host: spelling,
                ...(sameOrigin ? { 'sec-fetch-site': 'same-origin' } : {}),
              };
              expect(isCrossSite(req(headers), extra)).toBe(false);
            }),
            { numRuns: 20 },
          ),
      ),
      { numRuns: 10 },
    );
    // An entry with a port: that port and the site's, as for pages.
    for (const origin of ['https://shop.example.:8443', 'https://shop.example:8443', 'https://shop.example.']) {
      expect(pages(new URL(origin).host)).toBe(true);
      expect(isCrossSite(req({ origin }), extra)).toBe(false);
    }
  });

  it('regression: the trailing-dot host of the site is not cross-site (both enquiry paths check this)', () => {
    const headers = { origin: `${SITE}.`, host: 'www.schlafmanufaktur.example.', 'sec-fetch-site': 'same-origin' };
    expect(isCrossSite(req(headers), settings)).toBe(false);
  });

  it('still refuses every other origin: other hosts, ports, schemes, a second dot (generated)', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
    const other = fc.oneof(
      fc
        .array(label, { minLength: 1, maxLength: 4 })
        .map((ls) => ls.join('.'))
        .filter((h) => !['www.schlafmanufaktur.example', 'schlafmanufaktur.example', 'shop.example'].includes(h)),
      // Another port, a second dot, a lookalike.
      fc.constantFrom(
        'www.schlafmanufaktur.example..',
        'www.schlafmanufaktur.example.evil',
        'evilwww.schlafmanufaktur.example',
        'www.schlafmanufaktur.example:8443',
        'www.schlafmanufaktur.example.:444',
        'shop.example:9443',
      ),
    );
    fc.assert(
      fc.property(other, fc.constantFrom('https', 'http'), fc.boolean(), (host, scheme, dot) => {
        const origin = `${scheme}://${host}${dot && !host.endsWith('.') && !host.includes(':') ? '.' : ''}`;
        expect(isCrossSite(req({ origin, host: 'www.schlafmanufaktur.example' }), extra)).toBe(true);
      }),
      { numRuns: 300 },
    );
    for (const spelling of ['www.schlafmanufaktur.example', 'www.schlafmanufaktur.example.']) {
      expect(isCrossSite(req({ origin: `http://${spelling}`, host: spelling }), extra)).toBe(true);
    }
  });

  it('reads Sec-Fetch-Site case-insensitively', () => {
    for (const value of ['cross-site', 'Cross-Site', 'CROSS-SITE']) {
      expect(isCrossSite(req({ 'sec-fetch-site': value }), settings)).toBe(true);
    }
    expect(isCrossSite(req({ 'sec-fetch-site': 'same-origin', origin: SITE }), settings)).toBe(false);
  });
});
