/**
 * Every connection of the built production server makes progress or is closed within a bounded
 * time, whatever bytes its client sends (needs a build, like server-edges.test.ts):
 *
 * - after an answer, a kept connection on which no request begins is closed once its keep-alive
 *   time is up, even while the client trickles empty lines (which Node's parser skips without
 *   beginning a request, and which restart Node's own keep-alive timer);
 * - a request begun after an answer still gets the header timeout's 408;
 * - a client that never reads what it asked for cannot hold the connection: once it takes no
 *   output for the request timeout, the connection is closed.
 *
 * The timeouts are short here, so the tests wait seconds, not minutes.
 */
import { readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

const distDir = process.env.ASTRO_OUT_DIR ?? process.env.DIST_DIR ?? 'dist';
const clientDir = path.join(distDir, 'client');

const KEEP_ALIVE_MS = 600;
const HEADERS_MS = 1000;
const REQUEST_MS = 2000;
const CHECK_MS = 100;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    HTTP_TIMEOUT_CHECK_MS: String(CHECK_MS),
  });
});
afterAll(async () => {
  await server?.stop();
});

const host = () => `127.0.0.1:${server.port}`;

/**
 * Opens a connection, sends `first`, then `trickle` every `everyMs` until the server closes it
 * (or `giveUpMs` passes). Resolves with what came back and when the connection closed.
 */
function trickled(first: string, trickle: readonly string[], everyMs: number, giveUpMs: number) {
  return new Promise<{ text: string; closedAfterMs: number | null; sentAll: boolean }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(server.port, '127.0.0.1');
    let text = '';
    let at = 0;
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', () => {});
    const timer = setInterval(() => {
      if (at < trickle.length) socket.write(trickle[at++]!);
    }, everyMs);
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    const finish = (closedAfterMs: number | null) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ text, closedAfterMs, sentAll: at >= trickle.length });
    };
    socket.once('close', () => finish(Date.now() - started));
    socket.write(first);
  });
}

const statuses = (text: string) => [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));

describe('a kept connection after an answer', () => {
  it('regression: a bare CRLF every little while no longer keeps it open past its keep-alive time', async () => {
    const r = await trickled(
      `GET /robots.txt HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
      Array.from({ length: 200 }, () => '\r\n'),
      KEEP_ALIVE_MS / 3,
      KEEP_ALIVE_MS * 10,
    );
    expect(statuses(r.text)).toEqual([200]);
    expect(r.closedAfterMs).not.toBeNull();
    expect(r.closedAfterMs!).toBeLessThan(KEEP_ALIVE_MS + HEADERS_MS + 5 * CHECK_MS);
  });

  it('is closed within its keep-alive time plus the header timeout, whatever empty lines arrive', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('\r\n', '\n', '\r\n\r\n'), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 50, max: KEEP_ALIVE_MS - 100 }),
        async (lines, everyMs) => {
          // Keep trickling for longer than the bound, so only the server can end it in time.
          const trickle = Array.from(
            { length: Math.ceil((KEEP_ALIVE_MS * 8) / everyMs) },
            (_, i) => lines[i % lines.length]!,
          );
          const r = await trickled(
            `GET /robots.txt HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
            trickle,
            everyMs,
            KEEP_ALIVE_MS * 8,
          );
          expect(statuses(r.text)).toEqual([200]);
          expect(r.closedAfterMs).not.toBeNull();
          expect(r.closedAfterMs!).toBeLessThan(KEEP_ALIVE_MS + HEADERS_MS + 5 * CHECK_MS);
        },
      ),
      { numRuns: 4 },
    );
  });

  it('keeps the 408 of the header timeout for a request begun behind the empty lines', async () => {
    const headerBytes = `GET / HTTP/1.1\r\nHost: ${host()}\r\nX-Slow: ${'a'.repeat(200)}`.split('');
    const r = await trickled(
      `GET /robots.txt HTTP/1.1\r\nHost: ${host()}\r\n\r\n\r\n`,
      headerBytes,
      KEEP_ALIVE_MS / 4,
      HEADERS_MS * 8,
    );
    expect(statuses(r.text)).toEqual([200, 408]);
    expect(r.text).toMatch(/408[^]*Connection: close/i);
  });
});

/** The largest file of the build that is served by its own name. */
function largestFile(): { url: string; size: number } {
  let best = { url: '/robots.txt', size: 0 };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else if (!/\.(br|gz|html)$/.test(name) && stat.size > best.size) {
        best = { url: `/${path.relative(clientDir, full).split(path.sep).join('/')}`, size: stat.size };
      }
    }
  };
  walk(clientDir);
  return best;
}

describe('a client that never reads', () => {
  it('regression: pipelined requests it never reads the answers of no longer hold the connection', async () => {
    const file = largestFile();
    // More than the kernel's buffers on both sides of a loopback connection hold.
    const count = Math.ceil((24 * 1024 * 1024) / file.size);
    const request = `GET ${file.url} HTTP/1.1\r\nHost: ${host()}\r\nAccept-Encoding: identity\r\n\r\n`;
    const socket = net.connect(server.port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.pause();
    socket.write(request.repeat(count));
    // The server must give up on it within the request timeout (plus the check interval).
    await new Promise((r) => setTimeout(r, REQUEST_MS * 2 + 10 * CHECK_MS));
    let received = 0;
    const closed = new Promise<number>((resolve) => {
      const started = Date.now();
      socket.once('close', () => resolve(Date.now() - started));
    });
    socket.on('data', (d: Buffer) => (received += d.length));
    socket.resume();
    const readFor = await Promise.race([closed, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]);
    socket.destroy();
    // It ended while what was already in the kernel's buffers was read, far from every answer.
    expect(readFor).not.toBeNull();
    expect(received).toBeLessThan(file.size * count);
  }, 30_000);
});
