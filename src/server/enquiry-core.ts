/**
 * The enquiry core: one `submitEnquiry()` behind both ways an enquiry arrives, the JSON API
 * (`POST /api/contact`, contact-api.ts) and the form's native post (`/kontakt/senden`,
 * contact-form.ts). The adapters read and check the HTTP request; everything about the enquiry
 * itself happens here, once:
 *
 * 1. spam signals: a filled honeypot, or (when the channel measures it) a form filled faster
 *    than a person can: answered as accepted, nothing stored;
 * 2. validation with the one zod schema the form uses (src/lib/contact-schema.ts);
 * 3. the rate limit per client;
 * 4. storage: the enquiry and its mails are written in one transaction, and the outcome is
 *    `accepted` only after it committed, so an acknowledged enquiry is never lost. The outbox
 *    (outbox.ts) delivers the mails afterwards. A replay of an enquiry already stored (see
 *    `REPLAY_WINDOW_SECONDS`) is answered as accepted again, and stored and mailed only once.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  contactFields,
  contactSchema,
  fieldErrors,
  healthConsentSchema,
  HONEYPOT_FIELD,
  spamSignalsSchema,
} from '../lib/contact-schema.ts';
import type { ContactEnquiry, ContactField, HealthConsentRecord } from '../lib/contact-schema.ts';
import { networkOf, rateLimitSubject } from './client-address.ts';
import { allowConfirmation, type ConfirmationCaps } from './confirmations.ts';
import { isDatabaseUnavailable, type Db } from './db/index.ts';
import { enquiries } from './db/schema.ts';
import { renderShopNotification, renderVisitorConfirmation, type MailSettings } from './mail.ts';
import { enqueueMails, newOutboxId } from './outbox.ts';
import { hitRateLimit, rateLimitKey } from './rate-limit.ts';

export interface ContactSettings {
  siteUrl: string;
  trustProxy: boolean;
  minFillMs: number;
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** Secret of the HMAC that keys the rate limit by client address (rate-limit.ts). */
  rateLimitSecret: string | Buffer;
  mail: MailSettings;
  /** Caps on confirmation mails (per recipient and day, per sending network and hour, in all per hour). */
  confirmations: ConfirmationCaps;
  /** Further host names of the site (ALLOWED_HOSTS, comma-separated). */
  allowedHosts?: string;
  /** The budget of native form posts per client and window (contact-form.ts); none when unset. */
  formPosts?: { max: number; windowSeconds: number };
}

export interface ContactDeps {
  settings: ContactSettings;
  logger: Logger;
  /** The database, or a throw (DatabaseUnavailableError) while it is not reachable. */
  db: () => Db;
  /** Called after an enquiry was committed (wakes the outbox dispatcher). */
  onQueued?: () => void;
}

export interface ContactRequestContext {
  requestId: string;
  /** The peer address of the connection. */
  clientAddress: string | undefined;
}

export interface EnquiryContext {
  requestId: string;
  /** The client's address as resolved by the adapter (client-address.ts). */
  clientAddress: string;
  /**
   * Whether the fill-time trap applies. The script measures and sends the fill time; a native
   * post cannot (the page is static and carries no per-request token, and without JavaScript
   * there is no clock), so it is judged by the honeypot and the rate limit.
   */
  fillTimeMeasured: boolean;
  /** For the log lines. */
  route: string;
}

export type EnquiryOutcome =
  /** Stored and its mails queued, committed. */
  | { kind: 'accepted'; enquiryId: string }
  /** Spam: answered like an accepted enquiry, nothing stored. */
  | { kind: 'discarded' }
  | { kind: 'invalid'; fields: Partial<Record<ContactField, string>> }
  /** The script's fill time is missing or not a count of milliseconds: not our form. */
  | { kind: 'no-fill-time' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'unavailable' }
  | { kind: 'failed' };

/**
 * The spam signals: a filled honeypot or a fill time under the minimum is a bot, answered as if
 * sent and never stored. A fill time that is missing or not a count of milliseconds where the
 * script measures it is no sign of a bot but of a client that is not our form: it gets a precise
 * refusal, so nothing a client believes sent is ever dropped unseen.
 */
function spamReason(data: object, settings: ContactSettings, fillTimeMeasured: boolean) {
  const honeypot = (data as Record<string, unknown>)[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== '') return { reason: 'honeypot' as const };
  if (!fillTimeMeasured || settings.minFillMs === 0) return { reason: undefined };
  const signals = spamSignalsSchema.safeParse(data);
  const fillMs = signals.success ? signals.data.fillMs : undefined;
  if (fillMs === undefined) return { reason: 'no-fill-time' as const };
  return { reason: fillMs < settings.minFillMs ? ('too-fast' as const) : undefined, fillMs };
}

/**
 * How long a second post of the same enquiry counts as a replay of the first: a double tap on the
 * form's button, a reload or resend of the post, a client retrying after a lost answer. The rule:
 * an enquiry is the same enquiry as one stored less than this long ago when everything the
 * visitor typed is the same (the mailbox in the schema's normal form, deliveryAddress; names,
 * phone, interest, message and any consent text as stored). Such a replay is answered as
 * accepted again (what its sender wants to know: the enquiry is in), and is neither stored nor
 * mailed a second time; found before storing, it counts against neither the rate limit nor the
 * confirmation caps (one sent at the same moment as its first post is found only under the lock
 * below, once both counted it). Anything that differs in one character is another enquiry and
 * is kept, so two enquiries from one mailbox are both stored, and nothing accepted is ever dropped: the replay's answer names
 * the stored enquiry. Posts of one enquiry at the same moment are stored once: storing takes a
 * lock per mailbox and looks again under it (documented in docs/reliability.md).
 */
export const REPLAY_WINDOW_SECONDS = 10 * 60;

/** The stored enquiry of which `enquiry` is a replay (`REPLAY_WINDOW_SECONDS`), or null. */
async function storedReplay(
  db: Pick<Db, 'select'>,
  enquiry: ContactEnquiry,
  healthConsent: HealthConsentRecord | undefined,
): Promise<string | null> {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.email, enquiry.email),
        eq(enquiries.firstName, enquiry.firstName),
        eq(enquiries.lastName, enquiry.lastName),
        enquiry.phone ? eq(enquiries.phone, enquiry.phone) : isNull(enquiries.phone),
        eq(enquiries.interest, enquiry.interest),
        eq(enquiries.message, enquiry.message),
        healthConsent ? eq(enquiries.healthConsentText, healthConsent.text) : isNull(enquiries.healthConsentText),
        gt(enquiries.createdAt, sql`now() - make_interval(secs => ${REPLAY_WINDOW_SECONDS})`),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The enquiry's text fields as the visitor typed them: a line break is one LF. A browser sends
 * each of a textarea's line breaks as CRLF in a form post (and some clients a lone CR), while the
 * textarea's maxlength counts it as one character; counted as typed, a text the form accepted is
 * never refused as too long, and what is stored and mailed has one kind of line break.
 */
function withTypedLineBreaks(data: object): object {
  const out: Record<string, unknown> = { ...data };
  for (const field of contactFields) {
    const value = out[field];
    if (typeof value === 'string') out[field] = value.replace(/\r\n?/g, '\n');
  }
  return out;
}

/**
 * Validates, stores and queues one enquiry. `data` is what the visitor sent, as an object: the
 * fields of the form, the spam signals and the optional consent record of the Schlafberater.
 */
export async function submitEnquiry(sent: object, ctx: EnquiryContext, deps: ContactDeps): Promise<EnquiryOutcome> {
  const { settings } = deps;
  const data = withTypedLineBreaks(sent);
  const log = deps.logger.child({ requestId: ctx.requestId, route: ctx.route });

  // Validation first: a client learns what is wrong with its enquiry before anything else.
  const parsed = contactSchema.safeParse(data);
  if (!parsed.success) return { kind: 'invalid', fields: fieldErrors(parsed.error) };

  const spam = spamReason(data, settings, ctx.fillTimeMeasured);
  if (spam.reason === 'no-fill-time') {
    log.info('refused: no fill time from a client that should measure it');
    return { kind: 'no-fill-time' };
  }
  if (spam.reason) {
    log.info({ reason: spam.reason, fillMs: spam.fillMs }, 'spam discarded (answered as sent, nothing stored)');
    return { kind: 'discarded' };
  }
  const enquiry = parsed.data;
  const healthConsent = healthConsentSchema.parse((data as { healthConsent?: unknown }).healthConsent);

  try {
    const db = deps.db();
    // A replay is answered before it counts against any limit: it asks for nothing new.
    const replayOf = await storedReplay(db, enquiry, healthConsent);
    if (replayOf) return replayed(replayOf, log);
    const limit = await hitRateLimit(
      db,
      rateLimitKey('contact', rateLimitSubject(ctx.clientAddress), settings.rateLimitSecret),
      settings.rateLimitMax,
      settings.rateLimitWindowSeconds,
    );
    if (!limit.allowed) {
      log.warn({ count: limit.count }, 'rate limit exceeded');
      return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
    }
    // Counted before the transaction, so concurrent enquiries do not queue on the counter rows.
    const confirmation = await allowConfirmation(
      db,
      enquiry.email,
      networkOf(ctx.clientAddress),
      settings.confirmations,
    );
    if (!confirmation.send) log.info({ reason: confirmation.reason }, 'confirmation mail skipped (cap reached)');
    const stored = await db.transaction(async (tx) => {
      // One enquiry per mailbox is stored at a time, so a replay sent at the same moment as its
      // first post finds it here (the check above may have run before either committed).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`enquiry:${enquiry.email}`}))`);
      const earlier = await storedReplay(tx, enquiry, healthConsent);
      if (earlier) return { id: earlier, replay: true };
      const [row] = await tx
        .insert(enquiries)
        .values({
          firstName: enquiry.firstName,
          lastName: enquiry.lastName,
          email: enquiry.email,
          phone: enquiry.phone || null,
          interest: enquiry.interest,
          message: enquiry.message,
          requestId: ctx.requestId.slice(0, 64),
          healthConsentAt: healthConsent ? new Date(healthConsent.at) : null,
          healthConsentText: healthConsent?.text ?? null,
        })
        .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
      const shopId = newOutboxId();
      const visitorId = newOutboxId();
      await enqueueMails(tx, row!.id, [
        { id: shopId, ...renderShopNotification({ ...enquiry, createdAt: row!.createdAt }, shopId, settings.mail) },
        ...(confirmation.send
          ? [{ id: visitorId, ...renderVisitorConfirmation(enquiry.email, visitorId, settings.mail) }]
          : []),
      ]);
      return { id: row!.id, replay: false };
    });
    if (stored.replay) return replayed(stored.id, log);
    const id = stored.id;
    log.info({ enquiryId: id, interest: enquiry.interest }, 'enquiry accepted');
    deps.onQueued?.();
    return { kind: 'accepted', enquiryId: id };
  } catch (err) {
    return databaseFailure(err, log);
  }
}

/** The outcome of a replay: accepted, as the enquiry it repeats (nothing stored or mailed again). */
function replayed(enquiryId: string, log: Logger): EnquiryOutcome {
  log.info({ enquiryId }, 'replayed enquiry answered as accepted (stored and mailed once)');
  return { kind: 'accepted', enquiryId };
}

/**
 * The outcome of a database error on the way to storing an enquiry: `unavailable` (503, try
 * again) when the database cannot be reached, else `failed` (500). Either way nothing was
 * stored, and the client is told so.
 */
export function databaseFailure(
  err: unknown,
  log: Logger,
): Extract<EnquiryOutcome, { kind: 'unavailable' | 'failed' }> {
  if (isDatabaseUnavailable(err)) {
    log.error({ err: { message: (err as Error).message } }, 'database unavailable');
    return { kind: 'unavailable' };
  }
  log.error({ err }, 'enquiry failed');
  return { kind: 'failed' };
}
