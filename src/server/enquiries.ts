/**
 * Contact enquiries: the `POST /api/contact` handler (Web Request in, Response out, so tests
 * drive it without a build), and the owner's read side (list, CSV export).
 *
 * Order of checks: method, cross-site (403), content type (415), size (413), JSON (400),
 * spam signals (201, nothing stored), validation (400 per field), rate limit (429), storage
 * (201 after COMMIT; 503 when the database is unreachable). Every answer is JSON.
 */
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { asc, gte } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  contactFields,
  contactSchema,
  fieldErrors,
  healthConsentSchema,
  HONEYPOT_FIELD,
  spamSignalsSchema,
} from '../lib/contact-schema.ts';
import { createBackup } from './backup.ts';
import { isDatabaseUnavailable, type Db } from './db/index.ts';
import { enquiries, type EnquiryRow } from './db/schema.ts';
import { renderShopNotification, renderVisitorConfirmation, type MailSettings } from './mail.ts';
import { allowConfirmation, type ConfirmationCaps } from './confirmations.ts';
import { enqueueMails, newOutboxId } from './outbox.ts';
import { hostnameOf, isLoopbackHostname } from './protocol.ts';
import { hitRateLimit, rateLimitKey } from './rate-limit.ts';
import { clientAddressOf, networkOf, rateLimitSubject } from './client-address.ts';

const MAX_BODY_BYTES = 16 * 1024;

export const apiMessages = {
  methodNotAllowed: 'Diese Methode ist hier nicht erlaubt.',
  crossSite: 'Anfragen von fremden Websites sind nicht erlaubt.',
  unsupportedType: 'Bitte senden Sie die Anfrage als JSON (Content-Type: application/json).',
  tooLarge: 'Die Anfrage ist zu groß (höchstens 16 KB).',
  malformed: 'Die Anfrage enthält kein gültiges JSON.',
  notAnObject: 'Die Anfrage muss ein JSON-Objekt sein.',
  invalid: 'Bitte prüfen Sie Ihre Eingaben.',
  rateLimited: 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
  unavailable: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
  internal: 'Interner Fehler',
} as const;

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

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/**
 * Whether a request comes from another site (cross-site request forgery). Trusted: SITE_URL's
 * origin and ALLOWED_HOSTS on it; a loopback origin only when it is the very origin the request
 * was addressed to (a local run; not another local app on another port). The Host header itself is never trusted as an origin: with DNS
 * rebinding an attacker's page is served under the attacker's host name.
 *
 * Takes only headers, so any handler (JSON or form posts) can call it.
 */
export function isCrossSite(
  request: { headers: Headers },
  settings: Pick<ContactSettings, 'siteUrl' | 'allowedHosts'>,
): boolean {
  if (request.headers.get('sec-fetch-site')?.trim().toLowerCase() === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false; // not a browser form/fetch (browsers send Origin on POST)
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true; // 'null' (sandboxed frames, privacy-sensitive redirects) and junk
  }
  if (parsed.origin === 'null' || `${parsed.origin}` !== origin.trim().toLowerCase().replace(/\/$/, '')) return true;
  const site = new URL(settings.siteUrl);
  if (parsed.origin === site.origin) return false;
  const extra = (settings.allowedHosts ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (parsed.protocol === site.protocol && extra.includes(parsed.host)) return false;
  // A local run (`npm start`, `astro dev`): the page's own loopback origin, same host and port.
  const host = request.headers.get('host')?.trim().toLowerCase() ?? '';
  const hostname = hostnameOf(host);
  return !(hostname !== null && isLoopbackHostname(hostname) && parsed.host === host);
}

function clientAddress(request: Request, ctx: ContactRequestContext, settings: ContactSettings): string {
  return clientAddressOf(ctx.clientAddress, request.headers.get('x-forwarded-for'), settings.trustProxy);
}

/** Who the rate limit counts: the client's address, an IPv6 client by its /64 (client-address.ts). */
function clientOf(request: Request, ctx: ContactRequestContext, settings: ContactSettings): string {
  return rateLimitSubject(clientAddress(request, ctx, settings));
}

type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413 } | { ok: false; aborted: true };

/** Reads at most MAX_BODY_BYTES, checking Content-Length first and the streamed size after. */
async function readBody(request: Request): Promise<BodyResult> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      return { ok: false, aborted: true }; // the client went away mid-upload
    }
    const { done, value } = step;
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c, offset);
    offset += c.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, status: 400 };
  }
}

export async function handleContact(
  request: Request,
  ctx: ContactRequestContext,
  deps: ContactDeps,
): Promise<Response> {
  const { settings, logger } = deps;
  const log = logger.child({ requestId: ctx.requestId, route: 'POST /api/contact' });

  if (request.method !== 'POST') return json(405, { error: apiMessages.methodNotAllowed }, { Allow: 'POST' });
  if (isCrossSite(request, settings)) {
    log.warn({ origin: request.headers.get('origin') }, 'cross-site request rejected');
    return json(403, { error: apiMessages.crossSite });
  }
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return json(415, { error: apiMessages.unsupportedType });

  const body = await readBody(request);
  if (!body.ok && 'aborted' in body) {
    // Nobody is left to read the answer. An aborted upload is routine, not an error; the server
    // (main.ts) logs it once at debug.
    return json(400, { error: apiMessages.malformed });
  }
  if (!body.ok) {
    return body.status === 413
      ? json(413, { error: apiMessages.tooLarge })
      : json(400, { error: apiMessages.malformed });
  }
  let data: unknown;
  try {
    data = JSON.parse(body.text);
  } catch {
    return json(400, { error: apiMessages.malformed });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return json(400, { error: apiMessages.notAnObject });
  }

  const signals = spamSignalsSchema.safeParse(data);
  const honeypot = signals.success ? signals.data[HONEYPOT_FIELD] : 'invalid';
  const fillMs = signals.success ? signals.data.fillMs : undefined;
  const spamReason =
    honeypot !== undefined && honeypot !== ''
      ? 'honeypot'
      : settings.minFillMs > 0 && fillMs === undefined
        ? 'no-fill-time'
        : settings.minFillMs > 0 && fillMs! < settings.minFillMs
          ? 'too-fast'
          : undefined;
  if (spamReason) {
    log.info({ reason: spamReason, fillMs }, 'spam discarded (answered 201, nothing stored)');
    return json(201, { ok: true });
  }

  const parsed = contactSchema.safeParse(data);
  if (!parsed.success) {
    return json(400, { error: apiMessages.invalid, fields: fieldErrors(parsed.error) });
  }
  const enquiry = parsed.data;
  const healthConsent = healthConsentSchema.parse((data as { healthConsent?: unknown }).healthConsent);

  try {
    const db = deps.db();
    const limit = await hitRateLimit(
      db,
      rateLimitKey('contact', clientOf(request, ctx, settings), settings.rateLimitSecret),
      settings.rateLimitMax,
      settings.rateLimitWindowSeconds,
    );
    if (!limit.allowed) {
      log.warn({ count: limit.count }, 'rate limit exceeded');
      return json(429, { error: apiMessages.rateLimited }, { 'Retry-After': String(limit.retryAfterSeconds) });
    }
    // Counted before the transaction, so concurrent enquiries do not queue on the counter rows.
    const network = networkOf(clientAddress(request, ctx, settings));
    const confirmation = await allowConfirmation(db, enquiry.email, network, settings.confirmations);
    if (!confirmation.send) log.info({ reason: confirmation.reason }, 'confirmation mail skipped (cap reached)');
    const id = await db.transaction(async (tx) => {
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
      return row!.id;
    });
    log.info({ enquiryId: id, interest: enquiry.interest }, 'enquiry accepted');
    deps.onQueued?.();
    return json(201, { ok: true });
  } catch (err) {
    if (isDatabaseUnavailable(err)) {
      log.error({ err: { message: (err as Error).message } }, 'database unavailable');
      return json(503, { error: apiMessages.unavailable }, { 'Retry-After': '30' });
    }
    log.error({ err }, 'enquiry failed');
    return json(500, { error: apiMessages.internal });
  }
}

// ---------------------------------------------------------------------------------------------
// Native form posts: the contact form is a real `<form method="post">`, so it also works without
// JavaScript and when it is sent before its island has hydrated. Such a post arrives as
// `application/x-www-form-urlencoded` at the SSR page `/kontakt/senden` (src/pages/kontakt/senden.astro),
// which answers in HTML. The enquiry itself goes through `handleContact` above, unchanged: the
// same Origin/Sec-Fetch-Site rule, schema, honeypot, rate limit, storage and mail queue.
//
// The fill-time trap does not apply to native posts: the page is static and cannot carry a
// per-request token, and the browser sends no fill time without JavaScript. Native posts are
// judged by the honeypot and the rate limit (documented in the README, section Enquiries).

export const formMessages = {
  unsupportedType: 'Bitte senden Sie das Formular über unsere Kontaktseite.',
} as const;

/** What the visitor typed, as sent by the browser (every field a string). */
export type ContactFormInput = Record<(typeof contactFields)[number], string>;

/** A native form post the page answers with the form again (status, message, input kept). */
export interface ContactFormError {
  kind: 'error';
  status: 400 | 403 | 405 | 413 | 415 | 429 | 500 | 503;
  /** The German message above the form. */
  message: string;
  /** Per-field German messages (status 400). */
  fields: Partial<Record<(typeof contactFields)[number], string>>;
  /** The input to show again (empty for requests that are not read). */
  values: ContactFormInput;
  headers: Record<string, string>;
}

/**
 * The outcome of a native form post, for the page to render. `sent`: stored (or silently
 * discarded as spam, exactly like the JSON path), the page redirects to the confirmation.
 */
export type ContactFormOutcome = { kind: 'sent' } | ContactFormError;

const emptyFormInput = (): ContactFormInput =>
  Object.fromEntries(contactFields.map((f) => [f, ''])) as ContactFormInput;

/**
 * Handles a native form post: checks it is a same-site urlencoded POST, reads the fields and
 * hands them, as the JSON body the script would have sent, to `handleContact` (with the
 * fill-time trap off, see above); then turns its JSON answer into an outcome the page renders.
 */
export async function handleContactForm(
  request: Request,
  ctx: ContactRequestContext,
  deps: ContactDeps,
): Promise<ContactFormOutcome> {
  const error = (
    status: ContactFormError['status'],
    message: string,
    values = emptyFormInput(),
    fields: ContactFormError['fields'] = {},
    headers: Record<string, string> = {},
  ): ContactFormOutcome => ({ kind: 'error', status, message, fields, values, headers });

  if (request.method !== 'POST') return error(405, apiMessages.methodNotAllowed, undefined, {}, { Allow: 'POST' });
  if (isCrossSite(request, deps.settings)) {
    deps.logger
      .child({ requestId: ctx.requestId, route: 'POST /kontakt/senden' })
      .warn({ origin: request.headers.get('origin') }, 'cross-site request rejected');
    return error(403, apiMessages.crossSite);
  }
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) return error(415, formMessages.unsupportedType);
  const body = await readBody(request);
  if (!body.ok) {
    // An aborted upload has nobody left to read the answer; main.ts logs it once at debug.
    const status = 'aborted' in body ? 400 : body.status;
    return error(status, status === 413 ? apiMessages.tooLarge : apiMessages.malformed);
  }

  const form = new URLSearchParams(body.text);
  const values = emptyFormInput();
  for (const field of contactFields) values[field] = form.get(field) ?? '';
  const honeypot = form.get(HONEYPOT_FIELD) ?? '';

  // Same headers (Origin, Sec-Fetch-Site, Host, X-Forwarded-*) with the JSON body of the script.
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const json = new Request(request.url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: honeypot }),
  });
  const answer = await handleContact(json, ctx, { ...deps, settings: { ...deps.settings, minFillMs: 0 } });
  if (answer.status === 201) return { kind: 'sent' };

  const data = (await answer.json().catch(() => ({}))) as { error?: string; fields?: ContactFormError['fields'] };
  const status = answer.status as ContactFormError['status'];
  const retryAfter = answer.headers.get('retry-after');
  return error(
    status,
    data.error ?? apiMessages.internal,
    values,
    data.fields ?? {},
    retryAfter ? { 'Retry-After': retryAfter } : {},
  );
}

// ---------------------------------------------------------------------------------------------
// Owner side: list and CSV export (scripts/enquiries.ts)

export async function listEnquiries(db: Db, opts: { since?: Date } = {}): Promise<EnquiryRow[]> {
  const query = db.select().from(enquiries);
  const filtered = opts.since ? query.where(gte(enquiries.createdAt, opts.since)) : query;
  return filtered.orderBy(asc(enquiries.createdAt));
}

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDate(d: Date): string {
  return berlin.format(d).replace(',', '');
}

/**
 * Text for a terminal: control characters (C0 but tab and line feed, DEL, C1, so also CR and escape
 * sequences) and bidi controls (U+061C, U+200E-200F, U+202A-202E, U+2066-2069) shown as
 * `\u{...}`, so stored text cannot move the cursor, overwrite lines or reorder what the owner
 * reads.
 */
export function terminalSafe(value: string): string {
  return value.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g,
    (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`,
  );
}

const csvHeader = [
  'Eingegangen',
  'Vorname',
  'Nachname',
  'E-Mail',
  'Telefon',
  'Interesse',
  'Nachricht',
  'Einwilligung Gesundheitsangabe am',
  'Einwilligungstext',
];

/**
 * Characters a spreadsheet may skip before it looks for a formula sign: whitespace but tab and
 * line breaks, which are separators themselves (also no-break and ideographic spaces), invisible format characters (zero-width
 * space/joiners, word joiner, BOM, bidi marks), and the double quote (Excel evaluates `"=1+1"`).
 */
const INVISIBLE_PREFIX = String.raw`(?:[^\S\t\r\n]|\p{Cf}|")*`;
/** Signs that start a formula, in ASCII and their full-width and small forms. */
const FORMULA_SIGNS = '=+\\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B';
/**
 * A formula sign at the start of a cell, or after any character a spreadsheet might split on
 * when the file is opened with another separator (',', ';', tab) or line handling (CR, LF).
 */
const FORMULA_START = new RegExp(`(^|[,;\\t\\r\\n])(${INVISIBLE_PREFIX}[${FORMULA_SIGNS}])`, 'gu');

/**
 * One CSV cell (RFC 4180): formulas defused with a leading apostrophe, so no spreadsheet runs
 * visitor text as a formula whatever separator it is opened with; quoted when it contains the
 * separator, another common separator, a quote, a tab or a line break.
 */
export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_START, "$1'$2");
  return /[";,\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvSeparators = { ';': ';', ',': ',', tab: '\t' } as const;
export type CsvSeparator = (typeof csvSeparators)[keyof typeof csvSeparators];

/**
 * CSV for Excel in German locale: UTF-8 with BOM (umlauts), ';' as separator (another on
 * request), CRLF line ends. Every cell is quoted when it contains any common separator, so the
 * file reads the same in a program that assumes another one.
 */
export function enquiriesCsv(rows: EnquiryRow[], separator: CsvSeparator = ';'): string {
  const lines = [
    csvHeader,
    ...rows.map((r) => [
      formatDate(r.createdAt),
      r.firstName,
      r.lastName,
      r.email,
      r.phone ?? '',
      r.interest,
      r.message,
      r.healthConsentAt ? formatDate(r.healthConsentAt) : '',
      r.healthConsentText ?? '',
    ]),
  ];
  return '\uFEFF' + lines.map((cells) => cells.map(csvCell).join(separator)).join('\r\n') + '\r\n';
}

// ---------------------------------------------------------------------------------------------
// Owner socket: the embedded PGlite can be open in one process only. While the server holds it,
// the owner command reads through a Unix socket in DATA_DIR (file mode 0600: only the user the
// server runs as can connect). It answers one read-only request per connection.

export function ownerSocketPath(dataDir: string): string {
  return `${dataDir}/enquiries.sock`;
}

export type OwnerRequest = { cmd: 'list'; since?: string } | { cmd: 'backup' };

export function serveOwnerSocket(path: string, db: () => Db, logger: Logger): Promise<Server> {
  if (existsSync(path)) rmSync(path, { force: true });
  const server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > 4096) return socket.destroy();
      const nl = buffer.indexOf('\n');
      if (nl < 0) return;
      const line = buffer.slice(0, nl);
      void (async () => {
        try {
          const req = JSON.parse(line) as OwnerRequest;
          if (req.cmd === 'backup') return await sendBackup(db(), socket);
          if (req.cmd !== 'list') throw new Error('unknown command');
          const since = req.since ? new Date(req.since) : undefined;
          const rows = await listEnquiries(db(), { since });
          socket.end(JSON.stringify({ ok: true, rows }) + '\n');
        } catch (err) {
          logger.warn({ err: { message: (err as Error).message } }, 'owner socket request failed');
          socket.end(JSON.stringify({ ok: false, error: (err as Error).message }) + '\n');
        }
      })();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      chmodSync(path, 0o600);
      resolve(server);
    });
  });
}

/**
 * `npm run db:backup` while the server holds PGlite: the snapshot is read into memory inside
 * one short transaction (requests wait meanwhile, for well under a second at this site's
 * volume) and then streamed as JSON lines, so a slow reader never holds the database.
 */
async function sendBackup(db: Db, socket: Socket): Promise<void> {
  const lines: string[] = [];
  await createBackup(db, 'pglite', (line) => void lines.push(line));
  for (const line of lines) {
    if (!socket.write(line + '\n')) await once(socket, 'drain');
  }
  socket.end();
}

/** Asks a running server for enquiries over its owner socket. */
export function requestOwnerSocket(path: string, req: OwnerRequest & { cmd: 'list' }): Promise<EnquiryRow[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let data = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(JSON.stringify(req) + '\n'));
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        type Answer = {
          ok: boolean;
          rows?: (EnquiryRow & { createdAt: string; healthConsentAt: string | null })[];
          error?: string;
        };
        const answer = JSON.parse(data) as Answer;
        if (!answer.ok) return reject(new Error(answer.error));
        resolve(
          answer.rows!.map((r) => ({
            ...r,
            createdAt: new Date(r.createdAt),
            healthConsentAt: r.healthConsentAt ? new Date(r.healthConsentAt) : null,
          })),
        );
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}
