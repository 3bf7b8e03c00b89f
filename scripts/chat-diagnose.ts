/**
 * Development aid (not shipped): sorts the answerable items a proxy judge does not call RIGHT by
 * the stage that failed, to say which class of failure is largest:
 * `node_modules/.bin/node scripts/chat-diagnose.ts <set.json> <answers.json> [--list CLASS]`.
 * Stages: follow-up (a second turn), multi-part (the last message holds several questions, not all
 * answered), fallback with the expected section ranked first by the matcher (a gate refused it),
 * fallback with another section first (retrieval), fallback with nothing found (vocabulary or
 * knowledge), an answer from another section (wrong topic by retrieval), the right section but
 * a fact missing.
 */
import { readFileSync } from 'node:fs';
import { buildKnowledge } from '../src/lib/chat/knowledge.ts';
import { engineFor } from '../src/lib/chat/engine-for.ts';
import { splitParts } from '../src/lib/chat/engine.ts';
import type { ChatKnowledge } from '../src/lib/chat/passages.ts';
import { fold } from '../src/lib/chat/text.ts';

type Item = { id: string; turns: string[]; mustContain: string | string[]; answerable: boolean };
type Answer = { id: string; reply: { text: string; links: { href: string }[] } };
const [setPath, answersPath] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const listAt = process.argv.indexOf('--list');
const list = listAt > 0 ? process.argv[listAt + 1] : undefined;
const items = JSON.parse(readFileSync(setPath!, 'utf8')) as Item[];
const answers = new Map((JSON.parse(readFileSync(answersPath!, 'utf8')) as Answer[]).map((a) => [a.id, a]));
const knowledge = JSON.parse(JSON.stringify(buildKnowledge())) as ChatKnowledge;
const { matcher } = engineFor(knowledge);
const FALLBACK = /keine sichere antwort|dazu finde ich|leider nicht beantworten/;
const KEY = /[a-z0-9]{4,}/g;
const path = (h: string) => h.replace(/[?#].*$/, '') || '/';

function covered(line: string, reply: string): boolean {
  const body = fold(line.replace(/\([^)]*\/[^)]*\)/g, ''));
  const keys = [...new Set(body.match(KEY) ?? [])];
  if (!keys.length) return true;
  return keys.filter((k) => reply.includes(k)).length / keys.length >= 0.5;
}

const counts: Record<string, number> = {};
for (const item of items) {
  if (!item.answerable) continue;
  const a = answers.get(item.id);
  if (!a) continue;
  const must = typeof item.mustContain === 'string' ? item.mustContain.split(/;\s*/) : item.mustContain;
  const facts = must.filter((m) => !/fallback/i.test(m));
  const reply = fold(a.reply.text);
  const ok = facts.filter((f) => covered(f, reply)).length;
  if (ok === facts.length) continue;
  const routes = new Set(must.flatMap((m) => [...m.matchAll(/\((\/[^)\s#,;]*)/g)].map((x) => x[1]!)));
  const last = item.turns.at(-1)!;
  const fallback = FALLBACK.test(reply);
  const linked = a.reply.links.map((l) => path(l.href));
  const onRoute = linked.some((l) => routes.has(l));
  let cls: string;
  if (item.turns.length > 1)
    cls = fallback ? 'follow-up:missed' : onRoute ? 'follow-up:fact-missing' : 'follow-up:wrong';
  else if (
    splitParts(last).length > 1 ||
    (must.length > 1 &&
      new Set(must.map((m) => m.match(/\((\/[^)#]*)/)?.[1])).size > 1 &&
      /\?.*\?|\bund\b.*\?/.test(last))
  )
    cls = ok > 0 ? 'multi-part:some-parts' : fallback ? 'multi-part:missed' : 'multi-part:wrong';
  else if (fallback) {
    const m = matcher.match(last);
    const page = m.kind === 'passage' || m.kind === 'topic' ? path(m.answer.links?.[0]?.href ?? '') : '';
    cls = !page
      ? 'single:missed:nothing-found'
      : routes.has(page)
        ? 'single:missed:gate-refused-right-section'
        : 'single:missed:other-section-first';
  } else cls = onRoute ? 'single:right-section-fact-missing' : 'single:wrong-section';
  counts[cls] = (counts[cls] ?? 0) + 1;
  if (list && cls.startsWith(list))
    console.log(
      `${item.id} ${cls} ${JSON.stringify(item.turns)}\n  must: ${must.join(' | ').slice(0, 300)}\n  > ${a.reply.text.slice(0, 220).replace(/\n/g, ' ')}\n`,
    );
}
console.log(JSON.stringify(counts));
