/**
 * Caps on confirmation mails, so the contact form cannot be used to mail-bomb an address or to
 * send the shop's mail in bulk: at most `perAddressPerDay` confirmations to one recipient
 * address per day, and `perHour` in all per hour. Over a cap the enquiry is still accepted,
 * stored and notified to the shop; only the confirmation is skipped.
 *
 * The counters share the rate-limit table (fixed windows, one atomic upsert each, shared by every
 * process on the database). The recipient's counter is keyed by an HMAC of the lower-cased
 * address (secret.ts), never the address itself.
 */
import type { Db } from './db/index.ts';
import { hitRateLimit } from './rate-limit.ts';
import { keyedHash } from './secret.ts';

export interface ConfirmationCaps {
  perAddressPerDay: number;
  perHour: number;
  hashSecret: Buffer;
}

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;
/** Longest window of a counter in the rate-limit table (housekeeping keeps counters this long). */
export const LONGEST_WINDOW_SECONDS = DAY_SECONDS;

export function recipientKey(secret: Buffer, address: string): string {
  return `confirm-to:${keyedHash(secret, 'confirmation-recipient', address.trim().toLowerCase())}`;
}

const GLOBAL_KEY = 'confirm-all';

export type ConfirmationDecision = { send: true } | { send: false; reason: 'recipient-cap' | 'hourly-cap' };

/** Counts a confirmation to `address` against both caps; says whether it may be sent. */
export async function allowConfirmation(
  db: Db,
  address: string,
  caps: ConfirmationCaps,
): Promise<ConfirmationDecision> {
  const recipient = await hitRateLimit(db, recipientKey(caps.hashSecret, address), caps.perAddressPerDay, DAY_SECONDS);
  if (!recipient.allowed) return { send: false, reason: 'recipient-cap' };
  const all = await hitRateLimit(db, GLOBAL_KEY, caps.perHour, HOUR_SECONDS);
  if (!all.allowed) return { send: false, reason: 'hourly-cap' };
  return { send: true };
}
