/**
 * The chat engine: one reply to the visitor's newest message, given the conversation so far.
 * Layers, in order:
 *  1. conversation (greeting, thanks, goodbye, 'ok', 'Bist du ein Mensch?'), complaints (an
 *     apology and the phone), abuse and instructions to the assistant (a calm refusal), English;
 *  2. the visitor's own figures (weight, height, a partner's, sleeping position) answered with
 *     the Schlafberater's rules (src/lib/sleep-advice.ts, the same functions the finder uses);
 *  3. up to three parts per message, each answered from the site's passages by the matcher,
 *     a part without a topic of its own referring back to the last topic of the conversation;
 *  4. precision first: a part the matcher cannot answer confidently gets the honest fallback
 *     (phone, hours, form) instead of a near miss.
 */
import type { Link } from '../../content/blocks.ts';
import type { ChatAnswer } from '../../content/chat.ts';
import { chatAssemblyAufbau } from '../../content/chat-synonyms.ts';
import {
  chatAdviceCopy,
  chatComplaint,
  chatContextTopics,
  chatConversation,
  chatEnglishWords,
  chatFollowUp,
  chatDistanceVerdict,
  chatPartFallback,
  chatPartSplit,
  chatRefusal,
  chatAvailability,
  chatPriceWords,
  chatServiceCost,
  chatAspects,
  chatSubjects,
  chatExclusion,
  chatDamageCause,
  chatCases,
  chatLengthTableQuery,
  chatSpecialSizeTime,
  chatSpecialSizeNote,
  chatHowAreYou,
  chatNotComplaint,
  chatDefect,
  chatTechnologies,
  chatPaymentQuery,
  chatStandardSize,
  chatGuaranteeLimit,
  chatGuaranteeClaim,
  chatPaymentOther,
  chatTechnologyHardness,
  chatAskWeight,
  chatHealthComplaint,
  chatNeeds,
  chatPriceNote,
  chatPriceQuery,
  chatPriceDirect,
  chatScope,
  chatNotNouns,
  chatAspectFollowUp,
  chatStatement,
  chatCompare,
  chatGradeElsewhere,
  chatWhich,
  chatOverview,
  chatOtherItems,
  chatOrdinals,
  chatLegalIntent,
  chatAskedPeriod,
  chatFigureElsewhere,
} from '../../content/chat-intents.ts';
import { consultHref, type Interest } from '../../content/interests.ts';
import {
  hardnessGuide,
  hardnessOrder,
  sleepPositions,
  technologyRanges as technologies,
  type Hardness,
} from '../../content/products/matratzen.ts';
import { hardnessRangeLabel } from '../../content/product-data-model.ts';
import {
  extraLengthOption,
  gradeInRange,
  hardnessForWeight,
  heightsForLength,
  lengthForHeight,
  needsSoftTopper,
  technologiesMadeIn,
} from '../sleep-advice.ts';
import type { ChatMatch, ChatMatcher } from './matcher.ts';
import { germanFigure, metres, withUnit } from '../units.ts';
import { fold, stem } from './text.ts';
import { asksPeriod, periodClauses, PERIOD_WORDS, statesPeriod, type Clause } from './legal-period.ts';
import { aspectOf, bedLengthOf, followUpServices, reapply, valuesOf, type FollowUpAspect } from './follow-up.ts';
import { withSizeAnswer } from './size-asked.ts';
import { deliveryCode, englishCode, loadedEnglish, loadedRareReplies, rareReplies } from './later.ts';
import { facts } from '../../content/site.ts';

export interface ChatReply extends ChatAnswer {
  /** A prefilled enquiry for the contact form (kept in sessionStorage, never in a URL). */
  draft?: string;
}

/** At most this many parts of one message are answered. */
export const MAX_PARTS = 3;

/**
 * Whether a question (folded) asks about a legal page's topic, when `page` is a legal page; any
 * other page is open to every question.
 */
export function legalAsked(page: string, question: string): boolean {
  const legal = chatLegalIntent.find((l) => page.startsWith(l.page));
  return !legal || test(legal.intent, question);
}

/** The legal pages, whose clauses need a closer match than other passages. */
const LEGAL_PAGE = /^\/(?:agb|datenschutz|impressum)\b/;
/** A legal clause must match at least this share of a part's words. */
const LEGAL_COVERAGE = 0.75;

/** A passage must match at least this share of a part's words (precision before recall). */
const MIN_COVERAGE = 0.6;
/**
 * Half the words suffice for a curated topic matched this strongly when the other words are
 * ones the site never uses ('mit dem Zug'); a word the site uses elsewhere ('samstags liefern')
 * asks about something the topic does not say.
 */
const STRONG_SCORE = 40;

export function plainFold(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9,.%<>/*'=-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function words(folded: string): string[] {
  return folded.split(/[^a-z0-9]+/).filter(Boolean);
}

/* ---------- the visitor's figures ---------- */

interface Person {
  who?: string;
  weightKg?: number;
  heightCm?: number;
}

const WEIGHT = /(\d{2,3}(?:[,.]\d)?)\s*(?:kg|kilo(?!met)\w*)\b|\bwieg\w*\s+(?:ca\s+|etwa\s+|so\s+)?(\d{2,3})\b/g;
const HEIGHT =
  /\b([12])[,.](\d{1,2})(?!\d)\s*(?:m|meter)?(?![\d,.]*\s*(?:kg|kilo|x|euro|€))|\b(1\d\d|2[0-4]\d)\s*cm\b(?=[^x×]*$|\s*(?:gross|lang|grosse))/g;

/** A weight said of several people together ('zusammen 190 kg', 'wir wiegen gemeinsam 150'). */
const COMBINED = /\b(?:zusammen|gemeinsam|insgesamt|zu zweit|beide zusammen)\b/;

/** Weight and height of the visitor and of a second person, in the order they are named. */
export function extractPersons(text: string): Person[] {
  const t = plainFold(text);
  const found: { at: number; kind: 'w' | 'h'; value: number }[] = [];
  for (const m of t.matchAll(WEIGHT)) {
    // 'wir wiegen zusammen ca 190 kg': two people's weight together is no one's body weight.
    if (COMBINED.test(t.slice(Math.max(0, m.index - 24), m.index + m[0].length))) continue;
    const v = Number((m[1] ?? m[2] ?? '').replace(',', '.'));
    if (v >= 30 && v <= 250) found.push({ at: m.index, kind: 'w', value: v });
  }
  // Two weights sharing one unit ('108 und 121 kg'): each a person's; a range ('zwischen 80 und 90 kg') is none.
  for (const m of t.matchAll(
    /(?<!zwischen |von |\d[,.])\b(\d{2,3})\s*(?:und|bzw\.?|,)\s*(?=\d{2,3}\s*(?:kg|kilo(?!met)))/g,
  )) {
    if (COMBINED.test(t.slice(Math.max(0, m.index - 24), m.index + m[0].length + 8))) continue;
    const v = Number(m[1]);
    if (v >= 30 && v <= 250) found.push({ at: m.index, kind: 'w', value: v });
  }
  for (const m of t.matchAll(HEIGHT)) {
    // '140x200' and '90 x 190' are sizes, not heights.
    if (/^\s*x\s*\d/.test(t.slice(m.index + m[0].length))) continue;
    // 'das Bett ist 240 cm lang', 'Bettlänge 200 cm': a bed's length, not a body height.
    const clause =
      t
        .slice(0, m.index)
        .split(/[,.;?!]/)
        .at(-1) ?? '';
    const lengthAfter = /^\s*lange\b/.test(t.slice(m.index + m[0].length));
    if (
      m[3] &&
      (lengthAfter || /\b(?:bett\w*|matratze\w*|topper|lange|liege\w*)\s/.test(clause)) &&
      !/\b(?:ich|er|sie|mann|frau|partner\w*|freund\w*) (?:bin|ist)\s*$/.test(clause)
    )
      continue;
    const v = m[3] ? Number(m[3]) : Number(`${m[1]}.${(m[2] ?? '').padEnd(2, '0')}`) * 100;
    if (v >= 140 && v <= 250) found.push({ at: m.index, kind: 'h', value: Math.round(v) });
  }
  // A second weight without its unit ('Mein Mann hat 105 kilo und ich 58').
  if (found.some((f) => f.kind === 'w'))
    for (const m of t.matchAll(
      /\b(?:ich|sie|er|und ich|meine? \w+)\s+(?:hat |habe |wiegt |wiege |mit )?(?:nur |noch |knapp |etwa |ca |so |ungefahr )?(\d{2,3})\b(?!\s*(?:cm|m\b|x|kg|kilo|[,.]\d))/g,
    )) {
      const v = Number(m[1]);
      const at = m.index + m[0].length - m[1]!.length;
      if (v >= 30 && v <= 250 && !found.some((f) => f.at === at)) found.push({ at, kind: 'w', value: v });
    }
  found.sort((a, b) => a.at - b.at);
  const persons: Person[] = [];
  for (const f of found) {
    const before = t.slice(0, f.at);
    const partnerAt = before.search(/\b(?:mein(?:e|em|er)? (?:mann|frau|partner\w*|freund\w*)|partner\w*)\b[^.]*$/);
    // 'Mein Mann wacht verspannt auf. Er wiegt 92 kg, ich 64': 'er' is the partner named before.
    const named = before.search(/\b(?:mein(?:e|em|er)? (?:mann|partner\w*|freund\w*)|partner\w*)\b/);
    const pronoun = named >= 0 && /(?:^|[.,;!?])\s*(?:und )?er\s+[^.,;!?]*$/.test(before);
    const partner =
      (partnerAt >= 0 && !/\b(?:ich|und ich)\b/.test(before.slice(partnerAt).replace(/^\S+\s\S+/, ''))) || pronoun;
    const who = partner
      ? partnerAt >= 0 && /\bfrau\b|\bpartnerin\b|\bfreundin\b/.test(before.slice(partnerAt))
        ? 'Ihre Partnerin'
        : 'Ihr Partner'
      : undefined;
    let person = persons.find(
      (p) => p.who === who && (f.kind === 'w' ? p.weightKg === undefined : p.heightCm === undefined),
    );
    if (!person) {
      person = who ? { who } : {};
      persons.push(person);
    }
    if (f.kind === 'w') person.weightKg = f.value;
    else person.heightCm = f.value;
  }
  return persons.slice(0, 2);
}

/**
 * The figures an earlier turn gave (weight, height, a partner's, a sleeping position) that a
 * later question asking for advice, or a turn giving another figure, does not restate ('ich wiege
 * 68 kg' – 'welche Härte?', 'ich schlafe auf dem Bauch'), as a
 * statement to read with it, so the Schlafberater's rules answer the person, never a grade's
 * passage that contradicts their figures. Undefined where nothing is carried.
 */
function carriedFigures(earlier: readonly string[], message: string): string | undefined {
  const t = plainFold(message);
  const positionOf = (x: string) => chatAdviceCopy.positions.find(({ pattern }) => foldedPattern(pattern).test(x));
  // A turn that gives one more figure ('ich schlafe auf dem Bauch' after the weight) is advice
  // for all of them, as it would be said in one message.
  const ownFigures = extractPersons(message).length > 0;
  if (!foldedPattern(chatAdviceCopy.asked).test(t) && !positionOf(t) && !ownFigures) return undefined;
  const said: string[] = [];
  if (!ownFigures) {
    const persons = earlier.map((m) => extractPersons(m)).findLast((ps) => ps.length) ?? [];
    for (const [i, p] of persons.entries()) {
      const partner = p.who ?? (i > 0 ? 'Ihr Partner' : undefined);
      const subject = partner ? (partner === 'Ihre Partnerin' ? 'Meine Partnerin' : 'Mein Partner') : 'Ich';
      const kg = p.weightKg === undefined ? undefined : germanFigure(p.weightKg);
      if (kg) said.push(`${subject} ${partner ? 'wiegt' : 'wiege'} ${kg} kg.`);
      if (p.heightCm !== undefined) said.push(`${subject} ${partner ? 'ist' : 'bin'} ${p.heightCm} cm groß.`);
    }
  }
  if (!positionOf(t)) {
    const position = earlier.map((m) => positionOf(plainFold(m))).findLast(Boolean);
    const name = position && sleepPositions.find((x) => x.id === position.id)?.name;
    if (name) said.push(`Ich bin ${name}.`);
  }
  return said.length ? said.join(' ') : undefined;
}

/**
 * A message with one person's figures after a turn with the other's (the visitor's after the
 * partner's, or the reverse): both turns as one message, so both get advice.
 */
function withOtherPerson(previous: string, message: string): string | undefined {
  const theirs = extractPersons(previous);
  const mine = extractPersons(message);
  if (theirs.length !== 1 || mine.length !== 1 || Boolean(theirs[0]!.who) === Boolean(mine[0]!.who)) return undefined;
  const said = previous.trim().replace(/[\s,;:–-]+$/, '');
  return `${said}${/[.!?]$/.test(said) ? '' : '.'} ${message}`;
}

/** The single hardness grades a text names ('H1 bis H4' names a range, none of them). */
export function gradesNamed(text: string): Set<string> {
  const single = text.replace(/\bH[1-4]\s*(?:bis|–|-)\s*H[1-4]\b/g, ' ');
  return new Set([...single.matchAll(/\bH[1-4]\b/g)].map(([g]) => g));
}

const cm = (v: number) => withUnit(metres(v), 'm');

function adviceFor(text: string): ChatReply | undefined {
  const t = plainFold(text);
  // 'Ich bin nur 1,58 m. Sind Boxspringbetten nicht zu hoch zum Reinsetzen?': the body height
  // asks about the bed's height, not its length: the site's text on the height answers it.
  const persons = extractPersons(text).filter((p) => p.weightKg !== undefined || !test(BED_HEIGHT_ASKED, t));
  if (!persons.length) return positionAdvice(t);
  const lines: string[] = [];
  const draft: string[] = [chatAdviceCopy.draftIntro];
  const links: Link[] = [chatAdviceCopy.links.finder];
  let interest: Interest = 'Matratze';
  const withWeight = persons.filter((p) => p.weightKg !== undefined);
  const two = persons.length === 2;
  // Beside a partner, the person without a name is the visitor.
  const label = (p: Person, i: number) =>
    p.who ?? (two ? (i === 0 || persons.some((o) => o.who) ? 'Sie' : 'Person 2') : undefined);
  for (const [i, p] of persons.entries()) {
    const who = label(p, i);
    if (p.weightKg !== undefined) {
      const grade = hardnessForWeight(p.weightKg);
      const name = hardnessGuide.find((g) => g.grade === grade)?.name ?? '';
      const kg = germanFigure(p.weightKg);
      const line =
        who && two ? chatAdviceCopy.hardnessPerson(who, kg, grade, name) : chatAdviceCopy.hardnessOne(kg, grade, name);
      lines.push(line);
      draft.push(line);
    }
  }
  if (withWeight.length === 2) {
    const [a, b] = withWeight.map((p) => hardnessForWeight(p.weightKg!));
    if (a !== b) lines.push(chatAdviceCopy.couple(a!, b!));
  }
  // A grade no technology is made in (the Schlafberater's rule): the softest one with a topper.
  const grades = [...new Set(withWeight.map((p) => hardnessForWeight(p.weightKg!)))];
  if (grades.some(needsSoftTopper)) lines.push(chatAdviceCopy.softTopper);
  // A grade not every technology is made in: the ones it is made in (from the mattress content).
  for (const grade of grades) {
    const made = technologiesMadeIn(grade).map((x) => x.name);
    if (made.length && made.length < technologies.length) lines.push(chatAdviceCopy.gradeTechnologies(grade, made));
  }
  if (withWeight.length) links.push(chatAdviceCopy.links.hardness);
  const withHeight = persons.filter((p) => p.heightCm !== undefined);
  for (const p of withHeight) {
    const advice = lengthForHeight(p.heightCm!);
    const who = label(p, persons.indexOf(p));
    const line =
      withHeight.length === 2 && who
        ? chatAdviceCopy.lengthPerson(who, cm(p.heightCm!), advice.label)
        : chatAdviceCopy.lengthOne(cm(p.heightCm!), advice.label, withUnit(advice.ruleCm, 'cm'));
    lines.push(line);
    draft.push(line);
  }
  // A bed length named beside one body height ('Bin 1,76 – und in 200 cm?'): the heights the size
  // guide gives that length for, and whether it is shorter than the length advised.
  const askedLength = withHeight.length === 1 ? bedLengthOf(text) : undefined;
  const askedHeights = askedLength === undefined ? undefined : heightsForLength(askedLength);
  if (askedLength !== undefined && askedHeights) {
    const advised = lengthForHeight(withHeight[0]!.heightCm!).lengthsCm;
    const fit = askedLength < advised[0]! ? 'shorter' : advised.includes(askedLength) ? 'fits' : 'longer';
    lines.push(
      chatAdviceCopy.lengthAsked(withUnit(askedLength, 'cm'), askedHeights, cm(withHeight[0]!.heightCm!), fit),
    );
  }
  if (withHeight.length) {
    const tallest = Math.max(...withHeight.map((p) => p.heightCm!));
    const option = extraLengthOption(lengthForHeight(tallest).lengthsCm[0]!);
    if (option) {
      lines.push(chatAdviceCopy.extraLength(option.lengthCm, option.hint));
      interest = 'Überlänge';
    }
    links.push(chatAdviceCopy.links.length);
  }
  // A hardness asked with no weight given ('Welche Bettlänge brauchen wir? Und muss ich die
  // gleiche Härte nehmen wie er?'): it depends on the weight, which the visitor can tell.
  const hardness = chatAspects.find((a) => a.name === 'hardness')!;
  const positioned = chatAdviceCopy.positions.some(({ pattern }) => foldedPattern(pattern).test(t));
  if (!withWeight.length && !positioned && test(hardness.asked, ` ${t} `)) lines.push(chatAdviceCopy.positionClosing);
  for (const { pattern, id } of chatAdviceCopy.positions) {
    if (!foldedPattern(pattern).test(t)) continue;
    const position = sleepPositions.find((p) => p.id === id);
    if (position)
      lines.push(chatAdviceCopy.position(position.name, position.advice, fittingTechnologies(position, grades)));
  }
  lines.push(chatAdviceCopy.closing);
  draft.push(chatAdviceCopy.draftClosing);
  links.push({ label: chatAdviceCopy.links.enquiry, href: consultHref(interest) });
  return { text: lines.join('\n'), links, draft: draft.join('\n') };
}

/** The technologies the site names for a sleeping position, made in the visitor's grade(s) where known. */
function fittingTechnologies(position: (typeof sleepPositions)[number], grades: readonly Hardness[]): string[] {
  const named = technologies.filter((x) => (position.technologies as readonly string[]).includes(x.id));
  const made = named.filter((x) => grades.every((g) => gradeInRange(x.hardness, g)));
  // Below the technologies' ranges (H1 with a topper), the position's list as the site gives it.
  return (made.length ? made : named).map((x) => x.name);
}

/** A sleeping position without figures ('ich schlafe auf dem Bauch'): the position's advice. */
function positionAdvice(t: string): ChatReply | undefined {
  const found = chatAdviceCopy.positions.find(({ pattern }) => foldedPattern(pattern).test(t));
  const position = found && sleepPositions.find((p) => p.id === found.id);
  if (!position) return undefined;
  return {
    text: `${chatAdviceCopy.position(position.name, position.advice, fittingTechnologies(position, []))}\n${chatAdviceCopy.positionClosing}`,
    links: [chatAdviceCopy.links.position, chatAdviceCopy.links.finder],
  };
}

/** The one hardness grade a question names, by its code ('H4') or by a name of its own ('extra fest'). */
function gradeAsked(spaced: string): Hardness | undefined {
  const mentioned = new RegExp(`\\b(${hardnessOrder.join('|')})\\b`, 'i').exec(spaced)?.[1];
  const byName = hardnessGuide.find(
    (g) => /\s/.test(g.name.trim()) && new RegExp(`(?<![a-z])${fold(g.name)}(?![a-z])`).test(spaced),
  );
  return hardnessOrder.find((g) => g.toLowerCase() === mentioned?.toLowerCase()) ?? byName?.grade;
}

/** The grades a text states, a range ('H2 bis H4') as each of its grades. */
function gradesStated(text: string): Set<string> {
  const grades = new Set<string>();
  const rest = text.replace(/\bH([1-4])\s*(?:bis|–|-)\s*H([1-4])\b/g, (_, a: string, b: string) => {
    for (let g = Number(a); g <= Number(b); g++) grades.add(`H${g}`);
    return ' ';
  });
  for (const [, g] of rest.matchAll(/\bH([1-4])\b/g)) grades.add(`H${g}`);
  return grades;
}

/**
 * 'Welche Härtegrade gibt es bei Latex?': the range the site lists for that one technology
 * (from the mattress content), never the overview's H1 to H4 for all of them. 'Welche Matratzen
 * gibt es in H4?' ('und welche davon …' after the mattresses): the technologies made in that
 * grade and, for each one that is not, its range.
 */
function technologyHardness(t: string, aboutMattresses = false): ChatMatch | undefined {
  const spaced = ` ${t.replace(/-/g, ' ')} `;
  const hardness = chatAspects.find((a) => a.name === 'hardness')!;
  const grade = gradeAsked(spaced);
  // The ranges are the mattresses'; a topper of the same material is another product.
  if ((!test(hardness.asked, spaced) && !grade) || /\btopper|\bauflage/.test(spaced)) return undefined;
  const named = technologies.filter((x) => new RegExp(`\\b${fold(x.name)}`).test(spaced));
  const tech = named[0];
  const range = (x: (typeof technologies)[number]) => hardnessRangeLabel(x.hardness);
  const made = grade ? technologiesMadeIn(grade) : [];
  let text;
  // 'Latex in H4?': a grade outside the technology's range gets a plain no and where it is made.
  if (named.length === 1)
    text =
      grade && !made.includes(tech!)
        ? chatGradeElsewhere(
            grade,
            tech!.name,
            range(tech!),
            made.map((x) => x.name),
          )
        : chatTechnologyHardness(tech!.name, range(tech!), tech!.description);
  else if (
    !named.length &&
    grade &&
    /\b(?:welche\w*|was fur)\b/.test(spaced) &&
    (aboutMattresses || /\bmatra(?:t)?ze\w*|\btechnologie\w*/.test(spaced))
  )
    text = [
      made.length
        ? chatAdviceCopy.gradeTechnologies(
            grade,
            made.map((x) => x.name),
          )
        : chatAdviceCopy.softTopper,
      ...technologies.filter((x) => !made.includes(x)).map((x) => chatGradeElsewhere(grade, x.name, range(x), [])),
    ].join('\n');
  else return undefined;
  return {
    kind: 'topic',
    id: `hardness-${tech?.id ?? grade}`,
    page: '/produkte/matratzen',
    answer: {
      text,
      links: [
        { label: 'Matratzen: Technologien', href: '/produkte/matratzen#technologien' },
        chatAdviceCopy.links.hardness,
      ],
    },
    score: STRONG_SCORE,
    coverage: 1,
    knownShare: 1,
    matched: words(spaced),
  };
}

/** Whether a word stands as a time or a place ('an Heiligabend', 'in Köln'), not as a thing asked for. */
function whenOrWhere(question: string, word: string): boolean {
  const w = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `(?:^|\\s)(?:an|am|im|in|um|zu|zum|zur|vor|nach|bis|ab|seit|über)\\s+(?:\\p{L}+\\s+)?${w}`,
    'iu',
  ).test(question);
}

/** Whether an answer names every thing the question asks for by name (a noun, or what a guarantee covers). */
function namesAll(
  question: string,
  answer: ChatAnswer,
  availability: boolean,
  /** Whether the search matched the word itself (or its synonym), not only a part of it. */
  matchedWord: (word: string) => boolean,
): boolean {
  const a = plainFold(`${answer.text} ${(answer.links ?? []).map((l) => l.href).join(' ')}`).replace(/-/g, '');
  const asked = [
    ...(availability ? question : '')
      .split(/\s+/)
      .slice(1)
      .map((w) => w.replace(/[^\p{L}-]/gu, ''))
      .filter((w) => /^\p{Lu}[\p{L}-]{3,}$/u.test(w) && !chatNotNouns.test(fold(w))),
    ...[...plainFold(question).matchAll(new RegExp(fold(chatScope.source), 'g'))].map((m) => m[1] ?? ''),
  ];
  return asked.every((w) => {
    const stem = fold(w).replace(/-/g, '').slice(0, 5);
    return stem.length < 4 || a.includes(stem) || matchedWord(w);
  });
}

/** A preposition, and a determiner after it: a noun behind them qualifies the question ('für den Transfer'). */
const PREPOSITION =
  /^(?:fur|pro|bei|beim|mit|nach|in|im|aus|von|vom|zu|zum|zur|ohne|gegen|uber|unter|auf|an|am|um|durch|wegen|seit|ab|bis|als)$/;
const DETERMINER =
  /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|mein\w*|dein\w*|unser\w*|euer|eur\w*|ihr\w*|sein\w*)$/;
/**
 * A question whether something suits or helps someone or against something ('für Allergiker
 * geeignet?', 'hilft das gegen Milben?'): the noun after 'für' or 'gegen' is what it is about.
 */
const SUITS = /\b(?:geeignet\w*|eignet|eignen|passend\w*|tauglich\w*|hilft|helfen|ideal|sinnvoll)\b/;
/** The lists whose items are beds a visitor can ask for by 'welches Bett' or 'welches Modell'. */
const BED_LISTS = ['/#kollektion', '/produkte/boxspringbetten#varianten', '/produkte/seniorenbetten#varianten'];
const BED_LIST_PAGES = BED_LISTS.map((href) => href.replace(/#.*$/, '') || '/');
/** 'Bei welchem Bett ist … dabei?', 'Welches Modell hat …?': a bed is asked for, by what it has. */
const ASKS_WHICH_MODEL =
  /\bwelche[mnrs]? (?:bett|betten|boxspringbett\w*|modell\w*|variante\w*)\b(?=.*\b(?:dabei|drin|inklusive|inkl|hat|haben|hatte)\b)/;
/** A question whose subject is a pronoun ('Kann es …?', 'Darf er …?'), for what was said before it. */
const SUBJECT_POINTS_BACK =
  /^(?:und )?(?:kann|darf|soll|sollte|muss|wird|ist|geht|passt|hat) (?:es|er)\b|^(?:und )?(?:es|er) (?:kann|darf|soll|muss|wird|ist)\b/;
/** A word in a question that points back to the sentence before it ('Ist eine Matratze dafür geeignet?'). */
const POINTS_BACK = /\b(?:dafur|dagegen|dabei|damit)\b/;
/** A word for the place the sentence before named ('kann ich da …', 'gibt es dort …'). */
const PLACE_BACK = /\b(?:da|dort|dahin|dorthin)\b/;

/**
 * Whether a part of a message points back to another part for its subject: 'es'/'er' as its
 * subject, 'dafür', a condition that continues it ('und wenns …'), or a demonstrative
 * 'das'/'dies' not followed by a noun ('Wird das gespeichert?', not 'Wird das Bett geliefert?';
 * German nouns are capitalised).
 */
function pointsBackToPart(part: string): boolean {
  const folded = plainFold(part).trim();
  return (
    SUBJECT_POINTS_BACK.test(folded) ||
    POINTS_BACK.test(folded) ||
    // A condition continuing the part before ('und wenns nur um die Matratze geht?').
    /^(?:und|oder|aber) (?:wenn|wenns|falls|bei|nur|auch)\b/.test(folded) ||
    /(?:^|[^\p{L}])(?:[Dd]as|[Dd]ies|[Dd]ieses|[Dd]iese|[Ee]s)(?![\p{L}])(?!\s+\p{Lu})/u.test(part)
  );
}

/**
 * A message with the stops of its short abbreviations left out ('z.B.', 'z. B.', 'd.h.', 'u.a.'):
 * their stops end no sentence, so the question they stand in keeps its question mark. (Word
 * abbreviations such as 'bzw.' and 'ca.' are known to SENTENCE_END.)
 */
export function withoutAbbreviationStops(message: string): string {
  return message.replace(/(?<![\p{L}\d])(\p{L})\. ?(\p{L})\.(?!\S)/gu, '$1$2');
}

/** Whether the message asks this part with a question mark of its own. */
function askedWithMark(text: string, part: string): boolean {
  const at = text.indexOf(part);
  return at >= 0 && /^\s*\?/.test(text.slice(at + part.length));
}

/**
 * The nouns a question is about that the site never uses ('Treppenlift', 'Hausstauballergie',
 * 'Krallen'): capitalised words of the question (and of the situation told before it where the
 * question points back to it with 'dafür'), not behind a preposition (a qualifier: 'für den
 * Transfer', 'bei Stiftung Warentest'), not offered as an alternative after 'oder', unknown to the
 * site as a word, a synonym or the last part of a compound. A passage cannot say such a word, so
 * an answer that shares only the question's frame ('Matratzen … geeignet') answers something else.
 */
export function unknownSubjects(question: string, situation: string, known: (word: string) => boolean): string[] {
  const read = POINTS_BACK.test(plainFold(question)) && situation ? [situation, question] : [question];
  const nouns: string[] = [];
  const sentences = read.flatMap((x) => x.split(/(?<=[.!?:;])\s+/));
  // A visitor who writes all in lower case marks no noun: a long word in a noun's place (after an
  // article or a possessive, or what one is or has: 'ich bin hausstauballergiker') stands for it.
  const lower = sentences.every((x) => !/\p{Lu}/u.test(x.slice(1)));
  for (const sentence of sentences) {
    const tokens = sentence.split(/\s+/).filter(Boolean);
    for (let j = 1; j < tokens.length; j++) {
      const w = tokens[j]!.replace(/[^\p{L}-]/gu, '');
      const before = tokens.slice(0, j).map((x) => fold(x.replace(/[^\p{L}]/gu, '')));
      const nounPlace =
        lower &&
        /^\p{Ll}[\p{L}-]{5,}$/u.test(w) &&
        (DETERMINER.test(before.at(-1) ?? '') || /^(?:bin|bist|hab|habe|hat|haben)$/.test(before.at(-1) ?? '')) &&
        // An adjective before its noun ('ein vergleichbares boxspringbett') names no subject.
        (j === tokens.length - 1 ||
          /[^\p{L}-]$/u.test(tokens[j]!) ||
          !/^\p{Ll}+$/u.test((tokens[j + 1] ?? '').replace(/[^\p{L}]+$/u, '')));
      if ((!/^\p{Lu}[\p{L}-]{3,}$/u.test(w) && !nounPlace) || chatNotNouns.test(fold(w))) continue;
      const k = DETERMINER.test(before.at(-1) ?? '') ? before.length - 2 : before.length - 1;
      const suited = /^(?:fur|gegen)$/.test(before[k] ?? '') && SUITS.test(fold(sentence));
      if ((PREPOSITION.test(before[k] ?? '') && !suited) || before.includes('oder')) continue;
      if (!known(w)) nouns.push(w);
    }
  }
  return nouns;
}

/**
 * A message with markup and a question besides ('<script>…</script> was kostet der Versand?'):
 * the question without the markup, which is never echoed. Markup alone stays as it is (and is
 * refused).
 */
export function withoutMarkup(text: string): string {
  if (!/<\s*\/?\s*[a-z!]|javascript:/i.test(text)) return text;
  const rest = text
    .replace(/<\s*([a-z][a-z0-9]*)\b[^>]*>[^]*?<\s*\/\s*\1\s*>/gi, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/javascript:\S*/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return /\p{L}{3,}/u.test(rest) ? rest : text;
}

/* ---------- parts and context ---------- */

/**
 * The parts of a message: sentences, and questions joined within a sentence ('… und wie oft …').
 * A piece with fewer than two words of its own ('kann das helfen?', 'was empfehlt ihr?') stays
 * with the piece before it.
 */
/**
 * Where a sentence ends: '?', '!', ';', or a full stop that closes neither a number ('1.899') nor
 * an abbreviation ('z.B.', 'ca.', 'bzw.'). The parts of a message and whether each asks something are read
 * with the same sentences, so 'Oder an Feiertagen, z.B. Ostermontag?' is a question.
 */
const SENTENCE_END = /[?!;]+|(?<![\d\s.][a-z]?|\b(?:bzw|ca|usw|evtl|ggf|inkl|zzgl|etc|vgl|nr|str))\.(?!\d)/i;

export function splitParts(
  text: string,
  termsOf: (piece: string) => readonly string[] = (p) => words(plainFold(p)),
): string[] {
  const parts: string[] = [];
  for (const sentence of text.split(SENTENCE_END)) {
    const pieces = sentence
      .split(JOINER)
      .map((p) => p.trim())
      .filter(Boolean);
    const merged: string[] = [];
    for (const piece of pieces) {
      const own = termsOf(piece).filter((w) => !GENERIC.test(w));
      if (merged.length && own.length < 1) merged[merged.length - 1] += ` ${piece}`;
      else merged.push(piece);
    }
    // A first piece too short to stand alone joins the next one.
    if (merged.length > 1 && termsOf(merged[0]!).filter((w) => !GENERIC.test(w)).length < 1)
      merged.splice(0, 2, `${merged[0]} ${merged[1]}`);
    for (const piece of merged) {
      if (!words(plainFold(piece)).length) continue;
      // A sentence with nothing of its own ('Hallo', 'danke') joins the next question.
      // A sentence with nothing of its own joins its neighbour ('Hallo, …', '… Was habt ihr da?').
      const lastPart = parts.at(-1);
      const substance = (x: string) => termsOf(x).filter((w) => !GENERIC.test(w)).length;
      if (lastPart !== undefined && (substance(lastPart) === 0 || substance(piece) === 0))
        parts[parts.length - 1] = `${lastPart} ${piece}`;
      else parts.push(piece);
    }
  }
  return parts.length ? parts : [text];
}

/**
 * Whether a part of a message asks something: its sentence ends with a question mark or opens
 * with a question word or verb.
 */
export function asks(text: string, part: string): boolean {
  const head = plainFold(part).slice(0, 16);
  const pieces = text.split(new RegExp(`(${SENTENCE_END.source})`, 'i'));
  const sentences = pieces.flatMap((x, i) => (i % 2 === 0 ? [`${x}${pieces[i + 1] ?? ''}`] : []));
  return sentences.some(
    (sentence) =>
      plainFold(sentence).includes(head) &&
      (sentence.includes('?') || test(chatStatement.question, plainFold(sentence))),
  );
}

/** Where a sentence holds a second question: a joiner before a question word or verb. */
const JOINER = new RegExp(chatPartSplit.source, 'i');
/** Words of a question too general to choose an answer. */
/** A question about the bed's height or getting in and out, not its length. */
const BED_HEIGHT_ASKED =
  /\b(?:zu hoch|zu niedrig|zu tief|wie hoch|welche\w* hohe|einstieg\w*|reinsetz\w*|hinsetz\w*|sitzhohe\w*|betthohe\w*|aufsteh\w*|rauskomm\w*)\b/;

/**
 * 'dauert das dann länger?', 'muss ich dann länger warten?': beside a verb of time, 'länger'
 * compares the time, not the bed's length (the search reads it as 'Überlänge').
 */
const TIME_COMPARED =
  /\b((?:dauer\w*|wart\w*)\b(?:\s+\p{L}+){0,3}?)\s+(?:l(?:ä|ae|a)nger|k(?:ü|ue|u)rzer|schneller)\b/giu;

/** How closely the thing asked for alone must match where 'habt ihr X?' found nothing. */
const AVAILABLE_COVERAGE = 0.75;

const GENERIC_WORDS =
  /(?<![\p{L}-])(?:bett|betten|helfen|hilft|empfehlen|empfehlt|empfiehlst|empfehlung|machen|gehen|geht|moglich|möglich|problem|sagen|wissen|leisten|beachten|nehmen(?![^?.!]*\bteil\b)|nehme|bleiben|bleibt|oft|modelle|modell|menschen|leute|tun|genau|inklusive|inkl|einplanen|sowas|sache|infos?|erfahrung\w*|eigentlich|ungefähr|ungefahr|mal|bitte|gerne?)(?![\p{L}-])/giu;
/** The conversation replies that load later (later.ts) and, like a greeting's, repeat no earlier answer. */
const CONVERSATION_REPLIES = [
  'reaction',
  'human',
  'staff',
  'request',
  'capabilities',
  'askAway',
  'compliment',
  'unclear',
] as const;

/** Words too general to make a question of their own. */
/** Words a delivery question says (a superset of delivery.ts's): only then is its code needed. */
const DELIVERY_WORD = /liefer|bring|bau|montage|montier|stell|alte|entsorg|wart/;
const GENERIC =
  /^(?:bett|bet|betten|helf|helfen|empfehl|empfehlt|mach|geht|gehen|sag|wiss|frag|moglich|problem|passt|pass)$/;

type ContextTopic = (typeof chatContextTopics)[number];

/** Every context topic a message names, with where its words stand in the folded message. */
function topicsNamed(text: string): { t: string; named: { at: number; span: string; topic: ContextTopic }[] } {
  const t = ` ${plainFold(text)} `;
  const named = [];
  for (const topic of chatContextTopics) {
    const m = foldedPattern(topic.pattern).exec(t);
    if (m) named.push({ at: m.index, span: m[0], topic });
  }
  return { t, named };
}

/** The last topic a message names. */
function topicOf(text: string): ContextTopic | undefined {
  let best: { at: number; topic: ContextTopic } | undefined;
  for (const n of topicsNamed(text).named) if (!best || n.at > best.at) best = n;
  return best?.topic;
}

/** A topic named after a preposition ('Topper in Überlänge', 'Garantie auf den Federkern') qualifies another one. */
const QUALIFIER = /\b(?:in|mit|fur|auf|bei|beim|von|vom|zum|zur|aus|als|an|am|im|ohne|statt|gegen)(?: \w+)? $/;

/**
 * The topic a message is about, for the messages after it: the one it names without a
 * preposition before it ('Gibts eure Topper auch in Überlänge?' is about toppers; 'Habt ihr
 * Garantie auf den Federkern?' about the guarantee), else the last one it names. Its word is the
 * visitor's own where that is a compound of it ('Latexmatratze' for 'Matratze'), so the follow-up
 * keeps the item asked about.
 */
function subjectOf(text: string): ContextTopic | undefined {
  const { t, named } = topicsNamed(text);
  let best: { at: number; qualifies: boolean; span: string; topic: ContextTopic } | undefined;
  for (const n of named) {
    const qualifies = QUALIFIER.test(t.slice(0, n.at));
    if (!best || (best.qualifies && !qualifies) || (best.qualifies === qualifies && n.at > best.at))
      best = { ...n, qualifies };
  }
  if (!best) return undefined;
  const { topic, span } = best;
  return span !== fold(topic.word) && span.replace(/\s+/g, '').includes(fold(topic.word).replace(/\s+/g, ''))
    ? { ...topic, word: span }
    : topic;
}

const foldedCache = new Map<RegExp, RegExp>();
function foldedPattern(p: RegExp): RegExp {
  let r = foldedCache.get(p);
  if (!r) {
    r = new RegExp(fold(p.source), p.flags.replace('g', ''));
    foldedCache.set(p, r);
  }
  return r;
}

const test = (p: RegExp, t: string) => foldedPattern(p).test(t);

/**
 * Whether an answer (the first of two topics offered together) comes from another product's page
 * than the products a question names, and names none of them ('Wie dick sind eure Matratzen?' answered with the Visco-Topper's 4–8 cm):
 * the product's own pages, or a passage naming it, answer it.
 */
export function otherProduct(question: string, answer: ChatAnswer): boolean {
  const products = topicsNamed(question).named.filter((n) => n.topic.pages.startsWith('/produkte/'));
  const page = answer.links?.[0]?.href ?? '';
  if (!products.length || !page.startsWith('/produkte/')) return false;
  // Of two topics offered together, the first is the answer.
  const first = answer.text.replace(/^Dazu passen zwei Themen:.*\n/, '').split('\n\nZu „')[0]!;
  const text = ` ${plainFold(first)} `;
  // Named as the question names it: 'Visco' names the mattress and the topper alike.
  return !products.some(
    ({ topic, span }) => page.startsWith(topic.pages) || text.includes(span.trim().replace(/\s+/g, ' ').slice(0, 5)),
  );
}

/**
 * Whether a reply names only hardness grades that none of the weights given in the conversation
 * has ('H3 (fest) (80–100 kg)' after 'ich wiege 68 kg'). The table of all grades names every
 * grade; a grade the last message asks about by name ('und H3?') is its answer; a weight of several
 * people together is no one's.
 */
export function contradictsWeights(turns: readonly string[], reply: string): boolean {
  const named = gradesNamed(reply);
  const last = ` ${plainFold(turns.at(-1) ?? '')} `;
  // A grade the last message names, by its label or its name ('was heißt extra fest?'), is its answer.
  if (
    !named.size ||
    gradesNamed(turns.at(-1) ?? '').size ||
    hardnessGuide.some((g) => last.includes(` ${fold(g.name)} `))
  )
    return false;
  const weights = latestWeights(turns);
  return weights !== undefined && !weights.some((w) => named.has(hardnessForWeight(w)));
}

/**
 * The weights the conversation has given: the latest turn that gives any holds them all (a
 * changed weight, another person's, asked again); undefined where no turn gives one.
 */
function latestWeights(turns: readonly string[]): number[] | undefined {
  return turns
    .map((m) => extractPersons(m).flatMap((p) => (p.weightKg === undefined ? [] : [p.weightKg])))
    .filter((w) => w.length)
    .at(-1);
}

/**
 * 'ich bin ziemlich schwer, welche Matratze passt?' answered with 'H1 (weich) (bis 60 kg): Für
 * leichte Personen': one hardness grade, for a question that names no grade and gives no weight,
 * reached only through the weight's synonyms ('kg' for 'schwer'), says a grade nobody asked about.
 * It stands only where it shares a word of the question as written ('schwere Personen' for
 * 'schwer', 'leichte Personen' for 'leicht').
 */
function gradeUnasked(question: string, reply: string): boolean {
  const named = gradesNamed(reply);
  const q = ` ${plainFold(question)} `;
  if (named.size !== 1 || gradesNamed(question).size || hardnessGuide.some((g) => q.includes(` ${fold(g.name)} `)))
    return false;
  if (extractPersons(question).some((p) => p.weightKg !== undefined)) return false;
  const own = (x: string) =>
    new Set(
      plainFold(x)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 4 && !GRADE_FRAME.test(w))
        .map(stem),
    );
  const asked = own(question);
  return ![...own(reply)].some((w) => asked.has(w));
}

/** Words every grade's line or a hardness question has: they say nothing about which grade. */
const GRADE_FRAME = /^(?:matrat\w*|matraz\w*|hart\w*|passt|passen|welche\w*|bett\w*|fur|sind)$/;

/* ---------- the engine ---------- */

/**
 * Whether an answer addresses the question: every asked aspect (price, payment, time, size,
 * durability) and every named product or variant appears in it, and a special size asked with
 * the exchange gets the site's exclusion.
 */
export function addresses(question: string, answer: ChatAnswer): boolean {
  // Hyphens as spaces: 'EC-Karte', 'Server-Logs' and 'Latex-Matratze' read like their parts.
  const plain = (x: string) => ` ${plainFold(x).replace(/-/g, ' ')} `;
  const q = plain(question);
  const a = plain(`${answer.text} ${(answer.links ?? []).map((l) => l.href.replace(/[/#?=-]+/g, ' ')).join(' ')}`);
  const text = plain(answer.text);
  const asked = chatAspects.filter((aspect) => test(aspect.asked, q));
  for (const aspect of asked) {
    if (test(aspect.answered, text)) continue;
    // A replacement interval asked beside another aspect the answer gives ('wie dick sind die
    // Topper und nach wie vielen Jahren tauschen?'): that part is answered, the other is missing.
    if (
      aspect.name === 'replacement' &&
      asked.some((x) => !['replacement', 'time', 'length'].includes(x.name) && test(x.answered, text))
    )
      continue;
    return false;
  }
  for (const subject of chatSubjects) if (test(subject.asked, q) && !test(subject.answered, a)) return false;
  // One technology asked, the overview of all of them answered: the range it states is not the
  // one the site gives for the technology asked about.
  const named = chatTechnologies.filter((p) => p.test(q)).length;
  const hardness = chatAspects.find((x) => x.name === 'hardness')!;
  if (named === 1 && test(hardness.asked, q) && chatTechnologies.filter((p) => p.test(text)).length >= 3) return false;
  if (
    (test(chatExclusion.asked, q) || hasSpecialSize(q)) &&
    test(chatExclusion.about, q) &&
    !test(chatExclusion.answered, text)
  )
    return false;
  if (!addressesCase(question, answer)) return false;
  return true;
}

/**
 * Whether an answer speaks of the case the question names where the site states a limit for it
 * or nothing (abroad, a business customer, running costs, damage the guarantee excludes, a
 * special size's delivery date): the standard case's answer would be an implied yes.
 */
export function addressesCase(question: string, answer: ChatAnswer): boolean {
  const plain = (x: string) => ` ${plainFold(x).replace(/-/g, ' ')} `;
  const q = plain(question);
  const text = plain(answer.text);
  for (const c of chatCases) if (test(c.asked, q) && !test(c.answered, text)) return false;
  if (test(chatDamageCause.asked, q) && test(chatDamageCause.about, q) && !test(chatDamageCause.answered, text))
    return false;
  const special = chatSpecialSizeTime;
  if ((hasSpecialSize(q) || test(special.size, q)) && test(special.time, q) && !test(special.answered, text))
    return false;
  return true;
}

/** The water beds and the box-spring family (electric, senior, family beds): two kinds of bed. */
const WATER_BED_PAGE = /^\/produkte\/wasserbett/;
const BOX_SPRING_PAGE = /^\/produkte\/(?:boxspringbetten|elektrische|seniorenbetten|familienbetten)/;

/**
 * 'bei unserem Boxspringbett … kommt da jemand vorbei?' answered with the water bed's
 * installation: a message that names beds of one kind only is not answered from the other
 * kind's pages (one shared word chose them).
 */
export function otherFamily(message: string, answer: ChatAnswer): boolean {
  const t = ` ${plainFold(message)} `;
  const water = /\bwasser ?bett\w*|\bwassermatratze\w*/.test(t);
  const boxSpring = /\bbox ?spring\w*|\belektrisch\w* bett\w*|\bsenioren ?bett\w*|\bfamilien ?bett\w*/.test(t);
  const page = answer.links?.[0]?.href ?? '';
  return (boxSpring && !water && WATER_BED_PAGE.test(page)) || (water && !boxSpring && BOX_SPRING_PAGE.test(page));
}

/**
 * A part that ends on a pronoun for the thing asked before ('und wo sitzt die?', 'was kostet
 * das?', 'wie lang dann ungefähr?').
 */
export function refersBack(part: string): boolean {
  return /\b(?:die|der|das|den|dem|sie|er|es|ihn|denen|dann)(?: (?:so|denn|eigentlich|genau|ungefahr|dort|da))*$/.test(
    plainFold(part).trim(),
  );
}

/** The site's word for the case a question names, to read it again with ('Unternehmer'). */
function caseQuery(question: string): string | undefined {
  const q = ` ${plainFold(question).replace(/-/g, ' ')} `;
  const special = chatSpecialSizeTime;
  if ((hasSpecialSize(q) || test(special.size, q)) && test(special.time, q)) return special.query;
  return chatCases.find((c) => c.query && test(c.asked, q))?.query;
}

/**
 * 'auch 25 Jahre aufs Wasserbett?': a period asked of a product is confirmed only by a sentence
 * that states the period and names the product. Where the answer's sentences with that period
 * name something else (the box-spring frames), the reply says that the site states it only there
 * (those sentences, quoted), with the contacts: an answer that merely contains the figure would
 * read as a 'yes' the site does not give.
 */
export function figureElsewhere(question: string, answer: ChatAnswer): ChatAnswer | undefined {
  // Ranges with either dash ('1-2 Wochen', '1–2 Wochen') read alike.
  const dashed = (x: string) => plainFold(x.replace(/\s*[–—-]\s*/g, '-'));
  const q = dashed(question);
  const period = chatAskedPeriod.exec(q);
  const product = topicOf(q);
  if (!period || !product?.interest) return undefined;
  const [figure, unitWord] = [period[1]!.replace(/ /g, ''), period[2]!];
  const states = new RegExp(`(?<![\\d,.-])${figure.replace(/-/g, '-')} ?${unitWord.slice(0, 3)}`);
  const names = (x: string) => foldedPattern(product.pattern).test(` ${dashed(x)} `);
  // The sentences of the answer (a tie of two topics without its heading lines).
  const all = sentencesOf(answer.text.replace(/^Dazu passen zwei Themen:.*\n/, '').replace(/^Zu „[^“]*“: /gm, ''));
  const stating = all.filter((x) => states.test(dashed(x)));
  if (!stating.length || stating.some(names)) return undefined;
  // Only where the site tells the product apart: the sentences with the figure name another
  // product ('Boxspringbetten'), or the answer names the product in a sentence of its own. A
  // sentence about beds in general on the product's own page speaks of it, too.
  const naming = all.filter(names);
  const other = (x: string) =>
    chatContextTopics.some((c) => c !== product && c.interest && foldedPattern(c.pattern).test(` ${dashed(x)} `));
  if (!naming.length && !stating.some(other)) return undefined;
  if ((answer.links ?? []).some((l) => l.href.startsWith(product.pages)) && !stating.some(other)) return undefined;
  const asked = `${figure.replace('-', '–')} ${unitWord[0]!.toUpperCase()}${unitWord.slice(1)}`;
  return {
    text: chatFigureElsewhere(asked, product.word, stating, naming),
    links: [...(answer.links ?? []).slice(0, 1), ...chatPartFallback.links],
  };
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((x) => x.trim())
    .filter(Boolean);
}

/** A size such as '100x220' outside the standard sizes (a special size, Sondergröße). */
export function hasSpecialSize(question: string): boolean {
  return specialSizeOf(question) !== undefined;
}

/** The first size in a question that is none of the standard sizes, as width and length in cm. */
export function specialSizeOf(question: string): readonly [number, number] | undefined {
  for (const m of plainFold(question).matchAll(/\b(\d{2,3}) ?(?:x|\*|mal) ?(\d{3})\b/g)) {
    const [w, l] = [Number(m[1]), Number(m[2])];
    if (
      !(chatStandardSize.widths as readonly number[]).includes(w) ||
      !(chatStandardSize.lengths as readonly number[]).includes(l)
    )
      return [w, l];
  }
  return undefined;
}

/** 'nach 7 Jahren … Garantie?': the years the visitor names, when they ask about the guarantee. */
export function guaranteeYearsAsked(question: string): number | undefined {
  const t = plainFold(question);
  // 'gebrochen … übernehmt ihr das?', 'die Federn sind durch … greift da noch was?' ask about the
  // guarantee without naming it.
  const claim =
    /\b(?:gebrochen|kaputt|defekt|gerissen|durchgelegen|durchgesessen|eingesessen|ausgeleiert|kuhle\w*|(?:sind|ist) durch)\b/.test(
      t,
    ) && /\b(?:ubernehm\w*|ubernimmt|repar\w*|ersetz\w*|kulanz\w*|greift|greifen)\b/.test(t);
  if (!/\bgarantie|\bgewahrleistung/.test(t) && !claim) return undefined;
  // The product's age ('nach 7 Jahren', 'seit 8 Jahren', '6 Jahre alt'), not a guarantee term ('25 Jahre Garantie').
  const m =
    /\b(?:nach|seit|vor|schon|uber|fast|knapp|mehr als) (?:ca |etwa |rund |gut )?(\d{1,2}) ?jahr\w*|\b(\d{1,2}) ?jahre? alt\b/.exec(
      t,
    );
  const years = m ? Number(m[1] ?? m[2]) : undefined;
  return years !== undefined && years > facts.guaranteeYears && years < 100 ? years : undefined;
}

/** The matches of a part, each marked with the part's question. */
function withQuestion(question: string, ms: readonly ChatMatch[]): (ChatMatch & { question: string })[] {
  return ms.map((m) => ({ ...m, question }));
}

export function isAnswer(m: ChatMatch): m is Extract<ChatMatch, { kind: 'topic' | 'passage' }> {
  return m.kind === 'topic' || m.kind === 'passage';
}

export function mergeLinks(answers: readonly ChatAnswer[]): Link[] {
  const links: Link[] = [];
  for (const a of answers) for (const l of a.links ?? []) if (!links.some((x) => x.href === l.href)) links.push(l);
  return links.slice(0, 5);
}

/**
 * Whether an answer says a search term: read as the search reads it (synonyms, stems, so
 * 'Bouclé-Stoff' says the 'Material' a visitor's 'Stoff' is searched as), or written in it.
 */
export function sayer(matcher: Pick<ChatMatcher, 'terms'>, answerText: string): (term: string) => boolean {
  const terms = new Set(matcher.terms(answerText));
  const folded = plainFold(answerText);
  return (term) => terms.has(term) || folded.includes(term.slice(0, 5));
}

export interface ChatEngine {
  /** The reply to the last of the visitor's messages (earlier ones give the context). */
  reply(visitorMessages: readonly string[]): ChatReply;
}

export function createEngine(matcher: ChatMatcher, fallback: ChatAnswer): ChatEngine {
  /**
   * The previous message, folded: a follow-up to a legal question ('Ich widerrufe den Kauf.' –
   * 'und wer holt das Bett ab?') is a legal one too.
   */
  let legalContext = '';
  /**
   * Whether a question asks every word of the heading of the section an answer comes from (its
   * first link's label after the page's name): the word itself, the last part of the heading's
   * compound ('Verbraucherstreitbeilegung' for 'Streitbeilegung'), or a compound of the visitor's
   * that begins with it ('Liefertermin' for 'Lieferung').
   */
  function asksHeading(answer: ChatAnswer, asked: ReadonlySet<string>): boolean {
    const terms = matcher.terms((answer.links?.[0]?.label ?? '').split(': ')[1] ?? '');
    return (
      terms.length > 0 &&
      terms.every((h) =>
        [...asked].some((w) => h === w || (w.length > 4 && h.endsWith(w)) || (h.length > 4 && w.startsWith(h))),
      )
    );
  }

  function conversation(t: string, raw: string, hasSubject: boolean, onlyTalk: boolean): ChatAnswer | undefined {
    const c = chatConversation;
    if (!t && /[^\s?!.]/u.test(raw)) return c.acknowledge.reply;
    if (!t || /^[?!. ]*$/.test(t) || /^(?:ha|hae|he|was|wie bitte)$/.test(t)) return rareReplies().unclear;
    if (test(chatRefusal.injection, t)) return rareReplies().refusal;
    if (test(c.human.pattern, t)) return rareReplies().human;
    if (test(c.staff.pattern, t)) return rareReplies().staff;
    if (test(c.request.memory, t)) return rareReplies().memory;
    if (test(c.request.pattern, t)) return rareReplies().request;
    if (test(c.capabilities.pattern, t)) return rareReplies().capabilities;
    if (test(chatHowAreYou.pattern, t)) return rareReplies().howAreYou;
    if (test(c.askAway.pattern, t)) return rareReplies().askAway;
    if (test(c.compliment.pattern, t)) return rareReplies().compliment;
    // 'alles klar', 'ok', 'super' alone: an acknowledgement, even where a word of it is on the
    // site ('klar' in 'Klarer Kopf').
    if (test(c.acknowledge.pattern, t)) return c.acknowledge.reply;
    const bare = t
      .replace(/[.,!?]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (test(c.reaction.pattern, bare) && test(c.reaction.core, bare))
      return test(c.reaction.regret, bare) ? rareReplies().regret : rareReplies().reaction;
    if (hasSubject) return undefined;
    // Greetings, thanks and goodbyes are answered in kind only when the message is nothing more.
    if (!onlyTalk && !test(c.acknowledge.pattern, t) && /[a-z0-9]/.test(t)) return undefined;
    if (test(c.goodbye.pattern, t)) return c.goodbye.reply;
    if (test(c.thanks.pattern, t)) return c.thanks.reply;
    if (test(c.greeting.pattern, t)) return c.greeting.reply;
    if (test(c.acknowledge.pattern, t) || !/[a-z0-9]/.test(t)) return c.acknowledge.reply;
    return undefined;
  }

  /**
   * Whether a word of a question is known to the site or to the chat's own word lists: a payment
   * method the site does not name ('PayPal', 'Apple Pay') is read by the payment rules, which
   * answer it with the methods the AGB name.
   */
  const knownIn = (question: string) => {
    const q = ` ${plainFold(question)} `;
    const spans = [chatPaymentOther.asked, ...chatAspects.map((a) => a.asked)].flatMap((p) => {
      const m = foldedPattern(p).exec(q);
      return m ? [m[0]] : [];
    });
    return (w: string) => matcher.known(w) || spans.some((x) => x.includes(plainFold(w)));
  };

  const onPages = (topic: { pages: string } | undefined) =>
    topic ? (page: string) => page.startsWith(topic.pages) : undefined;
  const noAnswer = (score = 0): ChatMatch => ({ kind: 'fallback', answer: fallback, score });
  /** The honest fallback, its form link preselecting the interest where one is recognisable. */
  const fallbackFor = (interest: Interest | undefined): ChatAnswer =>
    interest
      ? {
          ...fallback,
          links: [
            ...(fallback.links ?? []).filter((l) => l.href !== '/kontakt'),
            { label: `Anfrage zu: ${interest}`, href: consultHref(interest) },
          ],
        }
      : fallback;

  /** The answer to a question text, `own` its topic (preferred pages), gated for precision. */
  /**
   * 'Führt ihr auch Seniorenbetten?', 'welche Härtegrade habt ihr überhaupt': asking whether the
   * shop has something is asking about it. Where the question with its frame finds no sure answer,
   * the thing alone is read, and its answer is taken only when it matches closely (three quarters
   * of the words) and is about the thing, naming it in its heading: a passage that only mentions
   * it ('Flaches Kissen für den Nacken') is no 'yes'.
   */
  function resolve(part: string, own: (typeof chatContextTopics)[number] | undefined): ChatMatch {
    return withPriceNote(resolveAvailable(part, own));
  }

  /** The legal pages' clauses, section by section in the site's order (read once). */
  let clauses: Clause[] | undefined;
  /**
   * A period asked of a legal subject: the clause of that subject that states one (`legal-period.ts`),
   * where the answer found is a clause without a period or none at all.
   */
  function withPeriod(part: string, m: ChatMatch, read = part): ChatMatch {
    // A clause found that says 'jederzeit' answers 'bis wann' too (a consent withdrawn, an objection).
    if (
      !asksPeriod(part) ||
      (isAnswer(m) && (!LEGAL_PAGE.test(m.page) || statesPeriod(m.answer.text) || /\bjederzeit\b/.test(m.answer.text)))
    )
      return m;
    // Each clause of the legal pages: what `saying` puts before its own text is its heading.
    clauses ??= matcher.saying(/\w/).flatMap(({ page, answer: { text, links } }) => {
      const { href, label } = links![0]!;
      const own = matcher.section(href)?.texts.find((x) => text.endsWith(x));
      return LEGAL_PAGE.test(page) && own ? [{ href, label, title: text.slice(0, -own.length - 2), text: own }] : [];
    });
    const spaced = ` ${plainFold(read).replace(/-/g, ' ')} ${legalContext} `;
    const subject = matcher.terms(read).filter((w) => !GENERIC.test(w) && !PERIOD_WORDS.test(w));
    const found = periodClauses(
      clauses.filter((c) => legalAsked(pathOf(c.href), spaced)),
      subject,
      (x) => matcher.terms(x),
      isAnswer(m) ? m.answer.links?.[0]?.href : undefined,
    );
    const first = found[0];
    // A clause that states no period does not answer how long ('0271 …' is no period).
    if (!first) return isAnswer(m) ? noAnswer(m.score) : m;
    const own = new Set(matcher.terms(found.map((c) => `${c.label} ${c.text}`).join(' ')));
    return {
      kind: 'passage',
      id: first.href,
      page: pathOf(first.href),
      answer: { text: found.map((c) => c.text).join('\n'), links: [{ label: first.label, href: first.href }] },
      score: m.score,
      // The clause found, or the section named, stands as the answer did.
      coverage: isAnswer(m) ? m.coverage : MIN_COVERAGE,
      knownShare: isAnswer(m) ? m.knownShare : 1,
      // What the clause found matched, its section still answers.
      matched: matcher
        .terms(read)
        .filter((w) => own.has(w) || PERIOD_WORDS.test(w) || (isAnswer(m) && m.matched.includes(w))),
    };
  }

  /**
   * The site's one answer about prices says what the site does not: no page names a price. It
   * says so after the offer, with the ways to ask for it (phone and its hours, the showroom's
   * hours, the form), as every answer that cannot give the figure does.
   */
  function withPriceNote(m: ChatMatch): ChatMatch {
    if (m.kind !== 'topic' || m.id !== 'prices') return m;
    const text = `${m.answer.text}\n\n${chatPriceNote.note} ${chatPriceNote.closing}`;
    return { ...m, answer: { ...m.answer, text } };
  }

  function resolveAvailable(part: string, own: (typeof chatContextTopics)[number] | undefined): ChatMatch {
    const m = resolveOnce(part, own);
    const t = plainFold(part);
    if (isAnswer(m) || (m.kind === 'fallback' && m.unanswerable) || !test(chatAvailability, t)) return m;
    const bare = t
      .replace(new RegExp(chatAvailability.source, 'g'), ' ')
      .replace(/\b(?:auch|uberhaupt|eigentlich|denn|so|bei euch|bei ihnen|alles)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!bare || bare === t) return m;
    const r = resolveOnce(bare, own);
    if (!isAnswer(r) || r.coverage < AVAILABLE_COVERAGE) return m;
    // The thing must be what the passage is about: named in its heading (its first sentence).
    const heading = plainFold(r.answer.text.split(/[.:!?\n]/)[0] ?? '');
    const things = words(bare).filter((w) => w.length >= 4 && !GENERIC.test(w));
    return things.length && things.every((w) => heading.includes(w.slice(0, 5))) ? r : m;
  }

  /**
   * 'Wie dick ist der Gel-Topper?': a question naming one item of a list is not answered by
   * another item of that list (the Visco-Topper's '4–8 cm stark' is not the Gel-Topper's): beside
   * the item asked, the others are left out, and where what remains does not say what is asked,
   * the part is open.
   */
  function ownItem(question: string, answer: ChatAnswer): ChatAnswer | undefined {
    const asked = matcher.named(question, 1);
    if (asked.length !== 1) return answer;
    const href = asked[0]!.links?.[0]?.href ?? '';
    // The products' lists (a legal page's short headings are no products).
    if (answer.links?.[0]?.href !== href || !/^\/(?:produkte\/|#)/.test(href)) return answer;
    // An item whose every word the question says is named too ('classic grey I und II').
    const said = new Set(words(plainFold(question)));
    const others = matcher
      .names(href)
      .filter((name) => !words(plainFold(name)).every((w) => said.has(w)))
      .flatMap((name) => matcher.named(name, 1))
      .filter((item) => item.links?.[0]?.href === href && item.text !== asked[0]!.text)
      .map((item) => item.text);
    const kept = answer.text.split('\n\n').filter((part) => !others.some((o) => part.startsWith(o)));
    if (kept.length === answer.text.split('\n\n').length) return answer;
    const own = { ...answer, text: kept.join('\n\n') };
    return kept.length && addresses(question, own) ? own : undefined;
  }

  /**
   * 'Gibts das Classic Boxspring in extra fest?': one item of a list asked with a grade is checked
   * against the grades its own text states ('Taschenfederkern-Matratze in H2 oder H3'). Where the
   * grade is not among them, the items of the same list that state it follow ('7-Zonen-Matratze
   * in H2 bis H4'), never an implied yes.
   */
  function itemGrade(part: string): ChatMatch | undefined {
    const spaced = ` ${plainFold(part).replace(/-/g, ' ')} `;
    const grade = gradeAsked(spaced);
    const items = grade ? matcher.named(part, 1) : [];
    if (!grade || items.length !== 1) return undefined;
    const item = items[0]!;
    const href = item.links?.[0]?.href ?? '';
    const stated = gradesStated(item.text);
    if (!stated.size) return undefined;
    const others = stated.has(grade)
      ? []
      : matcher
          .names(href)
          .flatMap((name) => matcher.named(name, 1).filter((a) => a.links?.[0]?.href === href && a.text !== item.text))
          .filter((a) => gradesStated(a.text).has(grade));
    const answers = [item, ...others];
    return {
      kind: 'passage',
      id: `item-grade:${href}`,
      page: pathOf(href),
      answer: { text: answers.map((a) => a.text).join('\n\n'), links: mergeLinks(answers) },
      score: STRONG_SCORE,
      coverage: 1,
      knownShare: 1,
      matched: words(spaced),
    };
  }

  function resolveOnce(part: string, own: (typeof chatContextTopics)[number] | undefined): ChatMatch {
    const t = plainFold(part);
    const tech = technologyHardness(t, own?.pages === '/produkte/matratzen') ?? itemGrade(part);
    if (tech) return tech;
    let m = matcher.match(part, onPages(own));
    // 'Was kostet die Lieferung / die Anpassung / die Reparatur?': the cost of a service is what
    // the service's own text says about it ('kostenlos'), not the price of a bed.
    if (test(chatServiceCost, t) && new RegExp(chatPriceWords.source).test(t)) {
      const asked = t.replace(chatPriceWords, ' ');
      const service = matcher.match(`${asked} kostenlos`.replace(/\s+/g, ' '), onPages(own));
      if (isAnswer(service) && !(service.kind === 'topic' && service.id === 'prices')) m = service;
    }
    // A clause of the AGB, the Datenschutz or the Impressum answers only a legal question (its
    // topics: contract, withdrawal, payment, data, the provider): a question that only shares a
    // word with a clause ('fällig', 'Aufpreis', 'schriftlich') gets the honest fallback, not a
    // clause, and not the next passage down the list either (it ranked lower for a reason).
    const spaced = t.replace(/-/g, ' ');
    // A clause also answers a question that asks every word of its section's heading ('Lieferung'
    // in the AGB; 'Verbraucherstreitbeilegung' in the Impressum, a compound ending in the word
    // asked: 'Schlichtung', which the search reads as 'Streitbeilegung'), each word as the search
    // reads it alone: a phrase's reading ('was die anderen gefragt haben' is the chat's history)
    // names no heading.
    const askedTerms = new Set(part.split(/\s+/).flatMap((w) => matcher.terms(w).filter((x) => !GENERIC.test(x))));
    const legal = (page: string, answer?: ChatAnswer) =>
      legalAsked(page, ` ${spaced} ${legalContext} `) || (answer !== undefined && asksHeading(answer, askedTerms));
    if (isAnswer(m) && !legal(m.page, m.answer)) m = noAnswer(m.score);
    // An answer that does not address what is asked (the aspect, the named product, the site's
    // exclusion) is a confident answer on the wrong topic: precision before recall.
    const payment = chatAspects.find((a) => a.name === 'payment')!;
    if (test(payment.asked, spaced) && (!isAnswer(m) || !addresses(t, m.answer))) {
      // A payment question read again with the payment words: the site's payment terms name the
      // only methods it offers; a method they do not name gets an honest note, never a 'yes'.
      const retry = matcher.match(`${part} ${chatPaymentQuery}`, onPages(own));
      if (!isAnswer(retry) || !addresses(t, retry.answer)) return noAnswer(m.score);
      m = retry;
    }
    if (isAnswer(m) && test(chatPaymentOther.asked, spaced) && test(payment.answered, plainFold(m.answer.text)))
      return { ...m, answer: { ...m.answer, text: `${m.answer.text}\n\n${chatPaymentOther.note}` } };
    if (
      test(chatPriceDirect, spaced) &&
      !test(chatServiceCost, t) &&
      // Current offers and discounts the site never states keep the honest fallback.
      !(m.kind === 'fallback' && m.unanswerable) &&
      (!isAnswer(m) || !addresses(t, m.answer) || m.coverage < MIN_COVERAGE)
    ) {
      // The price of any product: the site's one answer about prices (no prices online, an
      // individual offer), never a product text without a word on the price.
      // It holds for every product, so the product named does not have to appear in it.
      const retry = matcher.match(chatPriceQuery);
      if (retry.kind === 'topic' && retry.id === 'prices' && addressesCase(t, retry.answer)) return retry;
    }
    if (isAnswer(m) && !addressesCase(t, m.answer)) {
      // A case the standard answer does not hold for, read again with the site's word for it
      // ('als Firma' – 'Unternehmer'): its own clause, or the honest fallback.
      const query = caseQuery(t);
      // The question sentence alone: the situation's other words ('Mietwohnungen') are not asked.
      const asked =
        part
          .split(/(?<=[.!?])\s+/)
          .filter((x) => /\S/.test(x))
          .at(-1) ?? part;
      const retry = query ? matcher.match(`${asked} ${query}`, onPages(own)) : undefined;
      m =
        retry && isAnswer(retry) && legal(retry.page, retry.answer) && addresses(t, retry.answer)
          ? retry
          : noAnswer(m.score);
    }
    if (isAnswer(m) && !addresses(t, m.answer)) return noAnswer(m.score);
    // A clause of the AGB, the Datenschutz or the Impressum reads like an answer to almost any
    // question that shares a word with it ('in 10 Tagen' and a retention period): it answers
    // only a question it matches closely.
    // A question whose aspect the clause answers (payment, a time, a price) was checked above.
    if (
      isAnswer(m) &&
      LEGAL_PAGE.test(m.page) &&
      m.coverage < LEGAL_COVERAGE &&
      !chatAspects.some((a) => test(a.asked, ` ${spaced} `))
    )
      return noAnswer(m.score);
    // A thing asked for by name ('Habt ihr Kinderbetten?', 'Garantie auf den Motor?') that the
    // answer never names: the answer is about something else. Whether the shop has a thing is
    // said only by an answer that names it: a curated topic's search words ('Lattenrost' beside
    // the box-spring's advantages) are no statement that it is sold.
    const available = test(chatAvailability, t);
    if (
      isAnswer(m) &&
      !namesAll(
        part,
        m.answer,
        available,
        (w) =>
          (!(available && m.kind === 'topic') || whenOrWhere(part, w)) &&
          matcher.terms(w).every((x) => m.matched.includes(x)),
      )
    )
      return noAnswer(m.score);
    // Asking whether the shop sells something the site never names: no near miss.
    if (isAnswer(m) && !own && test(chatAvailability, t) && m.coverage < 0.75) return noAnswer(m.score);
    if (
      isAnswer(m) &&
      m.coverage < MIN_COVERAGE &&
      !(m.kind === 'topic' && m.coverage >= 0.5 && m.score >= STRONG_SCORE && m.knownShare < 1)
    )
      return noAnswer(m.score);
    if (isAnswer(m) && !legal(m.page, m.answer)) return noAnswer(m.score);
    const limited = isAnswer(m) ? figureElsewhere(part, m.answer) : undefined;
    if (limited) return { ...m, answer: limited };
    return m;
  }

  /** Share of a follow-up's own words an answer matched (the added context does not count). */
  function ownCoverage(m: ChatMatch, own: readonly string[]): number {
    if (!isAnswer(m) || !own.length) return isAnswer(m) ? 1 : 0;
    const matched = new Set(m.matched);
    return own.filter((w) => matched.has(w)).length / own.length;
  }

  /** A part's answer; a period the part itself asks of a legal subject, from the clause stating it. */
  function answerPart(raw: string, last: (typeof chatContextTopics)[number] | undefined, previous?: string): ChatMatch {
    return withPeriod(raw, readPart(raw, last, previous));
  }

  function readPart(raw: string, last: (typeof chatContextTopics)[number] | undefined, previous?: string): ChatMatch {
    // General words ('Bett', 'helfen', 'empfehlen') do not choose the answer; the assembly they
    // name beside 'Aufbau' is read first ('Muss ich beim Aufbau helfen?').
    // A special size asked with its time keeps its own reading (the site's word for the case).
    const special = hasSpecialSize(raw) || test(chatSpecialSizeTime.size, plainFold(raw));
    const stripped = raw
      .replace(chatAssemblyAufbau, ' Montage ')
      .replace(GENERIC_WORDS, ' ')
      .replace(TIME_COMPARED, (all: string, verb: string) =>
        special
          ? all
          : /^dauer/i.test(verb)
            ? `wie lange dauert das ${verb.replace(/^\p{L}+\s*/u, '')}`
            : `wie lange ${verb}`,
      )
      .replace(/\s+/g, ' ')
      .trim();
    const part = matcher.terms(stripped).length ? stripped : raw;
    const t = plainFold(part);
    const own = topicOf(part);
    // 'und beim Wasserbett?' after 'Wie lange ist die Lieferzeit?': the previous question asked
    // again about the new topic; the guards then require both its aspect and the new topic.
    if (own && previous && test(chatAspectFollowUp, t) && !chatAspects.some((a) => test(a.asked, ` ${t} `))) {
      const before = topicOf(previous);
      const asked = before
        ? plainFold(previous).replace(foldedPattern(new RegExp(before.pattern.source, 'g')), ' ')
        : previous;
      // So is a service asked of the previous product ('Habt ihr Garantie auf den Federkern?' – 'und
      // auf die Matratze?'): the guarantee of the mattress, not the mattress.
      const serviceTerms = new Set(matcher.terms(followUpServices));
      if (
        chatAspects.some((a) => test(a.asked, ` ${plainFold(asked)} `)) ||
        matcher.terms(asked).some((w) => serviceTerms.has(w))
      )
        return resolve(`${asked} ${part}`, own);
    }
    const followUp = (last ?? previous) && !own && (test(chatFollowUp, t) || words(t).length <= 4);
    if (!followUp) return resolve(part, own);
    // A follow-up: read with the last topic, or with the whole previous message; the answer must
    // match the follow-up's own words, not only the context added to it. Of equally good
    // answers, the one read in context wins (the order below).
    const ownTerms = matcher.terms(part).filter((w) => !GENERIC.test(w));
    const candidates: ChatMatch[] = [];
    // A follow-up without a word of its own ('auch nicht so ungefähr?') asks nothing the topic's
    // word could answer: read alone with it, it would get the topic's general passage.
    if (last && ownTerms.length) candidates.push(resolve(`${part} ${last.word}`, last));
    if (previous) candidates.push(withPeriod(part, resolve(`${part} ${previous}`, last), `${part} ${previous}`));
    // A follow-up naming a case the site has its own words for ('gilt das auch, wenn ich nach
    // Österreich ziehe?' after the guarantee: where the guarantees hold) is answered by the
    // topic's passage that speaks of the case: the follow-up's other words tell the situation.
    const caseAnswer =
      last && ownTerms.length && caseQuery(`${part} ${last.word}`) !== undefined ? candidates[0] : undefined;
    if (caseAnswer && isAnswer(caseAnswer) && addressesCase(`${part} ${last!.word}`, caseAnswer.answer))
      return caseAnswer;
    // Read alone, a follow-up may still get one of the general answers that hold for every
    // product ('was kostet sowas?', 'und wann habt ihr offen?').
    const alone = resolve(part, undefined);
    const page = isAnswer(alone) ? (alone.answer.links?.find((l) => l.href.startsWith('/'))?.href ?? '') : '';
    // A passage that says every word of the follow-up ('handelsregister auch?' after the
    // owner's name from the Impressum) answers it too.
    // On the page the previous answer came from (on the Datenschutz, whose sections are about
    // different services, in its section): the conversation is still there.
    const samePage =
      lastAnswerHref !== undefined &&
      (page.startsWith('/datenschutz') ? page === lastAnswerHref : page.split('#')[0] === lastAnswerHref.split('#')[0]);
    const full = alone.kind === 'passage' && samePage && ownCoverage(alone, ownTerms) === 1 && ownTerms.length > 0;
    if ((alone.kind === 'topic' || full) && (!page.startsWith('/produkte') || (last && page.startsWith(last.pages))))
      candidates.push(alone);
    const best = candidates
      .filter((m) => isAnswer(m) && ownCoverage(m, ownTerms) >= MIN_COVERAGE)
      .sort((a, b) => ownCoverage(b, ownTerms) - ownCoverage(a, ownTerms))[0];
    // A follow-up the last topic does not answer gets no answer about another topic.
    return best ?? noAnswer();
  }

  /**
   * A part that the whole does not answer fully may be two questions joined by 'und', 'oder' or
   * a comma ('Lieferzeit und Garantie?'): each piece is answered when every piece has an answer
   * of its own; otherwise the whole part's answer stands.
   */
  function answerSplit(
    part: string,
    last: (typeof chatContextTopics)[number] | undefined,
    previous?: string,
  ): ChatMatch[] {
    const whole = answerPart(part, last, previous);
    if (isAnswer(whole) && whole.coverage === 1) return [whole];
    const cuts = part
      .split(/\s+(?:und|oder|sowie)\s+|,\s*/i)
      .filter((c) => matcher.terms(c).some((w) => !GENERIC.test(w)));
    if (cuts.length < 2 || cuts.length > MAX_PARTS) return [whole];
    const topic = topicOf(part) ?? last;
    const pieces = cuts.map((c) => answerPart(c, topicOf(c) ? undefined : topic));
    const distinct = new Set(pieces.map((m) => m.answer.text)).size === pieces.length;
    return pieces.every(isAnswer) && distinct ? pieces : [whole];
  }

  /**
   * The bare question's answers, where the question with the visitor's situation beside it found
   * nothing ('Wir wollen mit unserem Baby im Familienbett schlafen. Welches Modell passt?'): a
   * kind of product the situation names, and the question does not, is what the question is
   * about, so an answer from another product's pages (the toppers) answers another question.
   */
  function withSituation(p: { text: string; question: string }, answers: ChatMatch[]): ChatMatch[] {
    const situation = p.text.replace(p.question, ' ');
    // A question whose subject is a pronoun for what the situation names ('Unser Baby kommt im
    // März. Kann es … im Familienbett schlafen?') asks about that: a bare answer that says none of
    // the situation's words (the family bed made to measure) answers another question.
    if (SUBJECT_POINTS_BACK.test(plainFold(p.question))) {
      const own = matcher.terms(situation).filter((w) => !GENERIC.test(w));
      answers = answers.map((m) => {
        if (!isAnswer(m) || !own.length) return m;
        const says = sayer(matcher, m.answer.text);
        return own.some(says) ? m : noAnswer(m.score);
      });
    }
    const named = topicOf(situation);
    if (!named?.interest || topicOf(p.question)) return answers;
    return answers.map((m) => {
      const page = m.answer.links?.[0]?.href ?? '';
      return isAnswer(m) && page.startsWith('/produkte/') && !page.startsWith(named.pages) ? noAnswer(m.score) : m;
    });
  }

  /** The names of the beds' lists (the collection, the variants): what 'welches Bett' asks for. */
  const modelNames = BED_LISTS.flatMap((href) => matcher.names(href)).map((n) => plainFold(n));
  /**
   * 'Bei welchem Bett ist ein Visco-Topper schon mit drin?' asks for a bed: an answer that names
   * none (the Visco-Topper's own text) answers what the topper is, not which bed has it.
   */
  function namesAskedModel(question: string, answer: string): boolean {
    if (!test(ASKS_WHICH_MODEL, ` ${plainFold(question)} `)) return true;
    const a = ` ${plainFold(answer)} `;
    return modelNames.some((n) => a.includes(` ${n}`));
  }

  /**
   * An English message is read as the German words its phrases map to, with the visitor's own
   * figures in metric units, and answered as that German question is (the site is German only):
   * the note, then the German answer; the English note with the contacts where there is none.
   */
  function english(text: string, earlier: readonly string[]): ChatReply | undefined {
    const ws = words(plainFold(text));
    if (
      ws.filter((w) => chatEnglishWords.has(w)).length < 2 ||
      ws.some((w) => /^(?:ich|sie|ihr|wie|was|und|der|die|das)$/.test(w))
    )
      return undefined;
    // The rest is loaded only for such a message (src/lib/chat/english.ts).
    return englishCode().englishReply(text, earlier, { reply: (m) => replyTo(m, false), matcher, fallback });
  }

  /** Whether a message asks something: a question mark, or a clause opening like a question. */
  function asksAnything(text: string): boolean {
    const t = plainFold(text);
    return text.includes('?') || t.split(/,|\bund\b|\baber\b/).some((c) => test(chatStatement.question, c.trim()));
  }

  /**
   * Whether a message asks nothing: no question mark and no opening question word or verb
   * ('puh, hab grad Nachtdienst hinter mir', 'danke dir, hast mir echt geholfen').
   */
  function isStatement(text: string): boolean {
    const t = plainFold(text);
    // One unknown word ('asdfghjkl') is not a statement, only something not understood.
    return (
      !text.includes('?') &&
      // A question may open any clause ('mein Partner schnarcht, kann ein Bett da helfen').
      !t.split(/,|\bund\b|\baber\b/).some((clause) => test(chatStatement.question, clause.trim())) &&
      words(t).length >= 2 &&
      // A clipped query ('bitcoin kurs', 'preis elektrisches bett') is a question without its
      // words; a statement speaks of the visitor or with feeling ('puh, …', 'sorry …', '!', 😩).
      (/[!\p{Extended_Pictographic}]/u.test(text) ||
        test(chatStatement.marker, t) ||
        test(chatConversation.thanks.pattern, t) ||
        test(chatConversation.goodbye.pattern, t))
    );
  }

  /** The reply to a message that asks nothing: thanks, goodbye or praise in kind, else a friendly note. */
  function statementReply(t: string): ChatAnswer {
    const c = chatConversation;
    if (test(c.goodbye.pattern, t)) return c.goodbye.reply;
    if (test(c.thanks.pattern, t)) return c.thanks.reply;
    if (test(c.compliment.pattern, t)) return rareReplies().compliment;
    if (test(c.greeting.pattern, t) && words(t).length <= 4) return c.greeting.reply;
    return rareReplies().statement;
  }

  /**
   * 'Welche Modelle habt ihr?' answered by a section's intro: the names of the section's items
   * (from the list itself), which the intro does not give.
   */
  function withNames(answer: ChatAnswer, t: string): ChatAnswer {
    const names = matcher.names(answer.links?.[0]?.href ?? '');
    // 'Welche Frist …?' asks a period, not which items a list has.
    if (!names.length || !test(chatWhich, t) || asksPeriod(t)) return answer;
    const said = names.filter((n) => answer.text.includes(n)).length;
    return said >= 2 ? answer : { ...answer, text: chatOverview(answer.text, names) };
  }

  /**
   * 'Wie hoch ist der Einstieg?' answered by what the items of one list share ('ab 45 cm'): where
   * every item of a list on the answer's page states the value asked for beside its name
   * ('Senioren Classic (Einstiegshöhe 45 cm)'), each item's value follows, since the lowest one
   * alone does not say which there are.
   */
  function withValues(answer: ChatAnswer, text: string): ChatAnswer {
    const page = (answer.links?.[0]?.href ?? '').replace(/[?#].*$/, '');
    if (!page) return answer;
    const asked = new Set(matcher.terms(text).filter((x) => x.length >= 4));
    for (const items of matcher.values(page)) {
      const shared = [...asked].filter((x) => items.every((i) => matcher.terms(i.value).includes(x)));
      if (!shared.length || items.filter((i) => answer.text.includes(i.value)).length >= 2) continue;
      return { ...answer, text: `${answer.text}\n${items.map((i) => `${i.name}: ${i.value}.`).join('\n')}` };
    }
    return answer;
  }

  /**
   * A section is one topic, and its passages each say part of it: a part answered by passages of
   * a short section (at most 900 characters) gets the rest of the section after them, in its order, so the fact
   * beside the one found (when the price is due beside the prices' VAT) is said too; never a list
   * of named items or of questions (each variant, topper or FAQ is a topic of its own). So does
   * 'Welche Betthöhe wäre richtig?' answered by one passage of a section whose heading asks that
   * question ('Welche Betthöhe ist die richtige?'), however long: its rule and every level. A
   * curated reply, or an answer the engine composed or cut, stays as it is.
   */
  let wholeSections = true;
  /**
   * The answer an earlier question found, as its passages say it: what a follow-up or a later
   * part asks is looked for there, never in the rest of a section given beside it.
   */
  function answerFound(messages: readonly string[]): ChatReply {
    wholeSections = false;
    const found = replyTo(messages);
    wholeSections = true;
    return found;
  }
  function withSection(m: ChatMatch, text: string): ChatAnswer {
    const { answer } = m;
    const href = answer.links?.[0]?.href ?? '';
    const section = matcher.section(href);
    if (!section) return answer;
    const asked = new Set(matcher.terms(text));
    if (section.terms.length && section.terms.every((x) => asked.has(x)))
      return { ...answer, text: section.texts.join('\n') };
    return wholeSections &&
      m.kind === 'passage' &&
      new Set(matcher.names(href)).size < 3 &&
      // Short: 900 characters at most, chosen on the spent sets (docs/chat.md).
      String(section.texts).length <= 900 &&
      section.texts.includes(answer.text)
      ? { ...answer, text: [...new Set([answer.text, ...section.texts])].join('\n') }
      : answer;
  }

  function replyTo(visitorMessages: readonly string[], readEnglish = true): ChatReply {
    const text = (visitorMessages.at(-1) ?? '').slice(0, 600);
    const t = plainFold(text);
    const earlier = visitorMessages.slice(0, -1);
    legalContext = plainFold(earlier.at(-1) ?? '').replace(/-/g, ' ');
    let lastTopic: (typeof chatContextTopics)[number] | undefined;
    for (const m of earlier) lastTopic = subjectOf(m) ?? lastTopic;

    const en = readEnglish ? english(text, earlier) : undefined;
    if (en) return en;

    // A question about what happens if … ('was passiert, wenn die Lieferung sich verspätet?') or
    // how to make a claim is not a complaint.
    // A complaint's words stand in one sentence: 'Wie hoch sollte das Bett sein? Kommen Sie …'
    // is no delivery that 'sollte kommen'.
    const complaint =
      ((test(chatComplaint.pattern, t) &&
        sentencesOf(text).some((s) => test(chatComplaint.pattern, ` ${plainFold(s)} `.replace(/datenschutz/g, ' ')))) ||
        (test(chatDefect.damage, t) &&
          ((test(chatDefect.recent, t) && !asksAnything(text)) ||
            test(chatDefect.rhetorical, t) ||
            test(chatDefect.byUs, t)))) &&
      !test(chatNotComplaint, t);
    const abuse = test(chatRefusal.abuse, t);
    const advice = adviceFor(text);
    // Whether the message asks about something besides conversation.
    const allParts = splitParts(text, (p) => matcher.terms(p));
    // Beside a question, a sentence that asks nothing ('Hab die Rechnung nicht mehr.', 'Mein
    // Deutsch nicht so gut.') is the visitor's situation: it is read with the question next to
    // it, and the question alone is answered when the two together find nothing; it is never
    // answered as a question of its own.
    const parts: { text: string; question: string }[] = [];
    let pending = '';
    for (const p of allParts) {
      if (asks(text, p)) {
        parts.push({ text: pending ? `${pending} ${p}` : p, question: p });
        pending = '';
      } else if (parts.length && !pending) parts[parts.length - 1]!.text += ` ${p}`;
      else pending = pending ? `${pending} ${p}` : p;
    }
    if (pending || !parts.length) parts.push({ text: pending || text, question: pending || text });
    parts.splice(MAX_PARTS);
    const context = topicOf(text) ? undefined : lastTopic;
    const previous = earlier.at(-1);
    // Within a message, a part without a topic of its own refers to the part before it ('Liefert
    // ihr da auch hin und was kostet das?'), as a follow-up refers to the previous message.
    // It is read so only when it finds no answer on its own.
    // The visitor's situation ('wir brauchen 100 x 225', 'als Firma', 'mein Hund hat …') holds for
    // every question of the message: an answer for the standard case that does not speak of it
    // would be an implied yes, so that part gets the honest fallback.
    const situation = allParts.filter((p) => !asks(text, p)).join(' ');
    /** Parts answered about what the part before named (the technology 'die' refers to). */
    const byReference = new Set<number>();
    const raw = parts.map((p, i) => withQuestion(p.question, partMatches(p, i)));
    // A part that finds no answer of its own is the situation of the others, the case it names
    // holding for their answers too: a clause that asks nothing ('Ich hab im Showroom gekauft,
    // kann ich noch widerrufen?') for every part, a question of its own ('Liest hier jemand mit?
    // Wird das gespeichert?') for a part that points back to it. A part with a subject of its
    // own beside such a question ('Habt ihr sonntags auf? Oder an Feiertagen?', 'Nehmt ihr an
    // Verbraucherschlichtung teil? Und wie ist eure USt-IdNr?') keeps its answer; the other part
    // gets the note that it has none.
    const unansweredParts = parts.filter((_, i) => !raw[i]!.some(isAnswer));
    const situationOf = (part: string) =>
      unansweredParts
        .filter((u) => u.question !== part && (!askedWithMark(text, u.question) || pointsBackToPart(part)))
        .map((u) => u.question)
        .join(' ');
    const found = raw.map((ms, i) =>
      ms.map((given) => {
        let m = given;
        const p = parts[i]!;
        // A part that goes on from the one before ('… kriegt ihr das mit? Und mein Gewicht?') asks
        // in that part's case.
        const before = i > 0 && /^und\b/.test(plainFold(p.question).trim()) ? parts[i - 1]!.question : '';
        const asked = `${situation} ${situationOf(p.question)} ${before} ${m.question}`;
        if (isAnswer(m) && otherFamily(text, m.answer)) return { ...noAnswer(m.score), question: m.question };
        // A subject the site never names ('Treppenlift', 'Hausstauballergie') is not answered by a
        // passage that shares the rest of the question's words.
        if (isAnswer(m) && unknownSubjects(p.question, p.text.replace(p.question, ' '), knownIn(p.text)).length)
          return { ...noAnswer(m.score), question: m.question };
        if (isAnswer(m) && otherProduct(productScope(i), m.answer))
          return { ...noAnswer(m.score), question: m.question };
        if (isAnswer(m) && !m.id.startsWith('item-grade:')) {
          const own = ownItem(p.text, m.answer);
          if (!own) return { ...noAnswer(m.score), question: m.question };
          if (own !== m.answer) m = { ...m, answer: own };
        }
        if (isAnswer(m) && !namesAskedModel(p.question, m.answer.text)) {
          // Read again on the beds' pages: the bed whose text says what it has.
          const retry = matcher.match(m.question, (page) => BED_LIST_PAGES.some((x) => x === page));
          return isAnswer(retry) &&
            retry.coverage >= MIN_COVERAGE &&
            namesAskedModel(p.question, retry.answer.text) &&
            addresses(m.question, retry.answer)
            ? { ...retry, question: m.question }
            : { ...noAnswer(m.score), question: m.question };
        }
        if (
          isAnswer(m) &&
          gradeUnasked(p.text, m.answer.text) &&
          !earlier.some((e) => extractPersons(e).some((x) => x.weightKg !== undefined))
        )
          return { ...noAnswer(m.score), question: m.question };
        if (isAnswer(m) && addressesCase(asked, m.answer)) return m;
        // Read again with the site's word for the case ('als Firma' – 'Unternehmer'); so is a
        // legal question of such a case that found nothing alone, the case named in it or in the
        // situation beside it ('Habe im Showroom gekauft, normale Ausführung. Kann ich das
        // innerhalb von 14 Tagen widerrufen?': the showroom's clause; 'Wenn ich im Schlafberater
        // angebe …, kriegt ihr das mit?': the Datenschutz's clause on it, never the tool's own
        // content), where the question itself asks that clause's page.
        const query = caseQuery(asked);
        const retry = query ? resolve(`${m.question} ${query}`, undefined) : undefined;
        if (
          !isAnswer(m) &&
          !(
            retry &&
            isAnswer(retry) &&
            LEGAL_PAGE.test(retry.page) &&
            legalAsked(retry.page, ` ${plainFold(m.question)} `)
          )
        )
          return m;
        if (retry && isAnswer(retry) && !isAnswer(m)) {
          // Only what speaks of the case: the clause beside it ('Wenn Sie diesen Vertrag
          // widerrufen …', found by the visitor's '14 Tagen') says what the case excludes.
          const held = chatCases.find((c) => c.query && test(c.asked, ` ${plainFold(asked)} `));
          const text = retry.answer.text
            .split('\n\n')
            .filter((x) => !held || test(held.answered, plainFold(x)))
            .join('\n\n');
          if (text) retry.answer = { ...retry.answer, text };
        }
        return retry && isAnswer(retry) && addressesCase(asked, retry.answer)
          ? { ...retry, question: m.question }
          : { ...noAnswer(m.score), question: m.question };
      }),
    );
    // 'Bei welcher Aufsichtsbehörde …, und wo sitzt die?': a part that refers back to the part
    // before and says one word of its own asks about that part's subject; where that part found
    // no answer, the one shared word ('sitzt') would choose another section.
    const matches = found
      .flatMap((ms, i) =>
        i > 0 &&
        !found[i - 1]!.some(isAnswer) &&
        !refersBack(parts[i - 1]!.question) &&
        refersBack(parts[i]!.question) &&
        !byReference.has(i) &&
        matcher.terms(parts[i]!.question).filter((w) => !GENERIC.test(w)).length <= 1
          ? ms.map((m) => ({ ...noAnswer(m.score), question: m.question }))
          : ms,
      )
      .slice(0, MAX_PARTS);
    /** Whether part i continues the part before: it opens with 'und', 'oder' or 'aber'. */
    function continues(i: number): boolean {
      const before = parts[i - 1];
      if (!before) return false;
      const at = text.indexOf(before.question);
      const opening = at >= 0 ? text.slice(at + before.question.length) : parts[i]!.question;
      return /^(?:und|oder|aber)\b/.test(plainFold(opening.replace(/^[\s?!.;,]+/, '')).trim());
    }
    function partMatches(p: { text: string; question: string }, i: number): ChatMatch[] {
      // 'taugt Latex für Seitenschläfer? in welchen Härten gibts die?': the hardness of the
      // technology the part before named, as the mattress content gives it.
      const before = parts[i - 1]?.question;
      const tech =
        before && refersBack(p.question) && !technologyHardness(plainFold(p.question))
          ? technologyHardness(plainFold(`${before} ${p.question}`))
          : undefined;
      if (tech) {
        byReference.add(i);
        return [tech];
      }
      const aspect = before !== undefined ? aspectPart(p.question, parts[i - 1]!.text) : undefined;
      if (aspect) return aspect;
      // A part that continues the one before ('und kann man den Bezug waschen?' after 'wie dick
      // ist der Visco-Topper?') without a topic of its own is about the product an earlier part
      // of the message named: an answer from another product's pages (the water bed's heating
      // for 'bei wie viel Grad?') answers another question, and a part whose subject is a pronoun
      // ('und stellt ihr das auch ein?' after the water bed's delivery) asks about that product,
      // so it is read with that topic, after the part before it, as a follow-up is.
      const earlierTopic =
        topicOf(p.question) || !continues(i)
          ? undefined
          : parts
              .slice(0, i)
              .map((x) => topicOf(x.question))
              .findLast((x) => x !== undefined);
      // 'Was kostet die Lieferung? Und beim Wasserbett?': a part that names only a new topic asks
      // the part before of it, as the same words in the next message ask the last question.
      // Its answer must name that topic: the part before's answer again says nothing of it.
      const named = topicOf(p.question);
      const elliptical =
        before !== undefined && named !== undefined && test(chatAspectFollowUp, plainFold(p.question).trim());
      const own = elliptical
        ? answerSplit(p.text, context, before).map((m) =>
            isAnswer(m) && !test(named.pattern, ` ${plainFold(m.answer.text)} `) ? noAnswer(m.score) : m,
          )
        : answerSplit(p.text, context, previous);
      const offTopic = (m: ChatMatch) =>
        isAnswer(m) && m.page.startsWith('/produkte/') && !m.page.startsWith(earlierTopic!.pages);
      const read =
        earlierTopic?.pages.startsWith('/produkte/') && (own.some(offTopic) || pointsBackToPart(p.question))
          ? answerSplit(p.text, earlierTopic, parts[i - 1]!.text)
          : own;
      const alone =
        read.some(isAnswer) || p.text === p.question
          ? read
          : withSituation(p, answerSplit(p.question, context, previous));
      // An answer from another product's pages than the part before names ('wie dick is der
      // visco topper? … bei wie viel grad?' is no question about the water bed's heater) is none.
      const scoped = alone.filter((m) => isAnswer(m) && !otherProduct(productScope(i), m.answer));
      if (scoped.length || !before || elliptical) return alone;
      const inherited = answerSplit(p.question, topicOf(before) ?? context, before);
      if (inherited.some(isAnswer)) return inherited;
      // 'Wie groß ist euer Showroom und kann ich da … Wasserbetten vergleichen?': 'da' is the
      // place the part before named, so the part is asked as it would be alone, with that word.
      // (A product the part before named is read with its part above: 'da' there is 'in it'.)
      const place = topicOf(before);
      const there =
        place && !place.pages.startsWith('/produkte/') && PLACE_BACK.test(plainFold(p.question))
          ? answerSplit(`${p.question} ${place.word}`, place, before)
          : [];
      return there.some(isAnswer) ? there : alone;
    }
    /**
     * The products a part is about: those it names (by kind or by a model's name: 'Was ist beim
     * Luxury drin?' after a part on the extra length), else those of the nearest part before it
     * that names one ('… der visco topper? und kann man den bezug waschen, bei wie viel grad?').
     */
    function productScope(i: number): string {
      const names = (x: string) => topicsNamed(x).named.some((n) => n.topic.pages.startsWith('/produkte/'));
      const own = parts[i]!.text;
      if (names(own) || matcher.named(own, 1).length) return own;
      return (
        parts
          .slice(0, i)
          .reverse()
          .find((x) => names(x.text))?.text ?? own
      );
    }
    /**
     * 'Nehmt ihr die alte Matratze mit und kostet das was?': a later part without a topic of its
     * own that asks only an aspect (its cost, how often, how long it lasts …) asks it of what the
     * part before asked, as the same question in the next message would. It is answered as that
     * follow-up is; where the answer to the part before already says it, nothing is added, and
     * where the site says nothing about the combination the part is open.
     */
    function aspectPart(question: string, prior: string): ChatMatch[] | undefined {
      // The way to pay is an aspect of its own ('Was kostet … und wie kann ich zahlen?'), and a
      // part before without a subject of its own ('wie dick ist der und wie lange hält der?')
      // refers, with this part, to the conversation's topic.
      const payment = chatAspects.find((a) => a.name === 'payment')!;
      if (topicOf(question) || test(payment.asked, ` ${plainFold(question)} `)) return undefined;
      if (lastTopic && !subjectOf(prior)) return undefined;
      const aspect = aspectOf(question, (x) => matcher.terms(x).filter((w) => !GENERIC.test(w)));
      if (!aspect) return undefined;
      const saved = legalContext;
      const before = answerFound([...earlier, prior]);
      legalContext = plainFold(prior).replace(/-/g, ' ');
      const about = aspectReply(aspect, [...earlier, prior, question], before, fallback);
      legalContext = saved;
      if (!about) return undefined;
      if (about.text === fallback.text) return [noAnswer()];
      if (sentencesOf(about.text).every((s) => before.text.includes(s))) return [];
      const page = pathOf(about.links?.find((l) => l.href.startsWith('/'))?.href ?? '');
      const m: ChatMatch = {
        kind: 'passage',
        id: `aspect:${aspect.name}`,
        page,
        answer: about,
        score: STRONG_SCORE,
        coverage: 1,
        knownShare: 1,
        matched: matcher.terms(question),
      };
      return [m];
    }
    /** The questions of the parts that found no answer of their own. */
    const unanswered = parts
      .filter((p) => {
        const own = matches.filter((m) => m.question === p.question);
        return own.length > 0 && own.every((m) => !isAnswer(m));
      })
      .map((p) => p.question);
    const hasSubject = Boolean(advice) || matches.some(isAnswer);

    // Thanks or goodbye with nothing else of substance ('Super, das hat mir geholfen. Schönes Wochenende!').
    const rest = t.replace(
      new RegExp(
        `${fold(chatConversation.thanks.pattern.source)}|${fold(chatConversation.goodbye.pattern.source)}|${fold(chatConversation.greeting.pattern.source)}`,
        'g',
      ),
      ' ',
    );
    const praise =
      /\b(?:super|prima|toll|klasse|perfekt|cool|okay|ok|gut|sehr|echt|wirklich|vielen|herzlichen|nochmal|noch mal|wow|mega|voll|total|richtig|top|spitze|genial|hilfreich|nett|lieb)\b/g;
    const onlyTalk = rest !== t && matcher.terms(rest.replace(praise, ' ')).filter((w) => !GENERIC.test(w)).length < 1;
    const talk = conversation(
      onlyTalk ? t.replace(/^.*?(?=\b(?:danke|tschuss|ciao|bye|auf wieder|bis |schon))/, '') : t,
      text,
      (hasSubject && !onlyTalk) || complaint,
      onlyTalk || matcher.terms(t).length === 0,
    );
    if (talk) return talk;
    // The visitor's own figures with their dissatisfaction ('unzufrieden mit meinem Bett, ich
    // bin 1,96'): advice for a new bed, not an order complaint.
    if (complaint && !advice?.draft) return rareReplies().complaint;
    if (abuse && !hasSubject) return rareReplies().calm;
    if (advice) {
      // Other parts of the message (delivery, guarantee …) are answered after the advice.
      // A passage naming only other grades than the person's ('H3 (fest) (80–100 kg)' beside
      // 68 kg) would contradict the advice; the table of all grades does not.
      const grades = new Set<string>(
        extractPersons(text)
          .filter((p) => p.weightKg !== undefined)
          .map((p) => hardnessForWeight(p.weightKg!)),
      );
      const otherGrade = (answer: string) => {
        const named = gradesNamed(answer);
        return grades.size > 0 && named.size > 0 && ![...grades].some((g) => named.has(g));
      };
      const others = matches.filter(
        (m) =>
          isAnswer(m) &&
          (m.id.startsWith('item-grade:') || !otherGrade(m.answer.text)) &&
          !/haertegrad|schlafberater|ueberlaenge#(?:laengen|groessenratgeber)/.test(
            fold(m.answer.links?.[0]?.href ?? ''),
          ),
      );
      // A bed length named beside a body height ('Bin 1,76 – und in 200 cm?'): the table of
      // lengths by height says which heights it suits, beside the length advised.
      const table =
        bedLengthOf(text) !== undefined && extractPersons(text).some((p) => p.heightCm !== undefined)
          ? matcher.match(chatLengthTableQuery)
          : undefined;
      const lengths = table && isAnswer(table) && !advice.text.includes(table.answer.text) ? [table.answer] : [];
      if (!others.length && !lengths.length) return advice;
      const rest = dedupe([...others.map((m) => m.answer), ...lengths]);
      return {
        text: [advice.text, ...rest.map((a) => a.text)].join('\n\n'),
        links: mergeLinks([advice, ...rest]),
        draft: advice.draft,
      };
    }
    // Two or three items of one list named ('Classic, Luxury und Comfort Plus', 'Latex oder
    // Visco'): each of them, so the differences are there, not the list's overview.
    // Only when they are compared or asked about ('Unterschied', 'oder', 'besser'), not when they
    // are the setting of another question ('beim Umtausch von Latex auf Hybrid wechseln').
    const named = test(chatCompare, t) ? matcher.named(text) : [];
    if (named.length >= 2 && named.length <= MAX_PARTS) {
      // Another part of the message answered from elsewhere (the price) is kept beside them.
      const others = matches.filter(
        (m) => isAnswer(m) && !named.some((n) => n.links?.[0]?.href.split('#')[0] === m.page),
      );
      const unique = dedupe([...named, ...others.map((m) => m.answer)]);
      return { text: unique.map((a) => a.text).join('\n\n'), links: mergeLinks(unique) };
    }
    // 'Erzählt mal was zum Comfort Plus' – 'welche Matratze ist da drin?': a follow-up without a
    // word of its own asks about the one item the previous message named, when that item's text
    // says every word asked ('und habt ihr auch Latex?' is a new question).
    const item = previous && !named.length && test(chatFollowUp, t) ? matcher.named(previous, 1) : [];
    if (item.length === 1 && !matcher.named(text, 1).length) {
      const asked = matcher.terms(text).filter((w) => !GENERIC.test(w));
      if (asked.length && asked.every(sayer(matcher, item[0]!.text))) return item[0]!;
    }
    // A guarantee question about something older than the guarantee runs: its limits, not a
    // general text that would imply cover.
    const years = guaranteeYearsAsked(text);
    if (years !== undefined)
      return {
        text: chatGuaranteeLimit(years),
        links: [
          { label: 'Garantie und Umtausch', href: '/garantie' },
          ...(fallback.links ?? []).filter((l) => l.href === '/kontakt' || l.href.startsWith('tel:')),
        ],
      };
    // Thanks, praise or news with no question: answered in kind, never with a passage that
    // happens to share a word ('Vielen Dank für die schnelle Antwort!' is no delivery question,
    // 'wir name' no question about the maker's name): a statement takes only a strong answer.
    if (
      isStatement(text) &&
      (!matches.some((m) => isAnswer(m) && m.score >= STRONG_SCORE) ||
        test(chatConversation.thanks.pattern, t) ||
        test(chatConversation.compliment.pattern, t))
    )
      return statementReply(t);
    if (!matches.some(isAnswer)) {
      const interest = (topicOf(text) ?? (parts.length <= 1 ? undefined : lastTopic))?.interest;
      return fallbackFor(interest);
    }
    const interest = (topicOf(text) ?? lastTopic)?.interest;
    if (interest)
      for (const m of matches)
        if (isAnswer(m) && m.answer.links?.some((l) => l.href.startsWith('/kontakt?interesse=')))
          m.answer = {
            ...m.answer,
            links: m.answer.links.map((l) =>
              l.href.startsWith('/kontakt?interesse=') ? { ...l, href: consultHref(interest) } : l,
            ),
          };
    if (matches.length === 1) return withNames(withValues(withSection(matches[0]!, text), text), t);
    // The answered parts first, then one note for what could not be answered – unless the
    // answers given already say every word that part asks ('Gibt es beim Familienbett eine
    // Ritze? Und sind die Kanten abgerundet?' – the features list names the rounded edges): a
    // note that a part has no answer would then be false.
    const givenText = matches
      .filter(isAnswer)
      .map((m) => m.answer.text)
      .join(' ');
    const says = sayer(matcher, givenText);
    const open = unanswered.some((q) => {
      // A part asking which kind of a thing ('was fürn Topper ist da oben drauf?') is answered by
      // an answer naming that thing; the rest of it is the setting the other part names.
      const which = /\b(?:welche[mnrs]?|was fur(?:n|ne|nen| ein\w*)?) (\p{L}+)/u.exec(plainFold(q))?.[1];
      if (which && matcher.terms(which).some(says)) return false;
      // Negations ('hab kein Auto') are how a part is said, not what it asks about; a short part
      // of a hyphenated word ('EC-Karte') qualifies the rest, which is what is asked about.
      const own = matcher
        .terms(q.replace(GENERIC_WORDS, ' ').replace(/(?<!\p{L})\p{L}{1,3}-(?=\p{L})/gu, ' '))
        .filter((w) => !GENERIC.test(w) && !/^(?:kein\w*|nicht|nie|ohne)$/.test(w));
      return !own.length || !own.every(says);
    });
    // Each part's answer as a single one would be: a part asking a section's heading question gets the whole section.
    const answers = [
      ...matches.filter(isAnswer).map((m) => withSection(m, m.question)),
      ...(open ? [chatPartFallback] : []),
    ];
    const unique = dedupe(answers);
    return { text: unique.map((a) => a.text).join('\n\n'), links: mergeLinks(unique) };
  }

  /**
   * The conversation's state, kept in one place: each turn as it is to be read. A turn without
   * a topic of its own that brings its own values (a size, a length, a weight or a change of it,
   * 'allein') asks the last question again with them ('und in 250 cm?'); a turn that asks for
   * the other or the n-th item of a list the last question named asks for those items ('und
   * die dritte?'). Every other turn stands as written and becomes the last question.
   */
  /** The page of the answer the previous message got (part of the conversation's state). */
  let lastAnswerHref: string | undefined;

  function readTurns(visitorMessages: readonly string[]): { turns: string[]; reapplied: boolean; carried: boolean } {
    const turns: string[] = [];
    let reapplied = false;
    let carried = false;
    for (const raw of visitorMessages) {
      const message = withoutMarkup(raw);
      const last = turns.at(-1);
      // A later question asking for advice keeps the figures given before it, unless it brings
      // a person's own ('und wenn ich 20 kilo abnehme?' is asked again with them).
      const own = valuesOf(message);
      const figures =
        last !== undefined &&
        own.weightKg === undefined &&
        own.heightCm === undefined &&
        own.weightChangeKg === undefined
          ? carriedFigures(turns, message)
          : undefined;
      carried = figures !== undefined;
      if (figures) {
        reapplied = false;
        turns.push(`${figures} ${message}`);
        continue;
      }
      // A thing named with a word pointing back into the previous subject ('und die matratze
      // davon?', 'und die matratze drin?' after the water bed) is that subject's part: 'die
      // matratze vom Wasserbett', not the mattresses in general.
      const part = last !== undefined ? partOfSubject(turns, message) : undefined;
      if (part) {
        reapplied = false;
        turns.push(part);
        continue;
      }
      const again =
        last !== undefined && !topicOf(message)
          ? (reapply(last, message) ?? otherItems(last, message) ?? negated(last, message))
          : undefined;
      // One person's figures in the turn before and the other's in this one ('Mein Freund ist 1,95 m
      // groß und wiegt 90 kg.' – 'und ich hab 1,70 bei 63 kilo – was heißt das für uns beide?'):
      // the couple's advice, as if said in one message.
      const both = again === undefined && last !== undefined ? withOtherPerson(last, message) : undefined;
      if (both) {
        reapplied = false;
        turns.push(both);
        continue;
      }
      reapplied = again !== undefined;
      // The turn asked again is a question when the follow-up asks one ('Ich hab 140x200 bestellt
      // und überleg zu widerrufen.' – 'und wenns 140x205 wär?'), even where the last turn was a
      // statement.
      const asked = again !== undefined && message.includes('?') && !again.includes('?');
      turns.push(asked ? `${again.replace(/[\s.!]+$/, '')}?` : (again ?? message));
    }
    return { turns, reapplied, carried };
  }

  function partOfSubject(turns: readonly string[], message: string): string | undefined {
    const back = /\b(?:davon|da ?drin|drin|darin)\b/i;
    const named = back.test(message) ? subjectOf(message) : undefined;
    let subject: ContextTopic | undefined;
    for (const t of turns) subject = subjectOf(t) ?? subject;
    return named && subject && fold(subject.word) !== fold(named.word)
      ? message.replace(back, `vom ${subject.word}`)
      : undefined;
  }

  /**
   * 'und die dritte?', 'und die anderen?' after a question naming items of one list ('Classic
   * und Luxury'): the items asked for by their names, the n-th in the list's order or those not
   * named yet.
   */
  function otherItems(previous: string, followUp: string): string | undefined {
    const m = new RegExp(fold(chatOtherItems.source)).exec(plainFold(followUp));
    if (!m || words(plainFold(followUp)).length > 5) return undefined;
    const href = matcher.named(previous, 1)[0]?.links?.[0]?.href;
    const names = href ? matcher.names(href) : [];
    if (!names.length) return undefined;
    const said = (n: string) => plainFold(previous).includes(plainFold(n.replace(/\s*\(.*\)$/, '')));
    const rest = names.filter((n) => !said(n));
    const nth = chatOrdinals.map((o) => fold(o)).indexOf(m[1] ?? '');
    // The n-th after n-1 named is the next one not named yet ('Classic und Luxury' – 'die dritte').
    const items =
      nth < 0 ? rest : nth === names.length - rest.length && rest.length ? rest.slice(0, 1) : names.slice(nth, nth + 1);
    return items.length ? items.slice(0, MAX_PARTS).join(' und ') : undefined;
  }

  /** 'und was nicht?' after 'Was deckt die Garantie ab?': the last question, negated. */
  function negated(previous: string, followUp: string): string | undefined {
    if (!/^(?:und |aber )?(?:was|welche\w*) (?:denn |ist |sind )?nicht\b[\s?!.]*$/.test(plainFold(followUp)))
      return undefined;
    const q = previous.trim();
    const particle = /\b(ab|an|aus|mit|zu)([\s?!.]*)$/i;
    return particle.test(q) ? q.replace(particle, 'nicht $1$2') : `${q.replace(/[\s?!.]+$/, '')} nicht?`;
  }

  /**
   * A size in the question that is none of the standard sizes, answered by a text that speaks of
   * special sizes without naming it ('nicht für Sondermaße' for '135x200'): the size is named as
   * one first, so the answer says what holds for the visitor's size.
   */
  function withSpecialSizeNamed(question: string, answer: ChatReply): ChatReply {
    const size = specialSizeOf(question);
    return size &&
      answer.text !== fallback.text &&
      /sonderma|sondergross/.test(plainFold(answer.text)) &&
      !new RegExp(`${size[0]}\\s×\\s${size[1]}`).test(answer.text)
      ? { ...answer, text: `${chatSpecialSizeNote(size)}\n\n${answer.text}` }
      : answer;
  }

  const engine: ChatEngine = {
    reply(written) {
      const messages = written.map(withoutAbbreviationStops);
      const { turns, reapplied, carried } = readTurns(messages);
      // A question asking for advice with the figures given before it is answered as the
      // Schlafberater answers those figures, even where the same advice was given before.
      if (turns.length < 2) return withSpecialSizeNamed(turns.at(-1) ?? '', replyTo(turns));
      if (carried) return replyTo(turns);
      const { reply: answer, settled } = followUpReply(turns, reapplied ? (messages.at(-1) ?? '') : undefined);
      if (answer.text !== fallback.text || reapplied || settled) return answer;
      // A follow-up that finds no answer of its own is the last question asked again about
      // what it names ('Wie lange dauert die Lieferung?' – 'und wenn das Bett an unsere
      // Dachschräge angepasst wird?'): the two read as one question.
      // The answer must match the follow-up's own words, and be neither the previous answer
      // nor a part of it.
      const [previous, last] = [turns.at(-2)!, turns.at(-1)!];
      const own = matcher.terms(last.replace(GENERIC_WORDS, ' ')).filter((w) => !GENERIC.test(w));
      // A turn that asks nothing ('Ich komme mit dem Zug am Bahnhof an.', 'ich hab euch übers
      // Kontaktformular geschrieben') is the situation of the question after it: the two are read
      // as one message, as a sentence beside a question is. The answer must say every word the
      // question asks (the situation's words alone choose nothing) and be one sure answer, not a
      // tie of two topics that share a word ('komm mit bus' – 'welche linie?': two beds' 'klare Linien').
      if (!asksAnything(previous) && own.length) {
        const joined = replyTo([...turns.slice(0, -2), `${previous.replace(/[\s.,;:!]+$/, '')}. ${last}`]);
        if (
          joined.text !== fallback.text &&
          joined.text !== loadedRareReplies()?.statement.text &&
          !/^Dazu passen zwei Themen:/.test(joined.text) &&
          own.every(sayer(matcher, joined.text))
        )
          return joined;
      }
      const both = `${previous.replace(/[?!.;]+/g, ' ')} ${last}`;
      const m = answerPart(both, topicOf(both), undefined);
      const earlierReply = answerFound(turns.slice(0, -1));
      const before = earlierReply.text;
      /** Whether a reply is the previous answer again (or holds it, or lies within it). */
      const repeats = (text: string) => before.includes(text) || text.includes(before);
      if (isAnswer(m) && ownCoverage(m, own) >= 0.5 && !repeats(m.answer.text)) return m.answer;
      const held = heldBefore(previous, last, earlierReply);
      if (held) return held;
      // Last in the chain: the follow-up with the previous question's subject, the topic it
      // names (subjectOf) or else the last word it asks that the follow-up leaves out – German
      // names its noun last ('Wer steckt hinter der Schlafmanufaktur?' – 'und welche
      // Rechtsform?' read as 'und welche Rechtsform Schlafmanufaktur?'). Its reading counts only
      // as one sure answer from a section (a page's opening only names the subject) that says
      // that word, what the follow-up asks and most of its own words besides the subject's, and
      // is not the previous answer.
      const lastTerms = matcher.terms(last);
      const word =
        subjectOf(previous)?.word ??
        matcher
          .terms(previous)
          .filter((x) => !GENERIC.test(x) && !lastTerms.includes(x))
          .at(-1);
      const subjectTerms = matcher.terms(word ?? '');
      const asked = own.filter((x) => !subjectTerms.includes(x));
      if (word && asked.length) {
        const r = answerFound([`${last.replace(/[\s?!.]+$/, '')} ${word}?`]);
        const says = sayer(matcher, r.text);
        if (
          r.links?.some((l) => l.href.includes('#')) &&
          !/^Dazu passen zwei Themen:/.test(r.text) &&
          !repeats(r.text) &&
          subjectTerms.every(says) &&
          asked.filter(says).length * 2 > asked.length &&
          addresses(plainFold(last), r)
        )
          return r;
      }
      return answer;
    },
  };
  /** Replies that answer no question of the site (conversation, complaints, refusals, the fallback). */
  const talkReplies = new Set<string>([
    fallback.text,
    ...Object.values(chatConversation).flatMap((c) =>
      Object.values(c).flatMap((v) => (v && typeof v === 'object' && 'text' in v ? [String(v.text)] : [])),
    ),
  ]);
  /** Whether a reply answers no question of the site (the rare ones only once loaded: nothing else gives them). */
  const isTalk = (text: string) =>
    talkReplies.has(text) ||
    Object.entries(loadedRareReplies() ?? {}).some(([kind, r]) => kind !== 'howAreYou' && r.text === text);
  return {
    reply(messages) {
      // A reply stopped for code still to load (later.ts) is made again once it is there: from
      // the conversation state this attempt started with.
      const state = [legalContext, lastAnswerHref] as const;
      let answer: ChatReply;
      try {
        answer = withDelivery(messages, engine.reply(messages));
      } catch (error) {
        [legalContext, lastAnswerHref] = state;
        wholeSections = true;
        throw error;
      }
      // A grade the answer names that is none of the grades for the weights the visitor gave in
      // the conversation would contradict the Schlafberater's result: a false fact.
      const { turns } = readTurns(messages);
      if (contradictsWeights(turns, answer.text)) return fallbackFor(topicOf(messages.at(-1) ?? '')?.interest);
      return withSizeAnswer(
        messages,
        withoutAskingGivenWeight(
          turns,
          withHealthNote(messages, withClaim(messages, withNeeds(messages, turns, answer))),
        ),
        (p: RegExp) => matcher.saying(p),
        fallback.text,
      );
    },
  };

  /**
   * A delivery question (or a follow-up asking an aspect of one: 'kostet das extra?') is answered
   * from the site's delivery facts (delivery.ts, loaded when a message first says a delivery word).
   */
  function withDelivery(messages: readonly string[], answer: ChatReply): ChatReply {
    if (
      (answer.text !== fallback.text && isTalk(answer.text)) ||
      !DELIVERY_WORD.test(plainFold(messages.slice(-2).join(' ')))
    )
      return answer;
    return deliveryCode().deliveryReply(messages, answer, {
      matcher,
      fallback: fallback.text,
      pagesOf: (text) => topicOf(text)?.pages,
      own: (x) => matcher.terms(x).filter((w) => !GENERIC.test(w) && !topicOf(w)),
      note: chatPartFallback,
      verdict: (km) => chatDistanceVerdict(km, km <= facts.freeDeliveryKm),
    });
  }

  /**
   * A reply never asks for a figure the conversation has given: beside the advice for 54 kg, a
   * technology's grades ('Visco-Matratzen … H2–H3') say that the grade depends on the weight
   * without asking for it again.
   */
  function withoutAskingGivenWeight<A extends ChatAnswer>(turns: readonly string[], answer: A): A {
    return answer.text.includes(chatAskWeight) && latestWeights(turns) !== undefined
      ? { ...answer, text: answer.text.replaceAll(chatAskWeight, '') }
      : answer;
  }

  /**
   * The needs the last message tells of (`chatNeeds`): beside the answer, the passages that state
   * each in the site's words, from the pages of the products the message names (or naming the
   * product) where some are there, else from any page; one a page, titled where the text does
   * not say its title, none of a page the answer already quotes. A position's passages come only
   * with a product named: the advice says the mattresses for it. Where the answer is the
   * fallback, the passages come with the note that part of the question is open.
   */
  function withNeeds<A extends ChatAnswer>(messages: readonly string[], turns: readonly string[], answer: A): A {
    const last = messages.at(-1) ?? '';
    const isFallback = answer.text === fallback.text;
    if ((isTalk(answer.text) && !isFallback) || answer.links?.some((l) => LEGAL_PAGE.test(l.href))) return answer;
    const t = ` ${plainFold(last)} `;
    const described = extractPersons(turns.at(-1) ?? last)
      .map((p) => p.weightKg && fold(hardnessGuide.find((g) => g.grade === hardnessForWeight(p.weightKg!))!.text))
      .join(' ');
    // The products the message names, else the conversation's ('welcher davon, wenn man schwitzt?' after the toppers).
    const named = topicsNamed(last).named.map((n) => n.topic);
    const products = named.length
      ? named
      : messages
          .slice(0, -1)
          .flatMap((m) => subjectOf(m) ?? [])
          .slice(-1);
    const given = isFallback ? '' : answer.text.replace(chatPartFallback.text, '').trimEnd();
    const added: ChatAnswer[] = [];
    for (const need of chatNeeds) {
      const scope = products.filter((p) => !need.product || p.pages !== pathOf(chatAdviceCopy.links.position.href));
      if (!(need.said ? test(need.said, t) : need.grade!.test(described)) || (need.product && !scope.length)) continue;
      const found = matcher.saying(need.states);
      const own = found.filter((f) =>
        scope.some((p) => f.page.startsWith(p.pages) || fold(f.answer.text).includes(fold(p.word))),
      );
      const said = [given, ...added.map((a) => a.text)].join('\n');
      const pages = new Set(found.filter((f) => said.includes(f.answer.text)).map((f) => f.page));
      for (const f of need.product || own.length ? own : found) {
        if (!pages.has(f.page)) added.push(f.answer);
        pages.add(f.page);
      }
    }
    if (!added.length) return answer;
    // Before the note that a part is open, which stays last.
    const parts = [
      ...(given ? [{ ...answer, text: given }] : []),
      ...added,
      ...(given === answer.text ? [] : [chatPartFallback]),
    ];
    return { ...answer, text: parts.map((a) => a.text).join('\n\n'), links: mergeLinks([answer, ...parts]) };
  }

  /**
   * A guarantee case (`chatGuaranteeClaim`) answered from the guarantee's terms (the section that
   * holds the passage on making a claim): after the cover or the exclusion, that passage, once,
   * before the note that a part is open. Never beside a complaint's apology or the fallback, which give the contacts.
   */
  function withClaim<A extends ChatAnswer>(messages: readonly string[], answer: A): A {
    // The case is read first: the claim's passage is searched only for a guarantee case.
    if (!test(chatGuaranteeClaim.case, plainFold(messages.at(-1) ?? ''))) return answer;
    const found = matcher.match(chatGuaranteeClaim.query);
    const claim = found.answer;
    // Damage the shop's people did is a complaint, whose reply gives the contacts.
    if (
      !isAnswer(found) ||
      !answer.links?.some((l) => l.href === claim.links?.[0]?.href) ||
      answer.text.includes(claim.text)
    )
      return answer;
    const given = answer.text.replace(chatPartFallback.text, '').trimEnd();
    const parts = [given, claim.text, ...(given === answer.text ? [] : [chatPartFallback.text])];
    return { ...answer, text: parts.join('\n\n') };
  }

  /**
   * Pain or complaints told with a question: the answer, and the site's note that lasting
   * complaints belong to a doctor; not beside a legal clause (what happens to health data).
   */
  function withHealthNote<A extends ChatAnswer>(messages: readonly string[], answer: A): A {
    if (
      test(chatHealthComplaint.pattern, plainFold(messages.at(-1) ?? '')) &&
      !isTalk(answer.text) &&
      answer.text !== loadedEnglish()?.englishNone &&
      !answer.links?.some((l) => LEGAL_PAGE.test(l.href)) &&
      !answer.text.includes(chatHealthComplaint.note)
    )
      return { ...answer, text: `${answer.text}\n\n${chatHealthComplaint.note}` };
    return answer;
  }

  /**
   * A follow-up that asks only an aspect of the conversation's subject ('kostet das was?' after
   * the old mattress's disposal, 'wie oft kann man das machen?' after the mattress exchange, 'und
   * ohne auto?' after the directions) is answered about that subject: by the sentences of the
   * previous answer that answer the aspect, or by a passage of the subject's pages (or one that
   * names the service asked about) that does. Where the site says nothing about that combination,
   * the honest fallback – never another topic that shares the aspect's word (the beds' prices, a
   * sleeping position that changes 'oft'). Undefined leaves the reply to the other rules: no
   * subject to refer to, or the price of a product, whose one answer holds for every product.
   */
  function aspectReply(
    aspect: FollowUpAspect,
    visitorMessages: readonly string[],
    before: ChatReply,
    answer: ChatReply,
  ): ChatReply | undefined {
    const [prior, latest] = [visitorMessages.at(-2) ?? '', visitorMessages.at(-1) ?? ''];
    const subject = subjectOf(prior);
    // The previous answer's own pages: the form's and the phone's links are not a subject.
    const links = (before.links ?? []).filter((l) => /^\/(?!kontakt(?:$|\?))/.test(l.href));
    const answered = links.length > 0 && before.text !== fallback.text;
    const serviceTerms = new Set(matcher.terms(followUpServices));
    const services = [...new Set(matcher.terms(prior).filter((w) => serviceTerms.has(w)))];
    if (!answered && !subject && !services.length) return undefined;
    const addresses = (text: string) => aspect.answered.test(plainFold(text));
    if (answered && aspect.fromAnswer) {
      // A tie of two topics without its heading lines, as the period rule reads it.
      const sentences = sentencesOf(
        before.text.replace(/^Dazu passen zwei Themen:.*\n/, '').replace(/^Zu „[^“]*“: /gm, ''),
      ).filter(addresses);
      if (sentences.length) return { text: sentences.join(' '), links };
    }
    const pages = links.map((l) => pathOf(l.href));
    // On the subject's pages, or naming it or the service asked about (the home page's FAQ on how
    // long a box-spring bed lasts).
    const named = [...services, ...matcher.terms(subject?.word ?? '')];
    const onSubject = (m: ChatMatch) => {
      if (!isAnswer(m)) return false;
      const page = pathOf(m.answer.links?.[0]?.href ?? m.page);
      return (
        named.some(sayer(matcher, m.answer.text)) ||
        pages.includes(page) ||
        (subject !== undefined && page.startsWith(subject.pages))
      );
    };
    const words = [...services, subject?.word ?? ''].join(' ');
    for (const q of [`${aspect.query} ${words}`, `${latest} ${aspect.query} ${prior}`]) {
      const m = resolve(q, subject);
      if (isAnswer(m) && onSubject(m) && addresses(m.answer.text) && m.answer.text !== before.text) return m.answer;
    }
    // The price of a product: the site's one answer about prices, which the other rules give.
    if (aspect.name === 'cost' && !services.length && subject?.interest) return undefined;
    return answer.text === fallback.text ? answer : fallbackFor(subject?.interest);
  }

  /**
   * The sentences of the previous answer that hold a follow-up's case ('und wenns ne
   * Sondergröße ist?' after the delivery times, 'und wenn ich direkt im Laden unterschreibe?'
   * after the withdrawal right, 'und wenn ich mit der Bahn komm?' after the directions): those
   * that say every word the follow-up adds to the question before it, of the words that answer
   * says at all. Undefined where the follow-up adds no such word or every sentence says it (the
   * whole answer again answers nothing new).
   */
  function heldBefore(prior: string, latest: string, before: ChatAnswer): ChatAnswer | undefined {
    // Only an answer from the site's pages: a reply to conversation or a statement holds no case.
    if (before.text === fallback.text || !before.links?.some((l) => /^\/(?!kontakt(?:$|\?))/.test(l.href)))
      return undefined;
    const saidByAnswer = sayer(matcher, before.text);
    const inPrior = sayer(matcher, prior);
    // Words of three letters ('her' of 'hin und her') are read too loosely to choose a sentence.
    const added = matcher
      .terms(latest)
      .filter((w) => !GENERIC.test(w) && w.length >= 4)
      .filter((w) => saidByAnswer(w) && !inPrior(w));
    const sentences = sentencesOf(
      before.text.replace(/^Dazu passen zwei Themen:.*\n/, '').replace(/^Zu „[^“]*“: /gm, ''),
    );
    const saying = sentences.filter((x) => added.every(sayer(matcher, x)));
    if (!added.length || !saying.length || saying.length === sentences.length) return undefined;
    const held = { ...before, text: saying.join(' ') };
    // What the follow-up asks (a hardness, a price, a time …) must be in those sentences.
    return addresses(plainFold(latest), held) ? held : undefined;
  }

  /**
   * The reply to the last of two or more turns, never the answer the turn before already got
   * (that repeats the first turn instead of answering the follow-up), unless it says all the
   * follow-up asks or, for a question asked again with the visitor's new `value`, that value.
   */
  function followUpReply(
    visitorMessages: readonly string[],
    value: string | undefined,
  ): { reply: ChatReply; settled?: boolean } {
    const before = answerFound(visitorMessages.slice(0, -1));
    lastAnswerHref = before.links?.find((l) => /^\/(?!kontakt)/.test(l.href))?.href;
    const answer = replyTo(visitorMessages);
    lastAnswerHref = undefined;
    // A word of the follow-up that the previous answer says is the subject asked about again
    // ('und wie oft darf ich tauschen?' after the exchange), not a question of its own – unless
    // it names a topic of its own on the site that the previous question did not ask ('Wie
    // lange ist die Lieferzeit?' after the guarantee, whose answer says 'ab Lieferung'): that
    // word starts a new topic, and only the aspect's words ('wie lange') would continue one.
    // A follow-up of two parts ('wie dick ist der und wie lange hält der?') asks more than an aspect.
    const single = splitParts(visitorMessages.at(-1) ?? '', (p) => matcher.terms(p)).length === 1;
    const priorTerms = matcher.terms(visitorMessages.at(-2) ?? '');
    const said = sayer(matcher, before.text === fallback.text || !single ? '' : before.text);
    const saidBefore = (w: string) => said(w) && !(matcher.heading(w) && !priorTerms.includes(w));
    const aspect =
      value === undefined && !topicOf(visitorMessages.at(-1) ?? '')
        ? aspectOf(visitorMessages.at(-1) ?? '', (x) =>
            matcher.terms(x).filter((w) => !GENERIC.test(w) && !saidBefore(w)),
          )
        : undefined;
    const about = aspect && aspectReply(aspect, visitorMessages, before, answer);
    if (about) return { reply: about, settled: true };
    const repeated =
      answer.text === before.text &&
      fold(visitorMessages.at(-1) ?? '') !== fold(visitorMessages.at(-2) ?? '') &&
      before.text !== fallback.text &&
      !Object.values(chatConversation).some((c) => 'reply' in c && c.reply.text === answer.text) &&
      !CONVERSATION_REPLIES.some((kind) => loadedRareReplies()?.[kind].text === answer.text);
    // A follow-up whose own words all appear in that answer was answered by it already
    // ('geht das auch niedrig?' after the bed whose text names the low height).
    const asked = matcher.terms(visitorMessages.at(-1) ?? '').filter((w) => !GENERIC.test(w));
    const covered = asked.length > 0 && asked.every(sayer(matcher, answer.text));
    // The last question asked again with the visitor's new value is answered again only
    // when the answer speaks of that value ('Standardgrößen (auch in Überlänge bis 250 cm)').
    const figures = value?.match(/\d{2,3}/g);
    const speaksOfValue = figures != null && figures.every((v) => answer.text.includes(v));
    // A size asked again that is none of the standard sizes ('und wenn ich 175 breit brauch?'
    // after 160x200), answered by the text that says what holds for special sizes: the size is
    // named as one, so the answer speaks of the visitor's value.
    // The same holds for a follow-up without a topic of its own about the size the turn before
    // named ('wir brauchen 100 x 225' – 'dauert das dann länger?').
    const [prior, latest] = [visitorMessages.at(-2) ?? '', visitorMessages.at(-1) ?? ''];
    const size =
      value !== undefined
        ? specialSizeOf(latest)
        : topicOf(latest) || valuesOf(latest).size
          ? undefined
          : specialSizeOf(prior);
    if (
      size &&
      !speaksOfValue &&
      answer.text !== fallback.text &&
      !answer.text.includes(`${size[0]} × ${size[1]}`) &&
      test(chatSpecialSizeTime.answered, plainFold(answer.text))
    )
      return { reply: { ...answer, text: `${chatSpecialSizeNote(size)}\n\n${answer.text}` } };
    // An answer about the time that does not speak of special sizes would be the standard time
    // for one: the honest fallback, as for a special size named in the question itself.
    if (
      size &&
      answer.text !== fallback.text &&
      test(chatSpecialSizeTime.time, plainFold(latest)) &&
      !test(chatSpecialSizeTime.answered, plainFold(answer.text))
    )
      return { reply: fallbackFor(topicOf(visitorMessages.join(' '))?.interest) };
    if (!repeated || covered || speaksOfValue) return { reply: answer };
    // The previous answer holds the follow-up's case in some of its sentences ('und wenns ne
    // Sondergröße ist?' after the delivery times, 'und wenn ich direkt im Laden unterschreibe?'
    // after the withdrawal right, 'und wenn ich mit der Bahn komm?' after the directions): those
    // sentences answer it, those that say every word the follow-up adds to the question before
    // it, of the words that answer says at all; never the whole answer again.
    const held = value === undefined ? heldBefore(prior, latest, answer) : undefined;
    if (held) return { reply: held };
    const interest = topicOf(visitorMessages.join(' '))?.interest;
    return { reply: fallbackFor(interest) };
  }
}

/** A page a link leads to, without its section. */
const pathOf = (href: string) => href.replace(/[?#].*$/, '') || '/';

/**
 * Each answer once, and each of its lines once: a later answer that repeats a line an earlier one
 * said (a passage alone for one part, the passage with its neighbour for the next) says only its
 * other lines.
 */
function dedupe(answers: readonly ChatAnswer[]): ChatAnswer[] {
  const said = new Set<string>();
  const unique: ChatAnswer[] = [];
  for (const a of answers) {
    const lines = a.text.split('\n');
    const fresh = lines.filter((l) => !l.trim() || !said.has(l.trim()));
    if (!fresh.some((l) => l.trim())) continue;
    for (const l of lines) if (l.trim()) said.add(l.trim());
    unique.push(fresh.length === lines.length ? a : { ...a, text: fresh.join('\n').trim() });
  }
  return unique;
}
