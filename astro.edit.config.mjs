// @ts-check
/**
 * `npm run edit`: the site's development server plus the owner's editor (Keystatic, local mode,
 * keystatic.config.tsx) at /keystatic, which writes the content files. Only this command has the
 * editor and its write API (/api/keystatic/*): the production build (astro.config.mjs) has
 * neither. In front of the write API, the build's checks run on the files a save would write
 * (src/editor/save-middleware.ts): a save the build would refuse is refused with its message.
 */
import { defineConfig } from 'astro/config';
import keystatic from '@keystatic/astro';
import site from './astro.config.mjs';
import { editorPlugin } from './src/editor/editor-plugin.ts';

/** @type {import('astro').AstroIntegration} */
const saveCheck = {
  name: 'editor-save-check',
  hooks: {
    'astro:config:setup': ({ addMiddleware }) =>
      addMiddleware({ entrypoint: new URL('./src/editor/save-middleware.ts', import.meta.url), order: 'pre' }),
  },
};

export default defineConfig(
  /** @type {import('astro').AstroUserConfig} */ ({
    ...site,
    integrations: [...(site.integrations ?? []), keystatic(), saveCheck],
    // A save's reload waits until Keystatic has finished; the preview sees a newly added picture.
    vite: { ...site.vite, plugins: [...(site.vite?.plugins ?? []), editorPlugin()] },
    // The editor's UI loads scripts and styles the site's strict policy does not admit; it never
    // reaches visitors.
    security: { ...site.security, csp: false },
  }),
);
