/**
 * Caps on confirmation mails, so the contact form cannot be used to mail-bomb an address or to
 * send the shop's mail in bulk: at most `perAddressPerDay` confirmations to one recipient
 * address per day, at most `perNetworkPerHour` per hour to visitors from one network (an IPv4
 * /24, an IPv6 /64: no single network can use up the shop's hourly share for everyone else), and
 * `perHour` in all per hour. Over a cap the enquiry is still accepted, stored and notified to the
 * shop; only the confirmation is skipped.
 *
 * The counters share the rate-limit table (fixed windows, one atomic upsert each, shared by every
 * process on the database). The recipient's counter is keyed by an HMAC (secret.ts) of the
 * mailbox the mail reaches (`mailboxOf`), never the address itself: one mailbox, one counter,
 * however its address is spelt.
 */
import { deliveryAddress } from '../lib/contact-schema.ts';
import type { Db } from './db/index.ts';
import { hitRateLimit } from './rate-limit.ts';
import { keyedHash } from './secret.ts';

export interface ConfirmationCaps {
  perAddressPerDay: number;
  perNetworkPerHour: number;
  perHour: number;
  hashSecret: Buffer;
}

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;
/** Longest window of a counter in the rate-limit table (housekeeping keeps counters this long). */
export const LONGEST_WINDOW_SECONDS = DAY_SECONDS;

/** Domains that deliver to the same mailboxes as another one. */
const SAME_MAILBOXES: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, as far as the cap is concerned: the delivery address (NFKC,
 * ASCII lower-case domain), the local part lower-cased, without a `+tag` and without dots, and
 * googlemail.com read as gmail.com. Most providers ignore case and deliver `+tags` to the
 * mailbox; Gmail also ignores dots. Elsewhere two addresses that differ only in dots may be two
 * mailboxes: they then share a counter, which only makes the cap stricter, never looser.
 */
export function mailboxOf(address: string): string {
  const plain = deliveryAddress(address);
  const at = plain.lastIndexOf('@');
  if (at < 0) return plain.toLowerCase();
  const local = plain.slice(0, at).toLowerCase().split('+')[0]!.replaceAll('.', '');
  const domain = plain.slice(at + 1);
  return `${local}@${SAME_MAILBOXES[domain] ?? domain}`;
}

export function recipientKey(secret: Buffer, address: string): string {
  return `confirm-to:${keyedHash(secret, 'confirmation-recipient', mailboxOf(address))}`;
}

/** The sender's network (client-address.ts `networkOf`), keyed like the recipient: never stored plain. */
function networkKey(secret: Buffer, network: string): string {
  return `confirm-from:${keyedHash(secret, 'confirmation-network', network)}`;
}

const GLOBAL_KEY = 'confirm-all';

export type ConfirmationDecision =
  { send: true } | { send: false; reason: 'recipient-cap' | 'network-cap' | 'hourly-cap' };

/**
 * Counts a confirmation to `address`, asked for from `network`, against the three caps; says
 * whether it may be sent.
 */
export async function allowConfirmation(
  db: Db,
  address: string,
  network: string,
  caps: ConfirmationCaps,
): Promise<ConfirmationDecision> {
  const recipient = await hitRateLimit(db, recipientKey(caps.hashSecret, address), caps.perAddressPerDay, DAY_SECONDS);
  if (!recipient.allowed) return { send: false, reason: 'recipient-cap' };
  const sender = await hitRateLimit(db, networkKey(caps.hashSecret, network), caps.perNetworkPerHour, HOUR_SECONDS);
  if (!sender.allowed) return { send: false, reason: 'network-cap' };
  const all = await hitRateLimit(db, GLOBAL_KEY, caps.perHour, HOUR_SECONDS);
  if (!all.allowed) return { send: false, reason: 'hourly-cap' };
  return { send: true };
}
