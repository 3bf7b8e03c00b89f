/**
 * The contact form's native post. The form is a real `<form method="post">`, so it also works
 * without JavaScript and when it is sent before its island has hydrated. Such a post arrives as
 * `application/x-www-form-urlencoded` at the page `/kontakt/senden`
 * (src/pages/kontakt/senden.astro), which answers in HTML. The enquiry goes through the same core
 * as the JSON API (enquiry-core.ts): the same Origin/Sec-Fetch-Site rule, schema, honeypot, rate
 * limit, storage and mail queue. The fill-time trap does not apply (see `EnquiryContext`).
 */
import { enquiryMessages as messages } from '../content/enquiry-copy.ts';
import { contactFields, HONEYPOT_FIELD } from '../lib/contact-schema.ts';
import { rateLimitSubject } from './client-address.ts';
import {
  ACCEPTED_BODY_CODINGS,
  clientAddressOfRequest,
  hasReadableCoding,
  isCrossSite,
  isUtf8FormType,
  MAX_FORM_BODY_BYTES,
  parseFormBody,
  readBodyBytes,
  typedFormFields,
  awaitsGoAhead,
} from './contact-request.ts';
import {
  databaseFailure,
  submitEnquiry,
  type ContactDeps,
  type ContactRequestContext,
  type EnquiryOutcome,
} from './enquiry-core.ts';
import { errorPage } from './error-answers.ts';
import { loggedHeader } from './logger.ts';
import { hitRateLimit, rateLimitKey } from './rate-limit.ts';

/** What the visitor typed, as sent by the browser (every field a string). */
export type ContactFormInput = Record<(typeof contactFields)[number], string>;

/** A native form post the page answers with the form again (status, message, input kept). */
export interface ContactFormError {
  kind: 'error';
  status: 400 | 403 | 405 | 412 | 413 | 415 | 429 | 500 | 503;
  /** The German message above the form. */
  message: string;
  /** Per-field German messages (status 400). */
  fields: Partial<Record<(typeof contactFields)[number], string>>;
  /** The input to show again (empty for requests that are not read). */
  values: ContactFormInput;
  headers: Record<string, string>;
}

/**
 * The outcome of a native form post, for the page to render. `sent`: stored (or silently
 * discarded as spam, exactly like the JSON path), the page redirects to the confirmation.
 */
export type ContactFormOutcome = { kind: 'sent' } | ContactFormError;

const emptyFormInput = (): ContactFormInput =>
  Object.fromEntries(contactFields.map((f) => [f, ''])) as ContactFormInput;

/**
 * Counts a native form post against its client's budget of form posts, before anything of it
 * reaches the enquiry core. null lets it through; otherwise the outcome it gets instead: over the
 * budget `rate-limited`, a database that fails the count `unavailable` or `failed`, exactly as
 * when storing fails. The post is still read, so its form comes back filled either way.
 */
async function countFormPost(
  request: Request,
  ctx: ContactRequestContext,
  deps: ContactDeps,
): Promise<Extract<EnquiryOutcome, { kind: 'rate-limited' | 'unavailable' | 'failed' }> | null> {
  const budget = deps.settings.formPosts;
  if (!budget) return null;
  const log = deps.logger.child({ requestId: ctx.requestId, route: 'POST /kontakt/senden' });
  const client = rateLimitSubject(clientAddressOfRequest(request, ctx, deps.settings));
  try {
    const key = rateLimitKey('form-post', client, deps.settings.rateLimitSecret);
    const limit = await hitRateLimit(deps.db(), key, budget.max, budget.windowSeconds);
    if (limit.allowed) return null;
    log.warn({ count: limit.count }, 'form post budget exceeded');
    return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  } catch (err) {
    return databaseFailure(err, log);
  }
}

/** The form again, filled with what was typed, for an outcome that did not send it. */
function formAgain(outcome: Exclude<EnquiryOutcome, { kind: 'accepted' | 'discarded' }>, values: ContactFormInput) {
  const error = (status: ContactFormError['status'], message: string, headers: Record<string, string> = {}) =>
    ({ kind: 'error', status, message, fields: {}, values: displayable(values), headers }) satisfies ContactFormError;
  switch (outcome.kind) {
    case 'invalid':
      return { ...error(400, messages.invalid), fields: outcome.fields };
    case 'no-fill-time': // never: a native post has no fill time to judge
      return error(400, messages.formMalformed);
    case 'rate-limited':
      return error(429, messages.rateLimited, { 'Retry-After': String(outcome.retryAfterSeconds) });
    case 'unavailable':
      return error(503, messages.unavailable, { 'Retry-After': '30' });
    case 'failed':
      return error(500, messages.internal);
  }
}

/**
 * Control characters (C0, DEL, C1) are not allowed in HTML text, so the form given back shows
 * each one as U+FFFD; only the message keeps tab and line breaks (a textarea's own). What was
 * typed is otherwise given back as typed, and the enquiry itself is judged on the raw values.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const CONTROL_BUT_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
export function displayable(values: ContactFormInput): ContactFormInput {
  const shown = { ...values };
  for (const field of contactFields) {
    shown[field] = values[field].replace(field === 'message' ? CONTROL_BUT_BREAKS : CONTROL, '\ufffd');
  }
  return shown;
}

/** The contact form's fields among `fields`, each one empty when it is not there. */
function formInput(fields: ReadonlyMap<string, string>): ContactFormInput {
  const values = emptyFormInput();
  for (const field of contactFields) values[field] = fields.get(field) ?? '';
  return values;
}

/**
 * Checks that the request is a same-site urlencoded POST, counts it against the client's budget
 * of form posts, reads its fields and submits them.
 *
 * The rule for a refusal: bad input gets a clear German message that fits the form, and loses
 * nothing the visitor typed. Every refusal of a post that was read gives the form back filled
 * with its fields, as far as they can be decoded (typedFormFields): another type or charset
 * (415), a body over the cap (413, its part within the cap), a body the form never sends (400: a
 * field twice, a malformed escape, bytes that are not UTF-8), a precondition (412, If-Match,
 * which no browser sends). Only what was never read comes
 * back empty: a compressed body (never inflated), a body the client holds back until a go-ahead
 * that a refusal never gives, and a post from another site (403: its content is the other
 * site's, not the visitor's).
 */
export async function handleContactForm(
  request: Request,
  ctx: ContactRequestContext,
  deps: ContactDeps,
): Promise<ContactFormOutcome> {
  const route = 'POST /kontakt/senden';
  const error = (
    status: ContactFormError['status'],
    message: string,
    headers: Record<string, string> = {},
    values = emptyFormInput(),
  ): ContactFormOutcome => ({ kind: 'error', status, message, fields: {}, values: displayable(values), headers });

  if (request.method !== 'POST') return error(405, messages.methodNotAllowed, { Allow: 'POST' });
  if (isCrossSite(request, deps.settings)) {
    deps.logger
      .child({ requestId: ctx.requestId, route })
      .warn({ origin: loggedHeader(request.headers.get('origin')) }, 'cross-site request rejected');
    return error(403, messages.crossSite);
  }
  const budget = await countFormPost(request, ctx, deps);
  const contentType = request.headers.get('content-type') ?? '';
  if (!hasReadableCoding(request.headers)) {
    return error(415, messages.formUnsupportedType, { 'Accept-Encoding': ACCEPTED_BODY_CODINGS });
  }
  if (!isUtf8FormType(contentType)) {
    // Refused from its headers: read only a body that is on its way anyway.
    const typed = awaitsGoAhead(request) ? emptyFormInput() : await typedInput(request, contentType);
    return error(415, messages.formUnsupportedType, {}, typed);
  }
  // If-Match: the form has no current representation, so no tag (and not `*`) matches (RFC 9110
  // §13.1.1). The server gives no go-ahead for it (main.ts): read only a body sent anyway.
  const declaredOver = Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BODY_BYTES;
  if (request.headers.has('if-match') && !declaredOver) {
    const typed = awaitsGoAhead(request) ? emptyFormInput() : await typedInput(request, contentType);
    return error(412, messages.formPrecondition, {}, typed);
  }
  const body = await readBodyBytes(request, MAX_FORM_BODY_BYTES, true);
  if (body.over)
    return error(413, messages.formTooLarge, {}, formInput(await typedFormFields(body.bytes, contentType)));
  const text = body.aborted ? null : utf8OrNull(body.bytes);
  const form = text === null ? null : parseFormBody(text);
  if (form === null) {
    return error(400, messages.formMalformed, {}, formInput(await typedFormFields(body.bytes, contentType)));
  }
  const values = formInput(form);
  if (budget) return formAgain(budget, values);
  const data = { ...values, [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) ?? '' };
  const clientAddress = clientAddressOfRequest(request, ctx, deps.settings);
  const outcome = await submitEnquiry(data, { ...ctx, clientAddress, fillTimeMeasured: false, route }, deps);
  return outcome.kind === 'accepted' || outcome.kind === 'discarded' ? { kind: 'sent' } : formAgain(outcome, values);
}

/** A body's text as UTF-8, or null when it is not UTF-8. */
function utf8OrNull(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The form's fields of a body in a type or charset the route refuses, as far as they decode. */
async function typedInput(request: Request, contentType: string): Promise<ContactFormInput> {
  const body = await readBodyBytes(request, MAX_FORM_BODY_BYTES, true);
  return formInput(await typedFormFields(body.bytes, contentType));
}

/**
 * The short German page of a native form post refused before the form page renders: a client
 * over its budget of form posts, or a post another site made the browser send. It is short on
 * purpose (such posts render nothing), but still names the reason and the way back to the form
 * and the phone, never a bare status: the server's error page, back to the form.
 */
export function formRefusalPage(title: string, message: string): string {
  return errorPage({ title, message }, true);
}
