// @ts-check
/**
 * `npm run edit`: the site's development server plus the owner's editor (Keystatic, local mode,
 * keystatic.config.tsx) at /keystatic, which writes the data files in src/content/data. Only this
 * command has the editor and its write API (/api/keystatic/*): the production build
 * (astro.config.mjs) has neither.
 */
import { defineConfig } from 'astro/config';
import keystatic from '@keystatic/astro';
import site from './astro.config.mjs';

export default defineConfig(
  /** @type {import('astro').AstroUserConfig} */ ({
    ...site,
    integrations: [...(site.integrations ?? []), keystatic()],
    // The editor's UI loads scripts and styles the site's strict policy does not admit; it never
    // reaches visitors.
    security: { ...site.security, csp: false },
  }),
);
