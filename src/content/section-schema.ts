/**
 * The sections a page's content entry lists, each a kind the one section renderer
 * (src/components/blocks/PageSection.astro) draws: the product pages
 * (src/content/product-pages/, product-page-schema.ts) and the information pages
 * (src/content/pages/, page-schema.ts) share them. The chat's knowledge reads the same sections.
 *
 * Texts may name a business fact as `{{facts.…}}` instead of typing it (product-page-tokens.ts).
 */
import { z } from 'zod';
import { contentIcons } from '../components/ui/icons.ts';
import { isImageName } from './images.ts';
import { heightRecommendations } from './products/seniorenbetten.ts';
import { hardnessGuide } from './products/matratzen.ts';
import { sizeGuide } from './products/ueberlaenge.ts';
import { typeset, typesetDeep } from '../lib/typography.ts';
import { contactSectionId } from './contact.ts';
import { sectionLabels } from './field-labels.ts';
import { wholeNumber } from './whole-number.ts';
import { resolveTokens, tokenPattern, tokenProblem } from './product-page-tokens.ts';

/** A text; any `{{placeholder}}` in it must be a known one. */
export const text = z
  .string()
  .min(1)
  .superRefine((value, ctx) => {
    for (const [, name] of value.matchAll(tokenPattern)) {
      const problem = tokenProblem(name!.trim());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
  });

/**
 * A picture by its name: a shipped one or one the owner added in the editor (Fotos › Eigene
 * Bilder). A name no picture has stops the build, naming the entry and the field.
 */
/**
 * A text that search engines show uncut only within a length (a page's title and description),
 * counted as printed: placeholders filled in, typography applied. The field checks it itself, so
 * the editor shows the message under the field while the owner types.
 */
function printedText(min: number, max: number) {
  return text.superRefine((value, ctx) => {
    let printed: string;
    try {
      printed = typeset(resolveTokens(value, undefined));
    } catch {
      return; // a placeholder that does not resolve has its own message (text)
    }
    if (printed.length < min || printed.length > max)
      ctx.addIssue({
        code: 'custom',
        message: `gedruckt ${printed.length} Zeichen lang, erlaubt sind ${min} bis ${max} (Platzhalter eingesetzt)`,
      });
  });
}
/** A page's title and description as printed (search engines cut longer ones). */
export const pageTitle = printedText(15, 65);
export const pageDescription = printedText(70, 160);

export const imageName = z.string().superRefine((name, ctx) => {
  if (!isImageName(name))
    ctx.addIssue({
      code: 'custom',
      message: `kein Bild heißt „${name}“; ein neues Bild fügen Sie im Editor unter Fotos › Eigene Bilder hinzu`,
    });
});
const iconName = z.enum(Object.keys(contentIcons) as [keyof typeof contentIcons, ...(keyof typeof contentIcons)[]]);
const tone = z.enum(['cream', 'white', 'sand', 'night']);
/** A section id: the anchor the page, its links and the chat point at. */
const anchor = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'nur Kleinbuchstaben, Ziffern und Bindestriche');
/** A site path (with optional query and anchor), an https link or a placeholder such as {{consult}}. */
const href = text.refine(
  (v) => /^(?:\/|\{\{|#|https:\/\/)/.test(v),
  'ein Pfad, der mit / beginnt, ein https://-Link oder ein Platzhalter wie {{consult}}',
);

const link = z.strictObject({ label: text, href });
const heading = z.strictObject({ eyebrow: text.optional(), title: text, intro: text.optional() });
/** A heading that names itself: its id is the link target (the section needs none of its own). */
const namedHeading = heading.extend({ id: anchor });
/** A section named by its own id (its heading becomes `<id>-title`), by its heading's id, or both. */
const named = { id: anchor.optional(), heading: heading.extend({ id: anchor.optional() }) };
const isNamed = (s: { id?: string; heading: { id?: string } }) => s.id !== undefined || s.heading.id !== undefined;
const namedMessage = 'bitte eine Kennung (Sprungmarke) eintragen oder der Überschrift eine Kennung geben';
const feature = z.strictObject({
  icon: iconName,
  title: text,
  text,
  points: z.array(text).optional(),
  link: link.optional(),
});

/** Figure lists that the site's logic reads too, by the name an entry gives in `from`. */
export const sharedFigures = {
  'senior-heights': heightRecommendations.map((h) => ({ figure: h.height, title: h.name, text: h.text })),
};

/**
 * Tables the site's logic computes, by the name an entry gives in `table`: the Schlafberater's
 * rules (the hardness by body weight and the bed length by body height), the same values its
 * recommendation uses.
 */
export const sharedTables = {
  hardness: typesetDeep(hardnessGuide.map((g) => [`${g.grade} (${g.name})`, g.weight])),
  length: typesetDeep(sizeGuide.map((r) => [r.height, r.length])),
};

/** The legal texts (src/content/legal/<name>.mdx) a page can show. */
export const legalTexts = ['agb', 'datenschutz', 'impressum'] as const;
export type LegalTextName = (typeof legalTexts)[number];

/** An icon card's fields (home page lists). */
const iconItem = z.strictObject({ icon: iconName, title: text, text });

/** The sections a page can show, by kind. */
export const sectionSchema = z.discriminatedUnion('kind', [
  /** The opening block: eyebrow, h1, intro, up to two actions and the page's artwork. */
  z.strictObject({
    kind: z.literal('hero'),
    eyebrow: text.optional(),
    title: text,
    intro: text,
    actions: z.array(link).max(2).optional(),
    image: imageName.optional(),
  }),
  /**
   * The home page's opening: the artwork behind the logo, h1, intro and actions, the benefits
   * and the advice box with the phone number and the hours (from the business data).
   */
  z.strictObject({
    kind: z.literal('brand-hero'),
    eyebrow: text,
    title: text,
    intro: text,
    image: imageName,
    actions: z.array(link).min(1).max(2),
    /** The benefits' accessible heading. */
    benefitsLabel: text,
    benefits: z.array(z.strictObject({ icon: iconName, title: text, href: href.optional() })).min(1),
    advice: z.strictObject({ title: text, text, phoneLabel: text, hoursLabel: text }),
  }),
  /** The not-found page's opening: the code, h1, text, the ways on and the phone number. */
  z.strictObject({
    kind: z.literal('not-found'),
    code: text,
    title: text,
    text,
    links: z.array(z.strictObject({ label: text, href, description: text })).min(1),
    /** The words before the phone number. */
    call: text,
  }),
  /** A legal text: its heading and lead from the text's own frontmatter, then the text. */
  z.strictObject({ kind: z.literal('legal-text'), text: z.enum(legalTexts) }),
  /** The band of headline figures under the hero. */
  z.strictObject({
    kind: z.literal('stats'),
    /** The figures' accessible name. */
    label: text,
    stats: z
      .array(z.strictObject({ value: text, label: text }))
      .min(2)
      .max(4),
  }),
  /** Icon cards (benefits, reasons, functions, care ...). */
  z
    .strictObject({
      kind: z.literal('features'),
      ...named,
      items: z.array(feature).min(1),
      columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
      tone: tone.optional(),
      /**
       * `even` (default): short cards spaced alike, four columns; `grouped`: title and text kept
       * together under the icon, three columns, number ranges kept on one line; `fine`: even
       * cards with a finer icon line, set closer (the home page's reasons).
       */
      look: z.enum(['even', 'grouped', 'fine']).optional(),
      /** A link under the cards (to the page with the details). */
      more: link.optional(),
    })
    .refine(isNamed, namedMessage),
  /** Numbered steps. */
  z
    .strictObject({
      kind: z.literal('steps'),
      ...named,
      steps: z.array(z.strictObject({ title: text, text })).min(1),
      tone: tone.optional(),
      /** `tiles` (default): sand tiles on a white band; `cards`: white cards on a tinted one. */
      look: z.enum(['tiles', 'cards']).optional(),
    })
    .refine(isNamed, namedMessage),
  /** Variant cards, each with its action. */
  z.strictObject({
    kind: z.literal('variants'),
    id: anchor,
    heading,
    variants: z
      .array(
        z.strictObject({
          name: text,
          tagline: text.optional(),
          description: text,
          features: z.array(text),
          badge: text.optional(),
          action: link,
        }),
      )
      .min(1),
    tone: tone.optional(),
  }),
  /** A data table. */
  z.strictObject({
    kind: z.literal('table'),
    id: anchor,
    heading,
    table: z
      .object({ caption: text, columns: z.array(text).min(2), rows: z.array(z.array(text)).min(1) })
      .refine(
        (t) => t.rows.every((r) => r.length === t.columns.length),
        'jede Zeile braucht so viele Zellen, wie die Tabelle Spalten hat: bitte in der kürzeren oder längeren Zeile Zellen ergänzen oder entfernen',
      ),
    /** The chat answers with one row at a time (a spec sheet), not the table as one list. */
    chatByRow: z.boolean().optional(),
    tone: tone.optional(),
  }),
  /** Questions and answers. */
  z.strictObject({
    kind: z.literal('faq'),
    id: anchor,
    heading,
    items: z.array(z.strictObject({ question: text, answer: text, link: link.optional() })).min(1),
    tone: tone.optional(),
  }),
  /** A check list on tiles beside an optional artwork. */
  z.strictObject({
    kind: z.literal('checklist'),
    id: anchor,
    heading,
    /** A point, or a point and the link that proves it (a certificate). */
    items: z.array(z.union([text, z.strictObject({ text, link })])).min(1),
    image: imageName.optional(),
    tone: tone.optional(),
  }),
  /** A text with an artwork and one or two links. */
  z.strictObject({
    kind: z.literal('split'),
    id: anchor,
    eyebrow: text.optional(),
    title: text,
    text,
    actions: z.array(link).min(1).max(2),
    image: imageName.optional(),
    tone: tone.optional(),
    reverse: z.boolean().optional(),
  }),
  /**
   * Cards led by a large figure (ages, heights): its own items, or a list the site's logic shares
   * (`from`: the bed heights the Schlafberater recommends too).
   */
  z
    .strictObject({
      kind: z.literal('figures'),
      id: anchor,
      heading,
      items: z
        .array(z.strictObject({ figure: text, title: text, text }))
        .min(1)
        .optional(),
      from: z.enum(Object.keys(sharedFigures) as [keyof typeof sharedFigures]).optional(),
      tone: tone.optional(),
    })
    .refine(
      (s) => (s.items === undefined) !== (s.from === undefined),
      'bitte entweder Einträge ausfüllen oder eine Liste aus dem Schlafberater wählen, nicht beides',
    ),
  /** Icon cards with an optional action each (services). */
  z.strictObject({
    kind: z.literal('services'),
    id: anchor,
    heading,
    items: z.array(feature.extend({ action: link.optional() })).min(1),
    tone: tone.optional(),
  }),
  /** A maintenance plan: intervals and their tasks. */
  z.strictObject({
    kind: z.literal('maintenance'),
    id: anchor,
    heading,
    entries: z.array(z.strictObject({ interval: text, tasks: z.array(text).min(1) })).min(1),
    tone: tone.optional(),
  }),
  /** Sizes as chips ('90 x 200', shown with 'cm') and the custom-size chip. */
  z.strictObject({
    kind: z.literal('sizes'),
    id: anchor,
    heading,
    sizes: z.array(text).min(1),
    custom: text,
    tone: tone.optional(),
  }),
  /**
   * Sections whose copy and figures the Schlafberater and the chat engine read too, so they stay
   * in code (the mattress and extra-length modules in src/content/products/): an entry places them.
   */
  z.strictObject({ kind: z.literal('mattress-technologies') }),
  z.strictObject({ kind: z.literal('hardness-guide') }),
  z.strictObject({ kind: z.literal('sleep-positions') }),
  z.strictObject({ kind: z.literal('length-options') }),
  z.strictObject({ kind: z.literal('size-guide') }),
  /** Cards with a description and check-marked details (the guarantees), and a note under them. */
  z.strictObject({
    kind: z.literal('detail-cards'),
    heading: namedHeading,
    items: z
      .array(z.strictObject({ icon: iconName, title: text, description: text, details: z.array(text).min(1) }))
      .min(1),
    note: text.optional(),
    tone: tone.optional(),
  }),
  /** Check-marked points on one white panel (quality points). */
  z.strictObject({
    kind: z.literal('check-panel'),
    heading: namedHeading,
    points: z.array(text).min(1),
    tone: tone.optional(),
  }),
  /** Terms as a definition list: a title and its text each (the guarantee terms). */
  z.strictObject({
    kind: z.literal('definitions'),
    id: anchor.optional(),
    heading: namedHeading,
    items: z.array(z.strictObject({ title: text, text })).min(1),
    tone: tone.optional(),
  }),
  /** Ways to get advice: cards with points, an action and optionally a phone link. */
  z.strictObject({
    kind: z.literal('ways'),
    heading: namedHeading,
    items: z
      .array(
        z.strictObject({
          icon: iconName,
          title: text,
          text,
          points: z.array(text).min(1),
          action: link,
          phone: link.optional(),
        }),
      )
      .min(1),
    tone: tone.optional(),
  }),
  /** The recommended test time beside the way to the Schlafberater (two cards, each with its h2). */
  z.strictObject({
    kind: z.literal('test-and-finder'),
    /** The band's accessible name. */
    label: text,
    testTime: z.strictObject({ id: anchor, title: text, value: text, text }),
    finder: z.strictObject({ id: anchor, title: text, text, link }),
  }),
  /**
   * Phone (with the service phone hours), e-mail and showroom: the numbers, the address and the
   * hours come from the business data (src/content/site.ts), the entry gives the words around them.
   */
  z.strictObject({
    kind: z.literal('contact-options'),
    heading: namedHeading,
    phone: z.strictObject({ title: text, hoursTitle: text }),
    email: z.strictObject({ title: text, text }),
    showroom: z.strictObject({ title: text, text }),
    actions: z.array(link).min(1).max(2),
    tone: tone.optional(),
  }),
  /**
   * The health figures: printed only when the claims registry names a study (src/content/health.ts),
   * so the entry gives only the heading and the note; without a study the section is left out.
   */
  z.strictObject({
    kind: z.literal('study-figures'),
    heading: namedHeading,
    note: text.optional(),
    tone: tone.optional(),
  }),
  /** Paragraphs of running text beside key figures (the history). */
  z.strictObject({
    kind: z.literal('story'),
    heading: namedHeading,
    paragraphs: z.array(text).min(1),
    stats: z.array(z.strictObject({ value: text, label: text })).min(1),
    /** How many of the paragraphs the chat quotes (all when not given). */
    chatParagraphs: wholeNumber(1).optional(),
    tone: tone.optional(),
  }),
  /** Paragraphs of running text beside a picture, with one link (the workshop). */
  z.strictObject({
    kind: z.literal('picture-story'),
    heading: namedHeading,
    paragraphs: z.array(text).min(1),
    image: imageName,
    link,
    tone: tone.optional(),
  }),
  /** The collection: the models' carousel under a heading, and up to two actions. */
  z.strictObject({
    kind: z.literal('collection'),
    id: anchor,
    heading: namedHeading,
    actions: z.array(link).min(1).max(2),
  }),
  /** Large picture cards, each with a highlight, the delivery time and two actions. */
  z.strictObject({
    kind: z.literal('sleep-systems'),
    id: anchor,
    heading: namedHeading,
    deliveryLabel: text,
    items: z
      .array(
        z.strictObject({
          title: text,
          highlight: text,
          description: text,
          delivery: text,
          image: imageName,
          details: link,
          consult: link,
        }),
      )
      .min(1),
  }),
  /** A picture beside paragraphs, key figures and a link (the family business). */
  z.strictObject({
    kind: z.literal('family-story'),
    id: anchor,
    heading: namedHeading,
    paragraphs: z.array(text).min(1),
    image: imageName,
    stats: z.array(z.strictObject({ value: text, label: text })).min(1),
    link,
  }),
  /**
   * The reviews: the aggregate rating with its source and date, the carousel, what the selection
   * is, whether reviews are checked (the owner's statement, or `notVerified`) and the profile link.
   */
  z.strictObject({
    kind: z.literal('reviews'),
    id: anchor,
    heading: namedHeading,
    aggregateLabel: text,
    source: text,
    selection: text,
    notVerified: text,
    profileLink: text,
  }),
  /** Large figures on the dark band, each with a title, a text and an optional link; one action. */
  z.strictObject({
    kind: z.literal('promises'),
    id: anchor,
    heading: namedHeading,
    items: z.array(z.strictObject({ value: text, title: text, description: text, link: link.optional() })).min(1),
    action: link,
  }),
  /** A heading beside icon cards, with one large figure and an action under the heading. */
  z.strictObject({
    kind: z.literal('made-to-measure'),
    id: anchor,
    heading: namedHeading,
    figure: z.strictObject({ value: text, label: text }),
    items: z.array(iconItem).min(1),
    action: link,
  }),
  /** An icon list with an action beside a picture. */
  z.strictObject({
    kind: z.literal('feature-picture'),
    id: anchor,
    heading: namedHeading,
    items: z.array(iconItem).min(1),
    action: link,
    image: imageName,
  }),
  /** A short invitation on a light band, with one action. */
  z.strictObject({
    kind: z.literal('visit-band'),
    headingId: anchor,
    title: text,
    text,
    action: link,
  }),
  /** Questions and answers by category, then where to call (the page's FAQPage structured data). */
  z.strictObject({
    kind: z.literal('faq-categories'),
    id: anchor,
    heading: namedHeading,
    categories: z
      .array(
        z.strictObject({
          title: text,
          entries: z.array(z.strictObject({ question: text, answer: text, link: link.optional() })).min(1),
        }),
      )
      .min(1),
    note: z.strictObject({ title: text, text }),
  }),
  /**
   * The contact section: contact, hours and location cards (the map loads only after the visitor
   * agrees) and the contact form. Its words are shared by every page that shows it
   * (src/content/contact.ts); a page with it admits the map's frame.
   */
  z.strictObject({ kind: z.literal('contact'), id: anchor.optional() }),
  /** Phone, e-mail, address and hours as four tiles: the values from the business data. */
  z.strictObject({
    kind: z.literal('contact-tiles'),
    /** The tiles' heading, for screen readers only. */
    heading: z.strictObject({ id: anchor, title: text }),
    titles: z.strictObject({ phone: text, email: text, address: text, hours: text }),
  }),
  /** How to get here by car and by bus and train, beside the box to book a visit. */
  z.strictObject({
    kind: z.literal('directions'),
    heading: namedHeading,
    byCar: z.strictObject({ title: text, text, points: z.array(text).min(1) }),
    byPublicTransport: z.strictObject({ title: text, text }),
    visit: z.strictObject({ id: anchor, title: text, text, link }),
  }),
  /** The Schlafberater (the island) and what to do where scripts never run. */
  z.strictObject({
    kind: z.literal('finder'),
    id: anchor,
    heading,
    noScript: z.strictObject({ text, link }),
  }),
  /** Tables the site's logic computes (`table` names one of sharedTables), side by side. */
  z.strictObject({
    kind: z.literal('rule-tables'),
    id: anchor,
    heading,
    tables: z
      .array(
        z.strictObject({
          table: z.enum(Object.keys(sharedTables) as [keyof typeof sharedTables]),
          caption: text,
          columns: z.array(text).length(2),
        }),
      )
      .min(1),
  }),
  /**
   * The product overview's ranges: each a picture beside its text, highlights, delivery time, a
   * consult action and a link to its page, alternating sides.
   */
  z.strictObject({
    kind: z.literal('product-ranges'),
    /** The words before each range's delivery time. */
    deliveryLabel: text,
    ranges: z
      .array(
        z.strictObject({
          id: anchor,
          eyebrow: text,
          title: text,
          text,
          highlights: z.array(text).min(1),
          delivery: text,
          image: imageName,
          action: link,
          details: link,
        }),
      )
      .min(1),
  }),
  /**
   * A card for every entry of the product list (the product pages' entries and the pages an entry
   * places in it), with the artwork each entry names: nothing listed here.
   */
  z.strictObject({
    kind: z.literal('product-cards'),
    id: anchor,
    heading,
    /** The words at the foot of each card. */
    cardAction: text,
  }),
  /** The closing call to action on the dark band, named by its id or its heading's id. */
  z
    .strictObject({
      kind: z.literal('cta'),
      id: anchor.optional(),
      headingId: anchor.optional(),
      title: text,
      text,
      actions: z.array(link).min(1).max(2),
      relaxed: z.boolean().optional(),
    })
    .refine(
      (s) => s.id !== undefined || s.headingId !== undefined,
      'bitte eine Kennung (Sprungmarke) oder eine Kennung der Überschrift eintragen',
    ),
]);

/** The kinds that open a page (its h1): a page has exactly one, first. */
const openingKinds: readonly PageSectionData['kind'][] = ['hero', 'brand-hero', 'not-found', 'legal-text'];

type SectionKind = PageSectionData['kind'];

/**
 * The kinds a product page can use, in the order the editor's "Add" menu offers them: the
 * opening, the sections that describe a product, the sections kept in code (mattress and length
 * figures the Schlafberater reads too), the closing call to action. The other kinds belong to one
 * page each or need what only an information page gives (the home page's opening and carousels,
 * the not-found page, the legal texts, the contact section with its form and map, the interactive
 * Schlafberater, the product overview's lists, the health figures). The build refuses any other
 * kind on a product page and the editor offers no other: both read this one list.
 */
export const productSectionKinds = [
  'hero',
  'stats',
  'features',
  'variants',
  'split',
  'checklist',
  'steps',
  'table',
  'sizes',
  'figures',
  'faq',
  'services',
  'maintenance',
  'detail-cards',
  'check-panel',
  'definitions',
  'mattress-technologies',
  'hardness-guide',
  'sleep-positions',
  'length-options',
  'size-guide',
  'cta',
] as const satisfies readonly SectionKind[];

/** The kind an option of the sections' union stands for. */
const kindOf = (option: (typeof sectionSchema.options)[number]): SectionKind => option.shape.kind.value;

/**
 * The sections' union limited to `kinds`, in their order (the editor's menu order). A section of
 * another kind is refused in German, naming the kind and the kinds `where` allows.
 */
function sectionsOfKinds<K extends SectionKind>(kinds: readonly K[], where: string) {
  const options = kinds.map((kind) => sectionSchema.options.find((o) => kindOf(o) === kind)!);
  const named = kinds.map((k) => sectionLabels[k]).join(', ');
  return z.discriminatedUnion('kind', options as unknown as typeof sectionSchema.options, {
    error: (issue) => {
      if (issue.code !== 'invalid_union' || !('note' in issue) || issue.note !== 'No matching discriminator') return;
      // The stored shape names it `discriminant` (a kind unknown here is passed on as stored).
      const section = issue.input as { kind?: unknown; discriminant?: unknown } | undefined;
      const given = section?.kind ?? section?.discriminant;
      const name = typeof given === 'string' ? (sectionLabels[given as SectionKind] ?? given) : undefined;
      return `${name ? `„${name}“` : 'Dieser Abschnitt'} ist ${where} nicht möglich; möglich sind: ${named}`;
    },
  }) as unknown as z.ZodType<Extract<PageSectionData, { kind: K }>>;
}

/** A page's sections of the given kinds: the opening (a hero) first and only once. */
function pageSectionsOf<K extends SectionKind>(kinds: readonly K[], where: string) {
  const opening = openingKinds.filter((k) => (kinds as readonly SectionKind[]).includes(k));
  const opens = (s: PageSectionData) => opening.includes(s.kind);
  const names = opening.map((k) => sectionLabels[k]).join(', ');
  return z
    .array(sectionsOfKinds(kinds, where))
    .min(1)
    .refine(
      (s) => s[0] !== undefined && opens(s[0]),
      `der erste Abschnitt muss die Seite eröffnen (${names}): bitte einen solchen Abschnitt ganz nach oben ziehen oder oben einen hinzufügen`,
    )
    .refine(
      (s) => s.filter(opens).length === 1,
      `nur ein Abschnitt darf die Seite eröffnen (${names}): bitte die weiteren entfernen oder nur einen behalten`,
    );
}

/** An information page's sections: every kind. */
export const pageSectionsSchema = pageSectionsOf(sectionSchema.options.map(kindOf), 'hier');

/** A product page's sections: the kinds a product page can use (`productSectionKinds`). */
export const productSectionsSchema = pageSectionsOf(productSectionKinds, 'auf einer Produktseite');

/** Every anchor a page's sections give (section and heading ids) is unique on the page. */
export function uniqueSectionIds(page: { sections: readonly PageSectionData[] }, ctx: z.RefinementCtx) {
  const ids = page.sections.flatMap((s, at) => {
    const own: (string | undefined)[] = [];
    if ('id' in s) own.push(s.id);
    if ('heading' in s && 'id' in s.heading) own.push(s.heading.id);
    if ('headingId' in s) own.push(s.headingId);
    if (s.kind === 'test-and-finder') own.push(s.testTime.id, s.finder.id);
    if (s.kind === 'directions') own.push(s.visit.id);
    if (s.kind === 'contact') own.push(s.id ?? contactSectionId);
    if (s.kind === 'product-ranges') own.push(...s.ranges.map((r) => r.id));
    return own.filter((id): id is string => id !== undefined).map((id) => ({ id, at }));
  });
  ids.forEach(({ id, at }, i) => {
    const first = ids.findIndex((x) => x.id === id);
    if (first !== i)
      ctx.addIssue({
        code: 'custom',
        path: ['sections', at],
        message: `die Kennung „${id}“ hat schon Abschnitt ${ids[first]!.at + 1}: bitte hier eine andere Kennung eintragen (jede Sprungmarke darf nur einmal auf der Seite stehen)`,
      });
  });
}

export type PageSectionData = z.infer<typeof sectionSchema>;

/** One kind's fields, as its section component takes them. */
export type SectionOf<K extends PageSectionData['kind']> = Omit<Extract<PageSectionData, { kind: K }>, 'kind'>;
