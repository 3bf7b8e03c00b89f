/**
 * `POST /api/contact`, the enquiry as JSON (the contact form's script sends it): a Web Request in,
 * a JSON Response out, so tests drive it without a build. The enquiry itself is the core's
 * (enquiry-core.ts).
 *
 * Order of checks: method (405), cross-site (403), content type, charset and coding (415), size (413), JSON
 * (400: malformed, not an object, a member named twice),
 * then the core: validation (400 per field), a missing fill time (400), spam (201, nothing
 * stored), rate limit (429),
 * storage (201 after COMMIT; 503 when the database is unreachable).
 */
import { enquiryMessages as messages } from '../content/enquiry-copy.ts';
import {
  ACCEPTED_BODY_CODINGS,
  clientAddressOfRequest,
  duplicateJsonKey,
  hasReadableCoding,
  isCrossSite,
  isJsonType,
  isUtf8JsonType,
  readBody,
} from './contact-request.ts';
import { loggedHeader } from './logger.ts';
import { allowOf } from './protocol.ts';
import { ON_DEMAND_ROUTES } from './request-path.ts';
import { submitEnquiry, type ContactDeps, type ContactRequestContext, type EnquiryOutcome } from './enquiry-core.ts';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The JSON answer to an outcome of the core. */
function answer(outcome: EnquiryOutcome): Response {
  switch (outcome.kind) {
    case 'accepted':
    case 'discarded':
      return json(201, { ok: true });
    case 'invalid':
      return json(400, { error: messages.invalid, fields: outcome.fields });
    case 'no-fill-time':
      return json(400, { error: messages.noFillTime });
    case 'rate-limited':
      return json(429, { error: messages.rateLimited }, { 'Retry-After': String(outcome.retryAfterSeconds) });
    case 'unavailable':
      return json(503, { error: messages.unavailable }, { 'Retry-After': '30' });
    case 'failed':
      return json(500, { error: messages.internal });
  }
}

export async function handleContact(
  request: Request,
  ctx: ContactRequestContext,
  deps: ContactDeps,
): Promise<Response> {
  const route = 'POST /api/contact';
  if (request.method !== 'POST')
    return json(405, { error: messages.methodNotAllowed }, { Allow: allowOf(ON_DEMAND_ROUTES['/api/contact']!) });
  if (isCrossSite(request, deps.settings)) {
    deps.logger
      .child({ requestId: ctx.requestId, route })
      .warn({ origin: loggedHeader(request.headers.get('origin')) }, 'cross-site request rejected');
    return json(403, { error: messages.crossSite });
  }
  const type = request.headers.get('content-type') ?? '';
  if (!isJsonType(type)) return json(415, { error: messages.unsupportedType });
  // JSON is read as UTF-8 only (RFC 8259 §8.1): a body declared in another charset is refused,
  // never read as UTF-8 and stored garbled.
  if (!isUtf8JsonType(type)) return json(415, { error: messages.unsupportedCharset });
  if (!hasReadableCoding(request.headers)) {
    return json(415, { error: messages.unsupportedCoding }, { 'Accept-Encoding': ACCEPTED_BODY_CODINGS });
  }

  const body = await readBody(request);
  if (!body.ok) return json(body.status, { error: body.status === 413 ? messages.tooLarge : messages.malformed });
  let data: unknown;
  try {
    data = JSON.parse(body.text);
  } catch {
    return json(400, { error: messages.malformed });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return json(400, { error: messages.notAnObject });
  }
  // A member named twice is ambiguous (which value counts?): refused, never read as the last one.
  if (duplicateJsonKey(body.text) !== null) return json(400, { error: messages.duplicateKey });
  const clientAddress = clientAddressOfRequest(request, ctx, deps.settings);
  return answer(await submitEnquiry(data, { ...ctx, clientAddress, fillTimeMeasured: true, route }, deps));
}
