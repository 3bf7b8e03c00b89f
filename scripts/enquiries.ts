/**
 * The owner's command for contact enquiries (no web admin, no login):
 *
 *   npm run enquiries -- list [--since DATE]
 *   npm run enquiries -- export --csv FILE [--since DATE] [--separator ';'|','|tab]
 *
 * DATE is YYYY-MM-DD or DD.MM.YYYY (midnight, local time). The CSV is UTF-8 with BOM and ';' as
 * separator, so Excel in German opens it with umlauts and columns intact.
 *
 * Reads the same database as the server: PostgreSQL when DATABASE_URL is set, else the embedded
 * PGlite under DATA_DIR. PGlite can be open in one process only, so while the server runs it
 * answers through its owner socket (DATA_DIR/enquiries.sock); otherwise the command opens the
 * database itself.
 */
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, pgliteDir, pgliteLockHolder } from '../src/server/db/index.ts';
import type { EnquiryRow } from '../src/server/db/schema.ts';
import { csvSeparators, enquiriesCsv, formatDate, listEnquiries, terminalSafe } from '../src/server/enquiry-export.ts';
import { ownerSocketPath, requestOwnerSocket } from '../src/server/owner-socket.ts';
import { loadEnv } from '../src/server/env.ts';

const usage = `Verwendung:
  npm run enquiries -- list [--since DATUM]
  npm run enquiries -- export --csv DATEI [--since DATUM] [--separator ';'|','|tab]

DATUM: JJJJ-MM-TT oder TT.MM.JJJJ; Trennzeichen: ';' (Vorgabe, Excel auf Deutsch), ',' oder tab`;

class UsageError extends Error {}

export function parseSince(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  let m = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  const parts = m ? [m[1], m[2], m[3]] : (m = value.match(/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/)) && [m[3], m[2], m[1]];
  if (!parts) throw new UsageError(`Ungültiges Datum: ${value}`);
  const [y, mo, d] = parts.map(Number) as [number, number, number];
  const date = new Date(y, mo - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) {
    throw new UsageError(`Ungültiges Datum: ${value}`);
  }
  return date;
}

async function readEnquiries(since: Date | undefined): Promise<EnquiryRow[]> {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    if (!existsSync(pgliteDir(env.dataDir))) return [];
    if (pgliteLockHolder(env.dataDir) !== undefined) {
      return requestOwnerSocket(ownerSocketPath(env.dataDir), { cmd: 'list', since: since?.toISOString() });
    }
  }
  const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL, poolSize: 1 });
  try {
    await database.migrate();
    return await listEnquiries(database.db, { since });
  } finally {
    await database.close();
  }
}

/** The list as the owner reads it; every stored text goes through terminalSafe (no raw controls). */
export function formatList(rows: EnquiryRow[]): string {
  const t = terminalSafe;
  const out: string[] = [rows.length === 1 ? '1 Anfrage' : `${rows.length} Anfragen`];
  for (const r of rows) {
    out.push(
      '',
      `${formatDate(r.createdAt)}  ${t(r.firstName)} ${t(r.lastName)} <${t(r.email)}>${r.phone ? `  Tel. ${t(r.phone)}` : ''}`,
      `Interesse: ${t(r.interest)}`,
      ...r.message.split(/\r?\n/).map((line) => `  ${t(line)}`),
      ...(r.healthConsentAt
        ? [`Einwilligung Gesundheitsangabe: ${formatDate(r.healthConsentAt)}: „${t(r.healthConsentText ?? '')}“`]
        : []),
    );
  }
  return out.join('\n');
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      csv: { type: 'string' },
      separator: { type: 'string', default: ';' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command] = positionals;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const since = parseSince(values.since);
  if (command === 'list' && positionals.length === 1 && !values.csv) {
    console.log(formatList(await readEnquiries(since)));
    return 0;
  }
  if (command === 'export' && positionals.length === 1 && values.csv) {
    const separator = csvSeparators[values.separator as keyof typeof csvSeparators];
    if (!separator) throw new UsageError(`Ungültiges Trennzeichen: ${values.separator}\n\n${usage}`);
    const rows = await readEnquiries(since);
    const file = path.resolve(values.csv);
    // The export holds personal data: readable by the owner only, also when it replaces a file.
    writeFileSync(file, enquiriesCsv(rows, separator), { mode: 0o600 });
    chmodSync(file, 0o600);
    console.log(`${rows.length} ${rows.length === 1 ? 'Anfrage' : 'Anfragen'} exportiert nach ${file}`);
    return 0;
  }
  throw new UsageError(usage);
}

if (import.meta.main) {
  // Files this command creates (the CSV, a database it opens) are for the owner only.
  process.umask(0o077);
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
        console.error((err as Error).message);
        process.exit(2);
      }
      console.error(`Fehler: ${(err as Error).message}`);
      process.exit(1);
    },
  );
}
