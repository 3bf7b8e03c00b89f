/**
 * File modes of personal data at rest: DATA_DIR holds the enquiries (database files and their
 * write-ahead log, `.eml` mails, the owner socket, the hash secret), so it and everything under
 * it belong to the user the server runs as and nobody else: folders 0700, files 0600.
 *
 * New files get those modes from the process umask (0077, set at start by the server and the
 * owner command) and from explicit modes where this code creates them. `secureDataDir` also
 * tightens what an older version left readable, once at start.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/** Sets a mode; a file gone meanwhile (renamed by another process) is no error. */
function tighten(p: string, mode: number): void {
  try {
    chmodSync(p, mode);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/** Creates DATA_DIR (0700) if needed and sets every folder under it to 0700 and file to 0600. */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: DIR_MODE });
  const visit = (p: string) => {
    // Another process on the same DATA_DIR (a rolling restart) may rename or remove a file
    // between the listing and this look (a mail's `.tmp`): gone is nothing left to tighten.
    const stat = lstatSync(p, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== DIR_MODE) tighten(p, DIR_MODE);
      for (const name of readdirSync(p)) visit(path.join(p, name));
    } else if ((stat.mode & 0o777 & ~FILE_MODE) !== 0) {
      tighten(p, FILE_MODE);
    }
  };
  visit(dataDir);
}
