/**
 * The chat's labelled data (src/content/chat-examples): every section an example or a label
 * names is a section of the site, and the section list is the one the current build has.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSections, pageSections, type ChatSection } from '../../scripts/chat-sections.ts';

const dir = 'src/content/chat-examples';
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T;

const KINDS = ['smalltalk', 'complaint', 'offtopic', 'hostile', 'noanswer'];

interface SpentLabel {
  set: string;
  id: string;
  turn: number;
  sections: string[];
  kind?: string;
}

interface EvalItem {
  id: string;
  turns: string[];
}

const sections = read<ChatSection[]>('sections.json');
const known = new Set(sections.map((s) => s.section));

describe('chat sections', () => {
  it('are unique, sorted and each has a title', () => {
    const ids = sections.map((s) => s.section);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a.localeCompare(b)));
    for (const s of sections) expect(s.title, s.section).not.toBe('');
  });

  it.skipIf(!existsSync('dist/client/index.html'))('match the ids of the current build', () => {
    expect(buildSections('dist/client').map((s) => s.section)).toEqual([...known]);
  });

  it('are read from sections and top-level headings, not aliases or nested headings', () => {
    const page = (canonical: string, main: string) =>
      `<!doctype html><html><head><link rel="canonical" href="https://x.example${canonical}">` +
      `<meta name="description" content="Beschreibung"></head><body><main><h1>Titel</h1>${main}</main></body></html>`;
    const main =
      '<nav><h2 id="toc">Inhalt</h2></nav>' +
      '<section id="a"><p>Kicker</p><h2 id="a-title">Erster</h2><h3 id="a-sub">Unter</h3><p>Text A.</p></section>' +
      '<div><h2 id="b">Zweiter</h2><p>Text B.</p></div><div id="c">Nur ein Kasten</div>';
    const found = pageSections('/seite', page('/seite', main));
    expect(found?.sections).toEqual([
      { section: '/seite', title: 'Titel', summary: 'Beschreibung' },
      { section: '/seite#a', title: 'Erster', summary: 'Unter Text A.' },
      { section: '/seite#b', title: 'Zweiter', summary: 'Text B.' },
    ]);
    expect(pageSections('/alias', page('/seite', main))).toBeNull();
  });
});

interface Example {
  q: string;
  section?: string;
  sections?: string[];
  kind?: string;
}

describe('example questions', () => {
  const examples = read<Example[]>('examples.json');

  it('each name existing sections or a conversation kind, never both', () => {
    for (const e of examples) {
      const named = e.section !== undefined ? [e.section] : (e.sections ?? []);
      for (const s of named) expect(known, e.q).toContain(s);
      expect(named.length > 0, e.q).not.toBe(e.kind !== undefined);
      if (e.kind !== undefined) expect(KINDS.slice(0, 4), e.q).toContain(e.kind);
      expect(e.q.trim(), e.q).not.toBe('');
    }
  });

  it('are sorted by section, then multi-part, then kind, without duplicates', () => {
    const rank = (e: Example) =>
      e.section !== undefined ? `0 ${e.section}` : e.sections ? `1 ${e.sections[0]}` : `2 ${e.kind ?? ''}`;
    const ranks = examples.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const questions = examples.map((e) => e.q.toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
  });
});

describe('labels of the spent evaluation sets', () => {
  const labels = read<SpentLabel[]>('spent-labels.json');
  const sets = new Map<string, Map<string, EvalItem>>();
  for (const set of new Set(labels.map((l) => l.set))) {
    const items = JSON.parse(readFileSync(`docs/chat-eval/${set}.json`, 'utf8')) as EvalItem[];
    sets.set(set, new Map(items.map((i) => [i.id, i])));
  }

  it('name existing sections and a kind where no section answers', () => {
    for (const l of labels) {
      for (const s of l.sections) expect(known, `${l.set} ${l.id}`).toContain(s);
      if (l.kind !== undefined) expect(KINDS).toContain(l.kind);
      if (l.sections.length === 0) expect(l.kind, `${l.set} ${l.id}.${l.turn}`).toBeDefined();
    }
  });

  it('label every turn of every item exactly once', () => {
    const keys = labels.map((l) => `${l.set} ${l.id}.${l.turn}`);
    expect(new Set(keys).size).toBe(keys.length);
    const turns = [...sets].flatMap(([set, items]) =>
      [...items.values()].flatMap((i) => i.turns.map((_, t) => `${set} ${i.id}.${t}`)),
    );
    expect(keys.sort()).toEqual(turns.sort());
  });
});
