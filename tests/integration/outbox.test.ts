/**
 * The mail outbox against a real SMTP server (scripts/lib/smtp.ts): an outage delays mail but
 * loses none and duplicates none; two dispatchers sharing one PostgreSQL never send a mail twice;
 * without SMTP the mails become .eml files; retention runs in the dispatcher loop.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { enquiries, outbox } from '../../src/server/db/schema.ts';
import { loadEnv } from '../../src/server/env.ts';
import { retryDelayMs } from '../../src/server/outbox.ts';
import { createRuntime, type Runtime, type RuntimeOptions } from '../../src/server/runtime.ts';
import { startPostgres, type RunningPostgres } from '../../scripts/lib/postgres.ts';
import { startSmtp } from '../../scripts/lib/smtp.ts';

const fast: RuntimeOptions = { ownerSocket: false, dispatcher: { pollMs: 50, baseDelayMs: 100, maxDelayMs: 400 } };
const dirs: string[] = [];
const runtimes: Runtime[] = [];
let postgres: RunningPostgres | undefined;

async function runtimeWith(extra: Record<string, string>, options: RuntimeOptions = fast): Promise<Runtime> {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  dirs.push(dir);
  const env = loadEnv({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    MIN_FILL_MS: '0',
    RATE_LIMIT_MAX: '10000',
    // These tests count deliveries; the caps on confirmations are tested in hardening.test.ts.
    CONFIRMATION_MAX_PER_ADDRESS_DAY: '10000',
    CONFIRMATION_MAX_PER_NETWORK_HOUR: '10000',
    CONFIRMATION_MAX_PER_HOUR: '10000',
    ...extra,
  });
  const runtime = await createRuntime(env, options);
  runtimes.push(runtime);
  return runtime;
}

let n = 0;
async function submit(runtime: Runtime, firstName = 'Erika') {
  const res = await runtime.handleContact(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName,
        lastName: 'Müller',
        email: 'erika@example.de',
        interest: 'Matratze',
        message: `Anfrage <${++n}> & Co.`,
      }),
    }),
    { requestId: `r${n}`, clientAddress: `10.1.0.${n % 250}` },
  );
  expect(res.status).toBe(201);
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

afterAll(async () => {
  for (const r of runtimes) await r.stop().catch(() => {});
  await postgres?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

test('back-off doubles per attempt and is capped', () => {
  expect([1, 2, 3, 4, 5, 6].map((a) => retryDelayMs(a, 30_000, 3_600_000))).toEqual([
    30_000, 60_000, 120_000, 240_000, 480_000, 960_000,
  ]);
  expect(retryDelayMs(12, 30_000, 3_600_000)).toBe(3_600_000);
});

describe('SMTP refuses, goes down, then accepts', () => {
  test('every mail is delivered exactly once after recovery, with its own Message-ID', async () => {
    const smtp = await startSmtp();
    smtp.refuse(true);
    const runtime = await runtimeWith({ SMTP_URL: smtp.url });
    try {
      for (let i = 0; i < 3; i++) await submit(runtime);
      // Every one of the 6 mails was tried and refused at least once.
      await until(async () => {
        const rows = await runtime.db().select().from(outbox);
        return rows.length === 6 && rows.every((r) => r.attempts >= 1 && r.lastError !== null);
      });
      expect(smtp.mails).toHaveLength(0);
      const refused = await runtime.db().select().from(outbox);
      expect(refused.every((r) => r.status === 'pending')).toBe(true);
      expect(refused[0]!.lastError).toContain('451');

      // Then the server is gone entirely for a while.
      await smtp.down();
      const before = Math.max(...(await runtime.db().select().from(outbox)).map((r) => r.attempts));
      await until(async () => {
        const rows = await runtime.db().select().from(outbox);
        return Math.max(...rows.map((r) => r.attempts)) > before;
      });
      expect(
        (await runtime.db().select().from(outbox)).some((r) => /ECONNREFUSED|connect/i.test(r.lastError ?? '')),
      ).toBe(true);

      // Recovery.
      smtp.refuse(false);
      await smtp.up();
      await smtp.waitFor(6);
      await until(async () =>
        (await runtime.db().select().from(outbox)).every((r) => r.status === 'sent' && r.sentAt !== null),
      );
      // Give a would-be duplicate time to show up.
      await new Promise((r) => setTimeout(r, 600));
      expect(smtp.mails).toHaveLength(6);
      const rows = await runtime.db().select().from(outbox);
      const ids = smtp.mails.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(6);
      expect([...ids].sort()).toEqual(rows.map((r) => r.messageId).sort());
      const shop = smtp.mails.filter((m) => m.to.includes('info@schlafmanufaktur.example'));
      expect(shop).toHaveLength(3);
      expect(shop[0]!.raw).toMatch(/^Reply-To: .*erika@example\.de/m);
      expect(shop[0]!.raw).toContain('&lt;');
      expect(smtp.mails.filter((m) => m.to.includes('erika@example.de'))).toHaveLength(3);
    } finally {
      await smtp.stop();
    }
  });
});

describe('two dispatchers on one PostgreSQL', () => {
  test('never send a mail twice', async () => {
    postgres ??= await startPostgres();
    const url = await postgres.createDatabase(`outbox_${Date.now()}`);
    const smtp = await startSmtp({ delayMs: 15 });
    // Queue first with dispatchers stopped, then let two processes' worth of dispatchers race.
    const a = await runtimeWith({ DATABASE_URL: url, SMTP_URL: smtp.url });
    const b = await runtimeWith({ DATABASE_URL: url, SMTP_URL: smtp.url });
    await a.outbox.stop();
    await b.outbox.stop();
    try {
      for (let i = 0; i < 40; i++) await submit(i % 2 ? a : b, `Kunde${i}`);
      const sentBy = { a: 0, b: 0 };
      for (const [name, r] of [
        ['a', a],
        ['b', b],
      ] as const) {
        const send = r.mailer.send.bind(r.mailer);
        r.mailer.send = async (row) => {
          await send(row);
          sentBy[name]++;
        };
      }
      a.outbox.start();
      b.outbox.start();
      await smtp.waitFor(80);
      await until(async () => (await a.db().select().from(outbox)).every((r) => r.status === 'sent'));
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.mails).toHaveLength(80);
      expect(new Set(smtp.mails.map((m) => m.messageId)).size).toBe(80);
      expect(sentBy.a + sentBy.b).toBe(80);
      // Both really worked on the queue.
      expect(sentBy.a).toBeGreaterThan(0);
      expect(sentBy.b).toBeGreaterThan(0);
    } finally {
      await smtp.stop();
    }
  });
});

describe('without SMTP_URL', () => {
  test('mails are written as .eml files under DATA_DIR/mail', async () => {
    const runtime = await runtimeWith({});
    await submit(runtime);
    const mailDir = path.join(runtime.env.dataDir, 'mail');
    await until(() => existsSync(mailDir) && readdirSync(mailDir).filter((f) => f.endsWith('.eml')).length === 2);
    const files = readdirSync(mailDir).sort();
    const rows = await runtime.db().select().from(outbox);
    for (const row of rows) {
      const file = files.find((f) => f.includes(row.id))!;
      const eml = readFileSync(path.join(mailDir, file), 'utf8');
      expect(eml).toContain('\r\n');
      expect(eml.replace(/\r\n[ \t]+/g, ' ')).toContain(`Message-ID: ${row.messageId}`);
    }
    const shop = readFileSync(
      path.join(
        mailDir,
        files.find((f) => f.includes('shop-notification'))!,
      ),
      'utf8',
    );
    expect(shop).toMatch(/^To: info@schlafmanufaktur\.example/m);
    expect(shop).toMatch(/^Reply-To: .*erika@example\.de/m);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });
});

describe('retention', () => {
  test('the dispatcher loop deletes enquiries older than ENQUIRY_RETENTION_DAYS with their mails', async () => {
    const runtime = await runtimeWith({ ENQUIRY_RETENTION_DAYS: '180' }, { ownerSocket: false });
    await runtime.outbox.stop();
    await submit(runtime, 'Alt');
    await submit(runtime, 'Grenze');
    await submit(runtime, 'Neu');
    const db = runtime.db();
    await db
      .update(enquiries)
      .set({ createdAt: sql`now() - interval '181 days'` })
      .where(eq(enquiries.firstName, 'Alt'));
    await db
      .update(enquiries)
      .set({ createdAt: sql`now() - interval '179 days'` })
      .where(eq(enquiries.firstName, 'Grenze'));
    // A fresh dispatcher runs housekeeping on its first pass.
    const { OutboxDispatcher } = await import('../../src/server/outbox.ts');
    const dispatcher = new OutboxDispatcher({
      db,
      mailer: runtime.mailer,
      logger: runtime.logger,
      retentionDays: 180,
      rateLimitWindowSeconds: 600,
      pollMs: 50,
    });
    dispatcher.start();
    try {
      await until(async () => (await db.select().from(enquiries)).length === 2);
      expect((await db.select().from(enquiries)).map((e) => e.firstName).sort()).toEqual(['Grenze', 'Neu']);
      // The old enquiry's mails went with it.
      await until(async () => (await db.select().from(outbox)).length === 4);
    } finally {
      await dispatcher.stop();
    }
  });
});

describe('retention of mail files', () => {
  test('the .eml files of a deleted enquiry are deleted with it; stale leftovers too', async () => {
    const runtime = await runtimeWith({ ENQUIRY_RETENTION_DAYS: '180' });
    await submit(runtime, 'Alt');
    await submit(runtime, 'Neu');
    const mailDir = path.join(runtime.env.dataDir, 'mail');
    const emlFiles = () => (existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : []);
    await until(() => emlFiles().length === 4);
    await runtime.outbox.stop();
    const db = runtime.db();
    const [old] = await db.select().from(enquiries).where(eq(enquiries.firstName, 'Alt'));
    const oldMails = await db.select().from(outbox).where(eq(outbox.enquiryId, old!.id));
    expect(oldMails).toHaveLength(2);
    for (const m of oldMails) expect(emlFiles().some((f) => f.includes(m.id))).toBe(true);
    await db
      .update(enquiries)
      .set({ createdAt: sql`now() - interval '181 days'` })
      .where(eq(enquiries.id, old!.id));
    // A file left over by a crash between the database delete and the file delete.
    const leftover = path.join(
      mailDir,
      '2026-01-01T00-00-00-000Z-shop-notification-00000000-0000-4000-8000-000000000000.eml',
    );
    writeFileSync(leftover, 'From: x');
    const longAgo = new Date(Date.now() - 200 * 24 * 60 * 60 * 1000);
    utimesSync(leftover, longAgo, longAgo);

    const { OutboxDispatcher } = await import('../../src/server/outbox.ts');
    const dispatcher = new OutboxDispatcher({
      db,
      mailer: runtime.mailer,
      logger: runtime.logger,
      retentionDays: 180,
      rateLimitWindowSeconds: 600,
      pollMs: 50,
    });
    const result = await dispatcher.housekeeping();
    expect(result).toMatchObject({ enquiries: 1, mails: 2, files: 3 });
    const left = emlFiles();
    expect(left).toHaveLength(2);
    for (const m of oldMails) expect(left.some((f) => f.includes(m.id))).toBe(false);
    const kept = await db.select().from(outbox);
    expect(kept).toHaveLength(2);
    for (const m of kept) expect(left.some((f) => f.includes(m.id))).toBe(true);
    expect(existsSync(leftover)).toBe(false);
  });
});
