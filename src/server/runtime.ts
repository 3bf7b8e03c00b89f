/**
 * The server runtime: everything stateful that lives once per process (logger, database,
 * outbox dispatcher ...). `src/server/main.ts` creates it before listening, stops it on
 * SIGTERM, and hands its enquiry handlers to the Astro routes in `locals` (the node adapter's
 * documented way to pass values into a request), so the Astro bundle never loads a copy of this
 * module (src/server/enquiry-handlers.ts).
 *
 * Start: open the database (PGlite under DATA_DIR, or PostgreSQL with DATABASE_URL) and apply
 * the migrations. A PostgreSQL server that is not reachable yet does not stop the process: the
 * migrations are retried every few seconds, `/healthz` reports it, and `POST /api/contact`
 * answers 503 meanwhile. Then the outbox dispatcher starts (mail + retention).
 */
import path from 'node:path';
import type { Server } from 'node:net';
import type { Logger } from 'pino';
import { DatabaseUnavailableError, openDatabase, type Database, type Db } from './db/index.ts';
import { LONGEST_WINDOW_SECONDS } from './confirmations.ts';
import { handleContact } from './contact-api.ts';
import { handleContactForm, type ContactFormOutcome } from './contact-form.ts';
import type { ContactDeps, ContactRequestContext } from './enquiry-core.ts';
import type { Env } from './env.ts';
import { secureDataDir } from './file-modes.ts';
import { getLogger } from './logger.ts';
import { createMailer, type Mailer } from './mail.ts';
import { ownerSocketPath, serveOwnerSocket } from './owner-socket.ts';
import { OutboxDispatcher, outboxState, type DispatcherOptions, type OutboxState } from './outbox.ts';
import { loadHashSecret } from './secret.ts';

export interface Runtime {
  env: Env;
  logger: Logger;
  database: Database;
  /** The database once migrated; throws DatabaseUnavailableError before that. */
  db(): Db;
  outbox: OutboxDispatcher;
  mailer: Mailer;
  /** Dependencies of the enquiry core (src/server/enquiry-core.ts). */
  contact: ContactDeps;
  /** POST /api/contact (contact-api.ts). */
  handleContact: (request: Request, ctx: ContactRequestContext) => Promise<Response>;
  /** The contact form's native post (urlencoded), answered by the page /kontakt/senden (contact-form.ts). */
  handleContactForm: (request: Request, ctx: ContactRequestContext) => Promise<ContactFormOutcome>;
  /** Health of the database and of mail delivery, for GET /healthz. */
  health(): Promise<Health>;
  stop(): Promise<void>;
}

/**
 * GET /healthz. `ok` false (HTTP 503, status 'degraded') when the database does not answer or
 * the oldest unsent mail has waited longer than MAIL_STUCK_AFTER_SECONDS (SMTP down or
 * refusing): enquiries are still accepted then, but nobody hears of them.
 */
export interface Health {
  ok: boolean;
  status: 'ok' | 'degraded';
  /** database: ok | unavailable | not ready; mail: smtp | eml; outbox: ok | stuck | unknown */
  checks: Record<string, string>;
  /** Unsent mails and the age of the oldest; absent while the database does not answer. */
  outbox?: OutboxState & { stuckAfterSeconds: number };
}

export interface RuntimeOptions {
  /** Overrides of the dispatcher's timings (tests). */
  dispatcher?: Partial<Omit<DispatcherOptions, 'db' | 'mailer' | 'logger'>>;
  /** Serve the owner socket for `npm run enquiries` while PGlite is held (default true). */
  ownerSocket?: boolean;
  /** Delay between migration attempts while PostgreSQL is unreachable. */
  migrateRetryMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Creates the runtime: once per process in main.ts (and in `astro dev`), once per case in tests. */
export async function createRuntime(env: Env, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = getLogger(env.LOG_LEVEL);
  const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL });
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, mailDir: path.join(env.dataDir, 'mail') });
  const outbox = new OutboxDispatcher({
    db: database.db,
    mailer,
    logger,
    retentionDays: env.ENQUIRY_RETENTION_DAYS,
    // Counters live as long as their longest window (the daily confirmation cap).
    rateLimitWindowSeconds: Math.max(env.RATE_LIMIT_WINDOW_SECONDS, LONGEST_WINDOW_SECONDS),
    ...options.dispatcher,
  });

  let ready = false;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let ownerServer: Server | undefined;
  let modesTimer: NodeJS.Timeout | undefined;

  const onReady = async () => {
    ready = true;
    logger.info({ database: database.kind, mail: mailer.kind }, 'database ready');
    outbox.start();
    if (database.kind === 'pglite') {
      // Files the embedded database creates later are tightened too (folders are 0700 anyway).
      modesTimer = setInterval(() => {
        try {
          secureDataDir(env.dataDir);
        } catch (err) {
          logger.warn({ err: { message: (err as Error).message } }, 'could not tighten file modes under DATA_DIR');
        }
      }, 60_000);
      modesTimer.unref();
    }
    if (database.kind === 'pglite' && options.ownerSocket !== false) {
      ownerServer = await serveOwnerSocket(ownerSocketPath(env.dataDir), () => database.db, logger).catch(
        (err: unknown) => {
          logger.warn({ err }, 'owner socket not available; `npm run enquiries` needs the server stopped');
          return undefined;
        },
      );
    }
  };

  const tryMigrate = async (): Promise<void> => {
    try {
      await database.migrate();
      if (!stopped) await onReady();
    } catch (err) {
      if (database.kind === 'pglite') throw err;
      logger.error({ err: { message: (err as Error).message } }, 'database not reachable; retrying');
      if (!stopped) retryTimer = setTimeout(() => void tryMigrate().catch(() => {}), options.migrateRetryMs ?? 5000);
    }
  };
  try {
    await tryMigrate();
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }

  const db = () => {
    if (!ready) throw new DatabaseUnavailableError('database not migrated yet');
    return database.db;
  };
  // One secret keys every hash of a personal identifier at rest (client addresses of the rate
  // limit, recipient addresses of the confirmation caps).
  const hashSecret = loadHashSecret({ hashSecret: env.HASH_SECRET, dataDir: env.dataDir });
  const contact: ContactDeps = {
    logger,
    db,
    onQueued: () => outbox.wake(),
    settings: {
      siteUrl: env.SITE_URL,
      trustProxy: env.TRUST_PROXY,
      minFillMs: env.MIN_FILL_MS,
      rateLimitMax: env.RATE_LIMIT_MAX,
      rateLimitWindowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      rateLimitSecret: hashSecret,
      mail: { from: env.MAIL_FROM, shopTo: env.MAIL_TO, siteUrl: env.SITE_URL },
      confirmations: {
        perAddressPerDay: env.CONFIRMATION_MAX_PER_ADDRESS_DAY,
        perNetworkPerHour: env.CONFIRMATION_MAX_PER_NETWORK_HOUR,
        perHour: env.CONFIRMATION_MAX_PER_HOUR,
        hashSecret,
      },
      allowedHosts: env.ALLOWED_HOSTS,
      formPosts: { max: env.FORM_POST_MAX, windowSeconds: env.FORM_POST_WINDOW_SECONDS },
    },
  };

  return {
    env,
    logger,
    database,
    db,
    outbox,
    mailer,
    contact,
    handleContact: (request, ctx) => handleContact(request, ctx, contact),
    handleContactForm: (request, ctx) => handleContactForm(request, ctx, contact),
    async health() {
      const checks: Record<string, string> = { mail: mailer.kind };
      let ok = ready;
      let state: OutboxState | undefined;
      if (!ready) checks.database = 'not ready';
      else {
        try {
          await withTimeout(database.ping(), 2000);
          checks.database = 'ok';
          state = await withTimeout(outboxState(database.db), 2000);
        } catch {
          if (checks.database) checks.outbox = 'unknown';
          else checks.database = 'unavailable';
          ok = false;
        }
      }
      const stuckAfterSeconds = env.MAIL_STUCK_AFTER_SECONDS;
      if (state) {
        const stuck = state.unsent > 0 && state.oldestUnsentSeconds > stuckAfterSeconds;
        checks.outbox = stuck ? 'stuck' : 'ok';
        if (stuck) ok = false;
      }
      return {
        ok,
        status: ok ? 'ok' : 'degraded',
        checks,
        ...(state ? { outbox: { ...state, stuckAfterSeconds } } : {}),
      };
    },
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (modesTimer) clearInterval(modesTimer);
      await outbox.stop();
      await new Promise<void>((resolve) => (ownerServer ? ownerServer.close(() => resolve()) : resolve()));
      mailer.close();
      await database.close();
    },
  };
}
