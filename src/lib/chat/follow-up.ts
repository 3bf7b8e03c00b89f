/**
 * The conversation's state for a follow-up that brings its own values: 'und in 250 cm?',
 * 'und wenn 215 lang?', 'und wenn ich noch 20 kilo abnehme?', 'und allein?'. Such a turn has no
 * topic of its own; it asks the last question again with its values. `reapply` writes that
 * question: the last question with the follow-up's values in place of its own (a size for a
 * size, a bed length for a bed length or a size's length, a body height for a body height, a
 * weight for a weight, one sleeper for two), or added to it where it had none.
 */
import { fold } from './text.ts';
import { germanFigure, metres } from '../units.ts';

export interface TurnValues {
  /** A bed size, width × length in cm ('200 × 220'). */
  size?: readonly [number, number];
  /** A bed length in cm ('215 lang', 'in 250 cm'). */
  length?: number;
  /** A bed width in cm ('175 breit', 'in 175 cm Breite'). */
  width?: number;
  /** A body height in cm ('1,95'). */
  heightCm?: number;
  /** A body weight in kg. */
  weightKg?: number;
  /** A change of the body weight in kg ('20 kilo abnehmen' is -20). */
  weightChangeKg?: number;
  /** How many sleep in the bed ('allein' 1, 'zu zweit' 2). */
  sleepers?: 1 | 2;
}

// Read on the visitor's own spelling as well as on folded text, so a question asked again keeps
// its capitals (which name the things asked for) and umlauts.
const SIZE = /\b(\d{2,3}) ?(?:x|×|\*|mal) ?(\d{3})\b/i;
const WEIGHT = /\b(\d{1,3}(?:[,.]\d)?) ?(?:kg|kilo(?!met)\w*)(?![a-z])/i;
// 'wiegt 88', 'wiege ca. 73': a number after the verb is a weight even without its unit.
const WEIGHT_VERB = /\bwieg\w* (?:ca\.? |etwa |so )?(\d{2,3}(?:[,.]\d)?)\b(?! ?(?:cm|m\b|meter))/i;
const LOSS = /\babnehm\w*|\babgenommen\b|\bweniger\b|\bleichter\b|\bruntergehe?n?\b/;
const GAIN = /\bzunehm\w*|\bzugenommen\b|\bmehr\b|\bschwerer\b/;
const METRES = /\b([12])[,.](\d{1,2}) ?(?:m|meter)?(?![\d,.]*\s*(?:kg|kilo|x|euro))(?![a-z0-9])/i;
const CENTIMETRES = /\b(1\d\d|2[0-6]\d) ?(?:cm|zentimeter)?(?= ?(?:lang\w*|cm|zentimeter|\?|$))/;
const LENGTH_WORD = /\blang\w*|\blaenge|\blange\b/;
// 'und wenn ich 175 breit brauch?', 'in 175 cm Breite': a bed's width, the first figure of a size.
const WIDTH = /\b(\d{2,3}) ?(?:cm|zentimeter)? ?(?:breit\w*)|\bbreite (?:von |mit )?(\d{2,3})\b/;
// When the value will hold ('bis zum Sommer', 'bis nächstes Jahr', 'in drei Monaten') says how,
// not what, the visitor asks: it does not make the follow-up a question of its own.
const WHEN =
  /\b(?:bis|ab|in|im|zum|nach)(?: (?:zum|zur|nachste\w*|kommende\w*|diese\w*|den|dem|ein\w*|\d+|zwei|drei|paar))* ?(?:sommer|winter|fruhling|fruhjahr|herbst|jahr\w*|monat\w*|woche\w*|urlaub|umzug|hochzeit|geburt|weihnacht\w*|ostern)\b/g;
const ONE = /\b(?:allein\w*|einzeln|f(?:u|ü|ue)r mich|nur ich|single)\b/i;
const TWO = /\b(?:zu zweit|zu zweien|f(?:u|ü|ue)r zwei|f(?:u|ü|ue)r uns beide|wir beide|als paar|zusammen)\b/i;

const PERSON = /\b(?:mein(?:e|em|er)? (?:mann|frau|partner\w*|freund\w*|sohn|tochter)|partner\w*)\b/i;

const number = (s: string) => Number(s.replace(',', '.'));
/** A body height as a visitor writes it: 195 → '1,95 m'. */
const asMetres = (cm: number) => `${metres(cm)} m`;
/** A weight as a visitor writes it: 72.5 → '72,5'. */
const kilos = germanFigure;

/** The values a message brings (folded text is read, so 'Länge' and 'laenge' are one). */
export function valuesOf(text: string): TurnValues {
  const t = fold(text).replace(/\s+/g, ' ').trim();
  const values: TurnValues = {};
  const size = SIZE.exec(t);
  if (size) values.size = [Number(size[1]), Number(size[2])];
  const weight = WEIGHT.exec(t) ?? WEIGHT_VERB.exec(t);
  if (weight) {
    const kg = number(weight[1]!);
    const change = LOSS.test(t) ? -kg : GAIN.test(t) ? kg : 0;
    if (change) values.weightChangeKg = change;
    else if (kg >= 30 && kg <= 250) values.weightKg = kg;
  }
  let rest = t.replace(SIZE, ' ').replace(WEIGHT, ' ').replace(WEIGHT_VERB, ' ');
  const width = WIDTH.exec(rest);
  if (width) {
    values.width = Number(width[1] ?? width[2]);
    rest = rest.replace(WIDTH, ' ');
  }
  const metres = METRES.exec(rest);
  if (metres) values.heightCm = Math.round(Number(`${metres[1]}.${metres[2]!.padEnd(2, '0')}`) * 100);
  else {
    const cm = CENTIMETRES.exec(rest);
    if (cm) {
      const v = Number(cm[1]);
      // A length word or a bed's lengths (from 200 cm) make it the bed's; below, a body height.
      if (LENGTH_WORD.test(rest) || v >= 200) values.length = v;
      else values.heightCm = v;
    }
  }
  if (ONE.test(t)) values.sleepers = 1;
  else if (TWO.test(t)) values.sleepers = 2;
  return values;
}

const hasValues = (v: TurnValues) => Object.keys(v).length > 0;

/**
 * A bed length the visitor names beside a body height in metres ('Bin 1,76 – und in 200 cm?',
 * 'reicht dann 210?'): the length in cm, read once the height is taken out.
 */
export function bedLengthOf(text: string): number | undefined {
  // A height written in centimetres ('mein Mann 192 cm') is no bed length: with no height in
  // metres, a figure in cm beside a body height is read as that height, not as a length.
  if (!METRES.test(fold(text))) return undefined;
  const rest = fold(text).replace(new RegExp(METRES.source, 'gi'), ' ');
  const v = valuesOf(rest);
  return v.length ?? v.size?.[1];
}

/** A size the visitor names in words ('in Überlänge', 'in Sondergröße'). */
const SIZE_WORD = /\b(?:in\s+)?(?:[üu]e?berl[äa]e?nge|sonderma(?:ß|ss)|sondergr[öo]e?(?:ß|ss))\w*/i;

/** At most this many words make a follow-up that only brings values. */
const SHORT = 8;

/**
 * The last question asked again with the follow-up's values, or undefined when the follow-up
 * brings none, is not short, or its values have nothing to replace or join in that question
 * (a weight change without a weight before).
 */
export function reapply(previous: string, followUp: string): string | undefined {
  const folded = fold(followUp);
  // A size ('95 x 200') is one value however it is spaced.
  if (folded.replace(WHEN, ' ').replace(SIZE, ' size ').split(/\s+/).filter(Boolean).length > SHORT) return undefined;
  const before = valuesOf(previous);
  const v = valuesOf(followUp);
  // A bare number is a value of the kind the last question had ('bei 92 kilo?' – 'und 58?'); a
  // number with another unit is none ('und wenn ich 90 km weg wohn?' is a distance).
  const bare =
    /\b(\d{2,3})\b(?![,.]\d)(?!\s?(?:km\b|kilometer|m\b|meter|cm\b|zentimeter|mm\b|€|euro|eur\b|%|prozent|jahr|monat|woche|tag|minute|min\b|stunde|std\b|grad|watt|liter|qm\b|m²))/i.exec(
      followUp,
    );
  // A number without a unit after a question that had a weight and no height is a weight, the
  // kind of value that question had ('und mein mann? der hat 104'), unless a height is said ('ist').
  // A height written in metres ('und bei 2,04?') is a height.
  if (
    v.heightCm !== undefined &&
    before.weightKg !== undefined &&
    before.heightCm === undefined &&
    !METRES.test(folded) &&
    !/\d ?(?:cm|zentimeter|m\b|meter)|\b(?:ist|bin|gross)\b/i.test(folded)
  ) {
    v.weightKg = v.heightCm;
    delete v.heightCm;
  }
  if (
    v.weightKg === undefined &&
    v.weightChangeKg === undefined &&
    v.heightCm === undefined &&
    v.length === undefined &&
    v.width === undefined &&
    !v.size &&
    bare
  ) {
    const n = Number(bare[1]);
    if (before.weightKg !== undefined && n >= 30 && n <= 250) v.weightKg = n;
    else if ((before.size || before.length !== undefined) && n >= 180 && n <= 260) v.length = n;
  }
  if (!hasValues(v)) return undefined;
  // Another person's values join the last question's: advice for both. The follow-up is asked as
  // one plain clause about that person ('mein Mann wiegt 104 kg'), whatever else it says around
  // them ('und mein mann? der hat 104', 'und für zwei? mein freund wiegt 88').
  const person = PERSON.exec(folded);
  if (person && (v.weightKg !== undefined || v.heightCm !== undefined)) {
    const facts = [
      v.weightKg === undefined ? '' : `wiegt ${kilos(v.weightKg)} kg`,
      v.heightCm === undefined ? '' : `ist ${asMetres(v.heightCm)}`,
    ].filter(Boolean);
    return `${previous.trim().replace(/[\s?!.]+$/, '')}, ${person[0]} ${facts.join(' und ')}?`;
  }
  // 'und 191 cm?' after a bed's size: a bed length, the same kind of value the question had.
  if (v.heightCm !== undefined && !METRES.test(folded) && before.heightCm === undefined)
    if (before.size || before.length !== undefined) {
      v.length = v.heightCm;
      delete v.heightCm;
    }
  const asked = previous.replace(/\s+/g, ' ').trim();
  let q = asked;
  const add: string[] = [];
  if (v.size) {
    if (SIZE.test(q)) q = q.replace(SIZE, `${v.size[0]}x${v.size[1]}`);
    // A size named in words is the size the last question asked: 'Gibt es eure Topper auch in
    // Überlänge?' – 'und in 120x200?' asks the toppers in 120x200, not both.
    else if (SIZE_WORD.test(q)) q = q.replace(SIZE_WORD, `in ${v.size[0]}x${v.size[1]}`);
    else add.push(`in ${v.size[0]}x${v.size[1]}`);
  }
  if (v.length !== undefined) {
    if (before.size) q = q.replace(SIZE, `${before.size[0]}x${v.length}`);
    else if (before.length !== undefined) q = q.replace(String(before.length), String(v.length));
    else add.push(`in ${v.length} cm Länge`);
  }
  if (v.width !== undefined) {
    // A width needs a size to go into: 'und 175 breit?' after '160x200'.
    if (!before.size) return undefined;
    const size = SIZE.exec(q);
    if (size) q = q.replace(size[0], `${v.width}x${size[2]}`);
  }
  // 'er'/'sie' in the follow-up is the other person the last question named ('Ich bin 1,86 und
  // mein Freund ist 1,97.' – 'und wenn er doch nur 1,89 ist?'): that person's value changes.
  const other = /\b(?:er|sie)\b/.test(followUp) ? PERSON.exec(q) : null;
  const of = (p: RegExp, by: string) => {
    const at = other ? q.slice(other.index).search(p) : -1;
    return at < 0 ? q.replace(p, by) : q.slice(0, other!.index) + q.slice(other!.index).replace(p, by);
  };
  if (v.heightCm !== undefined) {
    const m = METRES.exec(q);
    if (m) q = of(METRES, asMetres(v.heightCm));
    else if (before.heightCm !== undefined) q = q.replace(String(before.heightCm), String(v.heightCm));
    else add.push(`ich bin ${asMetres(v.heightCm)} groß`);
  }
  if (v.weightKg !== undefined || v.weightChangeKg !== undefined) {
    const kg = v.weightKg ?? (before.weightKg === undefined ? undefined : before.weightKg + v.weightChangeKg!);
    if (kg === undefined || kg < 30 || kg > 250) return undefined;
    const label = kilos(kg);
    // A change is the first weight's (the other's weight is not read here).
    if (before.weightKg !== undefined)
      q = v.weightKg === undefined ? q.replace(WEIGHT, `${label} kg`) : of(WEIGHT, `${label} kg`);
    else add.push(`ich wiege ${label} kg`);
  }
  if (v.sleepers !== undefined) {
    const [from, to] = v.sleepers === 1 ? [TWO, 'allein'] : [ONE, 'zu zweit'];
    if (from.test(q)) q = q.replace(from, to);
    else if (before.sleepers !== v.sleepers) add.push(to);
  }
  if (add.length) q = `${q.replace(/[\s?.!]+$/, '')} ${add.join(', ')}?`;
  return q === asked ? undefined : q;
}

/**
 * What a follow-up without a topic of its own asks about the conversation's subject: its cost,
 * how often, how long it lasts or takes, what it excludes, how to come without a car, what holds
 * further away, whom to write to ('kostet das was?', 'wie oft kann man das machen?', 'und wie
 * lange halten die?', 'und was ist da nicht drin?', 'und ohne auto?'). `asked` reads the folded
 * follow-up, `answered` a sentence that answers it, `query` is the site's own word for it;
 * `fromAnswer` lets a sentence of the previous answer answer it (the exclusions are searched
 * first: the overview's 'nicht für Sondermaße' is the exchange's limit, not the guarantee's).
 */
export interface FollowUpAspect {
  name: string;
  asked: RegExp;
  answered: RegExp;
  query: string;
  fromAnswer: boolean;
}

const followUpAspects: readonly FollowUpAspect[] = [
  {
    name: 'cost',
    asked:
      /\b(?:was|wie ?viel) (?:kostet|kosten|kost\w*|nehmt|nehmen|verlangt|verlangen)\b|\bkostet\w*|\bkosten\b|\bkostn\b|\bpreis\w*|\bteuer\w*|\baufpreis\w*|\bextra\b|\bgratis\b|\bumsonst\b|\bkostenlos\b|\bkostenpflichtig\b|\b(?:be)?zahl\w*|\bbilliger\b|\bgunstiger\b|\berstatt\w*|\bzuruck\b|\bgeld\b/,
    answered: /kostenlos|kostenfrei|gratis|ohne aufpreis|inklusive|preis|\bkost|euro|erstatt|\bzahl/,
    query: 'Kosten kostenlos Preis',
    fromAnswer: true,
  },
  {
    name: 'frequency',
    asked:
      /\bwie oft\b|\bwie haufig\b|\bmehrmals\b|\bmehrfach\b|\b(?:zwei|drei|vier)mal\b|\bnoch ?mal\b|\bnoch einmal\b|\bofter\b/,
    answered:
      /\b(?:ein|zwei|drei)mal\b|\bjahrlich\b|\bjedes jahr\b|\balle \d|\bpro (?:jahr|monat|woche)\b|\bim jahr\b|\bmonatlich\b|\btaglich\b|\bwochentlich\b|\bregelmassig\b/,
    query: 'einmal jährlich alle Jahre',
    fromAnswer: true,
  },
  {
    name: 'durability',
    // 'nach wie vielen Jahren muss man die tauschen?', 'wann sollte man den ersetzen?'
    asked:
      /\bwie lange (?:halt|halten|hebt|lebt|leben)\w*|\blebensdauer\w*|\bhaltbar\w*|\b(?:nach wie ?viel\w* jahr\w*|wann)(?: \w+){0,4} (?:aus)?(?:tausch|ersetz|erneuer|wechsel)\w*/,
    // A lifetime, not a guarantee's term ('5 Jahre Garantie' says nothing about how long a bed lasts).
    answered:
      /(?:lebensdauer|nutzungsdauer|ausgelegt|ersetz|erneuer|\bhalt)[^.]*\bjahr|\bjahr[^.]*(?:lebensdauer|nutzungsdauer|ausgelegt|ersetz|erneuer)/,
    query: 'Lebensdauer Jahre',
    fromAnswer: true,
  },
  {
    name: 'duration',
    asked: /\bwie lange\b|\bwie ?viel zeit\b|\bdauer\w*/,
    answered: /\d+(?: ?[–-] ?\d+)? ?(?:minute|stunde|tag|woche|monat|jahr|werktag)/,
    query: 'Minuten Wochen',
    fromAnswer: true,
  },
  {
    name: 'start',
    asked:
      /\bab wann\b(?: (?:beginnt|beginnen|fangt|lauft|laufen|startet|gilt|gelten|zahlt|zahlen)\b(?: (?:die|der|das) (?:frist\w*|zeit))?)?|\bwann (?:beginnt|beginnen|fangt|lauft|laufen|startet)\b|\bab welche\w* (?:tag|datum|zeitpunkt)\b/,
    answered: /\b(?:ab|nach) (?:dem |der )?(?:tag|lieferung|ubergabe|kauf|erhalt)|\bbeginn/,
    query: 'Beginn ab Lieferung',
    // Searched first: an overview names several periods, each from its own start.
    fromAnswer: false,
  },
  {
    name: 'exclusions',
    asked:
      /\bwas (?:ist |sind |wird |gilt )?(?:da |denn |dabei |davon )?(?:alles )?nicht\b|\bnicht (?:mit )?(?:drin|dabei|enthalten|inbegriffen|inklusive|abgedeckt|gedeckt|erfasst|versichert)\b|\bausnahme\w*|\bausgeschlossen\b|\bausgenommen\b|\beinschrankung\w*|\bhaken\b/,
    // The guarantee's exclusions are a list of what wears ('Abnutzung', 'Verschleißteile').
    answered:
      /nicht erfasst|ausgeschlossen|ausgenommen|ausnahme|nicht abgedeckt|gilt nicht|\bnicht fur\b|unsachgemass|abnutzung|verschleiss/,
    query: 'nicht erfasst ausgeschlossen',
    fromAnswer: false,
  },
  {
    name: 'transport',
    asked:
      /\b(?:ohne|kein\w*|nicht mit dem) (?:eigene\w* )?(?:auto|wagen|pkw|fuhrerschein)\b|\boffis?\b|\boffentlich\w*|\bmit (?:dem |der )?(?:bus|zug|bahn)\b|\bzu fuss\b/,
    answered: /\bbus\w*|\bbahn\w*|haltestelle|gehminute/,
    query: 'Bus und Bahn Haltestelle',
    fromAnswer: true,
  },
  {
    name: 'distance',
    asked: /\b\d+ ?(?:km|kilometer)\b|\bweit(?:er)? (?:weg|entfernt)\b|\bentfernt\b|\bausserhalb\b/,
    answered: /\bkm\b|umkreis|strecke|entfern/,
    query: 'Umkreis km weitere Strecken',
    fromAnswer: true,
  },
  {
    name: 'contact',
    asked:
      /\b(?:an|bei) we[nm]\b(?: (?:\w+ )?(?:schreib|schick|wend|meld|richt)\w*)?|\bwohin (?:\w+ )?(?:schreib|schick|wend|meld)\w*|\bwen (?:muss|kann|soll) ich\b|\bwie erreich\w*/,
    answered: /@|\btelefon|\be ?mail\b|\bpost\b|anschrift/,
    query: 'E-Mail Telefon Post Kontakt',
    fromAnswer: true,
  },
];

/** The aspect a text asks among others ('wie lange hält so ein Teil'), if any. */
export const aspectAsked = (text: string): FollowUpAspect | undefined =>
  followUpAspects.find((a) => a.asked.test(fold(text).replace(/\s+/g, ' ')));

/**
 * The services an aspect can be asked of, in the site's words (read as the search reads them,
 * so 'nehmt ihr die alte mit' is the disposal): 'kostet das was?' after one of them asks its
 * cost, which its own text states, never a bed's price.
 */
export const followUpServices =
  'Lieferung Versand Montage Aufbau Entsorgung Umtausch Anpassung Abholung Beratung Probeliegen Probeschlafen Garantie Reparatur Wartung Wasserwechsel Widerruf';

/** How a follow-up is said rather than what it asks ('und wenn ich gut 90 km weg wohn?'). */
const FILLER =
  /\b(?:wohn\w*|einplan\w*|gut|weg|ca|etwa|ungefahr|so|mal|ne|nen|denn|da|dann|auch|und|wenn|aber|eigentlich)\b/g;

/**
 * The aspect a follow-up asks when it asks nothing else: no word of its own is left once the
 * aspect's words and the way it is said are taken out ('kostet das was?', not 'kostet der
 * Topper was?'). `ownTerms` gives a text's search terms that can choose an answer.
 */
export function aspectOf(followUp: string, ownTerms: (text: string) => readonly string[]): FollowUpAspect | undefined {
  const aspect = aspectAsked(followUp);
  if (!aspect) return undefined;
  const t = fold(followUp).replace(/\s+/g, ' ').trim();
  let rest = t;
  for (const a of followUpAspects) rest = rest.replace(new RegExp(a.asked.source, 'g'), ' ');
  return ownTerms(rest.replace(FILLER, ' ')).length ? undefined : aspect;
}
