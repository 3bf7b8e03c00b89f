// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import { astroCspConfig } from './src/server/csp-policy.ts';
import { CONSENT_HEAD_SCRIPT_HASH } from './src/lib/consent-head.ts';

// Build output and caches can be redirected so that several builds (e.g. parallel test runs)
// never share a folder. Defaults are Astro's own.
const outDir = process.env.ASTRO_OUT_DIR ?? './dist';
const cacheDir = process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro';
const site = process.env.SITE_URL ?? 'https://www.schlafmanufaktur.example';
// Build-time settings (.env files and the shell) that decide which third parties the CSP admits.
const buildEnv = { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_'), ...process.env };

/** Routes that exist only as aliases of another page; they are not listed in the sitemap. */
const ALIAS_ROUTES = ['/wasserbetten/'];

export default defineConfig({
  site,
  outDir,
  cacheDir,
  output: 'static',
  trailingSlash: 'ignore',
  // Inline the (single, small) Tailwind stylesheet: one round trip less before the first paint.
  build: { format: 'directory', inlineStylesheets: 'always' },
  // staticHeaders: each page's CSP goes to <outDir>/_headers.json, served as a header by
  // src/server/security-headers.ts (hashes of every script and style, no 'unsafe-inline').
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  // The consent head script (src/lib/consent-head.ts) is `is:inline` so it runs first and
  // synchronously; Astro does not hash inline scripts, so its fixed hash is added here.
  security: {
    // POST /api/contact checks Origin / Sec-Fetch-Site itself and always answers JSON; Astro's
    // own check would answer non-JSON posts with a plain-text 403 instead of the contract's 415.
    checkOrigin: false,
    csp: (() => {
      const csp = astroCspConfig(buildEnv);
      return { ...csp, scriptDirective: { ...csp.scriptDirective, hashes: [CONSENT_HEAD_SCRIPT_HASH] } };
    })(),
  },
  integrations: [
    react(),
    mdx(),
    sitemap({
      filter: (page) => {
        const pathname = new URL(page).pathname;
        return !ALIAS_ROUTES.includes(pathname) && !pathname.startsWith('/404');
      },
    }),
  ],
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['Arial', 'sans-serif'],
      options: {
        variants: [
          {
            // German subset, weights 400-700 (scripts/subset-fonts.ts).
            src: ['./src/assets/fonts/inter-de-wght-400-700.woff2'],
            weight: '400 700',
            style: 'normal',
          },
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Fraunces',
      cssVariable: '--font-fraunces',
      fallbacks: ['Georgia', 'serif'],
      options: {
        variants: [
          {
            src: ['./src/assets/fonts/fraunces-de-wght-400-700.woff2'],
            weight: '400 700',
            style: 'normal',
          },
        ],
      },
    },
  ],
  vite: {
    plugins: [tailwindcss()],
    cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  },
});
