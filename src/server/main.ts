/**
 * The production server: serves the prebuilt site (precompressed, cached), GET /healthz, and
 * hands everything else (POST /api/contact, the contact form's native post to /kontakt/senden)
 * to the Astro handler. One process also runs the
 * runtime (database, mail outbox). Run with `npm start` (Node 24 strips the types).
 */
import { createReadStream, existsSync } from 'node:fs';
import http, { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { buildSettingsMismatch } from './build-settings.ts';
import { assertNotDemoOnPublicDomain } from './demo-guard.ts';
import { limitConnections, serverOptions, type ConnectionLimits } from './connections.ts';
import { loadEnv, type Env } from './env.ts';
import { secureDataDir } from './file-modes.ts';
import { cacheControlFor, preferredEncoding } from './http-headers.ts';
import {
  createHostCheck,
  decodedPathname,
  indexStaticFiles,
  isPrecompressedVariant,
  lookupStatic,
  normaliseRange,
  PAGE_METHODS,
  requestIdOf,
} from './protocol.ts';
import { createSecurityHeaders, routeOfRequest } from './security-headers.ts';
import { collectPagePaths, decidePath, sendRedirect } from './canonical-path.ts';
import { startRuntime, stopRuntime } from './runtime.ts';

/** Methods a fetch `Request` can carry; others (TRACE, CONNECT, TRACK) make it throw. */
const FETCH_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
  locals?: object,
) => Promise<void>;

/** Pages rendered on demand by Astro (no file in the build); GET goes to Astro for them too. */
const ON_DEMAND_PAGES: readonly string[] = ['/kontakt/senden'];

export async function createServer() {
  const env = loadEnv();
  // The prerendered privacy policy states the retention: never serve it with another one.
  const mismatch = buildSettingsMismatch(env.distDir, env.ENQUIRY_RETENTION_DAYS);
  if (mismatch) throw new Error(mismatch);
  // The demo never runs on a public domain.
  assertNotDemoOnPublicDomain(env.distDir, { siteUrlSetting: process.env.SITE_URL, trustProxy: env.TRUST_PROXY });
  const runtime = await startRuntime(env);
  const { logger } = runtime;
  const clientDir = path.join(env.distDir, 'client');
  const entry = path.join(env.distDir, 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error(`No build found at ${entry}. Run \`npm run build\` first.`);
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };
  const security = createSecurityHeaders({ distDir: env.distDir, siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY });

  const serveStatic = sirv(clientDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      security.setStaticPolicy(res, pathname);
    },
  });

  const pagePaths = collectPagePaths(clientDir);
  const notFoundPage = path.join(clientDir, '404.html');
  // The 404 page is not served by sirv: send its precompressed variant (scripts/compress.ts) too.
  const notFoundVariants = {
    br: existsSync(`${notFoundPage}.br`) ? `${notFoundPage}.br` : null,
    gzip: existsSync(`${notFoundPage}.gz`) ? `${notFoundPage}.gz` : null,
  };
  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const variant = encoding && notFoundVariants[encoding];
    if (variant) res.setHeader('Content-Encoding', encoding);
    const file = variant || notFoundPage;
    security.setPagePolicy(res, '/404');
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  };

  const staticFiles = indexStaticFiles(clientDir);
  const isOwnHost = createHostCheck(env.SITE_URL, env.ALLOWED_HOSTS);
  const limits: ConnectionLimits = {
    maxTotal: env.CONN_MAX_TOTAL,
    maxPerAddress: env.connMaxPerAddress,
    headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.keepAliveTimeoutMs,
    checkIntervalMs: env.HTTP_TIMEOUT_CHECK_MS,
  };

  /** A short plain answer the static server does not give (405, 416, 421). */
  const sendStatus = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
    res.end(`${STATUS_CODES[status]}\n`);
  };

  const server = http.createServer(serverOptions(limits), (req, res) => {
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', requestId);
    // An aborted upload or a reset connection: one debug line, never a stack trace.
    let ended = false;
    const onAbort = (err?: Error & { code?: string }) => {
      if (ended || res.writableFinished) return;
      ended = true;
      logger.debug({ requestId, code: err?.code ?? 'aborted' }, 'request aborted by the client');
    };
    req.on('aborted', () => onAbort());
    req.on('error', onAbort);
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    const method = req.method ?? 'GET';
    const readOnly = method === 'GET' || method === 'HEAD';

    // DNS rebinding: answer only for our own host names (health probes may use any).
    if (pathname !== '/healthz' && !isOwnHost(req.headers.host)) {
      security.apply(req, res, { redirect: false });
      return sendStatus(res, 421);
    }
    if (security.apply(req, res)) return;

    if (pathname === '/healthz' && !readOnly) return sendStatus(res, 405, { Allow: PAGE_METHODS });
    if (pathname === '/healthz') {
      void runtime.health().then(
        (h) => {
          // 503 when the database does not answer or mail has been stuck too long (runtime.ts).
          res.writeHead(h.ok ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
          res.end(JSON.stringify({ status: h.status, checks: h.checks, outbox: h.outbox }));
        },
        () => {
          res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
          res.end(JSON.stringify({ status: 'error' }));
        },
      );
      return;
    }

    const toAstro = () => {
      handler(req, res, () => sendNotFound(req, res), { requestId }).catch((err: unknown) => {
        logger.error({ err, requestId }, 'request failed');
        if (!res.headersSent) {
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: 'Interner Fehler' }));
        }
      });
    };

    if (pathname.startsWith('/api/') || ON_DEMAND_PAGES.includes(routeOfRequest(pathname))) {
      // Methods a fetch Request cannot carry (TRACE, CONNECT ...) never reach the Astro handler.
      if (!FETCH_METHODS.has(method))
        return sendStatus(res, 405, { Allow: pathname.startsWith('/api/') ? 'POST' : 'GET, HEAD, POST' });
      return toAstro();
    }

    if (readOnly) {
      const canonical = decidePath(url, pagePaths);
      if (canonical.kind === 'redirect') return sendRedirect(res, canonical.location);
      if (canonical.kind === 'not-found') return sendNotFound(req, res);
    }

    const file = decodedPathname(url);
    // Precompressed variants are chosen by Accept-Encoding, never requested by name.
    if (isPrecompressedVariant(file)) return sendNotFound(req, res);
    if (!readOnly) {
      if (lookupStatic(staticFiles, file)) return sendStatus(res, 405, { Allow: PAGE_METHODS });
      return sendNotFound(req, res);
    }
    const unsatisfiable = normaliseRange(req, staticFiles, file);
    if (unsatisfiable !== null) return sendStatus(res, 416, { 'Content-Range': `bytes */${unsatisfiable}` });
    return serveStatic(req, res, () => {
      sendNotFound(req, res);
    });
  });

  const connections = limitConnections(server, limits, logger);

  // Malformed requests and timeouts: the status line Node would send, logged as one JSON line.
  server.on('clientError', (err: Error & { code?: string }, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    // With a request in flight its own abort handler logs it: one line per abort.
    if (!inFlight) logger.debug({ code: err.code }, 'client error');
    if (err.code !== 'ECONNRESET' && socket.writable && (!inFlight || !inFlight.headersSent)) {
      const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    }
    socket.destroy();
  });

  return { server, env, logger, connections };
}

/** What `npm start` tells the person who ran it: where the site is and where its data goes. */
export function startupSummary(env: Env, port: number): string {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const database = env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded database (PGlite) in ${path.join(env.dataDir, 'pglite')}`;
  const mail = env.SMTP_URL
    ? 'mails sent over SMTP_URL'
    : `mails written as .eml files to ${path.join(env.dataDir, 'mail')} (no SMTP_URL set)`;
  return `listening on http://${host}:${port} · ${database} · ${mail}`;
}

async function main() {
  // Personal data lives under DATA_DIR: everything this process creates is for its user only.
  process.umask(0o077);
  secureDataDir(loadEnv().dataDir);
  const { server, env, logger } = await createServer();
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ port, host: env.HOST }, startupSummary(env, port));

  // Requests in progress per connection, so a shutdown never cuts one off (see drain below).
  const open = new Map<Socket, { busy: number; idleSince: number }>();
  server.on('connection', (socket: Socket) => {
    open.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = open.get(req.socket);
    if (!state) return;
    state.busy++;
    res.once('close', () => {
      state.busy--;
      state.idleSince = Date.now();
    });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Drain without cutting anything off. New connections are refused (the proxy retries
    // them on the new process). Every answer from now on carries Connection: close, so a
    // keep-alive client (the proxy) takes its next request elsewhere and Node closes the
    // connection once the answer is written. A connection left idle for a second after the
    // signal (the proxy had time to use it once more) is closed.
    // http.Server#close would also destroy "idle" connections at once, including one whose
    // last answer is still being written: net.Server#close stops listening and waits.
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) =>
      res.setHeader('Connection', 'close'),
    );
    const since = Date.now();
    const drain = setInterval(() => {
      for (const [socket, state] of open) {
        const idleFor = Date.now() - Math.max(state.idleSince, since);
        if (state.busy === 0 && idleFor >= 1000 && socket.writableLength === 0) {
          socket.destroy();
        }
      }
    }, 100);
    const onClosed = () => {
      clearInterval(drain);
      stopRuntime()
        .catch((err: unknown) => logger.error({ err }, 'runtime stop failed'))
        .finally(() => {
          logger.info('stopped');
          process.exit(0);
        });
    };
    // Close the listener only after one more pass of the event loop has accepted the
    // connections already waiting in the kernel's queue: closing it resets them unanswered.
    setImmediate(() => setImmediate(() => net.Server.prototype.close.call(server, onClosed)));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

if (import.meta.main) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
