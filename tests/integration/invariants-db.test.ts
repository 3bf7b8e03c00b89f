/**
 * Invariants that need the database (the embedded PGlite, through the runtime):
 *
 * - any string a field accepts survives backup and restore (generated Unicode: every line and
 *   paragraph separator, controls the schema lets through, astral characters);
 * - one mailbox, one counter: spellings of one address share the confirmation cap, and the
 *   address is stored as it is sent;
 * - one IPv6 /64, one rate-limit client;
 * - no network uses up the hourly confirmations of everyone else.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { contactSchema } from '../../src/lib/contact-schema.ts';
import { backupLines, createBackup, restoreBackup } from '../../src/server/backup.ts';
import { enquiries, outbox } from '../../src/server/db/schema.ts';
import { loadEnv } from '../../src/server/env.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';

const dirs: string[] = [];
const runtimes: Runtime[] = [];
afterAll(async () => {
  for (const r of runtimes) await r.stop().catch(() => {});
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function runtime(extra: Record<string, string> = {}): Promise<Runtime> {
  const dir = mkdtempSync(path.join(tmpdir(), 'invariants-'));
  dirs.push(dir);
  const r = await createRuntime(
    loadEnv({ DATA_DIR: dir, LOG_LEVEL: 'silent', MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000', ...extra }),
    { ownerSocket: false, dispatcher: { pollMs: 60_000 } },
  );
  await r.outbox.stop(); // nothing is sent here; the rows are what counts
  runtimes.push(r);
  return r;
}

let n = 0;
/** Sends an enquiry; each one's default message is its own, so none is a replay of another. */
function submit(r: Runtime, fields: Record<string, string>, clientAddress = `10.3.0.${++n % 250}`) {
  const message = `Hallo (${++n})`;
  return r.handleContact(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Erika',
        lastName: 'Müller',
        email: 'erika@example.de',
        interest: 'Matratze',
        message,
        ...fields,
      }),
    }),
    { requestId: `inv-${n}`, clientAddress },
  );
}

/** Every line and paragraph separator the message accepts, and characters that tripped readers. */
const separators = '\u2028\u2029\u0085\r\n\r\t\u00a0\u1680\u2000\u3000\ufeff\u202e\u061c😀𝄞';

describe('backups take every character', () => {
  test(
    'generated text accepted by the schema survives backup and restore unchanged',
    { timeout: 180_000 },
    async () => {
      const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 60 });
      const samples = fc.sample(fc.tuple(text, text, text), { numRuns: 40, seed: 29 });
      const source = await runtime();
      let stored = 0;
      for (const [i, [a, b, c]] of samples.entries()) {
        const fields = {
          firstName: `N${a.slice(0, 40)}`,
          lastName: `L${b.slice(0, 40)}`,
          message: `${separators}${c}${separators.slice(i % separators.length)}`,
        };
        // Only what the schema accepts is stored; the invariant is about that.
        const parsed = contactSchema.safeParse({ ...fields, email: 'a@b.de', interest: 'Matratze' });
        const res = await submit(source, fields);
        expect(res.status).toBe(parsed.success ? 201 : 400);
        if (parsed.success) stored++;
      }
      expect(stored).toBeGreaterThan(10);

      const lines: string[] = [];
      await createBackup(source.db(), 'pglite', (line) => void lines.push(line));
      for (const line of lines) expect(line).toMatch(/^[\x20-\x7e]*$/);
      const bytes = Buffer.from(lines.map((l) => `${l}\n`).join(''), 'utf8');

      const target = await runtime();
      await restoreBackup(
        target.db(),
        backupLines(
          (async function* () {
            for (let i = 0; i < bytes.length; i += 997) yield bytes.subarray(i, i + 997);
          })(),
        ),
      );
      const rows = (r: Runtime) => r.db().select().from(enquiries).orderBy(asc(enquiries.id));
      const mails = (r: Runtime) => r.db().select().from(outbox).orderBy(asc(outbox.id));
      expect(await rows(target)).toEqual(await rows(source));
      expect(await mails(target)).toEqual(await mails(source));
    },
  );
});

describe('one mailbox, one counter', () => {
  test('spellings of one address share the cap; stored and sent as delivered', { timeout: 120_000 }, async () => {
    const r = await runtime({ CONFIRMATION_MAX_PER_ADDRESS_DAY: '3', CONFIRMATION_MAX_PER_HOUR: '1000' });
    const spellings = [
      'opfer@example.de',
      'opfer@example.de',
      'opfer@example.de',
      'OPFER@EXAMPLE.DE',
      'opfer+1@example.de',
      'ｏｐｆｅｒ@example.de',
      'op.fer@example.de',
      'Opfer+x.y@Example.De',
    ];
    for (const email of spellings) expect((await submit(r, { email })).status).toBe(201);
    const sent = await r.db().select().from(outbox);
    expect(sent.filter((m) => m.kind === 'shop-notification')).toHaveLength(spellings.length);
    expect(sent.filter((m) => m.kind === 'visitor-confirmation')).toHaveLength(3);
    const stored = (await r.db().select().from(enquiries)).map((e) => e.email);
    expect(stored).toContain('opfer@example.de');
    expect(stored).toContain('OPFER@example.de');
    // Another mailbox has its own count; googlemail is gmail.
    for (const email of ['anna@gmail.com', 'a.n.n.a@googlemail.com', 'ANNA+x@gmail.com', 'anna@gmail.com']) {
      expect((await submit(r, { email })).status).toBe(201);
    }
    const confirmations = (await r.db().select().from(outbox)).filter((m) => m.kind === 'visitor-confirmation');
    expect(confirmations).toHaveLength(3 + 3);
  });
});

describe('no network uses up the confirmations of everyone else', () => {
  test('addresses of one /24 or one /64 share a network cap; another network still gets its mail', async () => {
    const r = await runtime({ CONFIRMATION_MAX_PER_NETWORK_HOUR: '2', CONFIRMATION_MAX_PER_HOUR: '1000' });
    const confirmations = async () =>
      (await r.db().select().from(outbox)).filter((m) => m.kind === 'visitor-confirmation').length;
    // Four visitors from one /24, each with a mailbox of their own: two confirmations.
    for (let i = 1; i <= 4; i++) {
      expect((await submit(r, { email: `v4-${i}@example.de` }, `198.51.100.${i}`)).status).toBe(201);
    }
    expect(await confirmations()).toBe(2);
    for (let i = 1; i <= 3; i++) {
      expect((await submit(r, { email: `v6-${i}@example.de` }, `2001:db8:7:7::${i}`)).status).toBe(201);
    }
    expect(await confirmations()).toBe(4);
    // Every enquiry is stored and notified whatever the caps say.
    expect(await r.db().select().from(enquiries)).toHaveLength(7);
    expect((await submit(r, { email: 'other@example.de' }, '203.0.113.9')).status).toBe(201);
    expect(await confirmations()).toBe(5);
  });
});

describe('rate limits key IPv6 by /64', () => {
  test(
    'rotating through one /64 does not escape the limit; another /64 is another client',
    { timeout: 120_000 },
    async () => {
      const r = await runtime({ RATE_LIMIT_MAX: '3' });
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) statuses.push((await submit(r, {}, `2001:db8:1:2::${i.toString(16)}`)).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect((await submit(r, {}, '2001:db8:1:3::1')).status).toBe(201);
      expect((await submit(r, {}, '2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    },
  );
});
