/**
 * Logical backup and restore of the enquiry database, the same on PGlite and PostgreSQL
 * (`npm run db:backup -- FILE`, `npm run db:restore -- FILE`, scripts/db-backup.ts).
 *
 * Format: JSON lines, nothing but Node and the database needed on the host (no pg_dump whose
 * version must match the server's). Every line is pure ASCII (any other character written as a
 * JSON `\uXXXX` escape) and lines end with LF alone, which the reader (`backupLines`) is the only
 * separator it splits on: whatever character a field holds (U+2028, U+2029, CR, NEL, astral
 * characters), writer and reader agree on where a line ends. Line 1 is a header (format, schema version, columns per
 * table), then one line per row (`{"t":table,"r":row}`, the row exactly as PostgreSQL's
 * `row_to_json` writes it, so timestamps keep their microseconds), then a trailer with the row
 * counts and the SHA-256 of every line before it. A file without a matching trailer is refused.
 * A backup of PGlite restores into PostgreSQL and back (the way from one process to several).
 *
 * Backed up: every table in BACKUP_TABLES (enquiries, then their outbox mails with their state:
 * sent or pending, attempts, next attempt). Left out: the rate-limit counters (SKIPPED_TABLES):
 * they expire within RATE_LIMIT_WINDOW_SECONDS anyway and hold only hashed client addresses.
 *
 * The backup reads one snapshot (a repeatable-read transaction), so every mail has its enquiry.
 * Restore runs the migrations, refuses a database that already holds enquiries or mails, or a
 * backup made by a newer schema, and inserts everything in one transaction: all or nothing.
 *
 * Backup files hold personal data (names, addresses, messages): they are written with mode
 * 0600 (scripts/db-backup.ts) and fall under the same retention as the database.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './db/index.ts';

export const BACKUP_FORMAT = 'schlafmanufaktur-enquiries-backup';
export const BACKUP_VERSION = 1;
/** In foreign-key order: an outbox row references its enquiry. */
export const BACKUP_TABLES = ['enquiries', 'outbox'] as const;
/** Tables deliberately left out of backups (see above). */
export const SKIPPED_TABLES = ['rate_limits'] as const;

const BATCH = 250;

/**
 * JSON text with every character outside printable ASCII written as a `\uXXXX` escape (surrogate
 * pairs as two escapes). Such characters can only stand inside JSON strings, where the escape
 * means the same character, so the value is unchanged; the line holds no byte a line reader could
 * take for a line end.
 */
export function asciiJson(json: string): string {
  return json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The lines of a backup file or stream: split on LF alone (a CR before it is kept and makes the
 * line fail its checksum; readline would also split on CR, U+2028 and U+2029).
 */
export async function* backupLines(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let rest = '';
  for await (const chunk of chunks) {
    rest += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let nl: number;
    while ((nl = rest.indexOf('\n')) >= 0) {
      yield rest.slice(0, nl);
      rest = rest.slice(nl + 1);
    }
  }
  rest += decoder.decode();
  if (rest !== '') yield rest;
}

export type BackupTable = (typeof BACKUP_TABLES)[number];
export type BackupCounts = Record<BackupTable, number>;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** Timestamp of the newest migration applied to the database backed up (drizzle's journal). */
  schema: number;
  columns: Record<BackupTable, string[]>;
}

interface Trailer {
  end: true;
  counts: BackupCounts;
  sha256: string;
}

/** Raised for a backup that cannot be restored here; nothing was written. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

async function query<T extends Record<string, unknown>>(db: Pick<Db, 'execute'>, statement: SQL): Promise<T[]> {
  // The result's shape depends on the driver (PGlite or node-postgres); both carry `rows`.
  const result = (await db.execute<T>(statement)) as { rows: T[] };
  return result.rows;
}

async function schemaVersion(db: Pick<Db, 'execute'>): Promise<number> {
  const [row] = await query<{ v: string | null }>(
    db,
    sql`select max(created_at)::text as v from drizzle.__drizzle_migrations`,
  );
  return Number(row?.v ?? 0);
}

async function columnsOf(db: Pick<Db, 'execute'>, table: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`select column_name::text as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  return rows.map((r) => r.name);
}

/** Every table of the application schema (for the test that no table is forgotten). */
export async function applicationTables(db: Db): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`select table_name::text as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * Reads a consistent snapshot and hands each line (without newline) to `write`, which may
 * return a promise to apply back-pressure. Returns the row counts.
 */
export async function createBackup(
  db: Db,
  source: BackupHeader['source'],
  write: (line: string) => void | Promise<void>,
): Promise<BackupCounts> {
  return db.transaction(
    async (tx) => {
      const hash = createHash('sha256');
      const emit = async (json: string) => {
        const line = asciiJson(json);
        hash.update(line).update('\n');
        await write(line);
      };
      const columns = {} as Record<BackupTable, string[]>;
      for (const table of BACKUP_TABLES) columns[table] = await columnsOf(tx, table);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        source,
        schema: await schemaVersion(tx),
        columns,
      };
      await emit(JSON.stringify(header));
      const counts = { enquiries: 0, outbox: 0 };
      for (const table of BACKUP_TABLES) {
        let after: string | null = null;
        for (;;) {
          // Keyset pages by primary key; row_to_json keeps every value exactly (microseconds too).
          const page: { k: string; j: string }[] = await query<{ k: string; j: string }>(
            tx,
            sql`select t.id::text as k, row_to_json(t)::text as j from ${sql.identifier(table)} t
                where ${after === null ? sql`true` : sql`t.id > ${after}::uuid`}
                order by t.id limit ${BATCH}`,
          );
          for (const row of page) await emit(`{"t":${JSON.stringify(table)},"r":${row.j}}`);
          counts[table] += page.length;
          if (page.length < BATCH) break;
          after = page.at(-1)!.k;
        }
      }
      const trailer: Trailer = { end: true, counts, sha256: hash.digest('hex') };
      await write(JSON.stringify(trailer));
      return counts;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function parseLine(line: string, n: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupError(`line ${n} is not valid JSON: the file is damaged`);
  }
}

function checkHeader(value: unknown): BackupHeader {
  const h = value as Partial<BackupHeader> | null;
  if (!h || h.format !== BACKUP_FORMAT) throw new BackupError('not a backup of this site (unknown format)');
  if (h.version !== BACKUP_VERSION) throw new BackupError(`backup format version ${h.version} is not supported`);
  for (const table of BACKUP_TABLES) {
    if (!Array.isArray(h.columns?.[table])) throw new BackupError(`the header lists no columns for ${table}`);
  }
  return h as BackupHeader;
}

export type BackupItem = { kind: 'header'; header: BackupHeader } | { kind: 'row'; table: BackupTable; row: object };

/**
 * Reads a backup's lines: yields the header, then every row. Once the input ends it checks the
 * end marker (present, last, row counts and checksum matching) and throws a BackupError when
 * anything is off, so a consumer inside a transaction rolls back.
 */
async function* readBackup(lines: AsyncIterable<string>): AsyncGenerator<BackupItem, BackupCounts> {
  const hash = createHash('sha256');
  let header: BackupHeader | undefined;
  let trailer: Trailer | undefined;
  const counts = { enquiries: 0, outbox: 0 };
  let n = 0;
  for await (const line of lines) {
    n++;
    if (line === '') continue;
    if (trailer) throw new BackupError(`line ${n} follows the end marker: the file is damaged`);
    const value = parseLine(line, n);
    if (!header) {
      header = checkHeader(value);
      hash.update(line).update('\n');
      yield { kind: 'header', header };
      continue;
    }
    const record = value as { t?: unknown; r?: unknown; end?: unknown };
    if (record.end === true) {
      trailer = value as Trailer;
      continue;
    }
    const table = record.t as BackupTable;
    if (!BACKUP_TABLES.includes(table) || typeof record.r !== 'object' || record.r === null) {
      throw new BackupError(`line ${n} is not a row of a known table`);
    }
    hash.update(line).update('\n');
    counts[table]++;
    yield { kind: 'row', table, row: record.r };
  }
  if (!header) throw new BackupError('the file is empty');
  if (!trailer) throw new BackupError('the end marker is missing: the backup is incomplete');
  if (trailer.sha256 !== hash.digest('hex')) throw new BackupError('checksum mismatch: the file was altered');
  for (const table of BACKUP_TABLES) {
    if (trailer.counts?.[table] !== counts[table]) {
      throw new BackupError(`${table}: ${counts[table]} rows read, the end marker says ${trailer.counts?.[table]}`);
    }
  }
  return counts;
}

/** Checks a backup without a database: complete, unaltered; returns its header and counts. */
export async function verifyBackup(
  lines: AsyncIterable<string>,
): Promise<{ header: BackupHeader; counts: BackupCounts }> {
  const reader = readBackup(lines);
  let header: BackupHeader | undefined;
  for (;;) {
    const next = await reader.next();
    if (next.done) return { header: header!, counts: next.value };
    if (next.value.kind === 'header') header = next.value.header;
  }
}

/**
 * Restores a backup (its lines, in order) into a migrated database that holds no enquiries and
 * no mails. All or nothing: any problem, including a missing or wrong end marker, rolls back.
 */
export async function restoreBackup(db: Db, lines: AsyncIterable<string>): Promise<BackupCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table enquiries, outbox in exclusive mode`);
    const [existing] = await query<{ e: number; o: number }>(
      tx,
      sql`select (select count(*) from enquiries)::int as e, (select count(*) from outbox)::int as o`,
    );
    if (existing && (existing.e > 0 || existing.o > 0)) {
      throw new BackupError(
        `the database is not empty (${existing.e} enquiries, ${existing.o} mails): restore needs an empty database`,
      );
    }

    let header: BackupHeader | undefined;
    let batch: { table: BackupTable; rows: object[] } | undefined;
    const flush = async () => {
      if (!batch || batch.rows.length === 0) return;
      const { table, rows } = batch;
      const cols = sql.join(
        header!.columns[table].map((c) => sql.identifier(c)),
        sql`, `,
      );
      await tx.execute(
        sql`insert into ${sql.identifier(table)} (${cols})
            select ${cols} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
      );
      batch = undefined;
    };

    const reader = readBackup(lines);
    for (;;) {
      const next = await reader.next();
      if (next.done) {
        await flush();
        return next.value;
      }
      const item = next.value;
      if (item.kind === 'header') {
        header = item.header;
        if (header.schema > (await schemaVersion(tx))) {
          throw new BackupError('the backup was made by a newer version of the site: update the code first');
        }
        for (const table of BACKUP_TABLES) {
          const target = new Set(await columnsOf(tx, table));
          const unknown = header.columns[table].filter((c) => !target.has(c));
          if (unknown.length) throw new BackupError(`${table} has no column ${unknown.join(', ')} here`);
        }
        continue;
      }
      if (batch && batch.table !== item.table) await flush();
      batch ??= { table: item.table, rows: [] };
      batch.rows.push(item.row);
      if (batch.rows.length >= BATCH) await flush();
    }
  });
}
