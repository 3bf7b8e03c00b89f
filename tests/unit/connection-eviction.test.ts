/**
 * When every connection place is taken, a connection that has not yet sent a whole request head
 * is evicted for a newcomer: the oldest of the network holding the most, when that is more than
 * the newcomer's network holds. A few networks holding half-sent request heads can then no longer
 * lock out a visitor from another network; a connection whose request head came is never evicted.
 */
import http from 'node:http';
import net from 'node:net';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionLedger, limitConnections, serverOptions } from '../../src/server/connections.ts';
import { networkOf } from '../../src/server/client-address.ts';

describe('the ledger (generated connects, heads and closes)', () => {
  it('keeps every cap, evicts only head-less connections of the fullest network, and lets a smaller network in', () => {
    const address = fc
      .tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 4 }))
      .map(([net, host]) => `10.0.${net}.${host}`);
    const op = fc.oneof(
      fc.record({ kind: fc.constant('connect' as const), address }),
      fc.record({ kind: fc.constant('head' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const limits = { maxTotal: 12, maxPerAddress: 3, maxPerNetwork: 5 };
        const ledger = createConnectionLedger<number>(limits);
        /** Open connections: id -> address and whether its head came. */
        const open = new Map<number, { address: string; head: boolean }>();
        const count = (network: string) => [...open.values()].filter((c) => networkOf(c.address) === network).length;
        let next = 0;
        for (const o of ops) {
          const ids = [...open.keys()];
          if (o.kind === 'connect') {
            const id = next++;
            if (ledger.admit(o.address)) {
              open.set(id, { address: o.address, head: false });
              ledger.waiting(id, o.address);
              continue;
            }
            const before = new Map(open);
            const victim = ledger.evictFor(o.address);
            if (victim === undefined) {
              // Refused: either a cap of its own is full, or no network with a head-less
              // connection holds more than its own.
              const own = count(networkOf(o.address));
              const fuller = [...open.values()].some((c) => !c.head && count(networkOf(c.address)) > own);
              const ownFull =
                own >= limits.maxPerNetwork ||
                [...open.values()].filter((c) => c.address === o.address).length >= limits.maxPerAddress;
              expect(ownFull || !fuller).toBe(true);
              continue;
            }
            const gone = before.get(victim)!;
            expect(gone.head, 'only a connection without a whole request head is evicted').toBe(false);
            const victimNet = networkOf(gone.address);
            for (const c of before.values())
              expect(count(victimNet)).toBeGreaterThanOrEqual(count(networkOf(c.address)));
            expect(count(victimNet)).toBeGreaterThan(count(networkOf(o.address)));
            // The oldest head-less one of that network.
            const oldest = [...before.entries()].find(([, c]) => !c.head && networkOf(c.address) === victimNet)![0];
            expect(victim).toBe(oldest);
            open.delete(victim);
            expect(ledger.admit(o.address)).toBe(true);
            open.set(id, { address: o.address, head: false });
            ledger.waiting(id, o.address);
          } else if (ids.length > 0) {
            const id = ids[o.pick % ids.length]!;
            const c = open.get(id)!;
            if (o.kind === 'head') {
              c.head = true;
              ledger.headComplete(id, c.address);
            } else {
              open.delete(id);
              ledger.release(c.address, id);
            }
          }
          expect(ledger.total).toBe(open.size);
          expect(ledger.total).toBeLessThanOrEqual(limits.maxTotal);
          for (const c of open.values()) {
            expect(ledger.countOf(c.address)).toBeLessThanOrEqual(limits.maxPerAddress);
            expect(ledger.networkCountOf(c.address)).toBeLessThanOrEqual(limits.maxPerNetwork);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('regression: 8 networks of 128 half-sent heads fill 1,000 places; a visitor from a 9th network gets in', () => {
    const ledger = createConnectionLedger<string>({ maxTotal: 1000, maxPerAddress: 64, maxPerNetwork: 128 });
    for (let n = 0; n < 8; n++) {
      for (let i = 0; i < 128; i++) {
        const address = `127.${70 + n}.0.${1 + (i % 2)}`;
        if (ledger.admit(address)) ledger.waiting(`${n}/${i}`, address);
      }
    }
    expect(ledger.total).toBe(1000);
    expect(ledger.admit('127.90.0.1')).toBe(false);
    expect(ledger.evictFor('127.90.0.1')).toBe('0/0');
    expect(ledger.admit('127.90.0.1')).toBe(true);
  });
});

describe('on a server (sockets from other loopback networks)', () => {
  let server: http.Server;
  let port: number;
  const held: http.ServerResponse[] = [];
  beforeAll(async () => {
    const limits = {
      maxTotal: 4,
      maxPerAddress: 2,
      maxPerNetwork: 2,
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5000,
      checkIntervalMs: 1000,
    };
    server = http.createServer(serverOptions(limits), (req, res) => {
      // '/hold' is a request whose head came and whose answer takes long: never evicted.
      if (req.url === '/hold') held.push(res);
      else res.end('ok');
    });
    limitConnections(server, limits, pino({ level: 'silent' }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const res of held) res.end();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const open = async (from: string, bytes: string) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(bytes);
    const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
    return { socket, closed };
  };
  const settle = () => new Promise((r) => setTimeout(r, 150));

  it('a newcomer from another network evicts the oldest half-sent head of the fullest network, not a request being answered', async () => {
    const answered = await open('127.0.71.1', 'GET /hold HTTP/1.1\r\nHost: x\r\n\r\n');
    const a1 = await open('127.0.72.1', 'GET / HTTP/1.1\r\nHost: x\r\nX-a: ');
    await settle();
    const a2 = await open('127.0.72.1', 'GET / HTTP/1.1\r\nHost: x\r\nX-a: ');
    await settle();
    const b1 = await open('127.0.71.2', 'GET / HTTP/1.1\r\nHost: x\r\nX-b: ');
    await settle();
    // Full (4). A visitor from a third network:
    const visitor = await open('127.0.73.1', 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      visitor.socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
      visitor.socket.once('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    // Both networks held 2: the oldest head-less connection of one of them went (a tie).
    const gone = await Promise.race([
      a1.closed.then(() => 'a1'),
      b1.closed.then(() => 'b1'),
      new Promise((r) => setTimeout(() => r('none'), 1000)),
    ]);
    expect(['a1', 'b1']).toContain(gone);
    expect(answered.socket.destroyed).toBe(false);
    expect(held).toHaveLength(1);
    for (const s of [answered, a1, a2, b1]) s.socket.destroy();
  });
});
