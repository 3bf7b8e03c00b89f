/**
 * The owner command `npm run enquiries` (scripts/enquiries.ts) as a real child process: list,
 * --since, CSV export for Excel; on PGlite with the server stopped, on PGlite while the server
 * holds it (owner socket), and on PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { enquiries } from '../../src/server/db/schema.ts';
import { loadEnv } from '../../src/server/env.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { startPostgres, type RunningPostgres } from '../../scripts/lib/postgres.ts';

const run = promisify(execFile);
const node = existsSync('node_modules/.bin/node') ? path.resolve('node_modules/.bin/node') : process.execPath;

function command(args: string[], env: Record<string, string>) {
  return run(node, ['scripts/enquiries.ts', ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env, DATABASE_URL: env.DATABASE_URL ?? '' },
    encoding: 'utf8',
  });
}

const tricky = {
  firstName: 'Jürgen',
  lastName: 'Groß; "Schorsch"',
  email: 'juergen@example.de',
  phone: '+49 271 98765',
  interest: 'Überlänge',
  message: 'Zeile eins\nZeile zwei =1+1',
};

/** The Schlafberater's health-data consent as the form sends it with the enquiry. */
const consent = {
  at: '2026-02-03T10:15:00.000Z',
  text: 'Ja, meine Angabe zu Rücken- oder Gelenkbeschwerden darf in meine Beratungsanfrage übernommen werden.',
};

async function submit(runtime: Runtime, body: Record<string, unknown>) {
  const res = await runtime.handleContact(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { requestId: 'cmd', clientAddress: '127.0.0.1' },
  );
  expect(res.status).toBe(201);
}

const dirs: string[] = [];
function tempDir() {
  const d = mkdtempSync(path.join(tmpdir(), 'enq-cmd-'));
  dirs.push(d);
  return d;
}
let postgres: RunningPostgres | undefined;
afterAll(async () => {
  await postgres?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function seed(runtime: Runtime) {
  await runtime.outbox.stop();
  await submit(runtime, {
    firstName: 'Anna',
    lastName: 'Alt',
    email: 'anna@example.de',
    interest: 'Topper',
    message: 'Alt',
  });
  await submit(runtime, { ...tricky, healthConsent: consent });
  // A record that does not parse (here: a time the database could not store) is dropped, never a refusal.
  await submit(runtime, {
    ...tricky,
    firstName: 'Jo',
    healthConsent: { at: '0000-01-01T00:00:00Z', text: consent.text },
  });
  const stored = await runtime.db().select().from(enquiries);
  expect(stored.find((r) => r.firstName === 'Jo')).toMatchObject({ healthConsentAt: null, healthConsentText: null });
  expect(stored.find((r) => r.firstName === 'Jürgen')).toMatchObject({
    healthConsentAt: new Date(consent.at),
    healthConsentText: consent.text,
  });
  await runtime.db().delete(enquiries).where(eq(enquiries.firstName, 'Jo'));
  await runtime
    .db()
    .update(enquiries)
    .set({ createdAt: sql`timestamptz '2026-01-10 09:30:00+01'` })
    .where(eq(enquiries.firstName, 'Anna'));
}

describe('on PGlite', () => {
  let dataDir: string;
  let runtime: Runtime;
  beforeAll(async () => {
    dataDir = tempDir();
    runtime = await createRuntime(loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', MIN_FILL_MS: '0' }));
    await seed(runtime);
  });

  test('while the server holds the database: list through the owner socket', async () => {
    const { stdout } = await command(['list'], { DATA_DIR: dataDir });
    expect(stdout).toContain('2 Anfragen');
    expect(stdout).toContain('10.01.2026 09:30  Anna Alt <anna@example.de>');
    expect(stdout).toContain('Jürgen Groß; "Schorsch" <juergen@example.de>  Tel. +49 271 98765');
    expect(stdout).toContain('Interesse: Überlänge');
    expect(stdout).toContain('  Zeile eins\n  Zeile zwei =1+1');
    // When and what the visitor consented to, for the health detail.
    expect(stdout).toContain(`Einwilligung Gesundheitsangabe: 03.02.2026 11:15: „${consent.text}“`);
    const since = await command(['list', '--since', '2026-02-01'], { DATA_DIR: dataDir });
    expect(since.stdout).toMatch(/^1 Anfrage\n/);
    expect(since.stdout).not.toContain('Anna');
  });

  test('with the server stopped: the command opens the database itself; CSV for Excel', async () => {
    await runtime.stop();
    const { stdout } = await command(['list', '--since', '10.01.2026'], { DATA_DIR: dataDir });
    expect(stdout).toContain('2 Anfragen');

    const file = path.join(dataDir, 'export.csv');
    const exp = await command(['export', '--csv', file], { DATA_DIR: dataDir });
    expect(exp.stdout).toBe(`2 Anfragen exportiert nach ${file}\n`);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8').slice(1);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Eingegangen;Vorname;Nachname;E-Mail;Telefon;Interesse;Nachricht;Einwilligung Gesundheitsangabe am;Einwilligungstext',
    );
    expect(lines[1]).toBe('10.01.2026 09:30;Anna;Alt;anna@example.de;;Topper;Alt;;');
    expect(csv).toContain(
      `;Jürgen;"Groß; ""Schorsch""";juergen@example.de;'+49 271 98765;Überlänge;"Zeile eins\nZeile zwei =1+1";03.02.2026 11:15;"${consent.text}"\r\n`,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  test('usage errors exit with 2 and a German message', async () => {
    await expect(command(['list', '--since', '31.02.2026'], { DATA_DIR: dataDir })).rejects.toMatchObject({
      code: 2,
      stderr: 'Ungültiges Datum: 31.02.2026\n',
    });
    await expect(command(['export'], { DATA_DIR: dataDir })).rejects.toMatchObject({ code: 2 });
  });
});

describe('on PostgreSQL', () => {
  test('list and export read the server database', async () => {
    postgres ??= await startPostgres();
    const url = await postgres.createDatabase(`cmd_${Date.now()}`);
    const dataDir = tempDir();
    const runtime = await createRuntime(
      loadEnv({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent', MIN_FILL_MS: '0' }),
    );
    try {
      await seed(runtime);
      const { stdout } = await command(['list'], { DATA_DIR: dataDir, DATABASE_URL: url });
      expect(stdout).toContain('2 Anfragen');
      expect(stdout).toContain('Jürgen Groß');
      const file = path.join(dataDir, 'pg.csv');
      await command(['export', '--csv', file, '--since', '2026-02-01'], { DATA_DIR: dataDir, DATABASE_URL: url });
      const lines = readFileSync(file, 'utf8').split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(2); // header and the one enquiry since February
      expect(lines[1]).toContain(';Jürgen;');
    } finally {
      await runtime.stop();
    }
  });
});
