/** The budgets of bench/budgets.json and the check of one route's results against them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChatChunkBytes, RouteBytes } from './bytes.ts';
import type { FirstView } from './first-view.ts';
import type { LighthouseRun } from './lighthouse.ts';

export interface Budgets {
  lighthouse: {
    performanceMin: number;
    accessibilityMin: number;
    bestPracticesMin: number;
    seoMin: number;
    lcpMsMax: number;
    clsMax: number;
  };
  bytes: {
    jsBeforeInteractionKbGzipMax: number;
    contentPagesExclude: string[];
    homeJsAfterHydrationKbGzipMax: number;
    imageKbMax: number;
  };
  firstView: {
    /** Brotli bytes of the prefix holding the first viewport, at every width. */
    firstViewBytesMax: number;
    documentBrKbMax: number;
    /** Routes with the larger document budget (home and the second landing page). */
    landingRoutes: string[];
    landingDocumentBrKbMax: number;
    homeElementsMax: number;
  };
  chat: {
    chunkKbGzipMax: number;
  };
}

export const KB = 1024;

export function loadBudgets(root: string): Budgets {
  return JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8')) as Budgets;
}

/** Every broken budget of one route, as readable lines. */
export function checkRoute(
  route: string,
  budgets: Budgets,
  lh: LighthouseRun | null,
  bytes: RouteBytes | null,
  firstView: FirstView | null = null,
): string[] {
  const broken: string[] = [];
  const b = budgets.lighthouse;
  if (lh) {
    const min = (label: string, value: number, limit: number) => {
      if (!(value >= limit)) broken.push(`${route}: ${label} ${value} < ${limit}`);
    };
    const max = (label: string, value: number, limit: number, unit = '') => {
      if (!(value <= limit)) broken.push(`${route}: ${label} ${value}${unit} > ${limit}${unit}`);
    };
    min('Performance', lh.performance, b.performanceMin);
    min('Accessibility', lh.accessibility, b.accessibilityMin);
    min('Best Practices', lh.bestPractices, b.bestPracticesMin);
    min('SEO', lh.seo, b.seoMin);
    max('LCP', lh.lcpMs, b.lcpMsMax, ' ms');
    max('CLS', lh.cls, b.clsMax);
  }
  if (bytes) {
    const y = budgets.bytes;
    const kb = (n: number) => (n / KB).toFixed(1);
    if (!y.contentPagesExclude.includes(route) && bytes.jsBeforeGzip > y.jsBeforeInteractionKbGzipMax * KB)
      broken.push(
        `${route}: JS before interaction ${kb(bytes.jsBeforeGzip)} KB gzip > ${y.jsBeforeInteractionKbGzipMax} KB (${describe(bytes.jsBefore)})`,
      );
    if (route === '/' && bytes.jsAfterGzip > y.homeJsAfterHydrationKbGzipMax * KB)
      broken.push(
        `${route}: JS after hydration ${kb(bytes.jsAfterGzip)} KB gzip > ${y.homeJsAfterHydrationKbGzipMax} KB (${describe(bytes.jsAfter)})`,
      );
    if (bytes.largestImage && bytes.largestImage.bytes > y.imageKbMax * KB)
      broken.push(`${route}: image ${bytes.largestImage.url} ${kb(bytes.largestImage.bytes)} KB > ${y.imageKbMax} KB`);
  }
  if (firstView) {
    const f = budgets.firstView;
    for (const [viewport, fv] of Object.entries(firstView.firstView)) {
      if (fv.bytes > f.firstViewBytesMax)
        broken.push(
          `${route}: first view (${viewport}) needs ${fv.bytes} B br > ${f.firstViewBytesMax} B (last painted element: ${fv.lastElement})`,
        );
    }
    const docMax = (f.landingRoutes.includes(route) ? f.landingDocumentBrKbMax : f.documentBrKbMax) * KB;
    if (firstView.documentBr > docMax)
      broken.push(`${route}: document ${(firstView.documentBr / KB).toFixed(1)} KB br > ${docMax / KB} KB`);
    if (route === '/' && firstView.elements > f.homeElementsMax)
      broken.push(`${route}: ${firstView.elements} elements > ${f.homeElementsMax}`);
  }
  return broken;
}

/** The chat chunk against its budget (empty when it is met). */
export function checkChat(budgets: Budgets, chat: ChatChunkBytes): string[] {
  const max = budgets.chat.chunkKbGzipMax;
  return chat.gzip > max * KB
    ? [`chat: chunk ${(chat.gzip / KB).toFixed(1)} KB gzip > ${max} KB (${describe(chat.files)})`]
    : [];
}

/** The JS files of a route, largest first ("file 12.3 KB, ..."). */
export function describe(files: Record<string, number>): string {
  return Object.entries(files)
    .sort((a, b) => b[1] - a[1])
    .map(([f, n]) => `${f.replace(/^\/_astro\//, '')} ${(n / KB).toFixed(1)} KB`)
    .join(', ');
}
