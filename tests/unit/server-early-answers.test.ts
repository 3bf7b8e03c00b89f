/**
 * An answer given before its request's body has all arrived (an early refusal: 4xx from the
 * headers alone) ends the connection: on a bare `http.Server` with the production server's
 * connection handling (no build needed).
 *
 * - the client gets that one answer and then the end of the connection at once, never a second
 *   answer (the request timeout's 408 came about 20 s later on the same connection, and a
 *   pipelining client took it for the answer to its next request);
 * - a request whose body had all arrived when it was answered keeps its connection: a request
 *   sent behind it is answered too.
 */
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBareServer, testLimits } from '../support/bare-server.ts';

const limits = { ...testLimits({ headersTimeoutMs: 800, keepAliveTimeoutMs: 1500 }), requestTimeoutMs: 1500 };

let port: number;
let stop: () => Promise<void>;
beforeAll(async () => {
  // Answers every request at once, without reading its body (as a refusal from the headers does).
  ({ port, stop } = await startBareServer(limits, (_req, res) => res.end('refused')));
});
afterAll(() => stop());

/**
 * Writes `chunks` (`gapMs` apart) and collects what comes back until the server ends the
 * connection or `giveUpMs` passes (then `endedAfterMs` is null).
 */
function exchange(chunks: readonly string[], gapMs: number, giveUpMs: number) {
  return new Promise<{ text: string; endedAfterMs: number | null }>((resolve) => {
    const started = Date.now();
    const socket = net.connect({ host: '127.0.0.1', port });
    let text = '';
    const done = (endedAfterMs: number | null) => {
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ text, endedAfterMs });
    };
    const giveUp = setTimeout(() => done(null), giveUpMs);
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('end', () => done(Date.now() - started));
    socket.on('close', () => done(Date.now() - started));
    chunks.forEach((chunk, i) => setTimeout(() => socket.writable && socket.write(chunk, 'latin1'), i * gapMs));
  });
}
const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));

const head = (length: number, chunked = false) =>
  `POST /api/contact HTTP/1.1\r\nHost: x\r\n${chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`}\r\n\r\n`;

describe('an answer before the body has arrived', () => {
  it('is the only answer on its connection, which ends at once (generated lengths and parts sent)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20_000 }),
        fc.double({ min: 0, max: 0.99, noNaN: true }),
        fc.boolean(),
        fc.constantFrom('', 'GET / HTTP/1.1\r\nHost: x\r\n\r\n'),
        async (declared, part, chunked, next) => {
          const sent = 'a'.repeat(Math.floor(declared * part));
          // The part of the body, then (what a pipelining client sends next) another request.
          const body = chunked ? (sent ? `${sent.length.toString(16)}\r\n${sent}\r\n` : '') : sent;
          const { text, endedAfterMs } = await exchange([head(declared, chunked), body, next], 50, 4000);
          expect(statuses(text), `${declared} declared, ${sent.length} sent`).toEqual([200]);
          expect(endedAfterMs, 'the connection ends with the answer').not.toBeNull();
          expect(endedAfterMs!).toBeLessThan(limits.requestTimeoutMs);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('regression: a declared body never sent gets no 408 after the early answer', async () => {
    const { text, endedAfterMs } = await exchange([head(100)], 0, limits.requestTimeoutMs + 1500);
    expect(statuses(text)).toEqual([200]);
    expect(endedAfterMs).not.toBeNull();
    expect(endedAfterMs!).toBeLessThan(1000);
  });

  it('a body that had all arrived keeps the connection: the request behind it is answered too', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2000 }), async (length) => {
        const request = `${head(length)}${'a'.repeat(length)}`;
        const { text } = await exchange([`${request}GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`], 0, 3000);
        expect(statuses(text)).toEqual([200, 200]);
      }),
      { numRuns: 10 },
    );
  });
});
