/**
 * How fast the bench's phone is, in Lighthouse's own unit: its BenchmarkIndex (a fixed piece of
 * JavaScript run for about a second; Chrome DevTools' CPU calibration takes 1000 for a mid-tier
 * phone, a Pixel 5, and 264 for a low-tier one, a Moto G4 Power 2022). "CPU slowed 4x" is
 * relative to the machine the bench runs on, so the same page loads faster on a faster host; the
 * index, taken unthrottled and at the bench's slowdown, says which phone a run's figures stand
 * for, and makes runs on different machines comparable.
 */
import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CPU_SLOWDOWN, slowPage } from './phone.ts';

export interface BenchmarkIndex {
  /** This machine's Chromium without CPU throttling. */
  host: number;
  /** The bench's phone: the same, at the bench's CPU slowdown. */
  phone: number;
}

export async function measureBenchmarkIndex(browser: Browser): Promise<BenchmarkIndex> {
  const { context, page, cdp } = await slowPage(browser);
  const run = async () =>
    Math.round(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  try {
    const phone = await run();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const host = await run();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return { host, phone };
  } finally {
    await context.close();
  }
}
