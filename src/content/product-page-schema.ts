/**
 * The schema of a product page's content entry (src/content/product-pages/<slug>.yaml): the page's
 * metadata (product-page-meta.ts) and its sections in order, each a kind the section renderer
 * (src/components/blocks/PageSection.astro, kinds in section-schema.ts) draws. The Astro collection (src/content.config.ts),
 * the lists derived from the entries and the chat's knowledge all validate with this one schema.
 *
 * Texts may name a business fact as `{{facts.…}}` instead of typing it (product-page-tokens.ts);
 * `resolveProductPage` fills those in and applies the site's typography.
 */
import { z } from 'zod';
import { typesetDeep } from '../lib/typography.ts';
import { stored } from './entry-format.ts';
import { germanErrors } from './german-errors.ts';
import { PrintedIssues, printedProductNavSchema, productPageMetaSchema } from './product-page-meta.ts';
import { resolveTokensDeep } from './product-page-tokens.ts';
import {
  imageName,
  pageDescription,
  pageTitle,
  productSectionsSchema,
  type PageSectionData,
  sharedFigures,
  text,
  uniqueSectionIds,
} from './section-schema.ts';

export const productPageSchema = productPageMetaSchema
  .extend({
    title: pageTitle,
    description: pageDescription,
    interest: productPageMetaSchema.shape.interest.regex(/^[^{}]+$/, 'ein einfacher Wert ohne Platzhalter'),
    nav: productPageMetaSchema.shape.nav.extend({ label: text, description: text }),
    card: z.strictObject({ image: imageName }),
    /**
     * The words visitors use for the product that the page need not say ('Kinderbett, Tochter,
     * Jugendbett'), comma-separated: the chat's knowledge gives them to the page's own passage, so
     * a question in those words finds the page (src/lib/chat/knowledge.ts).
     */
    chatWords: z
      .string()
      .max(300)
      .regex(/^[^{}]*$/, 'nur Wörter, durch Komma getrennt, ohne Platzhalter')
      .optional(),
    sections: productSectionsSchema,
  })
  .strict()
  .superRefine(uniqueSectionIds);

/** An entry as stored on disk (sections as `{ discriminant, value }`, entry-format.ts), read and validated. */
export const productPageEntrySchema = stored(productPageSchema);

export type ProductPageData = z.infer<typeof productPageSchema>;

/** The words a product page gives for the chat (`chatWords`), one by one. */
export const chatWordsOf = (data: { chatWords?: string }): string[] =>
  (data.chatWords ?? '')
    .split(/[,;\n]/)
    .map((w) => w.trim())
    .filter(Boolean);

/**
 * A validated entry as the page prints it: placeholders filled in, typography applied. Throws
 * naming the field when a placeholder names no allowed interest.
 */
export function resolveProductPage(data: ProductPageData): ProductPageData {
  const resolved = resolveEntry(data, data.interest);
  checkPrinted(printedProductNavSchema, resolved.nav, 'nav');
  return resolved;
}

/** Throws naming each field whose printed value breaks `schema` (a length, mostly), in German. */
export function checkPrinted(schema: z.ZodType, value: unknown, at: string): void {
  const printed = schema.safeParse(value, { error: germanErrors });
  if (!printed.success) throw new PrintedIssues(printed.error.issues.map((i) => ({ ...i, path: [at, ...i.path] })));
}

/** Any page entry as printed: shared figure lists filled in, placeholders resolved, typography applied. */
export function resolveEntry<T extends { title: string; description: string; sections: readonly PageSectionData[] }>(
  data: T,
  interest: string | undefined,
): T {
  const withShared = {
    ...data,
    sections: data.sections.map((s) => (s.kind === 'figures' && s.from ? { ...s, items: sharedFigures[s.from] } : s)),
  };
  // Title and description are checked in their fields, as printed (section-schema.ts, pageTitle).
  return typesetDeep(resolveTokensDeep(withShared, interest));
}
