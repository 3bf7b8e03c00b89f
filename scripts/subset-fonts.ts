/**
 * Writes the self-hosted font subsets of src/assets/fonts/ (committed; run again only when the
 * fonts, the character set or the weights change). Source: the Fontsource variable fonts (latin,
 * wght axis), cut into static instances.
 *
 * Kept: Basic Latin, the German letters and the typography the copy uses (quotes, dashes,
 * ellipsis, §, €, ©, °, ², ³, ½, ×, middle dot, soft hyphen, guillemets, arrow); any other
 * character a visitor types falls back to the next font of the stack glyph by glyph. Layout
 * features: kerning and tabular figures (plus ligatures for Fraunces).
 * - Inter (body and UI): static 400 (also serves font-medium) and 600 (semibold and bold).
 * - Fraunces (h1-h3 and the `font-serif` figures, all semibold): static 600.
 *
 * Why static and so small: the three files are preloaded and so lie on the path to the largest
 * paint (the budget: LCP <= 1.2 s on a slow 4G profile). Each stays under ~14 KB with its headers,
 * so it arrives in TCP's first congestion window, one round trip. The variable Inter 400-700
 * was 17 KB and cost a second round trip.
 *
 * Needs fontTools with brotli: Debian's `apt-get install python3-fonttools python3-brotli`
 * (then `FONTTOOLS="/usr/bin/python3 -m fontTools" node scripts/subset-fonts.ts`), or a venv
 * with `pip install fonttools brotli` and FONTTOOLS=/path/to/venv/bin/fonttools.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [fonttools, ...fonttoolsArgs] = (process.env.FONTTOOLS ?? 'fonttools').split(' ');
const unicodes = [
  'U+0020-007E', // Basic Latin
  'U+00A0,U+00A7,U+00A9,U+00AB,U+00AD,U+00B0,U+00B2,U+00B3,U+00B7,U+00BB,U+00BD,U+00D7', // nbsp § © « shy ° ² ³ · » ½ ×
  'U+00C4,U+00C9,U+00D6,U+00DC,U+00DF,U+00E4,U+00E9,U+00F6,U+00FC', // Ä É Ö Ü ß ä é ö ü
  'U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2122,U+2192', // – — ‘ ’ ‚ “ ” „ • … € ™ →
].join(',');
const inter = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const fraunces = 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2';
const fonts = [
  { name: 'inter-de-400', src: inter, axes: 'wght=400', features: 'kern,tnum' },
  { name: 'inter-de-600', src: inter, axes: 'wght=600', features: 'kern,tnum' },
  // Ligatures (fi, fl) stay: they are part of Fraunces' look in headings.
  { name: 'fraunces-de-600', src: fraunces, axes: 'wght=600', features: 'kern,liga' },
];

const run = (args: string[]) => execFileSync(fonttools!, [...fonttoolsArgs, ...args]);
const tmp = mkdtempSync(path.join(tmpdir(), 'fonts-'));
try {
  for (const font of fonts) {
    const instanced = path.join(tmp, `${font.name}.ttf`);
    const out = path.join(root, 'src/assets/fonts', `${font.name}.woff2`);
    run(['varLib.instancer', path.join(root, font.src), font.axes, '-q', '-o', instanced]);
    run([
      'subset',
      instanced,
      `--unicodes=${unicodes}`,
      `--layout-features=${font.features}`,
      '--flavor=woff2',
      `--output-file=${out}`,
    ]);
    console.log(`fonts: wrote ${path.relative(root, out)} (${(statSync(out).size / 1024).toFixed(1)} KB)`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
