/**
 * The chat's code: what opening the chat adds to a page whose islands have all hydrated. On an
 * unthrottled page (nothing here is timed), every interaction island is woken by a key press;
 * then a tap on the launcher, until the chat window's input shows. Every script and stylesheet
 * requested in between is counted, its bytes read from the build and compressed as the server
 * sends them (gzip and brotli at their highest levels). Reported, not gated.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { CONSENT_STORAGE_KEY, NO_CONSENT, createConsent, serializeConsent } from '../../src/lib/consent.ts';

export interface ChunkSize {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

const CODE = /\/_astro\/[^?#]+\.(?:js|css)$/;

export async function measureChatChunk(browser: Browser, baseUrl: string, clientDir: string): Promise<ChunkSize> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    // A stored choice: no banner over the launcher.
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CONSENT_STORAGE_KEY, serializeConsent(createConsent(NO_CONSENT))],
    );
    const requested: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (CODE.test(pathname)) requested.push(pathname);
    });
    await page.goto(`${baseUrl}/impressum`, { waitUntil: 'networkidle' });
    // A key press wakes every interaction island (header, consent, launcher).
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.querySelectorAll('astro-island[client="interaction"][ssr]').length === 0);
    await page.waitForLoadState('networkidle');
    const before = requested.length;
    await page.getByTestId('chat-launcher').tap();
    await page.locator(':is(dialog, [role="dialog"]) input[type="text"]').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    const files = [...new Set(requested.slice(before))];
    let rawBytes = 0;
    let gzipBytes = 0;
    let brotliBytes = 0;
    for (const file of files) {
      const bytes = readFileSync(path.join(clientDir, file));
      rawBytes += bytes.length;
      gzipBytes += gzipSync(bytes, { level: 9 }).length;
      brotliBytes += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }
    return { files, rawBytes, gzipBytes, brotliBytes };
  } finally {
    await context.close();
  }
}
