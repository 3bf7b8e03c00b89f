/**
 * Every request the server refuses gets its status before the connection closes, whatever its
 * connection options: a malformed chunked body is answered 400 on a kept connection, with
 * `Connection: close`, and in HTTP/1.0 alike (the refused request's own answer, never written,
 * does not count as an answer that already closed the connection). On a bare `http.Server` with
 * the production server's connection handling (no build needed).
 */
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBareServer, testLimits } from '../support/bare-server.ts';

let port: number;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ port, stop } = await startBareServer(
    testLimits({ headersTimeoutMs: 1000, keepAliveTimeoutMs: 300 }),
    (req, res) => {
      req.resume();
      req.on('end', () => res.end('ok'));
    },
  ));
});
afterAll(() => stop());

/** Writes `request` and collects what comes until the server closes (or `giveUpMs` passes). */
function exchange(request: string, giveUpMs = 3000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let text = '';
    const done = () => {
      clearTimeout(giveUp);
      socket.destroy();
      resolve(text);
    };
    const giveUp = setTimeout(done, giveUpMs);
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', done);
    socket.write(request, 'latin1');
  });
}

const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));

/** How a client may ask about its connection. */
const options = fc.constantFrom(
  { version: '1.1', header: '' },
  { version: '1.1', header: 'Connection: close\r\n' },
  { version: '1.1', header: 'Connection: keep-alive\r\n' },
  { version: '1.0', header: '' },
  { version: '1.0', header: 'Connection: close\r\n' },
);

/** A chunk-size line Node's parser refuses: no hex digit first, or a bare LF ending it. */
const badChunk = fc.oneof(
  fc.constantFrom('zz\r\n', '-1\r\n', 'g\r\n', ' \r\n', '5\nhello\r\n0\r\n\r\n', '0x5\r\n'),
  fc
    .string({ unit: fc.constantFrom(...'ghijklmnopqrstuvwxyzGHIJKLMNOPQRSTUVWXYZ-+_!'), minLength: 1, maxLength: 6 })
    .map((s) => `${s}\r\n`),
);

describe('a refused request gets its status before the connection closes', () => {
  it('a malformed chunked body: exactly one 400 with Connection: close, whatever the connection options (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        options,
        badChunk,
        fc.constantFrom('/api/contact', '/kontakt/senden'),
        async (o, chunk, target) => {
          const text = await exchange(
            `POST ${target} HTTP/${o.version}\r\nHost: x\r\nContent-Type: application/json\r\n` +
              `Transfer-Encoding: chunked\r\n${o.header}\r\n${chunk}`,
          );
          expect(statuses(text), JSON.stringify({ o, chunk, text })).toEqual([400]);
          expect(text).toMatch(/\r\nConnection: close\r\n/i);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("regression: the attacker's malformed chunk with Connection: close is answered 400, like with keep-alive", async () => {
    for (const connection of ['Connection: close\r\n', '']) {
      const text = await exchange(
        'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `Transfer-Encoding: chunked\r\n${connection}\r\nzz\r\n`,
      );
      expect(statuses(text), connection).toEqual([400]);
    }
  });

  it('a request answered before a malformed one keeps its answer first; its Connection: close makes it the last', async () => {
    const good = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n';
    const goodClose = 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
    const bad = 'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n';
    expect(statuses(await exchange(good + bad))).toEqual([200, 400]);
    expect(statuses(await exchange(goodClose + bad))).toEqual([200]);
  });
});
