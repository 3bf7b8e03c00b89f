/**
 * The production server's connection handling on a bare `http.Server` on loopback (no build
 * needed), where it reaches past what Node does itself:
 *
 * - a CONNECT pipelined behind a large answer still being written, on one kept connection with
 *   a slow reader: the answer is written whole, then CONNECT's 405, then the connection closes
 *   (Node hands a CONNECT's socket over without its relay of 'drain' to the answer being
 *   written; without one the answer would stall for good);
 * - the reading of each connection's bytes adds one listener per connection, never one per
 *   request: many requests on one kept connection leave every socket listener count as it was.
 */
import net from 'node:net';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBareServer, testLimits } from '../support/bare-server.ts';

const limits = testLimits({ headersTimeoutMs: 800, keepAliveTimeoutMs: 1000 });

/** More than the kernel's buffers on both ends of a loopback connection hold. */
const BIG = 16 * 1024 * 1024;
const PIECE = 64 * 1024;

let port: number;
let stop: () => Promise<void>;
/** The server's end of each connection, in the order they came. */
const serverSockets: net.Socket[] = [];
beforeAll(async () => {
  let server;
  ({ server, port, stop } = await startBareServer(limits, (req, res) => {
    req.resume();
    if (req.url === '/big') {
      // Piped, as the static files are: it waits for 'drain' whenever the socket is full.
      res.writeHead(200, { 'Content-Length': BIG });
      const pieces = function* () {
        for (let sent = 0; sent < BIG; sent += PIECE) yield Buffer.alloc(PIECE, 0x61);
      };
      Readable.from(pieces()).pipe(res);
    } else req.on('end', () => res.end('ok'));
  }));
  server.on('connection', (socket: net.Socket) => serverSockets.push(socket));
});
afterAll(() => stop());

describe('a CONNECT behind an answer still being written', () => {
  it('the answer is written whole to a slow reader, then the 405, then the close', async () => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.on('error', () => {});
    const chunks: Buffer[] = [];
    let received = 0;
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
      received += d.length;
      // A slow reader: it stops now and then, so the server's writes wait for 'drain' again.
      if (received % (2 * 1024 * 1024) < d.length) {
        socket.pause();
        setTimeout(() => socket.resume(), 40);
      }
    });
    socket.pause();
    socket.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\nCONNECT x:1 HTTP/1.1\r\nHost: x:1\r\n\r\n');
    // The server fills the kernel's buffers and waits for 'drain' before the client reads.
    await new Promise((r) => setTimeout(r, 300));
    socket.resume();
    await Promise.race([closed, new Promise((r) => setTimeout(r, 15_000))]);
    socket.destroy();
    const text = Buffer.concat(chunks).toString('latin1');
    const head = text.indexOf('\r\n\r\n') + 4;
    expect(text.slice(0, 15)).toBe('HTTP/1.1 200 OK');
    // The whole body, then CONNECT's answer, then nothing.
    expect(text.length - head, 'bytes after the first head').toBeGreaterThan(BIG);
    expect(text.slice(head, head + BIG)).toBe('a'.repeat(BIG));
    expect(text.slice(head + BIG)).toMatch(/^HTTP\/1\.1 405 /);
  }, 30_000);
});

describe('a request asking to switch protocols', () => {
  // Node reads nothing behind such a request: one sent after it on the connection would wait
  // for an answer for ever, holding the connection.
  it('is answered and its connection closed, whatever is sent behind it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('websocket', 'h2c', 'TLS/1.2', 'foo/1'),
        fc.constantFrom('Upgrade', 'upgrade', 'keep-alive, Upgrade'),
        fc.constantFrom(
          '',
          'GET / HTTP/1.1\r\nHost: x\r\n\r\n',
          'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nab',
        ),
        async (protocol, connection, behind) => {
          const socket = net.connect({ host: '127.0.0.1', port });
          socket.on('error', () => {});
          let text = '';
          socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
          const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
          socket.write(
            `GET / HTTP/1.1\r\nHost: x\r\nConnection: ${connection}\r\nUpgrade: ${protocol}\r\n\r\n${behind}`,
          );
          const ended = await Promise.race([closed, new Promise<boolean>((r) => setTimeout(() => r(false), 3000))]);
          socket.destroy();
          expect(text).toMatch(/^HTTP\/1\.1 200 /);
          expect(text.toLowerCase()).toContain('connection: close');
          expect(ended, 'the connection closed after the answer').toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  }, 60_000);
});

/** Writes `request` on `socket` and waits for its answer (`ok`). */
function ask(socket: net.Socket, request: string): Promise<void> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (d: Buffer) => {
      text += d.toString('latin1');
      if (text.endsWith('\r\n\r\nok')) {
        socket.off('data', onData);
        resolve();
      }
    };
    socket.on('data', onData);
    socket.write(request);
  });
}

const listenerCounts = (socket: net.Socket) =>
  Object.fromEntries(socket.eventNames().map((name) => [String(name), socket.listenerCount(name)]));

describe('one listener per connection, not per request', () => {
  it('many requests of any kind on one kept connection leave the socket listener counts as after the first', async () => {
    const request = fc.constantFrom(
      'GET / HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /kontakt HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\n\r\nname=ab',
      'POST /kontakt HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2;x=y\r\nab\r\n0\r\nT: 1\r\n\r\n',
      '\r\nOPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 150, maxLength: 300 }), async (requests) => {
        const socket = net.connect({ host: '127.0.0.1', port });
        socket.on('error', () => {});
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        await ask(socket, requests[0]!);
        // Answered, so the server has seen the connection: the last one it accepted.
        const server = serverSockets.at(-1)!;
        const afterFirst = listenerCounts(server);
        for (const r of requests.slice(1)) await ask(socket, r);
        expect(listenerCounts(server)).toEqual(afterFirst);
        expect(server.destroyed).toBe(false);
        socket.destroy();
      }),
      { numRuns: 3 },
    );
  }, 60_000);
});
