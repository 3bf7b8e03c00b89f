/**
 * How much of the page's main-thread task time was spent on the CPU, from the trace Lighthouse
 * recorded (unthrottled). Lighthouse's simulated TBT multiplies the wall time of each task by
 * four; on a shared machine a task's wall time includes the time its thread waited for a core
 * or for another process, so this share says how much of a TBT figure is the page's own work.
 */

/** The trace events this needs (Chrome trace event format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export interface MainThreadTime {
  /** Sum of the top-level tasks' wall time, ms. */
  wallMs: number;
  /** Sum of the same tasks' thread (CPU) time, ms. */
  cpuMs: number;
  /** cpuMs / wallMs (0..1); NaN without tasks. */
  cpuShare: number;
  /** The longest task: wall and CPU time, ms. */
  longestTask: { wallMs: number; cpuMs: number } | null;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The page's last main-frame navigation to an http(s) URL and the renderer main thread that
 * loaded it (its `thread_name` metadata event); null when the trace lacks either.
 */
function pageMainThread(events: TraceEvent[]): { nav: TraceEvent; main: TraceEvent } | null {
  const nav = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
    )
    .at(-1);
  if (!nav) return null;
  const main = events.find((e) => e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
  return main ? { nav, main } : null;
}

/**
 * Top-level tasks of the renderer main thread that loaded the page (the last main-frame
 * navigation to an http(s) URL), from that navigation to `windowMs` after it.
 */
export function mainThreadTime(events: TraceEvent[], windowMs: number): MainThreadTime {
  const page = pageMainThread(events);
  const empty: MainThreadTime = { wallMs: 0, cpuMs: 0, cpuShare: Number.NaN, longestTask: null };
  if (!page) return empty;
  const { nav, main } = page;
  const end = nav.ts + windowMs * 1000;
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        TASK_NAMES.has(e.name) &&
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ts >= nav.ts &&
        e.ts < end &&
        e.dur !== undefined &&
        e.tdur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  // Top level only: a task nested in another (a nested run loop) is part of its parent.
  const top: TraceEvent[] = [];
  for (const t of tasks) {
    const last = top.at(-1);
    if (last && t.ts < last.ts + last.dur!) continue;
    top.push(t);
  }
  if (!top.length) return empty;
  const wall = top.reduce((s, t) => s + t.dur!, 0) / 1000;
  const cpu = top.reduce((s, t) => s + t.tdur!, 0) / 1000;
  const longest = top.reduce((a, b) => (b.dur! > a.dur! ? b : a));
  return {
    wallMs: wall,
    cpuMs: cpu,
    cpuShare: wall > 0 ? cpu / wall : Number.NaN,
    longestTask: { wallMs: longest.dur! / 1000, cpuMs: longest.tdur! / 1000 },
  };
}
