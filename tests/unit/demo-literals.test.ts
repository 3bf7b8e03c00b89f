/**
 * golive covers all copy: every demo literal, anywhere under src/ and public/ outside the demo's
 * own files, as a whole word. Generated files with a planted literal are always caught; a literal
 * inside a longer word is not a hit. The deploy guide and the check agree on the settings, and
 * the Datenschutz figures (access log, backups) come from the same values the guide configures.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_FILES, REQUIRED_SETTINGS, copyFiles, findDemoLiterals } from '../../scripts/golive/check.ts';
import { claimValues } from '../../src/content/claims.ts';
import { demoLiterals, demoOperator } from '../../src/content/operator.demo.ts';

/** Text around a planted literal: anything, as long as the neighbours are not letters or digits. */
const filler = fc.string({ unit: fc.constantFrom(...' .,;:()„“"\'\n\t-–/<>{}=#abcXYZäöüß019'.split('')) });
const edge = fc.constantFrom(' ', '\n', '(', '„', '"', '>', '.', ',', '');

describe('the demo literal scan', () => {
  it('finds every demo literal planted anywhere in generated files, on its line', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...demoLiterals),
        filler,
        filler,
        edge,
        edge,
        fc.array(filler, { maxLength: 3 }),
        (literal, before, after, left, right, others) => {
          // Keep the planted literal a whole word: no letter or digit right next to it.
          const safeBefore = before.replace(/[\p{L}\p{N}_]$/u, ' ');
          const safeAfter = after.replace(/^[\p{L}\p{N}_]/u, ' ');
          const text = `${safeBefore}${left}${literal}${right}${safeAfter}`;
          const files = [
            ...others.map((o, i) => ({ path: `src/other-${i}.ts`, text: o })),
            { path: 'src/x.astro', text },
          ];
          const found = findDemoLiterals(files);
          const line = `${safeBefore}${left}`.split('\n').length;
          expect(
            found.some(
              (p) => p.where === `src/x.astro:${line}` && p.detail.includes(JSON.stringify(literal).slice(0, 8)),
            ),
          ).toBe(true);
        },
      ),
    );
  });

  it('is case-insensitive and matches whole words only', () => {
    const scan = (text: string) => findDemoLiterals([{ path: 'f', text }]).length;
    expect(scan('Willkommen bei der SCHLAFMANUFAKTUR MUSTERMANN')).toBe(1);
    expect(scan('Anfahrt über die A45.')).toBe(1);
    expect(scan('PLZ 57000 Musterstadt')).toBe(1);
    expect(scan('Buslinie 12 ab dem Bahnhof')).toBe(1);
    // Inside longer words or numbers: not the demo's value.
    expect(scan('A450 und 570001 und Buslinie 123')).toBe(0);
    expect(scan('Mustermannschaft')).toBe(0);
  });

  it('lists each of the demo’s identifying values', () => {
    for (const value of [
      demoOperator.name,
      demoOperator.street,
      'Musterstraße',
      demoOperator.postalCode,
      demoOperator.town,
      demoOperator.phoneDisplay,
      demoOperator.directions.motorway,
      'Siegen Süd',
      'Buslinie 12',
      'Bahnhof Musterstadt',
    ]) {
      expect(demoLiterals).toContain(value);
    }
  });

  it('finds none in the copy: src/ and public/ outside the demo files', () => {
    const files = copyFiles(process.cwd(), ['src', 'public']);
    expect(files.length).toBeGreaterThan(100);
    expect(files.map((f) => f.path)).not.toEqual(expect.arrayContaining(DEMO_FILES));
    expect(findDemoLiterals(files)).toEqual([]);
  });

  it('the demo files themselves are where the literals live', () => {
    const files = copyFiles(process.cwd(), ['src'], []).filter((f) => DEMO_FILES.includes(f.path));
    expect(findDemoLiterals(files).length).toBeGreaterThan(5);
  });
});

describe('the deploy guide and the go-live check agree', () => {
  const guide = readFileSync('docs/deploy.md', 'utf8');
  const envBlock = /### Environment file[\s\S]*?```ini\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
  const envKeys = new Set([...envBlock.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]));

  it('the guide’s environment file sets every setting golive requires', () => {
    expect(envBlock).not.toBe('');
    for (const key of Object.keys(REQUIRED_SETTINGS)) expect(envKeys, key).toContain(key);
  });

  it('the build in the guide reads that environment file (no flag to remember)', () => {
    expect(guide).not.toMatch(/GO_LIVE/);
    expect(guide).toMatch(/set -a; \. \/etc\/schlafmanufaktur\/env; set \+a; npm run build/);
  });

  it('the access log the guide configures is the one the Datenschutz page states', () => {
    const { accessLog } = claimValues.hosting;
    expect(guide).toContain(`roll_keep_for ${accessLog.retentionDays * 24}h`);
    expect(guide).toMatch(new RegExp(`ipv4 ${accessLog.ipv4PrefixBits}\\n\\s*ipv6 ${accessLog.ipv6PrefixBits}`));
  });

  it('backups expire after the days the Datenschutz page states', () => {
    expect(guide).toContain(`-mtime +${claimValues.dataCopies.backupDays} -delete`);
  });
});
