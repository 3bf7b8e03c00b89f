/**
 * Bytes per route, measured in a real browser (Playwright driving Debian's Chromium with the
 * viewport of Lighthouse's mobile preset). Two snapshots of the loaded resources:
 * - before interaction: after `load` and network idle, without scrolling (client:load and
 *   client:idle islands have loaded; client:visible islands below the fold have not);
 * - after hydration: after scrolling slowly to the bottom and waiting for network idle again
 *   (every island on the page has hydrated; nothing is opened or clicked).
 * Sizes are what the production server sends for `Accept-Encoding: gzip` (fetched once per
 * URL), so the figures are "KB gzip" whatever encoding the browser negotiated.
 */
import http from 'node:http';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../lib/chromium.ts';
import { PENDING_INTERACTION_ISLANDS } from '../lib/islands.ts';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '../../src/lib/consent.ts';

type Kind = 'document' | 'script' | 'stylesheet' | 'image' | 'font' | 'other';

export interface RouteBytes {
  htmlGzip: number;
  cssGzip: number;
  jsBeforeGzip: number;
  jsAfterGzip: number;
  /** Every image loaded after scrolling, summed. */
  imagesBytes: number;
  largestImage: { url: string; bytes: number } | null;
  fontsBytes: number;
  /** JS files loaded before interaction / after hydration (path: gzip bytes). */
  jsBefore: Record<string, number>;
  jsAfter: Record<string, number>;
}

/** The JS the chat window loads when it is first opened. */
export interface ChatChunkBytes {
  gzip: number;
  /** Path: gzip bytes. */
  files: Record<string, number>;
}

/** Moto G Power (2022) as in Lighthouse's mobile preset. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs, headless: true });
}

const sizeCache = new Map<string, number>();

/** Body bytes on the wire for Accept-Encoding: gzip (not decompressed). */
function gzipBytes(url: string): Promise<number> {
  const cached = sizeCache.get(url);
  if (cached !== undefined) return Promise.resolve(cached);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let n = 0;
        res.on('data', (d: Buffer) => (n += d.length));
        res.on('end', () => {
          sizeCache.set(url, n);
          resolve(n);
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function kindOf(resourceType: string): Kind {
  if (resourceType === 'document' || resourceType === 'script' || resourceType === 'stylesheet') return resourceType;
  if (resourceType === 'image' || resourceType === 'font') return resourceType;
  return 'other';
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Let requestIdleCallback (client:idle) fire, then wait for what it fetched.
  await page.evaluate(() => new Promise((r) => setTimeout(r, 1000)));
  await page.waitForLoadState('networkidle');
}

export async function measureBytes(browser: Browser, url: string): Promise<RouteBytes> {
  const context = await browser.newContext({ ...MOBILE });
  const page = await context.newPage();
  const seen = new Map<string, Kind>();
  page.on('response', (res) => {
    if (res.status() >= 400 || !res.url().startsWith('http')) return;
    seen.set(res.url(), kindOf(res.request().resourceType()));
  });
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  const before = new Map(seen);

  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight / 2)) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 150));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await settle(page);
  const after = new Map(seen);
  await context.close();

  const sum = async (set: Map<string, Kind>, kind: Kind) => {
    let total = 0;
    const files: Record<string, number> = {};
    for (const [u, k] of set) {
      if (k !== kind) continue;
      const n = await gzipBytes(u);
      files[new URL(u).pathname] = n;
      total += n;
    }
    return { total, files };
  };
  const jsBefore = await sum(before, 'script');
  const jsAfter = await sum(after, 'script');
  const images = await sum(after, 'image');
  const largest = Object.entries(images.files).sort((a, b) => b[1] - a[1])[0];
  return {
    htmlGzip: (await sum(after, 'document')).total,
    cssGzip: (await sum(after, 'stylesheet')).total,
    jsBeforeGzip: jsBefore.total,
    jsAfterGzip: jsAfter.total,
    imagesBytes: images.total,
    largestImage: largest ? { url: largest[0], bytes: largest[1] } : null,
    fontsBytes: (await sum(after, 'font')).total,
    jsBefore: jsBefore.files,
    jsAfter: jsAfter.files,
  };
}

/**
 * The chat chunk: every script fetched from the moment the launcher is first used (hovered,
 * then clicked) until the chat dialog is open and the network is idle, i.e. the chat window
 * with its topics and knowledge base, minus whatever the page had already loaded.
 */
export async function measureChatChunk(browser: Browser, url: string): Promise<ChatChunkBytes> {
  const context = await browser.newContext({ ...MOBILE });
  const page = await context.newPage();
  // A stored choice (all declined) keeps the cookie banner, which covers the launcher, closed.
  const consent = serializeConsent(createConsent({ analytics: false, marketing: false, preferences: false }));
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_STORAGE_KEY,
    consent,
  ] as const);
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  // Interaction islands (the launcher among them) hydrate on the first key press.
  await page.keyboard.press('Shift');
  // (Not the islands that hydrate when scrolled into view.)
  await page.waitForFunction((pending) => !document.querySelector(pending), PENDING_INTERACTION_ISLANDS);
  await settle(page);
  const loaded = new Set<string>();
  page.on('response', (res) => {
    if (res.status() < 400 && res.request().resourceType() === 'script') loaded.add(res.url());
  });
  const launcher = page.getByTestId('chat-launcher');
  await launcher.hover();
  await launcher.click();
  await page.getByRole('dialog').waitFor();
  await settle(page);
  await context.close();
  const files: Record<string, number> = {};
  let gzip = 0;
  for (const u of loaded) {
    const n = await gzipBytes(u);
    files[new URL(u).pathname] = n;
    gzip += n;
  }
  if (gzip === 0) throw new Error(`bench: opening the chat on ${url} loaded no script`);
  return { gzip, files };
}
