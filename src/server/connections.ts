/**
 * Connection limits and timeouts of the HTTP server, so one client cannot take the site down by
 * opening (and never finishing) thousands of connections:
 *
 * - caps on concurrent connections per peer address, per network (its /24 or /64, so a few
 *   neighbouring addresses cannot together fill the server) and in total: a connection over any
 *   cap is closed as soon as it is accepted, so it holds no file descriptor and no parser. The
 *   per-address and per-network caps are well below the total, so no single network can hold
 *   more than its share. When only the total is full, a newcomer evicts the oldest connection
 *   that has not yet sent a whole request head from the network holding the most (more than the
 *   newcomer's), so a handful of networks holding half-sent heads cannot lock everyone out;
 * - tight timeouts: request headers, the whole request (a slowly trickled body), idle keep-alive.
 *   Node checks the header and request timeouts only every `connectionsCheckingInterval`
 *   (30 s by default), so that interval is set low too, or a timeout fires up to 30 s late.
 *
 * The peer address is the TCP peer. Behind a reverse proxy (TRUST_PROXY=true) every connection
 * comes from the proxy, so the per-address cap then limits the proxy, and limiting per client is
 * the proxy's job (e.g. nginx `limit_conn`, `client_header_timeout`, `client_body_timeout`).
 *
 * Refused connections are counted and logged as one summary line per interval, without
 * addresses (an IP address is personal data).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { networkOf } from './client-address.ts';
import { MALFORMED_REQUEST } from './protocol.ts';
import { RequestFraming } from './request-framing.ts';

export interface ConnectionLimits {
  maxTotal: number;
  maxPerAddress: number;
  /** Concurrent connections per network (/24 for IPv4, /64 for IPv6). */
  maxPerNetwork: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** How often Node checks the header and request timeouts. */
  checkIntervalMs: number;
}

/** Options for `http.createServer` that can only be given at construction. */
export function serverOptions(limits: ConnectionLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
    // A request without Host is answered by the server's own handler (400 with the security
    // headers), not by Node's bare status line.
    requireHostHeader: false,
  };
}

/**
 * The bookkeeping of the caps, apart from sockets: `admit` counts a connection from `address`
 * when every cap has room, `release` gives its place back.
 *
 * When only the total is full, a connection that has not yet sent a whole request head (`waiting`,
 * until `headComplete`) can be evicted for a new one (`evictFor`): the oldest such connection of
 * the network holding the most connections, when that is more than the newcomer's network holds.
 * A few networks that open connections and never finish a request head would otherwise hold every
 * place (the total is only a handful of network caps) and lock everyone else out; this way they
 * only ever displace each other, and a visitor from another network still gets in.
 */
export function createConnectionLedger<Connection = never>(
  limits: Pick<ConnectionLimits, 'maxTotal' | 'maxPerAddress' | 'maxPerNetwork'>,
) {
  const perAddress = new Map<string, number>();
  const perNetwork = new Map<string, number>();
  /** Per network, its connections without a whole request head yet, oldest first. */
  const headless = new Map<string, Map<Connection, string>>();
  let total = 0;
  const bump = (map: Map<string, number>, key: string, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n <= 0) map.delete(key);
    else map.set(key, n);
  };
  const forget = (connection: Connection, network: string) => {
    const list = headless.get(network);
    if (!list?.delete(connection)) return false;
    if (list.size === 0) headless.delete(network);
    return true;
  };
  const release = (address: string, connection?: Connection) => {
    total--;
    bump(perAddress, address, -1);
    const network = networkOf(address);
    bump(perNetwork, network, -1);
    if (connection !== undefined) forget(connection, network);
  };
  return {
    admit(address: string): boolean {
      const network = networkOf(address);
      if (
        total >= limits.maxTotal ||
        (perAddress.get(address) ?? 0) >= limits.maxPerAddress ||
        (perNetwork.get(network) ?? 0) >= limits.maxPerNetwork
      ) {
        return false;
      }
      total++;
      bump(perAddress, address, 1);
      bump(perNetwork, network, 1);
      return true;
    },
    release,
    /** Marks an admitted connection as one that has not yet sent a whole request head. */
    waiting(connection: Connection, address: string): void {
      const network = networkOf(address);
      const list = headless.get(network) ?? new Map<Connection, string>();
      list.set(connection, address);
      headless.set(network, list);
    },
    /** A connection sent a whole request head: it is never evicted. */
    headComplete(connection: Connection, address: string): void {
      forget(connection, networkOf(address));
    },
    /**
     * For a connection from `address` refused only because the total is full: the connection to
     * evict in its favour (its place already given back, so `admit` now has room), or undefined.
     */
    evictFor(address: string): Connection | undefined {
      const network = networkOf(address);
      if (
        total < limits.maxTotal ||
        (perAddress.get(address) ?? 0) >= limits.maxPerAddress ||
        (perNetwork.get(network) ?? 0) >= limits.maxPerNetwork
      ) {
        return undefined;
      }
      let fullest: string | undefined;
      for (const candidate of headless.keys()) {
        if (fullest === undefined || perNetwork.get(candidate)! > perNetwork.get(fullest)!) fullest = candidate;
      }
      if (fullest === undefined || perNetwork.get(fullest)! <= (perNetwork.get(network) ?? 0)) return undefined;
      const [connection, victim] = headless.get(fullest)!.entries().next().value!;
      release(victim, connection);
      return connection;
    },
    get total() {
      return total;
    },
    get addresses() {
      return perAddress.size;
    },
    countOf(address: string) {
      return perAddress.get(address) ?? 0;
    },
    networkCountOf(address: string) {
      return perNetwork.get(networkOf(address)) ?? 0;
    },
  };
}

/** Applies the caps to a server; returns the live counts (for tests and health). */
export function limitConnections(server: Server, limits: ConnectionLimits, logger: Logger, summaryMs = 10_000) {
  const ledger = createConnectionLedger<Socket>(limits);
  let refused = 0;
  let evicted = 0;
  /** Connections evicted for a newcomer: their place was given back then. */
  const gone = new WeakSet<Socket>();

  const admit = (socket: Socket): boolean => {
    const address = socket.remoteAddress ?? 'unknown';
    if (!ledger.admit(address)) {
      const victim = ledger.evictFor(address);
      if (victim === undefined || !ledger.admit(address)) {
        refused++;
        socket.on('error', () => {});
        socket.destroy();
        return false;
      }
      evicted++;
      gone.add(victim);
      victim.destroy();
    }
    ledger.waiting(socket, address);
    socket.once('close', () => gone.has(socket) || ledger.release(address, socket));
    return true;
  };

  // A refused connection is closed before the HTTP server sees it: no parser, no listeners,
  // no timers are set up for it, so refusing thousands per second stays cheap. (A 'connection'
  // listener could close it too, but only after the HTTP server had set it up.)
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'connection' && !admit(args[0] as Socket)) return true;
    if (REQUEST_EVENTS.has(event)) {
      const socket = (args[0] as IncomingMessage).socket;
      ledger.headComplete(socket, socket.remoteAddress ?? 'unknown');
    }
    return emit(event, ...args);
  }) as typeof server.emit;

  const summary = setInterval(() => {
    if (refused === 0 && evicted === 0) return;
    logger.warn(
      {
        refused,
        evicted,
        open: ledger.total,
        maxTotal: limits.maxTotal,
        maxPerAddress: limits.maxPerAddress,
        maxPerNetwork: limits.maxPerNetwork,
      },
      'connections refused over the cap',
    );
    refused = 0;
    evicted = 0;
  }, summaryMs);
  summary.unref();
  server.once('close', () => clearInterval(summary));

  return {
    get open() {
      return ledger.total;
    },
    get addresses() {
      return ledger.addresses;
    },
  };
}

/** Whether a response ends its connection: it says `Connection: close`, or Node will close after it. */
function closesConnection(res: ServerResponse): boolean {
  const header = res.getHeader('connection');
  const values = Array.isArray(header) ? header.join(',') : String(header ?? '');
  return !res.shouldKeepAlive || values.split(',').some((v) => v.trim().toLowerCase() === 'close');
}

/**
 * Relays a socket's 'drain' to the answer being written on it, as Node's own relay does (a
 * CONNECT's socket is handed over without it). That answer is the oldest owed that Node has given
 * the socket (`res.socket`); the ones queued behind it get the socket only once it is written.
 */
function relayDrain(owed: readonly ServerResponse[], socket: Socket): void {
  const res = owed.find((r) => r.socket === socket);
  if (res && !res.writableEnded) res.emit('drain');
}

/**
 * How many answers one connection may owe at once (acted on, not yet all written). A request read
 * beyond it waits, unread by any listener, until an earlier answer is written, and the connection
 * is not read meanwhile: a client that pipelines thousands of requests and never reads their
 * answers makes the server build only this many, and the no-write-progress timeout then closes it.
 */
export const MAX_OWED_ANSWERS = 8;

/** The events that hand over a request the server acts on. */
const REQUEST_EVENTS = new Set<string | symbol>(['request', 'checkContinue', 'checkExpectation', 'connect']);

/**
 * The answers each connection still owes, in the order of its requests (HTTP/1.1 answers
 * pipelined requests in order, RFC 9112 §9.3.2): a response is owed from its request's arrival
 * until it is written or its connection is gone.
 *
 * It also keeps the one rule of a closing connection (RFC 9112 §9.6): once an answer on a
 * connection says `Connection: close`, or the server decides to close it (a shutdown, a refusal
 * written as raw bytes, an answer given before its request's body had all arrived), no later request on that connection is acted on. Node may already have
 * parsed requests pipelined behind it; they are dropped here, before any listener sees them:
 * never routed, never stored, never answered, so their client knows to send them again. Every
 * request acted on before is answered first, in order.
 *
 * And it keeps the form of the request line (RFC 9112 §3): a request whose line as sent is not
 * exactly `method SP request-target SP HTTP-version` (request-framing.ts reads it from the bytes;
 * Node's parser also reads doubled spaces and a line without a version) is never acted on. It
 * is refused as a request Node could not read ('clientError', 400), after the answers before it.
 *
 * And it bounds what one connection can make the server hold: at most `MAX_OWED_ANSWERS` answers
 * owed at once. Node parses every request in a chunk it has read, and builds every answer at once
 * however many are pipelined and however little of them the client reads. A request read beyond
 * the bound waits here (its framing checked, nothing else done) and the connection stops being
 * read; each answer written hands over the next waiting request, in order, and once none waits
 * the connection is read again. A connection that ends with a refusal (`endWith`) drops the
 * requests still waiting, never acted on, and closes without the refusal: an answer after the
 * owed ones would be taken for the answer to the first request dropped.
 */
export function trackAnswers(server: Server) {
  const owed = new WeakMap<Socket, ServerResponse[]>();
  const idle = new WeakMap<Socket, number>();
  /** Per connection: where its bytes are in its requests (request-framing.ts). */
  const framing = new WeakMap<Socket, RequestFraming>();
  /** The requests handed over (one waiting for `100 Continue` is handed over twice). */
  const handedOver = new WeakSet<IncomingMessage>();
  /** Connections that will close: nothing read on them from now on is acted on. */
  const closing = new WeakSet<Socket>();
  /** Connections ended with a refusal (`endWith`). */
  const refused = new WeakSet<Socket>();
  /** Connections on which an answer that closes them has been written. */
  const closedByAnswer = new WeakSet<Socket>();
  /** Per connection: requests read while it owed `MAX_OWED_ANSWERS` answers, in order, not yet acted on. */
  const waiting = new WeakMap<Socket, [event: string | symbol, args: unknown[]][]>();
  /** Connections whose reading was stopped here while requests wait. */
  const pausedHere = new WeakSet<Socket>();
  let draining = false;
  const owedOn = (socket: Socket) => {
    const list = owed.get(socket) ?? [];
    owed.set(socket, list);
    return list;
  };
  const owedBy = (socket: Socket): readonly ServerResponse[] => owed.get(socket) ?? [];
  const isClosing = (socket: Socket): boolean => {
    if (!closing.has(socket) && owedBy(socket).some(closesConnection)) closing.add(socket);
    return closing.has(socket);
  };
  const track = (socket: Socket, res: ServerResponse) => {
    const list = owedOn(socket);
    list.push(res);
    // A response that decides to close after its request was handed over still closes the
    // connection for everything read after that decision. So does an answer given before its
    // request's body has all arrived (an early refusal): what the client sends after it can no
    // longer be told apart from a next request, so nothing later is acted on or answered (not
    // even the request timeout's 408, which a pipelining client would take for the answer to
    // its next request). The connection ends at once (FIN after the answer); the rest of the
    // body is still read and discarded (Node's), so the client gets the answer, not a reset.
    res.once('finish', () => {
      if (!res.req.complete) {
        closing.add(socket);
        closedByAnswer.add(socket);
        socket.end();
      } else if (closesConnection(res)) {
        closing.add(socket);
        closedByAnswer.add(socket);
      }
    });
    res.once('close', () => {
      const at = list.indexOf(res);
      if (at !== -1) list.splice(at, 1);
      handOverWaiting(socket);
      if (list.length === 0) idle.set(socket, Date.now());
    });
  };

  /** Acts on the requests waiting on a connection while it owes fewer than the bound; reads it again once none waits. */
  const handOverWaiting = (socket: Socket) => {
    const queue = waiting.get(socket);
    if (!queue) return;
    if (socket.destroyed) return void waiting.delete(socket);
    while (queue.length > 0 && owedBy(socket).length < MAX_OWED_ANSWERS) {
      const [event, args] = queue.shift()!;
      actOn(event, args);
    }
    if (queue.length > 0) return;
    waiting.delete(socket);
    if (!pausedHere.has(socket)) return;
    pausedHere.delete(socket);
    // Not while Node itself holds the connection paused (its own backpressure on a full send
    // queue, with its parser paused too): Node reads it again on 'drain'. Nor once refused.
    if (!refused.has(socket) && !(socket as Socket & { _paused?: boolean })._paused) socket.resume();
  };

  // Every chunk is read here before Node's parser reads it (this listener goes first), so when
  // Node hands a request over, its head has been read here to its end. One listener per
  // connection, for its whole life.
  server.on('connection', (socket: Socket) => {
    const reading = new RequestFraming();
    framing.set(socket, reading);
    socket.prependListener('data', (chunk: Buffer) => reading.read(chunk));
    // While requests wait behind the bound, nothing reads the connection again: Node resumes a
    // connection whenever any request's body is read (IncomingMessage#_read), and each chunk
    // it then reads would add its requests to those waiting.
    const resume = socket.resume.bind(socket);
    socket.resume = () => (waiting.has(socket) ? socket : resume());
  });

  /**
   * Whether a request's line was exactly the grammar's and read in step with Node's parser;
   * else it is refused (400, after the answers owed before it) and never acted on.
   */
  const wellFramed = (req: IncomingMessage): boolean => {
    if (handedOver.has(req)) return true;
    handedOver.add(req);
    const reading = framing.get(req.socket);
    if (!reading || reading.handOver(req)) return true;
    req.resume();
    // A CONNECT's socket comes without Node's error listener.
    if (req.method === 'CONNECT') req.socket.on('error', () => {});
    const err = Object.assign(new Error('malformed request line'), { code: MALFORMED_REQUEST });
    server.emit('clientError', err, req.socket);
    return false;
  };

  /**
   * A request read on a closing connection: read, but never acted on. Its body is discarded, and
   * the connection ends once the answers owed on it are written.
   */
  const drop = (event: string | symbol, req: IncomingMessage) => {
    handedOver.add(req);
    if (event === 'connect') afterAnswers(owedBy(req.socket), () => req.socket.destroy());
    else req.resume();
  };

  // Every request passes here before any listener: dropped when its connection is closing,
  // refused when its request line is malformed, held back while its connection owes the most
  // answers it may, else counted (so one answered at once is counted too). During a shutdown
  // the first request acted on closes its connection, with its answer.
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (!REQUEST_EVENTS.has(event)) return emit(event, ...args);
    const req = args[0] as IncomingMessage;
    const socket = req.socket;
    // Node hands a CONNECT's socket over without its HTTP listeners, its 'drain' relay among
    // them: without it an answer owed before (a file piped out) would wait forever.
    if (event === 'connect') socket.on('drain', () => relayDrain(owedBy(socket), socket));
    // One handed over before (a request that waited for `100 Continue`) is acted on now.
    if (handedOver.has(req) || (!waiting.has(socket) && owedBy(socket).length < MAX_OWED_ANSWERS)) {
      return actOn(event, args);
    }
    if (isClosing(socket)) {
      drop(event, req);
      return true;
    }
    // Its framing is read now, in step with the bytes; the rest once it is handed over.
    if (!wellFramed(req)) return true;
    const queue = waiting.get(socket) ?? [];
    queue.push([event, args]);
    waiting.set(socket, queue);
    pausedHere.add(socket);
    socket.pause();
    return true;
  }) as typeof server.emit;

  /** Acts on a request read on a connection owing fewer answers than the bound, in order. */
  const actOn = (event: string | symbol, args: unknown[]): boolean => {
    const req = args[0] as IncomingMessage;
    const socket = req.socket;
    if (isClosing(socket)) {
      drop(event, req);
      return true;
    }
    if (!wellFramed(req)) return true;
    // CONNECT comes without a response: its listener answers it with `endWith`. A request waiting
    // for `100 Continue` is counted when it is handed on as a request.
    if (event === 'connect' || event === 'checkContinue') return emit(event, ...args);
    const res = args[1] as ServerResponse;
    track(socket, res);
    // A request asking to switch protocols (`Upgrade`) is answered in HTTP and its connection
    // closed: the site speaks no other protocol, and Node's parser reads nothing behind such a
    // request, so a request sent after it on the same connection would never be answered. (The
    // header is read: Node's `req.upgrade` is false on a server without an 'upgrade' listener.)
    if (draining || req.headers.upgrade !== undefined) res.setHeader('Connection', 'close');
    // Node's parser checks a request's Transfer-Encoding only after handing the request over
    // (it refuses `chunked` followed by a tab, say, which the header value it gives no longer
    // shows). A request with one is counted now, in order, but acted on one tick later, once
    // that check is done: a request the parser refused gets only its refusal (400 with
    // Connection: close, written by `endWith`), never an answer promising to keep the
    // connection before it is closed. One read whole was not refused (a refusal of a request
    // behind it comes after its answer).
    if (event === 'request' && req.headers['transfer-encoding'] !== undefined) {
      process.nextTick(() => (!refused.has(socket) || req.complete) && emit(event, ...args));
      return true;
    }
    return emit(event, ...args);
  };

  return {
    /** The responses a connection still owes, oldest first. */
    owed: owedBy,
    /** When a connection last wrote everything it owed; undefined before its first request. */
    idleSince(socket: Socket): number | undefined {
      return idle.get(socket);
    },
    /**
     * Whether no request has begun on a connection since its last one ended (its body included):
     * only empty lines came after it. Also true once its bytes are no longer read (a CONNECT's, a
     * refused one's).
     */
    between(socket: Socket): boolean {
      return framing.get(socket)?.idle ?? true;
    },
    /** The request line of the request being read on a connection, once it has ended; else null. */
    requestLine(socket: Socket): string | null {
      return framing.get(socket)?.requestLine ?? null;
    },
    /** From now on (a shutdown) every connection closes with the next answer it gives. */
    drain(): void {
      draining = true;
    },
    /**
     * Ends a connection with a refusal written as raw bytes (a request Node cannot parse, or one it
     * hands over without a response): nothing read later is acted on; `earlier` (by default every
     * answer owed) is written first. `lastWords` then gives the refusal, or null to write none.
     * When an answer written before it closes the connection (one already written, or one of
     * `earlier`), that answer is the last one and the refusal is dropped. An answer owed but not
     * among `earlier` (the refused request's own, never to be written) does not count, whatever
     * its connection options (`Connection: close`, HTTP/1.0): every refused request gets its
     * status before the connection closes.
     */
    endWith(socket: Socket, lastWords: () => string | null, earlier: readonly ServerResponse[] = owedBy(socket)) {
      const closedBefore = closedByAnswer.has(socket) || earlier.some(closesConnection);
      closing.add(socket);
      refused.add(socket);
      framing.get(socket)?.stop();
      socket.pause();
      // Requests still waiting behind the owed answers are never acted on (their client sends
      // them again); a refusal written now would be read as the first one's answer.
      const dropped = waiting.get(socket)?.splice(0) ?? [];
      waiting.delete(socket);
      for (const [event, args] of dropped) drop(event, args[0] as IncomingMessage);
      afterAnswers(earlier, () => {
        const words = closedBefore || dropped.length > 0 || !socket.writable ? null : lastWords();
        if (words === null) return void socket.destroy();
        socket.end(words, () => socket.destroy());
      });
    },
  };
}

/** Runs `then` once every one of `responses` is written (or its connection gone). */
function afterAnswers(responses: readonly ServerResponse[], then: () => void): void {
  let left = responses.length;
  if (left === 0) return then();
  for (const res of responses) res.once('close', () => --left === 0 && then());
}

/** The live answers of trackAnswers that boundConnectionProgress reads. */
interface AnswerBook {
  owed(socket: Socket): readonly ServerResponse[];
  idleSince(socket: Socket): number | undefined;
  between(socket: Socket): boolean;
}

/**
 * Every connection makes progress or is closed within a bounded time, whatever bytes arrive:
 *
 * - a kept connection with no request begun since its last answer is closed once its keep-alive
 *   time is up, whatever its last request was (a page, or a form post ending in its body). Node's
 *   keep-alive timer restarts with every byte read, and its parser skips empty lines without
 *   beginning a request, so a client sending a bare CRLF now and then held the connection forever
 *   with neither timer running;
 * - a request begun on a kept connection is never cut off without an answer: the header and
 *   request timeouts decide its end (408), as on a fresh connection. Node's own keep-alive timer
 *   is reset only when a request's headers are complete, so it cut off a client that had sent
 *   part of its next request's headers. With a 'timeout' listener Node leaves the socket to it;
 *   this one leaves it to the check below;
 * - an answer being written must make write progress: a connection whose client takes none of
 *   what waits to be sent for `requestTimeoutMs` (it never reads, and the kernel's buffers are
 *   full) is closed, so a client that never reads cannot hold it and its send queue.
 *
 * Whether a request has begun is read from the connection's bytes (`between`, request-framing.ts):
 * Node's parser state is not public.
 *
 * Checked every `checkIntervalMs`, like Node's own header and request timeouts.
 */
export function boundConnectionProgress(
  server: Server,
  answers: AnswerBook,
  limits: Pick<ConnectionLimits, 'keepAliveTimeoutMs' | 'requestTimeoutMs' | 'checkIntervalMs'>,
): void {
  /** Per open connection: how much of its output the client had taken, and since when. */
  const open = new Map<Socket, { taken: number; since: number }>();
  server.on('connection', (socket: Socket) => {
    open.set(socket, { taken: 0, since: Date.now() });
    socket.once('close', () => open.delete(socket));
  });
  // The only socket timer Node sets here is the keep-alive one (`server.timeout` is 0). With a
  // listener Node leaves the socket to it; this one leaves it to the check below, which knows
  // whether a request has begun.
  server.on('timeout', () => {});

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [socket, progress] of open) {
      if (socket.destroyed) continue;
      const waiting = socket.writableLength;
      // What the kernel has taken of the output so far (written minus what still waits).
      const taken = (socket.bytesWritten ?? 0) - waiting;
      if (waiting === 0 || taken !== progress.taken) {
        progress.taken = taken;
        progress.since = now;
      } else if (now - progress.since >= limits.requestTimeoutMs) {
        socket.destroy();
        continue;
      }
      const answeredAt = answers.idleSince(socket);
      if (
        answeredAt !== undefined &&
        waiting === 0 &&
        socket.writable &&
        now - answeredAt >= limits.keepAliveTimeoutMs &&
        answers.owed(socket).length === 0 &&
        answers.between(socket)
      ) {
        socket.destroy();
      }
    }
  }, limits.checkIntervalMs);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
}
