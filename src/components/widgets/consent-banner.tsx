import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { consentCopy } from '../../content/consent.ts';
import { ALL_CONSENT, NO_CONSENT } from '../../lib/consent.ts';
import type { ConsentChoice } from '../../lib/consent-store.ts';
import { ABOVE_MENU_ATTRIBUTE, focusOpenMenu } from '../../lib/mobile-menu-head.ts';
import { ConsentActions, ConsentLegalLinks } from './consent-actions.tsx';
import { settingsOpener } from './consent-dialog.tsx';

/**
 * The cookie banner: a fixed, non-modal panel at the bottom (it overlays the page, so it never
 * shifts the layout). Where it would cover the chat launcher (narrower than 648 px) it stands
 * above it, so the launcher stays visible and usable before a choice is made. Text, 'Ablehnen' /
 * 'Alle akzeptieren' of equal weight, 'Einstellungen' and
 * the legal links. 'Einstellungen' opens the settings dialog (category switches, none
 * pre-ticked, 'Auswahl speichern'), natively from the first paint (`popovertarget`, src/lib/modal-after-paint.ts).
 * It never covers the header (logo, phone, menu button): its top stays 5rem (the header's
 * 4.5rem and a gap) below the viewport's top; and it takes at most half the viewport's height
 * (at least 12.5rem), so a focused element has room above it (src/lib/banner-clearance-head.ts).
 * Where that is too little, only the text scrolls: the three choices stay fully visible below it.
 * The open mobile menu never covers it: while both show, the banner stands above the menu.
 */
export function ConsentBanner({
  onDecide,
  onSettings,
  settingsId,
  hydrated = true,
}: {
  onDecide: (choice: ConsentChoice) => void;
  /** Opens the settings dialog (after hydration; before, the button's `popovertarget` does). */
  onSettings: () => void;
  /** The settings dialog's id. */
  settingsId: string;
  /** False in the HTML and while hydrating: the head script answers 'Ablehnen' and 'Alle akzeptieren'. */
  hydrated?: boolean;
}) {
  const id = useId();
  const panelRef = useRef<HTMLElement>(null);

  // On arrival, take focus unless the visitor is already somewhere on the page, so keyboard
  // and screen-reader users meet the choice first.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) panelRef.current?.focus({ preventScroll: true });
  }, []);

  /** Where the focus was before it entered the banner (the visitor's place on the page). */
  const cameFrom = useRef<Element | null>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (!panelRef.current?.contains(from)) cameFrom.current = from;
  };

  // After a decision made in the banner it disappears: the focus goes to the topmost layer still
  // open, back to where the visitor was if that is an open dialog beside the page (the chat window
  // keeps it), else to the open mobile menu (its item, or its button), else to the main content.
  const decide = (next: ConsentChoice) => {
    const hadFocus = panelRef.current?.contains(document.activeElement) ?? false;
    onDecide(next);
    if (!hadFocus) return;
    const back = cameFrom.current;
    if (back instanceof HTMLElement && back.isConnected && back.closest('dialog, [role="dialog"]')) {
      back.focus({ preventScroll: true });
    } else if (!focusOpenMenu(back)) document.getElementById('main')?.focus({ preventScroll: true });
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
      // Above the open mobile menu, in the same place: shown there as a popover while both show
      // (src/lib/mobile-menu-head.ts), so its classes also hold a popover's inset, size and margin.
      {...{ [ABOVE_MENU_ATTRIBUTE]: '' }}
      onFocus={onFocus}
      data-testid="consent-banner"
      className="fixed inset-x-3 top-auto bottom-24 z-[70] m-0 flex h-auto max-h-[min(calc(100dvh-11rem),max(50dvh,12.5rem))] w-auto flex-col overflow-hidden rounded-2xl border border-sand-200 bg-cream text-ink shadow-lift focus:outline-none min-[648px]:bottom-6 min-[648px]:max-h-[min(calc(100dvh-6.5rem),max(50dvh,12.5rem))] sm:inset-x-auto sm:left-6 sm:w-[34rem] max-[480px]:short:bottom-20 max-[480px]:short:max-h-[min(calc(100dvh-10rem),max(50dvh,12.5rem))]"
    >
      {/* The text scrolls where the viewport is short; the three choices below it never do,
          so they stay fully visible at any viewport of at least 320 x 360 px. Where it is lower
          than 480 px the padding is less, and on a phone the banner stands 16 px lower (8 px above
          the chat launcher), so more of the text shows. */}
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-5 pb-3 sm:px-6 sm:pt-6 short:pt-3 short:pb-2">
        <h2 id={titleId} className="text-xl text-night-800">
          {consentCopy.banner.title}
        </h2>
        <p id={textId} className="mt-2 text-sm leading-relaxed text-ink">
          {consentCopy.banner.text}
        </p>
        <ConsentLegalLinks className="mt-3" />
      </div>
      <div className="shrink-0 px-5 pt-2 pb-5 sm:px-6 sm:pb-6 short:pb-3">
        <ConsentActions
          early={!hydrated}
          onReject={() => decide(NO_CONSENT)}
          onAcceptAll={() => decide(ALL_CONSENT)}
          settings={{ ...settingsOpener(settingsId), onClick: onSettings }}
        />
      </div>
    </section>
  );
}
