/**
 * The cookie-settings dialog's form, read and filled the same way before the consent island has
 * hydrated (the head script, src/lib/consent-head.ts) and after (the island): one checkbox per
 * category a service uses, named by its key. A category without a checkbox (marketing: no
 * advertising service exists) is never granted.
 */
import type { ConsentChoice } from './consent-store.ts';

/** The categories a choice holds, in a fixed order. */
const KEYS = ['analytics', 'marketing', 'preferences'] as const satisfies readonly (keyof ConsentChoice)[];

function checkbox(form: ParentNode, key: keyof ConsentChoice): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${key}"]`);
}

/** The choice the form's checkboxes show. */
export function settingsChoice(form: ParentNode): ConsentChoice {
  const choice: ConsentChoice = { analytics: false, marketing: false, preferences: false };
  for (const key of KEYS) choice[key] = checkbox(form, key)?.checked ?? false;
  return choice;
}

/** Sets the form's checkboxes to `choice` (none ticked without one: nothing is pre-ticked). */
export function fillSettings(form: ParentNode, choice: ConsentChoice | null): void {
  for (const key of KEYS) {
    const input = checkbox(form, key);
    if (input) input.checked = choice?.[key] ?? false;
  }
}
