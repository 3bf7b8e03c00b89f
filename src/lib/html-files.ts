import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every `.html` file below `dir` (full paths), for the build steps and the server's start. Server/build only. */
export function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}
