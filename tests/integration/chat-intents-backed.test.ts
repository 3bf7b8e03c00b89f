/**
 * The chat's hand-written replies (src/content/chat-intents.ts and chat-rare-replies.ts:
 * conversation, complaints, the ways to reach the team, payment notes, the advice around the
 * Schlafberater's results) say
 * nothing about the business that the built pages do not say. Every sentence of every reply, with
 * the values it imports filled in, is
 *  - a sentence a built page prints, or
 *  - a sentence written around facts, listed below with the page text of each fact it states;
 *    every figure of the sentence (numbers, times, the phone number, the e-mail address) must be
 *    in those facts, so a changed hour or a new figure fails here, or
 *  - a conversational sentence that states no fact about the shop (about the assistant itself,
 *    a greeting, an apology), listed with why, and holding no figure.
 * Any other sentence fails: a claim the owner never approved on a page.
 *
 * The functions that build replies are called with the values the engine passes them, taken from
 * the content (every hardness grade, technology, sleeping position, length option).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages, onAPage, sentencesOf, words } from '../support/built-pages.ts';
import { pageText } from '../../scripts/spell-pages.ts';
import { htmlFiles } from '../../src/lib/html-files.ts';
import * as intents from '../../src/content/chat-intents.ts';
import * as rare from '../../src/content/chat-rare-replies.ts';
import { company, facts, openingHours, standardSizes } from '../../src/content/site.ts';
import { hardnessGuide, hardnessOrder, sleepPositions, technologies } from '../../src/content/products/matratzen.ts';
import { hardnessRangeLabel } from '../../src/content/product-data-model.ts';
import { extraLengthOption, gradeInRange, lengthForHeight, technologiesMadeIn } from '../../src/lib/sleep-advice.ts';
import { lengthOptions, sizeGuide } from '../../src/content/products/ueberlaenge.ts';

const names = (xs: readonly { name: string }[]) => xs.map((x) => x.name);

/** A reply text, and the visitor's own values in it (a weight, a height, a size: no claim of the shop). */
interface Reply {
  at: string;
  text: string;
  own?: readonly (string | number)[];
}

const one = (text: string, own: readonly (string | number)[] = []): Reply[] => [{ at: '', text, own }];

/** The calls the engine makes of each reply-building function, with the content's own values. */
const calls: Record<string, () => Reply[]> = {
  'chatAdviceCopy.hardnessOne': () =>
    hardnessGuide.flatMap((g, i) =>
      one(intents.chatAdviceCopy.hardnessOne(String(50 + 20 * i), g.grade, g.name), [50 + 20 * i]),
    ),
  'chatAdviceCopy.hardnessPerson': () =>
    hardnessGuide.flatMap((g, i) =>
      one(intents.chatAdviceCopy.hardnessPerson('Ihr Partner', String(50 + 20 * i), g.grade, g.name), [50 + 20 * i]),
    ),
  'chatAdviceCopy.couple': () => one(intents.chatAdviceCopy.couple('H2', 'H4')),
  'chatAdviceCopy.lengthOne': () =>
    [160, 185, 200, 215, 230].flatMap((h) => {
      const a = lengthForHeight(h);
      return one(intents.chatAdviceCopy.lengthOne(`${h} cm`, a.label, `${a.ruleCm} cm`), [h, a.ruleCm]);
    }),
  'chatAdviceCopy.lengthAsked': () =>
    sizeGuide.flatMap((r) =>
      (['shorter', 'fits', 'longer'] as const).flatMap((fit) =>
        one(intents.chatAdviceCopy.lengthAsked(`${r.lengthsCm[0]} cm`, r.height, '184 cm', fit), [184]),
      ),
    ),
  'chatAdviceCopy.lengthPerson': () =>
    [170, 205].flatMap((h) =>
      one(intents.chatAdviceCopy.lengthPerson('Ihr Partner', `${h} cm`, lengthForHeight(h).label), [h]),
    ),
  'chatAdviceCopy.extraLength': () =>
    lengthOptions.flatMap((o) => {
      const x = extraLengthOption(o.lengthCm);
      return x ? one(intents.chatAdviceCopy.extraLength(x.lengthCm, x.hint)) : [];
    }),
  'chatAdviceCopy.position': () =>
    sleepPositions.flatMap((p) =>
      one(
        intents.chatAdviceCopy.position(
          p.name,
          p.advice,
          names(technologies.filter((t) => (p.technologies as readonly string[]).includes(t.id))),
        ),
      ),
    ),
  'chatAdviceCopy.gradeTechnologies': () =>
    hardnessOrder.flatMap((g) => {
      const made = names(technologiesMadeIn(g));
      return made.length ? one(intents.chatAdviceCopy.gradeTechnologies(g, made)) : [];
    }),
  chatOverview: () => one(intents.chatOverview(technologies[0]!.description, names(technologies))),
  chatSpecialSizeNote: () => one(intents.chatSpecialSizeNote([100, 225]), [100, 225]),
  chatSizeVerdict: () =>
    (
      [
        [true, 90, 220],
        [false, 135, 200],
        [true, 90, undefined],
        [false, 175, undefined],
        [true, undefined, 240],
        [false, undefined, 215],
      ] as const
    ).flatMap(([standard, w, l]) => one(intents.chatSizeVerdict(standard, w, l), [w ?? 0, l ?? 0])),
  // The visitor's distance on either side of the radius.
  chatDistanceVerdict: () => [
    ...one(intents.chatDistanceVerdict(30, true), [30]),
    ...one(intents.chatDistanceVerdict(120, false), [120]),
  ],
  chatGuaranteeLimit: () => one(intents.chatGuaranteeLimit(facts.guaranteeYears + 3), [facts.guaranteeYears + 3]),
  chatTechnologyHardness: () =>
    technologies.flatMap((t) =>
      one(intents.chatTechnologyHardness(t.name, hardnessRangeLabel(t.hardness), t.description)),
    ),
  chatGradeElsewhere: () =>
    technologies.flatMap((t) =>
      hardnessOrder
        .filter((g) => !gradeInRange(t.hardness, g))
        .flatMap((g) =>
          one(intents.chatGradeElsewhere(g, t.name, hardnessRangeLabel(t.hardness), names(technologiesMadeIn(g)))),
        ),
    ),
  // As the engine calls it: the answer's sentences that state the period, and those naming the product.
  chatFigureElsewhere: () =>
    one(intents.chatFigureElsewhere(`${facts.frameGuaranteeYears} Jahre`, 'Wasserbett', [frameGuarantee], [waterBeds])),
};

const frameGuarantee = `Auf die Rahmen und Taschenfederkerne unserer Boxspringbetten gewähren wir ${facts.frameGuaranteeYears} Jahre Garantie.`;
const waterBeds = 'Unsere Wasserbetten fertigt ein Partnerbetrieb nach unseren Vorgaben.';

/** Every reply text of the module: strings under reply keys, and every reply function's calls. */
function replies(): Reply[] {
  const out: Reply[] = [];
  const missing: string[] = [];
  const walk = (value: unknown, at: string, key: string) => {
    if (typeof value === 'function') {
      const call = calls[at];
      if (!call) missing.push(at);
      else for (const r of call()) out.push({ ...r, at });
    } else if (typeof value === 'string') {
      if (/^(?:text|note|prefix|none|softTopper|positionClosing|closing)$/.test(key)) out.push({ at, text: value });
    } else if (value && typeof value === 'object' && !(value instanceof RegExp) && !(value instanceof Set))
      for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`, k);
  };
  for (const [name, value] of Object.entries({ ...intents, ...rare })) walk(value, name, name);
  expect(missing, 'reply functions this test does not call').toEqual([]);
  return out;
}

const clientDir = path.join(process.env.ASTRO_OUT_DIR ?? process.env.DIST_DIR ?? 'dist', 'client');

/* ---------- what the replies may say ---------- */

const phoneHours = openingHours.servicePhone.map((r) => `${r.days}: ${r.hours}`).join(', ');
const showroomHours = openingHours.contact.map((r) => `${r.days}: ${r.hours}`).join(', ');
/** The ways to reach the team, as the contact page states them. */
const reach = [
  `Telefon: ${company.phoneDisplay}`,
  `Telefonisch erreichbar: ${phoneHours}`,
  `Öffnungszeiten: ${showroomHours}`,
  `E-Mail: ${company.email}`,
];
const hardnessFacts = [
  'Die wichtigste Orientierung ist Ihr Körpergewicht',
  ...hardnessGuide.map((g) => `${g.grade} ${g.name}`),
];
const technologyFacts = technologies.map((t) => `${t.name} Härtegrade ${hardnessRangeLabel(t.hardness)}`);
const lengthFacts = [
  `Faustregel: Körpergröße plus ${lengthAllowance()} cm`,
  ...sizeGuide.map((r) => `${r.height} ${r.length}`),
];
/** 'a, b und c', as the pages list figures. */
function andList(xs: readonly number[]): string {
  return `${xs.slice(0, -1).join(', ')} und ${xs.at(-1)}`;
}
function lengthAllowance(): number {
  return lengthForHeight(200).ruleCm - 200;
}

/**
 * Sentences written around facts: each with the page text of every fact it states. The
 * sentence's figures must all be in those facts (or be the visitor's own values).
 */
const claims: readonly { sentence: RegExp; facts: readonly string[] }[] = [
  {
    sentence:
      /telefonisch unter|erreichen Sie unser Team|Please call us|Unser Team hilft Ihnen gern persönlich weiter:/,
    facts: reach,
  },
  {
    sentence: /^Ich bin der automatische Chat-Assistent der /,
    facts: [company.name, 'läuft ausschließlich in Ihrem Browser'],
  },
  {
    sentence: /^Das kann ich leider nicht: Ich laufe ausschließlich in Ihrem Browser/,
    facts: ['läuft ausschließlich in Ihrem Browser', 'Ihre Eingaben werden weder an uns noch an Dritte übertragen'],
  },
  {
    sentence: /^Das kann ich leider nicht: Der Gesprächsverlauf wird/,
    facts: [
      'Der Gesprächsverlauf wird im Sitzungsspeicher (sessionStorage) Ihres Browsers abgelegt und beim Schließen des Browser-Tabs automatisch gelöscht.',
    ],
  },
  {
    sentence: /Körpergewicht empfiehlt unser Schlafberater den Härtegrad|^Ihr Partner \(\d+\s?kg\): Härtegrad/,
    facts: hardnessFacts,
  },
  { sentence: /hängt (?:außerdem )?von Ihrem Körpergewicht ab/, facts: hardnessFacts },
  { sentence: /Bettlänge/, facts: lengthFacts },
  {
    sentence: /^Für Ihre Länge empfehlen wir unsere Überlänge/,
    facts: lengthOptions.map((o) => `${o.lengthCm} cm ${o.hint}`),
  },
  {
    sentence: /^Zwei getrennte Matratzen in H\d und H\d unter einem durchgehenden Topper/,
    facts: ['für Paare für jede Seite getrennt', 'Durchgehender Topper', ...hardnessFacts],
  },
  {
    sentence: /erreichen wir mit der weichsten Ausführung der Matratze und einem Visco-Topper/,
    facts: [...hardnessFacts, ...technologyFacts, 'Visco-Topper'],
  },
  { sentence: /^Als \p{L}+schläfer: /u, facts: sleepPositions.map((p) => `${p.name} ${p.advice}`) },
  {
    sentence: /^Dafür passen /,
    facts: sleepPositions.map(
      (p) =>
        `Passende Technologien: ${p.technologies.map((id) => technologies.find((t) => t.id === id)!.name).join(', ')}`,
    ),
  },
  {
    sentence: /^H\d fertigen wir als |-Matratzen fertigen wir in |^H\d gibt es bei |^In H\d bekommen Sie /,
    facts: [...technologyFacts, ...hardnessFacts],
  },
  { sentence: /^Im Überblick: /, facts: names(technologies) },
  {
    sentence: /\bk?eine unserer Standard(?:größen|breiten|längen)\b/,
    facts: [
      `Sondermaße sind alle Maße außerhalb unserer Standardgrößen: Breiten ${andList(standardSizes.widthsCm)} cm, jeweils in den Längen ${andList(standardSizes.lengthsCm)} cm`,
    ],
  },
  {
    sentence: /^Mit \d+ km liegen Sie (?:innerhalb|außerhalb) des Umkreises von \d+ km\.$/,
    facts: [`Im Umkreis von ${facts.freeDeliveryKm} km`],
  },
  { sentence: /^Gewöhnliche Abnutzung ist nicht erfasst\.$/, facts: ['Nicht erfasst: gewöhnliche Abnutzung'] },
  {
    sentence: /^Zur Einordnung: Die Garantie auf Material und Verarbeitung gilt/,
    facts: [
      `${facts.guaranteeYears} Jahre Garantie auf Material und Verarbeitung`,
      'Die Fristen beginnen mit dem Tag der Lieferung oder Übergabe',
      frameGuarantee,
    ],
  },
  {
    sentence: /^Im Zweifel prüfen wir Ihren Fall gern – mit Rechnung oder Auftragsbestätigung/,
    facts: ['legen Sie Rechnung oder Auftragsbestätigung bei', ...reach],
  },
  {
    sentence: /^Für Wasserbett nennt unsere Website \d+ Jahre nicht\.|nennt sie hierfür: /,
    facts: [frameGuarantee, waterBeds],
  },
];

/** Sentences that state no fact about the shop, each with why (none holds a figure). */
const conversational: readonly { sentence: RegExp; why: string }[] = [
  {
    sentence:
      /^(?:Hallo!|Hallo, ich bin für Sie da!|Schön, dass Sie da sind\.|Gern geschehen!|Alles klar[.!]|Schade\.|Danke, das freut uns!|Danke der Nachfrage, mir geht es gut!)$/,
    why: 'greeting, thanks, reaction',
  },
  { sentence: /^Was möchten Sie wissen – zum Beispiel zu /, why: 'asks what the visitor wants to know' },
  { sentence: /^Wenn Sie noch (?:eine Frage haben|etwas wissen möchten), /, why: 'invites a question' },
  {
    sentence: /^(?:Auf Wiedersehen und danke für Ihren Besuch!|Bei weiteren Fragen bin ich gern wieder für Sie da\.)$/,
    why: 'goodbye',
  },
  {
    sentence: /^Das habe ich leider nicht verstanden\.$|^Schreiben Sie mir Ihre Frage gern in einem Satz/,
    why: 'not understood; the examples are questions, not claims',
  },
  { sentence: /^Das tut mir leid – danke, dass Sie es uns sagen\.$/, why: 'an apology' },
  {
    sentence: /^Ihre Bestellung und den Liefertermin kann ich hier nicht einsehen\.$/,
    why: 'what the assistant cannot see',
  },
  {
    sentence:
      /^Ich beantworte (?:häufige )?Fragen |^Bestellen oder Termine buchen kann ich nicht|^Termine eintragen, Bestellungen oder Anfragen einsehen, Rückrufe veranlassen oder Fotos annehmen kann ich deshalb nicht\.$|^Ich bin ein einfacher automatischer Assistent|^Ich bin für Sie da, wenn Sie eine Frage haben/,
    why: 'what the assistant does',
  },
  {
    sentence: /^Dabei kann ich leider nicht helfen\.$|^Schade, dass ich Ihnen nicht weiterhelfen konnte\.$/,
    why: 'a refusal',
  },
  { sentence: /^I’m sorry, I can only answer in German\.$|^Here is what our website says:$/, why: 'the English note' },
  {
    sentence: /^Andere Zahlungsarten nennt unsere Website nicht – dazu kann ich Ihnen keine sichere Antwort geben\.$/,
    why: 'follows the AGB’s payment methods: says what the site does not name',
  },
  {
    sentence: /^Konkrete Preise nennt unsere Website nicht\.$/,
    why: 'says what the site does not state: no built page prints a price (checked below)',
  },
  {
    sentence: /^Zu einem Teil Ihrer Frage kann ich Ihnen keine sichere Antwort geben/,
    why: 'the part note (its contacts are checked as a claim)',
  },
  {
    sentence:
      /^Im Schlafberater sehen Sie Ihre vollständige Empfehlung; über das vorausgefüllte Formular können Sie eine Beratung dazu anfragen\.$/,
    why: 'points to the site’s own Schlafberater and form, which the reply links',
  },
];

const figuresOf = (text: string) =>
  words(text)
    .trim()
    .split(' ')
    .filter((w) => /\d|@/.test(w));

/** Why a sentence is not backed, or undefined. */
function unbacked(sentence: string, own: readonly (string | number)[] = []): string | undefined {
  if (onAPage(sentence)) return undefined;
  // Every entry the sentence matches: a sentence may hold a quote and the contacts.
  const stating = claims.filter((c) => c.sentence.test(sentence)).flatMap((c) => c.facts);
  const talk = conversational.find((c) => c.sentence.test(sentence));
  const figures = figuresOf(sentence).filter((f) => !own.map(String).includes(f));
  if (stating.length) {
    const off = stating.filter((f) => !onAPage(f));
    if (off.length) return `facts on no page: ${off.join(' | ')}`;
    const stated = words(stating.join(' '));
    const loose = figures.filter((f) => !stated.includes(` ${f} `));
    return loose.length ? `figures not in its facts: ${loose.join(', ')}` : undefined;
  }
  if (talk)
    return figures.filter((f) => !/^\d+$/.test(f) || !/Beispiel/.test(sentence)).length
      ? 'a figure in a conversational sentence'
      : undefined;
  return 'no page states it';
}

describe.skipIf(builtPages.length === 0)("the chat's hand-written replies", () => {
  it('state only what a built page states', () => {
    const failures = new Set<string>();
    for (const { at, text, own } of replies())
      for (const s of sentencesOf(text)) {
        const why = unbacked(s, own);
        if (why) failures.add(`${at}: ${s} — ${why}`);
      }
    expect([...failures]).toEqual([]);
  });

  it('say that the site names no prices only while no built page prints one', () => {
    const amount = /\d[\d.,]*\s*(?:€|EUR\b|Euro\b)|€\s*\d/;
    const priced = [...htmlFiles(clientDir)].filter((file) => amount.test(pageText(readFileSync(file, 'utf8'))));
    expect(priced).toEqual([]);
    expect(amount.test('Boxspringbett Classic ab 1.899 €')).toBe(true);
    expect(amount.test('Alle Preise sind Endpreise in Euro')).toBe(false);
  });

  it('catch a changed figure, a claim of their own and a figure in small talk (regressions)', () => {
    // The phone's hours given as the showroom's, as the replies once did.
    expect(
      unbacked(
        `Unser Team hilft Ihnen gern persönlich weiter: telefonisch unter ${company.phoneDisplay} (Samstag: 10:00–14:00 Uhr).`,
      ),
    ).toMatch(/figures/);
    expect(unbacked('Das geht in einem Bett: Wir fertigen zwei getrennte Matratzen mit je eigenem Härtegrad.')).toBe(
      'no page states it',
    );
    expect(unbacked('Handarbeit zu fairen Preisen.')).toBe('no page states it');
    expect(unbacked('Danke, das freut uns! 20 % Rabatt heute.')).toBeDefined();
    // A page's own sentence passes as it is.
    expect(unbacked(frameGuarantee)).toBeUndefined();
  });
});
