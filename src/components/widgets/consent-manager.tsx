import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { Cookie } from '../ui/icons.ts';
import { consentCopy } from '../../content/consent.ts';
import { fillSettings } from '../../lib/consent-settings.ts';
import { consentSettings, consentStore, saveConsent, useConsent, type ConsentChoice } from '../../lib/consent-store.ts';
import { closeModalAfterPaint, openModalAfterPaint, popoverOpen } from '../../lib/modal-after-paint.ts';
import { focusOpenMenu } from '../../lib/mobile-menu-head.ts';
import { IconTooltip, TooltipProvider } from '../ui/tooltip.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import { ConsentSettingsDialog, settingsOpener } from './consent-dialog.tsx';

const noSubscribe = () => () => {};

/** Last child of a gate wrapper: until the parser reaches it, CSS keeps the wrapper hidden. */
const GateEnd = () => <span data-consent-gate-end="" hidden />;

/**
 * The consent island on every page: the banner while no valid choice exists, otherwise the
 * floating cookie-settings button (bottom left, with tooltip); both open the settings dialog, a
 * native modal `<dialog>` that is in the HTML and opens by its buttons' `popovertarget` before the
 * island has hydrated (src/components/widgets/consent-dialog.tsx).
 *
 * The server (and the hydrating render) outputs both, each in a `data-consent-gate` wrapper
 * that CSS shows or hides by the head script's mark on <html>: so the banner is painted with
 * the page (it is often the largest element on a phone), a returning visitor never sees it
 * flash, and the island can hydrate on the first interaction. Once hydrated, the store decides.
 * Each wrapper ends in a `data-consent-gate-end` marker, and CSS shows a wrapper only once its
 * marker exists: Chromium parses in slices and renders in between, and a banner painted half
 * parsed grew by its buttons in the next frame (a layout shift of up to 0.25 in Lighthouse).
 * The head script also reports a returning visitor's page view (src/lib/consent-head.ts).
 */
export default function ConsentManager() {
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const consent = useConsent();
  const settingsId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  /** Opens the settings dialog showing the current choice (a click's own command then finds it open). */
  const openSettings = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open || popoverOpen(dialog)) return;
    fillSettings(dialog, consentStore.get());
    openModalAfterPaint(dialog);
  }, []);

  useEffect(() => consentSettings.onOpen(openSettings), [openSettings]);

  const decide = (choice: ConsentChoice) => {
    const dialog = dialogRef.current;
    const fromBanner = consentStore.get() === null;
    const hadFocus = dialog?.contains(document.activeElement) ?? false;
    saveConsent(choice);
    if (dialog) closeModalAfterPaint(dialog);
    // Opened from the banner, which now goes: a keyboard decision continues in the open mobile
    // menu (the topmost layer left), else at the main content (opened from the cookie button,
    // focus returns to it).
    if (fromBanner && hadFocus && !focusOpenMenu(null)) document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <TooltipProvider>
      {(!hydrated || consent === null) && (
        <div data-consent-gate={hydrated ? undefined : 'none'}>
          <ConsentBanner onDecide={decide} onSettings={openSettings} settingsId={settingsId} hydrated={hydrated} />
          {!hydrated && <GateEnd />}
        </div>
      )}
      {(!hydrated || consent !== null) && (
        <div data-consent-gate={hydrated ? undefined : 'given'}>
          <IconTooltip label={consentCopy.button.label} side="right">
            <button
              type="button"
              aria-label={consentCopy.button.label}
              aria-haspopup="dialog"
              data-testid="consent-button"
              {...settingsOpener(settingsId)}
              onClick={openSettings}
              className="fixed bottom-4 left-4 z-[60] inline-flex size-12 items-center justify-center rounded-full border border-sand-200 bg-white text-night-700 shadow-lift transition-colors hover:bg-sand-50 sm:bottom-6 sm:left-6"
            >
              <Cookie aria-hidden="true" className="size-6" />
            </button>
          </IconTooltip>
          {!hydrated && <GateEnd />}
        </div>
      )}
      <ConsentSettingsDialog id={settingsId} dialogRef={dialogRef} hydrated={hydrated} onDecide={decide} />
    </TooltipProvider>
  );
}
