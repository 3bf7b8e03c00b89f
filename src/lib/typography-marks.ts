/**
 * The characters German typography puts between words. Apart from the typography's rules
 * (src/lib/typography.ts, which run at build time only), so that browser code can use a mark
 * without carrying the rules.
 */
export const NBSP = '\u00a0';
export const NNBSP = '\u202f';
export const EN_DASH = '\u2013';
export const TIMES = '\u00d7';
