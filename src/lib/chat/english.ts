/**
 * An English message, read as the German words its phrases map to (with the visitor's own figures
 * in metric units) and answered as that German question is: the site is German only. Loaded by
 * the browser's chat only when a message is English (src/lib/chat/later.ts), so the glossary and
 * this code are not part of what opening the chat loads.
 */
import type { ChatAnswer } from '../../content/chat.ts';
import { chatEnglish } from '../../content/chat-intents.ts';
import type { ChatMatcher } from './matcher.ts';
import { addresses, isAnswer, mergeLinks, plainFold, type ChatReply } from './engine.ts';

/** The note an English message gets where the site says nothing it asks (a reply of the conversation). */
export const englishNone = chatEnglish.none;

const FEET = /\b([4-7])\s*(?:'|’|′|ft\b\.?|feet\b|foot\b)\s*(?:(\d{1,2})(?!\d)\s*(?:"|”|″|''|in\b|inch(?:es)?\b)?)?/i;
const POUNDS = /\b(\d{2,3})\s*(?:lbs?|pounds?)\b/i;
const KILOS = /\b(\d{2,3})\s*(?:kg|kilos?)\b/i;
const METRES = /\b(1\d\d|2[0-4]\d)\s*cm\b|\b([12])[.,](\d{1,2})\s*m\b/i;

/**
 * A clause's body height and weight in metric units, said of the person it names ('my wife is
 * 5 ft 4 and 120 lbs': 'meine Frau ist 163 cm groß und wiegt 54 kg'); a metric figure wins.
 */
function englishFigures(clause: string): string {
  const partner = /\bmy (?:wife|girlfriend|partner|fiancee)\b|\bshe\b/i.test(clause)
    ? 'meine Frau'
    : /\bmy (?:husband|boyfriend|fiance)\b|\bhe\b/i.test(clause)
      ? 'mein Mann'
      : undefined;
  const metric = METRES.exec(clause);
  const feet = FEET.exec(clause);
  const personal = partner || /\b(?:i'?m|i am|tall|height)\b/i.test(clause);
  const cm =
    metric && personal
      ? Number(metric[1] ?? `${metric[2]}${(metric[3] ?? '').padEnd(2, '0')}`)
      : feet
        ? Math.round((Number(feet[1]) * 12 + Number(feet[2] ?? 0)) * 2.54)
        : undefined;
  const kilos = KILOS.exec(clause);
  const pounds = POUNDS.exec(clause);
  const kg = kilos ? Number(kilos[1]) : pounds ? Math.round(Number(pounds[1]) * 0.45359237) : undefined;
  const said = [
    cm === undefined ? '' : partner ? `ist ${cm} cm groß` : `bin ${cm} cm groß`,
    kg === undefined ? '' : partner ? `wiegt ${kg} kg` : `wiege ${kg} kg`,
  ].filter(Boolean);
  return said.length ? `${partner ?? 'ich'} ${said.join(' und ')}` : '';
}

/**
 * An English message as German words: per sentence, the visitor's body height and weight in
 * metric units ('6\'2"' is 188 cm, '200 lbs' 91 kg; a metric figure given beside wins), the
 * German words of the glossary's phrases, the grades and sizes as written, and the sentence's
 * question mark. Empty when no phrase is known.
 */
export function englishAsGerman(text: string, glossary: readonly (readonly [RegExp, string])[], kept: RegExp): string {
  // Sentences, and questions joined by 'and' ('When are you open and where is your showroom?').
  const sentences = text.split(/(?<=[.!?])\s+/).flatMap((s) => {
    const ask = s.includes('?') ? '?' : '';
    const clauses = s.split(/,?\s+and\s+(?=(?:how|what|when|where|which|who|do|does|can|is|are|would|will)\b)/i);
    return clauses.map((c, i) => (i < clauses.length - 1 ? `${c}${ask}` : c));
  });
  let known = false;
  const out = sentences.map((sentence) => {
    const parts = sentence
      .split(/[,;]|\band\b(?=\s+(?:i|my|he|she)\b)/i)
      .map(englishFigures)
      .filter(Boolean);
    const folded = plainFold(sentence);
    const terms = glossary.filter(([p]) => p.test(folded)).map(([, g]) => g);
    const own = [...folded.matchAll(kept)].map((m) => m[0].toUpperCase());
    if (parts.length || terms.length) known = true;
    const said = [...parts, ...terms, ...own].join(' ');
    return said ? `${said}${sentence.includes('?') ? '?' : '.'}` : '';
  });
  return known ? out.filter(Boolean).join(' ') : '';
}

/**
 * The reply to an English message (`reply` answers a conversation as the engine does): the note,
 * then the German answer; the English note with the contacts where there is none.
 */
export function englishReply(
  text: string,
  earlier: readonly string[],
  {
    reply,
    matcher,
    fallback,
  }: { reply: (messages: readonly string[]) => ChatReply; matcher: ChatMatcher; fallback: ChatAnswer },
): ChatReply {
  const german = englishAsGerman(text, chatEnglish.glossary, chatEnglish.kept);
  const answer = german ? reply([...earlier, german]) : undefined;
  if (answer && !answer.text.startsWith(fallback.text.split(/(?<=\.)\s/)[0]!))
    return { ...answer, text: `${chatEnglish.prefix}\n\n${answer.text}` };
  // Where the German reading finds nothing, each German word on its own (the opening hours
  // for 'When is your showroom open?').
  const t = plainFold(text);
  // The guards read the visitor's own words: 'deliver to the Netherlands' is no question about
  // the delivery time.
  const answers = chatEnglish.glossary
    .filter(([p]) => p.test(t))
    .map(([, g]) => matcher.match(g))
    .filter(isAnswer)
    .filter((a) => addresses(t, a.answer));
  if (!answers.length) return { text: chatEnglish.none, links: chatEnglish.links };
  return {
    text: [chatEnglish.prefix, ...answers.map((a) => a.answer.text)].join('\n\n'),
    links: mergeLinks(answers.map((a) => a.answer)),
  };
}
