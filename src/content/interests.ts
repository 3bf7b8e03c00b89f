/**
 * The allowed values of the contact form's `interest` field. Client and
 * server check against this one list; product pages link to `/kontakt?interesse=<value>`.
 */
export const interests = [
  'Boxspringbett',
  'Elektrisches Boxspringbett',
  'Matratze',
  'Topper',
  'Wasserbett',
  'Familienbett',
  'Seniorenbett',
  'Überlänge',
  'Beratungstermin im Showroom',
  'Sonstiges',
] as const;

export type Interest = (typeof interests)[number];

export function isInterest(value: unknown): value is Interest {
  return typeof value === 'string' && (interests as readonly string[]).includes(value);
}

/** Link to the contact page with the interest preselected in the form. */
export function consultHref(interest: Interest): string {
  return `/kontakt?interesse=${encodeURIComponent(interest)}`;
}
