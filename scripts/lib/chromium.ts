import { existsSync } from 'node:fs';

/** Chromium flags for this sandbox: no background traffic, no sandbox (root), no GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The Chromium to drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
 * browser when installed (undefined lets Playwright pick it).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.env.PLAYWRIGHT_BROWSERS_PATH || existsSync(`${process.env.HOME}/.cache/ms-playwright`)) return undefined;
  throw new Error(
    'No Chromium found. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary.',
  );
}
