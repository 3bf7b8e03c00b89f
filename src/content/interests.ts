/**
 * The allowed values of the contact form's `interest` field. Client and server check against
 * this one list: each product page's interest (its content entry, src/content/product-pages/),
 * in nav order, then the few that belong to no product page. Product pages link to
 * `/kontakt?interesse=<value>`.
 */
import { productIndex } from './product-index.ts';

/** Interests of no product page. */
const otherInterests = ['Beratungstermin im Showroom', 'Sonstiges'];

export const interests = [...new Set([...productIndex.map((p) => p.interest), ...otherInterests])] as [
  string,
  ...string[],
];

export type Interest = string;

export function isInterest(value: unknown): value is Interest {
  return typeof value === 'string' && interests.includes(value);
}

/** Link to the contact page with the interest preselected in the form; an unknown interest is a mistake. */
export function consultHref(interest: Interest): string {
  if (!interests.includes(interest))
    throw new Error(`'${interest}' is not an allowed interest (src/content/interests.ts)`);
  return ownConsultHref(interest);
}

/**
 * A product page's link to the contact page with its own interest: allowed by construction (the
 * list above is derived from the entries), also while the editor's server still holds the list it
 * read at its start and the owner has just added the page.
 */
export const ownConsultHref = (interest: Interest) => `/kontakt?interesse=${encodeURIComponent(interest)}`;
