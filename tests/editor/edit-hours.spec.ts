/**
 * The owner's way end to end, in Chromium: open the editor (`npm run edit`), change the opening
 * hours, save, build, and find the new hours on the home page, in the footer and in the
 * structured data. A bad value is refused with its German message and nothing is written.
 *
 * It works on a temporary copy of the sources (node_modules linked), so the repository is never
 * written to: the edit server and the build run there. Run by `npm run test:editor` (a build and
 * a development server take minutes, so it is not part of `npm test`).
 */
import { expect, test, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  dayProblem,
  openingHoursSpecification,
  reading,
  type OpeningHoursFile,
} from '../../src/content/opening-hours-model.ts';
import { typeset } from '../../src/lib/typography.ts';
import { startServer } from '../../scripts/lib/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const HOURS_FILE = 'src/content/data/opening-hours.json';
/** What the sources need to run and build; everything else stays behind. */
const COPIED = [
  'src',
  'scripts',
  'public',
  'astro.config.mjs',
  'astro.edit.config.mjs',
  'keystatic.config.tsx',
  'package.json',
  'tsconfig.json',
];

let work: string;
let server: ChildProcess | undefined;
let base: string;
let log = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`edit server not up within ${ms} ms:\n${log}`);
}

const hoursFile = () => readFileSync(path.join(work, HOURS_FILE), 'utf8');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'site-edit-'));
  for (const entry of COPIED) cpSync(path.join(root, entry), path.join(work, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  // The linked node_modules lie outside the copy; the development server may read them.
  writeFileSync(
    path.join(work, 'astro.test.config.mjs'),
    `import edit from './astro.edit.config.mjs';
export default { ...edit, vite: { ...edit.vite, server: { fs: { allow: [${JSON.stringify(work)}, ${JSON.stringify(path.join(root, 'node_modules'))}] } } } };
`,
  );
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(
    path.join(root, 'node_modules/.bin/astro'),
    ['dev', '--config', 'astro.test.config.mjs', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: work,
      env: {
        ...process.env,
        ASTRO_CACHE_DIR: path.join(work, '.cache/astro'),
        VITE_CACHE_DIR: path.join(work, '.cache/vite'),
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  await waitFor(`${base}/keystatic`, 120_000);
});

test.afterAll(() => {
  server?.kill('SIGKILL');
  if (work && !process.env.KEEP_EDIT_COPY) rmSync(work, { recursive: true, force: true });
});

async function openHours(page: Page) {
  const res = await page.goto(`${base}/keystatic/singleton/openingHours`);
  // The editor injects its styles at run time; the site's strict policy must not block them.
  expect(res?.headers()['content-security-policy']).toBeUndefined();
  // The first visit waits for Vite to bundle the editor's dependencies.
  await expect(page.getByLabel('Showroom, Samstag, öffnet um')).toBeVisible({ timeout: 240_000 });
}

test('a bad time or a closing before the opening is refused in German, naming the field; nothing is written', async ({
  page,
}) => {
  const before = hoursFile();
  await openHours(page);
  const save = page.getByRole('button', { name: 'Save' });

  await page.getByLabel('Showroom, Samstag, öffnet um').fill('25:00');
  await save.click();
  await expect(page.getByText(dayProblem('Showroom', 'saturday', { opens: '25:00', closes: '15:00' })!)).toBeVisible();

  await page.getByLabel('Showroom, Samstag, öffnet um').fill('10:00');
  await page.getByLabel('Showroom, Samstag, schließt um').fill('09:00');
  await save.click();
  await expect(page.getByText(dayProblem('Showroom', 'saturday', { opens: '10:00', closes: '09:00' })!)).toBeVisible();

  await page.waitForTimeout(1000);
  expect(hoursFile()).toBe(before);
});

test('the reviews open in the editor with the reviews of the data file', async ({ page }) => {
  const file = JSON.parse(readFileSync(path.join(work, 'src/content/data/reviews.sample.json'), 'utf8')) as {
    reviews: { author: string }[];
  };
  await page.goto(`${base}/keystatic/singleton/reviews`);
  for (const review of file.reviews) await expect(page.getByText(review.author, { exact: true })).toBeVisible();
});

test('changed hours, saved and built, show on the home page, in the footer and in JSON-LD', async ({ page }) => {
  await openHours(page);
  await page.getByLabel('Showroom, Samstag, öffnet um').fill('09:00');
  await page.getByLabel('Showroom, Samstag, schließt um').fill('16:00');
  const before = hoursFile();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(hoursFile, { timeout: 15_000 }).not.toBe(before);

  const saved = JSON.parse(hoursFile()) as OpeningHoursFile;
  const original = JSON.parse(readFileSync(path.join(root, HOURS_FILE), 'utf8')) as OpeningHoursFile;
  // Exactly the change the owner made, nothing else.
  expect(saved).toEqual({
    ...original,
    showroom: { ...original.showroom, saturday: { opens: '09:00', closes: '16:00' } },
  });
  server?.kill('SIGKILL');

  const build = spawnSync(path.join(root, 'node_modules/.bin/astro'), ['build'], {
    cwd: work,
    env: {
      ...process.env,
      ASTRO_CACHE_DIR: path.join(work, '.cache/astro'),
      VITE_CACHE_DIR: path.join(work, '.cache/vite'),
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8',
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  // The production server on the new build, as visitors get it.
  const site = await startServer({ RATE_LIMIT_MAX: '10000', DIST_DIR: path.join(work, 'dist') });
  try {
    await page.goto(`${site.url}/`);
    await expectHours(page, saved);
  } finally {
    await site.stop();
  }
});

async function expectHours(page: Page, saved: OpeningHoursFile) {
  const rows = (locator: ReturnType<Page['locator']>) =>
    locator.locator('dt').evaluateAll((dts) => dts.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
  const hero = reading(saved.showroom, { form: 'short', closed: null }).map((r) => [typeset(r.days), typeset(r.hours)]);
  expect(await rows(page.locator('[data-hours="hero"]'))).toEqual(hero);
  expect(hero).toContainEqual(['Sa', typeset('9 - 16 Uhr')]);
  const footer = reading(saved.showroom, {
    form: 'short',
    closed: saved.appointmentsOnClosedDays ? 'Beratung nach Vereinbarung' : 'geschlossen',
  }).map((r) => [typeset(r.days), typeset(r.hours)]);
  expect(await rows(page.getByRole('contentinfo'))).toEqual(footer);

  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}') as Record<string, unknown>));
  const business = ld.find((d) => d['@type'] === 'FurnitureStore') as { openingHoursSpecification: unknown[] };
  expect(business.openingHoursSpecification).toEqual(
    openingHoursSpecification(saved.showroom).map((s) => ({ '@type': 'OpeningHoursSpecification', ...s })),
  );
  expect(business.openingHoursSpecification).toContainEqual({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ['Saturday'],
    opens: '09:00',
    closes: '16:00',
  });
}
