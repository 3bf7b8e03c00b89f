/**
 * Hands a prefilled enquiry message from the Schlafberater to the contact form without a URL:
 * personal data (body measures, health details) never goes into a URL, where it would end up in
 * the address bar, the history and access logs. The draft lives in `sessionStorage` (this tab
 * only, gone when it closes) and is taken exactly once by the form that shows it.
 */
export const ENQUIRY_DRAFT_KEY = 'schlafmanufaktur.enquiry-draft';

/** Stores the message for the contact form. False when storage is unavailable (private mode, quota). */
export function saveEnquiryDraft(message: string): boolean {
  try {
    window.sessionStorage.setItem(ENQUIRY_DRAFT_KEY, message);
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
