/**
 * What runs first in <head> on every page, before any other script can talk to Google
 * (src/layouts/parts/HeadScripts.astro inlines it, built by src/lib/head-scripts.ts):
 * 1. the Consent Mode v2 default and ads data redaction (`pushConsentDefault`);
 * 2. the stored choice, read by the rules of src/lib/consent.ts (`readConsent`), marks the
 *    document: `data-consent="given"` with a valid stored choice, `"none"` without one (the
 *    server-rendered cookie banner and cookie-settings button are shown by CSS from it, before
 *    any island has hydrated; see src/styles/global.css);
 * 3. a stored choice is applied (`applyStoredConsent`): its consent update, the tag scripts when
 *    it grants analytics (or at start in 'advanced' mode) and this page load's view.
 *
 * The build settings (mode and ids) come from the JSON data block `#consent-config` before the
 * script, so its text, and with it its CSP hash, is the same on every page.
 */
import { applyStoredConsent, pushConsentDefault, type AnalyticsConfig } from './analytics.ts';
import { readConsent } from './consent.ts';

export const CONSENT_CONFIG_ELEMENT_ID = 'consent-config';

/** JSON for the `application/json` config element, safe inside <script> (no `</script>`). */
export function consentHeadConfigJson(config: AnalyticsConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}

/**
 * Runs in the browser, first in <head>.
 * @public src/lib/head-scripts.ts builds the head script from it by name.
 */
export function consentHead(configElementId: string): void {
  pushConsentDefault();
  let config: AnalyticsConfig;
  try {
    config = JSON.parse(document.getElementById(configElementId)?.textContent ?? '') as AnalyticsConfig;
  } catch (error) {
    console.warn('[consent] Missing consent configuration:', error);
    return;
  }
  const stored = readConsent();
  document.documentElement.setAttribute('data-consent', stored ? 'given' : 'none');
  applyStoredConsent(stored, config);
}
