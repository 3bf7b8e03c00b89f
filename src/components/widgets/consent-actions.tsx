import type { ComponentProps } from 'react';
import { consentCopy } from '../../content/consent.ts';
import { cn } from '../../lib/cn.ts';
import { EARLY_DECISION_ATTRIBUTE, type EarlyDecision } from '../../lib/consent-head.ts';
import { Button } from '../ui/button.tsx';

/**
 * 'Ablehnen' and 'Alle akzeptieren' side by side with the same size, colour and weight, so
 * refusing is as easy as accepting; plus either 'Einstellungen' (first layer) or 'Auswahl
 * speichern' (detailed view, dialog).
 *
 * `early`: in the HTML, before the island has hydrated, 'Ablehnen', 'Alle akzeptieren' and
 * 'Auswahl speichern' carry their decision, and the head script records a tap on them at once
 * (src/lib/consent-head.ts).
 */
export function ConsentActions({
  onReject,
  onAcceptAll,
  settings,
  onSave,
  early = false,
  className,
}: {
  onReject: () => void;
  onAcceptAll: () => void;
  /** The props of the 'Einstellungen' button that opens the settings dialog (first layer). */
  settings?: ComponentProps<'button'>;
  onSave?: () => void;
  early?: boolean;
  className?: string;
}) {
  const decision = (value: EarlyDecision) => (early ? { [EARLY_DECISION_ATTRIBUTE]: value } : {});
  return (
    <div className={cn('grid grid-cols-2 gap-3', className)}>
      <Button variant="secondary" onClick={onReject} className="w-full" {...decision('none')}>
        {consentCopy.actions.reject}
      </Button>
      <Button variant="secondary" onClick={onAcceptAll} className="w-full" {...decision('all')}>
        {consentCopy.actions.acceptAll}
      </Button>
      {onSave && (
        <Button variant="outline" onClick={onSave} className="col-span-2 w-full" {...decision('save')}>
          {consentCopy.actions.save}
        </Button>
      )}
      {settings && (
        <Button variant="outline" className="col-span-2 w-full" {...settings}>
          {consentCopy.actions.settings}
        </Button>
      )}
    </div>
  );
}

export function ConsentLegalLinks({ className }: { className?: string }) {
  return (
    <p className={cn('flex flex-wrap gap-x-5 gap-y-1 text-sm', className)}>
      {[consentCopy.links.privacy, consentCopy.links.imprint].map((link) => (
        <a
          key={link.href}
          href={link.href}
          className="font-medium text-night-700 underline underline-offset-4 hover:text-night-900"
        >
          {link.label}
        </a>
      ))}
    </p>
  );
}
