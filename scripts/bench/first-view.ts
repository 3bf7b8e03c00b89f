/**
 * Deterministic figures of a route's first view: what a new visitor's first round trip has to
 * carry, and how much browser work the document costs. Unlike Lighthouse's TBT these do not
 * move with the machine's load.
 *
 * - brotli size of the whole document (quality 11, as the build precompresses it);
 * - first-view bytes per viewport: the brotli size of the document's prefix up to the end of
 *   the last element, in source order, whose box intersects the first viewport. A new TCP
 *   connection delivers about 14,600 bytes in its first round trip (initial window of 10
 *   segments), so a first view within that prefix paints after one round trip;
 * - the element count of the parsed document;
 * - the renderer main thread's CPU time (thread time, not wall time) for parsing, style, layout
 *   and paint from navigation to the load event, from a Chromium trace without throttling:
 *   median and spread of N loads.
 *
 * The layout is taken with JavaScript off, so the DOM is exactly the parse of the served HTML
 * (islands hydrate only on interaction or visibility, so the first paint is that DOM too), and
 * the n-th element of the DOM is the n-th element parse5 finds in the source.
 */
import http from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { pageMainThread, type TraceEvent } from './main-thread.ts';

export const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export type ViewportName = (typeof VIEWPORTS)[number]['name'];

export interface FirstView {
  /** Brotli bytes of the whole document. */
  documentBr: number;
  /** Raw bytes of the whole document. */
  documentBytes: number;
  elements: number;
  /** Per viewport: brotli bytes of the prefix that holds every element painting in the first viewport. */
  firstView: Record<ViewportName, { bytes: number; lastElement: string }>;
  /** Renderer main-thread CPU ms for parse, style, layout and paint up to load: every run, then median. */
  renderCpuMs: { runs: number[]; median: number; min: number; max: number };
}

export function brotliSize(text: string): number {
  const data = Buffer.from(text, 'utf8');
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }).length;
}

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * End offsets (in UTF-16 code units of `html`) of every element in document order, as the
 * HTML parser builds them (implied html/head/body/tbody included, with the end of their last
 * child where the source has no tag for them). Contents of <template> are not in the DOM's
 * element list and are skipped, as `getElementsByTagName('*')` skips them.
 */
export function elementEndOffsets(html: string): { tag: string; end: number }[] {
  // The layout is taken with JavaScript off, where <noscript> holds elements, not text.
  const doc = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const out: { tag: string; end: number }[] = [];
  const endOf = (el: Element): number => {
    const loc = el.sourceCodeLocation;
    if (loc?.endTag) return loc.endTag.endOffset;
    // No end tag (void element, omitted end tag, implied element): its last descendant's end,
    // or its own start tag's end.
    let end = loc?.startTag?.endOffset ?? loc?.endOffset ?? 0;
    for (const child of el.childNodes) {
      const childEnd =
        'tagName' in child
          ? endOf(child)
          : ((child as { sourceCodeLocation?: { endOffset: number } | null }).sourceCodeLocation?.endOffset ?? 0);
      end = Math.max(end, childEnd);
    }
    return end;
  };
  const walk = (node: Node) => {
    if ('tagName' in node) out.push({ tag: node.tagName, end: endOf(node) });
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(doc);
  return out;
}

/** The prefix of `html` that ends with the element at DOM index `index`. */
export function prefixThrough(html: string, offsets: { end: number }[], index: number): string {
  return html.slice(0, offsets[index]!.end);
}

function fetchText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'identity' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve(body));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** DOM index of the last element whose box intersects the viewport, and the element count. */
async function lastPaintedElement(browser: Browser, url: string, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(() => {
      const all = Array.from(document.getElementsByTagName('*'));
      let last = -1;
      all.forEach((el, i) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return;
        for (const r of Array.from(el.getClientRects())) {
          if (
            r.width > 0 &&
            r.height > 0 &&
            r.bottom > 0 &&
            r.right > 0 &&
            r.top < innerHeight &&
            r.left < innerWidth
          ) {
            last = i;
            return;
          }
        }
      });
      const el = all[last];
      const label = el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`
        : '';
      return { index: last, count: all.length, label };
    });
  } finally {
    await context.close();
  }
}

/** Trace events counted as the document's parse, style, layout and paint. */
const RENDER_EVENTS = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
]);

/**
 * CPU (thread) ms of the renderer main thread's parse, style, layout and paint events between
 * the page's navigation and its load event; nested events count once, in their outermost one.
 */
export function renderCpuMs(events: TraceEvent[]): number {
  const page = pageMainThread(events);
  if (!page) return Number.NaN;
  const { nav, main } = page;
  const load = events.find(
    (e) => (e.name === 'MarkLoad' || e.name === 'loadEventEnd') && e.pid === main.pid && e.ts >= nav.ts,
  );
  const end = load ? load.ts : Number.POSITIVE_INFINITY;
  const counted = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        RENDER_EVENTS.has(e.name) &&
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ts >= nav.ts &&
        e.ts <= end &&
        e.tdur !== undefined &&
        e.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  let outerEnd = -1;
  for (const e of counted) {
    if (e.ts < outerEnd) continue; // nested in the previous counted event
    total += e.tdur!;
    outerEnd = e.ts + e.dur!;
  }
  return total / 1000;
}

async function traceRenderCpu(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'loading',
        '__metadata',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    const buffer = await browser.stopTracing();
    const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    return renderCpuMs(Array.isArray(trace) ? trace : trace.traceEvents);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export async function measureFirstView(browser: Browser, url: string, traceRuns = 5): Promise<FirstView> {
  const html = await fetchText(url);
  const offsets = elementEndOffsets(html);
  const firstView = {} as FirstView['firstView'];
  let elements = offsets.length;
  for (const vp of VIEWPORTS) {
    const last = await lastPaintedElement(browser, url, vp.width, vp.height);
    if (last.count !== offsets.length)
      throw new Error(
        `${url}: the browser parsed ${last.count} elements, parse5 ${offsets.length}; cannot map to the source`,
      );
    elements = last.count;
    firstView[vp.name] = {
      bytes: last.index < 0 ? 0 : brotliSize(prefixThrough(html, offsets, last.index)),
      lastElement: last.label,
    };
  }
  // A trace now and then lacks the page's navigation (Chromium drops its first events under
  // load): such a run is taken again, at most as many times as there are runs.
  const runs: number[] = [];
  for (let attempt = 0; runs.length < traceRuns && attempt < traceRuns * 2; attempt++) {
    const ms = await traceRenderCpu(browser, url);
    if (!Number.isNaN(ms)) runs.push(ms);
  }
  if (!runs.length) throw new Error(`${url}: no trace showed the page's navigation`);
  const rounded = runs.map((n) => Math.round(n * 10) / 10);
  return {
    documentBr: brotliSize(html),
    documentBytes: Buffer.byteLength(html),
    elements,
    firstView,
    renderCpuMs: { runs: rounded, median: median(rounded), min: Math.min(...rounded), max: Math.max(...rounded) },
  };
}
