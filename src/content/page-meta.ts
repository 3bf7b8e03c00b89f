/**
 * What an information page's content entry (src/content/pages/<slug>.yaml) says about the page
 * itself: its title and description, and where it sits in the main navigation and the footer.
 * The file name is the route ('ueber-uns.yaml' is /ueber-uns). The navigation (src/content/site.ts),
 * the page registry (pages.ts), the sitemap and the chat read these fields; the sections are in
 * page-schema.ts.
 *
 * Only zod here, so the index can be read before the rest of the content modules exist.
 */
import { z } from 'zod';
import { footerColumnTitles, type PageNav } from './page-route.ts';
import { wholeNumber } from './whole-number.ts';

/** A position in a menu or list (ascending). */
const order = wholeNumber(0);

/**
 * Where an entry places its page. Its texts may hold placeholders (`{{mattress.grades}}`), so
 * their lengths are checked as printed (`printedPageNavSchema`, once filled in), not as written.
 */
function navSchema(printed: boolean): z.ZodType<PageNav> {
  const navText = (max: number) => (printed ? z.string().min(2).max(max) : z.string().min(2));
  const navLabel = navText(40);
  return z.strictObject({
    /** The entry in the header's main navigation (and the mobile menu), by position. */
    main: z.strictObject({ label: navLabel, order }).optional(),
    /** Entries in the footer's columns: the page itself, or one of its sections (`anchor`). */
    footer: z
      .array(
        z.strictObject({
          column: z.enum(footerColumnTitles),
          label: navLabel,
          order,
          anchor: z
            .string()
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
            .optional(),
        }),
      )
      .optional(),
    /** In the product list (drop-down, mobile menu, footer), after the product pages. */
    products: z
      .strictObject({
        label: navLabel,
        description: navText(60),
        /** The artwork of the page's card on /produkte. */
        image: z.string().min(1).optional(),
      })
      .optional(),
    /** In the footer's legal links, by position. */
    legal: z.strictObject({ label: navLabel, order }).optional(),
  });
}

const pageNavSchema = navSchema(false);

/** The nav placement as printed (placeholders filled in): labels up to 40, descriptions up to 60 characters. */
export const printedPageNavSchema = navSchema(true);

export const pageMetaFieldsSchema = z.object({
  /** The page's title in the browser tab and in search results (15 to 65 characters as printed). */
  title: z.string().min(1),
  /** The description search engines show under the title (70 to 160 characters as printed). */
  description: z.string().min(1),
  nav: pageNavSchema.optional(),
  /**
   * Not for search engines: robots noindex, no canonical link, left out of the sitemap and the
   * chat (a page that answers a form, such as the enquiry's confirmation).
   */
  noindex: z.boolean().optional(),
  /**
   * Further routes showing the same sections under a title and description of their own (a
   * landing page), each its own page for search engines.
   */
  alsoAt: z
    .array(
      z.strictObject({
        path: z.string().regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a path such as /sleepshort'),
        title: z.string().min(1),
        description: z.string().min(1),
      }),
    )
    .optional(),
});
