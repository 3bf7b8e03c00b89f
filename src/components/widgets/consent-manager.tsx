import { useEffect, useState, useSyncExternalStore } from 'react';
import { Dialog } from 'radix-ui';
import { Cookie } from 'lucide-react';
import { consentCopy } from '../../content/consent.ts';
import { sendPageView } from '../../lib/analytics.ts';
import { consentSettings, consentStore, saveConsent, useConsent, type ConsentChoice } from '../../lib/consent-store.ts';
import { IconTooltip, TooltipProvider } from '../ui/tooltip.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import { ConsentDialogContent } from './consent-dialog.tsx';

const noSubscribe = () => () => {};

/**
 * The consent island on every page: the banner while no valid choice exists, otherwise the
 * floating cookie-settings button (bottom left, with tooltip) that opens the settings dialog.
 * Renders nothing on the server, so a returning visitor never sees the banner flash.
 */
export default function ConsentManager() {
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const consent = useConsent();
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => consentSettings.onOpen(() => setDialogOpen(true)), []);

  // A returning visitor who granted analytics: report this page load's view (the head script
  // has already loaded the scripts).
  useEffect(() => {
    if (consentStore.get()?.analytics) sendPageView();
  }, []);

  if (!hydrated) return null;

  const decide = (choice: ConsentChoice) => {
    saveConsent(choice);
    setDialogOpen(false);
  };

  return (
    <TooltipProvider>
      <Dialog.Root open={dialogOpen} onOpenChange={setDialogOpen}>
        {consent === null ? (
          <ConsentBanner onDecide={decide} />
        ) : (
          <IconTooltip label={consentCopy.button.label} side="right">
            <Dialog.Trigger asChild>
              <button
                type="button"
                aria-label={consentCopy.button.label}
                data-testid="consent-button"
                className="fixed bottom-4 left-4 z-[60] inline-flex size-12 items-center justify-center rounded-full border border-sand-200 bg-white text-night-700 shadow-lift transition-colors hover:bg-sand-50 sm:bottom-6 sm:left-6"
              >
                <Cookie aria-hidden="true" className="size-6" />
              </button>
            </Dialog.Trigger>
          </IconTooltip>
        )}
        {dialogOpen && <ConsentDialogContent current={consent} onDecide={decide} />}
      </Dialog.Root>
    </TooltipProvider>
  );
}
