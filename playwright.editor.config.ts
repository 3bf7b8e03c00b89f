import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/lib/chromium.ts';

const executablePath = chromiumExecutable();

/** `npm run test:editor`: the owner's editor end to end (tests/editor); it starts its own servers. */
export default defineConfig({
  testDir: 'tests/editor',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results/editor',
  workers: 1,
  retries: 0,
  // A development server's first start and a production build take minutes on a busy machine.
  timeout: 600_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: { args: chromiumArgs, ...(executablePath ? { executablePath } : {}) },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
});
