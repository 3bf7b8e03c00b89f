/**
 * The two mails of an enquiry and the transport that delivers outbox rows.
 *
 * - Shop notification (to MAIL_TO): every field, Reply-To the visitor, so answering the mail
 *   answers the visitor.
 * - Confirmation (to the visitor): short and German, to the bare address. It repeats nothing the
 *   visitor entered (no name, not even in `To:`), so the form cannot be abused to send arbitrary
 *   content to arbitrary addresses; how many are sent is capped (confirmations.ts).
 *
 * Every piece of visitor text in HTML is escaped; header values are single-line by schema and
 * passed to nodemailer as structured addresses (it encodes them).
 *
 * Transport: SMTP over SMTP_URL; without it each mail is written as an `.eml` file under
 * DATA_DIR/mail (named by outbox row, so a resend overwrites rather than duplicates).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { shopNotificationCopy, visitorConfirmationCopy } from '../content/enquiry-copy.ts';
import type { ContactEnquiry } from '../lib/contact-schema.ts';
import type { OutboxRow } from './db/schema.ts';

export type MailKind = 'shop-notification' | 'visitor-confirmation';

export interface RenderedMail {
  kind: MailKind;
  messageId: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface MailSettings {
  from: string;
  shopTo: string;
  siteUrl: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Formats an address so that any name is quoted/encoded by nodemailer, never parsed from user text. */
function mailbox(name: string, address: string): string {
  // JSON-encoded so the value survives storage; nodemailer receives it as { name, address }.
  return JSON.stringify({ name, address });
}

/** An address without a display name, stored structured so nodemailer never parses it as a list. */
function bareMailbox(address: string): string {
  return JSON.stringify({ address });
}

function parseMailbox(value: string): string | { name: string; address: string } {
  if (value.startsWith('{')) {
    const box = JSON.parse(value) as { name?: string; address: string };
    return { name: box.name ?? '', address: box.address };
  }
  return value;
}

function messageIdFor(outboxId: string, siteUrl: string): string {
  return `<${outboxId}@${new URL(siteUrl).hostname}>`;
}

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">
${body}
</body></html>`;
}

export function renderShopNotification(
  enquiry: ContactEnquiry & { createdAt: Date },
  outboxId: string,
  settings: MailSettings,
): RenderedMail {
  const copy = shopNotificationCopy;
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const rows: [string, string][] = [
    [copy.labels.firstName, enquiry.firstName],
    [copy.labels.lastName, enquiry.lastName],
    [copy.labels.email, enquiry.email],
    [copy.labels.phone, enquiry.phone || copy.noPhone],
    [copy.labels.interest, enquiry.interest],
    [copy.labels.createdAt, dateFormat.format(enquiry.createdAt)],
  ];
  const text = [
    copy.intro(new URL(settings.siteUrl).hostname),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${copy.messageHeading}:`,
    enquiry.message,
    '',
    copy.replyHint,
  ].join('\n');
  const html = htmlPage(
    copy.htmlTitle,
    `<h1 style="font-size:20px">${escapeHtml(copy.htmlHeading)}</h1>
<table cellpadding="6" style="border-collapse:collapse">
${rows.map(([k, v]) => `<tr><th align="left" style="vertical-align:top">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<h2 style="font-size:16px">${escapeHtml(copy.messageHeading)}</h2>
<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>
<p style="color:#6b7280">${escapeHtml(copy.replyHint)}</p>`,
  );
  return {
    kind: 'shop-notification',
    messageId: messageIdFor(outboxId, settings.siteUrl),
    from: settings.from,
    to: settings.shopTo,
    replyTo: mailbox(name, enquiry.email),
    subject: copy.subject(enquiry.interest, name),
    text,
    html,
  };
}

/**
 * The confirmation takes the recipient's address and nothing else the visitor typed or chose:
 * a mail from the shop's domain to any address must carry no attacker text, not even as the
 * recipient's display name (the form would otherwise relay spam and phishing).
 */
export function renderVisitorConfirmation(address: string, outboxId: string, settings: MailSettings): RenderedMail {
  const copy = visitorConfirmationCopy;
  const lines = [copy.greeting, '', ...copy.paragraphs.flatMap((p) => [p, '']), copy.closing, ...copy.signature];
  const html = htmlPage(
    copy.htmlTitle,
    [
      `<p>${escapeHtml(copy.greeting)}</p>`,
      ...copy.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p>${escapeHtml(copy.closing)}<br>${copy.signature.map(escapeHtml).join('<br>')}</p>`,
    ].join('\n'),
  );
  return {
    kind: 'visitor-confirmation',
    messageId: messageIdFor(outboxId, settings.siteUrl),
    from: settings.from,
    to: bareMailbox(address),
    replyTo: settings.shopTo,
    subject: copy.subject,
    text: lines.join('\n'),
    html,
  };
}

/** Delivers one outbox row; throws when it was not delivered. */
export interface Mailer {
  kind: 'smtp' | 'eml';
  send(row: OutboxRow): Promise<void>;
  /**
   * Deletes what this mailer kept of deleted outbox rows (retention): the `.eml` files of
   * `outboxIds`, and any `.eml` file older than `olderThan` (left over by a crash between the
   * database delete and this call). Returns how many files it deleted; SMTP keeps nothing.
   */
  forget(outboxIds: readonly string[], olderThan: Date): Promise<number>;
  close(): void;
}

/** The outbox id in an `.eml` file name (`<stamp>-<kind>-<outbox id>.eml`, or its `.tmp`). */
const EML_NAME = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml(?:\.tmp)?$/;

function toMessage(row: OutboxRow) {
  return {
    messageId: row.messageId,
    date: row.createdAt,
    from: parseMailbox(row.fromAddress),
    to: parseMailbox(row.toAddress),
    replyTo: row.replyTo ? parseMailbox(row.replyTo) : undefined,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    headers: { 'X-Outbox-Id': row.id },
  };
}

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i;

/**
 * Transport options for SMTP_URL. `smtps://` is TLS from the first byte (port 465).
 * `smtp://` to the submission port 587, or to any host but this machine, must upgrade with
 * STARTTLS before it logs in or sends: nodemailer's default is opportunistic, and a server (or
 * a man in the middle) that does not offer STARTTLS would get the password and the visitor's
 * enquiry in plain text. Only a relay on the loopback interface (port other than 587) may be
 * plain; `?requireTLS=false` in the URL switches the rule off for a trusted internal relay.
 * Certificates are verified (Node's default).
 */
export function smtpTransportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// (STARTTLS) or smtps:// (TLS), not ${url.protocol}//`);
  }
  const implicitTls = url.protocol === 'smtps:';
  const port = Number(url.port) || (implicitTls ? 465 : 587);
  const explicit = url.searchParams.get('requireTLS');
  const requireTLS = implicitTls
    ? false
    : explicit !== null
      ? explicit !== 'false' && explicit !== '0'
      : port === 587 || !LOOPBACK_HOSTS.test(url.hostname);
  return {
    url: smtpUrl,
    secure: implicitTls,
    port,
    requireTLS,
    // Bounded, so a send always ends well within the outbox lease (see outbox.ts).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

export function createMailer(opts: { smtpUrl?: string; mailDir: string }): Mailer {
  if (opts.smtpUrl) {
    // nodemailer reads host, port, login and further `?key=value` settings from the URL itself.
    const transport = nodemailer.createTransport(smtpTransportOptions(opts.smtpUrl));
    return {
      kind: 'smtp',
      async send(row) {
        await transport.sendMail(toMessage(row));
      },
      // A mail handed to the SMTP server leaves no copy here to delete.
      forget: () => Promise.resolve(0),
      close() {
        transport.close();
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'eml',
    async send(row) {
      const info = await transport.sendMail(toMessage(row));
      // Mails hold personal data: readable by the server's user only (see file-modes.ts).
      mkdirSync(opts.mailDir, { recursive: true, mode: 0o700 });
      const stamp = row.createdAt.toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.mailDir, `${stamp}-${row.kind}-${row.id}.eml`);
      const tmp = `${file}.tmp`;
      writeFileSync(tmp, info.message as Buffer, { mode: 0o600 });
      renameSync(tmp, file);
    },
    async forget(outboxIds, olderThan) {
      let names: string[];
      try {
        names = await readdir(opts.mailDir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      const ids = new Set(outboxIds);
      let deleted = 0;
      for (const name of names) {
        const match = EML_NAME.exec(name);
        if (!match) continue;
        const file = path.join(opts.mailDir, name);
        let stale = ids.has(match[1]!);
        if (!stale) {
          const info = await stat(file).catch(() => null);
          stale = info !== null && info.mtime < olderThan;
        }
        if (!stale) continue;
        await rm(file, { force: true });
        deleted++;
      }
      return deleted;
    },
    close() {
      transport.close();
    },
  };
}
