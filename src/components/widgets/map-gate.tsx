import { useEffect, useRef, useState } from 'react';
import { MapPin, Navigation } from '../ui/icons.ts';
import { mapEmbedUrl, mapGate, mapRouteUrl } from '../../content/contact.ts';
import { addressLine, company } from '../../content/site.ts';
import { useConsent } from '../../lib/consent-store.ts';
import { Button } from '../ui/button.tsx';

/**
 * Two-click map, so Google hears nothing of the visitor before a click or consent: a placeholder
 * with the address and 'Karte laden'; the Google iframe is inserted only after that click or when
 * the visitor has granted `preferences`. The
 * 'Route planen' link is always there. A click on 'Karte laden' before hydration is held and
 * replayed (client:interaction="visible"); without JavaScript the button, which needs it, gives
 * way to a note saying so, and the route link remains the way to find the showroom.
 */
export default function MapGate() {
  const consent = useConsent();
  const [requested, setRequested] = useState(false);
  const show = requested || consent?.preferences === true;
  const frameRef = useRef<HTMLIFrameElement>(null);

  // After the click the button is gone: move focus to the map so keyboard users keep their place.
  useEffect(() => {
    if (requested) frameRef.current?.focus();
  }, [requested]);

  return (
    <div data-map-gate={show ? 'loaded' : 'placeholder'}>
      <div className="h-80 overflow-hidden rounded-xl bg-sand-100 ring-1 ring-sand-200 sm:aspect-[4/3] sm:h-auto">
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
            <Button variant="secondary" size="sm" className="noscript:hidden" onClick={() => setRequested(true)}>
              {mapGate.loadLabel}
            </Button>
            <p className="hidden max-w-sm text-sm font-medium text-night-800 noscript:block">{mapGate.noScript}</p>
          </div>
        )}
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
