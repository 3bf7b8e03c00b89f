/**
 * Writes the self-hosted font subsets of src/assets/fonts/ (committed; run again only when the
 * fonts, the character set or the weights change). Source: the Fontsource variable fonts (latin,
 * wght axis). Kept: German text and typography (Basic Latin, Latin-1, dashes, quotes, bullet,
 * ellipsis, €, ™, →), weights 400-700 (the site uses 400/500/600/700), layout features for
 * kerning, ligatures and tabular figures. Inter 48 → 25 KB, Fraunces 37 → 31 KB (woff2).
 *
 * Needs fontTools with brotli: `python3 -m venv /tmp/ft && /tmp/ft/bin/pip install fonttools brotli`,
 * then `FONTTOOLS=/tmp/ft/bin/fonttools node scripts/subset-fonts.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const fonttools = process.env.FONTTOOLS ?? 'fonttools';
const unicodes = 'U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2122,U+2192';
const features = 'kern,liga,calt,ccmp,locl,mark,mkmk,rvrn,tnum';
const fonts = [
  { name: 'inter', src: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2' },
  { name: 'fraunces', src: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2' },
];

const tmp = mkdtempSync(path.join(tmpdir(), 'fonts-'));
try {
  for (const font of fonts) {
    const ranged = path.join(tmp, `${font.name}.ttf`);
    const out = path.join(root, 'src/assets/fonts', `${font.name}-de-wght-400-700.woff2`);
    execFileSync(fonttools, ['varLib.instancer', path.join(root, font.src), 'wght=400:700', '-q', '-o', ranged]);
    execFileSync(fonttools, [
      'subset',
      ranged,
      `--unicodes=${unicodes}`,
      `--layout-features=${features}`,
      '--flavor=woff2',
      `--output-file=${out}`,
    ]);
    console.log(`fonts: wrote ${path.relative(root, out)}`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
