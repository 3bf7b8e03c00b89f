/**
 * The editor's page side of the save confirmation (`npm run edit` only; keystatic.config.tsx
 * imports it). The development server tells the page what a save wrote just before it reloads
 * the page (editor-plugin.ts); the page keeps that for the reload and then shows it in German in
 * Keystatic's own notice area (`toastQueue` of @keystar/ui).
 */
import { toastQueue } from '@keystar/ui/toast';
import { SAVED_EVENT, savedNotice, type FileChange } from './saved-notice.ts';

const KEY = 'site-editor:saved';
/**
 * How long a kept notice is shown again after a reload: a save may bring a second reload (the
 * new picture's sizes written), and the owner must still see the confirmation after the last.
 */
const FRESH_MS = 8_000;

/**
 * Listens for what a save wrote and shows the confirmation after the reload. `singletons`: each
 * data file's path without extension to its name in the editor.
 */
export function confirmSaves(singletons: Readonly<Record<string, string>>) {
  if (typeof window === 'undefined' || !import.meta.hot) return;
  import.meta.hot.on(SAVED_EVENT, (changes: FileChange[]) => {
    const text = savedNotice(changes, singletons);
    if (text) sessionStorage.setItem(KEY, JSON.stringify({ text, at: Date.now() }));
  });
  const kept = sessionStorage.getItem(KEY);
  if (!kept) return;
  const { text, at } = JSON.parse(kept) as { text: string; at: number };
  if (Date.now() - at < FRESH_MS) toastQueue.positive(text, { timeout: 8000 });
  else sessionStorage.removeItem(KEY);
}
