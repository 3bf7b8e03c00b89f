/**
 * The server's protocol rules against Node's own HTTP parser, on a bare `http.Server` on
 * loopback (no build needed):
 *
 * - the status of a request Node cannot read: 501 only for a well-formed request line with a
 *   method Node does not know, 505 only for a well-formed one with another version, else 400;
 * - a transfer coding other than `chunked` alone is never read;
 * - the keep-alive timeout ends an idle connection only: a request begun on it runs into the
 *   header timeout's 408, as on a fresh connection.
 */
import { METHODS } from 'node:http';
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorStatus, transferCodingReadable } from '../../src/server/protocol.ts';
import { startBareServer, testLimits } from '../support/bare-server.ts';

const limits = testLimits({ headersTimeoutMs: 800, keepAliveTimeoutMs: 100 });

let port: number;
let stop: () => Promise<void>;
beforeAll(async () => {
  // As the server answers: after the answers owed on the connection, in order.
  ({ port, stop } = await startBareServer(limits, (_req, res) => res.end('ok')));
});
afterAll(() => stop());

/** Writes `chunks` (one write each, `gapMs` apart) and collects what comes until the server closes. */
function exchange(chunks: readonly string[], gapMs = 0): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect({ host: '127.0.0.1', port });
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
    chunks.forEach((chunk, i) => setTimeout(() => socket.writable && socket.write(chunk, 'latin1'), i * gapMs));
  });
}
const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));

const TCHAR = "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const token = fc.string({ unit: fc.constantFrom(...TCHAR), minLength: 1, maxLength: 10 });
const target = fc.constantFrom('/', '/kontakt', '/a?b=c', '*', 'http://x/y');
const served = fc.constantFrom('1.0', '1.1');
const version = fc.tuple(fc.nat({ max: 9 }), fc.nat({ max: 9 })).map(([a, b]) => `${a}.${b}`);
/** A complete request answered before the one under test (pipelined in the same write). */
const before = fc.constantFrom(
  '',
  'GET / HTTP/1.1\r\nHost: x\r\n\r\n',
  'POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}',
);

describe('the status of a request Node cannot read', () => {
  it('a well-formed request line with a method Node does not know: 501', async () => {
    await fc.assert(
      fc.asyncProperty(
        token.filter((m) => !METHODS.includes(m)),
        target,
        served,
        before,
        async (method, t, v, first) => {
          const { text } = await exchange([`${first}${method} ${t} HTTP/${v}\r\nHost: x\r\n\r\n`]);
          expect(statuses(text).at(-1), `${method} ${t} HTTP/${v}`).toBe(501);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a well-formed request line with a version Node does not read: 505; never 501', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'OPTIONS'), version, before, async (method, v, first) => {
        const { text } = await exchange([`${first}${method} / HTTP/${v}\r\nHost: x\r\n\r\n`]);
        const status = statuses(text).at(-1);
        // Node reads some versions itself (1.0, 1.1, and 0.x, 2.0 for the server to refuse
        // with its own 505): every one it refuses is 505.
        if (['1.0', '1.1'].includes(v)) expect(status, v).toBe(200);
        else if (status !== 200) expect(status, v).toBe(505);
      }),
      { numRuns: 40 },
    );
  });

  /** Ways to spoil a well-formed request line; each leaves something no request line is. */
  const spoil = fc.constantFrom(
    (line: string) => line.replace(/\r\n$/, '\n'), // a bare LF
    (line: string) => line.replace(/\r\n$/, ' \r\n'), // a space before the line end
    (line: string) => line.replace(/ HTTP\/\d\.\d/, ''), // no version
    (line: string) => line.replace(/ \S+ /, ' '), // no target
    (line: string) => line.replace(/HTTP\/(\d)\.(\d)/, 'HTTP/$1$2'), // a version without its dot
    (line: string) => line.replace(/HTTP/, 'HTTX'),
    (line: string) => line.replace(/ /g, ''), // no spaces: `GARBAGE`
    (line: string) => `${line.slice(0, -2)}\r\r\n`,
  );

  it('a spoilt request line, whatever its method and version: 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(token, fc.constantFrom('GET', 'POST', 'BREW')),
        target,
        fc.oneof(served, version),
        spoil,
        before,
        async (method, t, v, spoilt, first) => {
          const line = spoilt(`${method} ${t} HTTP/${v}\r\n`);
          const { text } = await exchange([`${first}${line}Host: x\r\n\r\n`]);
          // Node's parser reads a few spoilt lines (one without a version as HTTP/0.9); the
          // server refuses them too.
          expect(statuses(text).at(-1), JSON.stringify(line)).toBe(400);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("regressions: the attacker's bare LF and GARBAGE are 400; BREW, get and HTTP/1.2 keep 501 and 505", async () => {
    const status = async (request: string) => statuses((await exchange([request])).text).at(-1);
    expect(await status('GET / HTTP/1.1\nHost: localhost\n\n')).toBe(400);
    expect(await status('GARBAGE\r\n\r\n')).toBe(400);
    expect(await status('GET / HTTP/1.1\r\nHost: x\r\n\r\nGARBAGE\r\n\r\n')).toBe(400);
    expect(await status('BREW /kontakt HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(501);
    expect(await status('get /kontakt HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(501);
    expect(await status('PRI / HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(501);
    expect(await status('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n')).toBe(505);
    for (const v of ['1.2', '1.9', '3.0', '9.9'])
      expect(await status(`GET / HTTP/${v}\r\nHost: x\r\n\r\n`), v).toBe(505);
    expect(await status('GET / HTTP/1.1\r\nHost: x\r\n\r\nx')).toBe(400);
  });

  it('no request in the parser error (a timeout, or a code without a packet): by its code', () => {
    expect(clientErrorStatus({ code: 'HPE_HEADER_OVERFLOW' })).toBe(431);
    expect(clientErrorStatus({ code: 'ERR_HTTP_REQUEST_TIMEOUT' })).toBe(408);
    expect(clientErrorStatus({ code: 'HPE_PAUSED_H2_UPGRADE' })).toBe(505);
    for (const code of [undefined, 'HPE_INVALID_METHOD', 'HPE_INVALID_VERSION', 'HPE_INVALID_URL', '__proto__'])
      expect(clientErrorStatus({ code }), code).toBe(400);
  });
});

describe('the request line is exactly `method SP request-target SP HTTP-version CRLF`', () => {
  /** A request-target of RFC 3986's characters: origin-form, asterisk-form or absolute-form. */
  const goodTarget = fc.oneof(
    fc.stringMatching(/^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]{0,16}(\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]{0,8})?$/),
    fc.constantFrom('*', 'http://x/y'),
  );
  const servedMethod = fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE');
  /** Requests answered before the one under test, with every framing a body can have. */
  const answeredBefore = fc.array(
    fc.constantFrom(
      'GET / HTTP/1.1\r\nHost: x\r\n\r\n',
      '\r\n\r\nGET /a HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST / HTTP/1.1\r\nContent-Length: 9\r\n\r\nGET  / HT',
      'POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3;a=b\r\nx\r\n\r\n0\r\nX: GET  /\r\n\r\n',
    ),
    { maxLength: 3 },
  );
  /** Whitespace other than one SP: more SPs, or HTAB, VT, FF, CR, in any mix. */
  const badGap = fc
    .string({ unit: fc.constantFrom(' ', '\t', '\v', '\f', '\r'), minLength: 1, maxLength: 4 })
    .filter((gap) => gap !== ' ');
  /** A byte no request-target holds: a control character, SP, DEL or a byte above 0x7f. */
  const badByte = fc.oneof(fc.integer({ min: 0, max: 0x20 }), fc.integer({ min: 0x7f, max: 0xff }));
  type Line = { method: string; target: string; version: string };
  const spoil = fc.oneof(
    badGap.map((gap) => ({
      name: 'gap after the method',
      at: (l: Line) => `${l.method}${gap}${l.target} HTTP/${l.version}`,
    })),
    badGap.map((gap) => ({
      name: 'gap before the version',
      at: (l: Line) => `${l.method} ${l.target}${gap}HTTP/${l.version}`,
    })),
    badGap
      .filter((gap) => !gap.startsWith('\r'))
      .map((gap) => ({
        name: 'gap before the line',
        at: (l: Line) => `${gap}${l.method} ${l.target} HTTP/${l.version}`,
      })),
    badGap.map((gap) => ({
      name: 'gap after the line',
      at: (l: Line) => `${l.method} ${l.target} HTTP/${l.version}${gap}`,
    })),
    fc.tuple(badByte, fc.nat()).map(([byte, where]) => ({
      name: 'a byte in the target',
      at: (l: Line) => {
        const cut = 1 + (where % l.target.length);
        return `${l.method} ${l.target.slice(0, cut)}${String.fromCharCode(byte)}${l.target.slice(cut)} HTTP/${l.version}`;
      },
    })),
    fc.constant({ name: 'no version', at: (l: Line) => `${l.method} ${l.target}` }),
  );

  it('a well-formed line of a served version is answered, behind any requests answered before it', async () => {
    await fc.assert(
      fc.asyncProperty(servedMethod, goodTarget, served, answeredBefore, async (method, target, v, first) => {
        const { text } = await exchange([`${first.join('')}${method} ${target} HTTP/${v}\r\nHost: x\r\n\r\n`]);
        expect(statuses(text), `${method} ${target} HTTP/${v}`).toEqual(first.map(() => 200).concat(200));
      }),
      { numRuns: 40 },
    );
  });

  it('a line with any other whitespace or byte is 400, after the answers before it, whatever its method and version', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(servedMethod, fc.constantFrom('BREW', 'get')),
        goodTarget,
        fc.oneof(served, version),
        spoil,
        answeredBefore,
        async (method, target, v, spoilt, first) => {
          const line = spoilt.at({ method, target, version: v });
          const { text } = await exchange([`${first.join('')}${line}\r\nHost: x\r\n\r\n`]);
          expect(statuses(text), `${spoilt.name}: ${JSON.stringify(line)}`).toEqual(first.map(() => 200).concat(400));
        },
      ),
      { numRuns: 120 },
    );
  }, 60_000);

  it('regressions: doubled spaces, a tab and a line without a version are 400', async () => {
    const status = async (request: string) => statuses((await exchange([request])).text).at(-1);
    for (const line of [
      'GET  / HTTP/1.1',
      'GET /  HTTP/1.1',
      'GET\t/ HTTP/1.1',
      'GET /\tHTTP/1.1',
      'GET /a\tb HTTP/1.1',
      'GET /',
    ])
      expect(await status(`${line}\r\nHost: x\r\n\r\n`), JSON.stringify(line)).toBe(400);
    expect(await status('BREW  / HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(400);
    expect(await status('GET  / HTTP/1.2\r\nHost: x\r\n\r\n')).toBe(400);
    expect(await status('GET / HTTP/1.1\r\nHost: x\r\n\r\nGET  / HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(400);
  });

  it('regression: a chunked request read whole before a refused one gets its answer first (it waited forever)', async () => {
    const chunked = 'POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nx\r\n0\r\n\r\n';
    for (const refused of ['BREW * HTTP/1.0\x0b\t', 'GARBAGE', 'GET  / HTTP/1.1']) {
      const { text } = await exchange([`${chunked}${refused}\r\nHost: x\r\n\r\n`]);
      expect(statuses(text), refused).toEqual([200, 400]);
    }
  });
});

describe('transfer codings', () => {
  it('only chunked alone is read; any list with another coding is not', () => {
    const coding = fc.oneof(
      fc.constantFrom('chunked', 'gzip', 'deflate', 'br', 'identity', 'compress', 'x-gzip'),
      fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/),
    );
    fc.assert(
      fc.property(fc.array(coding, { minLength: 1, maxLength: 3 }), fc.boolean(), (codings, upper) => {
        const header = codings.join(', ');
        const value = upper ? header.toUpperCase() : header;
        expect(transferCodingReadable(` ${value} `), value).toBe(codings.length === 1 && codings[0] === 'chunked');
      }),
    );
    expect(transferCodingReadable(undefined)).toBe(true);
    expect(transferCodingReadable('gzip, chunked')).toBe(false);
  });
});

describe('the keep-alive timeout', () => {
  it('closes an idle connection without an answer', async () => {
    const { text, closedAfterMs } = await exchange(['GET / HTTP/1.1\r\nHost: x\r\n\r\n']);
    expect(statuses(text)).toEqual([200]);
    expect(closedAfterMs).toBeLessThan(limits.headersTimeoutMs);
  });

  it('a request begun on a kept connection, at any point of its headers, gets the 408 of the header timeout', async () => {
    const next = 'GET /kontakt HTTP/1.1\r\nHost: localhost\r\nAccept: */*\r\n';
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: next.length }), fc.boolean(), async (cut, sameWrite) => {
        const first = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n';
        const partial = next.slice(0, cut);
        const { text } = await exchange(sameWrite ? [first + partial] : [first, partial], 30);
        expect(statuses(text), JSON.stringify(partial)).toEqual([200, 408]);
      }),
      { numRuns: 8 },
    );
  });

  it("regression: the attacker's half-sent Host after a kept request gets its 408", async () => {
    const { text } = await exchange(['GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\nGET / HTTP/1.1\r\nHost: loc']);
    expect(statuses(text)).toEqual([200, 408]);
  });
});
