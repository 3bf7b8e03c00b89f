/**
 * POST /api/contact: the contact enquiry. Rendered on demand; the work happens in
 * src/server/contact-api.ts (handleContact) with the process runtime (database, outbox).
 */
import type { APIRoute } from 'astro';
import { randomUUID } from 'node:crypto';
import { enquiryHandlers } from '../../server/enquiry-handlers.ts';

export const prerender = false;

function clientAddress(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export const ALL: APIRoute = async (context) => {
  const enquiries = await enquiryHandlers(context.locals);
  const requestId = context.locals.requestId ?? randomUUID();
  return enquiries.handleContact(context.request, {
    requestId,
    clientAddress: clientAddress(() => context.clientAddress),
  });
};
