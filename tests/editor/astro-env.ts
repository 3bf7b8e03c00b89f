/**
 * What the editor tests share to run Astro in a copy of the project (`astro dev` with the editor,
 * `astro build`): the files copied, the environment (caches inside the copy, no telemetry), a free
 * loopback port and the wait for the editor to answer.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the sources need to run the editor and build; everything else stays behind. */
const COPIED = [
  'src',
  'scripts',
  'public',
  'astro.config.mjs',
  'astro.edit.config.mjs',
  'keystatic.config.tsx',
  'package.json',
  'tsconfig.json',
];

/** A port nothing listens on, on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 2xx; `log()` is the server's output, shown if it never does. */
async function waitFor(url: string, ms: number, log: () => string): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`edit server not up within ${ms} ms:\n${log()}`);
}

export function astroEnv(work: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...extra,
    ASTRO_CACHE_DIR: path.join(work, '.cache/astro'),
    VITE_CACHE_DIR: path.join(work, '.cache/vite'),
    ASTRO_TELEMETRY_DISABLED: '1',
  };
}

/** The editor running on a copy of the project: where the copy is and where the editor answers. */
export interface EditorCopy {
  work: string;
  base: string;
  /** Stops the editor's development server. */
  stop: () => void;
  /** Stops it and removes the copy (kept when KEEP_EDIT_COPY is set). */
  remove: () => void;
}

/**
 * Copies the sources to a temporary folder (node_modules linked) and starts `astro dev` with the
 * editor there on a free loopback port; resolves once the editor answers.
 */
export async function startEditor(prefix: string): Promise<EditorCopy> {
  const root = path.resolve(import.meta.dirname, '../..');
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of COPIED) cpSync(path.join(root, entry), path.join(work, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  // The linked node_modules lie outside the copy; the development server may read them.
  writeFileSync(
    path.join(work, 'astro.test.config.mjs'),
    `import edit from './astro.edit.config.mjs';
export default { ...edit, vite: { ...edit.vite, server: { fs: { allow: [${JSON.stringify(work)}, ${JSON.stringify(path.join(root, 'node_modules'))}] } } } };
`,
  );
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    path.join(root, 'node_modules/.bin/astro'),
    ['dev', '--config', 'astro.test.config.mjs', '--host', '127.0.0.1', '--port', String(port)],
    { cwd: work, env: astroEnv(work), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  server.stdout.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const stop = () => server.kill('SIGKILL');
  try {
    await waitFor(`${base}/keystatic`, 120_000, () => log);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    work,
    base,
    stop,
    remove: () => {
      stop();
      if (!process.env.KEEP_EDIT_COPY) rmSync(work, { recursive: true, force: true });
    },
  };
}
