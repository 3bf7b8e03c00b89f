/**
 * Attacks on the running server, shared by the integration suite (tests/integration/
 * hardening.test.ts, small and fast) and `npm run stress` (scripts/stress.ts, the full sizes):
 * idle-connection floods from one loopback address while another one browses, slowloris
 * headers and bodies, raw protocol probes, and the file modes under DATA_DIR.
 *
 * Loopback only. Every client on loopback shares 127.0.0.1 unless it binds another loopback
 * address (127.0.0.2 ...) with `localAddress`: that is how two clients are simulated.
 */
import { spawn } from 'node:child_process';
import { lstatSync, readdirSync, readlinkSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The whole answer as received (status line, headers, body). */
  raw: string;
}

/**
 * Sends bytes as they are (no client-side validation of method, path or headers) and reads the
 * answer until the server closes the connection (the request should say `Connection: close`).
 */
export function rawRequest(
  port: number,
  request: string | Buffer,
  opts: { localAddress?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: opts.localAddress });
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, split < 0 ? all.length : split).toString('latin1');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: split < 0 ? Buffer.alloc(0) : all.subarray(split + 4),
        raw: all.toString('latin1'),
      });
    });
    socket.write(request);
  });
}

/** A GET/HEAD/other request in raw form with `Connection: close`. */
export function probe(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  opts: { localAddress?: string; body?: string } = {},
): Promise<RawAnswer> {
  const all = { host: '127.0.0.1', connection: 'close', ...headers };
  const lines = Object.entries(all).map(([k, v]) => `${k}: ${v}`);
  if (opts.body !== undefined) lines.push(`content-length: ${Buffer.byteLength(opts.body)}`);
  return rawRequest(port, `${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${opts.body ?? ''}`, opts);
}

/** How long until the server ends a connection that trickles `head` then a byte every `everyMs`. */
export function slowloris(
  port: number,
  head: string,
  opts: { everyMs: number; giveUpMs: number; localAddress?: string },
): Promise<{ closedAfterMs: number; status: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: opts.localAddress });
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({
        closedAfterMs: performance.now() - started,
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0),
      });
    };
    const giveUp = setTimeout(() => socket.destroy(), opts.giveUpMs);
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', finish);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (socket.writable) socket.write('x');
      }, opts.everyMs);
    });
  });
}

/** Sockets the process `pid` holds open now (Linux /proc), listening and Unix sockets included. */
function openSockets(pid: number): number {
  let n = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) n++;
    } catch {
      // closed meanwhile
    }
  }
  return n;
}

export interface FloodResult {
  /** Connections the attacker opened in all (including reconnects). */
  opened: number;
  /** Most sockets the server held at once while flooded (sampled every 100 ms). */
  serverSocketsMax: number;
  /** Sockets the server held before the flood (listening socket, owner socket ...). */
  serverSocketsBefore: number;
  /** Requests of the other client and how they went. */
  requests: number;
  failed: number;
  latencies: number[];
}

/**
 * One address (`attacker`) keeps `sockets` idle connections open, reconnecting each one the
 * server closes after `reconnectMs`, for `durationMs` (in a child process, flood-attacker.ts);
 * meanwhile another address (`client`) requests `paths` one after another, a fresh connection
 * each time, as a new visitor would. The server's sockets are counted meanwhile.
 */
export async function idleFlood(opts: {
  port: number;
  /** The server's process id, to count its sockets. */
  pid: number;
  attacker: string;
  client: string;
  sockets: number;
  durationMs: number;
  reconnectMs: number;
  paths: string[];
}): Promise<FloodResult> {
  const serverSocketsBefore = openSockets(opts.pid);
  let serverSocketsMax = serverSocketsBefore;
  const attacker = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('./flood-attacker.ts', import.meta.url)),
      String(opts.port),
      opts.attacker,
      String(opts.sockets),
      String(opts.durationMs),
      String(opts.reconnectMs),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  attacker.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => attacker.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  while (!out.includes('ready') && Date.now() < deadline && attacker.exitCode === null) await sleep(20);

  const sampler = setInterval(() => {
    serverSocketsMax = Math.max(serverSocketsMax, openSockets(opts.pid));
  }, 100);
  const latencies: number[] = [];
  let failed = 0;
  let n = 0;
  while (attacker.exitCode === null && !out.includes('opened')) {
    const pathname = opts.paths[n++ % opts.paths.length]!;
    const t = performance.now();
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get(
        { host: '127.0.0.1', port: opts.port, path: pathname, localAddress: opts.client, agent: false, timeout: 5000 },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200));
          res.on('error', () => resolve(false));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve(false));
    });
    latencies.push(performance.now() - t);
    if (!ok) failed++;
    await sleep(20);
  }
  clearInterval(sampler);
  await exited;
  const opened = Number(/\{"opened":(\d+)\}/.exec(out)?.[1] ?? 0);
  return { opened, serverSocketsMax, serverSocketsBefore, requests: latencies.length, failed, latencies };
}

export interface ModeReport {
  checked: number;
  /** Paths (relative) with a mode other than 0700 (folders) or 0600 (files, sockets). */
  wrong: string[];
}

/** Every folder under `dir` (itself included) must be 0700, every other entry 0600. */
export function checkModes(dir: string): ModeReport {
  const wrong: string[] = [];
  let checked = 0;
  const visit = (p: string) => {
    const stat = lstatSync(p);
    checked++;
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) wrong.push(`${path.relative(dir, p) || '.'}/ ${mode.toString(8)}`);
      for (const name of readdirSync(p)) visit(path.join(p, name));
    } else if (!stat.isSymbolicLink() && mode !== 0o600) {
      wrong.push(`${path.relative(dir, p)} ${mode.toString(8)}`);
    }
  };
  visit(dir);
  return { checked, wrong };
}

export interface ProtocolCase {
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * The protocol edges, each as one probe and its expectation. `asset` is a path of the build
 * with its exact bytes (for Range). The server must run with SITE_URL = `site` and
 * TRUST_PROXY=true (for the redirect probes).
 */
export async function protocolProbes(port: number, site: string, asset: { path: string; bytes: Buffer }) {
  const cases: ProtocolCase[] = [];
  const add = (name: string, ok: boolean, detail: string) => cases.push({ name, ok, detail });
  const siteHost = new URL(site).host;
  const https = { 'x-forwarded-proto': 'https' };

  for (const target of ['//evil.example/', '/\\evil.example/', '///evil.example/', '/\\/evil.example/']) {
    const a = await probe(port, 'GET', target, { host: siteHost, 'x-forwarded-proto': 'http' });
    const location = a.headers.location ?? '';
    add(
      `redirect ${target} stays on the site`,
      a.status === 301 && new URL(location).origin === new URL(site).origin,
      `${a.status} ${location}`,
    );
  }

  for (const method of ['TRACE']) {
    for (const target of ['/', '/api/contact']) {
      const a = await probe(port, method, target, https);
      add(`${method} ${target}: 405, no stack`, a.status === 405 && !/\bat \S+ \(/.test(a.raw), `${a.status}`);
    }
  }
  // A method a path does not serve: 405 with its Allow; OPTIONS is the question itself (204).
  for (const target of ['/kontakt', '/healthz']) {
    for (const method of ['OPTIONS', 'PUT', 'DELETE', 'PATCH', 'POST']) {
      const a = await probe(port, method, target, https, { body: '' });
      const status = method === 'OPTIONS' ? 204 : 405;
      add(
        `${method} ${target}: ${status} Allow GET, HEAD, OPTIONS`,
        a.status === status && a.headers.allow === 'GET, HEAD, OPTIONS',
        `${a.status} ${a.headers.allow}`,
      );
    }
  }
  {
    const get = await probe(port, 'GET', '/healthz', https);
    const head = await probe(port, 'HEAD', '/healthz', https);
    add('GET and HEAD /healthz answer', get.status === 200 && head.status === 200, `${get.status} ${head.status}`);
  }

  const size = asset.bytes.length;
  {
    const a = await probe(port, 'GET', asset.path, { ...https, range: 'bytes=-5' });
    add(
      'Range bytes=-5: the last 5 bytes',
      a.status === 206 &&
        a.headers['content-range'] === `bytes ${size - 5}-${size - 1}/${size}` &&
        a.body.equals(asset.bytes.subarray(size - 5)),
      `${a.status} ${a.headers['content-range']}`,
    );
  }
  {
    const a = await probe(port, 'GET', asset.path, { ...https, range: 'bytes=2-4', 'accept-encoding': 'br, gzip' });
    add(
      'Range bytes=2-4 (client accepts br): bytes 2-4 of the file',
      a.status === 206 &&
        a.headers['content-range'] === `bytes 2-4/${size}` &&
        !a.headers['content-encoding'] &&
        a.body.equals(asset.bytes.subarray(2, 5)),
      `${a.status} ${a.headers['content-range']} ${a.headers['content-encoding'] ?? 'identity'}`,
    );
  }
  {
    const a = await probe(port, 'GET', asset.path, { ...https, range: 'bytes=0-1,3-4' });
    add(
      'multi-range: 200 with the whole file',
      a.status === 200 && !a.headers['content-range'] && a.body.equals(asset.bytes),
      `${a.status} ${a.headers['content-range'] ?? ''}`,
    );
  }
  {
    const a = await probe(port, 'GET', asset.path, { ...https, range: `bytes=${size}-` });
    add(
      'unsatisfiable range: 416',
      a.status === 416 && a.headers['content-range'] === `bytes */${size}`,
      `${a.status}`,
    );
  }

  for (const [target, encoding] of [
    ['/index.html.br', undefined],
    ['/index.html.gz', undefined],
    ['/index.html.br', 'br'],
  ] as const) {
    const a = await probe(port, 'GET', target, { ...https, ...(encoding ? { 'accept-encoding': encoding } : {}) });
    // The 404 page itself may come compressed, but only in a coding the client accepted.
    add(
      `${target} (Accept-Encoding: ${encoding ?? 'none'}) not served by name`,
      a.status === 404 && (a.headers['content-encoding'] ?? encoding) === encoding,
      `${a.status} ${a.headers['content-encoding'] ?? ''}`,
    );
  }
  {
    const a = await probe(port, 'GET', '/', https);
    add('/ without Accept-Encoding: identity', a.status === 200 && !a.headers['content-encoding'], `${a.status}`);
  }

  {
    const good = 'abc-DEF_123.xyz';
    const a = await probe(port, 'GET', '/healthz', { ...https, 'x-request-id': good });
    add('a safe X-Request-Id is kept', a.headers['x-request-id'] === good, a.headers['x-request-id'] ?? '');
    for (const bad of ['short', 'a b c d e f g h', 'x'.repeat(65), '<script>alert(1)</script>', '../../etc/passwd']) {
      const b = await probe(port, 'GET', '/healthz', { ...https, 'x-request-id': bad });
      add(
        `an unsafe X-Request-Id is replaced (${bad.slice(0, 12)})`,
        b.headers['x-request-id'] !== bad && /^[0-9a-f-]{36}$/.test(b.headers['x-request-id'] ?? ''),
        b.headers['x-request-id'] ?? '',
      );
    }
  }

  for (const host of ['evil.example', 'rebind.attacker.example:3000', `${siteHost}.evil.example`]) {
    const a = await probe(port, 'GET', '/', { ...https, host });
    add(`Host ${host}: 421`, a.status === 421, `${a.status}`);
  }
  for (const host of [siteHost, '127.0.0.1', `localhost:${port}`, `[::1]:${port}`]) {
    const a = await probe(port, 'GET', '/', { ...https, host });
    add(`Host ${host}: served`, a.status === 200, `${a.status}`);
  }
  return cases;
}

/** Starts an upload and drops the connection midway, `count` times. */
export async function abortedUploads(port: number, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await new Promise<void>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.on('error', () => resolve());
      socket.on('close', () => resolve());
      socket.on('connect', () => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n' +
            'origin: http://127.0.0.1\r\ncontent-length: 4000\r\n\r\n{"firstName":"Erika',
        );
        setTimeout(() => (i % 2 ? socket.destroy() : socket.resetAndDestroy()), 10);
      });
    });
  }
}
