import { useId } from 'react';
import { consentCopy, consentServiceLabels } from '../../content/consent.ts';
import type { ConsentChoice } from '../../lib/consent-store.ts';
import { Switch } from '../ui/switch.tsx';

/**
 * The consent categories: the always-on necessary one, then one switch per category a service
 * of this site uses (Statistik, Externe Medien), reflecting `value` (none pre-ticked for a first
 * visit), each with its services: provider, purpose, cookies and their lifetime.
 */
export function ConsentCategories({
  value,
  onChange,
}: {
  value: ConsentChoice;
  onChange: (next: ConsentChoice) => void;
}) {
  const id = useId();
  return (
    <ul className="divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
      <li className="p-4">
        <div className="flex items-center justify-between gap-4">
          <h3 className="font-sans text-base font-semibold text-ink">{consentCopy.necessary.label}</h3>
          <span className="shrink-0 rounded-full bg-night-50 px-3 py-1 text-sm font-semibold text-night-700">
            {consentCopy.necessary.badge}
          </span>
        </div>
        <p className="mt-1 text-sm text-muted">{consentCopy.necessary.description}</p>
      </li>
      {consentCopy.categories.map((category) => {
        const switchId = `${id}-${category.key}`;
        return (
          <li key={category.key} className="p-4">
            <div className="flex items-center justify-between gap-4">
              <h3 className="font-sans text-base font-semibold text-ink">
                <label htmlFor={switchId} className="cursor-pointer">
                  {category.label}
                </label>
              </h3>
              <Switch
                id={switchId}
                checked={value[category.key]}
                onCheckedChange={(checked) => onChange({ ...value, [category.key]: checked })}
                aria-describedby={`${switchId}-description`}
              />
            </div>
            <p id={`${switchId}-description`} className="mt-1 text-sm text-muted">
              {category.description}
            </p>
            {category.services.map((service) => (
              <div key={service.name} className="mt-2 text-sm text-muted" data-consent-service={service.name}>
                <p className="font-semibold text-ink">{service.name}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3">
                  {(['provider', 'purpose', 'cookies', 'lifetime'] as const).map((field) => (
                    <div key={field} className="contents">
                      <dt>{consentServiceLabels[field]}:</dt>
                      <dd>{service[field]}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
