/**
 * Development aid, not shipped: turns the spent evaluation sets (docs/chat-eval/*.json, the
 * visitor tuning set) into labelled examples for the chat's section classifier,
 * `src/content/chat-examples/spent-<set>.json` as `[{ q, section, item }]`. The section is the
 * page of each route a fact line of `mustContain` names, or for a legal page the clause its '§ n'
 * names (by the clause's number in the MDX title); an item the site cannot answer is 'none'.
 * A follow-up is written as the chat classifies it: the last turn, then the turn before.
 * `node_modules/.bin/node scripts/chat-label-sets.ts`
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildSections } from '../src/lib/chat/knowledge.ts';

/** Sections the chat has passages of: a clause without any (an overview list) is labelled by its page. */
const known = new Set(buildSections().map(([page, anchor]) => `${page}#${anchor}`));

type Item = { id: string; turns: string[]; mustContain: string | string[]; answerable: boolean };

/** Clause number → anchor per legal page, read from the MDX titles ('§ 4 Preise', '4. Kontaktformular'). */
function clauses(page: string): Map<string, string> {
  const mdx = readFileSync(new URL(`../src/content/legal/${page}.mdx`, import.meta.url), 'utf8');
  const out = new Map<string, string>();
  for (const m of mdx.matchAll(/<LegalSection id="([^"]+)" title="(?:§\s*)?(\d+)\.?\s/g))
    if (!out.has(m[2]!)) out.set(m[2]!, m[1]!);
  return out;
}
const legal = { agb: clauses('agb'), datenschutz: clauses('datenschutz') } as Record<string, Map<string, string>>;

function sections(line: string): string[] {
  const out: string[] = [];
  for (const group of line.matchAll(/\((\/[^)]*)\)?/g))
    for (const raw of group[1]!.split(/,\s*/)) {
      const m = /^(\/[a-z0-9/-]*)(?:\s*§\s*(\d+))?/.exec(raw.trim());
      if (!m) continue;
      const page = m[1]!.replace(/\/$/, '') || '/';
      const name = page.slice(1);
      const anchor = m[2] && legal[name]?.get(m[2]);
      out.push(anchor && known.has(`${page}#${anchor}`) ? `${page}#${anchor}` : page);
    }
  return out;
}

const sets: [string, string][] = [
  ['heldout', 'docs/chat-eval/heldout.json'],
  ['fresh', 'docs/chat-eval/fresh.json'],
  ['fresh2', 'docs/chat-eval/fresh2.json'],
  ['fresh3', 'docs/chat-eval/fresh3.json'],
  ['tuning', 'tests/unit/chat-eval/visitor-tuning.json'],
];
for (const [name, path] of sets) {
  const items = JSON.parse(readFileSync(path, 'utf8')) as Item[];
  const out: { q: string; section: string; item: string }[] = [];
  for (const item of items) {
    const q = [...item.turns].reverse().slice(0, 2).join(' ');
    if (!item.answerable) {
      out.push({ q, section: 'none', item: item.id });
      continue;
    }
    const lines = typeof item.mustContain === 'string' ? item.mustContain.split(/;\s*/) : item.mustContain;
    const found = [...new Set(lines.filter((l) => !/plus, not required|optional/i.test(l)).flatMap(sections))];
    for (const section of found) out.push({ q, section, item: item.id });
  }
  writeFileSync(
    new URL(`../src/content/chat-examples/spent-${name}.json`, import.meta.url),
    `${JSON.stringify(out, null, 1)}\n`,
  );
  console.log(name, out.length);
}
