/**
 * Development aid, not shipped: cross-validation of the chat by spent set. For each set of
 * docs/chat-eval/, the classifier learns from every example file except that set's own
 * (`spent-<set>.json`, and the section labels of that set in any other file, by item id), the
 * set is run through the engine, and the answers are written to `<out>/<set>.json` for the proxy
 * judge (scripts/chat-proxy-judge.ts).
 * `node_modules/.bin/node scripts/chat-cv.ts <out-dir> [--gate '{"veto":0.6,…}'] [--off]`
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildKnowledge, checkedExamples, readExampleFiles } from '../src/lib/chat/knowledge.ts';
import { engineFor } from '../src/lib/chat/engine-for.ts';
import { GATE } from '../src/lib/chat/engine.ts';
import type { ChatKnowledge } from '../src/lib/chat/passages.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { gate: { type: 'string' }, off: { type: 'boolean' }, sets: { type: 'string' } },
});
const out = positionals[0] ?? '/tmp/chat-cv';
mkdirSync(out, { recursive: true });
const gate = { ...GATE, ...(values.gate ? (JSON.parse(values.gate) as object) : {}) };
const base = JSON.parse(JSON.stringify(buildKnowledge())) as ChatKnowledge;
const files = readExampleFiles();
for (const set of (values.sets ?? 'heldout,fresh,fresh2,fresh3').split(',')) {
  const items = JSON.parse(readFileSync(`docs/chat-eval/${set}.json`, 'utf8')) as { id: string; turns: string[] }[];
  const ids = new Set(items.map((i) => i.id));
  const train = new Map(
    [...files]
      .filter(([f]) => f !== `spent-${set}.json`)
      .map(([f, ex]) => [f, ex.filter((e) => !ids.has((e as { item?: string }).item ?? ''))]),
  );
  const knowledge = { ...base, examples: values.off ? [] : checkedExamples(train, base.sections, base.topics) };
  const { engine } = engineFor(knowledge, gate);
  const answers = items.map((item) => {
    const replies = item.turns.map((_, i) => {
      const r = engine.reply(item.turns.slice(0, i + 1));
      return { text: r.text, links: r.links ?? [] };
    });
    return { id: item.id, turns: item.turns, replies, reply: replies.at(-1) };
  });
  writeFileSync(`${out}/${set}.json`, `${JSON.stringify(answers, null, 2)}\n`);
}
