/**
 * The visitor's phone as the bench drives it, and one cold page load on it.
 *
 * The harness adds nothing to what the visitor's browser does during a load:
 * - Nothing leaves loopback through a resolver rule of Chromium's own (`LOOPBACK_ONLY`): every
 *   host name but 127.0.0.1 fails to resolve inside the browser, before any socket opens. No
 *   request interception (Playwright's `route()` pauses every request, the page's own included,
 *   until the test driver answers, and turns the HTTP cache off).
 * - No test driver in the page: a load is driven over a bare CDP connection
 *   (chrome-remote-interface, which sends only the commands it is given), which sets the phone's
 *   emulation and nothing else; Playwright, which drives the taps, adds a script world of its own
 *   and the Runtime domain to every page it opens.
 * - No script in the page before its own: FCP, LCP, CLS and long tasks are read after the load
 *   from the browser's buffered performance entries.
 */
import { createServer } from 'node:net';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import CDP from 'chrome-remote-interface';
import { chromiumArgs, chromiumExecutable } from '../lib/chromium.ts';

/** The visitor's phone and network. */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 };
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
export const CPU_SLOWDOWN = 4;

/** The bench's server host; every other host name fails to resolve in the bench's browser. */
const LOOPBACK_HOST = '127.0.0.1';
const LOOPBACK_ONLY = `--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE ${LOOPBACK_HOST}`;

export const benchChromiumArgs = [...chromiumArgs, LOOPBACK_ONLY];

/** The bench's browser: Playwright for the taps, a bare CDP connection for the page loads. */
export interface PhoneBrowser {
  browser: Browser;
  cdp: CDP.Client;
  close: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, LOOPBACK_HOST, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function launchPhoneBrowser(): Promise<PhoneBrowser> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...benchChromiumArgs, `--remote-debugging-port=${port}`],
  });
  // The browser's own endpoint, not a page's: each load gets a page of its own (measureLoad).
  const endpoint = { host: LOOPBACK_HOST, port };
  const { webSocketDebuggerUrl } = await CDP.Version(endpoint);
  const cdp = await CDP({ ...endpoint, target: webSocketDebuggerUrl });
  return {
    browser,
    cdp,
    close: async () => {
      await cdp.close();
      await browser.close();
    },
  };
}

/** Whether a request goes to somewhere other than the bench's own server (data: and blob: do not). */
export const leavesLoopback = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return /^(https?|wss?):$/.test(protocol) && hostname !== LOOPBACK_HOST;
};

/** A fresh context (cold cache, no stored state) on the slow phone, or a wide screen, throttled. */
export async function slowPage(
  browser: Browser,
  width = PHONE.width,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const phone = width === PHONE.width;
  const context = await browser.newContext({
    viewport: { width, height: phone ? PHONE.height : 800 },
    deviceScaleFactor: phone ? PHONE.deviceScaleFactor : 1,
    isMobile: phone,
    hasTouch: phone,
    locale: 'de-DE',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

export interface LoadSample {
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferBytes: number;
  elements: number;
  /** Requests to anywhere but the bench's server, and how the browser ended them. */
  external: { url: string; error: string | null }[];
}

/** The browser's own entries of the load, taken from its buffers (no observer ran during the load). */
function readEntries() {
  const take = (type: string) => {
    const observer = new PerformanceObserver(() => undefined);
    try {
      observer.observe({ type, buffered: true });
    } catch {
      return [];
    }
    const entries = observer.takeRecords();
    observer.disconnect();
    return entries;
  };
  const fcp = take('paint').find((e) => e.name === 'first-contentful-paint');
  const lcp = take('largest-contentful-paint').at(-1);
  const shifts = take('layout-shift') as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
  return {
    fcp: fcp?.startTime ?? null,
    lcp: lcp?.startTime ?? null,
    cls: shifts.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0),
    longTasks: take('longtask').map((e) => [e.startTime, e.duration] as const),
    elements: document.getElementsByTagName('*').length,
  };
}

/** One cold load of `url`: the first visit (no stored consent), read 1.5 s after the load event. */
export async function measureLoad({ cdp }: PhoneBrowser, url: string): Promise<LoadSample> {
  // A fresh browser context: cold cache, no stored state. Playwright, attached to the browser,
  // lets go of a page in a context it did not create.
  const { browserContextId } = await cdp.Target.createBrowserContext({ disposeOnDetach: true });
  const stops: (() => unknown)[] = [];
  try {
    const { targetId } = await cdp.Target.createTarget({ url: 'about:blank', browserContextId });
    const { sessionId } = await cdp.Target.attachToTarget({ targetId, flatten: true });
    // The page's events: its session shares the browser's connection.
    const ofPage =
      <Params>(fn: (params: Params) => void) =>
      (params: Params, from?: string) => {
        if (from === sessionId) fn(params);
      };
    let transferBytes = 0;
    const requested = new Map<string, string>();
    const external: LoadSample['external'] = [];
    stops.push(
      cdp.Network.loadingFinished(
        ofPage((e) => {
          transferBytes += e.encodedDataLength;
        }),
      ),
      cdp.Network.requestWillBeSent(
        ofPage((e) => {
          if (leavesLoopback(e.request.url)) requested.set(e.requestId, e.request.url);
        }),
      ),
      cdp.Network.loadingFailed(
        ofPage((e) => {
          const failed = requested.get(e.requestId);
          if (!failed) return;
          external.push({ url: failed, error: e.errorText });
          requested.delete(e.requestId);
        }),
      ),
    );
    await cdp.Runtime.runIfWaitingForDebugger(sessionId).catch(() => undefined);
    await cdp.Page.enable(sessionId);
    await cdp.Network.enable({}, sessionId);
    await cdp.Network.emulateNetworkConditions(NETWORK, sessionId);
    await cdp.Emulation.setCPUThrottlingRate({ rate: CPU_SLOWDOWN }, sessionId);
    await cdp.Emulation.setDeviceMetricsOverride({ ...PHONE, mobile: true }, sessionId);
    await cdp.Emulation.setTouchEmulationEnabled({ enabled: true }, sessionId);
    await cdp.Emulation.setLocaleOverride({ locale: 'de-DE' }, sessionId);
    const loaded = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${url}: no load event in 90 s`)), 90_000);
      stops.push(cdp.Page.loadEventFired(ofPage(() => (clearTimeout(timer), resolve()))), () => clearTimeout(timer));
    });
    const { errorText } = await cdp.Page.navigate({ url }, sessionId);
    if (errorText) throw new Error(`${url}: ${errorText}`);
    await loaded;
    // Quiet time after load: late paints (an image decoded after load) still count.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { result, exceptionDetails } = await cdp.Runtime.evaluate(
      { expression: `(${readEntries.toString()})()`, returnByValue: true },
      sessionId,
    );
    if (exceptionDetails) throw new Error(`${url}: ${exceptionDetails.text}`);
    const b = result.value as ReturnType<typeof readEntries>;
    for (const left of requested.values()) external.push({ url: left, error: null });
    const fcpMs = b.fcp ?? Number.NaN;
    const tbtMs = b.longTasks
      .filter(([start]) => start >= fcpMs)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { fcpMs, lcpMs: b.lcp ?? Number.NaN, cls: b.cls, tbtMs, transferBytes, elements: b.elements, external };
  } finally {
    for (const stop of stops) stop();
    await cdp.Target.disposeBrowserContext({ browserContextId }).catch(() => undefined);
  }
}
