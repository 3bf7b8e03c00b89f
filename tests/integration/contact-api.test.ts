import fc from 'fast-check';
/**
 * POST /api/contact handler against a real database: the embedded PGlite and a real PostgreSQL
 * server (scripts/lib/postgres.ts). Every answer code, what is stored, and what is not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { contactMessages, deliveryAddress } from '../../src/lib/contact-schema.ts';
import { enquiries, outbox, rateLimits } from '../../src/server/db/schema.ts';
import { enquiryMessages as apiMessages } from '../../src/content/enquiry-copy.ts';
import { loadEnv } from '../../src/server/env.ts';
import { REPLAY_WINDOW_SECONDS } from '../../src/server/enquiry-core.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { freePort, startPostgres, type RunningPostgres } from '../../scripts/lib/postgres.ts';

const SITE = 'https://www.schlafmanufaktur.example';

function testEnv(dataDir: string, extra: Record<string, string> = {}) {
  return loadEnv({
    DATA_DIR: dataDir,
    SITE_URL: SITE,
    LOG_LEVEL: 'silent',
    MIN_FILL_MS: '3000',
    RATE_LIMIT_MAX: '5',
    RATE_LIMIT_WINDOW_SECONDS: '600',
    ...extra,
  });
}

const valid = {
  firstName: '  Erika ',
  lastName: 'Müller',
  email: ' erika.mueller@example.de ',
  phone: '+49 271 123456',
  interest: 'Boxspringbett',
  message: 'Ich interessiere mich für ein <b>Boxspringbett</b> in 180 × 200 cm.',
  website: '',
  fillMs: 12_000,
};

/** The n-th of several different enquiries (a repeat of one is a replay, stored once). */
const another = (n: number) => ({ ...valid, message: `${valid.message} (${n})` });

let clientCounter = 0;
function post(
  runtime: Runtime,
  body: unknown,
  opts: { headers?: Record<string, string>; client?: string; raw?: BodyInit } = {},
) {
  const request = new Request('http://127.0.0.1:3000/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: '127.0.0.1:3000', ...opts.headers },
    body: opts.raw ?? JSON.stringify(body),
    // @ts-expect-error: Node's fetch needs duplex for stream bodies
    duplex: 'half',
  });
  return runtime.handleContact(request, {
    requestId: `test-${++clientCounter}`,
    clientAddress: opts.client ?? `10.0.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`,
  });
}

type Backend = { name: string; setup(): Promise<{ runtime: Runtime; cleanup: () => Promise<void> }> };

let postgres: RunningPostgres | undefined;

const backends: Backend[] = [
  {
    name: 'PGlite',
    async setup() {
      const dir = mkdtempSync(path.join(tmpdir(), 'contact-pglite-'));
      const runtime = await createRuntime(testEnv(dir), { ownerSocket: false });
      return {
        runtime,
        async cleanup() {
          await runtime.stop();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'PostgreSQL',
    async setup() {
      postgres ??= await startPostgres();
      const url = await postgres.createDatabase(`contact_${Date.now()}`);
      const dir = mkdtempSync(path.join(tmpdir(), 'contact-pg-'));
      const runtime = await createRuntime(testEnv(dir, { DATABASE_URL: url }));
      return {
        runtime,
        async cleanup() {
          await runtime.stop();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

afterAll(async () => {
  await postgres?.stop();
});

describe.each(backends)('POST /api/contact on $name', (backend) => {
  let runtime: Runtime;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ runtime, cleanup } = await backend.setup());
    // Keep the queued mails visible: this suite checks the queue, outbox.test.ts the sending.
    await runtime.outbox.stop();
  });
  afterAll(async () => {
    await cleanup();
  });
  beforeEach(async () => {
    const db = runtime.db();
    await db.delete(outbox);
    await db.delete(enquiries);
    await db.delete(rateLimits);
  });

  /**
   * A replayed enquiry (enquiry-core.ts, REPLAY_WINDOW_SECONDS) is answered as accepted and stored
   * and mailed once; every different enquiry is stored, from one mailbox too.
   */
  test('replays are stored and mailed once, every different enquiry is kept (generated sequences)', async () => {
    // Two mailboxes (one in several spellings of its normal form), several enquiries each.
    const pool = [
      valid,
      { ...valid, email: 'Erika.Mueller@EXAMPLE.de' }, // another mailbox: the local part differs
      { ...valid, email: '  erika.mueller@Example.DE. ' }, // the same mailbox as `valid`
      { ...valid, message: `${valid.message} Und ein Topper?` },
      { ...valid, phone: '' },
      { ...valid, firstName: 'Erik' },
      { ...valid, interest: 'Wasserbett' },
    ];
    /** What makes an enquiry the same one: every field in the schema's normal form. */
    const identity = (e: typeof valid) =>
      JSON.stringify([
        deliveryAddress(e.email),
        e.firstName.trim(),
        e.lastName.trim(),
        e.phone.trim(),
        e.interest,
        e.message.trim(),
      ]);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: pool.length - 1 }), fc.boolean()), { minLength: 1, maxLength: 8 }),
        async (sends) => {
          const db = runtime.db();
          await db.delete(outbox);
          await db.delete(enquiries);
          // Each send once, or twice at the same moment (a double tap).
          for (const [i, twice] of sends) {
            const answers = await Promise.all((twice ? [0, 1] : [0]).map(() => post(runtime, pool[i])));
            for (const res of answers) expect(res.status).toBe(201);
          }
          const distinct = new Set(sends.map(([i]) => identity(pool[i]!)));
          const rows = await db.select().from(enquiries);
          expect(rows).toHaveLength(distinct.size);
          // Nothing accepted is lost: every enquiry sent is stored.
          const stored = rows.map((r) => identity({ ...r, phone: r.phone ?? '', website: '', fillMs: 0 }));
          expect(new Set(stored)).toEqual(distinct);
          const notifications = (await db.select().from(outbox)).filter((m) => m.kind === 'shop-notification');
          expect(notifications).toHaveLength(distinct.size);
        },
      ),
      { numRuns: 12 },
    );
  });

  test('400 for a member named twice, however spelt, at any depth: nothing stored', async () => {
    const text = JSON.stringify(valid);
    for (const raw of [
      text.replace('{', '{"email":"andere@example.de",'),
      text.replace('{', '{"\\u0065mail":"andere@example.de",'),
      text.replace('}', ',"website":""}'),
      text.replace('}', ',"healthConsent":{"at":1,"at":2}}'),
    ]) {
      const res = await post(runtime, undefined, { raw });
      expect(res.status, raw).toBe(400);
      expect(await res.json()).toEqual({ error: apiMessages.duplicateKey });
    }
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);
  });

  test('regression: a double tap on the native form, and the same enquiry by script and by form, are stored once', async () => {
    const formPost = (fields: Record<string, string>) =>
      runtime.handleContactForm(
        new Request('http://127.0.0.1:3000/kontakt/senden', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', host: '127.0.0.1:3000' },
          body: new URLSearchParams(fields).toString(),
        }),
        { requestId: `form-${++clientCounter}`, clientAddress: '192.0.2.60' },
      );
    const { fillMs: _f, ...fields } = valid;
    expect(await Promise.all([formPost(fields), formPost(fields)])).toEqual([{ kind: 'sent' }, { kind: 'sent' }]);
    expect((await post(runtime, valid)).status).toBe(201);
    expect(await runtime.db().select().from(enquiries)).toHaveLength(1);
    expect(await runtime.db().select().from(outbox)).toHaveLength(2);
  });

  test('the same enquiry after the replay window is another enquiry, stored again', async () => {
    expect((await post(runtime, valid)).status).toBe(201);
    expect((await post(runtime, valid)).status).toBe(201);
    expect(await runtime.db().select().from(enquiries)).toHaveLength(1);
    const { sql } = await import('drizzle-orm');
    await runtime
      .db()
      .update(enquiries)
      .set({ createdAt: sql`now() - make_interval(secs => ${REPLAY_WINDOW_SECONDS + 1})` });
    expect((await post(runtime, valid)).status).toBe(201);
    expect(await runtime.db().select().from(enquiries)).toHaveLength(2);
  });

  test('201: stores the trimmed enquiry and queues two mails in the same commit', async () => {
    const res = await post(runtime, valid);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ ok: true });

    const rows = await runtime.db().select().from(enquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Erika',
      lastName: 'Müller',
      email: 'erika.mueller@example.de',
      phone: '+49 271 123456',
      interest: 'Boxspringbett',
      message: valid.message,
    });
    const mails = await runtime.db().select().from(outbox);
    expect(mails.map((m) => m.kind).sort()).toEqual(['shop-notification', 'visitor-confirmation']);
    for (const m of mails) {
      expect(m.enquiryId).toBe(rows[0]!.id);
      expect(m.status).toBe('pending');
      expect(m.messageId).toBe(`<${m.id}@www.schlafmanufaktur.example>`);
    }
    const shop = mails.find((m) => m.kind === 'shop-notification')!;
    expect(shop.toAddress).toBe('info@schlafmanufaktur.example');
    expect(JSON.parse(shop.replyTo!)).toEqual({ name: 'Erika Müller', address: 'erika.mueller@example.de' });
    expect(shop.textBody).toContain(valid.message);
    expect(shop.textBody).toContain('+49 271 123456');
    expect(shop.htmlBody).toContain('&lt;b&gt;Boxspringbett&lt;/b&gt;');
    expect(shop.htmlBody).not.toContain('<b>Boxspringbett</b>');
    const visitor = mails.find((m) => m.kind === 'visitor-confirmation')!;
    expect(JSON.parse(visitor.toAddress)).toEqual({ address: 'erika.mueller@example.de' });
    for (const part of [visitor.toAddress, visitor.subject, visitor.textBody, visitor.htmlBody]) {
      for (const entered of ['Erika', 'Müller', 'Boxspringbett', '+49 271']) expect(part).not.toContain(entered);
    }
  });

  test('201 without the optional phone stores NULL', async () => {
    const { phone: _phone, ...rest } = valid;
    expect((await post(runtime, rest)).status).toBe(201);
    const [row] = await runtime.db().select().from(enquiries);
    expect(row!.phone).toBeNull();
  });

  test('400 lists a German message per invalid field and stores nothing', async () => {
    const res = await post(runtime, { website: '', fillMs: 5000, phone: 'abc' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: apiMessages.invalid,
      fields: {
        firstName: 'Vorname ist erforderlich',
        lastName: 'Nachname ist erforderlich',
        email: 'Ungültige E-Mail-Adresse',
        phone: contactMessages.phoneInvalid,
        interest: 'Bitte wählen Sie Ihr Interesse aus',
        message: 'Nachricht ist erforderlich',
      },
    });
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);
    expect(await runtime.db().select().from(outbox)).toHaveLength(0);
  });

  test('400 for over-long fields and an interest outside the allowlist', async () => {
    const res = await post(runtime, {
      ...valid,
      firstName: 'a'.repeat(101),
      lastName: 'b'.repeat(101),
      email: `${'c'.repeat(250)}@x.de`,
      phone: '1'.repeat(41),
      interest: 'Hängematte',
      message: 'm'.repeat(5001),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({
      firstName: 'Vorname darf höchstens 100 Zeichen lang sein',
      lastName: 'Nachname darf höchstens 100 Zeichen lang sein',
      email: 'E-Mail-Adresse darf höchstens 254 Zeichen lang sein',
      phone: 'Telefonnummer darf höchstens 40 Zeichen lang sein',
      interest: 'Bitte wählen Sie Ihr Interesse aus',
      message: 'Nachricht darf höchstens 5.000 Zeichen lang sein',
    });
  });

  test('400 for malformed JSON, a non-object body and invalid UTF-8', async () => {
    const malformed = await post(runtime, undefined, { raw: '{"firstName": "Erika",' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: apiMessages.malformed });
    const array = await post(runtime, [valid]);
    expect(array.status).toBe(400);
    expect(await array.json()).toEqual({ error: apiMessages.notAnObject });
    const bytes = await post(runtime, undefined, { raw: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) });
    expect(bytes.status).toBe(400);
  });

  test('413 over 16 KB, by Content-Length and by the streamed size', async () => {
    const big = JSON.stringify({ ...valid, message: 'x'.repeat(17_000) });
    const declared = await post(runtime, undefined, { raw: big });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: apiMessages.tooLarge });

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await post(runtime, undefined, { raw: stream });
    expect(streamed.status).toBe(413);
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);
  });

  test('415 when the body is not JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post(runtime, valid, { headers: { 'content-type': type } });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: apiMessages.unsupportedType });
    }
    const charset = await post(runtime, valid, { headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(charset.status).toBe(201);
  });

  test('403 for cross-site requests; same-origin and SITE_URL pass', async () => {
    const cross = await post(runtime, valid, { headers: { origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    expect(await cross.json()).toEqual({ error: apiMessages.crossSite });
    expect((await post(runtime, valid, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await post(runtime, valid, { headers: { origin: 'null' } })).status).toBe(403);
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);

    expect((await post(runtime, valid, { headers: { origin: 'http://127.0.0.1:3000' } })).status).toBe(201);
    expect((await post(runtime, valid, { headers: { origin: SITE, 'sec-fetch-site': 'same-origin' } })).status).toBe(
      201,
    );
  });

  test('429 with Retry-After after 5 enquiries of one client in the window', async () => {
    for (let i = 0; i < 5; i++) expect((await post(runtime, another(i), { client: '192.0.2.7' })).status).toBe(201);
    const res = await post(runtime, another(5), { client: '192.0.2.7' });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: apiMessages.rateLimited });
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(590);
    expect(retry).toBeLessThanOrEqual(600);
    expect(await runtime.db().select().from(enquiries)).toHaveLength(5);
    // Another client is not affected.
    expect((await post(runtime, valid, { client: '192.0.2.8' })).status).toBe(201);
    // No plain addresses at rest.
    const keys = (await runtime.db().select().from(rateLimits)).map((r) => r.key);
    expect(keys.join()).not.toContain('192.0.2');
  });

  test('the window expires: a client may send again after it', async () => {
    for (let i = 0; i < 5; i++) await post(runtime, another(i), { client: '192.0.2.9' });
    expect((await post(runtime, another(5), { client: '192.0.2.9' })).status).toBe(429);
    const { sql } = await import('drizzle-orm');
    await runtime
      .db()
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '601 seconds'` });
    expect((await post(runtime, valid, { client: '192.0.2.9' })).status).toBe(201);
  });

  test('spam: honeypot filled or too fast gets 201 and stores nothing', async () => {
    for (const body of [
      { ...valid, website: 'https://spam.example' },
      { ...valid, fillMs: 1200 },
    ]) {
      const res = await post(runtime, body);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ ok: true });
    }
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);
    expect(await runtime.db().select().from(outbox)).toHaveLength(0);
  });

  test('a fill time that is missing or not milliseconds is refused with 400, never answered as sent', async () => {
    const notMilliseconds = fc.oneof(
      fc.constant(undefined),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.integer({ max: -1 }),
      fc.array(fc.nat(), { maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 3 }), fc.nat(), { maxKeys: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(notMilliseconds, async (fillMs) => {
        const res = await post(runtime, { ...valid, fillMs }, { client: '192.0.2.77' });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ error: apiMessages.noFillTime });
      }),
      { numRuns: 25 },
    );
    // An invalid enquiry hears what is wrong with it first, whatever its signals.
    const res = await post(runtime, { website: '', fillMs: '5000' });
    expect(res.status).toBe(400);
    expect((await res.json()) as { fields: object }).toHaveProperty('fields.email');
    expect(await runtime.db().select().from(enquiries)).toHaveLength(0);
  });

  test('405 JSON for other methods', async () => {
    const res = await runtime.handleContact(new Request('http://127.0.0.1:3000/api/contact'), {
      requestId: 'x',
      clientAddress: '127.0.0.1',
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await res.json()).toEqual({ error: apiMessages.methodNotAllowed });
  });
});

describe('503 when the database is unreachable', () => {
  test('PostgreSQL never reachable: the server still starts and answers 503 fast', async () => {
    const port = await freePort();
    const dir = mkdtempSync(path.join(tmpdir(), 'contact-down-'));
    const runtime = await createRuntime(testEnv(dir, { DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/none` }), {
      migrateRetryMs: 60_000,
    });
    try {
      const started = Date.now();
      const res = await post(runtime, valid);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(await res.json()).toEqual({ error: apiMessages.unavailable });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await runtime.health()).toEqual({
        ok: false,
        status: 'degraded',
        checks: { mail: 'eml', database: 'not ready' },
      });
    } finally {
      await runtime.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('PostgreSQL goes down: 503 within seconds, and 201 again once it is back', async () => {
    postgres ??= await startPostgres();
    const url = await postgres.createDatabase(`outage_${Date.now()}`);
    const dir = mkdtempSync(path.join(tmpdir(), 'contact-outage-'));
    const runtime = await createRuntime(testEnv(dir, { DATABASE_URL: url }));
    await runtime.outbox.stop();
    try {
      expect((await post(runtime, valid)).status).toBe(201);
      await postgres.halt();
      const started = Date.now();
      const res = await post(runtime, valid);
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await runtime.health()).toMatchObject({ ok: false, checks: { database: 'unavailable' } });
      await postgres.resume();
      expect((await post(runtime, another(1))).status).toBe(201);
      expect(await runtime.db().select().from(enquiries)).toHaveLength(2);
    } finally {
      await postgres.resume().catch(() => {});
      await runtime.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
