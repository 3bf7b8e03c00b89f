import { useEffect, useId, useRef, useState } from 'react';
import { ArrowLeft } from '../ui/icons.ts';
import { consentCopy } from '../../content/consent.ts';
import { ALL_CONSENT, NO_CONSENT } from '../../lib/consent.ts';
import type { ConsentChoice } from '../../lib/consent-store.ts';
import { ConsentActions, ConsentLegalLinks } from './consent-actions.tsx';
import { ConsentCategories } from './consent-categories.tsx';

/**
 * The cookie banner: a fixed, non-modal panel at the bottom (it overlays the page, so it never
 * shifts the layout). First layer: text, 'Ablehnen' / 'Alle akzeptieren' of equal weight,
 * 'Einstellungen' and the legal links; the detailed view has the category switches (none
 * pre-ticked), 'Auswahl speichern' and 'Zurück'.
 */
export function ConsentBanner({
  onDecide,
  hydrated = true,
}: {
  onDecide: (choice: ConsentChoice) => void;
  /** False in the HTML and while hydrating: the head script answers 'Ablehnen' and 'Alle akzeptieren'. */
  hydrated?: boolean;
}) {
  const [view, setView] = useState<'summary' | 'details'>('summary');
  const [choice, setChoice] = useState<ConsentChoice>(NO_CONSENT);
  const id = useId();
  const panelRef = useRef<HTMLElement>(null);
  const detailsHeadingRef = useRef<HTMLHeadingElement>(null);
  const movedFocus = useRef(false);

  // On arrival, take focus unless the visitor is already somewhere on the page, so keyboard
  // and screen-reader users meet the choice first.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) panelRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (!movedFocus.current) return;
    if (view === 'details') detailsHeadingRef.current?.focus();
    else panelRef.current?.querySelector<HTMLButtonElement>('[data-consent-settings]')?.focus();
  }, [view]);

  // After a keyboard decision the banner disappears: continue at the main content.
  const decide = (next: ConsentChoice) => {
    const hadFocus = panelRef.current?.contains(document.activeElement) ?? false;
    onDecide(next);
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  const show = (next: 'summary' | 'details') => {
    movedFocus.current = true;
    setView(next);
  };

  const titleId = `${id}-title`;
  const textId = `${id}-text`;

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      data-focus-on-arrival=""
      data-testid="consent-banner"
      className="fixed inset-x-3 bottom-3 z-[70] flex max-h-[calc(100dvh-1.5rem)] flex-col overflow-hidden rounded-2xl border border-sand-200 bg-cream text-ink shadow-lift focus:outline-none sm:inset-x-auto sm:bottom-6 sm:left-6 sm:max-h-[calc(100dvh-3rem)] sm:w-[34rem]"
    >
      {view === 'summary' ? (
        <div className="overflow-y-auto overscroll-contain p-5 sm:p-6">
          <h2 id={titleId} className="text-xl text-night-800">
            {consentCopy.banner.title}
          </h2>
          <p id={textId} className="mt-2 text-sm leading-relaxed text-ink">
            {consentCopy.banner.text}
          </p>
          <ConsentLegalLinks className="mt-3" />
          <ConsentActions
            className="mt-5"
            early={!hydrated}
            onReject={() => decide(NO_CONSENT)}
            onAcceptAll={() => decide(ALL_CONSENT)}
            onSettings={() => show('details')}
          />
        </div>
      ) : (
        <>
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain p-5 sm:p-6">
            <button
              type="button"
              onClick={() => show('summary')}
              className="-ml-2 inline-flex min-h-10 items-center gap-1.5 self-start rounded-full px-2 text-sm font-semibold text-night-700 hover:bg-night-50"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {consentCopy.actions.back}
            </button>
            <h2
              id={titleId}
              ref={detailsHeadingRef}
              tabIndex={-1}
              className="mt-1 text-xl text-night-800 focus:outline-none"
            >
              {consentCopy.banner.detailsTitle}
            </h2>
            <p id={textId} className="mt-2 text-sm leading-relaxed text-ink">
              {consentCopy.banner.detailsText}
            </p>
            <div className="mt-4">
              <ConsentCategories value={choice} onChange={setChoice} />
            </div>
          </div>
          <div className="border-t border-sand-200 px-5 pt-4 pb-5 sm:px-6">
            <ConsentActions
              onReject={() => decide(NO_CONSENT)}
              onAcceptAll={() => decide(ALL_CONSENT)}
              onSave={() => decide(choice)}
            />
            <ConsentLegalLinks className="mt-3" />
          </div>
        </>
      )}
    </section>
  );
}
