/**
 * Lighthouse (npm package, default = mobile preset with simulated throttling) against one
 * Chromium started by chrome-launcher and reused for every run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumExecutable } from '../lib/chromium.ts';
import { benchChromiumArgs } from './phone.ts';
import { describeShifts, type ShiftItem } from './layout-shifts.ts';
import { mainThreadTime, type TraceEvent } from './main-thread.ts';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * The page's main thread up to the load event, in the unthrottled trace: the share of its task
   * time spent on the CPU (%), and the longest task's wall and CPU time (ms). See main-thread.ts.
   */
  mainThreadCpuPct: number;
  longestTaskMs: number;
  longestTaskCpuMs: number;
  /** Failing audits of the scored categories (id: title), to say where a score is lost. */
  failed: string[];
  /** Each layout shift Lighthouse saw: score, the element that moved most, and its causes. */
  layoutShifts: string[];
}

export async function launchChromeForLighthouse() {
  const chromePath = chromiumExecutable();
  if (!chromePath) throw new Error('Lighthouse needs a Chromium binary (set CHROMIUM_PATH).');
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...benchChromiumArgs],
    logLevel: 'error',
  });
}

const score = (v: number | null | undefined) => Math.round((v ?? 0) * 100);

export async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed: string[] = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 0.9) continue;
      if (a.scoreDisplayMode !== 'binary' && a.scoreDisplayMode !== 'numeric' && a.scoreDisplayMode !== 'metricSavings')
        continue;
      failed.push(`${category.id}/${a.id} (${score(a.score)}): ${a.displayValue ?? a.title}`);
    }
  }
  const observed = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0];
  const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  const main = mainThreadTime(trace?.traceEvents ?? [], observed?.observedLoad ?? 3000);
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(4)),
    mainThreadCpuPct: Math.round(main.cpuShare * 100),
    longestTaskMs: Math.round(main.longestTask?.wallMs ?? Number.NaN),
    longestTaskCpuMs: Math.round(main.longestTask?.cpuMs ?? Number.NaN),
    failed,
    layoutShifts: describeShifts(
      (lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)?.items ?? [],
    ),
  };
}
