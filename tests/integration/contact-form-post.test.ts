/**
 * The contact form's native post (`application/x-www-form-urlencoded`, no JavaScript or sent
 * before hydration): first the handler against PGlite (what is stored, what is not, every
 * outcome), then the built server's page /kontakt/senden over HTTP (needs a build, which
 * `npm test` makes first): German HTML for every answer, 303 to the confirmation, the form again
 * with messages and values, and a Content Security Policy that admits exactly the page's inline
 * code.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { enquiries, outbox, rateLimits } from '../../src/server/db/schema.ts';
import { enquiryMessages } from '../../src/content/enquiry-copy.ts';
import fc from 'fast-check';
import { handleContactForm, type ContactFormError } from '../../src/server/contact-form.ts';
import { handleContact } from '../../src/server/contact-api.ts';
import type { Db } from '../../src/server/db/index.ts';
import { DatabaseUnavailableError } from '../../src/server/db/index.ts';
import { ownerSocketPath, requestOwnerSocket } from '../../src/server/owner-socket.ts';
import { loadEnv } from '../../src/server/env.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { inlineHashes, parsePolicy } from '../../src/server/security-headers.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { startPostgres } from '../../scripts/lib/postgres.ts';

const SITE = 'https://www.schlafmanufaktur.example';

const valid = {
  firstName: 'Erika',
  lastName: 'Formular',
  email: 'erika.formular@example.de',
  phone: '0271 123456',
  interest: 'Wasserbett',
  message: 'Bitte um Rückruf wegen eines Wasserbetts (200 × 220 cm) & Topper.',
  website: '',
};

const requiredMessages = [
  'Vorname ist erforderlich',
  'Nachname ist erforderlich',
  'Ungültige E-Mail-Adresse',
  'Bitte wählen Sie Ihr Interesse aus',
  'Nachricht ist erforderlich',
];

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('handleContactForm (PGlite)', () => {
  let runtime: Runtime;
  let dir: string;
  let counter = 0;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'contact-form-'));
    runtime = await createRuntime(
      loadEnv({
        DATA_DIR: dir,
        SITE_URL: SITE,
        LOG_LEVEL: 'silent',
        MIN_FILL_MS: '3000',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_SECONDS: '600',
      }),
      { ownerSocket: false },
    );
    await runtime.outbox.stop();
  });
  afterAll(async () => {
    await runtime?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await runtime.db().delete(outbox);
    await runtime.db().delete(enquiries);
    await runtime.db().delete(rateLimits);
  });

  function post(body: string, opts: { headers?: Record<string, string>; client?: string; method?: string } = {}) {
    const request = new Request('http://127.0.0.1:3000/kontakt/senden', {
      method: opts.method ?? 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: '127.0.0.1:3000',
        origin: 'http://127.0.0.1:3000',
        'sec-fetch-site': 'same-origin',
        ...opts.headers,
      },
      body: opts.method === 'GET' ? undefined : body,
    });
    return runtime.handleContactForm(request, {
      requestId: `form-${++counter}`,
      clientAddress: opts.client ?? `10.9.0.${counter % 250}`,
    });
  }

  test('sent: stored trimmed with both mails queued, without a fill time', async () => {
    const outcome = await post(form({ ...valid, firstName: '  Erika ' }));
    expect(outcome).toEqual({ kind: 'sent' });
    const rows = await runtime.db().select().from(enquiries);
    expect(rows).toHaveLength(1);
    const { website: _website, ...fields } = valid;
    expect(rows[0]).toMatchObject(fields);
    const mails = await runtime.db().select().from(outbox);
    expect(mails.map((m) => m.kind).sort()).toEqual(['shop-notification', 'visitor-confirmation']);
  });

  test('400: the schema messages per field, every value kept, nothing stored', async () => {
    const sent = { firstName: '', lastName: ' ', email: 'kaputt', phone: '0271 1', interest: '', message: '' };
    const outcome = (await post(form(sent))) as ContactFormError;
    expect(outcome.kind).toBe('error');
    expect(outcome.status).toBe(400);
    expect(outcome.message).toBe(enquiryMessages.invalid);
    expect(Object.values(outcome.fields).sort()).toEqual([...requiredMessages].sort());
    expect(outcome.values).toEqual(sent);
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);
  });

  test('403 for cross-site posts (Origin or Sec-Fetch-Site), nothing read or stored', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const outcome = (await post(form(valid), { headers })) as ContactFormError;
      expect(outcome.status).toBe(403);
      expect(outcome.message).toBe(enquiryMessages.crossSite);
      expect(outcome.values.firstName).toBe('');
    }
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);
  });

  test("regression: the site's trailing-dot host (served as the site's pages) sends on both paths", async () => {
    const headers = { host: 'www.schlafmanufaktur.example.', origin: `${SITE}.`, 'sec-fetch-site': 'same-origin' };
    expect(await post(form({ ...valid, lastName: 'Punkt' }), { headers, client: '10.5.0.1' })).toEqual({
      kind: 'sent',
    });
    const api = await runtime.handleContact(
      new Request(`${SITE}./api/contact`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ...valid, lastName: 'PunktJson', fillMs: 9000 }),
      }),
      { requestId: 'fqdn-json', clientAddress: '10.5.0.2' },
    );
    expect(api.status).toBe(201);
    const rows = await runtime.db().select().from(enquiries);
    expect(rows.map((r) => r.lastName).sort()).toEqual(['Punkt', 'PunktJson']);
  });

  test('415 for other content types on the form path; /api/contact still takes JSON only', async () => {
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
      const outcome = (await post(form(valid), { headers: { 'content-type': type } })) as ContactFormError;
      expect(outcome.status).toBe(415);
      expect(outcome.message).toBe(enquiryMessages.formUnsupportedType);
    }
    const api = await runtime.handleContact(
      new Request('http://127.0.0.1:3000/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: '127.0.0.1:3000' },
        body: form(valid),
      }),
      { requestId: 'api', clientAddress: '10.9.9.9' },
    );
    expect(api.status).toBe(415);
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);
  });

  test('413 over the cap (16 KB of text, percent-encoded up to three times as long)', async () => {
    const outcome = (await post(form({ ...valid, message: 'x'.repeat(50_000) }))) as ContactFormError;
    expect(outcome.status).toBe(413);
    expect(outcome.message).toBe(enquiryMessages.formTooLarge);
  });

  test('the longest message in any script goes through, as it does through the JSON API', async () => {
    for (const letter of ['ж', '漢', 'ä']) {
      const message = letter.repeat(5000);
      expect(
        await post(form({ ...valid, message }), { client: `10.8.${letter.length}.${letter.charCodeAt(0) % 250}` }),
      ).toEqual({
        kind: 'sent',
      });
    }
    expect(await runtime.db().select().from(enquiries)).toHaveLength(3);
  });

  test('any message the textarea accepts at its maxlength is sent and stored as typed (a line break is one character)', async () => {
    // A textarea's value has LF line breaks and its maxlength counts each as one; the browser's
    // form encoding sends each as CRLF. The server counts and stores what was typed.
    const unit = fc.constantFrom('\n', '\n', 'a', 'ä', 'ж', '漢', ' ', '.', '\t', '-', '=');
    const atLimit = fc
      .tuple(fc.array(unit, { minLength: 1, maxLength: 40 }), fc.integer({ min: 0, max: 200 }))
      .map(([pattern, short]) => {
        const body = pattern.join('').repeat(Math.ceil(5000 / pattern.length));
        return `M${body}`.slice(0, 5000 - short);
      });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(atLimit, async (message) => {
        run++;
        const sent = { ...valid, lastName: `Zeilen${run}`, message: message.replace(/\n/g, '\r\n') };
        const outcome = await post(form(sent), { client: `10.7.${run % 250}.${1 + (run % 200)}` });
        expect(outcome).toEqual({ kind: 'sent' });
        const rows = await runtime.db().select().from(enquiries);
        expect(rows.find((r) => r.lastName === `Zeilen${run}`)?.message).toBe(message.trim());
      }),
      { numRuns: 30 },
    );
  });

  test('regression: 4,990 characters and 10 line breaks (5,000 typed) go through both paths; a lone CR is a line break too', async () => {
    const typed = ('x'.repeat(499) + '\n').repeat(10).slice(0, -1) + 'x';
    expect(typed).toHaveLength(5000);
    expect(await post(form({ ...valid, message: typed.replace(/\n/g, '\r\n') }), { client: '10.6.0.1' })).toEqual({
      kind: 'sent',
    });
    const json = await runtime.handleContact(
      new Request('http://127.0.0.1:3000/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
        body: JSON.stringify({ ...valid, lastName: 'Json', message: typed.replace(/\n/g, '\r'), fillMs: 9000 }),
      }),
      { requestId: 'crlf-json', clientAddress: '10.6.0.2' },
    );
    expect(json.status).toBe(201);
    const rows = await runtime.db().select().from(enquiries);
    expect(rows.map((r) => r.message)).toEqual([typed, typed]);
  });

  test('a body the form never sends is refused, never stored corrupted: bad escapes, another charset, a field twice', async () => {
    const bodies = [
      `${form(valid)}&firstName=Zweiter`,
      form(valid).replace('Erika', 'J%FCrgen'),
      form(valid).replace('Erika', 'Gr%C3%B6%C3e'),
      form(valid).replace('Erika', 'Er%ZZika'),
      `${form(valid)}&website=&website=x`,
    ];
    for (const body of bodies) {
      const outcome = (await post(body)) as ContactFormError;
      expect(outcome.status).toBe(400);
      expect(outcome.message).toBe(enquiryMessages.formMalformed);
    }
    const latin1 = (await post(form(valid), {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=iso-8859-1' },
    })) as ContactFormError;
    expect(latin1.status).toBe(415);
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);
  });

  /** What a visitor may type: any text but line breaks (a `text/plain` form has one field a line). */
  const typedText = fc.string({ unit: 'grapheme', maxLength: 40 }).map((t) => t.replace(/[\r\n]/g, ' '));
  const typedForm = fc.record({
    firstName: typedText,
    lastName: typedText,
    email: typedText,
    phone: typedText,
    interest: typedText,
    message: fc.string({ unit: 'grapheme', maxLength: 300 }).map((t) => t.replace(/[\r\n]/g, ' ')),
  });
  const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'interest', 'message'] as const;
  type Typed = Record<(typeof fieldNames)[number], string>;
  /** Each way a post the form never sends is refused: its body, headers, status and message. */
  const refusals = (values: Typed, field: (typeof fieldNames)[number]) => {
    const encoded = (extra: Partial<Record<string, string>> = {}) =>
      Object.entries(values)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}${extra[k] ?? ''}`)
        .join('&');
    const urlencoded = 'application/x-www-form-urlencoded';
    const multipart = new FormData();
    for (const [k, v] of Object.entries(values)) multipart.append(k, v);
    const bytes = (text: string) => Buffer.from(text, 'latin1');
    return [
      { kind: 'a field twice', body: `${encoded()}&${field}=Zweiter`, type: urlencoded, status: 400 },
      { kind: 'a malformed escape', body: encoded({ [field]: '%ZZ' }), type: urlencoded, status: 400, tail: '%ZZ' },
      { kind: 'an escape not UTF-8', body: encoded({ [field]: '%FC' }), type: urlencoded, status: 400, tail: '\uFFFD' },
      { kind: 'a raw byte not UTF-8', body: bytes(`${encoded()}\xff`), type: urlencoded, status: 400, tail: '\uFFFD' },
      { kind: 'over the cap', body: `${encoded()}&zz=${'x'.repeat(50_000)}`, type: urlencoded, status: 413 },
      { kind: 'multipart', body: multipart, type: undefined, status: 415 },
      {
        kind: 'text/plain',
        body: Object.entries(values)
          .map(([k, v]) => `${k}=${v}`)
          .join('\r\n'),
        type: 'text/plain; charset=utf-8',
        status: 415,
      },
    ].map((r) => ({ ...r, field: r.kind === 'a raw byte not UTF-8' ? ('message' as const) : field }));
  };

  test('every refusal of a post that was read gives the form back with what was typed and a German form message', async () => {
    const formMessages = {
      400: enquiryMessages.formMalformed,
      413: enquiryMessages.formTooLarge,
      415: enquiryMessages.formUnsupportedType,
    } as Record<number, string>;
    await fc.assert(
      fc.asyncProperty(typedForm, fc.constantFrom(...fieldNames), fc.nat({ max: 6 }), async (values, field, pick) => {
        const r = refusals(values, field)[pick]!;
        const request = new Request('http://127.0.0.1:3000/kontakt/senden', {
          method: 'POST',
          headers: {
            host: '127.0.0.1:3000',
            origin: 'http://127.0.0.1:3000',
            ...(r.type ? { 'content-type': r.type } : {}),
          },
          body: r.body,
        });
        const outcome = (await runtime.handleContactForm(request, {
          requestId: `typed-${++counter}`,
          clientAddress: `10.4.${counter % 250}.1`,
        })) as ContactFormError;
        expect(outcome.status, r.kind).toBe(r.status);
        expect(outcome.message, r.kind).toBe(formMessages[r.status]);
        // The raw byte goes after the last field, which is the message.
        const last = r.kind === 'a raw byte not UTF-8' ? 'message' : r.field;
        expect(outcome.values, r.kind).toEqual({ ...values, [last]: `${values[last]}${r.tail ?? ''}` });
      }),
      { numRuns: 120 },
    );
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);
  });

  test("regressions: the attacker's refusals come back filled, in the declared charset as far as it decodes", async () => {
    const latin1 = (await post('firstName=J%FCrgen&message=Gr%FC%DFe', {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=iso-8859-1' },
    })) as ContactFormError;
    expect([latin1.status, latin1.values.firstName, latin1.values.message]).toEqual([415, 'Jürgen', 'Grüße']);
    const twice = (await post(`${form(valid)}&firstName=Zweiter`)) as ContactFormError;
    expect([twice.status, twice.values.firstName, twice.values.message]).toEqual([400, 'Erika', valid.message]);
    const large = (await post(form({ ...valid, message: 'x'.repeat(50_000) }))) as ContactFormError;
    expect(large.status).toBe(413);
    expect(large.message).not.toContain('16 KB');
    expect(large.values.firstName).toBe('Erika');
    expect(large.values.message.length).toBeGreaterThan(40_000);
    // If-Match (no browser sends one): 412 with the form filled, not a bare English status.
    const precondition = (await post(form(valid), { headers: { 'if-match': '*' } })) as ContactFormError;
    expect([precondition.status, precondition.message, precondition.values.message]).toEqual([
      412,
      enquiryMessages.formPrecondition,
      valid.message,
    ]);
    // A compressed body is never inflated: nothing of it to give back, but the German message.
    const gzip = (await post(form(valid), { headers: { 'content-encoding': 'gzip' } })) as ContactFormError;
    expect([gzip.status, gzip.message]).toEqual([415, enquiryMessages.formUnsupportedType]);
  });

  test('honeypot filled: answered as sent, neither stored nor mailed', async () => {
    expect(await post(form({ ...valid, website: 'https://spam.example' }))).toEqual({ kind: 'sent' });
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);
    expect(await runtime.db().select().from(outbox)).toHaveLength(0);
  });

  test('429 with Retry-After after 5 enquiries of one client, counted with the JSON path', async () => {
    const client = '192.0.2.44';
    // Two by script (JSON), three by native post: one limit for both. Five different enquiries
    // (a repeat of one is a replay, answered as accepted and stored once).
    const nth = (i: number) => ({ ...valid, message: `${valid.message} (${i})` });
    for (let i = 0; i < 2; i++) {
      const res = await runtime.handleContact(
        new Request('http://127.0.0.1:3000/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json', host: '127.0.0.1:3000' },
          body: JSON.stringify({ ...nth(i), fillMs: 9000 }),
        }),
        { requestId: `json-${i}`, clientAddress: client },
      );
      expect(res.status).toBe(201);
    }
    for (let i = 2; i < 5; i++) expect(await post(form(nth(i)), { client })).toEqual({ kind: 'sent' });
    const outcome = (await post(form(nth(5)), { client })) as ContactFormError;
    expect(outcome.status).toBe(429);
    expect(outcome.message).toBe(enquiryMessages.rateLimited);
    expect(Number(outcome.headers['Retry-After'])).toBeGreaterThan(590);
    expect(outcome.values).toEqual({ ...nth(5), website: undefined });
    expect(await runtime.db().select().from(enquiries)).toHaveLength(5);
  });
});

describe('a database that fails while a post is counted or stored', () => {
  let runtime: Runtime;
  let dir: string;
  let counter = 0;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'contact-form-db-'));
    runtime = await createRuntime(loadEnv({ DATA_DIR: dir, SITE_URL: SITE, LOG_LEVEL: 'silent', MIN_FILL_MS: '0' }), {
      ownerSocket: false,
    });
    await runtime.outbox.stop();
  });
  afterAll(async () => {
    await runtime?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Errors a database gives, each with whether it means "not reachable now" (503) or not (500). */
  const failure = fc.constantFrom(
    { err: () => Object.assign(new Error('terminating connection'), { code: '57P01' }), unavailable: true },
    { err: () => Object.assign(new Error('connection failure'), { code: '08006' }), unavailable: true },
    { err: () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), unavailable: true },
    { err: () => new Error('Connection terminated unexpectedly'), unavailable: true },
    { err: () => new DatabaseUnavailableError(), unavailable: true },
    { err: () => Object.assign(new Error('disk full'), { code: '53100' }), unavailable: true },
    { err: () => Object.assign(new Error('duplicate key'), { code: '23505' }), unavailable: false },
    { err: () => new Error('boom'), unavailable: false },
  );
  /** Where it fails: opening it, the first statement (the form budget's count), or storing the enquiry. */
  const stage = fc.constantFrom('db' as const, 'insert' as const, 'transaction' as const);
  /** The database, failing at `at` with `err`. */
  const failingDb = (at: 'db' | 'insert' | 'transaction', err: () => Error) => (): Db => {
    if (at === 'db') throw err();
    const db = runtime.db();
    return new Proxy(db, {
      get(target, key) {
        if (key === at) {
          return () => {
            throw err();
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  };
  const typed = fc.record({
    firstName: fc.stringMatching(/^[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß-]{0,29}$/),
    lastName: fc.stringMatching(/^[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß -]{0,29}$/),
    email: fc.constantFrom('erika@example.de', 'a.b@example.com'),
    phone: fc.constantFrom('', '0271 123456'),
    interest: fc.constantFrom('Matratze', 'Wasserbett', 'Boxspringbett'),
    message: fc.stringMatching(/^[A-Za-zÄÖÜäöüß0-9][A-Za-zÄÖÜäöüß0-9 .,!?&<>"'-]{0,199}$/),
  });
  const request = (target: string, type: string, body: string) =>
    new Request(`http://127.0.0.1:3000${target}`, {
      method: 'POST',
      headers: { 'content-type': type, host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
      body,
    });

  test('native post: the form comes back filled with a German message, 503 (Retry-After) or 500; nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(typed, failure, stage, async (values, f, at) => {
        const deps = { ...runtime.contact, db: failingDb(at, f.err) };
        const outcome = await handleContactForm(
          request('/kontakt/senden', 'application/x-www-form-urlencoded', form({ ...values, website: '' })),
          { requestId: `db-${++counter}`, clientAddress: `10.7.${counter % 250}.1` },
          deps,
        );
        expect(outcome.kind).toBe('error');
        const error = outcome as ContactFormError;
        expect(error.status, `${at} ${f.err().message}`).toBe(f.unavailable ? 503 : 500);
        expect(error.message).toBe(f.unavailable ? enquiryMessages.unavailable : enquiryMessages.internal);
        if (f.unavailable) expect(error.headers['Retry-After']).toBe('30');
        expect(error.values).toEqual(values);
      }),
      { numRuns: 60 },
    );
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);
  });

  test('JSON: a precise status with the German message, 503 (Retry-After) or 500; nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(typed, failure, stage, async (values, f, at) => {
        const res = await handleContact(
          request('/api/contact', 'application/json', JSON.stringify({ ...values, website: '', fillMs: 9000 })),
          { requestId: `db-${++counter}`, clientAddress: `10.6.${counter % 250}.1` },
          { ...runtime.contact, db: failingDb(at, f.err) },
        );
        expect(res.status, `${at} ${f.err().message}`).toBe(f.unavailable ? 503 : 500);
        expect(await res.json()).toEqual({
          error: f.unavailable ? enquiryMessages.unavailable : enquiryMessages.internal,
        });
        if (f.unavailable) expect(res.headers.get('retry-after')).toBe('30');
      }),
      { numRuns: 40 },
    );
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);
  });

  test("regression: the form budget's count failing (the database lost mid-run) keeps the typed enquiry", async () => {
    const values = { ...valid, message: 'Mein getippter Text, bitte nicht verlieren.' };
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
    const outcome = (await handleContactForm(
      request('/kontakt/senden', 'application/x-www-form-urlencoded', form(values)),
      { requestId: 'budget-lost', clientAddress: '10.5.0.1' },
      { ...runtime.contact, db: failingDb('insert', () => lost) },
    )) as ContactFormError;
    expect(outcome.status).toBe(503);
    expect(outcome.message).toBe(enquiryMessages.unavailable);
    const { website: _website, ...typedValues } = values;
    expect(outcome.values).toEqual(typedValues);
  });
});

describe('POST /kontakt/senden on the built server', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ MIN_FILL_MS: '3000', RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const send = (body: string, headers: Record<string, string> = {}, client = '127.0.0.1') =>
    fetch(`${server.url}/kontakt/senden`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.url,
        'sec-fetch-site': 'same-origin',
        // Each test counts as its own client (TRUST_PROXY is off: this header is ignored, so
        // the rate-limit test below runs last).
        'x-forwarded-for': client,
        ...headers,
      },
      body,
    });

  const listed = () => requestOwnerSocket(ownerSocketPath(server.dataDir), { cmd: 'list' });

  /** The page's CSP admits every inline script and style it carries, and nothing inline besides. */
  function expectPolicyCoversPage(policy: string, html: string) {
    const directives = parsePolicy(policy);
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    const hashes = inlineHashes(html);
    expect(hashes.scripts.length).toBeGreaterThan(0);
    for (const h of hashes.scripts) expect(directives.get('script-src')).toContain(h);
    for (const h of hashes.styles) expect(directives.get('style-src')).toContain(h);
    for (const h of hashes.styleAttributes) expect(directives.get('style-src-attr')).toContain(h);
    expect(policy).not.toContain("'unsafe-inline'");
  }

  test('sent: 303 to the confirmation (no query), stored; the confirmation is noindex', async () => {
    const res = await send(form({ ...valid, lastName: 'Umleitung' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/kontakt/gesendet');
    expect((await listed()).filter((r) => r.lastName === 'Umleitung')).toHaveLength(1);

    const page = await fetch(`${server.url}/kontakt/gesendet`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
    expect(html).toContain('Nachricht gesendet!');
    expect(html).toContain('Vielen Dank für Ihre Nachricht. Wir melden uns bald bei Ihnen.');
    expect(html).toMatch(/<a[^>]+href="\/kontakt"/);
  });

  test('400: German HTML with the five messages beside the fields and the values kept', async () => {
    const res = await send(
      form({ firstName: '', lastName: '', email: '', phone: '0271 99', interest: '', message: '' }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
    expect(html).toContain(enquiryMessages.invalid);
    for (const m of requiredMessages) expect(html).toMatch(new RegExp(`<p id="[^"]+-error"[^>]*>${m}</p>`));
    expect(html).toMatch(/<input[^>]*name="phone"[^>]*value="0271 99"|<input[^>]*value="0271 99"[^>]*name="phone"/);
    const formTag = html.match(/<form\b[^>]*>/)?.[0] ?? '';
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/kontakt/senden"');
    expectPolicyCoversPage(res.headers.get('content-security-policy')!, html);

    const kept = await send(form({ ...valid, email: 'kein-at-zeichen', message: 'Zeile 1\r\nZeile <2> & "3"' }));
    expect(kept.status).toBe(400);
    const again = await kept.text();
    expect(again).toMatch(/<p id="[^"]+-error"[^>]*>Ungültige E-Mail-Adresse<\/p>/);
    for (const v of ['Erika', 'Formular', 'kein-at-zeichen', '0271 123456']) expect(again).toContain(`value="${v}"`);
    expect(again).toMatch(/<option value="Wasserbett" selected="">/);
    expect(again).toMatch(/>Zeile 1\r?\nZeile &lt;2&gt; &amp; &quot;3&quot;<\/textarea>/);
    expect((await listed()).filter((r) => r.email === 'kein-at-zeichen')).toHaveLength(0);
  });

  test('403 cross-site and 415 other types, each as a German HTML page', async () => {
    const cross = await send(form(valid), { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const crossHtml = await cross.text();
    expect(crossHtml).toContain(enquiryMessages.crossSite);
    expect(crossHtml).not.toContain('erika.formular@example.de');

    const json = await send(JSON.stringify(valid), { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain(enquiryMessages.formUnsupportedType);

    // The attacker's refusals that lost the typed text: the form page comes back filled.
    const typed = 'Bitte nicht verlieren: Rückruf zum Wasserbett';
    for (const [label, body, type, status] of [
      ['a field twice', `${form({ ...valid, message: typed })}&firstName=Zweiter`, undefined, 400],
      ['another charset', form({ ...valid, message: typed }), 'application/x-www-form-urlencoded; charset=utf-16', 415],
      ['over the cap', `${form({ ...valid, message: typed })}&zz=${'x'.repeat(50_000)}`, undefined, 413],
    ] as const) {
      const res = await send(body, type ? { 'content-type': type } : {});
      expect(res.status, label).toBe(status);
      const html = await res.text();
      expect(html, label).toContain(typed);
      expect(html, label).not.toContain('16 KB');
    }
  });

  test('GET /kontakt/senden leads to the contact page', async () => {
    const res = await fetch(`${server.url}/kontakt/senden`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/kontakt');
  });

  test('honeypot: 303 like a real send, nothing stored', async () => {
    const res = await send(form({ ...valid, lastName: 'Honigtopf', website: 'https://spam.example' }));
    expect(res.status).toBe(303);
    expect((await listed()).filter((r) => r.lastName === 'Honigtopf')).toHaveLength(0);
  });

  test('429: over the rate limit, HTML with Retry-After and the input kept', async () => {
    // RATE_LIMIT_MAX=3 per client; this file's earlier sends from 127.0.0.1 count too.
    let res: Response | undefined;
    for (let i = 0; i < 4; i++) {
      res = await send(form({ ...valid, lastName: `Grenze${i}` }));
      if (res.status === 429) break;
      expect(res.status).toBe(303);
    }
    expect(res!.status).toBe(429);
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await res!.text();
    expect(html).toContain(enquiryMessages.rateLimited);
    expect(html).toContain('value="erika.formular@example.de"');
    expectPolicyCoversPage(res!.headers.get('content-security-policy')!, html);
  });
});

describe('a native post while PostgreSQL is down (the built server)', () => {
  test("regression: the form budget's count fails: 503 with the form filled; once it is back the same post is sent", async () => {
    const postgres = await startPostgres();
    let server: RunningServer | undefined;
    try {
      server = await startServer({ DATABASE_URL: await postgres.createDatabase(`form_outage_${Date.now()}`) });
      const url = server.url;
      const send = () =>
        fetch(`${url}/kontakt/senden`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
          body: form({ ...valid, message: 'Bitte rufen Sie mich an, mein Text bleibt.' }),
        });
      await postgres.halt();
      const down = await send();
      expect(down.status).toBe(503);
      expect(down.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(down.headers.get('retry-after')).toBe('30');
      const html = await down.text();
      expect(html).toContain(enquiryMessages.unavailable);
      expect(html).toContain('value="Erika"');
      expect(html).toContain('value="erika.formular@example.de"');
      expect(html).toContain('Bitte rufen Sie mich an, mein Text bleibt.</textarea>');
      await postgres.resume();
      expect((await send()).status).toBe(303);
    } finally {
      await server?.stop();
      await postgres.resume().catch(() => {});
      await postgres.stop();
    }
  }, 180_000);
});
