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
import {
  boundConnectionProgress,
  limitConnections,
  serverOptions,
  trackAnswers,
  type ConnectionLimits,
} from './connections.ts';
import { loadEnv, proxyExposureWarning, type Env } from './env.ts';
import { isLoopbackAddress } from './client-address.ts';
import { enquiryMessages } from '../content/enquiry-copy.ts';
import { isApiTarget, requestTarget, routeRequest, SERVER_METHODS } from './request-path.ts';
import { secureDataDir } from './file-modes.ts';
import { cacheControlFor } from './http-headers.ts';
import {
  clientErrorStatus,
  createHostCheck,
  isServedVersion,
  clientRequestIdOf,
  newRequestId,
  PAGE_METHODS,
  transferCodingReadable,
} from './protocol.ts';
import { createStaticFiles, decodedPathname } from './static-files.ts';
import { createSecurityHeaders } from './security-headers.ts';
import { decidePath, pagesIn, sendRedirect } from './canonical-path.ts';
import { createRuntime } from './runtime.ts';
import { bodyWillBeRead, isCrossSite } from './contact-request.ts';
import { formRefusalPage } from './contact-form.ts';
import { errorBody } from './error-answers.ts';
import { requestLineParts } from './request-framing.ts';
import { loggedHeader } from './logger.ts';

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
    // Under /api every answer is JSON, its 404 too (the API's namespace: request-path.ts).
    if (isApiTarget(req.url)) return sendStatus(res, 404);
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

  /**
   * A short answer of the server's own (400, 405, 412, 416, 417, 421, 501, 505): without a body
   * of its caller's, the error's German page, or on the API its JSON (error-answers.ts).
   */
  const sendStatus = (res: ServerResponse, status: number, headers: Record<string, string> = {}, body?: string) => {
    const own = body === undefined ? errorBody(status, res.req.url) : { type: 'text/plain; charset=utf-8', body };
    res.writeHead(status, {
      'Content-Type': own.type,
      'Cache-Control': 'no-store',
      'Content-Length': String(Buffer.byteLength(own.body)),
      ...headers,
    });
    res.end(own.body);
  };

  /** An error of the JSON API, whose answers are all JSON: `{ error }` with a German message. */
  const sendJsonError = (
    res: ServerResponse,
    status: number,
    message: string,
    headers: Record<string, string> = {},
  ) => {
    const body = JSON.stringify({ error: message });
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': String(Buffer.byteLength(body)),
      ...headers,
    });
    res.end(body);
  };

  /**
   * The methods a target serves: for OPTIONS the answer itself (204 with Allow, RFC 9110 §9.3.7),
   * for any other method it does not serve 405 with Allow (as JSON with a German message on the
   * API, whose answers are all JSON).
   */
  const sendMethods = (req: IncomingMessage, res: ServerResponse, allow: string, json = false) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { Allow: allow, 'Cache-Control': 'no-store' });
      return res.end();
    }
    if (!json) return sendStatus(res, 405, { Allow: allow });
    sendJsonError(res, 405, enquiryMessages.methodNotAllowed, { Allow: allow });
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
   * A native form post another site made the visitor's browser send: refused first, with a short
   * German page and without rendering the form (nothing of it is read, and it never counts against
   * the visitor's budget of form posts, contact-form.ts). True when it answered.
   */
  const refusedCrossSiteForm = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!isCrossSite({ headers: webHeaders(req) }, runtime.contact.settings)) return false;
    logger.warn({ origin: loggedHeader(req.headers.origin) }, 'cross-site request rejected');
    sendStatus(
      res,
      403,
      { 'Content-Type': 'text/html; charset=utf-8' },
      formRefusalPage(enquiryMessages.formCrossSiteTitle, enquiryMessages.crossSite),
    );
    return true;
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    // The request's own id (in its log lines, stored with its enquiry) is always the server's, so
    // no client can give its request the id of another. A client's well-formed X-Request-Id (a
    // proxy's) is only a note beside it: sent back, and logged as clientRequestId.
    const requestId = newRequestId();
    const clientRequestId = clientRequestIdOf(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', clientRequestId ?? requestId);
    // An aborted upload or a reset connection: one debug line, never a stack trace.
    let ended = false;
    const onAbort = (err?: Error & { code?: string }) => {
      if (ended || res.writableFinished) return;
      ended = true;
      logger.debug({ requestId, clientRequestId, code: err?.code ?? 'aborted' }, 'request aborted by the client');
    };
    req.on('aborted', () => onAbort());
    req.on('error', onAbort);
    const method = req.method ?? 'GET';
    // The target's form (request-path.ts); one in no form its method may use is refused below.
    // An absolute-form target (`GET http://host/path`) is its path, with its authority as the
    // Host (RFC 9112: the Host header is then ignored); the Host rule below applies to it.
    const target = requestTarget(method, req.url ?? '/');
    if (target?.form === 'absolute') {
      req.url = target.target;
      req.headers.host = target.authority;
    }
    const url = req.url ?? '/';
    const readOnly = method === 'GET' || method === 'HEAD';

    // The security headers first, so that every answer below carries them, refusals too.
    security.apply(req, res, { redirect: false });
    // HTTP/2.0 and HTTP/0.9 in a request line parse like HTTP/1.x but are not what this server
    // speaks (RFC 9110 §15.6.6: 505); the other versions Node refuses itself (clientErrorStatus).
    if (!isServedVersion(req.httpVersionMajor, req.httpVersionMinor)) {
      return sendStatus(res, 505, { Connection: 'close' });
    }
    // A transfer coding the server does not implement (`gzip, chunked`: Node's parser frames it
    // by its final `chunked` and would hand over the still-coded bytes as the body): 501 and close
    // (RFC 9112 §6.1), before anything reads the body (transferCodingReadable).
    if (!transferCodingReadable(req.headers['transfer-encoding'])) {
      return sendStatus(res, 501, { Connection: 'close' });
    }
    // No Host header, or two: which one names the site is missing or ambiguous (RFC 9112: 400).
    // Node's own check is off (serverOptions), so this answer carries the headers above. A target
    // in no form its method may use is malformed too (RFC 9112 §3.2: 400).
    if (headerCount(req, 'host') !== 1 || target === null) return sendStatus(res, 400);
    // Decided once, on the raw target, before anything decodes it (request-path.ts).
    const route = routeRequest(method, url);

    // DNS rebinding: answer only for our own host names (health probes may use any).
    if (route.kind !== 'health' && !isOwnHost(req.headers.host, req.socket.localPort)) return sendStatus(res, 421);
    if (security.apply(req, res)) return;
    // A path that cannot name a file (a hidden dot segment or separator, a control character,
    // a malformed escape) is not found, like every other path that names nothing.
    if (route.kind === 'bad') return sendNotFound(req, res);
    // `OPTIONS *` asks about the server itself (RFC 9110 §9.3.7); no other method gets here with `*`.
    if (route.kind === 'server') return sendMethods(req, res, SERVER_METHODS);

    if (route.kind === 'health') {
      if (!readOnly) return sendMethods(req, res, PAGE_METHODS);
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
      const api = route.route.startsWith('/api/');
      if (!route.allowed) return sendMethods(req, res, route.allow, api);
      // Two Content-Type headers: how the body is to be read is ambiguous (Node keeps one and
      // drops the other unseen): 400 before anything reads it, like other malformed input.
      if (method === 'POST' && headerCount(req, 'content-type') > 1) {
        if (api) return sendJsonError(res, 400, enquiryMessages.duplicateType);
        const page = formRefusalPage(enquiryMessages.formAmbiguousTitle, enquiryMessages.duplicateType);
        return sendStatus(res, 400, { 'Content-Type': 'text/html; charset=utf-8' }, page);
      }
      // If-Match on a post these routes would read: they have no current representation, so no
      // entity tag (and not `*`) matches (RFC 9110 §13.1.1): 412 before any body. A post refused
      // from its headers anyway (403, 413, 415) keeps that answer: preconditions come after it.
      const headers = webHeaders(req);
      const settings = runtime.contact.settings;
      const readsBody = method === 'POST' && bodyWillBeRead(route.route, { headers }, settings);
      const preconditionFails = readsBody && headers.has('if-match');
      // The form's 412 comes from its page, with the form filled (contact-form.ts); the API's here.
      if (preconditionFails && route.route !== '/kontakt/senden') {
        return sendJsonError(res, 412, enquiryMessages.precondition);
      }
      if (method === 'POST' && route.route === '/kontakt/senden' && refusedCrossSiteForm(req, res)) return;
      // The go-ahead only now, when everything the headers decide (host, scheme, method, origin,
      // type, coding, declared length) let the request through to a route that reads it.
      if (awaitingContinue.has(req) && readsBody && !preconditionFails) res.writeContinue();
      handler(req, res, () => sendNotFound(req, res), {
        requestId,
        builtScriptHashes: security.scriptHashes,
        enquiries: runtime,
      }).catch((err: unknown) => {
        logger.error({ err, requestId, clientRequestId }, 'request failed');
        if (!res.headersSent) {
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: enquiryMessages.internal }));
        }
      });
      return;
    }

    // One address per resource, whatever the method: a page or file answers (200, or for another
    // method its 204 or 405 with Allow) only at the one spelling of its address. Every other
    // spelling of a page redirects to it (301 for GET and HEAD, 308 for any other method, which
    // keeps the method), and every other spelling of anything else is not found. So no method
    // claims a resource exists where GET says none does.
    const canonical = decidePath(url, pagePaths);
    if (canonical.kind === 'redirect') return sendRedirect(res, canonical.location, readOnly ? 301 : 308);
    if (canonical.kind === 'not-found') return sendNotFound(req, res);

    const pathname = decodedPathname(url);
    // One address per file: a trailing slash names a page (redirected above) or nothing, so
    // `/robots.txt/` is not the file. Precompressed variants are never found by name.
    const file = pathname.length > 1 && pathname.endsWith('/') ? null : staticFiles.lookup(pathname);
    if (!file) return sendNotFound(req, res);
    if (!readOnly) return sendMethods(req, res, PAGE_METHODS);
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    security.setStaticPolicy(res, pathname);
    return staticFiles.serve(req, res, file, (status) =>
      status === 404 ? sendNotFound(req, res) : sendStatus(res, status),
    );
  };
  const server = http.createServer(serverOptions(limits), onRequest);
  const answers = trackAnswers(server);
  // `Expect: 100-continue`: the client waits for a go-ahead before it sends the body. The request
  // is handled like any other; the go-ahead comes only from a route about to read the body
  // (an on-demand route above), so every request refused from its headers alone is answered without it.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    awaitingContinue.add(req);
    server.emit('request', req, res);
  });

  // CONNECT (a tunnel through a proxy) is no method of this site: 405 with the security headers,
  // written to the socket because Node hands CONNECT over without a response object; after the
  // answers owed to the requests before it, and only if none of them closed the connection.
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    socket.on('error', () => {});
    answers.endWith(
      socket,
      () =>
        `HTTP/1.1 405 ${STATUS_CODES[405]}\r\n${security.rawHeaderLines(socket, req)}Allow: ${PAGE_METHODS}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });

  // Any other expectation cannot be met (RFC 9110: 417); answered here, not by Node's bare
  // status line, so it carries the security headers like every answer.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    security.apply(req, res, { redirect: false });
    sendStatus(res, 417, { Connection: 'close' });
  });

  const connections = limitConnections(server, limits, logger);
  boundConnectionProgress(server, answers, limits);

  // Malformed requests (those Node's parser refuses, and those whose request line is not exactly
  // the grammar's, refused by trackAnswers) and timeouts: the status line Node would send,
  // logged as one JSON line.
  // Every request read before the malformed one gets its own answer first, in order (RFC 9112
  // §9.3.2: a pipelined enquiry stored must be answered as stored); only then does the refusal
  // follow and the connection close. The request whose own bytes (its body) were malformed, or
  // that timed out, gets the refusal in place of its answer, as long as none of that was sent.
  const refused = new WeakSet<Socket>();
  server.on('clientError', (err: Error & { code?: string }, socket: Socket) => {
    // The parser reports its error again for every later chunk: one answer per connection.
    if (refused.has(socket)) return;
    refused.add(socket);
    const owed = answers.owed(socket);
    const earlier = owed.filter((res) => res.req.complete);
    const own = owed.find((res) => !res.req.complete);
    // With a request of its own its abort handler logs it: one line per abort.
    if (!own) logger.debug({ code: err.code }, 'client error');
    // A connection the client reset can carry nothing more.
    if (err.code === 'ECONNRESET') return void socket.destroy();
    answers.endWith(
      socket,
      () => {
        if (own?.headersSent) return null;
        const line = answers.requestLine(socket);
        const status = clientErrorStatus(err, line);
        // Its German page, or on the API its JSON, for the target it was read as (error-answers.ts).
        const parts = line === null ? null : requestLineParts(line);
        const method = own?.req.method ?? parts?.method;
        const { type, body } = errorBody(status, own?.req.url ?? parts?.target);
        const bytes = method === 'HEAD' ? 0 : Buffer.byteLength(body);
        return (
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${security.rawHeaderLines(socket)}` +
          `Content-Type: ${type}\r\nCache-Control: no-store\r\nConnection: close\r\n` +
          `Content-Length: ${bytes}\r\n\r\n${bytes === 0 ? '' : body}`
        );
      },
      earlier,
    );
  });

  return { server, env, logger, connections, runtime, answers };
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
  const { server, env, logger, runtime, answers } = await createServer();
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ port, host: env.HOST }, startupSummary(env, port));
  const exposure = proxyExposureWarning(env);
  if (exposure) logger.warn(exposure);

  // Open connections, and when each became idle (connected, or its last owed answer written), so
  // a shutdown never cuts off a request in progress (see drain below).
  const open = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    open.set(socket, Date.now());
    socket.once('close', () => open.delete(socket));
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
    // them on the new process). The next answer on each connection carries Connection: close,
    // so a keep-alive client (the proxy) takes its next request elsewhere, Node closes the
    // connection once the answer is written, and a request pipelined behind it is never acted
    // on (trackAnswers), so its client sends it again to the new process. A connection left idle for a second after the
    // signal (the proxy had time to use it once more) is closed.
    // http.Server#close would also destroy "idle" connections at once, including one whose
    // last answer is still being written: net.Server#close stops listening and waits.
    answers.drain();
    const since = Date.now();
    const drain = setInterval(() => {
      for (const [socket, connectedAt] of open) {
        const idleFor = Date.now() - Math.max(answers.idleSince(socket) ?? connectedAt, since);
        if (answers.owed(socket).length === 0 && idleFor >= 1000 && socket.writableLength === 0) {
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
