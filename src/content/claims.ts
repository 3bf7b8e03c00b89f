/**
 * THE OWNER'S CLAIMS: the registry the pages print every business claim from (values, evidence,
 * confirmation; schema in src/content/claims-schema.ts). It ships pointing at the demo's
 * registry, in which nothing is confirmed. To go live, copy src/content/data/claims.demo.json to
 * src/content/data/claims.json, fill in evidence and `confirmed: { "by": "…", "on": "YYYY-MM-DD" }`
 * for every claim you can prove (change or drop the text of those you cannot), and import it
 * below. `npm run golive` lists every claim that is still unconfirmed.
 *
 * Browser-safe: plain JSON, typed by the schema; the build validates it (astro.config.mjs).
 */
import registry from './data/claims.demo.json' with { type: 'json' };
import type { Claims } from './claims-schema.ts';

export const claims = registry as unknown as Claims;

/** The claims' values, as the pages print them. */
export const claimValues = Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, v.value])) as {
  [K in keyof Claims]: Claims[K]['value'];
};
