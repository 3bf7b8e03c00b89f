/**
 * Delivery questions are answered from the site's delivery facts as a whole. The site states
 * them on several pages (the service page's delivery section, the AGB's delivery clause, the
 * guarantee page's included services, the water bed's installation steps, the senior beds'
 * service), so one passage rarely holds what a question asks: 'Lieferung?' needs the time, the
 * free area and the old mattress, 'Muss ich vor dem Aufbau was vorbereiten?' the AGB's
 * accessible place and the water bed's preparation. Each aspect the question asks takes the
 * sentences that state it from the first delivery passage that does (the service page first,
 * then the AGB, the guarantee page, the products, the home page), so the reply changes with the
 * pages; a short question gets the overview, a specific one that aspect and the facts closest to
 * it. A distance the visitor gives is read against the site's radius.
 */
import type { ChatAnswer } from '../../content/chat.ts';
import type { Link } from '../../content/blocks.ts';
import { fold } from './text.ts';
import type { ChatMatcher } from './matcher.ts';

/** A passage as `ChatMatcher.saying` gives it: titled text and its link. */
export interface DeliveryPassage {
  page: string;
  answer: ChatAnswer;
}

/** Words that make a question one about delivery, assembly or taking the old things away. */
const ASKED =
  /(?<!aus|auszu)liefer(?!umfang)|\bbring(?:t|en|st) (?:ihr|sie|du)\b(?![^?.!]*\bmit\b)|\baufbaue?n\b|\bbau(?:t|e?n|st)\b[^?.!]*\bauf\b|\bmontage|\bmontier|\baufstell|\bstell(?:t|en|st) (?:ihr|sie|du)\b[^?.!]*\bauf\b|\balte\w* (?:matratze|bett\w*|gestell|bettgestell)\b[^?.!]*\bmit\b|\bentsorg|vorbereit[^?.!]*\b(?:aufbau|montage)\b|\b(?:aufbau|montage)\b[^?.!]*vorbereit|\bwart\w* (?:man|ich|wir)\b[^?.!]*\bauf\b/;
/** Questions where a delivery word is the setting of another subject (the order's terms, a claim, a late delivery). */
const OTHER =
  /widerruf|storn|zuruck|umtausch|garantie|gewahrleist|reklam|mangel|schaden|kaputt|defekt|verspat|verzoger|spater als|mitgeliefert|umzug|umzieh|\bzieh\w* um\b|\bwas (?:ist|passiert|mache ich|tue ich),? wenn\b|\bzahl|bezahl|rechnung|anzahlung|probeschlaf|probelieg/;
/** Sections whose opening says this are delivery sections as a whole (the water bed's four steps). */
const SAYS = /(?<!aus|auszu)liefer|montage|montier|montiert|aufbau|aufgebaut|entsorg/;

interface Aspect {
  name: string;
  asked: RegExp;
  answered: RegExp;
  /** Words that ask it only where no other aspect is asked. */
  alone?: RegExp;
  /** How many passages may give sentences for it. */
  passages?: number;
}

const ASPECTS: readonly Aspect[] = [
  {
    name: 'time',
    asked:
      /\bwie lange?\b|\bwie schnell\b|\bwann\b|\bdaue?r\w*|lieferzeit|wartezeit|\bwart\w* (?:man|ich|wir)\b|\bbis wann\b/,
    // 'Was muss ich zum Liefertermin vorbereiten?': the date named beside another aspect is its setting.
    alone: /liefertermin|lieferfrist/,
    answered: /\bwochen\b|liefertermin/,
    passages: 1,
  },
  {
    name: 'latest',
    asked:
      /spatestens|\bbis wann\b|\bab wann\b|\bfrist\b|vertragsschluss|auftragsbestatigung|\bbestatig|nach der bestellung/,
    answered: /spatestens/,
  },
  {
    name: 'appointment',
    asked:
      /\btag\b|\btage?s?zeit|uhrzeit|wann genau|aussuch|liefertag|mitbestimm|absprech|abgesproch|abstimm|vereinbar/,
    answered: /uhrzeit/,
  },
  {
    name: 'assembly',
    asked: /\baufbaue?n|\bbau\w*\b[^?.!]*\bauf\b|\bmontier|\baufstell|\bstell\w*\b[^?.!]*\bauf\b|anpacken|zusammenbau/,
    // 'Muss ich vor dem Aufbau was vorbereiten?': the noun beside another aspect is its setting.
    alone: /\baufbau\b|\bmontage\b/,
    answered: /eigene\w* (?:\w+ )?team|montageteam/,
  },
  {
    name: 'filling',
    asked: /befull|\bfull\w*|\bwasser (?:rein|ein)/,
    answered: /\bbefull\w* (?:die|den|das|ihr\w*) /,
  },
  {
    name: 'preparation',
    asked: /vorbereit|bereit ?stell|\bvorher\b[^?.!]*\b(?:tun|machen|beachten)\b/,
    answered: /zuganglich|stellplatz|steckdose/,
    passages: 2,
  },
  {
    name: 'disposal',
    asked: /\balte\w* (?:matratze|bett\w*|gestell|bettgestell)\b|\bentsorg/,
    answered: /\balte\w* (?:matratze|bett)\b/,
  },
  {
    name: 'area',
    asked:
      /\bkost\w*|\bwie ?viel\b|\bpreis\w*|\bgratis\b|\bumsonst\b|\bextra\b|\baufpreis|\d ?(?:km|kilometer)\b|\bweit\b|\bentfern|\bumkreis|\bbis (?:nach|zu)\b|\bwohin\b/,
    answered: /umkreis|weitere\w* strecke|entfernung/,
  },
];

/** The overview for a question that names no aspect ('Lieferung?'). */
const OVERVIEW = ['time', 'area', 'disposal'];

/** Pages in the order their delivery facts are read: the service page first, the home page last. */
const PAGE_ORDER = [/^\/service/, /^\/agb/, /^\/garantie/, /^\/produkte\//, /./];

const hrefOf = (p: DeliveryPassage) => p.answer.links?.[0]?.href ?? p.page;
/** The product the conversation names comes first ('Wasserbett': its own installation steps). */
const rank = (p: DeliveryPassage, prefer: string | undefined) =>
  prefer && p.page.startsWith(prefer) ? -1 : PAGE_ORDER.findIndex((r) => r.test(p.page));
/** A passage's heading, as `saying` puts it before the text. */
const titleOf = (p: DeliveryPassage) => p.answer.text.split(': ')[0] ?? '';
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((x) => x.trim())
    .filter(Boolean);

/** The distance the visitor gives in km ('ca. 120 km', '30km', '400 Kilometer'). */
export function distanceKm(text: string): number | undefined {
  const m = /(\d+(?:[.,]\d+)?) ?(?:km|kilometer\w*)\b/.exec(fold(text));
  return m ? Math.round(Number(m[1]!.replace(',', '.'))) : undefined;
}

/** Whether a message asks about delivery, assembly or taking the old things away. */
export function asksDelivery(text: string): boolean {
  const t = fold(text).replace(/\s+/g, ' ');
  return ASKED.test(t) && !OTHER.test(t);
}

/** The aspects a message asks (by name), in the order of `ASPECTS`. */
export function deliveryAspects(text: string): string[] {
  const t = fold(text).replace(/\s+/g, ' ');
  const asked = ASPECTS.filter((a) => a.asked.test(t)).map((a) => a.name);
  return asked.length ? asked : ASPECTS.filter((a) => a.alone?.test(t)).map((a) => a.name);
}

/**
 * The delivery passages: those whose heading says delivery, assembly or disposal, and the
 * sections opened by a passage that does (the water bed's four steps). A page's opening (no
 * section) only sums the page up.
 */
export function deliveryPassagesOf(passages: readonly DeliveryPassage[]): DeliveryPassage[] {
  const openers = new Set(
    passages
      .filter((p, i) => (i === 0 || hrefOf(passages[i - 1]!) !== hrefOf(p)) && SAYS.test(fold(p.answer.text)))
      .map(hrefOf),
  );
  return passages.filter((p) => hrefOf(p).includes('#') && (openers.has(hrefOf(p)) || SAYS.test(fold(titleOf(p)))));
}

export interface DeliveryAnswer extends ChatAnswer {
  /** The aspects answered. */
  aspects: string[];
  /** Whether the answer is the overview (no aspect asked). */
  overview: boolean;
}

/**
 * The delivery facts for the aspects asked: the passages that say delivery, and the sections
 * opened by one. A fact from a product's page says the product ('Seniorenbetten: …'); the
 * distance given gets the verdict against the site's radius.
 */
export function deliveryAnswer(
  passages: readonly DeliveryPassage[],
  asked: readonly string[],
  question: string,
  distance: number | undefined,
  prefer?: string,
  verdict?: (km: number) => string,
  given: readonly DeliveryPassage[] = [],
): DeliveryAnswer | undefined {
  // Lines given first (the reply's own), then the delivery passages.
  const pool = [
    ...given,
    ...deliveryPassagesOf(passages)
      .map((p, i) => ({ p, i }))
      .sort((a, b) => rank(a.p, prefer) - rank(b.p, prefer) || a.i - b.i)
      .map((x) => x.p),
  ];
  // Whether they deliver at all ('Lieferung?', 'bringt ihr die auch? wohne ca 30 km weg', 'liefert
  // ihr bis nach Hamburg?'): the area asked by a place or a distance alone, not by its cost.
  const cost = /\bkost|\bpreis|gratis|umsonst|extra|wie ?viel/.test(fold(question));
  const overview = asked.every((a) => a === 'area' && !cost);
  // Who assembles comes with where that is free ('Baut ihr das auch auf?').
  const names = overview ? OVERVIEW : asked.includes('assembly') ? [...asked, 'area'] : asked;
  const q = fold(question);
  // An old bed (not only the mattress) is asked: the sentences naming it.
  const oldBed = /\balte\w* (?:bett\w*|gestell|bettgestell)\b/.test(q);
  const chosen: { text: string; p: DeliveryPassage }[] = [];
  const said = (re: RegExp) => chosen.some((c) => re.test(fold(c.text)));
  const answered: string[] = [];
  for (const aspect of ASPECTS) {
    if (!names.includes(aspect.name)) continue;
    // The old mattress's cost is said by its own sentence ('kostenlos mit'), not by the area's.
    if (aspect.name === 'area' && distance === undefined && !overview && said(/kostenlos/) && !asked.includes('time'))
      continue;
    if (aspect.name !== 'disposal' && said(aspect.answered) && aspect.name !== 'area') {
      answered.push(aspect.name);
      continue;
    }
    const wants: RegExp[] =
      aspect.name === 'disposal'
        ? [oldBed ? /\baltes bett\b/ : /\balte\w* matratze\b/, ...(oldBed ? [/\balte\w* matratze\b/] : [])]
        : [aspect.answered];
    let found = false;
    for (const want of wants) {
      // The old mattress: the sentence that also says what it costs, where one does.
      const first = aspect.name === 'disposal' ? [/kostenlos/, /./] : [/./];
      let taken = 0;
      for (const extra of first) {
        const count = (p: DeliveryPassage) =>
          sentences(p.answer.text).filter((s) => want.test(fold(s)) && extra.test(fold(s))).length;
        const ordered = pool
          .map((p, i) => ({ p, i, r: given.includes(p) ? -2 : rank(p, prefer), n: count(p) }))
          .sort((a, b) => a.r - b.r || b.n - a.n || a.i - b.i)
          .map((x) => x.p);
        for (const p of ordered) {
          if (taken >= (aspect.passages ?? 1)) break;
          const all = sentences(p.answer.text);
          // A sentence pointing back ('innerhalb dieser Frist') comes with the sentence before it.
          const hits = all.map((s) => want.test(fold(s)) && extra.test(fold(s)));
          const back = all.findIndex((s, k) => hits[k] && /\bdiese[rsmn]?\b/.test(fold(s)));
          const own = all.filter((_, k) => hits[k] || k < back);
          const fresh = own.filter((s) => !chosen.some((c) => c.p === p && c.text === s));
          if (!all.some((s, k) => hits[k] && fresh.includes(s))) continue;
          for (const s of fresh) chosen.push({ text: s, p });
          taken++;
        }
        if (taken) break;
      }
      found ||= taken > 0;
    }
    if (found) answered.push(aspect.name);
  }
  if (!chosen.length) return undefined;
  // Sentences of one passage stay together, in the passage's order.
  const byPassage = new Map<DeliveryPassage, string[]>();
  for (const c of chosen) byPassage.set(c.p, [...(byPassage.get(c.p) ?? []), c.text]);
  const lines = [...byPassage].map(([p, own]) => {
    const text = sentences(p.answer.text)
      .filter((s) => own.includes(s))
      .join(' ');
    const product = p.page.startsWith('/produkte/') ? (p.answer.links?.[0]?.label ?? '').split(': ')[0] : '';
    return product && !fold(text).includes(fold(product).slice(0, 6)) ? `${product} – ${text}` : text;
  });
  if (distance !== undefined && verdict && answered.includes('area')) lines.push(verdict(distance));
  const links: Link[] = [];
  for (const p of byPassage.keys()) {
    const l = p.answer.links?.[0];
    if (l && !links.some((x) => x.href === l.href)) links.push(l);
  }
  return { text: lines.join('\n'), links, aspects: answered, overview };
}

/** The delivery answer with the note for the parts it leaves open. */
function withOpenNote(answer: ChatAnswer, note: ChatAnswer): ChatAnswer {
  return {
    text: `${answer.text}\n\n${note.text}`,
    links: [
      ...(answer.links ?? []),
      ...(note.links ?? []).filter((l) => !answer.links?.some((x) => x.href === l.href)),
    ],
  };
}

/** Whether an answer already states each of the aspects (its sentences say what each one asks). */
export function states(answer: string, aspects: readonly string[]): boolean {
  const t = fold(answer);
  return aspects.every((name) => ASPECTS.find((a) => a.name === name)!.answered.test(t));
}

/** A message without the words that ask delivery or one of its aspects: what else it asks. */
export function deliveryRest(text: string): string {
  // A sentence giving the distance without asking ('Wohne in Olpe, so 40 km von euch.') is the visitor's place.
  const asking = text
    .split(/(?<=[.!?])\s+/)
    .filter((x) => x.includes('?') || distanceKm(x) === undefined)
    .join(' ');
  let t = fold(asking).replace(/\s+/g, ' ');
  for (const re of [ASKED, ...ASPECTS.flatMap((a) => [a.asked, a.alone ?? a.asked]), PLACE])
    t = t.replace(new RegExp(re.source, 'g'), '§');
  // A word a pattern took part of ('Lieferung') goes whole.
  return t.replace(/\S*§\S*/g, ' ');
}

/** How the visitor says where they live ('wohne ca 30 km weg') or that the bed comes ('bis es bei mir steht'), and fillers. */
const PLACE =
  /\bwohn\w*|\bweg\b|\bentfernt\b|\bnahe?\b|\bkomm\w*|\bsteh\w*|\bbei (?:mir|uns)\b|\b(?:uberhaupt|hin|dahin|trotzdem|ja|wenn|denn|sowieso|irgend\w*|selbst|selber|bestell\w*|heute)\b/;

/** Aspects a follow-up may ask of the delivery question before it ('kostet das extra?'). */
export const followAspects = ['time', 'latest', 'appointment', 'preparation', 'area'];
/** Aspects that name what the delivery question was about ('nehmt ihr die alte Matratze mit?'). */
export const subjectAspects = ['disposal', 'assembly', 'filling'];
/** Whether a message's delivery word is the setting of another subject (a claim, the order's terms). */
export const otherSubject = (text: string) => OTHER.test(fold(text));

/** What the engine lends the delivery reading: its matcher, the fallback, topics and a text's own words. */
export interface DeliveryContext {
  matcher: Pick<ChatMatcher, 'saying' | 'terms' | 'known'>;
  fallback: string;
  /** The pages of the product a text names last. */
  pagesOf: (text: string) => string | undefined;
  /** A text's search terms that can choose an answer (no generic word, no product). */
  own: (text: string) => string[];
  /** The note for the parts of a message that get no sure answer. */
  note: ChatAnswer;
  /** The visitor's distance read against the radius of free delivery. */
  verdict: (km: number) => string;
}

let read: { passages: DeliveryPassage[] } | undefined;

/**
 * A delivery question (or a follow-up asking an aspect of one: 'kostet das extra?') is answered
 * from the site's delivery facts for what it asks, unless the reply already states each of them
 * with no part left open. A message that asks something else beside it keeps its reply; so does
 * a question about a thing the site does not know ('Liefert ihr nach Österreich?', 'Amazon') and
 * a short one naming a thing the facts do not say. Words the facts do not say get the note for
 * the open part (the Saturday, the stairs).
 */
export function deliveryReply<A extends ChatAnswer>(messages: readonly string[], answer: A, c: DeliveryContext): A {
  // The Schlafberater's advice for the visitor's figures stays, with the parts it answers beside it.
  if ((answer as { draft?: unknown }).draft) return answer;
  const latest = messages.at(-1) ?? '';
  const previous = messages.at(-2);
  let asked = deliveryAspects(latest);
  /** What the delivery facts are chosen for: a follow-up is read with the question before it. */
  let question = latest;
  // Its sentences that ask; without a question mark, the questions joined by 'und'/'oder' ('wie lange
  // ist die lieferzeit und wann habt ihr samstags offen').
  const whole = latest.split(/(?<=[?!.])\s+/).filter((s) => s.includes('?'));
  const questions = (whole.length ? whole : [latest]).flatMap((s) =>
    s.split(
      /(?:,|\s+(?:und|oder))\s+(?=(?:wann|wie|was|wo|welche\w*|habt|hat|seid|ist|sind|gibt|kann|muss|\p{L}+ (?:ihr|sie|du|man)|\p{L}+t (?:die|der|das|es))\b)/u,
    ),
  );
  if (!asksDelivery(latest) && !questions.some(asksDelivery)) {
    const follows =
      previous !== undefined &&
      asksDelivery(previous) &&
      !c.pagesOf(latest) &&
      !otherSubject(latest) &&
      asked.some((a) => followAspects.includes(a));
    if (!follows) return answer;
    asked = [...new Set([...asked, ...deliveryAspects(previous).filter((a) => subjectAspects.includes(a))])];
    question = `${previous} ${latest}`;
  }
  // Every question of the message asks delivery or one of its aspects.
  // Several questions the engine answered each (no part note) keep their reply: each part gets what
  // it gets alone.
  // A delivery question whose aspect the reply does not state ('Kann ich mir den Liefertag
  // aussuchen?' beside the delivery time, both answered by one passage) gets its facts added.
  if (
    questions.length > 1 &&
    answer.text !== c.fallback &&
    !answer.text.includes(c.note.text) &&
    questions.filter(asksDelivery).every((q) => states(answer.text, deliveryAspects(q)))
  )
    return answer;
  // A question asking an aspect of delivery ('Und kann man ne feste Uhrzeit ausmachen?') is one; its
  // cost alone is not ('Sind eure Preise mit MwSt?').
  // A product's cost is its price ('Was kostet ein Boxspringbett?'), not delivery's.
  const ofDelivery = (s: string) => {
    const aspects = deliveryAspects(s);
    return (
      asksDelivery(s) ||
      aspects.some((a) => a !== 'area' && a !== 'time') ||
      (!c.own(deliveryRest(s)).length && !(c.pagesOf(s) && aspects.every((a) => a === 'area')))
    );
  };
  // Beside another subject, the delivery question the reply left to the part note gets its facts
  // in the note's place ('Welche Garantie bekomme ich? Kann ich mir den Liefertag aussuchen?').
  const mixed = !questions.every(ofDelivery);
  if (mixed) {
    question = questions.filter(asksDelivery).join(' ');
    asked = deliveryAspects(question).filter((a) => !states(answer.text, [a]));
    if (!question || !asked.length || answer.text === c.fallback) return answer;
  }
  // A distance given earlier in the conversation is the visitor's situation ('ca 35 km' – 'und baut ihr auch auf?').
  const distance = [...messages]
    .reverse()
    .map(distanceKm)
    .find((d) => d !== undefined);
  if (distance !== undefined && !asked.includes('area')) asked = [...asked, 'area'];
  read ??= { passages: c.matcher.saying(/./) };
  // Several questions: the lines the reply gives come first, so a part keeps what it gets alone.
  const given =
    questions.length > 1 && answer.text !== c.fallback
      ? answer.text
          .split('\n\n')
          .filter((x) => !x.includes(c.note.text))
          .map((text) => ({ page: '', answer: { text, links: answer.links?.slice(0, 1) } }))
      : [];
  const d = deliveryAnswer(read.passages, asked, question, distance, c.pagesOf(messages.join(' ')), c.verdict, given);
  if (!d) return answer;
  const said = new Set(c.matcher.terms(d.text));
  const folded = fold(d.text);
  const says = (w: string) => said.has(w) || folded.includes(w.slice(0, 5));
  const open = c.own(deliveryRest(latest)).filter((w) => !says(w) && (distance === undefined || c.matcher.known(w)));
  // Written as a name: capitalised inside a sentence.
  const capitalised = latest
    .split(/\s+/)
    .filter((x, i, all) => i > 0 && /^\p{Lu}/u.test(x) && !/[.!?]$/.test(all[i - 1]!))
    .map(fold);
  // A place ('nach Österreich') the facts do not name is what the question is about.
  const place = (w: string) => fold(latest).includes(`nach ${w.slice(0, 4)}`);
  const named = (w: string) =>
    place(w) || (!c.matcher.known(w) && capitalised.some((x) => x.startsWith(w.slice(0, 4))));
  if (open.length && (d.overview || (distance === undefined && open.some(named)))) return answer;
  const partOpen = answer.text === c.fallback || answer.text.includes(c.note.text);
  // The reply kept states each aspect, and not as one of two topics (the other one off the question).
  if (
    !partOpen &&
    states(answer.text, d.aspects) &&
    !/^Dazu passen zwei Themen:/.test(answer.text) &&
    // A page's opening (a product's introduction) is no answer to a delivery question.
    (answer.links ?? []).every((l) => l.href.includes('#')) &&
    (distance === undefined || answer.text.includes(' km liegen Sie '))
  )
    return answer;
  // A fact the site states for one product answers another only with the note ('altes Bett' of the senior beds).
  const product = c.pagesOf(messages.join(' '));
  const elsewhere =
    d.aspects.includes('disposal') &&
    d.links?.some((l) => l.href.startsWith('/produkte/') && !(product && l.href.startsWith(product)));
  if (mixed) {
    const text = `${answer.text.replace(c.note.text, '').trimEnd()}\n\n${d.text}`;
    return { text, links: [...(answer.links ?? []), ...(d.links ?? [])] } as unknown as A;
  }
  const reply = open.length || elsewhere ? withOpenNote(d, c.note) : d;
  // The facts replace the reply whole (no advice's draft beside them).
  return { text: reply.text, links: reply.links } as A;
}
