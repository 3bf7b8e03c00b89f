/**
 * The chat's knowledge base: every content module turned into short passages, each with the
 * page and section anchor it is shown at and a short answer text. Nothing here restates copy:
 * the section list below only says which content block is rendered where (the anchors are the
 * ids the pages give those sections), and the passages are read from the blocks themselves, so
 * a copy change in a content module reaches the chat with the next build.
 *
 * Runs at build time (src/lib/chat/knowledge-plugin.ts turns the result into a JSON module for
 * the chat chunk), so the chat ships only the passages, not the content modules.
 */
import { collectionItems } from '../../content/collection.ts';
import { productPages, type ProductPage } from '../../content/product-pages.ts';
import { chatWordsOf } from '../../content/product-page-schema.ts';
import { infoPages } from '../../content/info-pages.ts';
import { sharedTables, type PageSectionData } from '../../content/section-schema.ts';
import { footerColumns, legalLinks, mainNav } from '../../content/site.ts';
import { hardnessGuide, matratzenContent, sleepPositions, technologies } from '../../content/products/matratzen.ts';
import { lengthOptions, sizeGuide, ueberlaengeContent } from '../../content/products/ueberlaenge.ts';
import { chatTopics } from '../../content/chat-topics.ts';
import {
  expandKnowledge,
  type ChatKnowledge,
  type ChatPassage,
  type CompactKnowledge,
  type CompactSection,
  type PackedSection,
  type TextPiece,
  labelHead,
} from './passages.ts';
import { legalPagePassages } from './legal-passages.ts';
import { addressLine, company, facts, openingHours, operator, specialSizes } from '../../content/site.ts';
import { privacyFactsFor, representativeClause, vsbgStatement } from '../../content/legal-facts.ts';
import { CONSENT_MAX_AGE_DAYS } from '../consent.ts';
import { buildSettingsFromEnv } from '../../server/build-settings.ts';
import { resolveAnalyticsConfig } from '../analytics.ts';
import { isAnalyticsOffered } from '../../content/consent.ts';
import { claimValues } from '../../content/claims.ts';
import { healthFigures } from '../../content/health.ts';
import { photoSources } from '../../content/photos.ts';
import { withUnit } from '../units.ts';

export type { ChatPassage };

/** A heading as the content modules write it. */
interface Heading {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** Anything a content block lists: a string, or an item with a title and a text. */
type Item = string | readonly string[] | object;

interface SectionSource {
  page: string;
  /** The section's id on the page; defaults to the heading's own id. */
  anchor?: string;
  heading: Heading;
  items: readonly Item[];
  /** Items are short points that only make sense together (check lists, table rows). */
  asList?: boolean;
}

const MAX_SENTENCES = 3;

/** The first `max` sentences of a text (a sentence ends with . ! or ? before a space). */
export function firstSentences(text: string, max = MAX_SENTENCES): string {
  return sentences(text).slice(0, max).join(' ');
}

/** The sentences of a text; abbreviations do not end one. */
function sentences(text: string): string[] {
  const parts = text.trim().split(/(?<=[.!?])\s+/);
  // Abbreviations such as 'z. B.', 'ca.' or 'Abs.' do not end a sentence.
  const sentences: string[] = [];
  for (const part of parts) {
    const prev = sentences.at(-1);
    if (prev !== undefined && /(?:^|[\s(])(?:[zZBdhuaso]|ca|Abs|Art|lit|Nr|bzw|ggf|usw|inkl|zzgl|\d+)\.$/.test(prev)) {
      sentences[sentences.length - 1] = `${prev} ${part}`;
    } else sentences.push(part);
  }
  return sentences;
}

/** A long paragraph as passages of at most three sentences each, at the same section. */
function chunkPassage(p: ChatPassage): ChatPassage[] {
  const all = sentences(p.text);
  if (all.length <= MAX_SENTENCES) return [p];
  const chunks: ChatPassage[] = [];
  for (let i = 0; i < all.length; i += MAX_SENTENCES)
    chunks.push({ ...p, id: `${p.id}.${i / MAX_SENTENCES}`, text: all.slice(i, i + MAX_SENTENCES).join(' ') });
  return chunks;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** A heading that negates: the items under it are what does not hold. */
const SAYS_NO = /(?<!\p{L})(?:nicht|kein\p{L}*|ausgenommen|ausgeschlossen)(?!\p{L})/iu;

/** Title and answer of one listed item, whatever its shape (feature, variant, FAQ, step, figure, table row). */
function readItem(entry: Item): { title: string; text: string } {
  if (typeof entry === 'string') return { title: '', text: entry };
  if (Array.isArray(entry)) {
    const cells = strings(entry);
    return { title: cells[0] ?? '', text: cells.join(': ') };
  }
  const item = entry as Readonly<Record<string, unknown>>;
  const title = str(item.title) ?? str(item.name) ?? str(item.question) ?? str(item.interval) ?? str(item.label) ?? '';
  const lead = str(item.tagline) ?? str(item.value) ?? str(item.hint) ?? str(item.figure);
  const body = str(item.text) ?? str(item.description) ?? str(item.answer) ?? str(item.advice) ?? '';
  const points = [...strings(item.features), ...strings(item.details), ...strings(item.tasks), ...strings(item.points)];
  // Two or three sentences in all: the listed points make one more.
  let text = firstSentences(body, points.length ? MAX_SENTENCES - 1 : MAX_SENTENCES);
  if (item.question === undefined && lead && !text.includes(lead)) text = `${title} (${lead}): ${text}`;
  // A title with a figure ('120 Tage Matratzen-Umtausch') says what the text leaves out.
  else if (/\d/.test(title) && !text.includes(title)) text = `${title}: ${text}`;
  // A title that says no ('Nicht erfasst') is the item's verdict: without it a list of exclusions
  // reads as what is covered, and 'deckt die Garantie … ab?' gets no answer.
  else if (item.question === undefined && SAYS_NO.test(title) && !text.includes(title)) text = `${title}: ${text}`;
  if (points.length) text = `${text ? `${text} ` : `${title}: `}${points.join(', ')}.`.replace(/([.!?])\.$/, '$1');
  return { title, text: text.trim() };
}

/** Link labels by page: the navigation's own names. */
const navLinks: readonly { label: string; href: string }[] = [
  ...footerColumns.flatMap((c): readonly { label: string; href: string }[] => c.links),
  ...mainNav.before,
  ...mainNav.after,
  ...legalLinks,
];
const pageLabels = new Map<string, string>(navLinks.map((l) => [l.href, l.label]));

function labelFor(page: string, heading: Heading): string {
  const section = heading.eyebrow ?? heading.title;
  const pageLabel = pageLabels.get(page);
  return pageLabel && pageLabel !== section ? `${pageLabel}: ${section}` : section;
}

function sectionPassages(source: SectionSource): ChatPassage[] {
  const { page, heading } = source;
  const anchor = source.anchor ?? heading.id;
  if (!anchor) throw new Error(`chat knowledge: no anchor for '${heading.title}' on ${page}`);
  const label = labelFor(page, heading);
  // The label names the page and the eyebrow (or title); the context adds the title's words.
  const context = heading.eyebrow ? heading.title : '';
  const base = { page, anchor, label };
  if (source.asList) {
    const lines = source.items.map((i) => readItem(i).text);
    const intro = heading.intro ? `${firstSentences(heading.intro, 1)} ` : '';
    return [
      {
        ...base,
        id: `${page}#${anchor}`,
        title: heading.title,
        context: pageLabels.get(page) ?? '',
        text: `${intro}${heading.title}: ${lines.join('; ')}.`.replace(/([.!?]);/g, '$1').replace(/([.!?])\.$/, '$1'),
      },
    ];
  }
  const passages = source.items.map((item, i) => {
    const { title, text } = readItem(item);
    return { ...base, id: `${page}#${anchor}/${i}`, title, context, text };
  });
  // The intro says what the section is about; it answers a question about the section as a whole.
  if (heading.intro)
    passages.unshift({
      ...base,
      id: `${page}#${anchor}`,
      title: heading.title,
      context: pageLabels.get(page) ?? '',
      text: firstSentences(heading.intro),
    });
  return passages.filter((p) => p.text);
}

const m = matratzenContent;
const u = ueberlaengeContent;

/** A page generated from its content entry (product and information pages). */
interface EntryPage {
  path: string;
  data: { sections: readonly PageSectionData[]; chatWords?: string };
}

/**
 * What a page's sections say, read from its content entry: each section kind's items
 * (the hero is the page's own passage; the figures band and the closing call to action say
 * nothing the sections do not).
 */
function entrySectionSources({ path: page, data }: EntryPage): SectionSource[] {
  return data.sections.flatMap((s): SectionSource[] => {
    switch (s.kind) {
      case 'features':
        return [{ page, anchor: s.heading.id ?? s.id, heading: s.heading, items: s.items }];
      case 'product-ranges':
        return s.ranges.map((r) => ({
          page,
          anchor: r.id,
          heading: { title: r.title },
          items: [{ title: r.title, text: r.text, points: r.highlights }],
        }));
      case 'made-to-measure':
      case 'feature-picture':
      case 'promises':
        return [{ page, anchor: s.id, heading: s.heading, items: s.items }];
      // The models are named in their answers ('Savoy Deluxe: …'), as their descriptions do not.
      case 'collection':
        return [
          {
            page,
            anchor: s.id,
            heading: s.heading,
            items: collectionItems.map((i) => ({ ...i, description: `${i.title}: ${i.description}` })),
          },
        ];
      // The questions are known by the section's eyebrow; the intro answers none of them.
      case 'faq-categories':
        return [
          {
            page,
            anchor: s.id,
            heading: { title: s.heading.eyebrow ?? s.heading.title },
            items: s.categories.flatMap((c) => c.entries),
          },
        ];
      case 'rule-tables':
        return [
          {
            page,
            anchor: s.id,
            heading: s.heading,
            items: s.tables.map((t) => ({
              title: t.caption,
              text: `${t.caption}: ${sharedTables[t.table].map((r) => r.join(' – ')).join('; ')}.`,
            })),
          },
        ];
      case 'directions':
        return [{ page, heading: s.heading, items: [s.byCar, s.byPublicTransport] }];
      case 'contact-tiles':
        return [
          {
            page,
            heading: s.heading,
            items: [
              {
                title: s.titles.hours,
                text: `${s.titles.hours}: ${openingHours.contact.map((r) => `${r.days} ${r.hours}`).join(', ')}.`,
              },
            ],
          },
        ];
      case 'faq':
      case 'services':
        return [{ page, anchor: s.id, heading: s.heading, items: s.items }];
      case 'figures':
        return [{ page, anchor: s.id, heading: s.heading, items: s.items ?? [] }];
      case 'steps':
        return [{ page, anchor: s.heading.id ?? s.id, heading: s.heading, items: s.steps }];
      case 'variants':
        return [{ page, anchor: s.id, heading: s.heading, items: s.variants }];
      case 'checklist':
        return [{ page, anchor: s.id, heading: s.heading, items: s.items, asList: true }];
      case 'table':
        return [{ page, anchor: s.id, heading: s.heading, items: s.table.rows, asList: !s.chatByRow }];
      case 'maintenance':
        return [{ page, anchor: s.id, heading: s.heading, items: s.entries, asList: true }];
      case 'sizes':
        return [
          {
            page,
            anchor: s.id,
            heading: s.heading,
            items: [{ title: s.heading.title, text: s.heading.intro, points: [...s.sizes, s.custom] }],
          },
        ];
      case 'split':
        return [{ page, anchor: s.id, heading: s, items: [{ title: s.title, text: s.text }] }];
      // Sections kept in code because the Schlafberater reads them too.
      case 'mattress-technologies':
        return [{ page, anchor: 'technologien', heading: m.technologiesHeading, items: technologies }];
      case 'hardness-guide':
        return [
          {
            page,
            anchor: 'haertegrade',
            heading: m.hardnessHeading,
            items: hardnessGuide.map((g) => ({ title: `${g.grade} (${g.name})`, value: g.weight, text: g.text })),
          },
        ];
      case 'sleep-positions':
        return [
          {
            page,
            anchor: 'schlafposition',
            heading: m.positionsHeading,
            items: sleepPositions.map((p) => ({ title: p.name, text: p.advice })),
          },
        ];
      case 'length-options':
        return [
          {
            page,
            anchor: 'laengen',
            heading: u.optionsHeading,
            items: lengthOptions.map((o) => ({
              title: withUnit(o.lengthCm, 'cm'),
              value: o.hint,
              text: o.description,
            })),
          },
        ];
      case 'size-guide':
        return [
          {
            page,
            anchor: 'groessenratgeber',
            heading: u.ruleHeading,
            items: sizeGuide.map((g) => [g.height, g.length]),
            asList: true,
          },
        ];
      case 'detail-cards':
      case 'definitions':
      case 'ways':
        return [{ page, heading: s.heading, items: s.items }];
      case 'check-panel':
        return [{ page, heading: s.heading, items: s.points, asList: true }];
      case 'study-figures':
        return [{ page, heading: s.heading, items: healthFigures }];
      case 'story':
        return [{ page, heading: s.heading, items: s.paragraphs.slice(0, s.chatParagraphs) }];
      case 'picture-story':
        return [{ page, heading: s.heading, items: s.paragraphs }];
      case 'test-and-finder':
        return [s.testTime, s.finder].map((card) => ({
          page,
          heading: { id: card.id, title: card.title },
          items: [{ title: card.title, text: card.text }],
        }));
      case 'contact-options':
        return [
          {
            page,
            heading: s.heading,
            items: [
              {
                title: s.phone.title,
                text: `${s.phone.hoursTitle}: ${openingHours.servicePhone.map((h) => `${h.days} ${h.hours}`).join(', ')}.`,
              },
              { title: s.email.title, text: s.email.text },
              { title: s.showroom.title, text: `${addressLine}. ${s.showroom.text}` },
            ],
          },
        ];
      // Openings, figure bands, calls to action, the islands' sections, the business data's own
      // readings (contact, reviews) and the product list's cards (the nav's labels) say nothing
      // the passages above do not.
      case 'hero':
      case 'brand-hero':
      case 'not-found':
      case 'legal-text':
      case 'stats':
      case 'cta':
      case 'visit-band':
      case 'sleep-systems':
      case 'family-story':
      case 'reviews':
      case 'contact':
      case 'finder':
      case 'product-cards':
        return [];
    }
  });
}

/**
 * A page's hero, from its content entry, and the words visitors use for a product page's
 * subject that the owner gives in the entry (`chatWords`).
 */
function entryPageSource({ path: page, data }: EntryPage): PageSource {
  const hero = data.sections.find((s) => s.kind === 'hero');
  if (!hero) throw new Error(`chat knowledge: no hero on ${page}`);
  return { page, hero, words: chatWordsOf(data) };
}

/**
 * The pages the chat points to: not one that only answers a form (an entry marked `noindex`,
 * such as the enquiry's confirmation), which no visitor opens by a link.
 */
const answeringPages = infoPages.filter((p) => !p.data.noindex);

/** Which content block each page shows under which section id (`products`: the product pages). */
const sectionSourcesOf = (products: readonly EntryPage[]): SectionSource[] => [
  ...products.flatMap(entrySectionSources),
  // Every other page with a content entry (the home page, the product overview, information
  // pages, contact, Schlafberater).
  ...answeringPages.flatMap(entrySectionSources),
];

interface HeroLike {
  eyebrow?: string;
  title: string;
  intro?: string;
}

interface PageSource {
  page: string;
  hero: HeroLike;
  /** Further words for the page's subject (a product page's `chatWords`). */
  words: readonly string[];
}

/** Each page's hero: what the page is about, answering a question that names only the page's subject. */
const pageSourcesOf = (products: readonly EntryPage[]): PageSource[] => [
  ...products.map(entryPageSource),
  // Pages that open with a hero (the home page's brand hero, the not-found page and the legal
  // texts have no passage of their own).
  ...answeringPages.filter((p) => p.data.sections[0]?.kind === 'hero').map(entryPageSource),
];
export const pageSources: readonly PageSource[] = pageSourcesOf(productPages);

/**
 * A page's own passage: its hero's title and intro. The owner's words for its subject are
 * searched with the page's eyebrow (never shown): a question in those words finds the page.
 */
function pagePassage({ page, hero, words }: PageSource): ChatPassage {
  const label = pageLabels.get(page) ?? hero.eyebrow ?? hero.title;
  return {
    id: `${page}#`,
    page,
    anchor: '',
    label,
    title: `${label} ${hero.title}`,
    context: [hero.eyebrow ?? '', ...words].join(' ').trim(),
    text: firstSentences([hero.title.endsWith('.') ? hero.title : `${hero.title}.`, hero.intro ?? ''].join(' ')),
  };
}

/**
 * The legal pages in full, read from their MDX with the values they import and the build's own
 * settings (the enquiry retention the server enforces, the consent lifetime).
 */
function legalPagesPassages(): ChatPassage[] {
  const scope = {
    company,
    operator,
    facts,
    representativeClause,
    vsbgStatement,
    CONSENT_MAX_AGE_DAYS,
    retentionDays: buildSettingsFromEnv(process.env).enquiryRetentionDays,
    consentMode: resolveAnalyticsConfig(process.env).mode,
    analyticsOffered: isAnalyticsOffered(resolveAnalyticsConfig(process.env)),
    // What the Datenschutz text imports from the claims registry.
    hosting: claimValues.hosting,
    dataCopies: claimValues.dataCopies,
    ga4: claimValues.ga4,
    // What the Datenschutz text derives from the build, and the AGB's definition of special sizes.
    privacy: privacyFactsFor(resolveAnalyticsConfig(process.env)),
    specialSizes,
    // What the Impressum's picture credits are chosen by: the owner's own photos, if any.
    photos: photoSources(),
  };
  const provider: ChatPassage = {
    id: '/impressum#anbieter',
    page: '/impressum',
    anchor: 'anbieter',
    label: `${pageLabels.get('/impressum') ?? 'Impressum'}: Anbieter`,
    title: 'Anbieter und Betreiber',
    context: 'Impressum',
    text: `${company.legalName}, ${representativeClause}, ${company.street}, ${company.postalCode} ${company.town}. Telefon ${company.phoneDisplay}, E-Mail ${company.email}.`,
  };
  return (['agb', 'datenschutz', 'impressum'] as const)
    .flatMap((name) =>
      legalPagePassages(
        new URL(`../../content/legal/${name}.mdx`, import.meta.url),
        `/${name}`,
        pageLabels.get(`/${name}`) ?? name,
        scope,
      ),
    )
    .flatMap(chunkPassage)
    .concat(provider);
}

/** All passages of the site, in page order (`products`: the product pages, by default the site's). */
export function buildPassages(products: readonly ProductPage[] = productPages): ChatPassage[] {
  const passages = [
    ...pageSourcesOf(products).map(pagePassage),
    ...sectionSourcesOf(products).flatMap(sectionPassages),
    ...legalPagesPassages(),
  ];
  const seen = new Set<string>();
  for (const p of passages) {
    if (seen.has(p.id)) throw new Error(`chat knowledge: duplicate passage id ${p.id}`);
    seen.add(p.id);
  }
  return passages;
}

/**
 * The passages grouped by section, so page, anchor, label and context are stored once per
 * section in the chat chunk (src/lib/chat/passages.ts expands them again).
 */
export function compactPassages(passages: readonly ChatPassage[]): CompactSection[] {
  const sections: CompactSection[] = [];
  for (const p of passages) {
    const last = sections.at(-1);
    if (last && last[0] === p.page && last[1] === p.anchor && last[2] === p.label && last[3] === p.context)
      last[4].push([p.title, p.text]);
    else sections.push([p.page, p.anchor, p.label, p.context, [[p.title, p.text]]]);
  }
  return sections;
}

/** What the chat chunk ships: the passages and the curated topics. */
export function buildKnowledge(): ChatKnowledge {
  return { sections: compactPassages(buildPassages()), topics: chatTopics.map((t) => ({ ...t })) };
}

/** The sections as the chat chunk carries them (`PackedSection`: what a section already says written once). */
function packSections(sections: readonly CompactSection[]): PackedSection[] {
  let head = '';
  return sections.map(([page, anchor, label, context, items]) => {
    const short = head && label.startsWith(`${head}: `) ? label.slice(head.length) : label;
    head = labelHead(label);
    const packed = items.map(([title, text]): [string | number, string] => [
      title && text.startsWith(title) ? title.length : title && title === context ? -1 : title,
      text,
    ]);
    return [page, anchor, short, context && label.endsWith(context) ? label.length - context.length : context, packed];
  });
}

/** A sentence shorter than this is shipped as text: a reference would not be shorter. */
const MIN_SHARED_SENTENCE = 20;

/**
 * The knowledge as the chat chunk carries it: a topic's sentence that a passage's text already
 * holds is a reference to that passage's slice (consecutive sentences of one passage one slice).
 * Throws unless it reads back as the same knowledge.
 */
export function compactKnowledge(k: ChatKnowledge): CompactKnowledge {
  const texts = k.sections.flatMap((s) => s[4].map(([, text]) => text));
  const topics = k.topics.map((topic) => {
    const pieces: TextPiece[] = [];
    // Sentences with the spaces between them as pieces of their own.
    for (const part of topic.answer.text.split(/(?<=[.!?])(\s+)/)) {
      const i = part.length >= MIN_SHARED_SENTENCE ? texts.findIndex((t) => t.includes(part)) : -1;
      const [last, space] = [pieces.at(-2), pieces.at(-1)];
      const before = typeof last === 'object' ? last : undefined;
      if (i < 0) {
        pieces.push(part);
        continue;
      }
      const from = texts[i]!.indexOf(part);
      const to = from + part.length;
      // The next sentence of the same passage extends the slice before it.
      if (
        before !== undefined &&
        typeof space === 'string' &&
        before[0] === i &&
        texts[i]!.slice(before[1], from) === texts[i]!.slice(before[1], before[2]) + space
      ) {
        pieces.splice(-2, 2, [i, before[1], to]);
      } else pieces.push([i, from, to]);
    }
    return { ...topic, answer: { ...topic.answer, text: pieces.filter((p) => p !== '') } };
  });
  const compact = { sections: packSections(k.sections), topics };
  if (JSON.stringify(expandKnowledge(compact)) !== JSON.stringify(k))
    throw new Error('chat knowledge: the compact form does not read back as the knowledge');
  return compact;
}
