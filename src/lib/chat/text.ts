/**
 * German text processing for the chat matcher: folding (case, umlauts, ß), phrase synonyms,
 * stop words and a light stemmer. The same pipeline runs over the indexed topics and over the
 * visitor's question, so both sides always agree on the form of a word.
 */

/** Lower-cases and folds umlauts and ß: 'Öffnungszeiten' and 'oeffnungszeiten' become equal. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Multi-word phrases that mean one thing. Applied to folded text before it is split into
 * words, so 'wie lange dauert' and 'wann kommt' reach the delivery-time topic although each
 * word alone says little. The replacement is a canonical keyword that the topics index.
 */
const phraseSynonyms: readonly (readonly [RegExp, string])[] = [
  [/\bwie ?lange? (?:dauert|braucht|brauchen|dauern)\b/g, ' lieferzeit '],
  [/\bwann (?:kommt|kommen|bekomme|bekommen|erhalte|erhalten)\b/g, ' lieferzeit '],
  [/\bwie ?(?:schnell|fix)\b/g, ' lieferzeit '],
  [/\bwie ?lange? (?:haelt|halten|hält|lebt)\b/g, ' haltbarkeit '],
  [/\bwie ?(?:viel|teuer)\b/g, ' preis '],
  [/\bwas kostet\b/g, ' preis '],
  [/\bwo (?:seid|sind|ist|finde|liegt)\b/g, ' anfahrt '],
  [/\bwie komme\b/g, ' anfahrt '],
  [/\bwann (?:habt|haben) (?:ihr|sie) (?:auf|offen|geoeffnet)\b/g, ' oeffnungszeiten '],
  [/\bgeoeffnet\b/g, ' oeffnungszeiten '],
  [/\bauf ?haben\b/g, ' oeffnungszeiten '],
  [/\bprobe ?liegen\b/g, ' probeliegen '],
  [/\bnach mass\b/g, ' massanfertigung '],
  [/\bbox ?spring(?:e)?\b/g, ' boxspring '],
];

/** Single words that mean the same as a keyword the topics use. Keys and values are folded. */
const wordSynonyms: Readonly<Record<string, string>> = {
  kosten: 'preis',
  kostet: 'preis',
  teuer: 'preis',
  guenstig: 'preis',
  euro: 'preis',
  preise: 'preis',
  liefertermin: 'lieferzeit',
  lieferdauer: 'lieferzeit',
  lieferfrist: 'lieferzeit',
  wartezeit: 'lieferzeit',
  dauer: 'lieferzeit',
  gewaehrleistung: 'garantie',
  gewaehr: 'garantie',
  reklamation: 'garantie',
  umtausch: 'umtauschen',
  umtauschrecht: 'umtauschen',
  lebensdauer: 'haltbarkeit',
  haltbar: 'haltbarkeit',
  langlebig: 'haltbarkeit',
  lebenszeit: 'haltbarkeit',
  oeffnungszeit: 'oeffnungszeiten',
  geschaeftszeiten: 'oeffnungszeiten',
  ladenzeiten: 'oeffnungszeiten',
  telefonnummer: 'telefon',
  nummer: 'telefon',
  anrufen: 'telefon',
  mail: 'email',
  'e-mail': 'email',
  adresse: 'anfahrt',
  anschrift: 'anfahrt',
  wegbeschreibung: 'anfahrt',
  route: 'anfahrt',
  parken: 'parkplatz',
  parkplaetze: 'parkplatz',
  aufbauen: 'montage',
  aufbau: 'montage',
  montieren: 'montage',
  zusammenbauen: 'montage',
  liefern: 'lieferung',
  liefert: 'lieferung',
  versand: 'lieferung',
  versandkosten: 'lieferung',
  bringen: 'lieferung',
  testen: 'probeliegen',
  ausprobieren: 'probeliegen',
  probieren: 'probeliegen',
  reinigen: 'pflege',
  reinigung: 'pflege',
  sauber: 'pflege',
  waschen: 'pflege',
  saubermachen: 'pflege',
  individuell: 'massanfertigung',
  massgefertigt: 'massanfertigung',
  sondergroesse: 'massanfertigung',
  wunschmass: 'massanfertigung',
  konfigurieren: 'massanfertigung',
  hergestellt: 'herstellung',
  produziert: 'herstellung',
  produktion: 'herstellung',
  fertigung: 'herstellung',
  gefertigt: 'herstellung',
  handarbeit: 'herstellung',
  werkstatt: 'herstellung',
  stoff: 'material',
  stoffe: 'material',
  materialien: 'material',
  holz: 'material',
  schadstoff: 'material',
  schadstofffrei: 'material',
  vorteil: 'vorteile',
  unterschied: 'vorteile',
  besser: 'vorteile',
  warum: 'vorteile',
  termin: 'beratung',
  beraten: 'beratung',
  showroomtermin: 'beratung',
  seitenschlaefer: 'schlaefertyp',
  rueckenschlaefer: 'schlaefertyp',
  bauchschlaefer: 'schlaefertyp',
  wechselschlaefer: 'schlaefertyp',
  schlafposition: 'schlaefertyp',
  schlaflage: 'schlaefertyp',
  haertegrad: 'haerte',
  hart: 'haerte',
  weich: 'haerte',
  fest: 'haerte',
};

/**
 * Words that carry no topic: articles, pronouns, auxiliaries, question words and politeness.
 * Folded forms. Removing them keeps a question about the weather from matching a topic
 * through 'ist' or 'die'.
 */
const stopWords = new Set(
  (
    'a ab aber alle alles als also am an auch auf aus bei beim bin bis bitte bist da dafuer damit dann ' +
    'das dass dein deine dem den denn der des dich die dir doch du ein eine einem einen einer eines ' +
    'er es etwa etwas euch euer eure fuer gab gibt gut hab habe haben habt hallo hat hatte hi ich ihm ' +
    'ihn ihnen ihr ihre im in ins ist ja je jetzt kann kannst koennen koennt koennte man mal mehr mein ' +
    'meine meinem meinen meiner mich mir mit moechte muss muessen nach nicht noch nur ob oder ohne sehr ' +
    'sein seine sich sie sind so soll sollte um und uns unser unsere vom von vor war waere was weil ' +
    'welche welcher welches wenn wer werde werden wie wieso will wir wird wo wohl zu zum zur ueber ' +
    'danke gerne guten tag moin servus frage fragen sagen wissen gern mfg lg bzw ca eigentlich genau ' +
    'man mans viele vielen lange lang wann wieviel'
  ).split(' '),
);

/** Splits folded text into words (letters and digits; hyphens split compounds' parts too). */
function words(folded: string): string[] {
  return folded.split(/[^a-z0-9]+/).filter(Boolean);
}

/**
 * A light German stemmer after CISTEM (Weissweiler & Fraser, 2017): strips -em, -er, -nd and
 * then -e, -s, -n, -t from the end while the word is long enough, treating 'sch', 'ei', 'ie'
 * as one letter. Doubled letters are collapsed, which also absorbs the commonest typo
 * ('Berattung', 'preiss'). 'Lieferzeiten', 'Lieferzeit' and 'lieferzeit' share a stem; so do
 * 'Matratzen' and 'Matratze'.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let s = word
    .replace(/sch/g, '$')
    .replace(/ei/g, '%')
    .replace(/ie/g, '&')
    .replace(/(.)\1+/g, '$1');
  while (s.length > 3) {
    if (s.length > 5 && /(?:em|er|nd)$/.test(s)) s = s.slice(0, -2);
    else if (/[estn]$/.test(s)) s = s.slice(0, -1);
    else break;
  }
  return s.replace(/&/g, 'ie').replace(/%/g, 'ei').replace(/\$/g, 'sch');
}

/** Folds, applies the phrase synonyms and returns the remaining words (not yet stemmed). */
export function tokenize(text: string): string[] {
  let folded = ` ${fold(text)} `;
  for (const [pattern, replacement] of phraseSynonyms) folded = folded.replace(pattern, replacement);
  return words(folded);
}

/**
 * One word to its index form: stop words vanish; synonyms become their keyword; everything
 * is stemmed. Used by MiniSearch as `processTerm` at index and query time.
 */
export function processTerm(word: string): string | null {
  const folded = fold(word);
  if (folded.length < 2 || stopWords.has(folded)) return null;
  const stemmed = stem(folded);
  return synonymsByStem.get(stemmed) ?? stemmed;
}

/** The word synonyms keyed by stem, so inflected forms ('reinige', 'reinigt') map as well. */
const synonymsByStem = new Map(Object.entries(wordSynonyms).map(([word, target]) => [stem(word), stem(target)]));
