/** The progress table printed while the bench runs and the Markdown summary it writes. */
import { describe, KB } from './budgets.ts';
import type { ChatChunkBytes, RouteBytes } from './bytes.ts';
import type { FirstView } from './first-view.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { ContactResult, LoadComparison } from './load.ts';

export interface RouteResult {
  route: string;
  lighthouse: { runs: LighthouseRun[]; median: LighthouseRun } | null;
  bytes: RouteBytes | null;
  firstView: FirstView | null;
  broken: string[];
}

export interface BenchResults {
  date: string;
  commit: string;
  command: string;
  machine: { cpus: number; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  lighthouseRuns: number;
  routes: RouteResult[];
  load: LoadComparison[] | null;
  contact: ContactResult | null;
  /** The chat window's chunk(s), fetched when the chat is first opened (absent in older results). */
  chat?: ChatChunkBytes | null;
  broken: string[];
}

const kb = (n: number | undefined) => (n === undefined ? '–' : (n / KB).toFixed(1));
const num = (n: number | undefined, digits = 0) => (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits));

export const COLUMNS = [
  'Route',
  'Perf',
  'A11y',
  'BP',
  'SEO',
  'LCP ms',
  'TBT ms',
  'CLS',
  'HTML KB',
  'CSS KB',
  'JS pre KB',
  'JS all KB',
  'Img KB',
  'Max img KB',
  'Doc br KB',
  'FV 390 B',
  'FV 1280 B',
  'Elements',
  'Render CPU ms',
  'OK',
];

export function routeCells(r: RouteResult): string[] {
  const m = r.lighthouse?.median;
  const b = r.bytes ?? undefined;
  const f = r.firstView ?? undefined;
  return [
    r.route,
    num(m?.performance),
    num(m?.accessibility),
    num(m?.bestPractices),
    num(m?.seo),
    num(m?.lcpMs),
    num(m?.tbtMs),
    num(m?.cls, 3),
    kb(b?.htmlGzip),
    kb(b?.cssGzip),
    kb(b?.jsBeforeGzip),
    kb(b?.jsAfterGzip),
    kb(b?.imagesBytes),
    kb(b?.largestImage?.bytes ?? 0),
    kb(f?.documentBr),
    num(f?.firstView.mobile.bytes),
    num(f?.firstView.desktop.bytes),
    num(f?.elements),
    f ? `${num(f.renderCpuMs.median, 1)} (${num(f.renderCpuMs.min, 1)}–${num(f.renderCpuMs.max, 1)})` : '–',
    r.broken.length ? `✗ ${r.broken.length}` : '✓',
  ];
}

const WIDTHS = COLUMNS.map((c, i) => (i === 0 ? 34 : Math.max(c.length, 6)));

export function consoleRow(cells: string[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(WIDTHS[i]!) : c.padStart(WIDTHS[i]!))).join(' ');
}

function mdTable(header: string[], rows: string[][]): string {
  const align = header.map((_, i) => (i === 0 ? ':--' : '--:'));
  return [header, align, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

export function summaryMarkdown(res: BenchResults): string {
  const lines: string[] = [];
  lines.push(`# Benchmark summary`, '');
  lines.push(
    `Command: \`${res.command}\` · ${res.date} · commit ${res.commit} · Lighthouse ${res.lighthouseRuns} run(s) per route (median), mobile preset, simulated throttling · ${res.machine.cpus} CPU(s), load average ${res.machine.loadAverageAtStart.map((n) => n.toFixed(1)).join('/')} at start, ${res.machine.loadAverageAtEnd.map((n) => n.toFixed(1)).join('/')} at end.`,
    '',
    'Bytes are KB (1024 B) as sent with `Accept-Encoding: gzip`; images as sent. "Doc br" = the whole document, brotli quality 11. "FV 390/1280 B" = brotli bytes of the document\'s prefix up to the last element (source order) that paints in the first viewport at 390×844 / 1280×800; a new connection carries about 14,600 B in its first round trip. "Elements" = elements of the parsed document. "Render CPU ms" = renderer main-thread CPU time for parse, style, layout and paint up to the load event, median (min–max) of 5 unthrottled loads. TBT is reported, not a budget. "CSS" counts stylesheet files only (CSS inlined into the page counts under HTML). "JS pre" = JS loaded before interaction (load, idle callbacks, network idle, no scrolling); "JS all" = after scrolling slowly to the bottom (every island hydrated, nothing opened). Lighthouse figures measured on a shared, loaded machine are pessimistic (TBT above all).',
    '',
  );
  lines.push(mdTable(COLUMNS, res.routes.map(routeCells)), '');
  const withRuns = res.routes.filter((r) => (r.lighthouse?.runs.length ?? 0) > 1);
  if (withRuns.length) {
    // The medians hide how far single runs spread (TBT above all): every run, in order.
    const eachText = (r: RouteResult, cell: (run: LighthouseRun) => string) => r.lighthouse!.runs.map(cell).join(' / ');
    const each = (r: RouteResult, pick: (run: LighthouseRun) => number, digits = 0) =>
      eachText(r, (run) => num(pick(run), digits));
    lines.push('## Every Lighthouse run', '');
    lines.push(
      mdTable(
        ['Route', 'Perf', 'LCP ms', 'TBT ms', 'CLS', 'Main-thread CPU %', 'Longest task ms (CPU ms)'],
        withRuns.map((r) => [
          r.route,
          each(r, (run) => run.performance),
          each(r, (run) => run.lcpMs),
          each(r, (run) => run.tbtMs),
          each(r, (run) => run.cls, 3),
          each(r, (run) => run.mainThreadCpuPct),
          eachText(r, (run) => `${num(run.longestTaskMs)} (${num(run.longestTaskCpuMs)})`),
        ]),
      ),
      '',
      "Main-thread CPU % = the share of the page's main-thread task time (navigation to load event, unthrottled trace) that its thread spent on the CPU; the rest it waited for a core or for another process. Lighthouse's simulated TBT counts wall time ×4 (layout ×2), waiting included. \"Longest task\" gives that task's wall time and, in brackets, its CPU time.",
      '',
    );
  }
  if (res.load) {
    lines.push('## Load (autocannon, 50 connections)', '');
    lines.push(
      mdTable(
        ['Path', 'Production req/s', 'p50 ms', 'p99 ms', 'Reference req/s', 'p50 ms', 'p99 ms', 'Ratio'],
        res.load.map((c) => [
          c.path,
          String(c.production.requestsPerSec),
          String(c.production.p50Ms),
          String(c.production.p99Ms),
          c.reference ? String(c.reference.requestsPerSec) : '–',
          c.reference ? String(c.reference.p50Ms) : '–',
          c.reference ? String(c.reference.p99Ms) : '–',
          c.ratio === null ? '–' : c.ratio.toFixed(2),
        ]),
      ),
      '',
      'Reference: node:http + sirv over the same build output (scripts/bench/static-server.ts). Ratio = production / reference req/s.',
      '',
    );
  }
  if (res.contact) {
    lines.push('## POST /api/contact', '');
    lines.push(
      res.contact.available
        ? `${res.contact.note}: ${res.contact.requests} requests, p50 ${res.contact.p50Ms} ms, p99 ${res.contact.p99Ms} ms, non-2xx ${res.contact.non2xx}, errors ${res.contact.errors}.`
        : res.contact.note,
      '',
    );
  }
  if (res.chat) {
    lines.push('## Chat chunk', '');
    lines.push(
      `Opening the chat (launcher hovered, then clicked) loads ${kb(res.chat.gzip)} KB gzip of JS: ${describe(res.chat.files)}.`,
      '',
    );
  }
  lines.push('## Budgets (bench/budgets.json)', '');
  lines.push(res.broken.length ? res.broken.map((b) => `- ✗ ${b}`).join('\n') : 'All budgets met.', '');
  const shifted = res.routes.flatMap((r) =>
    (r.lighthouse?.runs ?? []).flatMap((run, i) =>
      run.layoutShifts.map((s) => `- ${r.route}, run ${i + 1} (CLS ${num(run.cls, 3)}): ${s}`),
    ),
  );
  if (shifted.length) {
    lines.push('## Layout shifts (every run)', '');
    lines.push(...shifted, '');
  }
  const failing = res.routes.filter((r) => r.lighthouse?.median.failed.length);
  if (failing.length) {
    lines.push('## Lighthouse audits below 90 (median run)', '');
    for (const r of failing) lines.push(`- ${r.route}: ${r.lighthouse!.median.failed.join('; ')}`);
    lines.push('');
  }
  return lines.join('\n');
}
