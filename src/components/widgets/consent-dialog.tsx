import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { X } from '../ui/icons.ts';
import { consentCopy } from '../../content/consent.ts';
import { ALL_CONSENT, NO_CONSENT } from '../../lib/consent.ts';
import { useScrollLock } from '../../lib/use-scroll-lock.ts';
import type { ConsentChoice } from '../../lib/consent-store.ts';
import { ConsentActions, ConsentLegalLinks } from './consent-actions.tsx';
import { ConsentCategories } from './consent-categories.tsx';

/**
 * The content of the cookie-settings dialog (Radix Dialog: focus trapped, Escape and the close
 * button close it, focus returns to the opener, the page behind neither scrolls nor takes
 * pointer input). Starts from the current choice; save, accept all and reject each decide and
 * close. Rendered only while open.
 */
export function ConsentDialogContent({
  current,
  onDecide,
}: {
  current: ConsentChoice | null;
  onDecide: (choice: ConsentChoice) => void;
}) {
  const [choice, setChoice] = useState<ConsentChoice>(() => ({
    analytics: current?.analytics ?? false,
    marketing: current?.marketing ?? false,
    preferences: current?.preferences ?? false,
  }));
  // Not Dialog.Overlay: its scroll lock is a <style> element the Content Security Policy blocks.
  useScrollLock(true);
  return (
    <Dialog.Portal>
      <div aria-hidden="true" className="fixed inset-0 z-[80] bg-night-900/60" />
      <Dialog.Content
        data-testid="consent-dialog"
        className="fixed top-1/2 left-1/2 z-[85] flex max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-cream text-ink shadow-lift focus:outline-none"
      >
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-5 sm:p-7 sm:pb-5">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl text-night-800">{consentCopy.dialog.title}</Dialog.Title>
            <Dialog.Close
              aria-label={consentCopy.dialog.close}
              className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-night-700 hover:bg-night-50"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm leading-relaxed">{consentCopy.dialog.text}</Dialog.Description>
          <div className="mt-4">
            <ConsentCategories value={choice} onChange={setChoice} />
          </div>
        </div>
        <div className="border-t border-sand-200 px-5 pt-4 pb-5 sm:px-7">
          <ConsentActions
            onReject={() => onDecide(NO_CONSENT)}
            onAcceptAll={() => onDecide(ALL_CONSENT)}
            onSave={() => onDecide(choice)}
          />
          <ConsentLegalLinks className="mt-3" />
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
