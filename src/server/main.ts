/**
 * The production server: serves the prebuilt site (precompressed, cached), GET /healthz, and
 * hands everything else (POST /api/contact) to the Astro handler. One process also runs the
 * runtime (database, mail outbox). Run with `npm start` (Node 24 strips the types).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { loadEnv, type Env } from './env.ts';
import { cacheControlFor, preferredEncoding } from './http-headers.ts';
import { createSecurityHeaders } from './security-headers.ts';
import { startRuntime, stopRuntime } from './runtime.ts';

type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
  locals?: object,
) => Promise<void>;

export async function createServer() {
  const env = loadEnv();
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
    if (variant) res.setHeader('Content-Encoding', encoding!);
    const file = variant || notFoundPage;
    security.setPagePolicy(res, '/404');
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  };

  const server = http.createServer((req, res) => {
    const requestId = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();
    res.setHeader('X-Request-Id', requestId);
    if (security.apply(req, res)) return;
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';

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

    if (req.method === 'GET' || req.method === 'HEAD') {
      if (pathname.startsWith('/api/')) return toAstro();
      return serveStatic(req, res, () => {
        sendNotFound(req, res);
      });
    }
    return toAstro();
  });

  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;

  return { server, env, logger };
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
