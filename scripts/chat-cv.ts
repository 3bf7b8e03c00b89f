/**
 * Development aid, not shipped: the chat measured on each spent set (docs/chat-eval/) with the
 * section classifier trained only on examples that are not that set's questions. The shipped
 * examples (src/content/chat-examples/examples.json) were written from the site's sections, not
 * from the sets, so every set is held out; an example file entry carrying an `item` id of the set
 * (`spent-<set>.json` in an experiment) is left out. Answers go to `<out>/<set>.json` for the
 * proxy judge (scripts/chat-proxy-judge.ts). `--off` runs the matcher alone (no classifier),
 * `--gate` overrides thresholds, `--cap` examples per section, `--only` file name prefixes.
 * `node_modules/.bin/node scripts/chat-cv.ts <out-dir> [--off] [--gate '{"veto":0.35}'] [--cap 6]`
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildKnowledge, checkedExamples, EXAMPLES_PER_SECTION, readExampleFiles } from '../src/lib/chat/knowledge.ts';
import { engineFor } from '../src/lib/chat/engine-for.ts';
import { GATE } from '../src/lib/chat/engine.ts';
import { capPerSection } from '../src/lib/chat/classifier.ts';
import type { ChatKnowledge } from '../src/lib/chat/passages.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    gate: { type: 'string' },
    off: { type: 'boolean' },
    sets: { type: 'string' },
    only: { type: 'string' },
    cap: { type: 'string' },
  },
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
      .filter(
        ([f]) => f !== `spent-${set}.json` && (!values.only || values.only.split(',').some((o) => f.startsWith(o))),
      )
      .map(([f, ex]) => [f, ex.filter((e) => !ids.has((e as { item?: string }).item ?? ''))]),
  );
  const checked = checkedExamples(train, base.sections, base.topics);
  const examples = capPerSection(checked, Number(values.cap ?? EXAMPLES_PER_SECTION));
  const knowledge = { ...base, examples: values.off ? [] : examples };
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
