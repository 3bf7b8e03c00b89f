/**
 * The server runtime: everything stateful that lives once per process (logger, database,
 * outbox dispatcher ...). `src/server/main.ts` starts it before listening and stops it on
 * SIGTERM; the Astro-bundled API route reaches the same instance through `getRuntime()`.
 *
 * The bundle and main.ts load this module as two copies, so the one instance is kept under a
 * global symbol, not in module scope.
 */
import type { Logger } from 'pino';
import { loadEnv, type Env } from './env.ts';
import { getLogger } from './logger.ts';

export interface Runtime {
  env: Env;
  logger: Logger;
  /** Health of the dependencies, for GET /healthz. */
  health(): Promise<{ ok: boolean; checks: Record<string, string> }>;
  stop(): Promise<void>;
}

const KEY = Symbol.for('schlafmanufaktur.runtime');
type Holder = { [KEY]?: Promise<Runtime> };
const holder = globalThis as Holder;

async function createRuntime(env: Env): Promise<Runtime> {
  const logger = getLogger(env.LOG_LEVEL);
  return {
    env,
    logger,
    async health() {
      return { ok: true, checks: {} };
    },
    async stop() {},
  };
}

/** Starts the runtime once per process (idempotent). */
export function startRuntime(env: Env = loadEnv()): Promise<Runtime> {
  holder[KEY] ??= createRuntime(env);
  return holder[KEY];
}

/** The running runtime; starts it lazily where no host process did (e.g. `astro dev`). */
export function getRuntime(): Promise<Runtime> {
  return holder[KEY] ?? startRuntime();
}

export async function stopRuntime(): Promise<void> {
  const pending = holder[KEY];
  if (!pending) return;
  delete holder[KEY];
  await (await pending).stop();
}
