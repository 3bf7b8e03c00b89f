/**
 * The Content Security Policy of the site, in one place. `astro.config.mjs` passes
 * `astroCspConfig()` to Astro (`security.csp`), which hashes every script and style it emits and,
 * with the node adapter's `staticHeaders`, writes the policy of each prerendered page to
 * `<outDir>/_headers.json` instead of a `<meta>` tag. `security-headers.ts` serves that policy as
 * an HTTP header (the only place `frame-ancestors` works), adding what differs per page.
 *
 * Third parties are allowed only when configured at build time: the tag manager and analytics
 * hosts when `PUBLIC_GTM_ID` / `PUBLIC_GA4_ID` are set, the Google Maps frame only on the pages
 * whose contact section embeds the map.
 */
import { resolveAnalyticsConfig } from '../lib/analytics.ts';
import { mapRoutes } from '../content/pages.ts';

/** Build-time settings that decide which third parties the policy admits. */
export interface CspBuildEnv {
  PUBLIC_GTM_ID?: string | undefined;
  PUBLIC_GA4_ID?: string | undefined;
}

/** Where Google Tag Manager and GA4 load from and report to (Google's published CSP guide). */
const GOOGLE_TAG_SCRIPT = ['https://*.googletagmanager.com'];
const GOOGLE_TAG_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const GOOGLE_TAG_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/** The origin of the Google Maps embed (`https://www.google.com/maps/embed?...`). */
export const MAPS_FRAME_SOURCE = 'https://www.google.com';

/** Pages with a contact section, the only ones where the map frame may load. */
export const MAP_ROUTES: readonly string[] = mapRoutes;

/** Policy for everything that is not an HTML page (JSON, images, scripts, styles, fonts). */
export const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Directives that only work in a header; appended to every page policy by the server. */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/** Same reading as the loader (src/lib/analytics.ts): malformed ids count as unset. */
function analyticsConfigured(env: CspBuildEnv): boolean {
  const { gtmId, ga4Id } = resolveAnalyticsConfig(env as Record<string, unknown>);
  return gtmId !== null || ga4Id !== null;
}

/** The `security.csp` object for astro.config.mjs. */
export function astroCspConfig(env: CspBuildEnv) {
  const analytics = analyticsConfigured(env);
  const withAnalytics = (hosts: string[]) => (analytics ? hosts : []);
  return {
    algorithm: 'SHA-256' as const,
    directives: [
      // Nothing by default; every fetch directive the pages need is opened below on its own.
      "default-src 'none'",
      ['img-src', "'self'", 'data:', ...withAnalytics(GOOGLE_TAG_IMG)].join(' '),
      "font-src 'self'",
      ['connect-src', "'self'", ...withAnalytics(GOOGLE_TAG_CONNECT)].join(' '),
      "manifest-src 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
      "frame-src 'none'",
      "child-src 'none'",
      "worker-src 'none'",
      "media-src 'none'",
      "fenced-frame-src 'none'",
    ] as `${'img-src' | 'font-src' | 'default-src' | 'connect-src' | 'manifest-src' | 'base-uri' | 'form-action' | 'object-src' | 'frame-src' | 'child-src' | 'worker-src' | 'media-src' | 'fenced-frame-src'}${string}`[],
    scriptDirective: {
      resources: ["'self'", ...withAnalytics(GOOGLE_TAG_SCRIPT)],
    },
    styleDirective: {
      resources: ["'self'"],
    },
  };
}
