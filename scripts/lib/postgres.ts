/**
 * Starts a real PostgreSQL server for tests: a fresh cluster in a temporary folder, listening
 * only on 127.0.0.1 at a free port, with durability switched off for speed. Uses the server
 * binaries of Debian's `postgresql` package (/usr/lib/postgresql/<version>/bin); as root it
 * runs them as the `postgres` user, since initdb refuses root.
 *
 *   const pg = await startPostgres();
 *   const url = await pg.createDatabase('t1');   // an empty database of its own
 *   ...
 *   await pg.stop();                             // stops the server and deletes the folder
 *
 * `halt()` / `resume()` stop and restart the server on the same port and data (outage tests).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface RunningPostgres {
  /** Connection string of the default `postgres` database. */
  url: string;
  port: number;
  dataDir: string;
  /** Creates an empty database and returns its connection string. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server process, keeping its data (connections fail until resume()). */
  halt(): Promise<void>;
  /** Starts the server again on the same port and data. */
  resume(): Promise<void>;
  /** Stops the server and deletes its data. */
  stop(): Promise<void>;
}

/** The newest PostgreSQL server bin folder, or undefined when none is installed. */
function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN_DIR && existsSync(path.join(process.env.PG_BIN_DIR, 'initdb'))) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** The command line, run as `postgres` when we are root. */
function command(bin: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

function chownRecursive(dir: string, uid: number, gid: number) {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) chownRecursive(p, uid, gid);
    else chownSync(p, uid, gid);
  }
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}:\n${output()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections within 30 s:\n${output()}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin). Install them with `sudo apt-get install -y postgresql` or set PG_BIN_DIR.',
    );
  }
  const root = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  const dataDir = path.join(root, 'data');
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
    chownRecursive(root, uid, gid);
  }
  const user = asRoot ? 'postgres' : userInfo().username;
  const [initCmd, initArgs] = command(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    user,
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);

  const port = await freePort();
  const url = `postgres://${user}@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | undefined;
  let out = '';

  const launch = async () => {
    out = '';
    const [cmd, args] = command(path.join(bin, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      root,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ]);
    const proc = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child = proc;
    await waitUntilReady(url, proc, () => out);
  };

  /** Fast shutdown, signalled to the postmaster itself (runuser may not forward signals). */
  const halt = async () => {
    const proc = child;
    if (!proc || proc.exitCode !== null) return;
    const pidFile = path.join(dataDir, 'postmaster.pid');
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : proc.pid;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    try {
      process.kill(pid!, 'SIGINT');
    } catch {
      proc.kill('SIGINT');
    }
    // Fast shutdown normally ends within a second; on a loaded machine escalate to an immediate
    // shutdown and finally kill the wrapper, so a test hook never hangs.
    const escalate = (signal: NodeJS.Signals) => () => {
      try {
        process.kill(pid!, signal);
      } catch {
        /* already gone */
      }
      if (signal === 'SIGKILL') proc.kill('SIGKILL');
    };
    const quit = setTimeout(escalate('SIGQUIT'), 10_000);
    const kill = setTimeout(escalate('SIGKILL'), 20_000);
    await exited;
    clearTimeout(quit);
    clearTimeout(kill);
    child = undefined;
  };

  await launch();

  return {
    url,
    port,
    dataDir,
    async createDatabase(name: string) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return url.replace(/\/postgres$/, `/${name}`);
    },
    halt,
    resume: launch,
    async stop() {
      await halt();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
