// @ts-check
import { defineConfig, passthroughImageService } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { astroCspConfig } from './src/server/csp-policy.ts';
import { buildHeadScripts, headScriptsPlugin } from './src/lib/head-scripts.ts';
import { interactionDirective } from './src/lib/hydration/integration.ts';
import { chatKnowledge } from './src/lib/chat/knowledge-plugin.ts';
import { contentAtBuild } from './src/lib/content-at-build/plugin.ts';
import { productPagesPlugin } from './src/lib/product-pages-plugin.ts';
import { typesetHast } from './src/lib/typography-hast.ts';
import { buildSettingsFromEnv, writeBuildSettings } from './src/server/build-settings.ts';
import { copyFiles, findDemoLiterals, goLiveProblems, formatGoLiveReport } from './scripts/golive/check.ts';
import { operator } from './src/content/operator.ts';
import { validateOperator } from './src/content/operator-schema.ts';
import { claims } from './src/content/claims.ts';
import { validateClaims } from './src/content/claims-schema.ts';
import { isPublicSiteUrl } from './src/server/demo-guard.ts';
import { demoSettings } from './src/content/operator.demo.ts';
import { indexableRoutes } from './src/content/pages.ts';
import { reviewsFileProblems } from './src/content/reviews-schema.ts';
import sampleReviews from './src/content/data/reviews.sample.json' with { type: 'json' };
import { openingHoursData } from './src/content/opening-hours.ts';
import { validateOpeningHours } from './src/content/opening-hours-schema.ts';
import { contentProblems, diskContent } from './src/content/content-check.ts';
import { stopOnContentProblems } from './src/content/content-report.ts';

// Build output and caches can be redirected so that several builds (e.g. parallel test runs)
// never share a folder. Defaults are Astro's own.
const outDir = process.env.ASTRO_OUT_DIR ?? './dist';
const cacheDir = process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro';
const site = process.env.SITE_URL ?? demoSettings.SITE_URL;
// Build-time settings (.env files and the shell) that decide which third parties the CSP admits.
const buildEnv = { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_'), ...process.env };
// The inline head scripts, built once by Vite from the site's modules: the pages inline these
// texts ('virtual:head-scripts') and the CSP admits these hashes.
const headScripts = await buildHeadScripts();

/**
 * Build-time settings the prerendered pages print (retention days, consent mode), recorded in
 * <outDir>/build-settings.json so the server can refuse a different ENQUIRY_RETENTION_DAYS.
 * Every build validates the operator configuration, the owner's opening hours, the product data
 * files and the claims registry (the browser bundle carries no validator) and runs the go-live check. The demo is a mode decided by SITE_URL: a
 * build for a public domain (anything but .example, .test, localhost or loopback) refuses to
 * start while the check finds anything, and afterwards searches its own output for the demo's
 * values; any other build is recorded as a demo build when the check finds something, and the
 * server refuses to serve it on a public domain (src/server/demo-guard.ts).
 */
/**
 * `npm run dev`: Vite's development server inlines scripts of its own (the client, React's
 * refresh preamble) that no build emits, so the site's strict policy would block them and no
 * island would hydrate. The development server runs without the policy, as the editor's does;
 * every build and the production server keep it.
 * @type {import('astro').AstroIntegration}
 */
const noPolicyInDevelopment = {
  name: 'no-policy-in-development',
  hooks: {
    'astro:config:setup': ({ command, updateConfig }) => {
      if (command === 'dev') updateConfig({ security: { csp: false } });
    },
  },
};
let demoBuild = true;
const publicBuild = isPublicSiteUrl(site);
/** @type {import('astro').AstroIntegration} */
const buildSettings = {
  name: 'build-settings',
  hooks: {
    'astro:config:setup': async ({ logger }) => {
      // A page's entry, a product data file, the owner's pictures, the opening hours, the
      // operator's company and contact files or an address
      // taken by two entries stop the build, naming the file and the field. The editor runs the
      // same check on the files a save would write (src/editor/save-check.ts). The reviews file is
      // the one operator.ts imports, which need not be one the editor writes.
      // When the operator uses the file the editor writes, both check it: each message once.
      const entryProblems = [
        ...new Set([
          ...contentProblems(diskContent(process.cwd())).map((p) => p.message),
          ...reviewsFileProblems(
            operator.reviews.data.reviews === sampleReviews.reviews
              ? 'src/content/data/reviews.sample.json'
              : 'die Bewertungsdatei, die src/content/operator.ts einbindet',
            operator.reviews.data,
          ),
        ]),
      ];
      // Printed as German lines under [Inhalte], then the build ends with exit code 1: no English
      // hook error, no stack trace, which Astro prints for anything a hook throws (what it prints
      // is quoted in content-report.ts).
      stopOnContentProblems(entryProblems, logger.fork('Inhalte'));
      validateOperator(operator);
      validateOpeningHours(openingHoursData);
      validateClaims(claims);
      const problems = await goLiveProblems(buildEnv);
      demoBuild = problems.length > 0;
      if (publicBuild && demoBuild) {
        throw new Error(`SITE_URL ${site} is a public domain: not ready to go live.\n${formatGoLiveReport(problems)}`);
      }
    },
    'astro:build:done': ({ dir }) => {
      if (publicBuild) {
        // What the build wrote for the browser: pages, scripts, styles, images as text.
        const clientDir = fileURLToPath(dir);
        const found = findDemoLiterals(copyFiles(clientDir, ['.'], []));
        if (found.length > 0) {
          throw new Error(`The build for ${site} contains demo values:\n${formatGoLiveReport(found)}`);
        }
      }
      writeBuildSettings(outDir, { ...buildSettingsFromEnv(buildEnv), demo: demoBuild });
    },
  },
};

export default defineConfig({
  site,
  outDir,
  cacheDir,
  output: 'static',
  // One URL per page: paths without a trailing slash (as the canonical links, the sitemap and every
  // internal link spell them). The server answers the slash form with a 301
  // (src/server/canonical-path.ts); the build still writes <route>/index.html.
  trailingSlash: 'never',
  // Images are built ahead of time (scripts/images.ts writes every variant to public/img), so no
  // image is ever transformed while serving: the service passes images through, and the image
  // endpoint Astro injects into a server build is replaced by a module that answers 404.
  image: {
    service: passthroughImageService(),
    endpoint: { route: '/_image', entrypoint: './src/server/image-endpoint-off.ts' },
  },
  // Inline the (single) Tailwind stylesheet: a first visit paints from the document alone.
  build: { format: 'directory', inlineStylesheets: 'always' },
  // staticHeaders: each page's CSP goes to <outDir>/_headers.json, served as a header by
  // src/server/security-headers.ts (hashes of every script and style, no 'unsafe-inline').
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  // The consent head script, the font loader and the carousels' early script (src/lib/head-scripts.ts)
  // are `is:inline` so they
  // run first and synchronously; Astro does not hash inline scripts, so their hashes are added here.
  security: {
    // POST /api/contact checks Origin / Sec-Fetch-Site itself and always answers JSON; Astro's
    // own check would answer non-JSON posts with a plain-text 403 instead of the contract's 415.
    checkOrigin: false,
    csp: (() => {
      const csp = astroCspConfig(buildEnv);
      return {
        ...csp,
        scriptDirective: {
          ...csp.scriptDirective,
          hashes: [
            headScripts.consent.hash,
            headScripts.fonts.hash,
            headScripts.carousels.hash,
            headScripts.forms.hash,
          ],
        },
      };
    })(),
  },
  // German typography for Markdown and MDX (the legal texts) at build time, by the same rules as
  // the content modules; MDX inherits the Markdown processor.
  markdown: { processor: satteri({ hastPlugins: [typesetHast] }) },
  integrations: [
    buildSettings,
    noPolicyInDevelopment,
    react(),
    interactionDirective(),
    mdx(),
    sitemap({
      // The sitemap lists exactly the indexable routes: no alias of another page, no noindex page.
      filter: (page) => indexableRoutes.includes(new URL(page).pathname.replace(/(.)\/$/, '$1')),
    }),
  ],
  vite: {
    plugins: [tailwindcss(), productPagesPlugin(), chatKnowledge(), contentAtBuild(), headScriptsPlugin(headScripts)],
    cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  },
});
