/**
 * The owner's editor (Keystatic) and its write API exist only under `npm run edit`
 * (astro.edit.config.mjs): the production build and server have neither.
 */
import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { refusalLead } from '../../src/editor/saved-notice.ts';

const EDITOR_PATHS = [
  '/keystatic',
  '/keystatic/singleton/openingHours',
  '/api/keystatic/tree',
  '/api/keystatic/blob/x/src/content/data/opening-hours.json',
  '/api/keystatic/update',
];

test('the production server answers 404 for the editor and its API, for reads and writes', async ({ request }) => {
  for (const route of EDITOR_PATHS) {
    expect((await request.get(route)).status(), `GET ${route}`).toBe(404);
    const write = await request.post(route, {
      headers: { 'Content-Type': 'application/json', Origin: new URL(process.env.BASE_URL!).origin },
      data: { additions: [{ path: 'src/content/data/opening-hours.json', contents: 'e30=' }], deletions: [] },
    });
    expect(write.status(), `POST ${route}`).toBe(404);
  }
});

test("the production build holds no editor file and no editor code, nor the editor's check before a save", () => {
  const dist = path.resolve(process.env.ASTRO_OUT_DIR ?? process.env.DIST_DIR ?? 'dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
  expect(files.length).toBeGreaterThan(0);
  const offending = files.filter(
    (f) =>
      /keystatic/i.test(path.relative(dist, f)) ||
      (/\.(m?js|html|json|css)$/.test(f) && /keystatic/i.test(readFileSync(f, 'utf8'))) ||
      // The editor's check before a save (a middleware of the editing command only) is not in it either.
      (/\.m?js$/.test(f) && readFileSync(f, 'utf8').includes(refusalLead)),
  );
  expect(offending).toEqual([]);
});
