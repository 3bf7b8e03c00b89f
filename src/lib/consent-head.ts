/**
 * What runs first in <head> on every page, before any other script can talk to Google
 * (src/layouts/parts/HeadScripts.astro inlines it, built by src/lib/head-scripts.ts):
 * 1. the Consent Mode v2 default and ads data redaction (`pushConsentDefault`);
 * 2. the stored choice, read by the rules of src/lib/consent.ts (`readConsent`), marks the
 *    document: `data-consent="given"` with a valid stored choice, `"none"` without one (the
 *    server-rendered cookie banner and cookie-settings button are shown by CSS from it, before
 *    any island has hydrated; see src/styles/global.css);
 * 3. a stored choice is applied (`applyStoredConsent`): its consent update, the tag scripts when
 *    it grants analytics (or at start in 'advanced' mode) and this page load's view;
 * 4. a tap on 'Ablehnen', 'Alle akzeptieren' (banner or settings dialog) or 'Auswahl speichern'
 *    (settings dialog) before the consent island has hydrated is recorded at once
 *    (`recordConsent`, as the island records it; a saved choice is read from the dialog's
 *    checkboxes by `settingsChoice`, as the island reads it), the settings dialog closes and the
 *    mark turns to "given", so the banner closes and the cookie-settings button shows in the same
 *    frame. The island renders those buttons with `data-consent-decision` only until it has
 *    hydrated; then its own handlers decide.
 * 5. the settings dialog, which its buttons open natively (`popovertarget`) before any island
 *    has hydrated, shows the stored choice when it opens (`fillSettings`). The island marks the
 *    dialog with `data-consent-early` only until it has hydrated.
 * 6. the settings dialog turns modal right after its first frame, before and after hydration
 *    (src/lib/modal-after-paint.ts).
 * 7. the mobile menu closes by Escape, and the cookie banner stays above it while both show,
 *    before and after hydration (src/lib/mobile-menu-head.ts).
 * 8. a focused element is never hidden behind the cookie banner (src/lib/banner-clearance-head.ts).
 *
 * The build settings (mode and ids) come from the JSON data block `#consent-config` before the
 * script, so its text, and with it its CSP hash, is the same on every page.
 */
import { bannerClearanceHead } from './banner-clearance-head.ts';
import { applyStoredConsent, pushConsentDefault, type AnalyticsConfig } from './analytics.ts';
import { ALL_CONSENT, NO_CONSENT, readConsent, recordConsent } from './consent.ts';
import { fillSettings, settingsChoice } from './consent-settings.ts';
import type { ConsentChoice } from './consent-store.ts';
import { closeModalAfterPaint, modalAfterPaint, popoverOpen } from './modal-after-paint.ts';
import { focusOpenMenu, mobileMenuHead } from './mobile-menu-head.ts';

export const CONSENT_CONFIG_ELEMENT_ID = 'consent-config';

/** The attribute of a decision button the head script answers before hydration, and its values. */
export const EARLY_DECISION_ATTRIBUTE = 'data-consent-decision';
export const EARLY_DECISIONS = { all: ALL_CONSENT, none: NO_CONSENT, save: null } as const;
export type EarlyDecision = keyof typeof EARLY_DECISIONS;

/** Marks the settings dialog while the head script answers for it (until the island hydrates). */
export const EARLY_SETTINGS_ATTRIBUTE = 'data-consent-early';

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
  modalAfterPaint();
  mobileMenuHead();
  bannerClearanceHead();
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
  document.addEventListener('click', (event) => decideEarly(event, config), { capture: true });
  // Not a bubbling event: heard in the capture phase on its way to the dialog.
  document.addEventListener('beforetoggle', fillEarly, { capture: true });
}

/** The settings dialog opened before the island has hydrated shows the stored choice (5.). */
function fillEarly(event: Event): void {
  const dialog = event.target as Element | null;
  if (!(dialog instanceof HTMLDialogElement) || !dialog.hasAttribute(EARLY_SETTINGS_ATTRIBUTE)) return;
  if ((event as Event & { newState?: string }).newState !== 'open' || dialog.open || popoverOpen(dialog)) return;
  fillSettings(dialog, readConsent());
}

/** A decision tapped before the consent island has hydrated (see 4. above). */
function decideEarly(event: MouseEvent, config: AnalyticsConfig): void {
  const button = (event.target as Element | null)?.closest?.(`[${EARLY_DECISION_ATTRIBUTE}]`);
  const decision = button?.getAttribute(EARLY_DECISION_ATTRIBUTE);
  if (event.defaultPrevented || !button || !decision || !Object.hasOwn(EARLY_DECISIONS, decision)) return;
  // Not held for the island: the decision is made now, exactly once.
  event.stopPropagation();
  event.preventDefault();
  const settings = button.closest('dialog');
  const panel = settings ?? button.closest('[role="dialog"]');
  // The banner goes with the decision; a dialog opened by the cookie button returns focus to it.
  const fromBanner = document.documentElement.getAttribute('data-consent') === 'none';
  const hadFocus = fromBanner && (panel?.contains(document.activeElement) ?? false);
  const choice: ConsentChoice = EARLY_DECISIONS[decision as EarlyDecision] ?? settingsChoice(settings ?? button);
  recordConsent(choice, config);
  if (settings) closeModalAfterPaint(settings);
  document.documentElement.setAttribute('data-consent', 'given');
  // After a keyboard decision the banner disappears: continue in the open mobile menu (the topmost
  // layer left), else at the main content.
  if (hadFocus && !focusOpenMenu(null)) document.getElementById('main')?.focus({ preventScroll: true });
}
