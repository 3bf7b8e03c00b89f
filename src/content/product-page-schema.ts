/**
 * The schema of a product page's content entry (src/content/product-pages/<slug>.yaml): the page's
 * metadata (product-page-meta.ts) and its sections in order, each a kind the section renderer
 * (src/components/blocks/ProductSection.astro) draws. The Astro collection (src/content.config.ts),
 * the lists derived from the entries and the chat's knowledge all validate with this one schema.
 *
 * Texts may name a business fact as `{{facts.…}}` instead of typing it (product-page-tokens.ts);
 * `resolveProductPage` fills those in and applies the site's typography.
 */
import { z } from 'zod';
import { contentIcons } from '../components/ui/icons.ts';
import { typesetDeep } from '../lib/typography.ts';
import { images, type ImageName } from './images.ts';
import { productPageMetaSchema } from './product-page-meta.ts';
import { heightRecommendations } from './products/seniorenbetten.ts';
import { resolveTokens, tokenPattern, tokenProblem } from './product-page-tokens.ts';

/** A text; any `{{placeholder}}` in it must be a known one. */
const text = z
  .string()
  .min(1)
  .superRefine((value, ctx) => {
    for (const [, name] of value.matchAll(tokenPattern)) {
      const problem = tokenProblem(name!.trim());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
  });

const imageName = z.enum(Object.keys(images) as [ImageName, ...ImageName[]]);
const iconName = z.enum(Object.keys(contentIcons) as [keyof typeof contentIcons, ...(keyof typeof contentIcons)[]]);
const tone = z.enum(['cream', 'white', 'sand', 'night']);
/** A section id: the anchor the page, its links and the chat point at. */
const anchor = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens');
/** A site path (with optional query and anchor), an https link or a placeholder such as {{consult}}. */
const href = text.refine(
  (v) => /^(?:\/|\{\{|#|https:\/\/)/.test(v),
  'a path starting with /, an https:// link or a placeholder such as {{consult}}',
);

const link = z.strictObject({ label: text, href });
const heading = z.strictObject({ eyebrow: text.optional(), title: text, intro: text.optional() });
const feature = z.strictObject({
  icon: iconName,
  title: text,
  text,
  points: z.array(text).optional(),
  link: link.optional(),
});

/** Figure lists that the site's logic reads too, by the name an entry gives in `from`. */
const sharedFigures = {
  'senior-heights': heightRecommendations.map((h) => ({ figure: h.height, title: h.name, text: h.text })),
};

/** The sections a product page can show, by kind. */
const productSectionSchema = z.discriminatedUnion('kind', [
  /** The opening block: eyebrow, h1, intro, up to two actions and the page's artwork. */
  z.strictObject({
    kind: z.literal('hero'),
    eyebrow: text.optional(),
    title: text,
    intro: text,
    actions: z.array(link).max(2).optional(),
    image: imageName,
  }),
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
  z.strictObject({
    kind: z.literal('features'),
    id: anchor,
    heading,
    items: z.array(feature).min(1),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
    tone: tone.optional(),
  }),
  /** Numbered steps. */
  z.strictObject({
    kind: z.literal('steps'),
    id: anchor,
    heading,
    steps: z.array(z.strictObject({ title: text, text })).min(1),
    tone: tone.optional(),
  }),
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
      .refine((t) => t.rows.every((r) => r.length === t.columns.length), 'every row has one cell per column'),
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
    .refine((s) => (s.items === undefined) !== (s.from === undefined), 'either items or from'),
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
  /** The closing call to action on the dark band. */
  z.strictObject({
    kind: z.literal('cta'),
    id: anchor,
    title: text,
    text,
    actions: z.array(link).min(1).max(2),
    relaxed: z.boolean().optional(),
  }),
]);

export const productPageSchema = productPageMetaSchema
  .extend({
    title: text,
    description: text,
    interest: productPageMetaSchema.shape.interest.regex(/^[^{}]+$/, 'a plain value, no placeholder'),
    nav: productPageMetaSchema.shape.nav.extend({ label: text.max(40), description: text.max(60) }),
    card: z.strictObject({ image: imageName }),
    sections: z
      .array(productSectionSchema)
      .min(2)
      .refine((s) => s[0]?.kind === 'hero', 'the first section is the hero')
      .refine((s) => s.filter((x) => x.kind === 'hero').length === 1, 'exactly one hero'),
  })
  .strict()
  .superRefine((page, ctx) => {
    const ids = page.sections.flatMap((s) => ('id' in s ? [s.id] : []));
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: ['sections'], message: `duplicate id '${id}'` });
    });
  });

export type ProductPageData = z.infer<typeof productPageSchema>;
export type ProductSection = ProductPageData['sections'][number];

function mapStrings<T>(value: T, fn: (s: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => mapStrings(v, fn)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)])) as T;
  return value;
}

/** How long title and description may be as printed, so that search engines show them uncut. */
const printedMeta = z.object({
  title: z.string().min(15).max(65),
  description: z.string().min(70).max(160),
});

/**
 * A validated entry as the page prints it: placeholders filled in, typography applied. Throws
 * naming the field when a placeholder names no allowed interest or the printed title or
 * description has the wrong length.
 */
export function resolveProductPage(data: ProductPageData): ProductPageData {
  const withShared = {
    ...data,
    sections: data.sections.map((s) => (s.kind === 'figures' && s.from ? { ...s, items: sharedFigures[s.from] } : s)),
  };
  const resolved = typesetDeep(mapStrings(withShared, (s) => resolveTokens(s, data.interest)));
  const printed = printedMeta.safeParse(resolved);
  if (!printed.success)
    throw new Error(printed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return resolved;
}
