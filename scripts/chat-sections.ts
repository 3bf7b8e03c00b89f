/**
 * `npm run chat:sections`: lists every section a chat answer can link to, read from the built
 * pages (run after the build), and writes src/content/chat-examples/sections.json.
 *
 * A section is a page's top (`/route`, titled by its h1) or an element with an id inside <main>
 * that heads content: a <section>, or an h2/h3 outside any such section and outside navigation.
 * Headings inside an id'd section belong to it; ids on divs, form fields and icons are not
 * link targets. A page that is an alias (its canonical URL is another route), is not indexed, or
 * repeats another route's content word for word is left out: answers link to the original.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { htmlFiles } from './validate-html.ts';

export interface ChatSection {
  section: string;
  title: string;
  summary: string;
}

const SUMMARY_LENGTH = 200;

function clean(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of an element with block boundaries kept as spaces. */
function textOf(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const junk of copy.querySelectorAll('script, style, template, noscript, svg, form')) junk.remove();
  for (const child of copy.querySelectorAll('*')) child.append(copy.ownerDocument.createTextNode(' '));
  return clean(copy.textContent);
}

function shorten(text: string): string {
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > SUMMARY_LENGTH / 2) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))} …`;
}

function isHeading(el: Element): boolean {
  return el.tagName === 'SECTION' || el.tagName === 'H2' || el.tagName === 'H3';
}

/** The largest ancestor of `heading` (below `main`) that holds no other section heading. */
function bodyOf(heading: Element, heads: Element[], main: Element): Element {
  let body: Element = heading;
  while (body.parentElement && body.parentElement !== main) {
    const parent = body.parentElement;
    if (heads.some((h) => h !== heading && parent.contains(h))) break;
    body = parent;
  }
  return body;
}

/** The route a built file serves: dist/client/a/b/index.html → /a/b. */
function routeOf(clientDir: string, file: string): string {
  const dir = path.relative(clientDir, path.dirname(file)).split(path.sep).join('/');
  return dir === '' ? '/' : `/${dir}`;
}

/** Sections of one built page, or null when the page is an alias or not indexed. */
export function pageSections(route: string, html: string): { sections: ChatSection[]; content: string } | null {
  const { document } = new JSDOM(html).window;
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical && new URL(canonical).pathname.replace(/\/$/, '') !== route.replace(/\/$/, '')) return null;
  if (/noindex/.test(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '')) return null;
  const main = document.querySelector('main');
  if (!main) return null;
  const heads = [...main.querySelectorAll('[id]')].filter(
    (el) => isHeading(el) && !el.closest('nav') && !el.parentElement?.closest('section[id]'),
  );
  const description = clean(document.querySelector('meta[name="description"]')?.getAttribute('content'));
  const sections: ChatSection[] = [
    { section: route, title: clean(main.querySelector('h1')?.textContent), summary: shorten(description) },
  ];
  for (const el of heads) {
    const heading = el.tagName === 'SECTION' ? el.querySelector('h2, h3') : el;
    const title = clean(heading?.textContent);
    const body = textOf(bodyOf(el, heads, main));
    const rest = body.startsWith(title) ? body.slice(title.length).trim() : body;
    // A section's kicker line precedes its heading: drop what comes before the title.
    const at = rest.indexOf(title);
    const summary = at >= 0 && at < 40 ? rest.slice(at + title.length).trim() : rest;
    sections.push({ section: `${route}#${el.id}`, title, summary: shorten(summary) });
  }
  return { sections, content: textOf(main) };
}

/** Every linkable section of the build under `clientDir`, sorted by section. */
export function buildSections(clientDir: string): ChatSection[] {
  const pages = htmlFiles(clientDir)
    .filter((f) => f.endsWith(`${path.sep}index.html`))
    .map((f) => ({ route: routeOf(clientDir, f), file: f }))
    .sort((a, b) => a.route.length - b.route.length || a.route.localeCompare(b.route));
  const seen = new Set<string>();
  const out: ChatSection[] = [];
  for (const { route, file } of pages) {
    const page = pageSections(route, readFileSync(file, 'utf8'));
    if (!page || seen.has(page.content)) continue;
    seen.add(page.content);
    out.push(...page.sections);
  }
  return out.sort((a, b) => a.section.localeCompare(b.section));
}

function main() {
  const clientDir = path.join(process.env.DIST_DIR ?? 'dist', 'client');
  if (!existsSync(clientDir)) {
    console.error(`${clientDir} is missing: build the site first.`);
    process.exit(1);
  }
  const sections = buildSections(clientDir);
  writeFileSync('src/content/chat-examples/sections.json', `${JSON.stringify(sections, null, 2)}\n`);
  console.log(`${sections.length} sections`);
}

if (import.meta.main) main();
