/**
 * Connection limits and timeouts of the HTTP server, so one client cannot take the site down by
 * opening (and never finishing) thousands of connections:
 *
 * - caps on concurrent connections per peer address, per network (its /24 or /64, so a few
 *   neighbouring addresses cannot together fill the server) and in total: a connection over any
 *   cap is closed as soon as it is accepted, so it holds no file descriptor and no parser. The
 *   per-address and per-network caps are well below the total, so no single network can hold
 *   more than its share;
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
 */
export function createConnectionLedger(limits: Pick<ConnectionLimits, 'maxTotal' | 'maxPerAddress' | 'maxPerNetwork'>) {
  const perAddress = new Map<string, number>();
  const perNetwork = new Map<string, number>();
  let total = 0;
  const bump = (map: Map<string, number>, key: string, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n <= 0) map.delete(key);
    else map.set(key, n);
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
    release(address: string): void {
      total--;
      bump(perAddress, address, -1);
      bump(perNetwork, networkOf(address), -1);
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
  const ledger = createConnectionLedger(limits);
  let refused = 0;

  const admit = (socket: Socket): boolean => {
    const address = socket.remoteAddress ?? 'unknown';
    if (!ledger.admit(address)) {
      refused++;
      socket.on('error', () => {});
      socket.destroy();
      return false;
    }
    socket.once('close', () => ledger.release(address));
    return true;
  };

  // A refused connection is closed before the HTTP server sees it: no parser, no listeners,
  // no timers are set up for it, so refusing thousands per second stays cheap. (A 'connection'
  // listener could close it too, but only after the HTTP server had set it up.)
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'connection' && !admit(args[0] as Socket)) return true;
    return emit(event, ...args);
  }) as typeof server.emit;

  const summary = setInterval(() => {
    if (refused === 0) return;
    logger.warn(
      {
        refused,
        open: ledger.total,
        maxTotal: limits.maxTotal,
        maxPerAddress: limits.maxPerAddress,
        maxPerNetwork: limits.maxPerNetwork,
      },
      'connections refused over the cap',
    );
    refused = 0;
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

/**
 * The answers each connection still owes, in the order of its requests (HTTP/1.1 answers
 * pipelined requests in order, RFC 9112 §9.3.2): a response is owed from its request's arrival
 * until it is written or its connection is gone.
 */
export function trackAnswers(server: Server) {
  const owed = new WeakMap<Socket, ServerResponse[]>();
  const idle = new WeakMap<Socket, number>();
  const track = (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const list = owed.get(socket) ?? [];
    owed.set(socket, list);
    list.push(res);
    res.once('close', () => {
      const at = list.indexOf(res);
      if (at !== -1) list.splice(at, 1);
      if (list.length === 0) idle.set(socket, Date.now());
    });
  };
  // First among the listeners of every event that hands over a request with its response (an
  // unmet expectation is answered by its own listener), so one answered at once is counted too.
  server.prependListener('request', track);
  server.prependListener('checkExpectation', track);
  return {
    /** The responses a connection still owes, oldest first. */
    owed(socket: Socket): readonly ServerResponse[] {
      return owed.get(socket) ?? [];
    },
    /** When a connection last wrote everything it owed; undefined before its first request. */
    idleSince(socket: Socket): number | undefined {
      return idle.get(socket);
    },
  };
}

/** Runs `then` once every one of `responses` is written (or its connection gone). */
export function afterAnswers(responses: readonly ServerResponse[], then: () => void): void {
  let left = responses.length;
  if (left === 0) return then();
  for (const res of responses) res.once('close', () => --left === 0 && then());
}
