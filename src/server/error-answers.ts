/**
 * The body of an error the server answers itself (main.ts: refusals from the request's head, and
 * the raw refusals of requests Node could not read or that timed out). The rule: every error a
 * visitor's browser can show is a short German page (what happened, the way back, the phone);
 * the JSON API's errors are JSON `{ error }` with a German message. Which of the two is decided
 * by the request's path, so the status codes and headers stay exactly as they are.
 */
import { apiErrorFallback, apiErrorMessages, errorPageCopy, type ErrorCopy } from '../content/error-copy.ts';
import { company } from '../content/site.ts';
import { isApiTarget, pathOfTarget } from './request-path.ts';

/** Whether a target is the contact form's native post. */
const isFormTarget = (target: string | null | undefined) => !!target && pathOfTarget(target) === '/kontakt/senden';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The short German page of an error: title, text, the way back (to the form after its post), the
 * phone. Also the page of a native form post refused before the form page renders
 * (contact-form.ts, `formRefusalPage`).
 */
export function errorPage(copy: ErrorCopy, backToForm: boolean): string {
  const phone = escapeHtml(company.phoneDisplay);
  const tel = escapeHtml(company.phone.replace(/\s+/g, ''));
  const back = backToForm ? `<a href="/kontakt">${errorPageCopy.form}</a>` : `<a href="/">${errorPageCopy.home}</a>`;
  return `<!doctype html><html lang="de"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(copy.title)}</title><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(copy.message)}</p><p>${back}</p><p>${errorPageCopy.phone} <a href="tel:${tel}">${phone}</a></p></html>\n`;
}

/** The words of an error status for a browser: the form's timeout has its own. */
function copyFor(status: number, form: boolean): ErrorCopy {
  if (status === 408 && form) return errorPageCopy.formTimeout;
  const statuses: Record<number, ErrorCopy> = errorPageCopy.statuses;
  return statuses[status] ?? errorPageCopy.fallback;
}

/** The body and its type of an error `status` answered to a request for `target`. */
export function errorBody(status: number, target: string | null | undefined): { type: string; body: string } {
  if (isApiTarget(target)) {
    return {
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ error: apiErrorMessages[status] ?? apiErrorFallback }),
    };
  }
  const form = isFormTarget(target);
  return { type: 'text/html; charset=utf-8', body: errorPage(copyFor(status, form), form) };
}
