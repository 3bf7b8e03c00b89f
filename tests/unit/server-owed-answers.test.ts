/**
 * The bound on the answers one connection may owe at once, on a bare `http.Server` on loopback set
 * up as the production server sets up its connections (no build needed):
 *
 * - a client that pipelines any number of requests and never reads makes the server act on at
 *   most `MAX_OWED_ANSWERS` of them beyond what the kernel's buffers have taken: the answers built
 *   and not yet written, and the bytes they hold, stay under the bound however deep the pipeline;
 * - a pipelining client that reads gets every answer, in order, whatever the depth, the answer
 *   sizes and how late each is given;
 * - a refusal that ends a connection while requests wait behind the bound drops them unanswered
 *   (never acted on), and no refusal follows the answers owed: it would read as the answer to the
 *   first request dropped.
 */
import type http from 'node:http';
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OWED_ANSWERS } from '../../src/server/connections.ts';
import { startBareServer, testLimits } from '../support/bare-server.ts';

const limits = testLimits({ headersTimeoutMs: 2000, keepAliveTimeoutMs: 2000 });
const BODY = 64 * 1024;

let port: number;
let stop: () => Promise<void>;
/** The answers begun and not yet written (or given up), and the most there ever were. */
let building = new Set<http.ServerResponse>();
let most = 0;
/** Every request acted on, in order of arrival at the handler. */
let handled: string[] = [];
const serverSockets: net.Socket[] = [];

beforeAll(async () => {
  let server;
  ({ server, port, stop } = await startBareServer(limits, (req, res) => {
    handled.push(req.url ?? '');
    building.add(res);
    most = Math.max(most, building.size);
    // First of its listeners, so it is counted out before the server hands over the next request.
    res.prependOnceListener('close', () => building.delete(res));
    // `/n/<i>/<size>/<delay>`: an answer of `size` bytes naming the request, given after `delay` ms.
    const [, , i, size, delay] = (req.url ?? '').split('/');
    const body = Buffer.alloc(Number(size ?? BODY), 0x61);
    body.write(`#${i}#`);
    const answer = () => {
      res.writeHead(200, { 'Content-Length': body.length });
      res.end(body);
    };
    req.resume();
    req.on('end', () => (Number(delay) > 0 ? setTimeout(answer, Number(delay)) : answer()));
  }));
  server.on('connection', (socket: net.Socket) => serverSockets.push(socket));
});
afterAll(() => stop());

const reset = () => {
  building = new Set();
  most = 0;
  handled = [];
};

/** What waits in memory to be sent on a connection: its send queue and the answers not yet handed to it. */
const heldBytes = (socket: net.Socket) =>
  socket.writableLength + [...building].reduce((n, res) => n + res.writableLength, 0);

/** Splits answers read off a connection (each with Content-Length) into statuses and bodies. */
function answersIn(bytes: Buffer): { status: number; body: string }[] {
  const text = bytes.toString('latin1');
  const out: { status: number; body: string }[] = [];
  let at = 0;
  while (at < text.length) {
    const end = text.indexOf('\r\n\r\n', at);
    if (end === -1) break;
    const head = text.slice(at, end);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    out.push({ status: Number(head.slice(9, 12)), body: text.slice(end + 4, end + 4 + length) });
    at = end + 4 + length;
  }
  return out;
}

const connect = async () => {
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return socket;
};

describe('a client that pipelines and never reads', () => {
  it('makes the server build at most the bound of answers, whatever the depth of the pipeline', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2 * MAX_OWED_ANSWERS, max: 3000 }),
        fc.constantFrom(BODY, 128 * 1024),
        async (count, size) => {
          reset();
          const socket = await connect();
          socket.pause();
          let request = '';
          for (let i = 0; i < count; i++) request += `GET /n/${i}/${size}/0 HTTP/1.1\r\nHost: x\r\n\r\n`;
          socket.write(request);
          await new Promise((r) => setTimeout(r, 400));
          const server = serverSockets.at(-1)!;
          expect(most, 'answers built and not yet written at once').toBeLessThanOrEqual(MAX_OWED_ANSWERS);
          expect(heldBytes(server), 'bytes waiting in the server').toBeLessThanOrEqual((MAX_OWED_ANSWERS + 2) * size);
          socket.destroy();
        },
      ),
      { numRuns: 5 },
    );
  }, 60_000);

  it('regression: 4000 pipelined GETs (about 180 KB) never read are not all acted on', async () => {
    reset();
    const socket = await connect();
    socket.pause();
    socket.write(`GET /n/0/${BODY}/0 HTTP/1.1\r\nHost: 127.0.0.1:43190\r\n\r\n`.repeat(4000));
    await new Promise((r) => setTimeout(r, 500));
    expect(most).toBeLessThanOrEqual(MAX_OWED_ANSWERS);
    // What the kernel's buffers on both ends took, plus the bound: far from 4000.
    expect(handled.length).toBeLessThan(1000);
    socket.destroy();
  }, 30_000);
});

describe('a pipelining client that reads', () => {
  it('gets every answer, in order, and the server never owes more than the bound', async () => {
    const request = fc.record({
      size: fc.constantFrom(0, 10, 5000, 70_000),
      delay: fc.constantFrom(0, 0, 1, 5),
      post: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 60 }), async (requests) => {
        reset();
        const socket = await connect();
        const chunks: Buffer[] = [];
        socket.on('data', (d: Buffer) => chunks.push(d));
        const wire = requests
          .map(({ size, delay, post }, i) =>
            post
              ? `POST /n/${i}/${size}/${delay} HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc`
              : `GET /n/${i}/${size}/${delay} HTTP/1.1\r\nHost: x\r\n\r\n`,
          )
          .join('');
        socket.write(wire);
        const total = requests.length;
        const deadline = Date.now() + 10_000;
        while (answersIn(Buffer.concat(chunks)).length < total && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 10));
        }
        socket.destroy();
        const answers = answersIn(Buffer.concat(chunks));
        expect(answers.map((a) => a.status)).toEqual(requests.map(() => 200));
        expect(answers.map((a) => /^#(\d+)#/.exec(a.body)?.[1] ?? a.body.length)).toEqual(
          requests.map(({ size }, i) => (size >= `#${i}#`.length ? String(i) : size)),
        );
        expect(most).toBeLessThanOrEqual(MAX_OWED_ANSWERS);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});

describe('a refusal while requests wait behind the bound', () => {
  it('drops them unanswered and writes no refusal after the answers owed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: MAX_OWED_ANSWERS + 1, max: 40 }), async (count) => {
        reset();
        const socket = await connect();
        const chunks: Buffer[] = [];
        socket.on('data', (d: Buffer) => chunks.push(d));
        const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
        let wire = '';
        for (let i = 0; i < count; i++) wire += `GET /n/${i}/10/0 HTTP/1.1\r\nHost: x\r\n\r\n`;
        // A request line with a doubled space: refused (400) once the answers before it are written.
        socket.write(`${wire}GET  /n/x/10/0 HTTP/1.1\r\nHost: x\r\n\r\n`);
        await Promise.race([closed, new Promise((r) => setTimeout(r, 5000))]);
        socket.destroy();
        const answers = answersIn(Buffer.concat(chunks));
        // Every request acted on is answered, in order; nothing after, and none waiting was acted on.
        expect(answers.map((a) => a.status)).toEqual(handled.map(() => 200));
        expect(handled).toEqual(handled.map((_, i) => `/n/${i}/10/0`));
        expect(handled.length).toBeLessThan(count);
      }),
      { numRuns: 6 },
    );
  }, 60_000);
});
