/**
 * The built pages' text as a visitor reads it, for tests that check the chat states only what a
 * page states. Reads the build in ASTRO_OUT_DIR / DIST_DIR (`npm test` builds first).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageText } from '../../scripts/spell-pages.ts';
import { htmlFiles } from '../../src/lib/html-files.ts';

/**
 * A text as its words: case, punctuation, quotes, dashes and whitespace fold away, so a table row
 * ('H1 weich bis 60 kg') matches the chat's line ('H1 (weich, bis 60 kg): …') and a label the
 * page prints apart ('Telefon' above the number) matches 'Telefon: …'. Every word and figure
 * still has to be there, in the page's order.
 */
export function words(text: string): string {
  return ` ${text
    .replace(/\u00ad/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@]+/gu, ' ')
    .trim()} `;
}

/** A text's sentences: lines, and within a line the parts after '.', '!' or '?'. */
export function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„\d])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

const clientDir = path.join(process.env.ASTRO_OUT_DIR ?? process.env.DIST_DIR ?? 'dist', 'client');

/** Every built page's text as words (empty without a build). */
export const builtPages: readonly string[] = existsSync(clientDir)
  ? [...htmlFiles(clientDir)].map((file) => words(pageText(readFileSync(file, 'utf8'))))
  : [];

/** Whether a built page states the text (as words). */
export const onAPage = (text: string): boolean => builtPages.some((p) => p.includes(words(text)));
