/**
 * The database schema (PostgreSQL dialect, used by PGlite and PostgreSQL alike). Changing it
 * means a new versioned migration: `npm run db:generate` writes it to src/server/db/migrations,
 * which is committed and applied at start (src/server/db/index.ts).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** One accepted contact enquiry. Deleted after ENQUIRY_RETENTION_DAYS. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    interest: varchar('interest', { length: 100 }).notNull(),
    message: varchar('message', { length: 5000 }).notNull(),
    /** The request id of the POST that created it (for correlating logs). */
    requestId: varchar('request_id', { length: 64 }),
    /** When the visitor consented to sending a health detail (Schlafberater), if they did. */
    healthConsentAt: timestamp('health_consent_at', { withTimezone: true }),
    /** The consent text the visitor agreed to, as shown. */
    healthConsentText: varchar('health_consent_text', { length: 2000 }),
  },
  (t) => [index('enquiries_created_at_idx').on(t.createdAt)],
);

/**
 * Mails waiting to be sent (transactional outbox). Rendered when queued, so a mail never
 * depends on anything but its own row. `messageId` is fixed per row, so a resend after a crash
 * carries the same Message-ID and can be recognised as a duplicate.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    messageId: varchar('message_id', { length: 255 }).notNull().unique(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * 'pending' until delivered, then 'sent'; 'failed' for a visitor's confirmation whose
     * recipient the relay refused permanently (5xx): it is never retried.
     */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, one dispatcher owns the row (it is being sent). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * Who the last refusal points at (outbox.ts, `refusalOf`): 'visitor-address' (the relay refused
     * or deferred the address a visitor typed), 'visitor-content' (it refused the shop notification
     * for the visitor's text), 'relay' (anything else: the relay or the connection). Null before
     * any failed attempt.
     */
    refusal: varchar('refusal', { length: 16 }),
    /** Since when attempts have been refused with this `refusal` (its first refusal). */
    refusedSince: timestamp('refused_since', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Fixed-window rate-limit counters, shared by every server process on the database. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 128 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export type EnquiryRow = typeof enquiries.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
