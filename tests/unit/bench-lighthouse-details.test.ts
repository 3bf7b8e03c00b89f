/**
 * The bench's readings of a Lighthouse run beyond its metrics: mainThreadTime
 * (scripts/bench/main-thread.ts), how much of the page's main-thread task time ran on the CPU,
 * and describeShifts (scripts/bench/layout-shifts.ts), what moved in a layout shift.
 */
import { describe, expect, it } from 'vitest';
import { describeShifts } from '../../scripts/bench/layout-shifts.ts';
import { mainThreadTime, type TraceEvent } from '../../scripts/bench/main-thread.ts';

const PAGE = 10;
const MAIN = 1;
const ms = (n: number) => n * 1000;

const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const nav = (pid: number, ts: number, url: string): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  pid,
  tid: MAIN,
  ts,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
});
const task = (startMs: number, wallMs: number, cpuMs: number, pid = PAGE, tid = MAIN): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  pid,
  tid,
  ts: ms(startMs),
  dur: ms(wallMs),
  tdur: ms(cpuMs),
});

describe('mainThreadTime', () => {
  it("sums the page's top-level main-thread tasks from its navigation to the end of the window", () => {
    const events = [
      meta(PAGE, MAIN, 'CrRendererMain'),
      meta(PAGE, 2, 'Compositor'),
      meta(20, MAIN, 'CrRendererMain'),
      nav(20, ms(50), 'about:blank'),
      nav(PAGE, ms(100), 'http://127.0.0.1:4321/'),
      task(90, 30, 30), // before the navigation
      task(100, 40, 10), // the commit: mostly waiting
      task(110, 5, 5), // nested in the commit: part of it
      task(150, 20, 15),
      task(170, 10, 10, PAGE, 2), // another thread
      task(180, 10, 10, 20), // another renderer
      task(400, 50, 50), // after the window
    ];
    const r = mainThreadTime(events, 200);
    expect(r.wallMs).toBe(60);
    expect(r.cpuMs).toBe(25);
    expect(r.cpuShare).toBeCloseTo(25 / 60);
    expect(r.longestTask).toEqual({ wallMs: 40, cpuMs: 10 });
  });

  it('says nothing (NaN, no task) without an http navigation or a main thread', () => {
    expect(mainThreadTime([task(0, 10, 10)], 100)).toEqual({
      wallMs: 0,
      cpuMs: 0,
      cpuShare: Number.NaN,
      longestTask: null,
    });
    expect(mainThreadTime([nav(PAGE, 0, 'https://x.example/'), task(0, 10, 10)], 100).longestTask).toBeNull();
  });
});

describe('describeShifts', () => {
  it("names each shift's score, the element that moved most and the causes Lighthouse found", () => {
    expect(
      describeShifts([
        {
          score: 0.2721,
          node: { selector: 'main > section.hero', snippet: '<section class="hero">' },
          subItems: {
            items: [{ cause: 'Web font loaded', extra: { value: 'http://127.0.0.1/_astro/inter.woff2' } }],
          },
        },
        { score: 0.004, node: { snippet: '<p>' } },
        {},
      ]),
    ).toEqual([
      '0.272 main > section.hero (Web font loaded http://127.0.0.1/_astro/inter.woff2)',
      '0.004 <p>',
      '0.000 unknown element',
    ]);
  });
});
