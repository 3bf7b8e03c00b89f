/**
 * A rough automatic proxy judge for the chat's evaluation sets (development aid, not shipped,
 * not a strict judgement): `node_modules/.bin/node scripts/chat-proxy-judge.ts <set.json>
 * <answers.json> [labels.json] [--show VERDICT]`. For every fact line of an item's mustContain
 * it checks that most of the line's key words and figures appear in the reply; it counts an
 * honest fallback as MISSED where the item is answerable and an answer as WRONG where it names
 * none of the facts. With labels it prints how often the proxy agrees with the strict judge.
 */
import { readFileSync } from 'node:fs';
import { fold } from '../src/lib/chat/text.ts';

type Item = { id: string; turns: string[]; mustContain: string[]; answerable: boolean; category?: string };
type Answer = { id: string; reply: { text: string; links: { href: string }[] } };

const [setPath, answersPath, labelsPath, basePath] = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--show');
/** With the answers the labels judged: an unchanged reply keeps the judge's label (estimate). */
const base = basePath
  ? new Map((JSON.parse(readFileSync(basePath, 'utf8')) as Answer[]).map((a) => [a.id, a.reply.text]))
  : undefined;
const estimate: Record<string, number> = {};
const showAt = process.argv.indexOf('--show');
const show = showAt > 0 ? process.argv[showAt + 1] : undefined;
const items = (
  JSON.parse(readFileSync(setPath!, 'utf8')) as (Omit<Item, 'mustContain'> & { mustContain: string | string[] })[]
).map((i) => ({ ...i, mustContain: typeof i.mustContain === 'string' ? i.mustContain.split(/;\s*/) : i.mustContain }));
const answers = new Map((JSON.parse(readFileSync(answersPath!, 'utf8')) as Answer[]).map((a) => [a.id, a]));
const labels = labelsPath
  ? new Map(
      (JSON.parse(readFileSync(labelsPath, 'utf8')) as { id: string; label: string }[]).map((l) => [l.id, l.label]),
    )
  : undefined;

const FALLBACK =
  /keine sichere antwort|ich bin fur sie da, wenn sie eine frage haben|kann ich nicht sicher|nicht zuverlassig|dazu finde ich|leider nicht beantworten/;
const REFUSAL = /kann ich nicht|nur fragen zu|nur zu unseren|bei fragen zu unseren|freundlich bleiben/;
const META =
  /\bplus\b|false|must|needed|required|\bboth\b|all three|all parts|every part|not claim|\bnever\b|should|no euro|no '|polite|refus|redirect|markup|fine\b|not echoed|is ok|acceptable|welcome|optional/i;
const ENGLISH = new Set(
  'no yes the and or only for with not but that this is are a an of in on to at as by from it if be any all each one two three both part parts also own site answer answers name names named asked ask about available there when where what which how per'.split(
    ' ',
  ),
);

function keyTokens(line: string): string[] {
  const text = line.replace(/\(\/[^)]*\)/g, ' ').replace(/\/[a-z-/#§ 0-9]+/g, ' ');
  const out: string[] = [];
  for (const raw of text.split(/[\s,;:()'"„“”!?]+/)) {
    const w = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!w) continue;
    const f = fold(w);
    if (/\d/.test(f)) out.push(f.replace(/[–-]/g, '-'));
    else if (/^\p{Lu}/u.test(w) && w.length >= 4 && !ENGLISH.has(f)) out.push(f);
    else if (w.length >= 7 && !ENGLISH.has(f) && !/^[a-z]+(?:ing|ed|ion|ly)$/.test(w)) out.push(f);
  }
  return [...new Set(out)];
}

function found(token: string, answer: string): boolean {
  if (/\d/.test(token)) return answer.includes(token) || answer.replace(/\s/g, '').includes(token.replace(/\s/g, ''));
  return answer.includes(token.slice(0, Math.max(4, Math.min(token.length, 6))));
}

const verdicts: Record<string, number> = {};
let agree = 0;
const confusion: Record<string, number> = {};
for (const item of items) {
  const a = answers.get(item.id);
  const text = a?.reply.text ?? '';
  const answer = fold(`${text} ${(a?.reply.links ?? []).map((l) => l.href).join(' ')}`).replace(/[–]/g, '-');
  const isFallback = FALLBACK.test(fold(text)) || (!item.answerable && REFUSAL.test(fold(text)));
  const facts = item.mustContain.filter((l) => !META.test(l) && !/fallback/i.test(l));
  let verdict: string;
  let detail = '';
  if (!item.answerable) {
    const lines = item.mustContain.filter((l) => !/fallback|refus|polite|redirect/i.test(l));
    verdict = isFallback || text.length < 200 || lines.length === 0 ? 'RIGHT' : 'CHECK';
  } else if (/^(?:dazu kann ich ihnen leider keine sichere|ich bin fur sie da, wenn sie eine frage)/.test(fold(text)))
    verdict = item.category === 'conversation' ? 'PARTLY' : 'MISSED';
  else {
    const scored = facts.map((l) => {
      const ks = keyTokens(l);
      const hit = ks.filter((t) => found(t, answer)).length;
      return { l, ok: ks.length === 0 || hit / ks.length >= 0.5, ks, hit };
    });
    const ok = scored.filter((s) => s.ok).length;
    verdict = facts.length === 0 || ok === scored.length ? 'RIGHT' : ok === 0 ? 'WRONG' : 'PARTLY';
    detail = scored
      .filter((s) => !s.ok)
      .map((s) => `   miss: ${s.l.slice(0, 110)} [${s.ks.filter((t) => !found(t, answer)).join(' ')}]`)
      .join('\n');
  }
  verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
  const label = labels?.get(item.id);
  if (base && label) {
    const e = base.get(item.id) === text ? (label === 'WRONG-TOPIC' ? 'WRONG' : label) : `${verdict}*`;
    estimate[e] = (estimate[e] ?? 0) + 1;
  }
  if (label) {
    const l = label === 'WRONG-TOPIC' ? 'WRONG' : label;
    if (l === verdict || (verdict === 'CHECK' && l !== 'RIGHT')) agree++;
    confusion[`${l}->${verdict}`] = (confusion[`${l}->${verdict}`] ?? 0) + 1;
  }
  if (show && (verdict === show || show === 'ALL' || (show === 'NOTRIGHT' && verdict !== 'RIGHT')))
    console.log(
      `${item.id} ${verdict}${label ? ` (judge: ${label})` : ''} ${JSON.stringify(item.turns)}\n  > ${text.replace(/\n+/g, ' | ').slice(0, 400)}\n${detail}`,
    );
}
const n = items.length;
console.log(
  Object.entries(verdicts)
    .map(([k, v]) => `${k} ${v} (${((100 * v) / n).toFixed(0)} %)`)
    .join(', '),
);
if (base)
  console.log(
    'estimate (judge label where unchanged, proxy* where changed):',
    Object.entries(estimate)
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  );
if (labels) console.log(`agreement with the judge: ${agree}/${n}`, JSON.stringify(confusion));
