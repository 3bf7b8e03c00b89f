/**
 * The visitor's bed size and what follows from it. The site defines the standard sizes once
 * (widths 80–200 cm, each in the lengths 200–250 cm; every other size is a Sondermaß) and says
 * what depends on it: the delivery time (1–2 weeks in standard sizes, for Sondermaße the date in
 * the offer), the 120-day mattress exchange (not for Sondermaße), the right of withdrawal (kept
 * for a choice among standard sizes, excluded for Anfertigungen nach Vorgaben), the price
 * (Sondermaße in the offer) and the toppers (in all standard sizes).
 *
 * A message asking about one of these with a size read from the conversation gets the size's
 * verdict and the site's sentences for the aspect asked. The size is the visitor's: both values
 * of the latest message that names one, completed by the other value from an earlier turn or
 * by the length the Schlafberater recommends for a body height given before. A width or length
 * alone gets a verdict only where the rule gives the same one for every value of the other
 * (a standard width is standard in every standard length; 175 cm is a Sondermaß in any length).
 */
import type { ChatAnswer } from '../../content/chat.ts';
import type { Link } from '../../content/blocks.ts';
import { chatSizeVerdict, chatSpecialSizeTime, chatStandardSize } from '../../content/chat-intents.ts';
import { lengthForHeight } from '../sleep-advice.ts';
import { valuesOf } from './follow-up.ts';
import { fold } from './text.ts';
import { facts } from '../../content/site.ts';

/** A size as read: width and length where known; `special` for a size named only as a Sondermaß. */
export interface SizeRead {
  width?: number;
  length?: number;
  special?: boolean;
}

const has = (xs: readonly number[], x: number | undefined) => x !== undefined && xs.includes(x);

/** 'ein 180er Bett': a width. */
const ER_WIDTH = /\b(\d{2,3})er\b/;

/** The size one message names: both values, one of them, a Sondermaß in words, or none. */
function sizeIn(message: string): SizeRead | undefined {
  const v = valuesOf(message);
  if (v.size) return { width: v.size[0], length: v.size[1] };
  const width = v.width ?? Number(ER_WIDTH.exec(fold(message))?.[1] ?? NaN);
  const read: SizeRead = {};
  // A '230er Bett' is a length; widths read this way are those up to the widest standard one.
  if (width >= 70 && width <= (v.width ? 300 : 200)) read.width = width;
  // A figure below the shortest bed anyone sleeps in is a body height ('Ich 165 cm'), no length.
  if (v.length !== undefined && v.length >= 180) read.length = v.length;
  if (read.width !== undefined || read.length !== undefined) return read;
  return chatSpecialSizeTime.size.test(fold(message)) ? { special: true } : undefined;
}

/**
 * The size the latest message asks about: its own, completed from the turns before it (the
 * other value a turn named, or the length recommended for a body height), or else the last
 * size an earlier turn named.
 */
export function sizeAsked(messages: readonly string[]): SizeRead | undefined {
  let size: SizeRead | undefined;
  for (let i = messages.length - 1; i >= 0; i--) {
    const own = sizeIn(messages[i]!);
    if (!size) size = own;
    else if (own && !size.special) {
      size = { width: size.width ?? own.width, length: size.length ?? own.length };
    }
    if (size && !size.special && size.length === undefined) {
      // A body height the visitor gives as one ('1,97', 'bin 185 cm groß'), not any bare figure.
      const h = /\b[12][,.]\d|gross/.test(fold(messages[i]!)) ? valuesOf(messages[i]!).heightCm : undefined;
      const advised = h === undefined ? [] : lengthForHeight(h).lengthsCm;
      if (advised.length === 1) size = { ...size, length: advised[0] };
    }
    if (size && (size.special || (size.width !== undefined && size.length !== undefined))) break;
  }
  return size;
}

/** Whether the site's rule makes the size a standard size; undefined where it cannot tell. */
export function isStandard(size: SizeRead): boolean | undefined {
  if (size.special) return false;
  const w = size.width === undefined ? undefined : has(chatStandardSize.widths, size.width);
  const l = size.length === undefined ? undefined : has(chatStandardSize.lengths, size.length);
  if (w === false || l === false) return false;
  return w === undefined && l === undefined ? undefined : true;
}

/** The verdict on the size, in the words of the site's definition; none for a Sondermaß named in words. */
export function sizeVerdict(size: SizeRead): string | undefined {
  const standard = isStandard(size);
  return standard === undefined || size.special ? undefined : chatSizeVerdict(standard, size.width, size.length);
}

/**
 * What a message asks about a size, each with the site's sentences (found by folded fragments)
 * for a standard size and for a Sondermaß: the delivery time, the exchange, the withdrawal, the
 * price, and whether the size is made at all ('habt ihr das', 'ist das Standard',
 * 'Sonderanfertigung?'), answered with the delivery line.
 */
const DELIVERY = [[', liefern wir in'], ['bei sondermassen, a']];
const WITHDRAWAL = [
  ['keine anfertigung nach ihren'],
  ['besteht nicht bei vertragen zur', 'etwa in sonderma', 'unter den ausschluss'],
];
const ASPECTS: readonly [RegExp, string[][]][] = [
  // 'wie lang sollte das Bett sein' asks a length, 'wann ist der Rest fällig' a payment.
  [/^(?!.*(?:zahl|fallig)).*(?:wie lange\b|schnell|wann|dauer|langer\b|warte|lieferzeit|liefertermin)/, DELIVERY],
  [
    /tausch|probeschlaf|zuruckgeb/,
    [
      ['gekaufte matratze nicht', 'matratze teurer'],
      ['gekaufte matratze nicht', 'ausgenommen sind matratzen'],
    ],
  ],
  [/widerruf|rucktr/, WITHDRAWAL],
  // 'extra nach Maß' names the size: no price asked.
  [/kost|preis|teur/, [[], ['fertigen wir nach mass;']]],
  [
    /standard|lieferbar|gibt ?e?s|habt ihr|macht ihr|oder (?:ist das |schon |ne )*(?:sonder|mass|\w*anfertig)|angefertigt/,
    [
      ['topper gibt es in allen', ...DELIVERY[0]!],
      ['fertigen wir nach mass;', ...DELIVERY[1]!],
    ],
  ],
];

type Saying = (pattern: RegExp) => { answer: ChatAnswer }[];

/**
 * The reply with the verdict on the visitor's size and the site's sentences for what the message
 * asks about it, where the reply does not say them: said before the reply, or in its place where
 * the reply is the honest fallback. A follow-up that names a size alone ('und in 150x200?')
 * asks what the message before it asked.
 */
export function withSizeAnswer<R extends ChatAnswer>(
  messages: readonly string[],
  reply: R,
  saying: Saying,
  fallbackText: string,
): R | ChatAnswer {
  const folded = messages.map(fold);
  const asked = (t = '') => {
    const all = ASPECTS.filter(([p]) => p.test(t));
    const [time, exchange, withdrawal, , made] = ASPECTS;
    // 'bis wann' beside the exchange or the withdrawal asks their own period; whether the size
    // is made at all counts only where nothing else is asked.
    const own = all.some((a) => a === exchange || a === withdrawal) ? all.filter((a) => a !== time) : all;
    return own.length > 1 ? own.filter((a) => a !== made) : own;
  };
  let aspects = asked(folded.at(-1));
  if (!aspects.length && sizeIn(messages.at(-1) ?? '')) aspects = asked(folded.at(-2));
  const size = aspects.length ? sizeAsked(messages) : undefined;
  const standard = size && isStandard(size);
  if (standard === undefined) return reply;
  const says = (text: string) => fold(reply.text).includes(fold(text));
  const links: Link[] = [];
  const found = aspects
    .flatMap(([, lines]) => lines[standard ? 0 : 1]!)
    // The toppers' sizes only where the conversation is about toppers.
    .filter((f) => !f.includes('topper') || folded.some((m) => m.includes('topper')))
    // The delivery line only where the reply does not already say when this kind of size comes
    // (the delivery facts' answer does): the standard sizes' weeks, or the date in the offer.
    .filter(
      (f) =>
        !DELIVERY.flat().includes(f) ||
        !(standard ? reply.text.includes(facts.deliveryWeeks) : /im Angebot/.test(reply.text)),
    )
    .flatMap((f) =>
      // The sentence of the site's passage that says the fragment, without the passage's title.
      saying(new RegExp(f))
        .flatMap(({ answer }) =>
          answer.text
            .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
            .map((x) => x.replace(/^[^.:;]{1,60}: (?=\p{Lu})/u, ''))
            .filter((x) => fold(x).includes(f) && links.push(answer.links![0]!)),
        )
        .slice(0, 1),
    );
  const verdict = sizeVerdict(size!);
  const lines = [...new Set([verdict ?? '', ...found])].filter((x) => x && !says(x));
  // The verdict alone does not replace the honest fallback, nor does a standard size's
  // withdrawal line: whether the right exists depends on where the contract was made.
  if (
    !lines.length ||
    (reply.text === fallbackText && (!found.length || (standard && aspects.some(([, l]) => l === WITHDRAWAL))))
  )
    return reply;
  return reply.text === fallbackText
    ? { text: lines.join(' '), links: [...new Map(links.map((l) => [l.href, l])).values()] }
    : // After the verdict where the reply opens with it already.
      {
        ...reply,
        text: reply.text.replace(/^(?:.* sondern ein Sondermaß\.\n\n)?/, (v) => `${v}${lines.join(' ')}\n\n`),
      };
}
