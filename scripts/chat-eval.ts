/**
 * Runs a question set through the chat engine the browser uses and writes the replies:
 * `npm run chat:eval -- --set <set.json> --out <answers.json>`. A set is a JSON array of
 * `{ id, turns: string[] }` (other fields are ignored); the turns of an item are one
 * conversation. Prints only a count, never a question or an answer, so a held-out set can be
 * run without anyone seeing it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildKnowledge, compactKnowledge } from '../src/lib/chat/knowledge.ts';
import { engineFor } from '../src/lib/chat/engine-for.ts';
import { expandKnowledge, type CompactKnowledge } from '../src/lib/chat/passages.ts';
import { resolveAnalyticsConfig } from '../src/lib/analytics.ts';
import { isAnalyticsOffered } from '../src/content/consent.ts';

const { values } = parseArgs({ options: { set: { type: 'string' }, out: { type: 'string' } } });
if (!values.set || !values.out) {
  console.error('usage: npm run chat:eval -- --set <set.json> --out <answers.json>');
  process.exit(2);
}
const items = JSON.parse(readFileSync(values.set, 'utf8')) as { id: string; turns: string[] }[];
// In its compact form through JSON and read back, as the chat chunk receives it from the virtual module.
const knowledge = expandKnowledge(JSON.parse(JSON.stringify(compactKnowledge(buildKnowledge()))) as CompactKnowledge);
const { engine } = engineFor(knowledge);
const out = items.map((item) => {
  const replies = item.turns.map((_, i) => {
    const r = engine.reply(item.turns.slice(0, i + 1));
    return { text: r.text, links: r.links ?? [] };
  });
  return { id: item.id, turns: item.turns, replies, reply: replies.at(-1) };
});
writeFileSync(values.out, `${JSON.stringify(out, null, 2)}\n`);
// The knowledge reads the build's settings from the environment, as the site's build does: the
// Datenschutz and the chat speak of Google Analytics only where its ids are set. A set written
// from a build with analytics is measured with the same ids, so say which settings were used.
const analytics = isAnalyticsOffered(resolveAnalyticsConfig(process.env)) ? 'with analytics' : 'without analytics';
console.log(`chat:eval: ${out.length} items answered (knowledge ${analytics})`);
