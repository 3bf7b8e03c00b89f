/**
 * The reading of a connection's requests from its bytes (src/server/request-framing.ts), alone:
 * for any pipeline of well-formed requests (bodies by length or chunked, with extensions and
 * trailers, empty lines between) cut into any chunks, handed over as Node hands them over (once
 * the chunk holding a head's end has been read), every request line is taken as sent, and the
 * connection is idle exactly where no request has begun; a malformed request line is refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RequestFraming, requestLineParts } from '../../src/server/request-framing.ts';

interface Generated {
  bytes: string;
  /** Where each head ends in `bytes`, with the request Node would hand over there. */
  heads: { end: number; req: Parameters<RequestFraming['handOver']>[0] }[];
  /** Where each request line begins, after the empty lines before it. */
  starts: number[];
  /** Where each message ends (its body included). */
  ends: number[];
}

const target = fc.stringMatching(/^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]{0,12}$/);
const bodyText = fc.string({ unit: fc.constantFrom('a', '\r', '\n', ' ', 'G', 'E', 'T', '0', ':'), maxLength: 20 });
const message = fc.record({
  lead: fc.string({ unit: fc.constantFrom('\r\n', '\n', '\r'), maxLength: 2 }),
  method: fc.constantFrom('GET', 'POST', 'PUT', 'OPTIONS'),
  target,
  version: fc.constantFrom('1.0', '1.1'),
  body: fc.oneof(
    fc.constant(null),
    bodyText.map((text) => ({ kind: 'length' as const, text })),
    fc
      .record({
        chunks: fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 3 }),
        ext: fc.constantFrom('', ';a=b', ';q="x y"'),
        trailers: fc.constantFrom('', 'X-T: 1\r\n', 'A: b\r\nC: \r\n'),
      })
      .map((c) => ({ kind: 'chunked' as const, ...c })),
  ),
});

type Message = typeof message extends fc.Arbitrary<infer T> ? T : never;

function pipeline(messages: Message[]): Generated {
  let bytes = '';
  const heads: Generated['heads'] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  for (const m of messages) {
    bytes += m.lead;
    starts.push(bytes.length);
    const headers: Record<string, string> = {};
    let head = `${m.method} ${m.target} HTTP/${m.version}\r\nHost: x\r\n`;
    let body = '';
    if (m.body?.kind === 'length') {
      headers['content-length'] = String(m.body.text.length);
      head += `Content-Length: ${m.body.text.length}\r\n`;
      body = m.body.text;
    } else if (m.body?.kind === 'chunked') {
      const { chunks, ext, trailers } = m.body;
      headers['transfer-encoding'] = 'chunked';
      head += 'Transfer-Encoding: chunked\r\n';
      body = `${chunks.map((c) => `${c.length.toString(16)}${ext}\r\n${c}\r\n`).join('')}0\r\n${trailers}\r\n`;
    }
    bytes += `${head}\r\n`;
    heads.push({ end: bytes.length, req: { method: m.method, url: m.target, httpVersion: m.version, headers } });
    bytes += body;
    ends.push(bytes.length);
  }
  return { bytes, heads, starts, ends };
}

/** Feeds `bytes` cut at `cuts`, handing each request over after the chunk its head ended in. */
function feed(g: Generated, cuts: number[]) {
  const reading = new RequestFraming();
  const at = [...new Set(cuts.map((c) => c % (g.bytes.length + 1)))].filter((c) => c > 0).sort((a, b) => a - b);
  const bounds = [0, ...at.filter((c) => c < g.bytes.length), g.bytes.length];
  let next = 0;
  const handed: boolean[] = [];
  const idleAt: { offset: number; idle: boolean }[] = [];
  for (let i = 1; i < bounds.length; i++) {
    reading.read(Buffer.from(g.bytes.slice(bounds[i - 1], bounds[i]), 'latin1'));
    while (next < g.heads.length && g.heads[next]!.end <= bounds[i]!)
      handed.push(reading.handOver(g.heads[next++]!.req));
    idleAt.push({ offset: bounds[i]!, idle: reading.idle });
  }
  return { handed, idleAt, reading };
}

describe('the framing of well-formed requests', () => {
  it('every request is handed over in step, and the connection is idle exactly between messages', () => {
    fc.assert(
      fc.property(
        fc.array(message, { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (messages, cuts) => {
          const g = pipeline(messages);
          const { handed, idleAt } = feed(g, cuts);
          expect(handed).toEqual(g.heads.map(() => true));
          for (const { offset, idle } of idleAt) {
            // Idle from a message's end (or the start) up to the next request line's first byte.
            const between =
              offset >= g.ends.at(-1)! ||
              g.starts.some((start, i) => (g.ends[i - 1] ?? 0) <= offset && offset <= start);
            expect(idle, `after ${offset} bytes of ${JSON.stringify(g.bytes)}`).toBe(between);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('a request line not exactly the grammar', () => {
  it('is refused when handed over, whatever came before it', () => {
    for (const line of [
      'GET  / HTTP/1.1',
      'GET /  HTTP/1.1',
      'GET /',
      'GET / HTTP/1.1 ',
      ' GET / HTTP/1.1',
      'GET\t/ HTTP/1.1',
    ]) {
      const reading = new RequestFraming();
      reading.read(Buffer.from(`GET / HTTP/1.1\r\n\r\n${line}\r\nHost: x\r\n\r\n`, 'latin1'));
      expect(reading.handOver({ method: 'GET', url: '/', httpVersion: '1.1', headers: {} })).toBe(true);
      expect(reading.requestLine, line).toBe(line);
      expect(reading.handOver({ method: 'GET', url: '/', httpVersion: '1.1', headers: {} }), line).toBe(false);
      // The line stays known for the refusal's status.
      expect(reading.requestLine).toBe(line);
    }
  });

  it('requestLineParts takes only one SP between the parts, a visible target and HTTP/d.d', () => {
    expect(requestLineParts('GET /a?b HTTP/1.1')).toEqual({ method: 'GET', target: '/a?b', major: 1, minor: 1 });
    for (const line of [
      'GET  / HTTP/1.1',
      'GET / HTTP/1.10',
      'GET / http/1.1',
      'GET /\x7f HTTP/1.1',
      'GET / HTTP/1.1\r',
      '/ HTTP/1.1',
    ])
      expect(requestLineParts(line), JSON.stringify(line)).toBeNull();
  });
});
