/**
 * Takes a screenshot of a page in Debian's Chromium and reports horizontal overflow.
 * Usage: node scripts/screenshot.ts <url> <out.png> [width=1280] [--mobile] [--viewport]
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './lib/chromium.ts';

const args = process.argv.slice(2);
const [url, out, width = '1280'] = args.filter((a) => !a.startsWith('--'));
if (!url || !out) {
  console.error('usage: node scripts/screenshot.ts <url> <out.png> [width] [--mobile] [--viewport]');
  process.exit(2);
}
const mobile = args.includes('--mobile');
const executablePath = chromiumExecutable();
const browser = await chromium.launch({ args: chromiumArgs, ...(executablePath ? { executablePath } : {}) });
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  isMobile: mobile,
  hasTouch: mobile,
  reducedMotion: 'reduce',
});
await page.goto(url, { waitUntil: 'networkidle' });
// Scroll through the page once, as a visitor would, so lazy images and visible islands load.
await page.evaluate(async () => {
  for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
    window.scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 100));
  }
  window.scrollTo(0, 0);
});
await page.waitForLoadState('networkidle');
const overflow = await page.evaluate(() => {
  const w = document.documentElement.clientWidth;
  return [...document.querySelectorAll('body *')]
    .filter((e) => e.getBoundingClientRect().right > w + 1)
    .slice(0, 5)
    .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)}`);
});
console.log(overflow.length ? `overflow: ${overflow.join(' | ')}` : 'no horizontal overflow');
await page.screenshot({ path: out, fullPage: !args.includes('--viewport') });
await browser.close();
