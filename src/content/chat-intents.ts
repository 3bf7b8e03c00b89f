/**
 * The chat's conversation copy and word lists: what the engine (src/lib/chat/engine.ts)
 * recognises beyond the site's own words (conversation, complaints, abuse, foreign-language
 * messages, the visitor's figures, the topics a follow-up can refer back to) and the sentences
 * it wraps around the site's answers. Facts (phone, hours, address) come from site.ts; answers
 * about the products, services and legal pages come from the content modules through the
 * knowledge base, never from here.
 *
 * Patterns are tested against the message folded like the search (lower case, umlauts and ß
 * folded, punctuation as spaces), so they are written in plain German.
 */
// The patterns are folded transliterations of how visitors type, not copy:
// cspell:ignoreRegExp /\/(?:[^/\n\\]|\\.)+\/[gimsuy]*/g
import { company, facts, openingHours, standardSizes } from './site.ts';
import { contactLink as formLink, phoneLink, showroomHours as hours } from './chat.ts';
import type { Interest } from './interests.ts';
import { adviceNotes } from '../lib/sleep-advice.ts';
import { withUnit } from '../lib/units.ts';
import { NBSP } from '../lib/typography-marks.ts';
import { doctorNote } from './doctor-note.ts';
import { lengthAllowanceCm } from './products/ueberlaenge.ts';

// Derived values are functions, called only by the literal exports the build evaluates: the code
// the browser keeps for this module's functions then holds no top-level call it cannot drop.
/** When the phone is answered: the service page's own reading, not the showroom's hours. */
const phoneHours = () => openingHours.servicePhone.map((r) => `${r.days}: ${r.hours}`).join(', ');
/** How to reach the team in person, each way with its own hours, as the site states them. */
export const reachByPhone = `telefonisch unter ${company.phoneDisplay} (${phoneHours()}), im Showroom (${hours})`;

/** Replies to conversation, each used only when a message holds nothing else the site answers. */
export const chatConversation = {
  greeting: {
    pattern:
      /^(?:hallo|hallochen|hallihallo|hi|hey|huhu|yo|moin|servus|gruss gott|guten (?:tag|morgen|abend|mittag))\b/,
    reply: {
      text: 'Hallo! Schön, dass Sie da sind. Was möchten Sie wissen – zum Beispiel zu Lieferzeit, Garantie, Härtegrad, Preisen oder Öffnungszeiten?',
    },
  },
  thanks: {
    // Words of praise may stand inside the thanks ('hat mir echt weitergeholfen'): the message
    // is still thanks, never a question opening with 'hat'.
    pattern:
      /\b(?:danke|dankeschon|vielen dank|merci|thx|thanks|(?:hat|hast|habt|haben)(?: (?:mir|uns))?(?: (?:echt|wirklich|sehr|total|mega|voll|richtig|so|super|enorm|viel|gut))* (?:weiter)?geholfen|weitergeholfen)\b/,
    reply: { text: 'Gern geschehen! Wenn Sie noch eine Frage haben, schreiben Sie mir einfach.' },
  },
  goodbye: {
    pattern:
      /\b(?:tschuss|tschau|ciao|bye|auf wiedersehen|auf wiederhoren|bis bald|bis dann|bis spater|bis morgen|bis samstag|bis \w+tag|schones wochenende|schonen tag|schonen abend|gute nacht|meld\w* mich (?:spater|nochmal|wieder|morgen))\b/,
    reply: { text: 'Auf Wiedersehen und danke für Ihren Besuch! Bei weiteren Fragen bin ich gern wieder für Sie da.' },
  },
  acknowledge: {
    pattern: /^(?:ok|okay|oki|k|alles klar|gut|super|prima|toll|perfekt|verstehe|aha|ah ok|jo|ja|nein|nee|passt|cool)$/,
    reply: { text: 'Alles klar! Wenn Sie noch etwas wissen möchten, fragen Sie einfach.' },
  },
  /**
   * A short reaction and nothing else ('ok schade', 'na gut', 'hm', 'ach so'): it asks nothing, so
   * it gets a short acknowledgement with the direct contacts, never a passage that shares a word
   * with it ('schade' is no 'Schaden'). Regret ('schade', 'mist') is answered with regret.
   */
  reaction: {
    pattern:
      /^(?:(?:ok|okay|oki|na|gut|schade|hm+|ach|achso|ah|aha|oh|naja|na ja|mist|tja|so|dann|halt|eben|also|ja|jo|nein|nee|klar|alles klar|verstehe|verstanden|echt|wirklich|doof|blod|dumm|bedauerlich|ist|das|ist ja|aber|auch|egal|hmpf|och|menno|leider|nicht)\s*)+$/,
    /** A reaction word proper: fillers alone ('ist das so') are no reaction. */
    core: /\b(?:ok|okay|oki|na|gut|schade|hm+|ach|achso|ah|aha|oh|naja|mist|tja|klar|verstehe|verstanden|doof|blod|dumm|bedauerlich|hmpf|och|menno|leider)\b/,
    regret: /\b(?:schade|mist|doof|blod|dumm|bedauerlich|leider|menno|och)\b/,
  },
  human: {
    pattern:
      /\b(?:bist du|sind sie|seid ihr) (?:\w+ ){0,3}(?:mensch|bot|roboter|chatbot|computer|ki|maschine|echt|real)|\b(?:wer|was) bist du\b|\bwie heisst du\b|\b(?:sitzt|ist) (?:da )?(?:\w+ ){0,2}(?:jemand|wer)\b.*\bam anderen ende\b|\b(?:bist du|sind sie) (?:\w+ ){0,2}(?:herr|frau) \w+ personlich\b/,
  },
  staff: {
    pattern:
      /\b(?:echten?|richtigen?) (?:mitarbeiter|menschen|person|berater)|\bmit (?:jemand\w*|einem) (?:echte[mn]?|richtige[mn]?)\b|\b(?:mit|einen?) (?:(?:einem|nem|ner|einer) )?(?:mitarbeiter|menschen)\w* (?:sprechen|reden)|\bmenschen sprechen\b/,
  },
  /**
   * A request the assistant cannot carry out (enter an appointment, look up an order or a sent
   * message, arrange a call back, take a photo, keep the conversation): it says so, with why (it
   * runs only in the browser and sends nothing, /datenschutz), and the ways to the team.
   */
  request: {
    pattern: new RegExp(
      [
        // An appointment asked of the assistant ('Kannst du mir … einen Termin eintragen?').
        /^(?=.*\b(?:kannst|konntest|kannste|wurdest|konnen sie|konnten sie|wurden sie|du)\b).*\btermin\w*\b.*\b(?:eintrag\w*|vormerk\w*|reservier\w*|buch(?:en|st)?|festhalt\w*|geben|ausmach\w*|machen)\b/
          .source,
        // An order or a sent message to be looked up or changed here.
        /\b(?:kannst|konntest|kannste) du\b.*\b(?:nachschau\w*|nachseh\w*|nachguck\w*|prufen|checken)\b|\b(?:hier|im chat)\b.*\bbestellung\w* (?:\w+ )?(?:andern|stornier\w*)|\b(?:nachricht|anfrage|mail)\b.*\bangekommen\b|\b(?:formular|kontaktformular)\b.*\b(?:noch (?:nix|nichts|keine antwort)|nix gehort|nichts gehort)\b/
          .source,
        // A call back arranged through the chat ('Könnt ihr mich zurückrufen? Meine Nummer …').
        /\b(?:mich|uns)\b.*\bzuruck ?ruf\w*|\bzuruck ?ruf\w*.*\b(?:mich|uns|nummer)\b|\bruckruf\w* (?:\w+ )?(?:veranlass\w*|organisier\w*)|\bveranlass\w*\b.*\bzuruck ?ruf\w*/
          .source,
        // An action on the visitor's own order or appointment asked of the assistant, in du or Sie
        // or as a plea ('Bitte storniere meine Bestellung 12345', 'Können Sie meinen Termin
        // verschieben?'); asking whether or how one may do it ('Kann ich meine Bestellung
        // stornieren?', 'wie verschiebe ich …') asks the site's rules and is no request.
        /^(?!.*\b(?:kann|konnt|darf|durf|muss|soll)\w* (?:ich|man|wir)\b|.*\b(?:wie|wann|ob)\b)(?=.*(?:bestell|auftrag|termin|lieferung))(?=.*\b(?:bitte|du|sie|ihr|kann\w*|konn\w*|wurd\w*)\b|stornier|ander|verschieb|verleg|sag|schau|pruf)(?=.*\b(?:stornier|absag|sag\w* (?:\w+ ){0,4}ab\b|abbestell|ander(?:n|st|t|e(?= (?:bitte )?(?:mein|unser|d)))?\b|umbuch|verschieb|verleg|nachschau|schau\w* (?:\w+ ){0,4}nach\b|nachseh|pruf|ruckgangig))/
          .source,
        // A photo or file sent to the assistant; a message passed on.
        /\b(?:dir|ihnen|hier)\b.*\b(?:foto|bild|datei|grundriss)\w*\b.*\b(?:schick\w*|send\w*|hochlad\w*)|\b(?:kannst|konntest) du\b.*\b(?:weiterleit\w*|weitergeb\w*|ausricht\w*)/
          .source,
      ].join('|'),
    ),
    /** Keeping the conversation for later ('Kannst du dir merken, was wir besprochen haben?'). */
    memory: /\b(?:kannst|konntest|wirst) du (?:dir )?(?:\w+ )?(?:merken|speichern|erinnern|behalten)\b/,
  },
  capabilities: {
    pattern: /\bwas kannst du\b|\bwobei (?:kannst|hilfst) du\b|\bwas weisst du\b|\bwie funktionierst du\b/,
  },
  askAway: {
    pattern:
      /^(?:(?:hallo|hi|hey|moin|guten (?:tag|morgen|abend))[ ,!.]+)?(?:ich (?:hatte|habe|hab) (?:da )?(?:mal |noch )?(?:eine|ne|n) frage|(?:kannst|konnen|konnt) (?:du|sie|ihr) mir (?:mal |bitte )?helfen|ist (?:da )?(?:jemand|wer)(?: da)?|bist du da|na du|lol|haha\w*)$/,
  },
  compliment: {
    pattern:
      /\b(?:war|ist|seid|sind) (?:echt |wirklich |sehr |total |richtig )?(?:top|super|toll|klasse|spitze|hilfreich|prima|genial)(?= *[.,]* *$)|^(?:(?:gute|super|tolle) arbeit|(?:ich finde )?(?:euch|sie|dich) (?:echt |wirklich )?(?:toll|super|klasse|spitze)|ich liebe mein bett|(?:toll|schon|super)\w* (?:bett|betten|service|showroom|seite|website)\b.*)$/,
  },
};

/**
 * A message that asks nothing ('puh, 12 Stunden Nachtdienst', 'sorry für die vielen Fragen',
 * 'ich dokumentiere diesen Chat'): no site answer fits, so it gets a short friendly reply that
 * invites a question and names the direct contacts (phone, hours, form) instead of the
 * 'no sure answer' fallback.
 */
export const chatStatement = {
  /** A message that opens like a question, even without a question mark (after 'und', 'aber', 'oder' too). */
  question:
    /^(?:(?:hallo|hi|hey|moin|guten (?:tag|morgen|abend))\s+)?(?:(?:und|aber|oder)\s+)?(?:wie|was|wo|woher|wohin|wann|wer|wen|wem|welche\w*|warum|wieso|weshalb|weswegen|kann|kannst|konnt|konnen|konnte|gibt|gibts|habt|haben|hat|ist|sind|seid|muss|musst|mussen|darf|durfen|soll|sollte|liefert|liefern|nehmt|nehmen|bietet|bieten|macht|machen|kommt|kommen|braucht|brauche|geht|gilt|gelten|dauert|kostet|kosten|wird|werden|verkauft|fuhrt|erzahl\w*|sag\w*|erklar\w*|zeig\w*|ich (?:mochte|mochten|will|wollte|brauche|brauch|suche|such|hatte gern\w*|wurde gern\w*)|\w+(?:t|st|en|e) (?:ihr|sie|du|man|es|er)\b)\b|\b(?:wie|wo|wann|welche\w*|warum|wieso|weshalb)\b|\bwas (?:kann|konnt|soll|muss|tun|mach\w*|ist|sind|gibt|kostet|bringt|passiert|\w+(?:t|st|en) (?:ihr|sie|du|man))\b/,
  /** Words of a statement: the visitor speaking of themselves, an interjection, a wish. */
  marker:
    /\b(?:ich|ihr|wir|mir|uns|du|dir|dich|euch|mein\w*|unser\w*|puh|uff|haha\w*|hihi|lol|nice|sorry|sry|oh|ach|tja|hmm+|wow|juhu|frohe\w*|schone\w*|gute\w*)\b/,
};

/** Words that compare or ask about the items a message names ('Classic oder Luxury?'). */
export const chatCompare =
  /\b(?:unterschied\w*|unterscheid\w*|vergleich\w*|besser|lieber|versus|vs|oder|gegenuber|statt)\b/;

/** Asking which items there are ('Welche Modelle habt ihr?', 'was für Topper gibt es?'). */
export const chatWhich = /\b(?:welche\w*|was fur|was gibt es|was habt ihr|modelle|arten|sorten|varianten|auswahl)\b/;

/** A section's intro and the names of its items. */
export const chatOverview = (intro: string, names: readonly string[]) => `${intro}\nIm Überblick: ${names.join(', ')}.`;

/** A complaint about the visitor's order or a visit: an apology and the direct line. */
export const chatComplaint = {
  pattern:
    /^(?!.*datenschutz).*\b(?:immer noch nicht|noch immer nicht|sollte (?:\w+ )*(?:kommen|da sein|geliefert)|verspat\w*|zu spat|beschwer\w*|unzufrieden|nicht zufrieden|unfreundlich|enttauscht|genervt|argerlich|verargert|frechheit|unverschamt|sauer|reklamier\w*|kaputt geliefert|beschadigt geliefert|falsch geliefert|niemand (?:meldet|ruft|hat (?:\w+ )?(?:gemeldet|zuruckgerufen|angerufen))|keiner (?:meldet|ruft|hat (?:\w+ )?(?:gemeldet|zuruckgerufen|angerufen))|nicht zuruckgerufen|wo bleibt (?:mein|meine|unser|unsere|die|das|der)\b|macke|kratzer|delle|beschadigt|falsche\w* (?:betrag|summe|rechnung|farbe|grosse|stoff)|erwarte (?:\w+ )*(?:korrektur|antwort|ruckruf|erstattung)|ihr seid (?:echt )?schlecht)\b/,
};

/** Abuse and attempts to instruct the assistant: a calm reply, no facts, no instructions followed. */
export const chatRefusal = {
  abuse:
    /\b(?:dumm\w*|blod\w*|idiot\w*|arschloch\w*|scheiss\w*|mist\w*|nutzlos\w*|bescheuert\w*|depp\w*|doof\w*|halt die klappe|verarsch\w*)\b/,
  injection:
    /<\s*\/?\s*(?:script|img|iframe|svg|a|div|style)\b|\bjavascript:|\bdrop table\b|\bselect \* from\b|\bunion select\b|\bignorier\w* (?:\w+ ){0,3}anweisung\w*|\bsystem ?prompt\b|\bdu bist jetzt\b|\bals admin\b|\bbefehl vom admin\b|\bvergiss (?:\w+ ){0,3}(?:anweisung|regel)\w*/,
};

/** Two or more of these words make a message English (the rest of `chatEnglish` loads only then). */
export const chatEnglishWords = new Set(
  'the you your what when where how do does are is can i we have opening hours speak english price prices cost delivery deliver guarantee warranty address bed beds mattress please thanks hello open store shop which my and weigh sleep side tall lbs firmness recommend suggest would much long length buy'.split(
    ' ',
  ),
);

/**
 * An English message: a note that the chat answers in German, then the answer to the German
 * words its subject maps to (the site is German only).
 */
export const chatEnglish = {
  words: chatEnglishWords,
  /**
   * Folded English phrases and the German words the search knows for them: the message is read
   * as these German words (with the visitor's figures in metric units) and answered as a German
   * question would be. A phrase not listed adds nothing, so an instruction or an off-topic
   * question finds no German subject.
   */
  glossary: [
    [/\bopening hours?\b|\bwhen (?:are|is) (?:you|it|the \w+) open\b|\bopen\b/, 'Öffnungszeiten'],
    [
      /\bhow (?:soon|fast|quickly)\b|\barriv\w*|\bhow long (?:does|would|will|do) (?:the )?(?:it|delivery|shipping)\b/,
      'Wie lange dauert die Lieferung',
    ],
    [/\bdeliver\w*\b|\bship(?:s|ping)?\b/, 'Lieferung'],
    [/\b(?:price|prices|cost|costs)\b|\bhow much\b/, 'Preis'],
    [/\b(?:guarantee|warranty)\b/, 'Garantie'],
    [/\b(?:address|where (?:are you|is your|is the)|location|directions)\b/, 'Adresse Anfahrt'],
    [/\bmattress\w*\b/, 'Matratze'],
    [/\btoppers?\b/, 'Topper'],
    [/\bwater ?beds?\b/, 'Wasserbett'],
    [/\bbox ?springs?\b/, 'Boxspringbett'],
    [/\bsenior\w* beds?\b|\bbeds? for (?:the )?(?:elderly|seniors)\b/, 'Seniorenbett'],
    [/\b(?:care|nursing|hospital) beds?\b/, 'Pflegebett'],
    [/\bfirmness\b|\bhardness\b|\bhow (?:firm|hard|soft)\b/, 'Härtegrad'],
    [/\bbed length\b|\blength of (?:the|a) bed\b|\bhow long (?:a|the|should the|should my) bed\b/, 'Bettlänge'],
    [/\b(?:extra|over) ?long\b|\bthat long\b|\blonger beds?\b/, 'Überlänge'],
    [
      /\b(?:sleep|sleeping|lie|lying) (?:mostly |mainly |usually )?on (?:my|the|his|her|our) side\b|\bside sleeper/,
      'Seitenschläfer',
    ],
    [
      /\b(?:sleep|sleeping|lie|lying) (?:mostly |mainly |usually )?on (?:my|his|her|our) back\b|\bback sleeper/,
      'Rückenschläfer',
    ],
    [
      /\b(?:sleep|sleeping|lie|lying) (?:mostly |mainly |usually )?on (?:my|his|her|our) (?:stomach|belly)\b|\bstomach sleeper/,
      'Bauchschläfer',
    ],
    [/\bdifference\b/, 'Unterschied'],
    [/\b(?:buy|purchase)\b/, 'kaufen'],
    [/\border\b/, 'bestellen'],
    [/\b(?:pay|payment)\b/, 'bezahlen'],
    [/\b(?:exchange|swap)\b/, 'Umtausch'],
    [/\b(?:call|ring|phone) (?:me|us) back\b|\bcall ?-?back\b/, 'mich zurückrufen'],
    [/\bphone|call\b/, 'Telefonnummer'],
    // Another country: the case the site states no delivery or guarantee for.
    [
      /\b(?:abroad|netherlands|holland|austria|switzerland|belgium|luxembourg|france|denmark|poland|italy|spain|united kingdom|britain|england|uk)\b/,
      'Ausland',
    ],
  ] as const,
  /** A hardness grade and a size stay as written ('H2', '180x200'). */
  kept: /\bh[1-4]\b|\b\d{2,3} ?x ?\d{2,3}\b/g,
  prefix: 'I’m sorry, I can only answer in German. Here is what our website says:',
  none: `I’m sorry, I can only answer in German. Please call us at ${company.phoneDisplay} (${phoneHours()}), visit our showroom (${hours}) or use the contact form – our team will be glad to help.`,
  links: [phoneLink, formLink],
};

/**
 * Topics a follow-up without a noun can refer back to ('und wie lange halten die?'): the
 * pattern finds the topic in an earlier message, the word is added to the follow-up.
 */
/** The guarantee asked about; 'garantiert latexfrei', 'garantiert nicht' is 'certainly', not the guarantee. */
const guaranteeWord = /\bgarantie(?!rt (?:nicht|kein\w*|\w+(?:frei|los|sicher|dicht))\b)\w*/;

export const chatContextTopics: readonly { pattern: RegExp; word: string; interest?: Interest; pages: string }[] = [
  {
    pattern: /\bwasser ?bett\w*|\bwassermatratze\w*/,
    word: 'Wasserbett',
    interest: 'Wasserbett',
    pages: '/produkte/wasserbett',
  },
  {
    pattern: /\belektrisch\w* (?:box\w*|bett\w*)|\bverstellbar\w*|\bmotor\w*/,
    word: 'elektrisches Boxspringbett',
    interest: 'Elektrisches Boxspringbett',
    pages: '/produkte/elektrische',
  },
  {
    pattern: /\bfamilien ?bett\w*|\beltern ?kind ?bett\w*/,
    word: 'Familienbett',
    interest: 'Familienbett',
    pages: '/produkte/familienbetten',
  },
  {
    pattern: /\bsenioren ?bett\w*|\bpflegebett\w*/,
    word: 'Seniorenbett',
    interest: 'Seniorenbett',
    pages: '/produkte/seniorenbetten',
  },
  {
    pattern: /\buberlang\w*|\buberlange\w*|\bextra lang\w*/,
    word: 'Überlänge',
    interest: 'Überlänge',
    pages: '/produkte/ueberlaenge',
  },
  { pattern: /\btopper\w*/, word: 'Topper', interest: 'Topper', pages: '/produkte/topper' },
  {
    pattern: /\bmatratze\w*|\bmatraze\w*|\bkaltschaum\w*|\blatex\w*|\bvisco\w*|\bhybrid\w*|\bfederkern\w*/,
    word: 'Matratze',
    interest: 'Matratze',
    pages: '/produkte/matratzen',
  },
  {
    pattern: /\bbox ?spring\w*|\bboxbett\w*/,
    word: 'Boxspringbett',
    interest: 'Boxspringbett',
    pages: '/produkte/boxspringbetten',
  },
  { pattern: guaranteeWord, word: 'Garantie', pages: '/garantie' },
  { pattern: /\bshowroom\w*|\bausstellung\w*/, word: 'Showroom', pages: '/kontakt' },
];

/** A message part that refers back: starts with 'und', or names no topic and uses a pronoun. */
export const chatFollowUp =
  /^(?:und|aber|auch|und was|was ist mit|wie ist es mit)\b|\b(?:die|der|das|den|dem|es|sie|er|davon|dafur|dazu|dort|da|sowas|so eins?|so ein\w*)\b/;

/** The ordinals a follow-up names a list's item by ('und die dritte?'), in order. */
export const chatOrdinals = ['erste', 'zweite', 'dritte', 'vierte', 'fünfte'] as const;

/** A follow-up asking for the n-th item of a list or those not named yet ('und die anderen?'). */
export const chatOtherItems =
  /\b(?:die|der|das|den|dem) (erste|zweite|dritte|vierte|fünfte|andere|anderen|übrige|übrigen|restlichen?)\b/;

/**
 * Where a sentence splits into two questions: a joiner ('und', ', außerdem:') before a question
 * word or verb, or before a verb its subject follows ('… und speichert ihr …?'). A comma
 * before a clause whose question word a pronoun follows ('Speichert ihr, was ich hier tippe?')
 * opens a subordinate clause of the same question, not a second one.
 */
export const chatPartSplit =
  /\s+(?:und|oder|sowie|ausserdem|außerdem|zudem|plus)[:,]?\s+(?=(?:nach (?=wie |was |welche)|)(?:wie|was|wann|ab wann|bis wann|wo|wer|welche\w*|warum|kann|könnt|gibt|gibts|habt|haben|ist|sind|nehmt|muss|müssen|liefert|bringt|bietet|bekomme|brauche|gilt|geht|gehts|dauert|kostet|[a-zäöüß]+(?:t|st|en) (?:ihr|du|man))\b)|,\s*(?:(?:und|ausserdem|außerdem|zudem|plus)[:,]?\s+)?(?!(?:wie|was|wann|wo|welche\w*)(?: (?:lange|viel|oft|genau))? (?:ich|wir|du|man|er|sie|es)\b)(?=(?:nach (?=wie |was |welche)|)(?:wie|was|wann|wo|welche\w*|kann|gibt|habt|ist|nehmt|muss|liefert|bietet|gilt|dauert|kostet)\b)/;

/** 'a, b oder c' */
function joinOr(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} oder ${items.at(-1)}`;
}

/** Sentences of the personal advice (the figures come from the Schlafberater's rules). */
export const chatAdviceCopy = {
  hardnessOne: (kg: string, grade: string, name: string) =>
    `Bei ${withUnit(kg, 'kg')} Körpergewicht empfiehlt unser Schlafberater den Härtegrad ${grade} (${name}).`,
  hardnessPerson: (who: string, kg: string, grade: string, name: string) =>
    `${who} (${withUnit(kg, 'kg')}): Härtegrad ${grade} (${name}).`,
  // The Schlafberater's own notes (src/lib/sleep-advice.ts), so the chat says what it shows.
  couple: adviceNotes.couple,
  lengthOne: (cm: string, label: string, rule: string) =>
    `Bei ${cm} Körpergröße empfehlen wir eine Bettlänge von ${label} (Faustregel: Körpergröße plus ${withUnit(lengthAllowanceCm, 'cm')}, also etwa ${rule}).`,
  lengthPerson: (who: string, cm: string, label: string) => `${who} (${cm}): Bettlänge ${label}.`,
  /** A bed length the visitor names beside their height: the heights the size guide gives it for. */
  lengthAsked: (length: string, heights: string, height: string, fit: 'shorter' | 'fits' | 'longer') =>
    `Eine Bettlänge von ${length} empfehlen wir bei einer Körpergröße ${/^\d/.test(heights) ? `von ${heights}` : heights}${
      fit === 'shorter' ? ` – für ${height} also kürzer als empfohlen` : fit === 'fits' ? ` – passend zu ${height}` : ''
    }.`,
  extraLength: adviceNotes.extraLength,
  position: (name: string, advice: string, fitting: readonly string[] = []) =>
    `Als ${name}: ${advice}${fitting.length ? ` Dafür passen ${joinOr(fitting)}.` : ''}`,
  /** The technologies made in a grade, when not all of them are. */
  gradeTechnologies: (grade: string, names: readonly string[]) => `${grade} fertigen wir als ${joinOr(names)}.`,
  // The softest grade (no technology is made in it, so a topper makes it).
  softTopper: adviceNotes.softTopper,
  positionClosing:
    'Welcher Härtegrad passt, hängt außerdem von Ihrem Körpergewicht ab – nennen Sie es mir gern, oder probieren Sie unseren Schlafberater.',
  closing:
    'Im Schlafberater sehen Sie Ihre vollständige Empfehlung; über das vorausgefüllte Formular können Sie eine Beratung dazu anfragen.',
  draftIntro: 'Ergebnis aus dem Chat-Assistenten:',
  draftClosing: 'Bitte beraten Sie mich dazu.',
  links: {
    finder: { label: 'Zum Schlafberater', href: '/schlafberater' },
    hardness: { label: 'Matratzen: Härtegrade', href: '/produkte/matratzen#haertegrade' },
    position: { label: 'Matratzen: Schlafposition', href: '/produkte/matratzen#schlafposition' },
    length: { label: 'Überlänge: Größenratgeber', href: '/produkte/ueberlaenge#groessenratgeber' },
    enquiry: 'Beratung anfragen (vorausgefüllt)',
  },
  /** Words that name the visitor's partner; their figures are the second person's. */
  partner: /\b(?:mein(?:e|em|er)? (?:mann|frau|partner\w*|freund\w*|mann|gatt\w*)|partner\w*|er|sie)\b/,
  positions: [
    // 'auf der Seite' is also the web page ('Preise auf der Seite'): only with sleeping or lying
    // ('den Schlafberater auf der Seite' is the page's tool).
    {
      id: 'seite',
      pattern:
        /\bseiten ?schlafer\w*|\b(?:schlaf(?!berater)|lieg)\w* (?:\w+ ){0,2}auf der seite\b|\bauf der seite (?:schlaf|lieg)\w*|\bseitenlage\b/,
    },
    { id: 'bauch', pattern: /\bbauch ?schlafer\w*|\bauf dem bauch\b|\bbauchlage\b/ },
    { id: 'ruecken', pattern: /\brucken ?schlafer\w*|\bauf dem rucken\b|\bruckenlage\b/ },
    {
      id: 'wechsel',
      pattern:
        /\bwechsel ?schlafer\w*|\b(?:wechsle|wechsel|wechselt?) (?:\w+ )?(?:die |meine )?(?:schlaf)?(?:position|lage)\b|\bmal so,? mal so\b|\bwalze? mich (?:\w+ ){0,3}hin und her\b|\bdrehe? mich (?:\w+ ){0,2}(?:oft|standig|dauernd|staendig|viel)\b/,
    },
  ] as const,
  /**
   * A later question that asks for the Schlafberater's advice (hardness, which mattress, bed
   * length): the figures the visitor gave earlier in the conversation hold for it.
   */
  asked:
    /\bhartegrad\w*|\bharte\b|\b(?:wie|zu) (?:hart|weich|fest)\b|\bh[1-4]\b|\bwelche\w* (?:\w+ )?(?:matratze\w*|technologie\w*|modell\w*|bettlange|lange|grosse)\b|\b(?:empfehl|empfiehl|rat|wurdet|wurden|nehm)\w* (?:ihr|sie|du|mir|ich)\b|\bwas (?:empfehl|empfiehl|passt|nehm|wurd)\w*|\bpasst (?:da|dann|zu mir)\b|\buberlange\b|\bwie lang\w* (?:sollte|muss|brauch)\w*/,
};

/** The honest note for the parts of a message that get no sure answer. */
export const chatPartFallback = {
  text: `Zu einem Teil Ihrer Frage kann ich Ihnen keine sichere Antwort geben – unser Team hilft Ihnen gern persönlich weiter: ${reachByPhone} oder über unser Kontaktformular.`,
  links: [phoneLink, formLink],
};

/** The distance a visitor gives, read against the radius of free delivery and assembly. */
export const chatDistanceVerdict = (km: number, within: boolean) =>
  `Mit ${km} km liegen Sie ${within ? 'innerhalb' : 'außerhalb'} des Umkreises von ${facts.freeDeliveryKm} km.`;

/** Asking whether something is sold or offered at all. */
export const chatAvailability =
  /\b(?:verkauft|verkaufen|fuhrt|fuhren|bietet|bieten|habt|haben|nehmt|nehmen|akzeptiert|akzeptieren|liefert|liefern) (?:ihr|sie) (?:auch )?(?:nach |in |per |uber )?(?!(?:offen|geoffnet|auf|zu)\b)|\b(?:kann|konnen) (?:ich|man|wir) (?:euch |ihnen )?(?:auch )?(?:per|uber|mit) |\bgibt es (?:bei euch|bei ihnen)? ?(?:auch )?(?:eine?n?|kein\w*)?\b|\bim sortiment\b/;

/** Words that ask for a price. */
export const chatPriceWords =
  /\b(?:was|wie ?viel) (?:kostet|kosten|kost)\w*|\bkostet\w*|\bkosten\b|\bpreis\w*|\bteuer\w*|\bextra\b|\baufpreis\b|\bzahlen\b/g;

/** Services whose cost the site states (free delivery and assembly, free adjustments, guarantee repairs). */
export const chatServiceCost =
  /\b(?:liefer\w*|versand\w*|montage\w*|aufbau\w*|aufbauen|garantie\w*|reparatur\w*|dachschrag\w*|entsorg\w*|mitnehm\w*|mitnahme|umtausch\w*|anpassung\w*|abholung\w*|beratung\w*|probeliegen)\b/;

/**
 * What a part asks for (price, payment, time, size, durability) and what an answer must contain
 * to address it. Precision before recall: an answer on the right page that does not address the
 * asked aspect ('mit Karte zahlen?' answered with the Google map, 'wie groß?' answered without a
 * figure) is a confident answer on the wrong topic; the part gets the honest fallback instead.
 */
export const chatAspects: readonly { name: string; asked: RegExp; answered: RegExp }[] = [
  {
    name: 'payment',
    asked:
      /\b(?:zahlung\w*|bezahlmoglich\w*|kartenzahlung|(?:mit|per) (?:der |ec ?|kredit ?|giro ?)?karte|kreditkarte\w*|ec ?karte|girokarte|paypal|pay pal|ratenzahlung|in raten|raten zahlen|finanzier\w*|uberweis\w*|in bar|bar (?:be)?zahl\w*|vorkasse|anzahlung|klarna|apple ?pay|google ?pay|lastschrift|auf rechnung|per rechnung|ratenkauf|wie (?:kann|konnen|muss) (?:ich|man|wir) (?:be)?zahlen)\b/,
    answered: /zahl|uberweis|\bin bar\b|kaufpreis|fallig|anzahlung/,
  },
  {
    name: 'hardness',
    asked: /\bhartegrad\w*|\bharten?\b|\bwie (?:hart|weich|fest)\b|\bh[1-4]\b/,
    answered: /\bh[1-4]\b|\bhart|\bweich|\bfest/,
  },
  {
    name: 'price',
    asked:
      /\b(?:was|wie ?viel) (?:kostet|kosten|kost\w*)|\bkostet\w*|\bkosten\b|\bkostn\b|\bpreis\w*|\bteuer\w*|\baufpreis\w*|\bgunstig\w*|\beuro\b/,
    answered: /preis|kost|euro|angebot|aufpreis|gratis|unentgeltlich|inklusive|umsatzsteuer|teurer|gunstiger/,
  },
  {
    name: 'weight',
    asked:
      /\bwie ?viel wiegt\b|\bwiegt (?:ein|eine|das|der|die|so)\b|\bwie schwer\b|\bgewicht (?:von|der|des|eines|einer)\b/,
    answered: /\bkg\b|kilo/,
  },
  {
    name: 'durability',
    asked: /\bwie lange halt\w*|\blebensdauer\w*|\bhaltbarkeit\w*|\bhaltbar\b|\bwie lange (?:hebt|lebt|leben)\b/,
    answered: /jahr/,
  },
  {
    // When a thing is due for replacing ('nach wie vielen Jahren sollte man die Matratze tauschen?'):
    // a lifetime or a replacement interval answers it, never a guarantee's term.
    name: 'replacement',
    asked:
      /\b(?:nach wie vielen? jahren?|wie oft|wann|alle wie viele?) (?:\w+ ){0,6}(?:tauschen|austauschen|wechseln|auswechseln|ersetzen|erneuern)\b/,
    answered:
      /lebensdauer|ersetzen|erneuern|auszutauschen|austauschen|\balle (?:\d|etwa|zwei|drei|vier|funf|sechs|sieben|acht)/,
  },
  {
    name: 'time',
    asked: /\bwie lange\b|\bwie schnell\b|\bbis wann\b|\bab wann\b|\bwann\b|\bdauert?\b|\bwie bald\b/,
    // A figure, but no measure ('Familienbetten bis 240 × 200 cm' says nothing about when).
    answered:
      /(?<![\d,.])\d+(?:[,.]\d+)?(?![\d,.])(?!\s?(?:(?:cm|mm|m|m2|m²|qm|kg|meter|zentimeter)\b|[x×*]))|\btag|woche|monat|jahr|\buhr\b|sofort|frist|innerhalb|werktag|geoffnet|geschlossen|termin|vereinbar|lieferung|einmal|abgestimmt/,
  },
  {
    name: 'size',
    asked:
      /\bwie (?:gross|breit|hoch|dick|tief|schwer)\b|\bwelche (?:grossen?|masse|breiten?|langen?|hohen?)\b|\bin welchen (?:grossen|massen|breiten|langen)\b|\babmessung\w*|\bmasse\b/,
    // A measure: a figure with its unit or a size ('240 × 200 cm', '45 cm', '2 m'), not any
    // figure ('Größere Kinder (9+ Jahre)' is no size of the family bed).
    // Any size made to measure ('Ihre Wunschbreite', 'Individuelle Breite und Länge') answers
    // how big a bed can be.
    answered:
      /\d ?(?:cm|m|m2|qm|mm|kg|meter|zentimeter)\b|\d ?(?:x|\*) ?\d|\bwunsch(?:breite|mass|lange|grosse)\b|\bindividuelle (?:breite|lange|grosse|masse)\b/,
  },
  {
    // 'wie lang' asks a length or, as often, a time ('wie lang hält …', 'wie lang speichert ihr …').
    name: 'length',
    asked: /\bwie lang\b/,
    answered: /\d/,
  },
];

/**
 * Products and variants a part can name: an answer that names none of the ones asked about
 * (in its text or its link) speaks about something else — 'H1 bis H4' for every mattress when
 * Latex was asked, whose range the site lists narrower.
 */
export const chatSubjects: readonly { asked: RegExp; answered: RegExp }[] = [
  { asked: /\blatex\w*/, answered: /latex/ },
  { asked: /\bvisco\w*|\bviskose?\w*/, answered: /visco/ },
  { asked: /\bkaltschaum\w*/, answered: /kaltschaum/ },
  { asked: /\bfederkern\w*|\btaschenfeder\w*/, answered: /feder/ },
  { asked: /\bhybrid\w*/, answered: /hybrid/ },
  { asked: /\bgel ?topper\w*|\bgel\b/, answered: /\bgel/ },
  { asked: /\bclassic\b/, answered: /classic/ },
  { asked: /\bluxury\b/, answered: /luxury/ },
  { asked: /\bcomfort plus\b/, answered: /comfort plus/ },
  { asked: /\bwasser ?bett\w*|\bwassermatratze\w*/, answered: /wasser/ },
  { asked: /\bfamilien ?bett\w*|\beltern ?kind/, answered: /familien|eltern ?kind/ },
  { asked: /\bsenioren ?bett\w*/, answered: /senior/ },
  { asked: /\bberatung\w*|\bberatungstermin\w*/, answered: /berat/ },
  { asked: /\bmontage\w*|\baufbau\w*/, answered: /montage|aufbau|bauen|baut|montier/ },
  { asked: /\bumtausch\w*|\bumtauschen\b/, answered: /tausch/ },
  { asked: /\bwiderruf\w*/, answered: /widerruf/ },
  { asked: guaranteeWord, answered: /garanti|gewahrleist|mangel/ },
  { asked: /\bserver ?log\w*|\blog ?datei\w*|\blogfile\w*/, answered: /log/ },
  { asked: /\bcookie\w*/, answered: /cookie/ },
  { asked: /\banalytics\b|\btracking\b|\bstatistik\w*/, answered: /analytics|statistik/ },
];

/**
 * Cases the site states a limit for, or nothing: the standard case's answer (the standard
 * delivery time, the statutory warranty, the price list) would read as a yes for them, so the
 * answer must speak of the case. Checked for every answer, the one about prices included.
 */
const abroad = {
  asked:
    /\b(?:ausland\w*|osterreich\w*|schweiz\w*|niederland\w*|holland|belgien|luxemburg|frankreich|danemark|polen|tschechien|italien|spanien|grossbritannien|england|netherlands|austria|switzerland|united kingdom|britain|uk|abroad)\b/,
  answered:
    /ausland|in deutschland genutzt|gewohnlichen aufenthalt|osterreich|schweiz|niederland|holland|belgien|luxemburg|frankreich|danemark|polen|tschechien|italien|spanien/,
};

/** Ordinary wear as a visitor tells of it ('platter geworden', 'durchgelegen', 'eine Kuhle'). */
const worn =
  /platt\w*|eingesessen|durchgesessen|durchgelegen|ausgeleiert|leiert|ausleier\w*|abgenutzt|abnutzung|verschleiss\w*|abgewetzt|verschlissen|kuhle\w*|nachgegeben|ausgebeult/;

export const chatCases: readonly { asked: RegExp; answered: RegExp; query?: string }[] = [
  // Abroad: the site's only word on it is where the guarantees hold.
  abroad,
  // Abroad asked of the guarantees: read again with the site's words for where they hold.
  {
    asked: new RegExp(`^(?=.*${/\b(?:garantie|gewahrleistung)/.source})(?=.*${abroad.asked.source})`),
    answered: abroad.answered,
    query: 'Geltungsbereich Garantien in Deutschland genutzt',
  },
  // A business customer: the AGB's clauses for 'Unternehmer'.
  {
    asked:
      /\b(?:(?:als|sind eine?|bin eine?) (?:firma|unternehm\w*|gewerbe\w*|betrieb)|gewerblich\w*|unternehmer\w*|firmenkund\w*|geschaftskund\w*|b2b)\b/,
    answered: /unternehm|gewerb|kaufleut/,
    query: 'Unternehmer',
  },
  // Running costs are not the price of a bed.
  {
    asked: /\b(?:heiz\w*|stromverbrauch\w*|stromkosten|verbrauch\w*|betriebskosten|nebenkosten)\b/,
    answered: /heiz|watt|strom|thermostat|verbrauch/,
  },
  // Collecting the goods oneself is not the collection of the old mattress.
  {
    asked:
      /\b(?:selbst|selber)\b(?: \w+){0,3} (?:ab)?hol\w*|\bselbstabhol\w*|\babhol\w*(?: \w+){0,2} (?:selbst|selber)\b/,
    answered: /selbst ?abhol|selber ?abhol/,
  },
  { asked: /\b(?:aufsichts|datenschutz)?behorde\w*/, answered: /behorde/ },
  // A holiday: the site gives the weekly hours and the special days the owner enters, nothing
  // else; the weekly hours alone would read as 'open on Easter Monday'.
  {
    asked:
      /\b(?:feiertag\w*|ostern|oster(?:sonntag|montag|feiertag\w*)|karfreitag|pfingst\w*|weihnacht\w*|heiligabend|silvester|neujahr\w*|himmelfahrt\w*|fronleichnam|allerheiligen|reformationstag|bruckentag\w*|maifeiertag|tag der (?:deutschen )?einheit)\b/,
    answered: /feiertag|\b\d{1,2}\.\d{1,2}\.\d{4}\b/,
  },
  // A purchase in the showroom asked with the right of withdrawal: the statutory right holds only
  // for distance and off-premises contracts, so the answer must say what holds in the showroom.
  {
    asked:
      /^(?=.*\b(?:showroom|laden|geschaft|ausstellung)\b)(?=.*\b(?:widerruf\w*|widerrufen|zurucktreten|rucktritt\w*|zuruckgeben|zuruckgabe)\b)/,
    answered: /showroom|geschaftsraum/,
    query: 'Showroom kein gesetzliches Widerrufsrecht',
  },
  // Wear asked with the guarantee ('der Topper ist platter geworden'): ordinary wear is excluded,
  // so the answer must carry that exclusion, never the cover or the statutory warranty.
  {
    asked: new RegExp(
      // cspell:disable-next-line -- folded word forms as the matcher reads them
      `^(?=.*\\b(?:${worn.source})\\b)(?=.*\\b(?:garantie\\w*|gewahrleist\\w*|reklam\\w*|kulanz\\w*|ubernehm\\w*|ubernimmt)\\b)`,
    ),
    answered: /abnutzung|nachgeben/,
    query: 'Nicht erfasst gewöhnliche Abnutzung Nachgeben von Polstern und Bezügen',
  },
  // What the visitor types into the chat, asked whether it is kept or read: the chat runs in the
  // browser only (Datenschutz, chat assistant), not the contact form's storage.
  {
    asked:
      /^(?=.*(?:\bchat\w*|\bwas ich (?:dir|hier|euch)\b|\bhier (?:tippe|schreibe|eingebe)\b|\bdir (?:schreibe|tippe)\b))(?=.*\b(?:speicher\w*|gespeichert|mitles\w*|mitgelesen|liest|lest|gelesen|ubertrag\w*|ubermittel\w*|protokoll\w*|aufgezeichnet|aufzeichn\w*|weitergegeben|bekommt|kriegt|daten)\b)/,
    answered: /browser|sessionstorage|lokal/,
    query: 'Chat-Assistent Browser Eingaben übertragen',
  },
  // What the visitor enters in the Schlafberater, asked whether the shop receives it: the browser
  // keeps it on the device, and a sent result holds no height and no weight.
  {
    asked:
      /^(?=.*\bschlafberater\w*)(?=.*\b(?:bekommt|kriegt|erhaltet|erfahrt|seht|sieht|speicher\w*|gespeichert|ubertrag\w*|ubermittel\w*|gesendet|geschickt|weitergegeben|weitergeleitet|daten|datenschutz)\b)/,
    answered: /browser|ihrem gerat/,
    query: 'Schlafberater Angaben Browser Gerät verarbeitet',
  },
];

/**
 * Damage the visitor's pet or own hands caused, asked about with the guarantee or a repair:
 * the guarantee excludes it, so the answer must carry the exclusion, never the cover ('Material
 * und Arbeit kosten Sie nichts').
 */
export const chatDamageCause = {
  asked:
    /\b(?:hund\w*|katze\w*|kater|haustier\w*|welpe\w*|rumgekaut|angekaut|zerkaut|gekaut|zerbissen|angeknabbert|zerkratzt|verschuttet|abgesagt|selbst (?:gekurzt|umgebaut|repariert|aufgeschnitten))\b/,
  about:
    /\b(?:garantie\w*|gewahrleist\w*|reparier\w*|reparatur\w*|repar\w*|ersetz\w*|ubernehm\w*|ubernimmt|kulanz\w*|kostet|kosten)\b/,
  answered: /unsachgemass|nicht erfasst|ausgeschlossen|nicht abgedeckt|nicht gedeckt/,
};

/**
 * The Schlafberater's table of bed lengths by body height, by its caption: beside the advice for
 * a height, it says which heights a bed length the visitor names suits ('und in 200 cm?').
 */
export const chatLengthTableQuery = 'Bettlänge nach Körpergröße';

/**
 * A special size asked with the time it takes: the answer must speak of special sizes (their
 * date is set in the offer), not give the standard sizes' delivery time. Extra lengths up to the
 * longest standard length are standard sizes.
 */
export const chatSpecialSizeTime = {
  size: /\b(?:sonder ?(?:mass|masse|grosse\w*|breite\w*|anfertigung\w*)|nach mass|massanfertigung\w*|zwischenlange\w*)\b/,
  time: /\bwie lange?\b|\bwie schnell\b|\bbis wann\b|\bab wann\b|\bwann\b|\bdauer\w*|\bwarte\w*|\blieferzeit\w*|\bliefertermin\w*/,
  answered: /sonderma|sondergross|individuell|im angebot/,
  query: 'Sondermaße Liefertermin Angebot',
};

/**
 * The mattress technologies: an answer naming most of them is the general overview ('H1 bis H4,
 * Federkern, Latex, Visco oder Hybrid'), which does not say what holds for the one asked about.
 */
export const chatTechnologies: readonly RegExp[] = [/latex/, /visco/, /federkern/, /hybrid/, /kaltschaum/];

/** A payment question whose match missed the payment terms is read again with these words. */
export const chatPaymentQuery = 'Zahlungsarten bezahlen';

/** Standard sizes (width × length in cm), the site's one definition; any other size is a special size. */
export const chatStandardSize = { widths: standardSizes.widthsCm, lengths: standardSizes.lengthsCm } as const;

/**
 * Whether a size the visitor names is one of the standard sizes, in the words of the site's
 * definition: both values, or a width or a length alone where the rule holds for every value of
 * the other (a width outside the list is a Sondermaß in any length).
 */
export const chatSizeVerdict = (standard: boolean, w?: number, l?: number) =>
  `${w && l ? `${w}${NBSP}×${NBSP}${withUnit(l, 'cm')}` : `${withUnit((w ?? l)!, 'cm')} ${w ? 'Breite' : 'Länge'}`} ist ${standard ? 'eine' : 'keine'} unserer ${w && l ? 'Standardgrößen' : w ? 'Standardbreiten' : 'Standardlängen'} (Breiten ${withUnit(chatStandardSize.widths.join(', '), 'cm')}, Längen ${withUnit(chatStandardSize.lengths.join(', '), 'cm')})${standard ? '' : ', sondern ein Sondermaß'}.`;

/** A size asked again that is none of the standard sizes: said to be a special size. */
export const chatSpecialSizeNote = ([w, l]: readonly [number, number]) => chatSizeVerdict(false, w, l);

/**
 * A guarantee question about a product older than the guarantee runs: the limits are said first
 * (the figures from site.ts), so no answer implies cover the site does not give.
 */
export const chatGuaranteeLimit = (years: number) =>
  `Zur Einordnung: Die Garantie auf Material und Verarbeitung gilt ${facts.guaranteeYears} Jahre ab Lieferung${years > facts.guaranteeYears ? ` – nach ${years} Jahren also nicht mehr` : ''}; länger, nämlich ${facts.frameGuaranteeYears} Jahre, garantieren wir nur die Rahmen und Taschenfederkerne unserer Boxspringbetten. Gewöhnliche Abnutzung ist nicht erfasst. Im Zweifel prüfen wir Ihren Fall gern – mit Rechnung oder Auftragsbestätigung, telefonisch unter ${company.phoneDisplay}.`;

/**
 * A special size asked together with the exchange or withdrawal: the answer must carry the
 * site's exclusion ('ausgenommen'), never a plain yes.
 */
export const chatExclusion = {
  asked:
    /\b(?:sonder ?(?:mass|masse|grosse\w*|breite\w*|anfertigung\w*)|uberlange\w*|uberlang\w*|nach mass|massanfertigung\w*|sonderbreite\w*)\b/,
  about: /\b(?:umtausch\w*|umtauschen|tausch\w*|zuruck\w*|widerruf\w*|ruckgabe\w*)\b/,
  answered: /ausgenommen|ausgeschlossen|besteht nicht|nicht /,
};

/** A message that only asks how the assistant is: answered in kind. */
export const chatHowAreYou = {
  pattern:
    /^(?:(?:hallo|hi|hey|moin|servus)[ ,!.]+)?(?:na,? )?(?:wie geht(?:s| es)(?: (?:dir|ihnen|euch))?|alles (?:klar|gut) bei (?:dir|ihnen|euch)|was geht|wie lauft(?:s| es))\b/,
};

/**
 * A defect or damage the visitor reports at delivery or assembly or on goods just bought ('gestern
 * gekommen, das Kopfteil hat einen Riss', 'beim Aufbau den Boden zerkratzt'), or with a
 * rhetorical question ('nach zwei Wochen durchgelegen, was soll das?'): a complaint about a real
 * order, so it gets an apology and the direct contacts. Asked as a question (about the guarantee,
 * about care), or about older goods ('nach 6 Jahren gebrochen': a guarantee case), it is
 * answered as one.
 */
export const chatDefect = {
  damage:
    /\b(?:riss|risse|kaputt\w*|defekt\w*|zerkratzt|verkratzt|kratzer|fleck\w*|durchgelegen|gebrochen|abgebrochen|wackelt|quietsch\w*|knarz\w*|eingerissen|verfarbt|beschadigt\w*|falsch\w* geliefert|fehlt|fehlen)\b/,
  /** At delivery or assembly, or on goods just bought: an order to put right, not a guarantee case. */
  recent:
    /\b(?:gestern|heute|vorgestern|geliefert|gekommen|angekommen|ausgepackt|aufgebaut|beim (?:aufbau|aufbauen|liefern|transport)|eure leute|euer team|euer monteur|die monteure|brandneu|ganz neu|ist neu|erst seit|nach (?:ein|einem|einer|zwei|drei|\d) (?:tag|tagen|woche|wochen))\b/,
  rhetorical: /\b(?:was soll (?:das|denn das)|wie kann das sein|gehts noch|geht es noch|ernsthaft|im ernst)\b/,
  /**
   * Damage the shop's own people did ('Eure Monteure haben die Wand zerkratzt. Wer bezahlt das?'):
   * the site says nothing on it, so whatever is asked, it is a complaint for the team.
   */
  byUs: /\b(?:eure?|ihre?|die|der) (?:monteur\w*|fahrer\w*|lieferant\w*|mitarbeiter\w*|leute|team|packer\w*)\b/,
};

/**
 * A guarantee case: a defect or damage the visitor describes ('die Fernbedienung reagiert nicht
 * mehr', 'Motor defekt', 'total platt') or asks the guarantee to take ('Ist das ein
 * Garantiefall?', 'greift da noch was?'). Answered from a section of the guarantee page, the
 * reply also gives the page's passage on making a claim, found by `query`; a question about the
 * guarantee's length or scope, or what wear is, with no case ('Wie lange habt ihr Garantie?',
 * 'Was ist gewöhnliche Abnutzung?') is no case.
 */
export const chatGuaranteeClaim = {
  case: new RegExp(
    // cspell:disable-next-line -- folded word forms as the matcher reads them
    `${chatDefect.damage.source}|\\b(?!abnutzung|verschleiss)(?:${worn.source}|nicht mehr|greift|fallt \\w+ (?:\\w+ )?unter|ist (?:das|es) (?:\\w+ )?garantie\\w*)\\b`,
  ),
  query: 'Garantie geltend',
};

/** Not a complaint: a hypothetical ('was passiert, wenn …') or how to make a claim. */
export const chatNotComplaint =
  /\b(?:wenn|falls|sofern|angenommen|was passiert|im fall)\b|\b(?:schlichtung\w*|schlichter\w*|streitbeileg\w*|verbraucherschlicht\w*)|^(?:und |aber )?(?:wie|wo|wann|wer|welche\w*|bei wem|bei welche\w*|an welche\w*|kann|muss|darf|an wen)\b(?!.*\b(?:immer noch|noch immer|schon wieder)\b).*\b(?:reklamier\w*|beschwer\w*)/;

/** Payment methods the site does not name: its own methods, and an honest note for the rest. */
export const chatPaymentOther = {
  asked:
    /\b(?:paypal|pay pal|ratenzahlung|in raten|raten ?zahl\w*|ratenkauf|finanzier\w*|klarna|apple ?pay|google ?pay|lastschrift|auf rechnung|per rechnung|sofortuberweisung)\b/,
  note: `Andere Zahlungsarten nennt unsere Website nicht – dazu kann ich Ihnen keine sichere Antwort geben. Unser Team hilft Ihnen gern persönlich weiter: ${reachByPhone} oder über unser Kontaktformular.`,
};

/** Asking for the body weight: said only while the conversation has not given one. */
export const chatAskWeight = ' – nennen Sie es mir gern';

/** A technology's hardness range, from the mattress content. */
export const chatTechnologyHardness = (name: string, range: string, description: string) =>
  `${name}-Matratzen fertigen wir in den Härtegraden ${range}. ${description} Welcher Härtegrad davon passt, hängt von Ihrem Körpergewicht ab${chatAskWeight}.`;

/** A grade asked with a technology that is not made in it: the site's limit, and where the grade is made. */
export const chatGradeElsewhere = (grade: string, name: string, range: string, others: readonly string[]) =>
  `${grade} gibt es bei ${name} nicht – ${name}-Matratzen fertigen wir in ${range}.${others.length ? ` In ${grade} bekommen Sie ${others.length > 1 ? `${others.slice(0, -1).join(', ')} oder ${others.at(-1)}` : others[0]}.` : ''}`;

/**
 * Around the site's one answer about prices: no page states a price (the AGB's individual offer
 * gives it), and the ways to ask for that offer.
 */
export const chatPriceNote = {
  note: 'Konkrete Preise nennt unsere Website nicht.',
  closing: `Unser Team hilft Ihnen gern persönlich weiter: ${reachByPhone} oder über unser Kontaktformular.`,
};

/**
 * A visitor telling of pain or complaints ('seit Monaten Rückenschmerzen', 'Bandscheibenvorfall')
 * gets, beside the answer, the site's own note that lasting complaints belong to a doctor: a bed
 * is no treatment (/gesundheit, /beratung).
 */
export const chatHealthComplaint = {
  pattern:
    /\b(?:\w*schmerz\w*|bandscheib\w*|ischias|hexenschuss|verspann\w*|\w+beschwerden|beschwerden (?:im|in|am|an|mit) (?:der |den |dem )?(?:rucken|nacken|knie|huft\w*|schulter\w*|gelenk\w*)|arthrose|rheuma\w*|weh (?:tut|tun)|tut (?:\w+ ){0,3}weh|(?:rucken|nacken|gelenk|schulter|huft)\w*probleme?n?)\b/,
  note: doctorNote,
};

/**
 * A need the visitor tells of beside a question (`said`: 'ich schwitze schnell', a sleeping
 * position asked with a topper; `grade`: what the description of the visitor's grade says, 'Für
 * schwere Personen') is answered by the passages that state it in the site's words (`states`,
 * folded): 'Ideal für alle, die schnell warm werden', 'Verstärkte Rahmen und Federkerne für ein
 * höheres Körpergewicht'. A position's passages come only with another product than the mattress
 * named (`product`): the advice says the mattresses for it.
 */
export const chatNeeds: readonly { said?: RegExp; grade?: RegExp; states: RegExp; product?: true }[] = [
  {
    said: /\bschwitz\w*|\b(?:mir|mich|einem|man) (?:\w+ ){0,6}(?:warm|heiss)\b/,
    states: /\bschnell (?:zu )?warm\b/,
  },
  { grade: /\bschwere\b/, states: /\bhoher\w* korpergewicht\b/ },
  ...chatAdviceCopy.positions.map((p) => ({
    said: p.pattern,
    // The position's name as the pages write it, folded ('Seitenschläfer').
    states: new RegExp(`\\b${p.id.replace('ue', 'u')}\\w*${/schlafer/.source}`),
    product: true as const,
  })),
];

/** A price question whose match says nothing about prices is read again with these words. */
export const chatPriceQuery = 'Preise kostet';

/** What a guarantee is asked to cover ('Garantie auf den Motor'): the answer must name it. */
export const chatScope =
  /\bgarantie (?:auch )?(?:auf|fur) (?:den |die |das |dem |der |meinen |meine |mein |ein |eine |einen )?([a-z]{4,})/;

/** The shop's town as the matcher reads words: lower case, umlauts folded, regex-safe. */
const townWord = () =>
  company.town
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Capitalised words that are not things asked for (pronouns, forms of address, question words,
 * the country and the shop's own town).
 */
export const chatNotNouns = new RegExp(
  // cspell:disable-next-line -- folded word forms as the matcher reads them
  `^(?:ihr|ihre|ihren|ihnen|sie|euch|euer|eure|ich|wir|bei|gibt|gibts|habt|haben|verkauft|bietet|fuhrt|konnt|kann|danke|bitte|hallo|auch|oder|und|welche\\w*|was|wie|wo|wann|warum|deutschland|${townWord()}|google)$`,
);

/** A short follow-up that names a new topic and means the previous question ('und beim Wasserbett?'). */
export const chatAspectFollowUp =
  /^(?:und|auch|was ist mit|wie ist es (?:mit|bei)|wie siehts? (?:mit|bei)|bei|beim|fur|und bei\w*|und fur|und (?:das|die|der) (?:beim|bei|fur))\b/;

/** Asking what something costs (not a comparison such as 'teurer'). */
export const chatPriceDirect =
  /\b(?:was|wie ?viel) (?:kostet|kosten|kost\w*)|\bwie teuer\b|\bpreis\w* (?:fur|von|eines|einer|der|des)\b|\bwas (?:muss|musste|wurde) ich (?:\w+ )?(?:zahlen|bezahlen|ausgeben)\b/;

/**
 * What makes a question one for a legal page: the topics of the AGB (contract, order,
 * withdrawal, payment, liability, law), of the Datenschutz (personal data, cookies and tracking,
 * the services the site loads) and of the Impressum (the provider, its register entries). A
 * clause of one of those pages answers only a question that names that page's topics; a question
 * that shares some other word with a clause ('fällig', 'schriftlich', 'Aufpreis', 'ändern') is
 * about something else.
 */
export const chatLegalIntent: readonly { page: string; intent: RegExp }[] = [
  {
    page: '/agb',
    intent:
      /\b(?:agb|geschaftsbeding\w*|\w*vertrag\w*|widerruf\w*|widerrufe|zurucktret\w*|rucktritt\w*|zuruckgeb\w*|zurucknehm\w*|zuruckschick\w*|ruckgabe\w*|rucksend\w*|rucktransport\w*|gewahrleist\w*|mangel\w*|haft\w*|gericht\w*|\w*recht\w*|streit\w*|verbraucher\w*|bezahl\w*|zahle|zahlen|\w*zahlung\w*|anzahl\w*|vorab|vorkasse|kaufpreis|uberweis\w*|bar|\w*karte|rechnung\w*|raten\w*|finanzier\w*|eigentum\w*|gefahr\w*|angebot\w*|gebunden|bindung\w*|aufrechn\w*|endpreis\w*|umsatzsteuer\w*|mwst|mehrwertsteuer|steuer\w*|bestell\w*|kauf\w*|online\w*|warenkorb|\w*shop\w*|frist\w*|bedingung\w*|gesetz\w*)\b/,
  },
  {
    page: '/datenschutz',
    intent:
      /\b(?:datenschutz\w*|dsgvo|\w*daten|angabe\w*|personenbezogen\w*|speicher\w*|gespeichert|losch\w*|geloscht|cookie\w*|einwillig\w*|eingewilligt|zustimm\w*|\w*track\w*|analytics|statistik\w*|google\w*|maps|karte|fonts?|schriftart\w*|server\w*|log\w*|ip|usa|auskunft|backup\w*|chat\w*|formular\w*|e ?mail\w*|mails?|aufsicht\w*|\w*behorde\w*|beschwer\w*|profiling|widersprech\w*|widerspruch\w*|verarbeit\w*|privat\w*|verschlussel\w*|werbung|\w*recht\w*|verantwortlich\w*|gesetz\w*)\b|\b(?:bekommt|kriegt|erhaltet|erfahrt|seht) ihr\b/,
  },
  {
    page: '/impressum',
    intent:
      /\b(?:impressum|inhaber\w*|handelsregister\w*|register\w*|ust\w*|umsatzsteuer\w*|steuer\w*|kammer\w*|beruf\w*|verantwortlich\w*|urheber\w*|haft\w*|anbieter\w*|streit\w*|schlicht\w*|firma|rechtsform|geschaftsfuhr\w*|aufsicht\w*|(?:mwst|mehrwertsteuer) ?-? ?id\w*|ddg|bild\w*|\w*fotos?|abbildung\w*|\w*grafik\w*)\b|\bwem gehor\w* (?:der|die|das|eure?r?|ihre?r?) (?:laden|firma|geschaft|shop|unternehmen|\w*manufaktur|showroom)\b/,
  },
];

/** A period the visitor asks to hold for a product ('auch so viele Jahre aufs Wasserbett?', the figure asked). */
export const chatAskedPeriod = /\b(\d{1,3}(?: ?- ?\d{1,3})?) ?(jahre?n?|tage?n?|wochen|woche|monate?n?)\b/;

/**
 * A figure asked of a product that the site states only for something else: what the site says,
 * never a 'yes' by implication, and who can tell.
 */
export const chatFigureElsewhere = (
  figure: string,
  product: string,
  stating: readonly string[],
  naming: readonly string[],
) =>
  `Für ${product} nennt unsere Website ${figure} nicht. ${figure} nennt sie hierfür: ${quote(stating)}${naming.length ? ` Zu ${product} steht dort: ${quote(naming)}` : ''} Ob für ${product} etwas anderes gilt, sagt Ihnen unser Team gern: ${reachByPhone} oder über unser Kontaktformular.`;

const quote = (sentences: readonly string[]) => sentences.map((s) => `„${s}“`).join(' ');
