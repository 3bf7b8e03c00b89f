/**
 * Content collections. Each product page is a YAML entry in src/content/product-pages/ (the file
 * name is its route under /produkte/), each information page one in src/content/pages/ (the file
 * name is its route), validated by the same schemas every other reader of the entries uses
 * (src/content/product-page-schema.ts, page-schema.ts). The legal texts (Impressum, Datenschutz, AGB) are MDX files in
 * src/content/legal/; they import the operator data (src/content/site.ts, legal-facts.ts), so
 * no company fact is written twice.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { productPageEntrySchema } from './content/product-page-schema.ts';
import { infoPageEntrySchema } from './content/page-schema.ts';

const legal = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/legal' }),
  schema: z.object({
    /** The page heading (h1). */
    title: z.string(),
    /** The lead under the heading. */
    description: z.string(),
    /** When the text was last revised: the 'Stand' line under it. */
    updated: z.coerce.date(),
    /** Show a table of contents beside the text (long texts). */
    toc: z.boolean().default(false),
  }),
});

const products = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/product-pages' }),
  schema: productPageEntrySchema,
});

/**
 * The information pages (/service, /garantie ...): the file's path is the route, one folder deep
 * at most (kontakt/gesendet.yaml is /kontakt/gesendet).
 */
const pages = defineCollection({
  loader: glob({ pattern: ['*.yaml', '*/*.yaml'], base: './src/content/pages' }),
  schema: infoPageEntrySchema,
});

export const collections = { legal, products, pages };
