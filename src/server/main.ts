/**
 * The production server: serves the prebuilt site (precompressed, cached), GET /healthz, and
 * hands exactly the on-demand routes (POST /api/contact, the contact form's native post to
 * /kontakt/senden; an allow-list in request-path.ts) to the Astro handler. One process also runs the
 * runtime (database, mail outbox). Run with `npm start` (Node 24 strips the types).
 */
import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import http, { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSettingsMismatch } from './build-settings.ts';
import { assertNotDemoOnPublicDomain } from './demo-guard.ts';
import { limitConnections, serverOptions, type ConnectionLimits } from './connections.ts';
import { loadEnv, proxyExposureWarning, type Env } from './env.ts';
import { clientAddressOf, isLoopbackAddress, rateLimitSubject } from './client-address.ts';
import { enquiryMessages } from '../content/enquiry-copy.ts';
import { hitRateLimit, rateLimitKey } from './rate-limit.ts';
import { absoluteForm, routeRequest } from './request-path.ts';
import { secureDataDir } from './file-modes.ts';
import { cacheControlFor } from './http-headers.ts';
import { clientErrorStatus, createHostCheck, PAGE_METHODS, requestIdOf } from './protocol.ts';
import { createStaticFiles, decodedPathname } from './static-files.ts';
import { createSecurityHeaders, rawSecurityHeaderLines } from './security-headers.ts';
import { decidePath, pagesIn, sendRedirect } from './canonical-path.ts';
import { createRuntime } from './runtime.ts';
import { bodyWillBeRead, isCrossSite } from './contact-request.ts';
import { formRefusalPage } from './contact-form.ts';

type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
  locals?: object,
) => Promise<void>;

/** How often a header occurs in a request (raw headers keep every occurrence). */
function headerCount(req: IncomingMessage, name: string): number {
  let n = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === name) n++;
  return n;
}

/** A request's headers as a Web `Headers` (repeated ones joined, as the Astro handler sees them). */
function webHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** Requests whose client waits for `100 Continue` before it sends the body. */
const awaitingContinue = new WeakSet<IncomingMessage>();

/** Compares a presented token with the configured one in constant time. */
function tokenMatches(presented: string | undefined, expected: string | undefined): boolean {
  if (!expected || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function createServer() {
  const env = loadEnv();
  // The prerendered privacy policy states the retention: never serve it with another one.
  const mismatch = buildSettingsMismatch(env.distDir, env.ENQUIRY_RETENTION_DAYS);
  if (mismatch) throw new Error(mismatch);
  // The demo never runs on a public domain.
  assertNotDemoOnPublicDomain(env.distDir, { siteUrlSetting: process.env.SITE_URL, trustProxy: env.TRUST_PROXY });
  const runtime = await createRuntime(env);
  const { logger } = runtime;
  const clientDir = path.join(env.distDir, 'client');
  const entry = path.join(env.distDir, 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error(`No build found at ${entry}. Run \`npm run build\` first.`);
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };
  const security = createSecurityHeaders({ distDir: env.distDir, siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY });

  const staticFiles = createStaticFiles(clientDir);
  const pagePaths = pagesIn(clientDir);
  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Cache-Control', 'no-cache');
    security.setPagePolicy(res, '/404');
    staticFiles.sendWithStatus(req, res, '/404.html', 404);
  };
  const isOwnHost = createHostCheck(env.SITE_URL, env.ALLOWED_HOSTS);
  const limits: ConnectionLimits = {
    maxTotal: env.CONN_MAX_TOTAL,
    maxPerAddress: env.connMaxPerAddress,
    maxPerNetwork: env.connMaxPerNetwork,
    headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.keepAliveTimeoutMs,
    checkIntervalMs: env.HTTP_TIMEOUT_CHECK_MS,
  };

  /** A short plain answer (400, 405, 412, 416, 421, 429, 503). */
  const sendStatus = (res: ServerResponse, status: number, headers: Record<string, string> = {}, body?: string) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
    res.end(body ?? `${STATUS_CODES[status]}\n`);
  };

  /**
   * Whether /healthz may tell its details (database, mail method, queue): a monitor presenting
   * HEALTH_TOKEN, or a probe on this machine that did not come through the proxy (a proxy
   * connects from loopback too, but always adds X-Forwarded-For). Everyone else gets the status.
   */
  const healthDetailsFor = (req: IncomingMessage): boolean => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (tokenMatches(bearer, env.HEALTH_TOKEN)) return true;
    const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => req.headers[h] !== undefined);
    return isLoopbackAddress(req.socket.remoteAddress) && !proxied;
  };

  /**
   * Every native form post counts against a per-client budget before anything of it reaches the
   * enquiry core. Resolves 'refused' when it was answered here (a cross-site post), the wait when
   * the budget is used up (the page then shows the form again, filled, with a 429: nothing the
   * visitor typed is lost), else 'go'; while the database is not ready the post goes on (the page
   * answers 503 then).
   */
  const formPostBudget = async (
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<'refused' | 'go' | { retryAfterSeconds: number }> => {
    // A post another site made the visitor's browser send is refused first, without counting
    // (no foreign page can use up a visitor's budget) and without rendering the form page.
    if (isCrossSite({ headers: webHeaders(req) }, runtime.contact.settings)) {
      logger.warn({ origin: req.headers.origin }, 'cross-site request rejected');
      sendStatus(
        res,
        403,
        { 'Content-Type': 'text/html; charset=utf-8' },
        formRefusalPage(enquiryMessages.formCrossSiteTitle, enquiryMessages.crossSite),
      );
      return 'refused';
    }
    let db;
    try {
      db = runtime.db();
    } catch {
      return 'go';
    }
    const client = rateLimitSubject(
      clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], env.TRUST_PROXY),
    );
    const key = rateLimitKey('form-post', client, runtime.contact.settings.rateLimitSecret);
    const limit = await hitRateLimit(db, key, env.FORM_POST_MAX, env.FORM_POST_WINDOW_SECONDS);
    if (limit.allowed) return 'go';
    logger.warn({ count: limit.count }, 'form post budget exceeded');
    return { retryAfterSeconds: limit.retryAfterSeconds };
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
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
    // An absolute-form target (`GET http://host/path`) is its path, with its authority as the
    // Host (RFC 9112: the Host header is then ignored); the Host rule below applies to it.
    const absolute = absoluteForm(req.url ?? '/');
    if (absolute) {
      req.url = absolute.target;
      req.headers.host = absolute.authority;
    }
    const url = req.url ?? '/';
    const method = req.method ?? 'GET';
    const readOnly = method === 'GET' || method === 'HEAD';

    // The security headers first, so that every answer below carries them, refusals too.
    security.apply(req, res, { redirect: false });
    // No Host header, or two: which one names the site is missing or ambiguous (RFC 9112: 400).
    // Node's own check is off (serverOptions), so this answer carries the headers above.
    if (headerCount(req, 'host') !== 1) return sendStatus(res, 400);
    // Decided once, on the raw target, before anything decodes it (request-path.ts).
    const route = routeRequest(method, url);

    // DNS rebinding: answer only for our own host names (health probes may use any).
    if (route.kind !== 'health' && !isOwnHost(req.headers.host, req.socket.localPort)) return sendStatus(res, 421);
    if (security.apply(req, res)) return;
    // A path that cannot name a file (a hidden dot segment or separator, a control character,
    // a malformed escape) is not found, like every other path that names nothing.
    if (route.kind === 'bad') return sendNotFound(req, res);

    if (route.kind === 'health') {
      if (!readOnly) return sendStatus(res, 405, { Allow: PAGE_METHODS });
      const details = healthDetailsFor(req);
      void runtime.health().then(
        (h) => {
          // 503 when the database does not answer or mail has been stuck too long (runtime.ts).
          res.writeHead(h.ok ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
          res.end(
            JSON.stringify(details ? { status: h.status, checks: h.checks, outbox: h.outbox } : { status: h.status }),
          );
        },
        () => {
          res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
          res.end(JSON.stringify({ status: 'error' }));
        },
      );
      return;
    }

    if (route.kind === 'app') {
      if (!route.allowed) {
        if (route.route.startsWith('/api/')) {
          res.writeHead(405, {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'no-store',
            Allow: route.allow,
          });
          return res.end(JSON.stringify({ error: enquiryMessages.methodNotAllowed }));
        }
        return sendStatus(res, 405, { Allow: route.allow });
      }
      // If-Match on a post these routes would read: they have no current representation, so no
      // entity tag (and not `*`) matches (RFC 9110 §13.1.1): 412 before any body. A post refused
      // from its headers anyway (403, 413, 415) keeps that answer: preconditions come after it.
      const headers = webHeaders(req);
      const settings = runtime.contact.settings;
      const readsBody = method === 'POST' && bodyWillBeRead(route.route, { headers }, settings);
      if (readsBody && headers.has('if-match')) return sendStatus(res, 412);
      const toAstro = (overBudget?: { retryAfterSeconds: number }) => {
        // The go-ahead only now, when everything the headers decide (host, scheme, method,
        // origin, type, declared length, budget) let the request through to a route that reads it.
        if (awaitingContinue.has(req) && readsBody) res.writeContinue();
        const enquiries: App.Locals['enquiries'] = overBudget
          ? {
              ...runtime,
              handleContactForm: (request, ctx) => runtime.handleContactForm(request, { ...ctx, overBudget }),
            }
          : runtime;
        handler(req, res, () => sendNotFound(req, res), {
          requestId,
          builtScriptHashes: security.scriptHashes,
          enquiries,
        }).catch((err: unknown) => {
          logger.error({ err, requestId }, 'request failed');
          if (!res.headersSent) {
            res.writeHead(500, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ error: enquiryMessages.internal }));
          }
        });
      };
      if (method !== 'POST' || route.route !== '/kontakt/senden') return toAstro();
      void formPostBudget(req, res).then(
        (budget) => budget !== 'refused' && toAstro(budget === 'go' ? undefined : budget),
        (err: unknown) => {
          logger.error({ err, requestId }, 'form post budget failed');
          sendStatus(res, 503, { 'Retry-After': '30' });
        },
      );
      return;
    }

    if (readOnly) {
      const canonical = decidePath(url, pagePaths);
      if (canonical.kind === 'redirect') return sendRedirect(res, canonical.location);
      if (canonical.kind === 'not-found') return sendNotFound(req, res);
    }

    const pathname = decodedPathname(url);
    // One address per file: a trailing slash names a page (redirected above) or nothing, so
    // `/robots.txt/` is not the file. Precompressed variants are never found by name.
    const file = pathname.length > 1 && pathname.endsWith('/') ? null : staticFiles.lookup(pathname);
    if (!file) return sendNotFound(req, res);
    if (!readOnly) return sendStatus(res, 405, { Allow: PAGE_METHODS });
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    security.setStaticPolicy(res, pathname);
    return staticFiles.serve(req, res, file, (status) =>
      status === 404 ? sendNotFound(req, res) : sendStatus(res, status),
    );
  };
  const server = http.createServer(serverOptions(limits), onRequest);
  // `Expect: 100-continue`: the client waits for a go-ahead before it sends the body. The request
  // is handled like any other; the go-ahead comes only from a route about to read the body
  // (toAstro above), so every request refused from its headers alone is answered without it.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    awaitingContinue.add(req);
    server.emit('request', req, res);
  });

  // CONNECT (a tunnel through a proxy) is no method of this site: 405 with the security headers,
  // written to the socket because Node hands CONNECT over without a response object.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.on('error', () => {});
    socket.end(
      `HTTP/1.1 405 ${STATUS_CODES[405]}\r\n${rawSecurityHeaderLines()}Allow: ${PAGE_METHODS}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });

  // Any other expectation cannot be met (RFC 9110: 417); answered here, not by Node's bare
  // status line, so it carries the security headers like every answer.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    security.apply(req, res, { redirect: false });
    sendStatus(res, 417, { Connection: 'close' });
  });

  const connections = limitConnections(server, limits, logger);

  // Malformed requests and timeouts: the status line Node would send, logged as one JSON line.
  server.on('clientError', (err: Error & { code?: string }, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    // With a request in flight its own abort handler logs it: one line per abort.
    if (!inFlight) logger.debug({ code: err.code }, 'client error');
    if (err.code !== 'ECONNRESET' && socket.writable && (!inFlight || !inFlight.headersSent)) {
      const status = clientErrorStatus(err.code);
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${rawSecurityHeaderLines()}Connection: close\r\nContent-Length: 0\r\n\r\n`,
      );
    }
    socket.destroy();
  });

  return { server, env, logger, connections, runtime };
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
  const { server, env, logger, runtime } = await createServer();
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ port, host: env.HOST }, startupSummary(env, port));
  const exposure = proxyExposureWarning(env);
  if (exposure) logger.warn(exposure);

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
      runtime
        .stop()
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
