/**
 * A form sent natively shows its send button pressed at once.
 *
 * Before the contact form's island has hydrated (or without it: a failed chunk, JavaScript
 * arriving late), *Senden* posts the form natively, which is what keeps an early enquiry from
 * being lost. The browser then shows nothing on the page until the server's answer arrives, a
 * round trip or more on a slow phone. This script marks the button that sent the form with the
 * same pressed look a held control has (`data-pending`, src/styles/global.css) in the tap's own
 * frame. It only marks: the post itself is never held, changed or repeated.
 *
 * It listens on the window in the bubbling phase, after the page's own handlers: a form the
 * hydrated island sends itself (its handler cancels the native post) is left alone. A page the
 * browser restores from its back/forward cache comes back without the mark.
 *
 * Inlined right before the form by the build (src/lib/head-scripts.ts).
 */

import { PENDING_ATTRIBUTE } from './hydration/interaction-directive.ts';

export function formEarly(): void {
  addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const button = event.submitter ?? form.querySelector<HTMLElement>('button[type="submit"], button:not([type])');
    button?.setAttribute(PENDING_ATTRIBUTE, '');
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const el of document.querySelectorAll(`form [${PENDING_ATTRIBUTE}]`)) el.removeAttribute(PENDING_ATTRIBUTE);
  });
}
