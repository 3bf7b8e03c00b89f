/**
 * Backup and restore of the enquiry database (format and guarantees: src/server/backup.ts):
 *
 *   npm run db:backup -- FILE     a consistent snapshot, written with mode 0600
 *   npm run db:restore -- FILE    into an empty database (stop the server first on PGlite)
 *
 * Same settings as the server: PostgreSQL when DATABASE_URL is set, else the embedded PGlite
 * under DATA_DIR. PGlite can be open in one process only, so while the server runs the backup
 * is taken through its owner socket (DATA_DIR/enquiries.sock); restore needs it stopped.
 * PostgreSQL is backed up while the servers run; restore refuses a database that already holds
 * enquiries or mails.
 */
import { closeSync, createReadStream, existsSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import {
  BackupError,
  backupLines,
  createBackup,
  restoreBackup,
  verifyBackup,
  type BackupCounts,
} from '../src/server/backup.ts';
import { openDatabase, pgliteDir, pgliteLockHolder } from '../src/server/db/index.ts';
import { ownerSocketPath } from '../src/server/owner-socket.ts';
import { loadEnv } from '../src/server/env.ts';

const usage = `Usage:
  npm run db:backup -- FILE
  npm run db:restore -- FILE`;

class UsageError extends Error {}

function describe(counts: BackupCounts): string {
  return `${counts.enquiries} enquiries, ${counts.outbox} mails`;
}

/** The file's lines, split on LF alone (src/server/backup.ts). */
function lines(file: string): AsyncGenerator<string> {
  return backupLines(createReadStream(file));
}

/** Streams the owner socket's backup lines to `write`; rejects on an error answer or a cut stream. */
function backupOverSocket(socketPath: string, write: (chunk: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    // The first line is the backup's header, or the server's error answer.
    let head: string | undefined = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(JSON.stringify({ cmd: 'backup' }) + '\n'));
    socket.on('data', (chunk: string) => {
      if (head === undefined) return write(chunk);
      head += chunk;
      const nl = head.indexOf('\n');
      if (nl < 0) return;
      const answer = JSON.parse(head.slice(0, nl)) as { ok?: boolean; error?: string };
      if (answer.ok === false) {
        socket.destroy();
        return reject(new Error(`the server could not take the backup: ${answer.error}`));
      }
      write(head);
      head = undefined;
    });
    socket.on('error', reject);
    socket.on('end', () => resolve());
  });
}

async function backup(file: string): Promise<void> {
  const env = loadEnv();
  const target = path.resolve(file);
  // Personal data: created 0600 (not just chmod-ed later), renamed into place once complete.
  const tmp = `${target}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'wx', 0o600);
  let via: string;
  try {
    const write = (text: string) => {
      writeSync(fd, text);
    };
    if (!env.DATABASE_URL && pgliteLockHolder(env.dataDir) !== undefined) {
      via = `the running server (${ownerSocketPath(env.dataDir)})`;
      await backupOverSocket(ownerSocketPath(env.dataDir), write);
    } else {
      if (!env.DATABASE_URL && !existsSync(pgliteDir(env.dataDir))) {
        throw new BackupError(`there is no database in ${pgliteDir(env.dataDir)} (DATA_DIR)`);
      }
      const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL, poolSize: 1 });
      via = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : pgliteDir(env.dataDir);
      try {
        await createBackup(database.db, database.kind, (line) => write(line + '\n'));
      } finally {
        await database.close();
      }
    }
    fsyncSync(fd);
    closeSync(fd);
    const { counts } = await verifyBackup(lines(tmp));
    renameSync(tmp, target);
    console.log(`Backup of ${describe(counts)} from ${via} written to ${target} (mode 0600)`);
  } catch (err) {
    try {
      closeSync(fd);
    } catch {
      /* already closed */
    }
    rmSync(tmp, { force: true });
    throw err;
  }
}

async function restore(file: string): Promise<void> {
  const env = loadEnv();
  const source = path.resolve(file);
  if (!existsSync(source)) throw new UsageError(`No such file: ${source}`);
  // Check the whole file before touching the database.
  const { header, counts } = await verifyBackup(lines(source));
  if (!env.DATABASE_URL) {
    const holder = pgliteLockHolder(env.dataDir);
    if (holder !== undefined) {
      throw new BackupError(
        `the server (process ${holder}) holds the embedded database in ${pgliteDir(env.dataDir)}: stop it first`,
      );
    }
  }
  const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL, poolSize: 1 });
  try {
    await database.migrate();
    const restored = await restoreBackup(database.db, lines(source));
    const into = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : pgliteDir(env.dataDir);
    console.log(
      `Restored ${describe(restored)} (backup of ${header.createdAt} from ${header.source}, ${describe(counts)}) into ${into}`,
    );
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, file, ...rest] = argv;
  if (!file || rest.length || (command !== 'backup' && command !== 'restore')) throw new UsageError(usage);
  if (command === 'backup') await backup(file);
  else await restore(file);
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (err: unknown) => {
      if (err instanceof UsageError) {
        console.error(err.message);
        process.exit(2);
      }
      console.error(`Error: ${(err as Error).message}`);
      process.exit(1);
    },
  );
}
