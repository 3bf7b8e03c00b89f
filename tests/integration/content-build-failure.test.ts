/**
 * A build over content with a bad value fails the way the owner can act on: a copy of the project
 * (node_modules linked) with a product page whose intro is empty is built with `astro build`;
 * it exits non-zero and prints the German lead and the problem, naming file and field, with no
 * stack trace and no English hook error, and writes no site.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { contentFailureLead } from '../../src/content/content-report.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** What the build reads before it checks the content. */
const COPIED = ['src', 'scripts', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];
const FIXTURE = path.join(root, 'tests/fixtures/product-pages/nackenkissen.yaml');

let work: string;
let result: { status: number | null; output: string };

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'site-bad-content-'));
  for (const entry of COPIED) cpSync(path.join(root, entry), path.join(work, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  const entry = parse(readFileSync(FIXTURE, 'utf8')) as { sections: { value: { intro?: string } }[] };
  entry.sections[0]!.value.intro = '';
  writeFileSync(path.join(work, 'src/content/product-pages/kaputt.yaml'), stringify(entry));
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: work,
    env: {
      ...process.env,
      ASTRO_OUT_DIR: path.join(work, 'dist'),
      ASTRO_CACHE_DIR: path.join(work, '.cache/astro'),
      VITE_CACHE_DIR: path.join(work, '.cache/vite'),
      ASTRO_TELEMETRY_DISABLED: '1',
      NO_COLOR: '1',
    },
    encoding: 'utf8',
  });
  result = { status: run.status, output: run.stdout + run.stderr };
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a build over content with a bad value', () => {
  it('exits non-zero, names the file and the field under the German lead, and writes no site', () => {
    expect(result.status, result.output).not.toBe(0);
    expect(result.output).toContain(contentFailureLead(1));
    expect(result.output).toMatch(/\[Inhalte\] - .*kaputt\.yaml:\s*\n\s*sections\.0\.intro \(Abschnitte/);
    expect(existsSync(path.join(work, 'dist'))).toBe(false);
  });

  it('prints no stack trace and no English hook error', () => {
    expect(result.output).not.toMatch(/Stack trace|^\s+at \S/m);
    expect(result.output).not.toMatch(/unhandled error|AstroUserError|Error:/i);
  });
});
