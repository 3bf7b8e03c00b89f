/**
 * Keystatic's writes in progress, shared by the editing command's save check (which runs inside
 * the development server's page modules) and its Vite plugin (which runs in the server's own
 * process scope): one record per process, on `globalThis`, since each loads this module apart.
 */
interface Writes {
  /** Writes answered not yet. */
  running: number;
  /** When the last write was answered (ms since the epoch). */
  doneAt: number;
}

const KEY = Symbol.for('site.editor.writes');

export function writes(): Writes {
  return ((globalThis as Record<symbol, unknown>)[KEY] ??= { running: 0, doneAt: 0 }) as Writes;
}

/** Runs a write, counting it as running until it is answered. */
export async function counted<T>(write: () => Promise<T>): Promise<T> {
  const state = writes();
  state.running++;
  try {
    return await write();
  } finally {
    state.running--;
    state.doneAt = Date.now();
  }
}
