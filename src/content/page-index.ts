/**
 * The information pages' routes and nav placement, read from their content entries in
 * src/content/pages/ (the header, the mobile menu and the footer build their links from these).
 * Built by Vite the entries come validated through src/lib/product-pages-plugin.ts; in plain Node
 * they are read from disk without a validator (every build has validated the same files), so no
 * island bundles one.
 */
import { pagePath, pageSlugPattern, type PageIndexEntry, type PageNav } from './page-route.ts';

/**
 * The nav as the entry stores it: a placement the editor saved empty (`main: {}`, `footer: []`)
 * is no placement, as the validated reading has it (entry-format.ts).
 */
function placements(nav: Record<string, unknown> = {}): PageNav {
  const given = ([, v]: [string, unknown]) => typeof v === 'object' && v !== null && Object.keys(v).length > 0;
  return Object.fromEntries(Object.entries(nav).filter(given));
}

function readFromDisk(): PageIndexEntry[] {
  const fs = process.getBuiltinModule('node:fs');
  const path = process.getBuiltinModule('node:path');
  const { fileURLToPath } = process.getBuiltinModule('node:url');
  const { createRequire } = process.getBuiltinModule('node:module');
  const { parse } = createRequire(import.meta.url)('yaml') as typeof import('yaml');
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pages');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.yaml') && pageSlugPattern.test(f.slice(0, -'.yaml'.length)))
    .map((f) => {
      const slug = f.slice(0, -'.yaml'.length);
      const { nav } = parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { nav?: Record<string, unknown> };
      return { slug, path: pagePath(slug), nav: placements(nav) };
    });
}

function load(): PageIndexEntry[] {
  if (typeof import.meta.env?.SSR === 'boolean')
    return Object.values(
      import.meta.glob<PageIndexEntry>(['./pages/*.yaml', './pages/*/*.yaml'], {
        eager: true,
        query: '?info-index',
        import: 'default',
      }),
    );
  return readFromDisk();
}

export const pageIndex: readonly PageIndexEntry[] = load().sort((a, b) => a.path.localeCompare(b.path));
