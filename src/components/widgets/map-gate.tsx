import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MapPin, Navigation } from '../ui/icons.ts';
import { mapEmbedUrl, mapGate, mapRouteUrl } from '../../content/contact.ts';
import { addressLine, company } from '../../content/site.ts';
import { useConsent } from '../../lib/consent-store.ts';
import { buttonClasses } from '../ui/button.tsx';

/**
 * Two-click map, so Google hears nothing of the visitor before a click or consent: a placeholder
 * with the address and 'Karte laden'; the Google iframe is inserted only after that click or when
 * the visitor has granted `preferences`. The 'Route planen' link is always there.
 *
 * 'Karte laden' is the summary of a `<details>` whose content is the map's frame: a tap opens the
 * frame natively and at once, before the island has hydrated, showing that the map is on its way;
 * the island then reads the open state and inserts the iframe. The HTML never names the map's
 * address in a frame: without JavaScript a lazy frame would load at once (browsers load every
 * frame eagerly when scripts are off), so without it the button gives way to a note saying the
 * map needs JavaScript, and the route link remains the way to find the showroom.
 */
export default function MapGate() {
  const consent = useConsent();
  const [requested, setRequested] = useState(false);
  const show = requested || consent?.preferences === true;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);

  // Opened before the island hydrated: load the map now.
  useLayoutEffect(() => {
    if (detailsRef.current?.open) setRequested(true);
  }, []);

  // After the click the button is gone: move focus to the map so keyboard users keep their place.
  useEffect(() => {
    if (requested) frameRef.current?.focus();
  }, [requested]);

  return (
    <div data-map-gate={show ? 'loaded' : 'placeholder'}>
      <div className="relative h-80 overflow-hidden rounded-xl bg-sand-100 ring-1 ring-sand-200 sm:aspect-[4/3] sm:h-auto">
        <div className="flex h-full flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_center,var(--color-sand-50),var(--color-sand-100))] p-5 text-center">
          <MapPin aria-hidden="true" className="size-8 text-brass-600" />
          <p className="font-semibold text-night-800">
            {company.name}
            <br />
            <span className="font-normal">{addressLine}</span>
          </p>
          <p className="max-w-sm text-sm text-muted">
            {mapGate.notice}{' '}
            <a href={mapGate.privacyLink.href} className="text-night-700 underline underline-offset-2">
              {mapGate.privacyLink.label}
            </a>
          </p>
          <details
            ref={detailsRef}
            open={show}
            onToggle={(event) => setRequested(event.currentTarget.open)}
            className="group noscript:hidden"
          >
            <summary
              className={buttonClasses(
                'secondary',
                'sm',
                'cursor-pointer list-none group-open:invisible [&::-webkit-details-marker]:hidden',
              )}
            >
              {mapGate.loadLabel}
            </summary>
            <div data-map-frame="" className="absolute inset-0 flex items-center justify-center bg-sand-100">
              {show ? (
                <iframe
                  ref={frameRef}
                  src={mapEmbedUrl}
                  title={mapGate.iframeTitle}
                  loading="lazy"
                  referrerPolicy="strict-origin-when-cross-origin"
                  allowFullScreen
                  className="h-full w-full border-0"
                />
              ) : (
                <p role="status" className="text-sm font-medium text-night-800">
                  {mapGate.loading}
                </p>
              )}
            </div>
          </details>
          <p className="hidden max-w-sm text-sm font-medium text-night-800 noscript:block">{mapGate.noScript}</p>
        </div>
      </div>
      <a
        href={mapRouteUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-night-700 underline-offset-4 hover:underline"
      >
        <Navigation aria-hidden="true" className="size-4 text-brass-600" />
        {mapGate.routeLabel}
        <span className="sr-only">{mapGate.routeNote}</span>
      </a>
    </div>
  );
}
