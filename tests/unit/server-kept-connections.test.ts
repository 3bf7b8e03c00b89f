/**
 * The rule for a kept connection after an answer, on a bare `http.Server` on loopback set up as
 * the production server sets up its connections (no build needed): whatever bytes a client sends
 * after a request and however it splits them,
 *
 * - a request begun on the connection is never cut off without an answer by the keep-alive
 *   timeout: the header timeout answers it with 408, as on a fresh connection (also when it
 *   arrives in the same chunk as the request before it, and whatever that request ends with);
 * - a connection on which no request begins (nothing, or only empty lines, trickled for as long
 *   as the client likes) is closed without an answer within a bound: its keep-alive time after
 *   its answer, whatever that request was (a page, or a form post ending in its body);
 * - an answer given before its request's body has all arrived is that request's only answer,
 *   and the connection ends with it (server-early-answers.test.ts).
 *
 * Node's own keep-alive timer is set to fire at the keep-alive time (no extra buffer), so a
 * begun request would meet it long before the header timeout.
 */
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBareServer, testLimits } from '../support/bare-server.ts';

const limits = testLimits({ headersTimeoutMs: 600, keepAliveTimeoutMs: 150 });
/** Time the server has, after the client's last byte, to end a connection that makes no progress. */
const BOUND_MS = limits.keepAliveTimeoutMs + limits.headersTimeoutMs + 6 * limits.checkIntervalMs + 1000;

let port: number;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ port, stop } = await startBareServer(limits, (req, res) => {
    req.resume();
    // `/early` answers before the body has arrived, as a refusal from the headers alone does.
    if (req.url === '/early') res.end('ok');
    else req.on('end', () => res.end('ok'));
  }));
});
afterAll(() => stop());

interface Outcome {
  statuses: number[];
  /** Milliseconds from the client's last byte to the close; null when the server never closed. */
  closedAfterLastByteMs: number | null;
}

/**
 * Writes `pieces` (each after its delay), then, with `trickleMs`, an empty line every `trickleMs`
 * until the server closes; collects the answers until the server closes or `boundMs` after the
 * client's last byte.
 */
function exchange(
  pieces: readonly { text: string; delayMs: number }[],
  trickleMs: number | null,
  boundMs = BOUND_MS,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let text = '';
    let lastByteAt = Date.now();
    let giveUp: NodeJS.Timeout | undefined;
    let trickle: NodeJS.Timeout | undefined;
    const send = (chunk: string) => {
      if (!socket.writable) return;
      socket.write(chunk, 'latin1');
      lastByteAt = Date.now();
      clearTimeout(giveUp);
      giveUp = setTimeout(() => finish(null), boundMs);
    };
    const finish = (closedAfterLastByteMs: number | null) => {
      clearTimeout(giveUp);
      clearInterval(trickle);
      socket.destroy();
      resolve({ statuses: [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1])), closedAfterLastByteMs });
    };
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', () => {});
    socket.once('close', () => finish(Date.now() - lastByteAt));
    let at = 0;
    for (const piece of pieces) {
      at += piece.delayMs;
      setTimeout(() => send(piece.text), at);
    }
    if (trickleMs !== null) setTimeout(() => (trickle = setInterval(() => send('\r\n'), trickleMs)), at);
  });
}

/** The request answered first: a GET ends in an empty line, a form sent ends in its body. */
const first = fc.constantFrom(
  'GET / HTTP/1.1\r\nHost: x\r\n\r\n',
  'POST /kontakt HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\n\r\nname=ab',
  'POST /kontakt HTTP/1.1\r\nHost: x\r\nContent-Length: 8\r\n\r\nname=\r\n\r',
  'POST /kontakt HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nab\r\n0\r\n\r\n',
  'POST /kontakt HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3;n=v\r\na\r\n\r\n0\r\nX-T: 1\r\n\r\n',
);
/** Empty lines, as Node's parser skips them before a request: CR, LF, in any mix. */
const emptyLines = fc.string({ unit: fc.constantFrom('\r\n', '\n', '\r'), maxLength: 6 });
const NEXT = 'GET /kontakt HTTP/1.1\r\nHost: x\r\nAccept: */*\r\n\r\n';
/** The start of a next request, never its whole header section; '' for none. */
const begun = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 1, max: NEXT.length - 1 }).map((n) => NEXT.slice(0, n)),
);

/** `text` cut at `cuts` (positions), each piece after one of `delays`. */
function split(text: string, cuts: number[], delays: number[]) {
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const bounds = [0, ...at.filter((c) => c > 0 && c < text.length), text.length];
  return bounds.slice(1).map((end, i) => ({ text: text.slice(bounds[i], end), delayMs: delays[i % delays.length]! }));
}

describe('a kept connection after an answer', () => {
  it('a request begun is answered (408), never cut off; with none begun it closes silently within the bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        first,
        emptyLines,
        begun,
        fc.array(fc.nat(), { maxLength: 5 }),
        // Short gaps: everything arrives within the keep-alive time, so what the server decides
        // is about all of it.
        fc.array(fc.constantFrom(0, 10, 25), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        async (request, lines, partial, cuts, delays, trickles) => {
          const pieces = split(request + lines + partial, cuts, delays);
          const { statuses, closedAfterLastByteMs } = await exchange(
            pieces,
            trickles && partial === '' ? limits.keepAliveTimeoutMs / 3 : null,
          );
          expect(statuses).toEqual(partial === '' ? [200] : [200, 408]);
          expect(closedAfterLastByteMs).not.toBeNull();
        },
      ),
      { numRuns: 24 },
    );
  }, 120_000);

  it("regression: a next request's first bytes in the same chunk as the request before it get the 408", async () => {
    for (const request of ['GET / HTTP/1.1\r\nHost: x\r\n\r\n', 'POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}']) {
      const { statuses } = await exchange([{ text: `${request}G`, delayMs: 0 }], null);
      expect(statuses).toEqual([200, 408]);
    }
  });

  it('after any request, a form post too, nothing more closes it at the keep-alive time, well before the header timeout', async () => {
    await fc.assert(
      fc.asyncProperty(first, emptyLines, async (request, lines) => {
        const { statuses, closedAfterLastByteMs } = await exchange([{ text: request + lines, delayMs: 0 }], null);
        expect(statuses).toEqual([200]);
        // Its keep-alive time after the answer, checked every interval (and a little slack).
        expect(closedAfterLastByteMs!).toBeLessThan(limits.keepAliveTimeoutMs + 4 * limits.checkIntervalMs);
      }),
      { numRuns: 10 },
    );
  });

  it('regression: a body still arriving after its answer gets no second answer (no 408): the connection ends with the answer, even when its bytes end in an empty line', async () => {
    const { statuses, closedAfterLastByteMs } = await exchange(
      [{ text: 'POST /early HTTP/1.1\r\nHost: x\r\nContent-Length: 20\r\n\r\nab\r\n\r\n', delayMs: 0 }],
      null,
      limits.requestTimeoutMs + BOUND_MS,
    );
    expect(statuses).toEqual([200]);
    expect(closedAfterLastByteMs).not.toBeNull();
    expect(closedAfterLastByteMs!).toBeLessThan(limits.requestTimeoutMs);
  });
});
