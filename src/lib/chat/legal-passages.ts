/**
 * The legal texts (src/content/legal/*.mdx) as chat passages, read at build time. A plain
 * line reader, not an MDX interpreter: it follows the section ids (`<LegalSection id=…>`) and
 * sub-headings, strips markup and fills an expression only when it is a plain property path
 * into the values the texts import (company, operator, facts, the build settings). A line with
 * any other expression (a condition, a call) is left out rather than guessed, and a block
 * guarded by an operator value that is not set (`{operator.vatId && (`) or an `<Only when={…}>`
 * whose value is false is skipped, as the page skips it; an `<Only>` with any other condition is
 * left out too.
 */
import { readFileSync } from 'node:fs';
import type { ChatPassage } from './passages.ts';

export type Scope = Readonly<Record<string, unknown>>;

function resolvePath(path: string, scope: Scope): unknown {
  let value: unknown = scope;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/** A line with its expressions filled, or null when one cannot be filled. */
function fillLine(line: string, scope: Scope): string | null {
  let ok = true;
  const filled = line.replace(/\{([^{}]*)\}/g, (_, expr: string) => {
    const e = expr.trim();
    const v = PATH.test(e) ? resolvePath(e, scope) : undefined;
    if (typeof v === 'string' || typeof v === 'number') return String(v);
    ok = false;
    return '';
  });
  // An expression that holds markup or another expression (`{flag && <li>… {value} …</li>}`)
  // is not a plain path: once the inner path is filled, the outer braces would be left as
  // literal text. Such a line is left out like any other expression.
  return ok && !/[{}]/.test(filled) ? filled : null;
}

function plain(line: string): string {
  return line
    .replace(/<[^>]*>/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s+([,.;])/g, '$1')
    .replace(/\\([_*<>])/g, '$1')
    .replace(/\*\*?([^*]+)\*\*?/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/^\s*(?:[-*]|\d+\.)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Passages of one legal page: one per paragraph or list item, at its section. */
export function legalPagePassages(file: URL, page: string, pageLabel: string, scope: Scope): ChatPassage[] {
  const source = readFileSync(file, 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
  const passages: ChatPassage[] = [];
  let anchor = '';
  let section = '';
  let heading = '';
  /** Open conditional blocks: whether each one's current branch is shown. */
  const blocks: boolean[] = [];
  let inComment = false;
  let listOpen = false;
  const counts = new Map<string, number>();
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (inComment) {
      if (line.includes('*/}')) inComment = false;
      continue;
    }
    if (line.startsWith('{/*')) {
      if (!line.includes('*/}')) inComment = true;
      continue;
    }
    if (/^(?:import|export)\s/.test(line)) continue;
    const guard = /^\{([\w.]+) && \($/.exec(line);
    if (guard) {
      blocks.push(Boolean(resolvePath(guard[1]!, scope)));
      continue;
    }
    const choice = /^\{([\w.]+) === '([^']*)' \? \($/.exec(line);
    if (choice) {
      blocks.push(resolvePath(choice[1]!, scope) === choice[2]);
      continue;
    }
    if (line === ') : (' && blocks.length) {
      blocks.push(!blocks.pop());
      continue;
    }
    if (line === ')}' && blocks.length) {
      blocks.pop();
      continue;
    }
    if (line.startsWith('<Only ')) {
      const when = /^<Only when=\{(!?)([\w.]+)\}>$/.exec(line);
      const value = when ? Boolean(resolvePath(when[2]!, scope)) : false;
      blocks.push(when?.[1] ? !value : value);
      continue;
    }
    if (line === '</Only>' && blocks.length) {
      blocks.pop();
      continue;
    }
    if (blocks.includes(false)) continue;
    // Any other expression block is not followed: its lines are left out.
    if (/^\{[^}]*$/.test(line)) {
      blocks.push(false);
      continue;
    }
    const open = /<LegalSection id="([^"]+)" title="([^"]+)"/.exec(line);
    if (open) {
      anchor = open[1]!;
      section = open[2]!.replace(/^(?:§\s*)?\d+\.?\s*/, '');
      heading = '';
      continue;
    }
    const h = /^#{2,4}\s+(.*)$/.exec(line);
    if (h) {
      heading = plain(h[1]!);
      continue;
    }
    if (!anchor) continue;
    const filled = fillLine(line, scope);
    if (filled === null) continue;
    const isItem = /^(?:[-*]\s|<li>)/.test(line);
    const text = plain(filled).replace(/^\(\d+\)\s*/, '');
    // Lines of a form to fill in ('Name des/der Verbraucher(s)', '(*)') say nothing.
    if (/\(\*\)|\(s\)|\(\)|\(n\)/.test(text)) continue;
    if (!/[a-zäöü]/.test(text)) continue;
    // List items belong to the sentence that introduces them ('… verarbeiten wir:').
    const previous = passages.at(-1);
    if (isItem && previous?.anchor === anchor && (listOpen || previous.text.endsWith(':'))) {
      previous.text = `${previous.text}${listOpen ? ';' : ''} ${text}`;
      listOpen = true;
      continue;
    }
    listOpen = false;
    // Short lines of one block (register court and number, an address) make one passage.
    if (previous?.anchor === anchor && !/[.!?:]$/.test(previous.text) && previous.text.length < 160) {
      previous.text = `${previous.text}, ${text}`;
      continue;
    }
    if (text.length < 12) continue;
    const key = `${page}#${anchor}`;
    const n = counts.get(key) ?? 0;
    counts.set(key, n + 1);
    passages.push({
      id: `${key}/l${n}`,
      page,
      anchor,
      label: `${pageLabel}: ${section}`,
      title: heading || section,
      context: section,
      text,
    });
  }
  // A lead-in whose list is a component ('… ist:') says nothing on its own.
  return passages.filter((p) => !p.text.endsWith(':'));
}
