/**
 * The inline script that runs first in <head> on every page (rendered by
 * src/layouts/parts/HeadScripts.astro). It
 * 1. creates `dataLayer` and the `gtag` stub and pushes the Consent Mode v2 default (all denied
 *    but functionality and security, wait_for_update 2000 ms) and ads data redaction, before
 *    any other script can talk to Google;
 * 2. reads a stored choice synchronously (same rules as src/lib/consent.ts) and, when it is
 *    valid, pushes the consent update;
 * 3. marks the document: `data-consent="given"` with a valid stored choice, `"none"` without one
 *    (the server-rendered cookie banner and cookie-settings button are shown by CSS from it,
 *    before any island has hydrated; see src/styles/global.css);
 * 4. loads the tag manager and GA4 at start in 'advanced' mode, or in 'basic' mode when the
 *    stored choice grants analytics, and then reports this page load's view when it does
 *    (mirrors sendPageView; the consent island hydrates only on interaction).
 *
 * The script text is static: everything build-specific comes from the JSON element
 * `#consent-config` (a data block, never executed). So one fixed hash covers it for the
 * Content-Security-Policy: Astro hashes only the scripts it bundles, not `is:inline` ones, so
 * the CSP config adds CONSENT_HEAD_SCRIPT_HASH to `scriptDirective.hashes`. The script is the
 * typed function `consentHead`, serialised at build (src/lib/inline-script.ts). This module is
 * server/build only.
 */
import { scriptHash, serializeInlineScript } from './inline-script.ts';
import { CONSENT_FUTURE_TOLERANCE_MS, CONSENT_MAX_AGE_MS, CONSENT_STORAGE_KEY, CONSENT_VERSION } from './consent.ts';
import {
  CONSENT_DEFAULT,
  GA4_CONFIG,
  GA4_SCRIPT_ID,
  GOOGLE_SCRIPT_ORIGIN,
  GTM_SCRIPT_ID,
  type AnalyticsConfig,
} from './analytics.ts';

export const CONSENT_CONFIG_ELEMENT_ID = 'consent-config';

export interface ConsentHeadConfig extends AnalyticsConfig {
  storageKey: string;
  version: number;
  maxAgeMs: number;
  futureToleranceMs: number;
  defaults: typeof CONSENT_DEFAULT;
  ga4Config: typeof GA4_CONFIG;
  origin: string;
  gtmScriptId: string;
  ga4ScriptId: string;
}

function consentHeadConfig(config: AnalyticsConfig): ConsentHeadConfig {
  return {
    ...config,
    storageKey: CONSENT_STORAGE_KEY,
    version: CONSENT_VERSION,
    maxAgeMs: CONSENT_MAX_AGE_MS,
    futureToleranceMs: CONSENT_FUTURE_TOLERANCE_MS,
    defaults: CONSENT_DEFAULT,
    ga4Config: GA4_CONFIG,
    origin: GOOGLE_SCRIPT_ORIGIN,
    gtmScriptId: GTM_SCRIPT_ID,
    ga4ScriptId: GA4_SCRIPT_ID,
  };
}

/** JSON for the `application/json` config element, safe inside <script> (no `</script>`). */
export function consentHeadConfigJson(config: AnalyticsConfig): string {
  return JSON.stringify(consentHeadConfig(config)).replace(/</g, '\\u003c');
}

interface StoredConsent {
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  version: number;
  timestamp: number;
}

/**
 * Runs in the browser, first in <head> (serialised by serializeInlineScript, so it stays
 * self-contained); mirrors parseConsent, consentUpdate and loadTags.
 */
function consentHead(configElementId: string): void {
  const w = window;
  const d = document;
  const layer: unknown[] = (w.dataLayer = w.dataLayer ?? []);
  w.gtag =
    w.gtag ??
    function gtag() {
      // gtag.js only processes real Arguments objects, not arrays.
      // eslint-disable-next-line prefer-rest-params
      (w.dataLayer ?? layer).push(arguments);
    };
  const gtag = w.gtag;
  let c: ConsentHeadConfig;
  try {
    c = JSON.parse(d.getElementById(configElementId)?.textContent ?? '') as ConsentHeadConfig;
  } catch (e) {
    console.warn('[consent] Missing consent configuration:', e);
    return;
  }
  gtag('consent', 'default', c.defaults);
  gtag('set', 'ads_data_redaction', true);
  let s: StoredConsent | null = null;
  try {
    const raw = w.localStorage.getItem(c.storageKey);
    const v = (raw === null ? null : JSON.parse(raw)) as Partial<StoredConsent> | null;
    const age = v && typeof v.timestamp === 'number' ? Date.now() - v.timestamp : NaN;
    if (
      v &&
      typeof v === 'object' &&
      typeof v.analytics === 'boolean' &&
      typeof v.marketing === 'boolean' &&
      typeof v.preferences === 'boolean' &&
      v.version === c.version &&
      typeof v.timestamp === 'number' &&
      age >= -c.futureToleranceMs &&
      age < c.maxAgeMs
    )
      s = v as StoredConsent;
  } catch (e) {
    console.warn('[consent] Could not read the stored consent:', e);
  }
  d.documentElement.setAttribute('data-consent', s ? 'given' : 'none');
  if (s) {
    gtag('consent', 'update', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: s.analytics ? 'granted' : 'denied',
      personalization_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
  }
  if (!(c.mode === 'advanced' || s?.analytics)) return;
  const load = (id: string, src: string) => {
    const el = d.createElement('script');
    el.id = id;
    el.async = true;
    el.src = src;
    el.addEventListener('error', () => console.warn(`[analytics] Could not load ${src}`));
    d.head.appendChild(el);
  };
  try {
    if (c.gtmId && !d.getElementById(c.gtmScriptId)) {
      layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      load(c.gtmScriptId, `${c.origin}/gtm.js?id=${encodeURIComponent(c.gtmId)}`);
    }
    if (c.ga4Id && !d.getElementById(c.ga4ScriptId)) {
      gtag('js', new Date());
      gtag('config', c.ga4Id, c.ga4Config);
      load(c.ga4ScriptId, `${c.origin}/gtag/js?id=${encodeURIComponent(c.ga4Id)}`);
    }
    if (s?.analytics && (c.gtmId || c.ga4Id)) {
      gtag('event', 'page_view', {
        page_path: w.location.pathname,
        page_title: d.title,
        page_location: w.location.origin + w.location.pathname,
      });
    }
  } catch (e) {
    console.warn('[analytics] Could not load the tag scripts:', e);
  }
}

export const CONSENT_HEAD_SCRIPT = serializeInlineScript(consentHead, CONSENT_CONFIG_ELEMENT_ID);

/** CSP hash of the head script, for Astro's `security.csp.scriptDirective.hashes`. */
export const CONSENT_HEAD_SCRIPT_HASH = scriptHash(CONSENT_HEAD_SCRIPT);
