/**
 * A new product page is one content file: copied into a copy of the site (node_modules linked)
 * and built, the fixture entry tests/fixtures/product-pages/nackenkissen.yaml is a page of its own
 * and appears in the Produkte drop-down and the mobile menu, on the overview, in the sitemap, as
 * an allowed interest of the contact form and in the chat's knowledge. An entry with a bad value
 * fails the build naming the file and the field. Run by `npm run test:editor` (two builds take
 * minutes, so it is not part of `npm test`).
 */
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { startServer } from '../../scripts/lib/server.ts';
import { astroEnv } from './astro-env.ts';

const root = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(root, 'tests/fixtures/product-pages/nackenkissen.yaml');
const ENTRIES = 'src/content/product-pages';
/** What the sources need to build; everything else stays behind. */
const COPIED = ['src', 'scripts', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];
const PATH = '/produkte/nackenkissen';

let work: string;

function build(outDir: string) {
  return spawnSync(path.join(root, 'node_modules/.bin/astro'), ['build'], {
    cwd: work,
    env: astroEnv(work, { ASTRO_OUT_DIR: outDir }),
    encoding: 'utf8',
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'site-product-'));
  for (const entry of COPIED) cpSync(path.join(root, entry), path.join(work, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  cpSync(FIXTURE, path.join(work, ENTRIES, 'nackenkissen.yaml'));
});

test.afterAll(() => {
  if (work && !process.env.KEEP_EDIT_COPY) rmSync(work, { recursive: true, force: true });
});

test('a product page added as one content file is in the nav, the overview, the sitemap, the interests and the chat', async ({
  page,
}) => {
  const dist = path.join(work, 'dist');
  const result = build(dist);
  expect(result.status, result.stdout + result.stderr).toBe(0);

  // The sitemap and the chat's knowledge (compiled into the chat's chunk).
  expect(readFileSync(path.join(dist, 'client/sitemap-0.xml'), 'utf8')).toContain(`${PATH}</loc>`);
  const chunks = readdirSync(path.join(dist, 'client/_astro'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(dist, 'client/_astro', f), 'utf8'));
  const knowledge = chunks.find((c) => c.includes('Das hohe Nackenkissen füllt bei Seitenschläfern'));
  expect(knowledge, 'a chunk with the passage').toBeDefined();
  expect(knowledge).toContain(PATH);
  // The entry's words for the chat (chatWords) are in the chat's knowledge, with the page.
  expect(knowledge).toContain('Kopfkissen Schlafkissen Kissen fürs Bett');

  const site = await startServer({ RATE_LIMIT_MAX: '10000', DIST_DIR: dist });
  try {
    // The page itself, from the entry.
    await page.goto(`${site.url}${PATH}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nackenkissen: die richtige Höhe für Ihren Kopf');
    await expect(page.locator('#hoehen h3')).toHaveText(['Flaches Kissen', 'Hohes Kissen']);

    // The Produkte drop-down, after the last product page and before the Schlafberater (the page
    // hydrates the header on the first interaction: the trigger is focused and opened by keyboard).
    await page.goto(`${site.url}/`);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const trigger = nav.getByRole('button', { name: 'Produkte' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const link = nav.locator(`a[href="${PATH}"]`);
    await expect(link).toBeVisible();
    await expect(link).toContainText('Nackenkissen');
    const hrefs = await nav.locator('a[href^="/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.indexOf(PATH)).toBe(hrefs.indexOf('/schlafberater') - 1);
    // The mobile menu's product group and the footer.
    await expect(page.locator(`nav[data-mobile-menu] a[href="${PATH}"]`)).toHaveText(/Nackenkissen/);
    await expect(page.getByRole('contentinfo').locator(`a[href="${PATH}"]`)).toHaveText('Nackenkissen');

    // The overview (a content entry itself): the card, with the artwork the entry names, after the
    // last product page's.
    await page.goto(`${site.url}/produkte`);
    const card = page.locator(`#alle-produkte a[href="${PATH}"]`);
    await expect(card.getByRole('heading')).toHaveText('Nackenkissen');
    await expect(card).toContainText('Die passende Höhe für den Kopf');
    const { card: artwork } = parse(readFileSync(FIXTURE, 'utf8')) as { card: { image: string } };
    await expect(card.locator('img')).toHaveAttribute('src', new RegExp(`^/img/${artwork.image}-`));
    const cards = await page.locator('#alle-produkte a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(cards.indexOf(PATH)).toBe(cards.indexOf('/schlafberater') - 1);

    // The contact form offers the page's interest, and its consult link preselects it.
    await page.goto(`${site.url}/kontakt?interesse=Nackenkissen`);
    await expect(page.locator('select option[value="Nackenkissen"]')).toHaveCount(1);
  } finally {
    await site.stop();
  }
});

test('an entry with a bad value fails the build, naming the file and the field', () => {
  const entry = parse(readFileSync(FIXTURE, 'utf8')) as { sections: { value: { intro?: string } }[] };
  entry.sections[0]!.value.intro = '';
  writeFileSync(path.join(work, ENTRIES, 'kaputt.yaml'), stringify(entry));
  const result = build(path.join(work, 'dist-bad'));
  const output = result.stdout + result.stderr;
  expect(result.status, output).not.toBe(0);
  expect(output).toMatch(/kaputt/);
  expect(output).toMatch(/sections\.0\.intro/);
});
