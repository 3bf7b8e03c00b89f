/**
 * Hands a prefilled enquiry message from the Schlafberater to the contact form without a URL:
 * personal data (body measures, health details) never goes into a URL, where it would end up in
 * the address bar, the history and access logs. The draft lives in `sessionStorage` (this tab
 * only, gone when it closes) and is taken exactly once by the form that shows it.
 */
export const ENQUIRY_DRAFT_KEY = 'schlafmanufaktur.enquiry-draft';

/** The health-data consent given with the draft (time and text), kept beside it. */
const HEALTH_CONSENT_KEY = `${ENQUIRY_DRAFT_KEY}.health-consent`;

/**
 * Stores the message for the contact form, with the record of a health-data consent when the
 * message carries a health detail. False when storage is unavailable (private mode, quota).
 */
export function saveEnquiryDraft(message: string, healthConsent?: { at: string; text: string }): boolean {
  try {
    window.sessionStorage.setItem(ENQUIRY_DRAFT_KEY, message);
    if (healthConsent) window.sessionStorage.setItem(HEALTH_CONSENT_KEY, JSON.stringify(healthConsent));
    else window.sessionStorage.removeItem(HEALTH_CONSENT_KEY);
    return true;
  } catch {
    return false;
  }
}

/** The stored message, removed on reading (a later visit of the form starts empty again). */
export function takeEnquiryDraft(): string | null {
  try {
    const message = window.sessionStorage.getItem(ENQUIRY_DRAFT_KEY);
    if (message !== null) window.sessionStorage.removeItem(ENQUIRY_DRAFT_KEY);
    return message;
  } catch {
    return null;
  }
}

/** The consent record saved with the draft, removed on reading; null when there is none. */
export function takeHealthConsent(): { at: string; text: string } | null {
  try {
    const raw = window.sessionStorage.getItem(HEALTH_CONSENT_KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(HEALTH_CONSENT_KEY);
    const value = JSON.parse(raw) as { at?: unknown; text?: unknown };
    return typeof value.at === 'string' && typeof value.text === 'string' ? { at: value.at, text: value.text } : null;
  } catch {
    return null;
  }
}
