import type { ButtonHTMLAttributes, RefObject } from 'react';
import { X } from '../ui/icons.ts';
import { consentCopy } from '../../content/consent.ts';
import { ALL_CONSENT, NO_CONSENT } from '../../lib/consent.ts';
import { EARLY_SETTINGS_ATTRIBUTE } from '../../lib/consent-head.ts';
import { settingsChoice } from '../../lib/consent-settings.ts';
import type { ConsentChoice } from '../../lib/consent-store.ts';
import { MODAL_AFTER_PAINT_ATTRIBUTE, closeModalAfterPaint } from '../../lib/modal-after-paint.ts';
import { ConsentActions, ConsentLegalLinks } from './consent-actions.tsx';
import { ConsentCategories } from './consent-categories.tsx';

/**
 * The attributes that let a button open the settings dialog natively, from the first paint,
 * before the island has hydrated: it shows as a popover at once and turns modal after that frame
 * (src/lib/modal-after-paint.ts).
 */
export function settingsOpener(
  id: string,
): Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'popoverTarget' | 'popoverTargetAction'> {
  return { popoverTarget: id, popoverTargetAction: 'show' };
}

/**
 * The attributes that let a button close the settings dialog natively (Invoker Commands; by then
 * it is modal). React's types do not name them yet; React passes them through as written.
 */
const closeCommand = (id: string): Record<string, string> => ({ command: 'close', commandfor: id });

/**
 * The cookie-settings dialog: a native modal `<dialog>` in the HTML of every page (focus kept
 * inside, Escape and the close button close it, focus returns to the opener, the page behind is
 * inert and, by CSS, still), opened natively by the banner's 'Einstellungen' and the floating
 * cookie button: shown as a popover in the tap's next frame, modal right after it
 * (src/lib/modal-after-paint.ts). One checkbox per category (role switch); save, accept all and reject each decide
 * and close. Before the island has hydrated the head script answers for it: it shows the stored
 * choice on opening and records a decision at once (src/lib/consent-head.ts); after, the island
 * does the same through `onDecide` and the same form reading (src/lib/consent-settings.ts).
 */
export function ConsentSettingsDialog({
  id,
  dialogRef,
  hydrated,
  onDecide,
}: {
  id: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  hydrated: boolean;
  onDecide: (choice: ConsentChoice) => void;
}) {
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  const save = () => {
    if (dialogRef.current) onDecide(settingsChoice(dialogRef.current));
  };
  return (
    <dialog
      id={id}
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="consent-dialog"
      popover="manual"
      {...{ [MODAL_AFTER_PAINT_ATTRIBUTE]: '' }}
      {...(hydrated ? {} : { [EARLY_SETTINGS_ATTRIBUTE]: '' })}
      className="fixed top-1/2 left-1/2 z-[85] m-0 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-cream text-ink shadow-lift backdrop:bg-night-900/60 open:flex focus:outline-none"
    >
      {/* The title row stays above the scrolling part, so its close button is the first control
          and takes focus when the dialog opens (a scrolling area would take it otherwise). */}
      <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-7 sm:pt-7">
        <h2 id={titleId} className="text-2xl text-night-800">
          {consentCopy.dialog.title}
        </h2>
        <button
          type="button"
          aria-label={consentCopy.dialog.close}
          {...closeCommand(id)}
          onClick={() => dialogRef.current && closeModalAfterPaint(dialogRef.current)}
          className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-night-700 hover:bg-night-50"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-5 sm:px-7 sm:pb-5">
        <p id={textId} className="mt-2 text-sm leading-relaxed">
          {consentCopy.dialog.text}
        </p>
        <div className="mt-4">
          <ConsentCategories />
        </div>
      </div>
      <div className="border-t border-sand-200 px-5 pt-4 pb-5 sm:px-7">
        <ConsentActions
          early={!hydrated}
          onReject={() => onDecide(NO_CONSENT)}
          onAcceptAll={() => onDecide(ALL_CONSENT)}
          onSave={save}
        />
        <ConsentLegalLinks className="mt-3" />
      </div>
    </dialog>
  );
}
