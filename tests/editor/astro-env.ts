/**
 * The environment for Astro run in a copy of the project (the editor tests' `astro dev` and
 * `astro build`): its caches inside the copy, no telemetry.
 */
import path from 'node:path';

export function astroEnv(work: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...extra,
    ASTRO_CACHE_DIR: path.join(work, '.cache/astro'),
    VITE_CACHE_DIR: path.join(work, '.cache/vite'),
    ASTRO_TELEMETRY_DISABLED: '1',
  };
}
