/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 at a free port that records every
 * mail it accepts. It can refuse mail (`refuse(true)`: every RCPT TO gets a temporary 451
 * error), and go down and come back on the same port (`down()` / `up()`), for outage tests.
 *
 *   const smtp = await startSmtp();
 *   // SMTP_URL = smtp.url
 *   await smtp.waitFor(2);
 *   smtp.mails.map((m) => m.messageId);
 *   await smtp.stop();
 */
import { SMTPServer } from 'smtp-server';
import { freePort } from './postgres.ts';

export interface CapturedMail {
  messageId: string | undefined;
  subject: string | undefined;
  from: string | undefined;
  to: string[];
  /** The whole message as received (headers and body). */
  raw: string;
}

export interface SmtpAnswer {
  code: number;
  message: string;
}

function smtpError(answer: SmtpAnswer): Error & { responseCode: number } {
  const err = new Error(answer.message) as Error & { responseCode: number };
  err.responseCode = answer.code;
  return err;
}

export interface TestSmtp {
  url: string;
  port: number;
  mails: CapturedMail[];
  /** Count of refused recipients so far. */
  refusals: () => number;
  refuse(on: boolean): void;
  /** An answer to one recipient (e.g. 553 for a local part over 64), or null to accept it. */
  answerRecipient(rule: ((address: string) => SmtpAnswer | null) | null): void;
  /** An answer to a message's content after DATA (e.g. 554 for a phrase), or null to accept it. */
  answerContent(rule: ((raw: string) => SmtpAnswer | null) | null): void;
  down(): Promise<void>;
  up(): Promise<void>;
  /** Resolves once at least `count` mails were accepted (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  stop(): Promise<void>;
}

function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const m = unfolded.match(new RegExp(`^${name}:[ \\t]*(.*)$`, 'im'));
  return m?.[1]?.trim();
}

export async function startSmtp(
  opts: { port?: number; /** Delay before accepting each mail (a slow server). */ delayMs?: number } = {},
): Promise<TestSmtp> {
  const port = opts.port ?? (await freePort());
  const mails: CapturedMail[] = [];
  let refusing = false;
  let refusals = 0;
  let recipientRule: ((address: string) => SmtpAnswer | null) | null = null;
  let contentRule: ((raw: string) => SmtpAnswer | null) | null = null;
  let server: SMTPServer | undefined;

  const create = () =>
    new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const answer = recipientRule?.(address.address);
        if (answer) {
          refusals++;
          return callback(smtpError(answer));
        }
        if (refusing) {
          refusals++;
          const err = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          err.responseCode = 451;
          return callback(err);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const answer = contentRule?.(raw);
          if (answer) {
            refusals++;
            return callback(smtpError(answer));
          }
          const record = () =>
            mails.push({
              messageId: header(raw, 'Message-ID'),
              subject: header(raw, 'Subject'),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
            });
          if (opts.delayMs) {
            setTimeout(() => {
              record();
              callback();
            }, opts.delayMs);
          } else {
            record();
            callback();
          }
        });
      },
    });

  const up = () =>
    new Promise<void>((resolve, reject) => {
      server = create();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = undefined;
      if (!s) return resolve();
      s.close(() => resolve());
    });

  await up();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    refusals: () => refusals,
    refuse(on) {
      refusing = on;
    },
    answerRecipient(rule) {
      recipientRule = rule;
    },
    answerContent(rule) {
      contentRule = rule;
    },
    up,
    down,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${mails.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return mails;
    },
    stop: down,
  };
}
