import { consentCopy } from '../../content/consent.ts';
import { cn } from '../../lib/cn.ts';
import { EARLY_DECISION_ATTRIBUTE, type EarlyDecision } from '../../lib/consent-head.ts';
import { Button } from '../ui/button.tsx';

/**
 * 'Ablehnen' and 'Alle akzeptieren' side by side with the same size, colour and weight, so
 * refusing is as easy as accepting; plus either 'Einstellungen' (first layer) or 'Auswahl
 * speichern' (detailed view, dialog).
 *
 * `early`: in the HTML, before the island has hydrated, 'Ablehnen' and 'Alle akzeptieren' carry
 * their decision, and the head script records a tap on them at once (src/lib/consent-head.ts).
 */
export function ConsentActions({
  onReject,
  onAcceptAll,
  onSettings,
  onSave,
  early = false,
  className,
}: {
  onReject: () => void;
  onAcceptAll: () => void;
  onSettings?: () => void;
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
        <Button variant="outline" onClick={onSave} className="col-span-2 w-full">
          {consentCopy.actions.save}
        </Button>
      )}
      {onSettings && (
        <Button variant="outline" onClick={onSettings} className="col-span-2 w-full" data-consent-settings="">
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
