/**
 * The server's own error answers (needs a build in ASTRO_OUT_DIR / DIST_DIR, which `npm test`
 * makes first):
 *
 * - every error a visitor's browser can show (a page, an asset, the contact form's native post)
 *   is a short German page with the way back and the phone, with its precise status and headers
 *   (Allow on 405); the JSON API gets JSON `{ error }` with a German message, also for the raw
 *   refusals of requests Node could not read (400, 431) or that came too slowly (408);
 * - the form's 408 says honestly that nothing arrived and how to get the typed text back;
 * - every refused request gets its status before the connection closes, whatever its
 *   connection options (a malformed chunked body with `Connection: close` or in HTTP/1.0);
 * - the request id is the server's own: a client's X-Request-Id is only sent back, never the
 *   id under which a request is logged and its enquiry stored.
 */
import net from 'node:net';
import { STATUS_CODES } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe, rawRequest, type RawAnswer } from '../../scripts/lib/hardening.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { errorPageCopy } from '../../src/content/error-copy.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    MIN_FILL_MS: '0',
    FORM_POST_MAX: '1000',
    RATE_LIMIT_MAX: '10000',
    HTTP_HEADERS_TIMEOUT_MS: '800',
    HTTP_REQUEST_TIMEOUT_MS: '1500',
    HTTP_TIMEOUT_CHECK_MS: '100',
  });
});
afterAll(async () => {
  await server?.stop();
});

const host = () => `127.0.0.1:${server.port}`;
const origin = () => `http://${host()}`;
const statuses: Record<number, { title: string }> = errorPageCopy.statuses;

/** A German error page: its status's title (or the form's timeout), the way back and the phone, no English status text. */
function expectGermanPage(a: RawAnswer, status: number, label: string, title = statuses[status]!.title) {
  expect(a.status, label).toBe(status);
  expect(a.headers['content-type'], label).toBe('text/html; charset=utf-8');
  const body = a.body.toString('utf8');
  expect(body, label).toContain('<html lang="de"');
  expect(body, label).toContain(`<h1>${title}</h1>`);
  expect(body, label).toMatch(/<a href="\/(kontakt)?">/);
  expect(body, label).toContain('href="tel:');
  expect(body, label).not.toContain(STATUS_CODES[status]!);
  expect(Number(a.headers['content-length']), label).toBe(a.body.length);
}

/** The API's JSON error with a German message. */
function expectJsonError(a: RawAnswer, status: number, label: string) {
  expect(a.status, label).toBe(status);
  expect(a.headers['content-type'], label).toBe('application/json; charset=utf-8');
  const { error } = JSON.parse(a.body.toString('utf8')) as { error: string };
  expect(error, label).toMatch(/^(Die|Diese) /);
  expect(error, label).not.toContain(STATUS_CODES[status]!);
}

/** Refusals the server answers from a request's head or bytes, for a target. */
const refusals = (h: string, target: string) => [
  { name: 'no Host', status: 400, request: `GET ${target} HTTP/1.1\r\nConnection: close\r\n\r\n` },
  {
    name: 'two Hosts',
    status: 400,
    request: `GET ${target} HTTP/1.1\r\nHost: ${h}\r\nHost: ${h}\r\nConnection: close\r\n\r\n`,
  },
  {
    name: 'foreign Host',
    status: 421,
    request: `GET ${target} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
  },
  {
    name: 'gzip coding',
    status: 501,
    request: `POST ${target} HTTP/1.1\r\nHost: ${h}\r\nTransfer-Encoding: gzip, chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
  },
  {
    name: 'malformed chunk',
    status: 400,
    request: `POST ${target} HTTP/1.1\r\nHost: ${h}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n`,
  },
  {
    name: 'huge header',
    status: 431,
    request: `GET ${target} HTTP/1.1\r\nHost: ${h}\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
  },
  { name: 'HTTP/2.0 line', status: 505, request: `GET ${target} HTTP/2.0\r\nHost: ${h}\r\nConnection: close\r\n\r\n` },
];

const enquiry = (firstName: string) =>
  JSON.stringify({
    firstName,
    lastName: 'Muster',
    email: 'max@example.com',
    phone: '',
    interest: 'Matratze',
    message: `Test ${firstName}`,
    website: '',
    fillMs: 5000,
  });

describe('error answers: German pages for browsers, JSON for the API', () => {
  it('every refusal of a page, asset or form post is a German page; of the API its JSON; statuses unchanged (generated)', async () => {
    const targets = ['/', '/kontakt', '/produkte', '/robots.txt', '/favicon.svg', '/kontakt/senden', '/api/contact'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.nat(), fc.constantFrom('', '?x=1'), async (path, at, query) => {
        const target = `${path}${query}`;
        const cases = refusals(host(), target);
        const c = cases[at % cases.length]!;
        const a = await rawRequest(server.port, c.request);
        const label = `${c.name} ${target}`;
        if (path.startsWith('/api/')) expectJsonError(a, c.status, label);
        else expectGermanPage(a, c.status, label);
      }),
      { numRuns: 60 },
    );
  });

  it('405 on a page keeps its Allow and is German; on the API JSON (generated methods)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/', '/kontakt', '/produkte/matratzen', '/robots.txt', '/kontakt/senden', '/api/contact'),
        fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH'),
        async (target, method) => {
          const a = await probe(server.port, method, target, { host: host() }, { body: '' });
          const label = `${method} ${target}`;
          if (target === '/kontakt/senden' && method === 'POST') return; // the form's own post
          if (target === '/api/contact' && method === 'POST') return;
          expect(a.headers.allow, label).toMatch(/^GET, HEAD|^POST/);
          if (target.startsWith('/api/')) expectJsonError(a, 405, label);
          else expectGermanPage(a, 405, label);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("regression: the attacker's English bodies (POST /kontakt, PUT /kontakt/senden, no Host) are German pages", async () => {
    const post = await probe(server.port, 'POST', '/kontakt', { host: host() }, { body: '' });
    expectGermanPage(post, 405, 'POST /kontakt');
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
    const put = await probe(server.port, 'PUT', '/kontakt/senden', { host: host() }, { body: '' });
    expectGermanPage(put, 405, 'PUT /kontakt/senden');
    expect(put.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expectGermanPage(
      await rawRequest(server.port, 'GET /kontakt HTTP/1.1\r\nConnection: close\r\n\r\n'),
      400,
      'no Host',
    );
  });
});

describe('the JSON API namespace: /api and everything under it answers JSON', () => {
  // No dot segments: `/api/../kontakt` is a spelling of `/kontakt` (request-path.ts), not the API's.
  const segment = fc.constantFrom('foo', 'contact', 'Contact', '', '%63ontact', '...', '%2fx', 'x.json', 'contact.');
  const query = fc.constantFrom('', '?x=1', '?', '?a=%23');
  /** A path in the namespace other than the one route: `/api`, `/api/`, `/api/foo/`, `/api//contact`… */
  const apiPath = fc
    .tuple(fc.array(segment, { maxLength: 3 }), fc.boolean())
    .map(([segments, slash]) => `/api${segments.map((s) => `/${s}`).join('')}${slash ? '/' : ''}`)
    .filter((p) => p !== '/api/contact');

  it('any other path under /api, in origin or absolute form, is a JSON 404 for every method (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        apiPath,
        query,
        fc.boolean(),
        fc.constantFrom('GET', 'POST', 'DELETE', 'PUT'),
        async (path, q, absolute, method) => {
          const target = absolute ? `http://${host()}${path}${q}` : `${path}${q}`;
          const a = await probe(server.port, method, target, { host: host(), origin: origin() }, { body: '' });
          expectJsonError(a, 404, `${method} ${target}`);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a malformed target whose path is under /api gets the JSON 400, in origin or absolute form (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api', '/api/contact', '/api/foo', '/api/'),
        fc.constantFrom('#x', '?a=1#', '#'),
        fc.constantFrom('', `http://${host()}`, `https://${host()}`),
        async (path, fragment, prefix) => {
          const target = `${prefix}${path}${fragment}`;
          const a = await probe(server.port, 'POST', target, { host: host() }, { body: '' });
          expectJsonError(a, 400, `POST ${target}`);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('regression: the near misses outside the namespace keep the site pages', async () => {
    for (const target of ['/apix', '/ap', '/API/foo', '/x/api/foo']) {
      const a = await probe(server.port, 'GET', target, { host: host() });
      expect(a.status, target).toBe(404);
      expect(a.headers['content-type'], target).toMatch(/^text\/html/);
    }
    // The attack's cases, by name.
    for (const [method, target] of [
      ['GET', '/api'],
      ['GET', '/api/foo'],
      ['GET', '/api/contact/'],
      ['POST', '/api/foo'],
    ] as const) {
      const a = await probe(server.port, method, target, { host: host(), origin: origin() }, { body: '' });
      expectJsonError(a, 404, `${method} ${target}`);
    }
    const fragment = await probe(server.port, 'POST', `http://${host()}/api/contact#x`, { host: host() }, { body: '' });
    expectJsonError(fragment, 400, 'absolute-form /api/contact#x');
  });
});

/** Sends a request's head and the first part of its body, then nothing; reads until the server closes. */
function stalled(head: string, part: string): Promise<RawAnswer> {
  return rawRequest(server.port, `${head}${part}`);
}

describe('a post that arrives too slowly', () => {
  it("the form's 408 is a German page that says nothing arrived and how to get the text back", async () => {
    const body = 'firstName=Erika&lastName=Muster&email=e%40example.com&message=';
    const head =
      `POST /kontakt/senden HTTP/1.1\r\nHost: ${host()}\r\nOrigin: ${origin()}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length + 5000}\r\n\r\n`;
    const a = await stalled(head, body);
    expectGermanPage(a, 408, 'form 408', errorPageCopy.formTimeout.title);
    const text = a.body.toString('utf8');
    expect(text).toContain('nicht angekommen');
    expect(text).toContain('Zurück-Taste');
    expect(text).toContain('href="/kontakt"');
  });

  it("the API's 408 is its JSON", async () => {
    const head =
      `POST /api/contact HTTP/1.1\r\nHost: ${host()}\r\nOrigin: ${origin()}\r\n` +
      `Content-Type: application/json\r\nContent-Length: 500\r\n\r\n`;
    expectJsonError(await stalled(head, '{"firstName":'), 408, 'api 408');
  });
});

describe('a refused request gets its status before the connection closes', () => {
  it("regression: the attacker's malformed chunked bodies get 400 with Connection: close or in HTTP/1.0, as with keep-alive", async () => {
    for (const target of ['/api/contact', '/kontakt/senden']) {
      for (const chunk of ['zz\r\n', '-1\r\n', '5\nhello\r\n0\r\n\r\n']) {
        for (const [version, connection] of [
          ['1.1', 'Connection: close\r\n'],
          ['1.0', ''],
          ['1.1', ''],
        ] as const) {
          const label = `${target} ${JSON.stringify(chunk)} HTTP/${version} ${connection.trim()}`;
          const answer = await new Promise<string>((resolve) => {
            const socket = net.connect({ host: '127.0.0.1', port: server.port });
            let text = '';
            const done = () => {
              clearTimeout(giveUp);
              socket.destroy();
              resolve(text);
            };
            const giveUp = setTimeout(done, 3000);
            socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
            socket.on('error', () => {});
            socket.on('close', done);
            socket.write(
              `POST ${target} HTTP/${version}\r\nHost: ${host()}\r\nOrigin: ${origin()}\r\n` +
                `Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n${connection}\r\n${chunk}`,
            );
          });
          expect(
            [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => m[1]),
            label,
          ).toEqual(['400']);
        }
      }
    }
  });
});

/** The request ids of the server's 'enquiry accepted' log lines, by the enquiry's first name order. */
function acceptedRequestIds(): string[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"enquiry accepted"'))
    .map((line) => (JSON.parse(line) as { requestId: string }).requestId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("a client's well-formed X-Request-Id is only sent back; an enquiry is logged and stored under the server's own id (generated)", async () => {
    const safeId = fc.string({ unit: fc.constantFrom(...'abcdefABCDEF0123456789._-'), minLength: 8, maxLength: 64 });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(safeId, async (id) => {
        const before = acceptedRequestIds().length;
        const a = await probe(
          server.port,
          'POST',
          '/api/contact',
          { host: host(), origin: origin(), 'content-type': 'application/json', 'x-request-id': id },
          { body: enquiry(`Gen${n++}`) },
        );
        expect(a.status).toBe(201);
        expect(a.headers['x-request-id']).toBe(id);
        await expect.poll(() => acceptedRequestIds().length).toBe(before + 1);
        const own = acceptedRequestIds().at(-1)!;
        expect(own).toMatch(UUID);
        expect(own).not.toBe(id);
      }),
      { numRuns: 15 },
    );
    // Every request its own id, whatever the clients sent.
    const ids = acceptedRequestIds();
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("regression: an enquiry sent with another request's id is not stored under that id", async () => {
    const headers = { host: host(), origin: origin(), 'content-type': 'application/json' };
    const before = acceptedRequestIds().length;
    const first = await probe(server.port, 'POST', '/api/contact', headers, { body: enquiry('Max') });
    expect(first.status).toBe(201);
    const taken = first.headers['x-request-id']!;
    expect(taken).toMatch(UUID);
    const second = await probe(
      server.port,
      'POST',
      '/api/contact',
      { ...headers, 'x-request-id': taken },
      { body: enquiry('Moritz') },
    );
    expect(second.status).toBe(201);
    await expect.poll(() => acceptedRequestIds().length).toBe(before + 2);
    const [firstId, secondId] = acceptedRequestIds().slice(-2);
    expect(firstId).toBe(taken);
    expect(secondId).not.toBe(taken);
  });
});
