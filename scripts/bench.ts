/**
 * `npm run bench`: performance benchmark and budgets.
 *
 * Builds once (skip with --no-build), starts the production server on 127.0.0.1, and for every
 * route of the built sitemap (plus /) runs Lighthouse (mobile preset, Debian's Chromium) N times,
 * measures the bytes per route in a real browser, and the deterministic first-view figures
 * (document and first-view brotli bytes, element count, render CPU time; bench/first-view.ts); then load-tests the server with autocannon
 * against a plain static file server and POST /api/contact. Prints a table as it goes, writes
 * bench/results.json and bench/summary.md, and exits non-zero listing every broken budget.
 *
 * Options: --no-build, --runs N (default 3), --routes /a/,/b/ (subset), --no-lighthouse,
 * --no-load, --duration S (autocannon seconds, default 10).
 * The build folder is ASTRO_OUT_DIR (default dist), as for `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from './lib/server.ts';
import { gitCommit } from './git-commit.ts';
import { checkChat, checkRoute, describe, KB, loadBudgets } from './bench/budgets.ts';
import { launchBrowser, measureBytes, measureChatChunk, type ChatChunkBytes } from './bench/bytes.ts';
import { measureFirstView } from './bench/first-view.ts';
import { launchChromeForLighthouse, medianRun, runLighthouse, type LighthouseRun } from './bench/lighthouse.ts';
import { benchContact, compareServers, startReferenceServer } from './bench/load.ts';
import {
  COLUMNS,
  consoleRow,
  routeCells,
  summaryMarkdown,
  type BenchResults,
  type RouteResult,
} from './bench/report.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-load': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    duration: { type: 'string', default: '10' },
  },
});
const runs = Math.max(1, Number(args.runs));
const seconds = Math.max(1, Number(args.duration));
const distDir = path.resolve(root, process.env.ASTRO_OUT_DIR ?? 'dist');
const clientDir = path.join(distDir, 'client');
const loadAtStart = os.loadavg();

if (!args['no-build']) {
  console.log('bench: building …');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Pathnames of the built sitemap(s), plus /. */
function sitemapRoutes(): string[] {
  const index = readFileSync(path.join(clientDir, 'sitemap-index.xml'), 'utf8');
  const routes = new Set<string>(['/']);
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const file = path.join(clientDir, new URL(loc!).pathname);
    for (const [, page] of readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g))
      routes.add(new URL(page!).pathname);
  }
  return [...routes];
}

/** A transient progress note on a terminal (overwritten by the next table row). */
const progress = (text: string) => {
  if (process.stdout.isTTY) process.stdout.write(`\r\x1b[K  ${text}`);
};
const clearProgress = () => {
  if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
};

/** Lighthouse sometimes loses its trace on a loaded machine (NO_NAVSTART, NO_FCP): try again. */
async function withRetries<T>(fn: () => Promise<T>, label: string, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts) throw err;
      clearProgress();
      console.log(`  ${label}: ${(err as Error).message.split('\n')[0]} – retrying (${i}/${attempts - 1})`);
    }
  }
}

const budgets = loadBudgets(root);
const allRoutes = sitemapRoutes();
const routes = args.routes ? args.routes.split(',').map((r) => r.trim()) : allRoutes;

const server = await startServer({ RATE_LIMIT_MAX: '1000000' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.stop().finally(() => process.exit(130)));
}
const results: RouteResult[] = [];
let load: BenchResults['load'] = null;
let contact: BenchResults['contact'] = null;
let chat: ChatChunkBytes | undefined;
try {
  console.log(
    `bench: ${routes.length} route(s) on ${server.url}, Lighthouse ${args['no-lighthouse'] ? 'off' : `${runs}×`}`,
  );
  console.log(consoleRow(COLUMNS));
  const chrome = args['no-lighthouse'] ? null : await launchChromeForLighthouse();
  const browser = await launchBrowser();
  try {
    for (const route of routes) {
      const url = server.url + route;
      let lighthouse: RouteResult['lighthouse'] = null;
      if (chrome) {
        const lhRuns: LighthouseRun[] = [];
        for (let i = 0; i < runs; i++) {
          progress(`${route} Lighthouse ${i + 1}/${runs}`);
          lhRuns.push(await withRetries(() => runLighthouse(url, chrome.port), `${route} Lighthouse`));
        }
        lighthouse = { runs: lhRuns, median: medianRun(lhRuns) };
      }
      progress(`${route} bytes …`);
      const bytes = await measureBytes(browser, url);
      progress(`${route} first view and render CPU …`);
      const firstView = await measureFirstView(browser, url);
      const result: RouteResult = { route, lighthouse, bytes, firstView, broken: [] };
      result.broken = checkRoute(route, budgets, lighthouse?.median ?? null, bytes, firstView);
      results.push(result);
      clearProgress();
      console.log(consoleRow(routeCells(result)));
    }
    // The chat window is loaded only when the launcher is used: its chunk is measured on its own.
    progress('chat chunk …');
    chat = await measureChatChunk(browser, `${server.url}/`);
    clearProgress();
    console.log(`\nbench: chat chunk ${(chat.gzip / KB).toFixed(1)} KB gzip (${describe(chat.files)})`);
  } finally {
    await browser.close();
    chrome?.kill();
  }

  if (!args['no-load']) {
    const reference = await startReferenceServer(clientDir);
    try {
      const pages = ['/', '/produkte', '/produkte/boxspringbetten', '/kontakt'].filter((p) => allRoutes.includes(p));
      console.log(`\nbench: autocannon 50 connections × ${seconds} s (production vs. reference static server)`);
      console.log(
        `${'Path'.padEnd(30)} ${'prod req/s'.padStart(10)} ${'p99'.padStart(5)} ${'ref req/s'.padStart(10)} ${'p99'.padStart(5)} ratio`,
      );
      load = await compareServers(server.url, reference.url, pages, seconds, 50, (c) =>
        console.log(
          `${c.path.padEnd(30)} ${String(c.production.requestsPerSec).padStart(10)} ${String(c.production.p99Ms).padStart(5)} ${String(c.reference?.requestsPerSec ?? '–').padStart(10)} ${String(c.reference?.p99Ms ?? '–').padStart(5)} ${c.ratio ?? '–'}`,
        ),
      );
    } finally {
      await reference.stop();
    }
    contact = await benchContact(server.url, 50, seconds);
    console.log(
      contact.available
        ? `bench: ${contact.note}: p50 ${contact.p50Ms} ms, p99 ${contact.p99Ms} ms, ${contact.requests} requests, non-2xx ${contact.non2xx}, errors ${contact.errors}`
        : `bench: POST /api/contact ${contact.note}`,
    );
    for (const c of load) {
      if (c.production.non2xx || c.production.errors)
        console.log(`bench: warning: ${c.path} had ${c.production.non2xx} non-2xx and ${c.production.errors} errors`);
    }
  }
} finally {
  await server.stop();
}

const broken = results.flatMap((r) => r.broken);
if (chat) broken.push(...checkChat(budgets, chat));
if (contact?.available && (contact.non2xx || contact.errors))
  broken.push(`POST /api/contact: ${contact.non2xx} non-2xx responses, ${contact.errors} errors under load`);

const res: BenchResults = {
  date: new Date().toISOString(),
  commit: gitCommit(root),
  command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
  machine: { cpus: os.cpus().length, loadAverageAtStart: loadAtStart, loadAverageAtEnd: os.loadavg() },
  lighthouseRuns: args['no-lighthouse'] ? 0 : runs,
  routes: results,
  load,
  contact,
  chat: chat ?? null,
  broken,
};
// A full run is the record (bench/); a partial one (--routes, --no-lighthouse, --no-load) goes to bench/out/.
const partial = Boolean(args.routes || args['no-lighthouse'] || args['no-load']);
const outDir = partial ? 'bench/out' : 'bench';
mkdirSync(path.join(root, outDir), { recursive: true });
writeFileSync(path.join(root, outDir, 'results.json'), `${JSON.stringify(res, null, 2)}\n`);
writeFileSync(path.join(root, outDir, 'summary.md'), summaryMarkdown(res));
console.log(`\nbench: wrote ${outDir}/results.json and ${outDir}/summary.md`);

if (broken.length) {
  console.error(`\nbench: ${broken.length} budget(s) broken:`);
  for (const b of broken) console.error(`  ✗ ${b}`);
  process.exit(1);
}
console.log('bench: all budgets met');
process.exit(0);
