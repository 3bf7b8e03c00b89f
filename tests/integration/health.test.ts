/**
 * GET /healthz with a real SMTP server (scripts/lib/smtp.ts) that goes down: it reports the
 * database and the outbox (unsent mails, age of the oldest), turns 503 'degraded' once mail has
 * been stuck longer than MAIL_STUCK_AFTER_SECONDS, and 200 'ok' again once the mails went out.
 * Also: with STARTTLS required, a server that does not offer it gets no mail at all.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { outbox } from '../../src/server/db/schema.ts';
import { loadEnv } from '../../src/server/env.ts';
import { createMailer } from '../../src/server/mail.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { startSmtp, type TestSmtp } from '../../scripts/lib/smtp.ts';

const dirs: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir() {
  const d = mkdtempSync(path.join(tmpdir(), 'health-'));
  dirs.push(d);
  return d;
}

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const enquiry = {
  firstName: 'Erika',
  lastName: 'Müller',
  email: 'erika@example.de',
  interest: 'Matratze',
  message: 'Bitte um Rückruf',
};

async function submit(runtime: Runtime) {
  const res = await runtime.handleContact(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(enquiry),
    }),
    { requestId: 'health', clientAddress: '10.2.0.1' },
  );
  expect(res.status).toBe(201);
}

describe('runtime health while SMTP is down', () => {
  test('degraded once the oldest unsent mail is older than the threshold, ok after recovery', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.stop());
    await smtp.down();
    const runtime = await createRuntime(
      loadEnv({
        DATA_DIR: tempDir(),
        LOG_LEVEL: 'silent',
        MIN_FILL_MS: '0',
        SMTP_URL: smtp.url,
        MAIL_STUCK_AFTER_SECONDS: '1',
      }),
      { ownerSocket: false, dispatcher: { pollMs: 50, baseDelayMs: 100, maxDelayMs: 300 } },
    );
    cleanups.push(() => runtime.stop());

    expect(await runtime.health()).toEqual({
      ok: true,
      status: 'ok',
      checks: { mail: 'smtp', database: 'ok', outbox: 'ok' },
      outbox: { unsent: 0, oldestUnsentSeconds: 0, heldByVisitorInput: 0, failed: 0, stuckAfterSeconds: 1 },
    });

    await submit(runtime);
    // Tried and refused at least once: waiting, not yet stuck for long.
    await until(
      () => runtime.db().select().from(outbox),
      (rows) => rows.length === 2 && rows.every((r) => r.attempts >= 1),
    );
    const stuck = await until(
      () => runtime.health(),
      (h) => !h.ok,
    );
    expect(stuck.status).toBe('degraded');
    expect(stuck.checks).toEqual({ mail: 'smtp', database: 'ok', outbox: 'stuck' });
    expect(stuck.outbox!.unsent).toBe(2);
    expect(stuck.outbox!.oldestUnsentSeconds).toBeGreaterThan(1);

    await smtp.up();
    await smtp.waitFor(2, 60_000);
    const recovered = await until(
      () => runtime.health(),
      (h) => h.ok,
    );
    expect(recovered.checks.outbox).toBe('ok');
    expect(recovered.outbox).toEqual({
      unsent: 0,
      oldestUnsentSeconds: 0,
      heldByVisitorInput: 0,
      failed: 0,
      stuckAfterSeconds: 1,
    });
  });
});

function getHealth(server: RunningServer): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: server.port, path: '/healthz' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }),
        );
      })
      .on('error', reject);
  });
}

describe('GET /healthz of the built server', () => {
  let smtp: TestSmtp;
  test('503 with the outbox state once mail is stuck (SMTP down)', { timeout: 120_000 }, async () => {
    smtp = await startSmtp();
    cleanups.push(() => smtp.stop());
    await smtp.down();
    const server = await startServer({
      SMTP_URL: smtp.url,
      MIN_FILL_MS: '0',
      MAIL_STUCK_AFTER_SECONDS: '1',
    });
    cleanups.push(() => server.stop());

    const before = await getHealth(server);
    expect(before).toEqual({
      status: 200,
      body: {
        status: 'ok',
        checks: { mail: 'smtp', database: 'ok', outbox: 'ok' },
        outbox: { unsent: 0, oldestUnsentSeconds: 0, heldByVisitorInput: 0, failed: 0, stuckAfterSeconds: 1 },
      },
    });

    const res = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(enquiry),
    });
    expect(res.status).toBe(201);

    const stuck = await until(
      () => getHealth(server),
      (h) => h.status !== 200,
    );
    expect(stuck.status).toBe(503);
    expect(stuck.body).toMatchObject({
      status: 'degraded',
      checks: { mail: 'smtp', database: 'ok', outbox: 'stuck' },
      outbox: { unsent: 2, stuckAfterSeconds: 1 },
    });
    expect((stuck.body.outbox as { oldestUnsentSeconds: number }).oldestUnsentSeconds).toBeGreaterThan(1);
  });
});

describe('STARTTLS required', () => {
  test('a server that does not offer STARTTLS gets nothing; the same server as a local relay does', async () => {
    const smtp = await startSmtp(); // offers no STARTTLS
    cleanups.push(() => smtp.stop());
    const row = {
      id: '00000000-0000-4000-8000-000000000001',
      enquiryId: null,
      kind: 'shop-notification',
      messageId: '<tls-test@schlafmanufaktur.example>',
      fromAddress: 'website@schlafmanufaktur.example',
      toAddress: 'info@schlafmanufaktur.example',
      replyTo: null,
      subject: 'Test',
      textBody: 'Test',
      htmlBody: '<p>Test</p>',
      createdAt: new Date(),
      status: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(),
      lockedUntil: null,
      lastError: null,
      refusal: null,
      refusedSince: null,
      sentAt: null,
    };
    const required = createMailer({ smtpUrl: `${smtp.url}?requireTLS=true`, mailDir: tempDir() });
    await expect(required.send(row)).rejects.toThrow(/STARTTLS/);
    required.close();
    expect(smtp.mails).toHaveLength(0);

    const local = createMailer({ smtpUrl: smtp.url, mailDir: tempDir() });
    await local.send(row);
    local.close();
    expect(smtp.mails).toHaveLength(1);
  });
});
