import { useId } from 'react';
import { consentCopy, consentServiceLabels } from '../../content/consent.ts';

/**
 * The consent categories: the always-on necessary one, then one switch per category a service
 * of this site uses (Statistik, Externe Medien), each with its services: provider, purpose,
 * cookies and their lifetime. Each switch is a native checkbox named by its category (none
 * ticked in the HTML), so it works before React does; the dialog fills and reads them
 * (src/lib/consent-settings.ts). Track colours keep 3:1 contrast in both states, and the thumb
 * position shows the state without relying on colour.
 */
export function ConsentCategories() {
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
              <input
                type="checkbox"
                role="switch"
                id={switchId}
                name={category.key}
                defaultChecked={false}
                aria-describedby={`${switchId}-description`}
                className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer appearance-none items-center rounded-full bg-muted p-0.5 transition-colors duration-150 before:block before:size-6 before:rounded-full before:bg-white before:shadow-sm before:transition-transform before:duration-150 checked:bg-night-700 checked:before:translate-x-5"
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
