/**
 * The schema of an information page's content entry (src/content/pages/<slug>.yaml): its
 * metadata (page-meta.ts) and its sections in order, each a kind the section renderer draws
 * (src/components/blocks/PageSection.astro, kinds in section-schema.ts, shared with the product
 * pages). The Astro collection (src/content.config.ts), the page registry, the navigation and the
 * chat's knowledge validate with this one schema.
 */
import { z } from 'zod';
import { stored } from './entry-format.ts';
import { pageMetaFieldsSchema, printedPageNavSchema } from './page-meta.ts';
import { checkPrinted, resolveEntry } from './product-page-schema.ts';
import { imageName, pageDescription, pageSectionsSchema, pageTitle, uniqueSectionIds } from './section-schema.ts';

export const infoPageSchema = pageMetaFieldsSchema
  .extend({
    title: pageTitle,
    description: pageDescription,
    alsoAt: pageMetaFieldsSchema.shape.alsoAt
      .unwrap()
      .element.extend({ title: pageTitle, description: pageDescription })
      .array()
      .optional(),
    sections: pageSectionsSchema,
  })
  .strict()
  .superRefine(uniqueSectionIds)
  .superRefine((page, ctx) => {
    const image = page.nav?.products?.image;
    if (image !== undefined && !imageName.safeParse(image).success)
      ctx.addIssue({ code: 'custom', path: ['nav', 'products', 'image'], message: `unbekanntes Bild '${image}'` });
  });

/** An entry as stored on disk (sections as `{ discriminant, value }`, entry-format.ts), read and validated. */
export const infoPageEntrySchema = stored(infoPageSchema);

export type InfoPageData = z.infer<typeof infoPageSchema>;

/**
 * A validated entry as the page prints it: placeholders filled in, typography applied. An
 * information page has no interest of its own, so a consult link names one (`{{consult:…}}`).
 */
export function resolveInfoPage(data: InfoPageData): InfoPageData {
  const resolved = resolveEntry(data, undefined);
  if (resolved.nav) checkPrinted(printedPageNavSchema, resolved.nav, 'nav');
  // A further route's title and description are printed too; their fields check the same lengths.
  return resolved;
}
