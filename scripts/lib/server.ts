/**
 * Starts the built production server (src/server/main.ts) on a free loopback port with its own
 * temporary data folder, for e2e tests and scripts. Resolves once it listens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed (JSON log lines). */
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startServer(
  extraEnv: Record<string, string> = {},
  opts: { keepData?: boolean; dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'site-data-'));
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: process.env.ASTRO_OUT_DIR ?? process.env.DIST_DIR ?? 'dist',
      NODE_ENV: 'production',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test runner that exits (or a worker torn down after a hook timeout) takes its server along.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Do not leave a server behind that may still come up after the caller gave up on it.
      child.kill('SIGKILL');
      reject(new Error(`server did not start within 60 s:\n${out}`));
    }, 60_000);
    const check = () => {
      const m = out.match(/"port":(\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    process: child,
    output: () => out,
    stop(signal = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => {
          if (!opts.keepData && !opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill(signal);
      });
    },
  };
}
