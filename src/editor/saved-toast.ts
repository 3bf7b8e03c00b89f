/**
 * The editor's page side of a save (`npm run edit` only; keystatic.config.tsx imports it).
 *
 * - The confirmation: the development server tells the page what a save wrote just before it
 *   reloads the page (editor-plugin.ts); the page keeps that for the reload and then shows it in
 *   German in Keystatic's own notice area (`toastQueue` of @keystar/ui).
 * - A refusal that no longer holds: Keystatic shows the save check's refusal above the form
 *   until the next save. Once the owner changes a value, it may no longer be true, so it goes.
 */
import { toastQueue } from '@keystar/ui/toast';
import { SAVED_EVENT, refusalLead, savedNotice, type FileChange } from './saved-notice.ts';

const KEY = 'site-editor:saved';
/**
 * How long a confirmation is shown again after a further reload, counted from its first showing:
 * a save may bring a second reload (the new picture's sizes written), and the owner must still
 * see the confirmation after the last.
 */
const AGAIN_MS = 8_000;
/**
 * How long a confirmation waits for its first showing. The reload after *Erstellen* can take
 * well over ten seconds on a busy machine (the editor's modules are built anew); a confirmation
 * counted from the save was dropped before the page could show it.
 */
const WAIT_MS = 120_000;

/** A kept confirmation: its text, when the save was written and when it was first shown. */
interface Kept {
  text: string;
  at: number;
  shownAt?: number;
}

/**
 * Whether a kept confirmation is shown on this page load (`now`), and what to keep for the next:
 * shown first on the first load after the save, however long that took (up to `WAIT_MS`), and
 * again on loads within `AGAIN_MS` of that.
 */
export function keptConfirmation(kept: Kept, now: number): { show: boolean; keep?: Kept } {
  if (kept.shownAt === undefined)
    return now - kept.at < WAIT_MS ? { show: true, keep: { ...kept, shownAt: now } } : { show: false };
  return now - kept.shownAt < AGAIN_MS ? { show: true, keep: kept } : { show: false };
}

/** Listens for what a save wrote and shows the confirmation after the reload. */
export function confirmSaves() {
  if (typeof window === 'undefined' || !import.meta.hot) return;
  import.meta.hot.on(SAVED_EVENT, (changes: FileChange[]) => {
    const text = savedNotice(changes);
    if (text) sessionStorage.setItem(KEY, JSON.stringify({ text, at: Date.now() } satisfies Kept));
  });
  dropStaleRefusals(document);
  const stored = sessionStorage.getItem(KEY);
  if (!stored) return;
  const { show, keep } = keptConfirmation(JSON.parse(stored) as Kept, Date.now());
  if (keep) sessionStorage.setItem(KEY, JSON.stringify(keep));
  else sessionStorage.removeItem(KEY);
  if (show) toastQueue.positive(keep!.text, { timeout: 8000 });
}

/** Keystatic's notice with the save check's refusal (a critical notice is an alert). */
const isRefusal = (element: Element) =>
  element.getAttribute('role') === 'alert' && (element.textContent ?? '').includes(refusalLead);

/**
 * Hides the refusal above the form as soon as the owner changes a value (typing, a tick, a
 * choice in a list), in the form or in an item's dialog. Keystatic keeps its notice until the
 * next save; the next save draws it anew (it is gone while Keystatic writes), so a refusal that
 * still holds comes back then.
 */
export function dropStaleRefusals(doc: Document) {
  const drop = () => {
    for (const alert of doc.querySelectorAll<HTMLElement>('[role="alert"]'))
      if (isRefusal(alert)) {
        alert.hidden = true;
        // The notice's own style shows it as a flex box, which `hidden` alone does not override.
        alert.style.setProperty('display', 'none', 'important');
      }
  };
  doc.addEventListener('input', drop, true);
  doc.addEventListener('change', drop, true);
  // A choice in a picker's list, an added or removed list item or a dialog's button fires neither.
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="option"], [role="menuitem"], form button, [role="dialog"] button')) drop();
    },
    true,
  );
}
