/**
 * Load tests with autocannon: GET /healthz and static pages on the production server vs. a plain
 * static file server over the same build (scripts/bench/static-server.ts), and POST /api/contact
 * at a fixed request rate.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

export interface LoadResult {
  path: string;
  server: 'production' | 'reference';
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadComparison {
  path: string;
  production: LoadResult;
  reference: LoadResult | null;
  /** production req/s divided by reference req/s. */
  ratio: number | null;
}

export interface ContactResult {
  available: boolean;
  note: string;
  rate?: number;
  requests?: number;
  p50Ms?: number;
  p99Ms?: number;
  non2xx?: number;
  errors?: number;
}

const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip, deflate', accept: 'text/html,*/*' };

async function cannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err: unknown, result) =>
      err ? reject(err instanceof Error ? err : new Error('autocannon failed', { cause: err })) : resolve(result),
    );
  });
}

async function hit(
  base: string,
  pathname: string,
  server: LoadResult['server'],
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const r = await cannon({ url: base + pathname, connections, duration: seconds, headers: BROWSER_HEADERS });
  return {
    path: pathname,
    server,
    requestsPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** Two runs of the same path and server: mean req/s and p50, the worse p99, summed failures. */
function combine(a: LoadResult, b: LoadResult): LoadResult {
  return {
    ...a,
    requestsPerSec: Math.round((a.requestsPerSec + b.requestsPerSec) / 2),
    p50Ms: (a.p50Ms + b.p50Ms) / 2,
    p99Ms: Math.max(a.p99Ms, b.p99Ms),
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
  };
}

/** Starts the reference static server on a free loopback port. */
export async function startReferenceServer(clientDir: string) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'static-server.ts'), clientDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = out.match(/"port":(\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`reference server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function compareServers(
  production: string,
  reference: string,
  pages: string[],
  seconds: number,
  connections: number,
  onResult: (c: LoadComparison) => void,
): Promise<LoadComparison[]> {
  const out: LoadComparison[] = [];
  const health = await hit(production, '/healthz', 'production', seconds, connections);
  out.push({ path: '/healthz', production: health, reference: null, ratio: null });
  onResult(out.at(-1)!);
  for (const page of pages) {
    // A-B-B-A halves, so that a machine whose load drifts during the run favours neither server.
    const half = Math.max(1, seconds / 2);
    const p1 = await hit(production, page, 'production', half, connections);
    const r1 = await hit(reference, page, 'reference', half, connections);
    const r2 = await hit(reference, page, 'reference', half, connections);
    const p2 = await hit(production, page, 'production', half, connections);
    const prod = combine(p1, p2);
    const ref = combine(r1, r2);
    out.push({
      path: page,
      production: prod,
      reference: ref,
      ratio: ref.requestsPerSec ? Number((prod.requestsPerSec / ref.requestsPerSec).toFixed(2)) : null,
    });
    onResult(out.at(-1)!);
  }
  return out;
}

/**
 * A valid enquiry as the contact form posts it: the fields of the shared schema
 * (src/lib/contact-schema.ts) plus its spam signals, the empty honeypot and the fill time
 * (10 s, well above the server's minimum). Every request gets its own address and text.
 */
async function contactBody(n: number): Promise<Record<string, unknown>> {
  const { honeypot, signals } = await schemaExtras();
  const body: Record<string, unknown> = {
    firstName: 'Erika',
    lastName: 'Musterfrau',
    email: `bench+${n}@example.org`,
    phone: '',
    interest: 'Matratze',
    message: `Lasttest-Anfrage Nummer ${n}: Bitte um Rückruf zu einer Matratze in 90 x 200 cm.`,
  };
  if (honeypot) body[honeypot] = '';
  for (const key of signals) {
    if (key in body) continue;
    if (/(ms|elapsed|duration)$/i.test(key)) body[key] = 10_000;
    else if (/(at|time|started|rendered)$/i.test(key)) body[key] = Date.now() - 10_000;
  }
  return body;
}

let extras: { honeypot?: string; signals: string[] } | undefined;
async function schemaExtras() {
  if (extras) return extras;
  extras = { signals: [] };
  const file = path.resolve(import.meta.dirname, '../../src/lib/contact-schema.ts');
  if (!existsSync(file)) return extras;
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  if (typeof mod.HONEYPOT_FIELD === 'string') extras.honeypot = mod.HONEYPOT_FIELD;
  const shape = (mod.spamSignalsSchema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (shape) extras.signals = Object.keys(shape);
  return extras;
}

export async function benchContact(base: string, rate: number, seconds: number): Promise<ContactResult> {
  // What a browser on the site's own origin sends with the form's fetch.
  const headers = { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' };
  const probe = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers,
    body: JSON.stringify(await contactBody(0)),
  });
  const probeText = (await probe.text()).slice(0, 200);
  if (probe.status === 404) return { available: false, note: 'not available: POST /api/contact answers 404' };
  if (probe.status >= 300)
    return { available: false, note: `not available: a valid enquiry answers ${probe.status} ${probeText}` };

  let n = 1;
  const bodies = await Promise.all(Array.from({ length: rate * seconds + 200 }, (_, i) => contactBody(i + 1)));
  const r = await cannon({
    url: `${base}/api/contact`,
    connections: Math.min(50, rate),
    overallRate: rate,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers,
        setupRequest: (req) => ({ ...req, body: JSON.stringify(bodies[n++ % bodies.length]) }),
      },
    ],
  });
  return {
    available: true,
    note: `POST /api/contact at ${rate} req/s for ${seconds} s (RATE_LIMIT_MAX lifted)`,
    rate,
    requests: r.requests.total,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
