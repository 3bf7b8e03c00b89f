/**
 * A bare `http.Server` on loopback with the production server's connection handling (its
 * options, the answers owed per connection, the reading of each request's framing, the progress
 * bound, a refusal with the status Node's parser error calls for, and CONNECT's 405 after the
 * answers owed), for the protocol tests that need no build.
 */
import http from 'node:http';
import type net from 'node:net';
import { boundConnectionProgress, serverOptions, trackAnswers } from '../../src/server/connections.ts';
import { clientErrorStatus } from '../../src/server/protocol.ts';

type Limits = Parameters<typeof serverOptions>[0] & Parameters<typeof boundConnectionProgress>[2];

/**
 * Short limits for protocol tests: connection caps out of the way, timeouts short enough to
 * wait for. Each test sets the times its case turns on.
 */
export function testLimits(times: Pick<Limits, 'headersTimeoutMs' | 'keepAliveTimeoutMs'>): Limits {
  return {
    maxTotal: 100,
    maxPerAddress: 100,
    maxPerNetwork: 100,
    requestTimeoutMs: 2000,
    checkIntervalMs: 50,
    ...times,
  };
}

export async function startBareServer(
  limits: Limits,
  handler: http.RequestListener,
): Promise<{ server: http.Server; port: number; stop: () => Promise<void> }> {
  // Node's own keep-alive timer fires at the keep-alive time (no extra buffer).
  const server = http.createServer({ ...serverOptions(limits), keepAliveTimeoutBuffer: 0 }, handler);
  const answers = trackAnswers(server);
  boundConnectionProgress(server, answers, limits);
  const refused = new WeakSet<net.Socket>();
  server.on('clientError', (err: Error & { code?: string }, socket: net.Socket) => {
    if (refused.has(socket)) return;
    refused.add(socket);
    // As the server does: the answers owed to the requests read whole come first; the request
    // being read gets the refusal in place of its answer, unless that was begun. The status is
    // decided when the refusal is written.
    const owed = answers.owed(socket);
    const own = owed.find((res) => !res.req.complete);
    answers.endWith(
      socket,
      () => {
        if (own?.headersSent) return null;
        const status = clientErrorStatus(err, answers.requestLine(socket));
        return `HTTP/1.1 ${status} X\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;
      },
      owed.filter((res) => res.req.complete),
    );
  });
  server.on('connect', (_req: http.IncomingMessage, socket: net.Socket) => {
    socket.on('error', () => {});
    answers.endWith(socket, () => `HTTP/1.1 405 X\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { server, port, stop };
}
