/**
 * No visitor input can hold /healthz red, and the relay being down always does: refusals of a
 * real SMTP server (scripts/lib/smtp.ts) are told apart per outbox row. A confirmation whose
 * address the relay refuses permanently is given up (logged without the address); one it defers
 * waits without counting as stuck; a shop notification refused for its content counts as stuck
 * only while the relay has delivered nothing since; a relay refusing everything keeps health red
 * and gives up nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { outbox } from '../../src/server/db/schema.ts';
import { loadEnv } from '../../src/server/env.ts';
import { createMailer } from '../../src/server/mail.ts';
import { OutboxDispatcher, refusalOf } from '../../src/server/outbox.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { startSmtp, type TestSmtp } from '../../scripts/lib/smtp.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

let smtp: TestSmtp;
let runtime: Runtime;
let dispatcher: OutboxDispatcher;
let log = '';

beforeEach(async () => {
  smtp = await startSmtp();
  const dir = mkdtempSync(path.join(tmpdir(), 'refusals-'));
  dirs.push(dir);
  runtime = await createRuntime(
    loadEnv({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      MIN_FILL_MS: '0',
      SMTP_URL: smtp.url,
      MAIL_STUCK_AFTER_SECONDS: '1',
      RATE_LIMIT_MAX: '1000',
    }),
    { ownerSocket: false },
  );
  // This test drives its own dispatcher, with a logger it can read.
  await runtime.outbox.stop();
  log = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  dispatcher = new OutboxDispatcher({
    db: runtime.db(),
    mailer: createMailer({ smtpUrl: smtp.url, mailDir: dir }),
    logger: pino({ level: 'debug' }, sink),
    retentionDays: 180,
    rateLimitWindowSeconds: 600,
    baseDelayMs: 300,
    maxDelayMs: 300,
  });
});

afterEach(async () => {
  await runtime.stop();
  await smtp.stop();
});

let n = 0;
async function submit(email: string, message = 'Bitte um Rückruf') {
  const res = await runtime.handleContact(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Erika', lastName: 'Müller', email, interest: 'Matratze', message }),
    }),
    { requestId: `refusal-${++n}`, clientAddress: `10.9.0.${n % 250}` },
  );
  expect(res.status).toBe(201);
}

/** Runs dispatcher passes; a refused mail is due again 300 ms later, so the second pass retries it. */
async function drain(passes = 2) {
  for (let i = 0; i < passes; i++) {
    for (let j = 0; j < 10 && (await dispatcher.sendOne()) !== 'idle'; j++) {
      /* next */
    }
    await new Promise((r) => setTimeout(r, 350));
  }
}

const rows = () => runtime.db().select().from(outbox);
const pastThreshold = () => new Promise((r) => setTimeout(r, 2100));

describe('refusals told apart per row', () => {
  test('a permanent 5xx to the visitor address: confirmation failed, shop mail sent, logged without the address, health ok', async () => {
    const address = 'erika.refused@example.de';
    smtp.answerRecipient((to) => (to.includes('refused') ? { code: 553, message: `5.1.3 <${to}> rejected` } : null));
    await submit(address);
    await drain();
    const byKind = Object.fromEntries((await rows()).map((r) => [r.kind, r]));
    expect(byKind['visitor-confirmation']).toMatchObject({ status: 'failed', refusal: 'visitor-address' });
    expect(byKind['shop-notification']).toMatchObject({ status: 'sent' });
    expect(log).toContain('"responseCode":553');
    expect(log).not.toContain('refused@example.de');
    await pastThreshold();
    const health = await runtime.health();
    expect(health.ok).toBe(true);
    expect(health.outbox).toMatchObject({ failed: 1, unsent: 0 });
  });

  test('a deferred (4xx) visitor address waits and is retried, but does not hold health red', async () => {
    smtp.answerRecipient((to) => (to.startsWith('nowhere') ? { code: 450, message: 'domain not found' } : null));
    await submit('nowhere@does-not-exist.example');
    await drain();
    const confirmation = (await rows()).find((r) => r.kind === 'visitor-confirmation')!;
    expect(confirmation).toMatchObject({ status: 'pending', refusal: 'visitor-address' });
    await pastThreshold();
    const health = await runtime.health();
    expect(health.ok).toBe(true);
    expect(health.outbox).toMatchObject({ unsent: 1, heldByVisitorInput: 1 });
  });

  test('the shop notification refused for its content: excused once the relay delivered other mail, never given up', async () => {
    smtp.answerContent((raw) => (raw.includes('Casino') ? { code: 554, message: '5.7.1 content rejected' } : null));
    // Its confirmation deferred too: nothing was delivered since the refusal, so the relay may be down.
    smtp.answerRecipient((to) => (to.startsWith('greylisted') ? { code: 450, message: 'try later' } : null));
    await submit('greylisted@example.de', 'Gewinnen Sie im Casino');
    await drain();
    const byKind = Object.fromEntries((await rows()).map((r) => [r.kind, r]));
    expect(byKind['shop-notification']).toMatchObject({ status: 'pending', refusal: 'visitor-content' });
    await pastThreshold();
    expect((await runtime.health()).ok).toBe(false);
    // Another enquiry goes through: the relay works, the first one's text is the problem.
    await submit('anna@example.de');
    await drain();
    await pastThreshold();
    await drain(1); // refused once more: retries do not undo the proof
    const health = await runtime.health();
    expect(health.ok).toBe(true);
    expect(health.outbox).toMatchObject({ unsent: 2, heldByVisitorInput: 2 });
    expect((await rows()).filter((r) => r.status === 'failed')).toHaveLength(0);
  });

  test('a relay deferring every recipient (a whole-relay outage) keeps health red and gives up nothing', async () => {
    smtp.refuse(true); // 451 to every RCPT TO, MAIL_TO included
    await submit('erika@example.de');
    await drain();
    await pastThreshold();
    const health = await runtime.health();
    expect(health.ok).toBe(false);
    expect(health.checks.outbox).toBe('stuck');
    expect((await rows()).every((r) => r.status === 'pending')).toBe(true);
    expect((await rows()).find((r) => r.kind === 'shop-notification')!.refusal).toBe('relay');
  });

  test('a relay refusing every message after DATA keeps health red and gives up nothing', async () => {
    smtp.answerContent(() => ({ code: 451, message: 'try again later' }));
    await submit('erika@example.de');
    await drain();
    await pastThreshold();
    await drain(1);
    expect((await runtime.health()).ok).toBe(false);
    expect((await rows()).every((r) => r.status === 'pending')).toBe(true);
    const confirmation = (await rows()).find((r) => r.kind === 'visitor-confirmation')!;
    expect(confirmation.refusal).toBe('relay');
  });
});

describe('refusalOf', () => {
  test('puts only the visitor address and the visitor text down to the visitor', () => {
    const rcpt = { responseCode: 550, command: 'RCPT TO' };
    const data = { responseCode: 554, command: 'DATA' };
    expect(refusalOf(rcpt, 'visitor-confirmation')).toEqual({ refusal: 'visitor-address', permanent: true });
    expect(refusalOf(rcpt, 'shop-notification')).toEqual({ refusal: 'relay', permanent: true });
    expect(refusalOf(data, 'shop-notification')).toEqual({ refusal: 'visitor-content', permanent: true });
    expect(refusalOf(data, 'visitor-confirmation')).toEqual({ refusal: 'relay', permanent: true });
    expect(refusalOf({ code: 'ECONNECTION', command: 'CONN' }, 'visitor-confirmation')).toEqual({
      refusal: 'relay',
      permanent: false,
    });
    expect(refusalOf(new Error('x'), 'shop-notification').refusal).toBe('relay');
  });
});
