/**
 * `npm run spell:pages`: the spelling check (cspell, German and English dictionaries plus
 * cspell-words.txt) over the text of every built page, as a visitor and a search engine read it:
 * visible text, alt texts, labels, titles and the meta description. Case counts here (a noun in
 * lower case is an error). Run after the build; `npm run spell` checks the content modules.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { htmlFiles } from './validate-html.ts';

const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];

/** The words a reader sees on a page: text outside scripts and styles, and text attributes. */
export function pageText(html: string): string {
  const { document } = new JSDOM(html).window;
  const parts: string[] = [document.title];
  for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"]')) {
    const content = meta.getAttribute('content') ?? '';
    if (!/^https?:/.test(content)) parts.push(content);
  }
  for (const el of document.querySelectorAll('script, style, template, noscript')) el.remove();
  for (const el of document.querySelectorAll('*')) {
    for (const a of TEXT_ATTRIBUTES) {
      const v = el.getAttribute(a);
      if (v) parts.push(v);
    }
  }
  // Block elements end a word even without whitespace between them.
  for (const el of document.body.querySelectorAll('*')) el.append(document.createTextNode(' '));
  parts.push(document.body.textContent ?? '');
  // Soft hyphens split a word for line breaking only.
  return parts.join('\n').replace(/\u00ad/g, '');
}

function main() {
  const clientDir = path.join(process.env.DIST_DIR ?? 'dist', 'client');
  if (!existsSync(clientDir)) {
    console.error(`spell:pages: no build at ${clientDir}; run npm run build first.`);
    process.exit(1);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'spell-pages-'));
  try {
    const files = htmlFiles(clientDir).map((file) => {
      const name = path
        .relative(clientDir, file)
        .replace(/[\\/]/g, '__')
        .replace(/\.html$/, '.txt');
      const out = path.join(work, name);
      writeFileSync(out, pageText(readFileSync(file, 'utf8')));
      return out;
    });
    const cspell = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'cspell');
    const run = spawnSync(
      cspell,
      [
        '--no-progress',
        '--no-must-find-files',
        '--root',
        work,
        '--config',
        path.join(import.meta.dirname, '..', 'cspell.config.yaml'),
        ...files,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    process.stdout.write(run.stdout.replaceAll(`${work}${path.sep}`, 'page '));
    process.stderr.write(run.stderr.replaceAll(`${work}${path.sep}`, 'page '));
    console.log(`spell:pages: ${files.length} page(s) checked`);
    process.exitCode = run.status ?? 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) main();
