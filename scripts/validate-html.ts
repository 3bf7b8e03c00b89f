/**
 * `npm run validate:html`: every built page (dist/client/**\/*.html, or DIST_DIR) through the Nu
 * Html Checker (the `vnu-jar` package, run with the system `java`). Fails on any error except the
 * checker's known gaps around CSS `@property` and CSS anchor positioning (see
 * `isKnownCheckerGap`). Run after the build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

/**
 * The checker's CSS grammar predates `@property` (registered custom properties, which Tailwind 4
 * uses). Only these messages are accepted, each tied to that rule:
 * - the at-rule itself;
 * - `margin-trim` inside Tailwind's `@supports` test that decides whether to fall back from
 *   `@property` (a feature query may name any property);
 * - a registered `--tw-*` custom property in `transition-property` (animatable because of
 *   `@property`).
 * Its grammar also predates CSS anchor positioning (which places the Produkte drop-down's native
 * popover below the navigation): `anchor-name` and `position-anchor` with a dashed ident, and
 * `anchor()` as the value of an inset property.
 */
export function isKnownCheckerGap(m: NuMessage): boolean {
  if (m.type !== 'error') return false;
  if (/^CSS: Unrecognized at-rule “@property”/.test(m.message)) return true;
  if (/^CSS: “margin-trim”: Property “margin-trim” doesn't exist/.test(m.message))
    // The checker's extract is cut: '…rgin-trim:block))) or', the end of that feature query.
    return /trim:block\)\)\) or/.test(m.extract ?? '');
  if (/^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value/.test(m.message)) return true;
  if (/^CSS: “(anchor-name|position-anchor)”: Property “\1” doesn't exist/.test(m.message))
    // The checker's extract is cut at the front: 'chor-name:--products-nav}', 'on-anchor:--…'.
    return /(?:name|anchor):--[\w-]+/.test(m.extract ?? '');
  if (/^CSS: “(top|right|bottom|left)”: “anchor\((top|right|bottom|left)\)” is not a “\1” value/.test(m.message))
    return true;
  return false;
}

export function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(full));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out.sort();
}

/** Runs the checker over `files`; returns the messages that count as failures. */
export function checkFiles(files: string[]): NuMessage[] {
  const jar = createRequire(import.meta.url)('vnu-jar') as string;
  const run = spawnSync('java', ['-Xss4m', '-jar', jar, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`Cannot run java (${run.error.message}); install a JRE (e.g. default-jre-headless).`);
  const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: NuMessage[] };
  return report.messages.filter((m) => !isKnownCheckerGap(m));
}

function main() {
  const clientDir = path.join(process.env.DIST_DIR ?? 'dist', 'client');
  if (!existsSync(clientDir)) {
    console.error(`validate:html: no build at ${clientDir}; run npm run build first.`);
    process.exit(1);
  }
  const files = htmlFiles(clientDir);
  const failures = checkFiles(files);
  for (const m of failures) {
    const where = m.url ? path.relative(clientDir, new URL(m.url).pathname) : '?';
    console.error(`${where}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.type}: ${m.message}`);
    if (m.extract) console.error(`    ${m.extract.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  console.log(`validate:html: ${files.length} page(s) checked, ${failures.length} error(s)`);
  process.exit(failures.length === 0 ? 0 : 1);
}

if (import.meta.main) main();
