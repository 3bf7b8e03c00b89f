/**
 * Claims as a visitor reads them, in every built page (needs a build in ASTRO_OUT_DIR / DIST_DIR,
 * which `npm test` makes first) and in the chat's answers:
 * - no health or hygiene promise: a health-related statement needs a scientific source or goes
 *   (§ 3 HWG, § 5 UWG). Product facts stay ('passt sich dem Körper an', 'gleichmäßige
 *   Druckverteilung'); a sentence sending people with lasting complaints to a doctor is fine.
 * - every OEKO-TEX mention names the label as certified and links to the certificate's details.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { pageText } from '../../scripts/spell-pages.ts';
import { htmlFiles } from '../../src/lib/html-files.ts';
import { claimValues } from '../../src/content/claims.ts';
import { legalLinks } from '../../src/content/site.ts';
import { entrySection } from '../support/page-entries.ts';

const reviewsSection = entrySection('/', 'reviews');
import { chatTopics } from '../../src/content/chat-topics.ts';
import { chatCopy, chatFallback, chatSmallTalk } from '../../src/content/chat.ts';
import { chatAdviceCopy, chatConversation, chatHowAreYou } from '../../src/content/chat-intents.ts';
import { buildPassages } from '../../src/lib/chat/knowledge.ts';

/**
 * Stems of wording that promises an effect on health, the body or hygiene: listed once. Each is
 * narrow enough to leave product facts alone ('Rückenschläfer', 'Gesundheit' as the page's name,
 * 'atmungsaktiv', 'Druckverteilung').
 */
const healthPromiseStems: readonly RegExp[] = [
  /entlast/i,
  /durchblut/i,
  /kreislauf/i,
  /allergi/i,
  /milben/i,
  /schnarch/i,
  /atemw/i,
  /\b(?:leichter |besser |frei )atmen/i,
  /\bhaut\b/i,
  /schmerz/i,
  /\bheil(?:t|en|end|ung|sam)/i,
  /linder/i,
  /wirbelsäul/i,
  /bandscheib/i,
  /\bimmun/i,
  /gelenk/i,
  /beschwerd/i,
  /\bgesund(?!heit)/i,
  /rückenschon|schont (?:rücken|knie|gelenk)/i,
  /wohltuend/i,
  /verspann/i,
  /erholsam/i,
  /besser(?:em|en|er)? schlaf/i,
  /erholt(?:er)? (?:aufwach|erwach)/i,
  /guter? schlaf/i,
  /schleimh/i,
  /orthopäd/i,
  /regenerat/i,
  /hohlkreuz/i,
];

/** A sentence sending people to a doctor is advice, not a promise. */
const sendsToDoctor = /\b(?:Kinder)?(?:Ärztin|Arzt)\b/;
/** Sentences that speak of complaints without promising anything, by their source. */
const allowedSentences = [reviewsSection.selection];
/** The legal texts are not advertising: they name health data, liability and complaint rights. */
const legalPages = new Set<string>(legalLinks.map((l) => l.href));

function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Each sentence that promises health, with the stem it matched. */
function healthPromises(text: string): string[] {
  const allowed = allowedSentences.flatMap(sentences);
  return sentences(text).flatMap((s) => {
    const stem = healthPromiseStems.find((p) => p.test(s));
    if (!stem || sendsToDoctor.test(s) || allowed.some((a) => s.includes(a))) return [];
    return [`${stem.source}: ${s}`];
  });
}

const clientDir = path.join(process.env.ASTRO_OUT_DIR ?? process.env.DIST_DIR ?? 'dist', 'client');
const built = existsSync(clientDir)
  ? [...htmlFiles(clientDir)].map((file) => {
      const rel = path.relative(clientDir, file).replace(/\\/g, '/');
      const route = `/${rel.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      return { route, html: readFileSync(file, 'utf8') };
    })
  : [];

describe('the stems (regressions)', () => {
  it('catch the promises the site used to make', () => {
    for (const promise of [
      'Formt sich nach Ihrem Körper und entlastet Schultern und Hüfte.',
      'Beine hochlegen und den Kreislauf entlasten.',
      'Das Fußteil angehoben – wohltuend bei schweren Beinen.',
      'Ausreichend Tiefschlaf unterstützt das Immunsystem.',
      'Muskeln entspannen, Bandscheiben nehmen wieder Flüssigkeit auf.',
      'Die doppelte Federung entlastet Rücken und Gelenke.',
      'Milben finden keinen Lebensraum – ideal für Allergiker.',
      'Gut für Haut und Atemwege.',
      'Besser schlafen: Boxspringbetten direkt vom Hersteller.',
      'Gesunder Schlaf beginnt im Bett.',
      'Zwei Wege zu besserem Schlaf.',
      'Gemeinsam schlafen, erholt aufwachen.',
      'Guter Schlaf beginnt im Bett.',
    ])
      expect(healthPromises(promise), promise).toHaveLength(1);
  });

  it('leave product facts, the page names and the doctor sentence alone', () => {
    for (const fact of [
      'Passt sich Ihrer Körperform an und verteilt den Druck gleichmäßig.',
      'Rückenschläfer brauchen eine mittelfeste Matratze.',
      'Schlafhygiene & Gesundheit',
      'Atmungsaktive Polsterschichten.',
      'Bei anhaltenden Schlafproblemen oder Beschwerden wenden Sie sich bitte an Ihre Ärztin oder Ihren Arzt.',
      reviewsSection.selection,
    ])
      expect(healthPromises(fact), fact).toEqual([]);
  });
});

/** Every string in the page's structured data (the FAQ's answers among them). */
function structuredText(html: string): string {
  const { document } = new JSDOM(html).window;
  const strings = (v: unknown): string[] =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];
  return [...document.querySelectorAll('script[type="application/ld+json"]')]
    .flatMap((s) => strings(JSON.parse(s.textContent ?? '{}')))
    .join('\n');
}

const figure = (value: string) => new RegExp(value.replace(/-/g, '\\s?[-–]\\s?').replace(/ /g, '\\s'));
/**
 * Rules for the figures a visitor reads (§ 5 UWG): the delivery time is said with its scope
 * (custom-made beds get their date in the offer); a durability figure with its conditions of use.
 */
const figureRules: { name: string; applies: RegExp; needs: string }[] = [
  {
    name: 'delivery time without its scope',
    applies: figure(claimValues.deliveryWeeks),
    needs: claimValues.deliveryScope,
  },
  {
    name: 'durability without its conditions',
    // A figure in years near the word that makes it a durability claim, either way round.
    applies:
      /(?:Lebensdauer|Nutzungsdauer|ausgelegt)[^.]{0,60}?\d+(?:\s?[-–]\s?\d+)?\s(?:Jahre|Jahren|Jahr)\b|\d+(?:\s?[-–]\s?\d+)?\s(?:Jahre|Jahren)\b[^.]{0,40}?(?:Lebensdauer|Nutzungsdauer)/,
    needs: claimValues.durability.conditions,
  },
];

function figureProblems(text: string): string[] {
  return sentences(text).flatMap((s) =>
    figureRules.filter((r) => r.applies.test(s) && !s.includes(r.needs)).map((r) => `${r.name}: ${s}`),
  );
}

describe('the figure rules (regressions)', () => {
  it('catch a delivery time or a durability figure said bare', () => {
    for (const bare of [
      'Wir bauen Ihr Bett nach Maß. Lieferung in 1–2 Wochen.',
      'Ausgelegt auf 15–20 Jahre Lebensdauer.',
      'Unsere Boxspringbetten sind auf eine Nutzungsdauer von mindestens 10 Jahren ausgelegt.',
      'Lebensdauer 5–8 Jahre',
    ])
      expect(figureProblems(bare), bare).not.toEqual([]);
    expect(figureProblems(`Lieferung ${claimValues.deliveryScope} in 1–2 Wochen.`)).toEqual([]);
  });
});

describe.skipIf(built.length === 0)('every built page', () => {
  it('says each delivery time with its scope and each durability figure with its conditions (outside the legal texts)', () => {
    const found = built
      .filter((p) => !legalPages.has(p.route))
      .flatMap((p) => figureProblems(`${pageText(p.html)}\n${structuredText(p.html)}`).map((s) => `${p.route}: ${s}`));
    expect(found).toEqual([]);
  });

  it('makes no health or hygiene promise (outside the legal texts)', () => {
    const found = built
      .filter((p) => !legalPages.has(p.route))
      .flatMap((p) => healthPromises(pageText(p.html)).map((s) => `${p.route}: ${s}`));
    expect(found).toEqual([]);
  });

  it('promises no emergency service: help by phone is offered within the phone hours', () => {
    const found = built.flatMap((p) =>
      sentences(pageText(p.html))
        .filter((s) => /Notdienst|Notruf|rund um die Uhr|24\s?\/\s?7/i.test(s))
        .map((s) => `${p.route}: ${s}`),
    );
    expect(found).toEqual([]);
  });

  it('names OEKO-TEX only as certified, scoped, and linked to the certificate’s details', () => {
    const certificateUrls = new Set([claimValues.oekoTex.url, claimValues.waterBedOekoTex.url]);
    const problems: string[] = [];
    for (const { route, html } of built) {
      const { document } = new JSDOM(html).window;
      // Titles and descriptions cannot carry the link.
      const head = `${document.title} ${document.querySelector('meta[name="description"]')?.getAttribute('content')}`;
      if (/OEKO-TEX/i.test(head)) problems.push(`${route}: OEKO-TEX in title or description`);
      for (const el of document.body.querySelectorAll('*')) {
        const own = [...el.childNodes]
          .filter((n) => n.nodeType === 3)
          .map((n) => n.textContent)
          .join('');
        if (!/OEKO-TEX/i.test(own) || el.closest('script, template, noscript')) continue;
        // The mention's block: its card, list item or question; a paragraph's card around it.
        const block = el.closest('li, details, article') ?? el.closest('p')?.parentElement ?? el.parentElement;
        const text = block?.textContent?.replace(/\s+/g, ' ') ?? '';
        if (!text.includes('STANDARD 100 by OEKO-TEX®')) problems.push(`${route}: not named as certified: ${text}`);
        if (!/Bezugsstoffe/.test(text)) problems.push(`${route}: not scoped to what is certified: ${text}`);
        const linked = [...(block?.querySelectorAll('a') ?? [])].some((a) => certificateUrls.has(a.href));
        if (!linked) problems.push(`${route}: no link to the certificate: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the chat', () => {
  it('answers without health promises', () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'function'
          ? []
          : value && typeof value === 'object'
            ? Object.entries(value).flatMap(([key, v]) =>
                // What visitors type (keywords, sample questions, patterns) is no answer.
                ['keywords', 'questions', 'pattern', 'asked', 'answered'].includes(key) ? [] : texts(v),
              )
            : [];
    const answers = [
      ...texts([chatTopics, chatCopy, chatFallback, chatSmallTalk, chatAdviceCopy, chatConversation, chatHowAreYou]),
      ...buildPassages()
        .filter((p) => !legalPages.has(p.page))
        .map((p) => p.text),
    ];
    expect(answers.flatMap(healthPromises)).toEqual([]);
    // The delivery time with its scope, durability with its conditions, as on the pages.
    expect(answers.flatMap(figureProblems)).toEqual([]);
  });
});
