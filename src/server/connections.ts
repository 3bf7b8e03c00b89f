/**
 * Connection limits and timeouts of the HTTP server, so one client cannot take the site down by
 * opening (and never finishing) thousands of connections:
 *
 * - a cap on concurrent connections per peer address and one in total: a connection over either
 *   cap is closed as soon as it is accepted, so it holds no file descriptor and no parser;
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
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';

export interface ConnectionLimits {
  maxTotal: number;
  maxPerAddress: number;
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
  };
}

/** Applies the caps to a server; returns the live counts (for tests and health). */
export function limitConnections(server: Server, limits: ConnectionLimits, logger: Logger, summaryMs = 10_000) {
  const perAddress = new Map<string, number>();
  let total = 0;
  let refused = 0;

  const admit = (socket: Socket): boolean => {
    const address = socket.remoteAddress ?? 'unknown';
    const mine = perAddress.get(address) ?? 0;
    if (total >= limits.maxTotal || mine >= limits.maxPerAddress) {
      refused++;
      socket.on('error', () => {});
      socket.destroy();
      return false;
    }
    total++;
    perAddress.set(address, mine + 1);
    socket.once('close', () => {
      total--;
      const n = (perAddress.get(address) ?? 1) - 1;
      if (n <= 0) perAddress.delete(address);
      else perAddress.set(address, n);
    });
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
      { refused, open: total, maxTotal: limits.maxTotal, maxPerAddress: limits.maxPerAddress },
      'connections refused over the cap',
    );
    refused = 0;
  }, summaryMs);
  summary.unref();
  server.once('close', () => clearInterval(summary));

  return {
    get open() {
      return total;
    },
    get addresses() {
      return perAddress.size;
    },
  };
}
