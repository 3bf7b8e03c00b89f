/**
 * What the editor tests share to run Astro in a copy of the project (`astro dev` with the editor,
 * `astro build`): the files copied, the environment (caches inside the copy, no telemetry), a free
 * loopback port and the wait for the editor to answer.
 */
import { createServer } from 'node:net';
import path from 'node:path';

/** What the sources need to run the editor and build; everything else stays behind. */
export const COPIED = [
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
export function freePort(): Promise<number> {
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
export async function waitFor(url: string, ms: number, log: () => string): Promise<void> {
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
