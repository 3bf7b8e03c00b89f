/**
 * Deploying a new version under load (docs/deploy.md, "Updating"): while a client posts
 * enquiries at a steady rate, the built server gets SIGTERM and a new one starts on the same
 * data. The client behaves like the reverse proxy of docs/deploy.md: it reuses keep-alive
 * connections and resends a request that got no answer because it never reached the server:
 * a refused connection (Caddy retries those itself, lb_try_duration) or a reset before the
 * server read it (Caddy answers those 502, the form keeps the input: docs/deploy.md lists the
 * remaining instant).
 *
 * Asserted: the old server drains and exits 0 (no forced exit); every request ends with an
 * answer, 201 or a documented 503, never another 5xx; every acknowledged (201) enquiry is stored
 * exactly once with its two mails, and no enquiry is stored twice (so no resent request had
 * been processed before).
 *
 *  - PGlite (one process): a short gap while the new process starts, bridged by the retries.
 *  - PostgreSQL, two processes: a rolling restart, one process always serving.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../src/server/db/index.ts';
import { freePort, startPostgres, type RunningPostgres } from '../../scripts/lib/postgres.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

const RATE_MS = 40; // 25 enquiries per second
const dirs: string[] = [];
const servers: RunningServer[] = [];
let postgres: RunningPostgres | undefined;
afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => {});
  await postgres?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

type Outcome = { status: number } | { error: string };

/** A steady stream of enquiries to whichever upstream ports are listed (round robin). */
function loadLoop(upstreams: () => number[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const outcomes = new Map<string, Outcome>();
  const pending = new Set<Promise<void>>();
  let refusedDials = 0;
  let resets = 0;
  let next = 0;
  let turn = 0;

  const once = (port: number, body: string) =>
    new Promise<Outcome & { refused?: boolean; reset?: boolean }>((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/contact',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) =>
        resolve({
          error: err.code ?? err.message,
          // No answer and no request processed: refused, or reset before the server read the
          // request (a kept-alive connection it had closed as idle, or a new one still in the
          // kernel's accept queue when the listener closed). Resent, like a visitor's form;
          // the exactly-once check below shows that none of them had been processed.
          refused: err.code === 'ECONNREFUSED' || err.code === 'ECONNRESET',
          reset: err.code === 'ECONNRESET',
        }),
      );
      req.end(body);
    });

  const send = async (tag: string) => {
    const body = JSON.stringify({
      firstName: 'Erika',
      lastName: 'Müller',
      email: 'erika@example.de',
      interest: 'Matratze',
      message: tag,
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      const ports = upstreams();
      const outcome = await once(ports[turn++ % ports.length]!, body);
      if (!('refused' in outcome && outcome.refused) || Date.now() > deadline) {
        outcomes.set(tag, 'status' in outcome ? { status: outcome.status } : { error: outcome.error });
        return;
      }
      if ('reset' in outcome && outcome.reset) resets++;
      else refusedDials++;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const timer = setInterval(() => {
    const p = send(`restart-${next++}`);
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }, RATE_MS);

  return {
    sent: () => next,
    /** Waits until `count` more requests have been started. */
    async after(count: number) {
      const target = next + count;
      while (next < target) await new Promise((r) => setTimeout(r, RATE_MS));
    },
    async stop() {
      clearInterval(timer);
      while (pending.size) await Promise.all([...pending]);
      agent.destroy();
      return { outcomes, refusedDials, resets };
    },
  };
}

function summarise(outcomes: Map<string, Outcome>) {
  const byStatus: Record<string, number> = {};
  for (const o of outcomes.values()) {
    const key = 'status' in o ? String(o.status) : o.error;
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  const accepted = [...outcomes].filter(([, o]) => 'status' in o && o.status === 201).map(([tag]) => tag);
  return { byStatus, accepted };
}

async function storedEnquiries(dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ dataDir, databaseUrl, poolSize: 1 });
  try {
    const result = (await database.db.execute<{ message: string; mails: number }>(
      sql.raw(`select e.message, count(o.id)::int as mails from enquiries e left join outbox o on o.enquiry_id = e.id
       where e.message like 'restart-%' group by e.id, e.message`),
    )) as { rows: { message: string; mails: number }[] };
    return result.rows;
  } finally {
    await database.close();
  }
}

function expectNothingLost(outcomes: Map<string, Outcome>, stored: { message: string; mails: number }[]) {
  const { byStatus, accepted } = summarise(outcomes);
  // Every request got an answer, and only 201 or the documented 503 (database unavailable).
  expect(Object.keys(byStatus).filter((k) => k !== '201' && k !== '503')).toEqual([]);
  const counts = new Map<string, number>();
  for (const row of stored) counts.set(row.message, (counts.get(row.message) ?? 0) + 1);
  expect(accepted.filter((tag) => counts.get(tag) !== 1)).toEqual([]);
  expect([...counts].filter(([, n]) => n !== 1)).toEqual([]);
  expect(stored.filter((row) => row.mails !== 2)).toEqual([]);
  return byStatus;
}

// Every enquiry of the load goes to one visitor address: lift the confirmation caps, so that
// each accepted enquiry must have both of its mails.
const env = {
  MIN_FILL_MS: '0',
  RATE_LIMIT_MAX: '1000000',
  CONFIRMATION_MAX_PER_ADDRESS_DAY: '1000000',
  CONFIRMATION_MAX_PER_NETWORK_HOUR: '1000000',
  CONFIRMATION_MAX_PER_HOUR: '1000000',
};

describe('restart under load', () => {
  test(
    'PGlite: SIGTERM, new process on the same data; the gap is bridged, nothing lost',
    { timeout: 180_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'restart-pglite-'));
      dirs.push(dataDir);
      const port = await freePort();
      const first = await startServer({ ...env, PORT: String(port) }, { dataDir });
      servers.push(first);
      const loop = loadLoop(() => [port]);
      await loop.after(25);
      const exitCode = await first.stop('SIGTERM');
      const second = await startServer({ ...env, PORT: String(port) }, { dataDir });
      servers.push(second);
      await loop.after(25);
      const { outcomes, refusedDials } = await loop.stop();
      await second.stop('SIGTERM');

      expect(exitCode).toBe(0);
      expect(first.output()).toContain('"msg":"stopped"');
      expect(first.output()).not.toContain('forced exit');
      const byStatus = expectNothingLost(outcomes, await storedEnquiries(dataDir));
      expect(byStatus['201']).toBe(outcomes.size);
      // The gap was real: connections were refused while no process listened, and retried.
      expect(refusedDials).toBeGreaterThan(0);
    },
  );

  test(
    'PostgreSQL, two processes: rolling restart, one always serving, nothing lost',
    { timeout: 180_000 },
    async () => {
      postgres ??= await startPostgres();
      const url = await postgres.createDatabase(`restart_${Date.now()}`);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'restart-pg-'));
      dirs.push(dataDir);
      const [portA, portB] = [await freePort(), await freePort()];
      const a = await startServer({ ...env, DATABASE_URL: url, PORT: String(portA) }, { dataDir });
      const b = await startServer({ ...env, DATABASE_URL: url, PORT: String(portB) }, { dataDir });
      servers.push(a, b);
      const loop = loadLoop(() => [portA, portB]);
      await loop.after(20);
      // New version of A: stop it, start it again; B serves meanwhile. Then the same for B.
      const codeA = await a.stop('SIGTERM');
      expect(codeA, a.output().slice(-1500)).toBe(0);
      const a2 = await startServer({ ...env, DATABASE_URL: url, PORT: String(portA) }, { dataDir });
      servers.push(a2);
      await loop.after(20);
      const codeB = await b.stop('SIGTERM');
      expect(codeB, b.output().slice(-1500)).toBe(0);
      const b2 = await startServer({ ...env, DATABASE_URL: url, PORT: String(portB) }, { dataDir });
      servers.push(b2);
      await loop.after(20);
      const { outcomes } = await loop.stop();
      await a2.stop();
      await b2.stop();

      const byStatus = expectNothingLost(outcomes, await storedEnquiries(dataDir, url));
      expect(byStatus['201']).toBe(outcomes.size);
      expect(loop.sent()).toBe(outcomes.size);
    },
  );
});
