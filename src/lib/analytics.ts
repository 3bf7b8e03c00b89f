/**
 * Google Consent Mode v2, tag manager and GA4 loading, page views. Google's scripts load only
 * after the visitor consents to analytics or marketing.
 *
 * The inline head script (src/lib/consent-head.ts, built from this module) pushes the consent
 * default before anything else and applies a stored choice; the islands use the same functions
 * afterwards: the update for each decision, the scripts once analytics is granted (or at start
 * in 'advanced' mode) and one page view per page load. Every failure only warns.
 */
import type { ConsentChoice } from './consent-store.ts';

export type ConsentMode = 'basic' | 'advanced';

export interface AnalyticsConfig {
  /** 'basic' (default): scripts load only after analytics is granted; 'advanced': at start. */
  mode: ConsentMode;
  /** Google Tag Manager container id (GTM-XXXX) or null. */
  gtmId: string | null;
  /** GA4 measurement id (G-XXXX) or null. */
  ga4Id: string | null;
}

type ConsentValue = 'granted' | 'denied';
export type ConsentParams = Record<
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'analytics_storage'
  | 'personalization_storage'
  | 'functionality_storage'
  | 'security_storage',
  ConsentValue
>;

/** The consent default: everything denied, pushed before any other command. */
export const CONSENT_DEFAULT = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  personalization_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: 2000,
} as const satisfies ConsentParams & { wait_for_update: number };

/**
 * GA4 settings: no Google signals, no ad personalisation, own page views. No `anonymize_ip`:
 * GA4 ignores it (it never logs or stores IP addresses, Google says, and uses them only for
 * coarse location), so sending it would only suggest a shortening that does not happen.
 */
export const GA4_CONFIG = {
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
  send_page_view: false,
} as const;

const GTM_SCRIPT_ID = 'gtm-script';
const GA4_SCRIPT_ID = 'ga4-script';
const GOOGLE_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
const GA4_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;

/** Reads the public build-time settings; malformed ids count as unset. */
export function resolveAnalyticsConfig(env: Record<string, unknown>): AnalyticsConfig {
  const text = (key: string) => (typeof env[key] === 'string' ? env[key].trim() : '');
  const gtmId = text('PUBLIC_GTM_ID').toUpperCase();
  const ga4Id = text('PUBLIC_GA4_ID').toUpperCase();
  return {
    mode: text('PUBLIC_CONSENT_MODE').toLowerCase() === 'advanced' ? 'advanced' : 'basic',
    gtmId: GTM_ID_PATTERN.test(gtmId) ? gtmId : null,
    ga4Id: GA4_ID_PATTERN.test(ga4Id) ? ga4Id : null,
  };
}

/** The configuration of this build (PUBLIC_GTM_ID, PUBLIC_GA4_ID, PUBLIC_CONSENT_MODE). */
export const analyticsConfig: AnalyticsConfig = /* @__PURE__ */ resolveAnalyticsConfig(import.meta.env ?? {});

/**
 * The consent-mode update for a choice. Only `analytics_storage` follows a category (Statistik);
 * signals no offered category covers stay denied: the three ad signals (no advertising service)
 * and `personalization_storage` (the map category, Externe Medien, is no Google consent signal).
 */
export function consentUpdate(choice: ConsentChoice): ConsentParams {
  const v = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');
  return {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: v(choice.analytics),
    personalization_storage: 'denied',
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The data layer, created when missing (the head script normally has created it). */
function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/**
 * Google's gtag(): pushes its `arguments` object to the data layer (gtag.js reads only
 * Arguments objects, not arrays). Uses the stub of the head script when present.
 */
function gtag(...args: unknown[]): void {
  try {
    if (typeof window.gtag !== 'function') {
      dataLayer();
      window.gtag = function gtagStub() {
        // gtag.js only processes real Arguments objects.
        // eslint-disable-next-line prefer-rest-params
        window.dataLayer!.push(arguments);
      };
    }
    window.gtag(...args);
  } catch (error) {
    console.warn('[analytics] gtag command failed:', error);
  }
}

/** Appends an async script once (by id); a load failure only warns. */
function loadScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  script.addEventListener('error', () => {
    console.warn(`[analytics] Could not load ${src}`);
  });
  document.head.appendChild(script);
}

/** A Google script a configuration loads: the tag manager's container, or GA4's own gtag.js. */
export interface TagScript {
  kind: 'gtm' | 'ga4';
  /** The container or measurement id. */
  tagId: string;
  /** The element id (loaded at most once per page). */
  elementId: string;
  src: string;
}

/**
 * The scripts a configuration loads once analytics is granted (or at start in 'advanced' mode):
 * the tag manager with a container id, and GA4 directly through gtag.js with a measurement id,
 * both when both are set. `loadTags` loads exactly these, and the Datenschutz page describes
 * exactly these.
 */
export function tagScripts(config: Pick<AnalyticsConfig, 'gtmId' | 'ga4Id'>): TagScript[] {
  const scripts: TagScript[] = [];
  if (config.gtmId)
    scripts.push({
      kind: 'gtm',
      tagId: config.gtmId,
      elementId: GTM_SCRIPT_ID,
      src: `${GOOGLE_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(config.gtmId)}`,
    });
  if (config.ga4Id)
    scripts.push({
      kind: 'ga4',
      tagId: config.ga4Id,
      elementId: GA4_SCRIPT_ID,
      src: `${GOOGLE_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(config.ga4Id)}`,
    });
  return scripts;
}

/** Loads the tag manager and GA4 (each at most once per page). */
export function loadTags(config: AnalyticsConfig): void {
  try {
    for (const script of tagScripts(config)) {
      if (document.getElementById(script.elementId)) continue;
      if (script.kind === 'gtm') dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      else {
        gtag('js', new Date());
        gtag('config', script.tagId, { ...GA4_CONFIG });
      }
      loadScript(script.elementId, script.src);
    }
  } catch (error) {
    console.warn('[analytics] Could not load the tag scripts:', error);
  }
}

function isCommand(entry: unknown, ...names: string[]): boolean {
  if (typeof entry !== 'object' || entry === null || !('length' in entry)) return false;
  const list = entry as ArrayLike<unknown>;
  return names.every((name, i) => list[i] === name);
}

/** Whether this page load has reported its page view already. */
function pageViewSent(): boolean {
  return dataLayer().some((entry) => isCommand(entry, 'event', 'page_view'));
}

/** Reports this page load's page view once (only call with analytics granted). */
export function sendPageView(): void {
  try {
    if (pageViewSent()) return;
    gtag('event', 'page_view', {
      page_path: window.location.pathname,
      page_title: document.title,
      page_location: window.location.origin + window.location.pathname,
    });
  } catch (error) {
    console.warn('[analytics] Could not report the page view:', error);
  }
}

/** Google Analytics cookies (_ga, _ga_<id>, _gid) set on this host or its parent domains. */
function removeAnalyticsCookies(): void {
  try {
    const names = document.cookie
      .split(';')
      .map((c) => c.split('=')[0]!.trim())
      .filter((n) => n === '_gid' || n === '_ga' || n.startsWith('_ga_') || n.startsWith('_gat'));
    const parts = window.location.hostname.split('.');
    const domains = [''];
    for (let i = 0; i < parts.length - 1; i++) domains.push(`; domain=.${parts.slice(i).join('.')}`);
    for (const name of names) {
      for (const domain of domains) {
        document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
      }
    }
  } catch (error) {
    console.warn('[analytics] Could not remove analytics cookies:', error);
  }
}

/** The consent default and ads data redaction: the first commands of every page. */
export function pushConsentDefault(): void {
  gtag('consent', 'default', { ...CONSENT_DEFAULT });
  gtag('set', 'ads_data_redaction', true);
}

/**
 * Applies the choice stored on an earlier visit, at the start of a page: its consent update,
 * the tag scripts when it grants analytics (or in 'advanced' mode with none) and, with analytics
 * granted and a tag configured, this page load's view.
 */
export function applyStoredConsent(stored: ConsentChoice | null, config: AnalyticsConfig): void {
  if (stored) gtag('consent', 'update', consentUpdate(stored));
  if (config.mode === 'advanced' || stored?.analytics) loadTags(config);
  if (stored?.analytics && (config.gtmId || config.ga4Id)) sendPageView();
}

/**
 * Applies a decision: sends the consent update, loads the scripts when analytics is granted
 * (or in 'advanced' mode) and reports the page view with analytics granted. Withdrawing
 * analytics removes Google Analytics cookies.
 */
export function applyConsent(choice: ConsentChoice, config: AnalyticsConfig = analyticsConfig): void {
  gtag('consent', 'update', consentUpdate(choice));
  if (choice.analytics || config.mode === 'advanced') loadTags(config);
  if (choice.analytics) sendPageView();
  else removeAnalyticsCookies();
}
