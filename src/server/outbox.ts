/**
 * The mail outbox: mails are queued as rows in the same transaction as the enquiry and sent by
 * a dispatcher loop inside each server process.
 *
 * Claiming: a dispatcher takes one due row with `FOR UPDATE SKIP LOCKED` and, in that same
 * statement, sets a lease (`locked_until`). Other dispatchers (other processes on the same
 * PostgreSQL) skip rows that are locked or leased, so a row is sent by one dispatcher at a time.
 * The lease is far longer than the SMTP timeouts (mail.ts), so it cannot run out mid-send.
 *
 * Delivery: after the SMTP server accepted the mail the row is marked sent at once. Failure
 * releases the lease and schedules the next attempt with exponential back-off (capped), and
 * records who the refusal points at (`refusalOf`). An outage delays mail but loses nothing: the
 * one give-up is a visitor's confirmation whose recipient the relay refuses permanently (5xx to
 * RCPT TO), marked 'failed'; the shop's own mail is never given up.
 *
 * Health (`outboxState`) counts a waiting mail as stuck unless visitor input explains its wait:
 * a confirmation whose typed address the relay refuses or defers, or a shop notification the
 * relay refused for its (visitor-written) content while it has delivered other mail since. A
 * relay that is down refuses the shop notification to MAIL_TO too, so it still shows.
 *
 * Guarantee: at-least-once, in practice exactly-once. The one window for a duplicate is a crash
 * (or lost database connection) after the SMTP server accepted a mail and before the row was
 * marked sent: the lease then expires and the mail is sent again, with the same Message-ID
 * (fixed per row), so recipients and tests can recognise it.
 *
 * The loop also runs housekeeping: retention (enquiries older than ENQUIRY_RETENTION_DAYS and
 * their mails) and expired rate-limit counters.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from './db/index.ts';
import { enquiries, outbox, rateLimits, type OutboxRow } from './db/schema.ts';
import type { Mailer, RenderedMail } from './mail.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A fresh outbox row id (also the local part of the mail's Message-ID). */
export function newOutboxId(): string {
  return randomUUID();
}

/** Queues mails inside the caller's transaction. */
export async function enqueueMails(
  tx: Tx | Db,
  enquiryId: string | null,
  mails: (RenderedMail & { id: string })[],
): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(outbox).values(
    mails.map((m) => ({
      id: m.id,
      enquiryId,
      kind: m.kind,
      messageId: m.messageId,
      fromAddress: m.from,
      toAddress: m.to,
      replyTo: m.replyTo,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html,
    })),
  );
}

export interface DispatcherOptions {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  retentionDays: number;
  /** Rate-limit counters older than this are deleted. */
  rateLimitWindowSeconds: number;
  /** How often the loop looks for due mails when not woken. */
  pollMs?: number;
  /** First retry delay; doubles per attempt. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  leaseMs?: number;
  /** How often retention runs. */
  housekeepingMs?: number;
}

/** Who a failed delivery points at (stored per row for health). */
export type Refusal = 'visitor-address' | 'visitor-content' | 'relay';

/** What nodemailer's SMTP transport attaches to an error. */
interface SmtpError {
  responseCode?: unknown;
  command?: unknown;
  code?: unknown;
}

/**
 * Reads a failed send: who the refusal points at, and whether it is permanent (5xx). Only a
 * relay's answer to the recipient of a confirmation (the address the visitor typed) or to the
 * content of the shop notification (the visitor's text) is put down to the visitor; a refused
 * MAIL_TO, a refused confirmation text (fixed by the shop), a lost connection or anything else is
 * the relay's.
 */
export function refusalOf(err: unknown, kind: string): { refusal: Refusal; permanent: boolean } {
  const e = (typeof err === 'object' && err !== null ? err : {}) as SmtpError;
  const status = typeof e.responseCode === 'number' ? e.responseCode : 0;
  const command = typeof e.command === 'string' ? e.command.toUpperCase() : '';
  const answered = status >= 400 && status < 600;
  const permanent = status >= 500 && status < 600;
  if (answered && kind === 'visitor-confirmation' && command.startsWith('RCPT')) {
    return { refusal: 'visitor-address', permanent };
  }
  if (answered && kind === 'shop-notification' && (command === 'DATA' || command === 'MESSAGE')) {
    return { refusal: 'visitor-content', permanent };
  }
  return { refusal: 'relay', permanent };
}

export function retryDelayMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export class OutboxDispatcher {
  private readonly o: Required<DispatcherOptions>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private lastHousekeeping = 0;

  constructor(options: DispatcherOptions) {
    this.o = {
      pollMs: 2000,
      baseDelayMs: 30_000,
      maxDelayMs: 60 * 60_000,
      leaseMs: 5 * 60_000,
      housekeepingMs: 60 * 60_000,
      ...options,
    };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
  }

  /** Runs a pass now (e.g. right after an enquiry was queued). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.loop().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.timer = setTimeout(() => this.wake(), this.o.pollMs);
        this.timer.unref();
      }
    });
  }

  /** Stops the loop and waits for a send in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async loop(): Promise<void> {
    try {
      if (Date.now() - this.lastHousekeeping >= this.o.housekeepingMs) {
        this.lastHousekeeping = Date.now();
        await this.housekeeping();
      }
      while (!this.stopped && (await this.sendOne()) !== 'idle') {
        /* keep going while mails are due */
      }
    } catch (err) {
      this.o.logger.warn({ err }, 'outbox pass failed');
    }
  }

  /** Claims and sends one due mail. 'idle' when none is due. */
  async sendOne(): Promise<'sent' | 'failed' | 'idle'> {
    const { db, leaseMs } = this.o;
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(outbox)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning();
    if (!row) return 'idle';
    return this.deliver(row);
  }

  private async deliver(row: OutboxRow): Promise<'sent' | 'failed'> {
    const { db, mailer, logger } = this.o;
    try {
      await mailer.send(row);
    } catch (err) {
      const { refusal, permanent } = refusalOf(err, row.kind);
      const smtp = (typeof err === 'object' && err !== null ? err : {}) as SmtpError;
      // Logged by code only: the relay's text and the error message quote the recipient.
      const cause = { responseCode: smtp.responseCode, command: smtp.command, code: smtp.code };
      const message = err instanceof Error ? err.message : String(err);
      if (permanent && refusal === 'visitor-address') {
        logger.warn(
          { outboxId: row.id, kind: row.kind, attempts: row.attempts, refusal, ...cause },
          'confirmation not deliverable: the relay refused the address permanently; not retried',
        );
        await db
          .update(outbox)
          .set({
            status: 'failed',
            lockedUntil: null,
            refusal,
            refusedSince: sql`now()`,
            lastError: message.slice(0, 1000),
          })
          .where(eq(outbox.id, row.id));
        return 'failed';
      }
      const delay = retryDelayMs(row.attempts, this.o.baseDelayMs, this.o.maxDelayMs);
      logger.warn(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, retryInMs: delay, refusal, ...cause },
        'mail not sent, will retry',
      );
      await db
        .update(outbox)
        .set({
          lockedUntil: null,
          lastError: message.slice(0, 1000),
          refusal,
          // The first refusal of this kind: retries do not move it (health compares deliveries with it).
          refusedSince: sql`case when ${outbox.refusal} is not distinct from ${refusal} then coalesce(${outbox.refusedSince}, now()) else now() end`,
          nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
        })
        .where(eq(outbox.id, row.id));
      return 'failed';
    }
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(outbox.id, row.id));
    logger.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts, via: mailer.kind }, 'mail sent');
    return 'sent';
  }

  /**
   * Deletes enquiries past retention with their mails (outbox rows and, without SMTP, their
   * `.eml` files: personal data goes with its enquiry) and stale rate-limit counters.
   */
  async housekeeping(): Promise<{ enquiries: number; mails: number; files: number }> {
    const { db, mailer, retentionDays, rateLimitWindowSeconds, logger } = this.o;
    const cutoff = sql`now() - make_interval(days => ${retentionDays})`;
    const old = db.select({ id: enquiries.id }).from(enquiries).where(lt(enquiries.createdAt, cutoff));
    const mails = await db
      .delete(outbox)
      .where(or(inArray(outbox.enquiryId, old), and(eq(outbox.status, 'sent'), lt(outbox.createdAt, cutoff))))
      .returning({ id: outbox.id });
    const deleted = await db.delete(enquiries).where(lt(enquiries.createdAt, cutoff)).returning({ id: enquiries.id });
    const files = await mailer.forget(
      mails.map((m) => m.id),
      new Date(Date.now() - retentionDays * 24 * 60 * 60 * 1000),
    );
    await db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${rateLimitWindowSeconds})`));
    if (deleted.length || mails.length || files) {
      logger.info(
        { enquiries: deleted.length, mails: mails.length, files, retentionDays },
        'retention: deleted old data',
      );
    }
    return { enquiries: deleted.length, mails: mails.length, files };
  }
}

export interface OutboxState {
  /** Mails not yet delivered (waiting for their first attempt or for a retry). */
  unsent: number;
  /**
   * Seconds the oldest of them that visitor input does not explain has waited since it was
   * queued; 0 when none waits.
   */
  oldestUnsentSeconds: number;
  /** Unsent mails whose wait visitor input explains (see the module comment). */
  heldByVisitorInput: number;
  /** Confirmations given up because the relay refused the address permanently. */
  failed: number;
}

/** What /healthz reports about mail: how many mails wait and for how long (database clock). */
export async function outboxState(db: Db): Promise<OutboxState> {
  // The relay delivered something after it first refused this row: it works, the content is the
  // problem. Without such a delivery a content refusal may be the relay failing every message.
  const deliveredSince = sql`exists (select 1 from ${outbox} as d where d.status = 'sent' and d.sent_at > ${outbox.refusedSince})`;
  const excused = sql`coalesce(${outbox.refusal} = 'visitor-address' or (${outbox.refusal} = 'visitor-content' and ${deliveredSince}), false)`;
  const [row] = await db
    .select({
      unsent: sql<number>`count(*) filter (where ${outbox.status} = 'pending')::int`,
      held: sql<number>`count(*) filter (where ${outbox.status} = 'pending' and ${excused})::int`,
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
      oldest: sql<
        number | null
      >`floor(extract(epoch from now() - min(${outbox.createdAt}) filter (where ${outbox.status} = 'pending' and not ${excused})))::int`,
    })
    .from(outbox);
  return {
    unsent: row?.unsent ?? 0,
    oldestUnsentSeconds: Math.max(0, row?.oldest ?? 0),
    heldByVisitorInput: row?.held ?? 0,
    failed: row?.failed ?? 0,
  };
}
