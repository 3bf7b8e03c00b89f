/**
 * `npm run dev` is where a developer sees the islands work: Vite's development server inlines
 * scripts no build emits (its client, React's refresh preamble), so it must not send the site's
 * strict policy, which would block them and leave every island unhydrated. Builds keep the policy
 * (security-headers tests, csp-problems in the end-to-end suite).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/postgres.ts';

describe('the development server (astro dev, as npm run dev starts it)', () => {
  let child: ChildProcess;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn('node_modules/.bin/astro', ['dev', '--host', '127.0.0.1', '--port', String(port)], {
      stdio: 'ignore',
      detached: true,
      // As a developer's shell starts it: not in the test runner's mode.
      env: Object.fromEntries(
        Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'),
      ),
    });
    const until = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/`)).ok) return;
      } catch {
        // not listening yet
      }
      // (astro dev refuses to start while another development server of this project runs.)
      if (Date.now() > until) throw new Error('astro dev did not answer within 90 s (is npm run dev running?)');
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 190_000);

  afterAll(() => {
    if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  });

  it('sends no Content-Security-Policy, so its own inline scripts run and islands hydrate', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBeNull();
    const html = await response.text();
    expect(html).not.toMatch(/http-equiv="content-security-policy"/i);
    expect(html).toContain('/@vite/client');
    expect(html).toContain('<astro-island');
  });
});
