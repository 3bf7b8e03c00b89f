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
import { contactSchema, fieldErrors, HONEYPOT_FIELD, spamSignalsSchema } from '../lib/contact-schema.ts';
import { createBackup } from './backup.ts';
import { isDatabaseUnavailable, type Db } from './db/index.ts';
import { enquiries, type EnquiryRow } from './db/schema.ts';
import { renderShopNotification, renderVisitorConfirmation, type MailSettings } from './mail.ts';
import { enqueueMails, newOutboxId } from './outbox.ts';
import { hitRateLimit, rateLimitKey } from './rate-limit.ts';

export const MAX_BODY_BYTES = 16 * 1024;

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
  mail: MailSettings;
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

/** The origins this site answers to: SITE_URL, and the origin the request was addressed to. */
function ownOrigins(request: Request, settings: ContactSettings): Set<string> {
  const origins = new Set([new URL(settings.siteUrl).origin]);
  const host = request.headers.get('host');
  if (host) {
    const forwardedProto = settings.trustProxy
      ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
      : undefined;
    const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : 'http';
    origins.add(`${proto}://${host.toLowerCase()}`);
    if (!forwardedProto) origins.add(`https://${host.toLowerCase()}`);
  }
  return origins;
}

export function isCrossSite(request: Request, settings: ContactSettings): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false; // not a browser form/fetch (browsers send Origin on POST)
  return !ownOrigins(request, settings).has(origin.toLowerCase());
}

function clientOf(request: Request, ctx: ContactRequestContext, settings: ContactSettings): string {
  if (settings.trustProxy) {
    // The proxy appends the address it saw; the rightmost entry is the one we can trust.
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return ctx.clientAddress ?? 'unknown';
}

type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413 };

/** Reads at most MAX_BODY_BYTES, checking Content-Length first and the streamed size after. */
async function readBody(request: Request): Promise<BodyResult> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
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

  try {
    const db = deps.db();
    const limit = await hitRateLimit(
      db,
      rateLimitKey('contact', clientOf(request, ctx, settings)),
      settings.rateLimitMax,
      settings.rateLimitWindowSeconds,
    );
    if (!limit.allowed) {
      log.warn({ count: limit.count }, 'rate limit exceeded');
      return json(429, { error: apiMessages.rateLimited }, { 'Retry-After': String(limit.retryAfterSeconds) });
    }
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
        })
        .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
      const shopId = newOutboxId();
      const visitorId = newOutboxId();
      await enqueueMails(tx, row!.id, [
        { id: shopId, ...renderShopNotification({ ...enquiry, createdAt: row!.createdAt }, shopId, settings.mail) },
        { id: visitorId, ...renderVisitorConfirmation(enquiry, visitorId, settings.mail) },
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

export const csvHeader = ['Eingegangen', 'Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Interesse', 'Nachricht'];

/** One CSV cell: quoted when needed; a leading =, +, -, @ is defused so Excel never runs it as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * CSV for Excel in German locale: UTF-8 with BOM (umlauts), ';' as separator, CRLF line ends.
 */
export function enquiriesCsv(rows: EnquiryRow[]): string {
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
    ]),
  ];
  return '\uFEFF' + lines.map((cells) => cells.map(csvCell).join(';')).join('\r\n') + '\r\n';
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
        type Answer = { ok: boolean; rows?: (EnquiryRow & { createdAt: string })[]; error?: string };
        const answer = JSON.parse(data) as Answer;
        if (!answer.ok) return reject(new Error(answer.error));
        resolve(answer.rows!.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })));
      } catch (err) {
        reject(err as Error);
      }
    });
  });
}
