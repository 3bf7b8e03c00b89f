import { brotliSize, elementEndOffsets, prefixThrough, renderCpuMs } from '../../scripts/bench/first-view.ts';
import type { TraceEvent } from '../../scripts/bench/main-thread.ts';
import { checkRoute, type Budgets } from '../../scripts/bench/budgets.ts';
import type { FirstView } from '../../scripts/bench/first-view.ts';

describe('first-view bytes', () => {
  it('lists elements in DOM order, with implied elements and ends where the parser puts them', () => {
    const html = '<!doctype html><title>T</title><p>one<p>two <img src=a.png> end</p><ul><li>x</ul>';
    const els = elementEndOffsets(html);
    expect(els.map((e) => e.tag)).toEqual(['html', 'head', 'title', 'body', 'p', 'p', 'img', 'ul', 'li']);
    const at = (i: number) => prefixThrough(html, els, i);
    expect(at(2).endsWith('<title>T</title>')).toBe(true);
    // The first <p> has no end tag: it ends with its last content, before the second <p>.
    expect(at(4).endsWith('<p>one')).toBe(true);
    expect(at(6).endsWith('<img src=a.png>')).toBe(true);
    expect(at(5).endsWith('end</p>')).toBe(true);
    expect(at(8).endsWith('<li>x')).toBe(true);
    expect(at(7)).toBe(html);
  });

  it('skips template contents like the DOM element list does', () => {
    const html = '<!doctype html><body><template><b>x</b></template><i>y</i></body>';
    expect(elementEndOffsets(html).map((e) => e.tag)).toEqual(['html', 'head', 'body', 'template', 'i']);
  });

  it('reads <noscript> as elements, as the browser does with JavaScript off', () => {
    const html = '<!doctype html><body><noscript><p>Ohne <b>JS</b></p></noscript><i>y</i></body>';
    expect(elementEndOffsets(html).map((e) => e.tag)).toEqual(['html', 'head', 'body', 'noscript', 'p', 'b', 'i']);
  });

  it('measures a prefix with the same brotli settings as the build', () => {
    const text = '<p>Boxspringbetten aus eigener Fertigung</p>'.repeat(200);
    expect(brotliSize(text)).toBeLessThan(text.length / 20);
    expect(brotliSize(text.slice(0, 100))).toBeLessThan(brotliSize(text));
  });
});

describe('render CPU time from a trace', () => {
  const meta = (pid: number, tid: number, name: string): TraceEvent => ({
    name: 'thread_name',
    ph: 'M',
    pid,
    tid,
    ts: 0,
    args: { name },
  });
  const x = (name: string, ts: number, dur: number, tdur: number, tid = 1): TraceEvent => ({
    name,
    ph: 'X',
    pid: 7,
    tid,
    ts,
    dur,
    tdur,
  });
  const nav: TraceEvent = {
    name: 'navigationStart',
    ph: 'R',
    pid: 7,
    tid: 1,
    ts: 1000,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/' } },
  };

  it('sums thread time of parse, style, layout and paint on the main thread up to load, nested ones once', () => {
    const events = [
      meta(7, 1, 'CrRendererMain'),
      meta(7, 2, 'Compositor'),
      nav,
      x('ParseHTML', 900, 50, 40), // before navigation: not this page
      x('ParseHTML', 2000, 10_000, 6_000),
      x('ParseAuthorStyleSheet', 3000, 2_000, 1_500), // nested in ParseHTML
      x('UpdateLayoutTree', 13_000, 4_000, 3_000),
      x('Layout', 18_000, 5_000, 4_000),
      x('Paint', 24_000, 1_000, 500, 2), // another thread
      x('FunctionCall', 25_000, 9_000, 9_000), // script: not counted
      { name: 'MarkLoad', ph: 'I', pid: 7, tid: 1, ts: 30_000 },
      x('Paint', 31_000, 1_000, 800), // after load
    ];
    expect(renderCpuMs(events)).toBe(13);
  });

  it('is NaN without a navigation to measure', () => {
    expect(renderCpuMs([meta(7, 1, 'CrRendererMain')])).toBeNaN();
  });
});

describe('first-view budgets', () => {
  const budgets: Budgets = {
    lighthouse: {
      performanceMin: 99,
      accessibilityMin: 100,
      bestPracticesMin: 100,
      seoMin: 100,
      lcpMsMax: 1200,
      clsMax: 0.01,
    },
    bytes: {
      jsBeforeInteractionKbGzipMax: 75,
      contentPagesExclude: ['/'],
      homeJsAfterHydrationKbGzipMax: 150,
      imageKbMax: 150,
    },
    firstView: {
      firstViewBytesMax: 14_600,
      documentBrKbMax: 16,
      landingRoutes: ['/', '/sleepshort/'],
      landingDocumentBrKbMax: 24,
      homeElementsMax: 800,
    },
    chat: { chunkKbGzipMax: 40 },
  };
  const fv = (over: Partial<FirstView> = {}): FirstView => ({
    documentBr: 12_000,
    documentBytes: 60_000,
    elements: 400,
    firstView: { mobile: { bytes: 9_000, lastElement: 'p' }, desktop: { bytes: 9_500, lastElement: 'p' } },
    renderCpuMs: { runs: [10, 12, 11, 30, 11], median: 11, min: 10, max: 30 },
    ...over,
  });

  it('passes a page within every budget, whatever its render CPU spread', () => {
    expect(checkRoute('/agb/', budgets, null, null, fv())).toEqual([]);
  });

  it('names the viewport and the last painted element of a first view over one round trip', () => {
    const broken = checkRoute(
      '/agb/',
      budgets,
      null,
      null,
      fv({
        firstView: {
          mobile: { bytes: 15_000, lastElement: 'button.fixed' },
          desktop: { bytes: 9_000, lastElement: 'p' },
        },
      }),
    );
    expect(broken).toEqual([
      '/agb/: first view (mobile) needs 15000 B br > 14600 B (last painted element: button.fixed)',
    ]);
  });

  it('allows the landing pages a larger document and caps the home page elements', () => {
    expect(checkRoute('/sleepshort/', budgets, null, null, fv({ documentBr: 20 * 1024 }))).toEqual([]);
    expect(checkRoute('/agb/', budgets, null, null, fv({ documentBr: 20 * 1024 }))).toEqual([
      '/agb/: document 20.0 KB br > 16 KB',
    ]);
    expect(checkRoute('/', budgets, null, null, fv({ elements: 1244 }))).toEqual(['/: 1244 elements > 800']);
  });
});
