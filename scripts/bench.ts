/**
 * `npm run bench`: what a visitor on a phone feels, measured in a real browser.
 *
 * Chromium (Playwright, CDP emulation) on a slow phone: Slow 4G (150 ms RTT, 1.6 Mbit/s down,
 * 750 kbit/s up), CPU slowed 4x, a fresh context (cold cache, no stored state) per load, 390 px
 * (scripts/bench/phone.ts). Nothing leaves loopback, by a resolver rule in the browser, not by
 * intercepting requests.
 * - Page loads, N per route (first visit: the cookie banner shows), driven over a bare CDP
 *   connection (no test driver in the page): FCP, LCP and CLS from the browser's own buffered
 *   entries, read after the load (no script in the page before its own); bytes transferred,
 *   elements and TBT are reported, not gated.
 * - Controls (scripts/bench/controls.ts), N per control: a cold load, then the first tap as soon
 *   as the control can be tapped (before its island has hydrated): the time to the first frame
 *   that shows the response, and INP from Google's `web-vitals` (injected by an init script, never
 *   part of the site).
 * - The chat's code (scripts/bench/chat-chunk.ts), once per build: gzip and brotli bytes of what
 *   opening the chat loads. Reported, not gated.
 * - The phone's speed in Lighthouse's BenchmarkIndex, unthrottled and at the slowdown, at the start
 *   and the end (scripts/bench/benchmark-index.ts): the slowdown is relative to this machine.
 * Budgets (gated, on medians): FCP ≤ 600 ms, LCP ≤ 800 ms, CLS 0, response ≤ 100 ms, INP ≤ 100 ms.
 *
 * Options: --no-build, --runs N (5), --routes /a,/b, --controls name,name (or 'none'),
 * --variants name=dir,name=dir (several builds, each a project folder with its built dist/, run
 * side by side and interleaved, so a comparison is fair on a busy machine), --lighthouse
 * (Lighthouse's scores beside, once per route), --chat-chunk (only the chat's code, per build:
 * files and their bytes; no page loads, taps or budgets). Writes bench/out/results.json and
 * bench/out/summary.md; exits non-zero when a budget is broken.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { controls as allControls, type Control } from './bench/controls.ts';
import { launchChromeForLighthouse, runLighthouse } from './bench/lighthouse.ts';
import { measureChatChunk, type ChunkSize } from './bench/chat-chunk.ts';
import { measureBenchmarkIndex } from './bench/benchmark-index.ts';
import {
  CPU_SLOWDOWN,
  NETWORK,
  PHONE,
  launchPhoneBrowser,
  measureLoad,
  slowPage,
  type LoadSample,
} from './bench/phone.ts';
import { CONSENT_STORAGE_KEY, NO_CONSENT, createConsent, serializeConsent } from '../src/lib/consent.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    routes: { type: 'string' },
    controls: { type: 'string' },
    variants: { type: 'string' },
    lighthouse: { type: 'boolean', default: false },
    'chat-chunk': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(args.runs));

const BUDGETS = { fcpMs: 600, lcpMs: 800, cls: 0, responseMs: 100, inpMs: 100 };

interface Variant {
  name: string;
  dir: string;
}
const variants: Variant[] = args.variants
  ? args.variants.split(',').map((v) => {
      const [name, dir] = v.split('=');
      return { name: name!, dir: path.resolve(dir ?? name!) };
    })
  : [{ name: 'site', dir: root }];

if (!args['no-build'] && !args.variants) {
  console.log('bench: building …');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The built server of a variant on a free loopback port, with its own data folder. */
async function startVariant(variant: Variant): Promise<{ url: string; stop: () => void }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: variant.dir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(variant.dir, process.env.ASTRO_OUT_DIR ?? 'dist'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /"port":(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${variant.name}: server exited with ${code}\n${out}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Pathnames of the built sitemap(s), plus /. */
function sitemapRoutes(clientDir: string): string[] {
  const index = readFileSync(path.join(clientDir, 'sitemap-index.xml'), 'utf8');
  const routes = new Set<string>(['/']);
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const file = path.join(clientDir, new URL(loc!).pathname);
    for (const [, page] of readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
      routes.add(new URL(page!).pathname);
    }
  }
  return [...routes];
}

const WEB_VITALS = readFileSync(path.join(root, 'node_modules/web-vitals/dist/web-vitals.iife.js'), 'utf8');

/**
 * web-vitals' INP, and the first frame after the first tap in which the page shows the response.
 * A tap that navigates (a form sent natively before its island has hydrated) is answered by the
 * next document: the tap's wall-clock time and, once seen, its response are kept in sessionStorage,
 * so the response is the first frame, in the old document or the new one, that shows it.
 */
function tapObservers(responded: string, armed: boolean): string {
  return `${WEB_VITALS}
window.__inp = null; window.__tap = null; window.__response = null; window.__beforeHydration = null;
window.__armed = ${armed};
webVitals.onINP((m) => { window.__inp = m.value; }, { reportAllChanges: true, durationThreshold: 0 });
const watch = (since) => {
  const frame = () => {
    let done = false;
    try { done = Boolean(${responded}); } catch {}
    if (done) {
      window.__response = performance.timeOrigin + performance.now() - since;
      try { sessionStorage.setItem('__benchResponse', String(window.__response)); } catch {}
    }
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};
const start = (e) => {
  if (!window.__armed || window.__tap !== null) return;
  window.__tap = e.timeStamp;
  const island = e.target && e.target.closest ? e.target.closest('astro-island') : null;
  window.__beforeHydration = island ? island.hasAttribute('ssr') : null;
  const since = performance.timeOrigin + e.timeStamp;
  try { sessionStorage.setItem('__benchTap', JSON.stringify([since, window.__beforeHydration])); } catch {}
  watch(since);
};
const navigatedBy = (() => { try { return JSON.parse(sessionStorage.getItem('__benchTap')); } catch { return null; } })();
const answered = (() => { try { return sessionStorage.getItem('__benchResponse'); } catch { return null; } })();
if (navigatedBy) {
  window.__tap = 0;
  window.__beforeHydration = navigatedBy[1];
  // Answered before the old document went (the pressed button), or by this one.
  if (answered !== null) window.__response = Number(answered);
  else watch(navigatedBy[0]);
}
addEventListener('pointerdown', start, true);
addEventListener('keydown', start, true);
`;
}

interface TapSample {
  responseMs: number | null;
  inpMs: number | null;
  beforeHydration: boolean | null;
}

async function measureControl(browser: Browser, baseUrl: string, control: Control): Promise<TapSample> {
  const { context, page } = await slowPage(browser, control.width);
  try {
    if (control.consentStored) {
      await page.addInitScript(
        ([key, value]) => localStorage.setItem(key!, value!),
        [CONSENT_STORAGE_KEY, serializeConsent(createConsent(NO_CONSENT))],
      );
    }
    await page.addInitScript({ content: tapObservers(control.responded, !control.prepare) });
    await page.goto(baseUrl + control.route, { waitUntil: 'commit', timeout: 90_000 });
    if (control.prepare) {
      await control.prepare(page);
      await page.evaluate(() => ((window as unknown as { __armed: boolean }).__armed = true));
    }
    await control.act(page);
    await page.waitForFunction(() => (window as unknown as { __response: unknown }).__response !== null, null, {
      timeout: 30_000,
    });
    // The interaction's next paint is in; let web-vitals report it. The browser hands over the
    // interaction's timing only when the main thread is free again, which on a loaded machine
    // (an island hydrating, a dialog turning modal) can take longer than half a second.
    await page.waitForTimeout(500);
    await page
      .waitForFunction(() => (window as unknown as { __inp: unknown }).__inp !== null, null, { timeout: 5_000 })
      .catch(() => undefined);
    return await page.evaluate(() => {
      const w = window as unknown as { __response: number; __inp: number | null; __beforeHydration: boolean | null };
      return { responseMs: w.__response, inpMs: w.__inp, beforeHydration: w.__beforeHydration };
    });
  } catch (error) {
    console.warn(`  ${control.name}: no response (${(error as Error).message.split('\n')[0]})`);
    return { responseMs: null, inpMs: null, beforeHydration: null };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
const spread = (values: number[]) =>
  values.length ? `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}` : '–';
const ms = (v: number) => (Number.isFinite(v) ? String(Math.round(v)) : '–');
const mark = (ok: boolean) => (ok ? '✓' : '✗');

// ---------------------------------------------------------------------------------------------

const loadAtStart = os.loadavg();
const servers = new Map<string, { url: string; stop: () => void }>();
for (const v of variants) servers.set(v.name, await startVariant(v));
const phone = await launchPhoneBrowser();
const { browser } = phone;
// --chat-chunk: what opening the chat loads, per build, and nothing else (nothing timed or gated).
if (args['chat-chunk']) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  for (const v of variants) {
    const c = await measureChatChunk(browser, servers.get(v.name)!.url, path.join(v.dir, 'dist', 'client'));
    console.log(
      `${v.name}: the chat's code, ${c.files.length} files, ${kb(c.rawBytes)} KB raw, ${kb(c.gzipBytes)} KB gzip, ${kb(c.brotliBytes)} KB brotli`,
    );
    for (const file of c.files) console.log(`  ${file}`);
  }
  await phone.close();
  for (const s of servers.values()) s.stop();
  process.exit(0);
}
const indexAtStart = await measureBenchmarkIndex(browser);
const stopAll = () => {
  for (const s of servers.values()) s.stop();
};
process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const routes = args.routes ? args.routes.split(',') : sitemapRoutes(path.join(variants[0]!.dir, 'dist', 'client'));
const chosenControls =
  args.controls === 'none'
    ? []
    : args.controls
      ? allControls.filter((c) => args.controls!.split(',').includes(c.name))
      : allControls;

/** Variants in a different order each round, so none always goes first. */
const rotated = (round: number) => variants.map((_, i) => variants[(i + round) % variants.length]!);

const loads = new Map<string, LoadSample[]>();
const taps = new Map<string, TapSample[]>();
const key = (variant: string, item: string) => `${variant}\t${item}`;
const push = <T>(map: Map<string, T[]>, k: string, v: T) => map.set(k, [...(map.get(k) ?? []), v]);

for (let round = 0; round < runs; round++) {
  console.log(`bench: round ${round + 1}/${runs} (load average ${os.loadavg()[0]!.toFixed(1)})`);
  for (const route of routes) {
    for (const v of rotated(round)) {
      const sample = await measureLoad(phone, servers.get(v.name)!.url + route);
      push(loads, key(v.name, route), sample);
      console.log(
        `  ${v.name} ${route}: FCP ${ms(sample.fcpMs)} LCP ${ms(sample.lcpMs)} CLS ${sample.cls.toFixed(3)} ${(sample.transferBytes / 1024).toFixed(1)} KB`,
      );
      for (const r of sample.external) console.warn(`    requested ${r.url}: ${r.error ?? 'not stopped'}`);
    }
  }
  for (const control of chosenControls) {
    for (const v of rotated(round)) {
      const sample = await measureControl(browser, servers.get(v.name)!.url, control);
      push(taps, key(v.name, control.name), sample);
      console.log(
        `  ${v.name} ${control.name}: response ${ms(sample.responseMs ?? NaN)} INP ${ms(sample.inpMs ?? NaN)}`,
      );
    }
  }
}

const chatChunks = new Map<string, ChunkSize>();
for (const v of variants) {
  try {
    chatChunks.set(
      v.name,
      await measureChatChunk(browser, servers.get(v.name)!.url, path.join(v.dir, 'dist', 'client')),
    );
  } catch (error) {
    console.warn(`  ${v.name} chat chunk: not measured (${(error as Error).message.split('\n')[0]})`);
  }
}

const lighthouse: Record<string, unknown> = {};
if (args.lighthouse) {
  const chrome = await launchChromeForLighthouse();
  try {
    for (const v of variants) {
      for (const route of routes)
        lighthouse[key(v.name, route)] = await runLighthouse(servers.get(v.name)!.url + route, chrome.port);
    }
  } finally {
    chrome.kill();
  }
}
const indexAtEnd = await measureBenchmarkIndex(browser);
await phone.close();
stopAll();

// ---------------------------------------------------------------------------------------------

const failures: string[] = [];
const lines: string[] = [
  `# Bench: ${new Date().toISOString()}`,
  '',
  `Chromium, ${PHONE.width} px, Slow 4G (${NETWORK.latency} ms, 1.6/0.75 Mbit/s), CPU ${CPU_SLOWDOWN}x, cold cache; ${runs} run(s); median (min–max). Load average ${loadAtStart.map((l) => l.toFixed(1)).join(' / ')} at start, ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the end.`,
  '',
  `Lighthouse BenchmarkIndex (Chrome DevTools' CPU calibration: 1000 a mid-tier phone, 264 a low-tier one): this machine ${indexAtStart.host} unthrottled, the bench's phone ${indexAtStart.phone} at the start and ${indexAtEnd.phone} at the end.`,
  '',
  '## Page loads',
  '',
  '| Route | Build | FCP ms | LCP ms | CLS | Transfer KB | Elements | TBT ms | Budgets |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
];
for (const route of routes) {
  for (const v of variants) {
    const s = loads.get(key(v.name, route)) ?? [];
    const fcp = s.map((x) => x.fcpMs);
    const lcp = s.map((x) => x.lcpMs);
    const cls = median(s.map((x) => x.cls));
    const ok = { fcp: median(fcp) <= BUDGETS.fcpMs, lcp: median(lcp) <= BUDGETS.lcpMs, cls: cls <= BUDGETS.cls };
    if (v === variants.at(-1)) {
      if (!ok.fcp) failures.push(`${route}: FCP ${ms(median(fcp))} ms > ${BUDGETS.fcpMs}`);
      if (!ok.lcp) failures.push(`${route}: LCP ${ms(median(lcp))} ms > ${BUDGETS.lcpMs}`);
      if (!ok.cls) failures.push(`${route}: CLS ${cls.toFixed(3)} > 0`);
    }
    lines.push(
      `| ${route} | ${v.name} | ${ms(median(fcp))} (${spread(fcp)}) | ${ms(median(lcp))} (${spread(lcp)}) | ${cls.toFixed(3)} | ${(median(s.map((x) => x.transferBytes)) / 1024).toFixed(1)} | ${median(s.map((x) => x.elements))} | ${ms(median(s.map((x) => x.tbtMs)))} | FCP ${mark(ok.fcp)} LCP ${mark(ok.lcp)} CLS ${mark(ok.cls)} |`,
    );
  }
}
if (chosenControls.length > 0) {
  lines.push(
    '',
    '## First tap on each control (cold load, tapped as soon as it can be)',
    '',
    '| Control | Route | Build | Before hydration | Response ms | INP ms | Budgets |',
    '| --- | --- | --- | --- | ---: | ---: | --- |',
  );
  for (const c of chosenControls) {
    for (const v of variants) {
      const s = taps.get(key(v.name, c.name)) ?? [];
      const response = s.map((x) => x.responseMs ?? Infinity);
      const inp = s.flatMap((x) => (x.inpMs === null ? [] : [x.inpMs]));
      const early = s.filter((x) => x.beforeHydration).length;
      const ok = {
        response: median(response) <= BUDGETS.responseMs,
        inp: inp.length === 0 || median(inp) <= BUDGETS.inpMs,
      };
      if (v === variants.at(-1)) {
        if (!ok.response) failures.push(`${c.name}: response ${ms(median(response))} ms > ${BUDGETS.responseMs}`);
        if (!ok.inp) failures.push(`${c.name}: INP ${ms(median(inp))} ms > ${BUDGETS.inpMs}`);
      }
      lines.push(
        `| ${c.name} | ${c.route}${c.width ? ` (${c.width} px)` : ''} | ${v.name} | ${s.some((x) => x.beforeHydration !== null) ? `${early}/${s.length}` : 'no island'} | ${ms(median(response))} (${spread(response.filter(Number.isFinite))}) | ${ms(median(inp))} (${spread(inp)}) | response ${mark(ok.response)} INP ${mark(ok.inp)} |`,
      );
    }
  }
}
// A first visit asks nothing of other hosts before consent; the resolver rule stops whatever it
// would ask, and a request that was not stopped there may have left the machine.
const external = [...loads].flatMap(([k, samples]) =>
  samples.flatMap((x) => x.external.map((r) => `${k.replace('\t', ' ')}: ${r.url} (${r.error ?? 'not stopped'})`)),
);
const notStopped = external.filter((line) => !line.endsWith('(net::ERR_NAME_NOT_RESOLVED)'));
failures.push(...notStopped.map((line) => `a request to another host was not stopped: ${line}`));
lines.push(
  '',
  external.length
    ? `Requests to other hosts during first visits (stopped in the browser unless marked):\n${[...new Set(external)].map((line) => `- ${line}`).join('\n')}`
    : 'No page requested anything from another host during a first visit.',
);
if (chatChunks.size > 0) {
  lines.push(
    '',
    "## The chat's code (what opening the chat loads; reported, not gated)",
    '',
    '| Build | Files | Raw KB | gzip KB | brotli KB |',
    '| --- | ---: | ---: | ---: | ---: |',
  );
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  for (const [name, c] of chatChunks) {
    lines.push(`| ${name} | ${c.files.length} | ${kb(c.rawBytes)} | ${kb(c.gzipBytes)} | ${kb(c.brotliBytes)} |`);
  }
}
if (args.lighthouse)
  lines.push('', '## Lighthouse (reported, not gated)', '', '```json', JSON.stringify(lighthouse, null, 2), '```');
lines.push(
  '',
  failures.length
    ? `Budgets broken (${variants.at(-1)!.name}):\n${failures.map((f) => `- ${f}`).join('\n')}`
    : 'Every budget met.',
  '',
);

const outDir = path.join(root, 'bench', 'out');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'results.json'),
  `${JSON.stringify({ loadAtStart, benchmarkIndex: { atStart: indexAtStart, atEnd: indexAtEnd }, variants, runs, loads: Object.fromEntries(loads), taps: Object.fromEntries(taps), chatChunks: Object.fromEntries(chatChunks), lighthouse }, null, 2)}\n`,
);
writeFileSync(path.join(outDir, 'summary.md'), lines.join('\n'));
console.log(`\n${lines.join('\n')}`);
process.exit(failures.length ? 1 : 0);
