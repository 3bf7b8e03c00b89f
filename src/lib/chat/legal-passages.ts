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

/**
 * The value of a condition as the texts write them: a property path, `!`, a comparison with a
 * string or number literal (`===`, `!==`), `&&`, `||` and parentheses (`photos.length === 0`,
 * `(operator.vatId || operator.economicId)`). Anything else is undefined: the line or block is
 * left out rather than guessed.
 */
export function evaluateCondition(expression: string, scope: Scope): boolean | undefined {
  const tokens = expression.match(/\s*(\|\||&&|===|!==|!|\(|\)|'[^']*'|\d+(?:\.\d+)?|[A-Za-z_$][\w$.]*|\S)/g);
  if (!tokens) return undefined;
  const list = tokens.map((t) => t.trim());
  let at = 0;
  class Unparsed extends Error {}
  type Value = unknown;
  function primary(): Value {
    const t = list[at++];
    if (t === undefined) throw new Unparsed();
    if (t === '!') return !primary();
    if (t === '(') {
      const v = or();
      if (list[at++] !== ')') throw new Unparsed();
      return v;
    }
    if (t.startsWith("'")) return t.slice(1, -1);
    if (/^\d/.test(t)) return Number(t);
    if (t === 'true' || t === 'false') return t === 'true';
    if (PATH.test(t)) return resolvePath(t, scope);
    throw new Unparsed();
  }
  function comparison(): Value {
    const left = primary();
    const op = list[at];
    if (op !== '===' && op !== '!==') return left;
    at++;
    const right = primary();
    return op === '===' ? left === right : left !== right;
  }
  function and(): Value {
    let v = comparison();
    while (list[at] === '&&') {
      at++;
      const r = comparison();
      v = v && r;
    }
    return v;
  }
  function or(): Value {
    let v = and();
    while (list[at] === '||') {
      at++;
      const r = and();
      v = v || r;
    }
    return v;
  }
  try {
    const v = or();
    return at === list.length ? Boolean(v) : undefined;
  } catch (e) {
    if (e instanceof Unparsed) return undefined;
    throw e;
  }
}

/** A string or template literal of a branch, its `${path}` filled; undefined when it is anything else. */
function literal(text: string, scope: Scope): string | undefined {
  const t = text.trim();
  if (/^'[^']*'$/.test(t)) return t.slice(1, -1);
  if (!/^`[^`]*`$/.test(t)) return undefined;
  let ok = true;
  const filled = t.slice(1, -1).replace(/\$\{([^{}]*)\}/g, (_, p: string) => {
    const v = PATH.test(p.trim()) ? resolvePath(p.trim(), scope) : undefined;
    if (typeof v === 'string' || typeof v === 'number') return String(v);
    ok = false;
    return '';
  });
  return ok ? filled : undefined;
}

/**
 * An inline expression's text: a property path's value, or a choice between two literals
 * (`{analyticsOffered ? 'die Reichweitenmessung und ' : ''}`), as the page renders it.
 */
function inlineValue(expression: string, scope: Scope): string | undefined {
  const e = expression.trim();
  if (PATH.test(e)) {
    const v = resolvePath(e, scope);
    return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
  }
  const choice = /^([^?`']+)\?\s*('[^']*'|`[^`]*`)\s*:\s*('[^']*'|`[^`]*`)$/.exec(e);
  if (!choice) return undefined;
  const when = evaluateCondition(choice[1]!, scope);
  return when === undefined ? undefined : literal(when ? choice[2]! : choice[3]!, scope);
}

/** A line with its expressions filled, or null when one cannot be filled. */
function fillLine(raw: string, scope: Scope): string | null {
  let ok = true;
  // An attribute's value is no text the page shows (`<Link href={emailHref}>`): the element's
  // content is ('{company.email}').
  const line = raw.replace(/(<[A-Za-z][^<>]*?)\s[\w-]+=\{[^{}]*\}/g, '$1');
  // A guarded element on one line (`{analyticsOffered && <li>… {privacy.analyticsName} …</li>}`):
  // its element when the guard holds, nothing otherwise.
  const guarded = /^\{([^{}<]+?)\s*&&\s*(<(\w+)>.*<\/\3>)\}$/.exec(line);
  if (guarded) {
    const when = evaluateCondition(guarded[1]!, scope);
    if (when === undefined) return null;
    return when ? fillLine(guarded[2]!, scope) : '';
  }
  const filled = line.replace(/\{((?:[^{}]|\$\{[^{}]*\})*)\}/g, (_, expr: string) => {
    const v = inlineValue(expr, scope);
    if (v !== undefined) return v;
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
  /** Whether nothing but blank lines came between the last passage and this line. */
  let leadIn = false;
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
    // A block shown on a condition (`{operator.register && (`, `{photos.length === 0 ? (`).
    const guard = /^\{(.+?)\s*(?:&&|\?)\s*\($/.exec(line);
    const shown = guard ? evaluateCondition(guard[1]!, scope) : undefined;
    if (shown !== undefined) {
      blocks.push(shown);
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
    const isItem = /^(?:[-*]\s|<li>|\{[^{}<]+&&\s*<li>)/.test(line);
    const text = plain(filled).replace(/^\(\d+\)\s*/, '');
    // Lines of a form to fill in ('Name des/der Verbraucher(s)', '(*)') say nothing.
    if (/\(\*\)|\(s\)|\(\)|\(n\)/.test(text)) continue;
    if (!/[a-zäöü]/.test(text)) {
      // A component in the text's place ('ist:' and the address block) ends the lead-in.
      if (/^<[A-Z]/.test(line)) leadIn = false;
      continue;
    }
    // List items belong to the sentence that introduces them ('… verarbeiten wir:'), and so does
    // a line after a lead-in ('Für uns zuständig ist:' and the authority's name and address).
    const previous = passages.at(-1);
    if (previous?.anchor === anchor && ((isItem && listOpen) || (leadIn && previous.text.endsWith(':')))) {
      previous.text = `${previous.text}${listOpen ? ';' : ''} ${text}`;
      listOpen = isItem;
      leadIn = true;
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
    leadIn = true;
  }
  // A lead-in whose list is a component ('… ist:') says nothing on its own.
  return passages.filter((p) => !p.text.endsWith(':'));
}
