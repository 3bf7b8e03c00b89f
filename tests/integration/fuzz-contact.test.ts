/**
 * Property-based fuzzing of POST /api/contact through the built production server
 * (scripts/lib/contact-fuzz.ts): FUZZ_RUNS generated requests (default 300; `npm run stress`
 * runs 10,000), no 5xx, every answer JSON with the modelled status, and afterwards exactly the
 * accepted enquiries stored, each valid.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerSocketPath, requestOwnerSocket } from '../../src/server/owner-socket.ts';
import { compareStored, FUZZ_SITE, runContactFuzz } from '../../scripts/lib/contact-fuzz.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    SITE_URL: FUZZ_SITE,
    MIN_FILL_MS: '0',
    RATE_LIMIT_MAX: String(RUNS * 10 + 1000),
  });
});
afterAll(async () => {
  await server?.stop();
});

it(`answers ${RUNS} generated requests by the contract and stores exactly the accepted ones`, async () => {
  const report = await runContactFuzz({
    port: server.port,
    runs: RUNS,
    seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
  });
  expect(report.failure).toBeNull();
  expect(report.runs).toBe(RUNS);
  // The generators reach every branch of the contract.
  for (const status of ['201', '400', '403', '415']) expect(report.statuses[status] ?? 0).toBeGreaterThan(0);
  expect(Object.keys(report.statuses).every((s) => Number(s) < 500)).toBe(true);
  const rows = await requestOwnerSocket(ownerSocketPath(server.dataDir), { cmd: 'list' });
  const stored = compareStored(rows, report.accepted);
  expect(stored.invalid).toEqual([]);
  expect(stored.missing).toBe(0);
  expect(stored.unexpected, `stored but not as accepted: ${stored.unexpectedSamples.join(' | ')}`).toBe(0);
  expect(rows.length).toBe(report.accepted.length);
  expect(rows.length).toBeGreaterThan(0);
}, 600_000);
