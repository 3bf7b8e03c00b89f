/**
 * POST /api/contact: the contact enquiry. Rendered on demand; the work happens in
 * src/server/enquiries.ts (handleContact) with the process runtime (database, outbox).
 */
import type { APIRoute } from 'astro';
import { randomUUID } from 'node:crypto';
import { getRuntime } from '../../server/runtime.ts';

export const prerender = false;

function clientAddress(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export const ALL: APIRoute = async (context) => {
  const runtime = await getRuntime();
  const requestId = context.locals.requestId ?? randomUUID();
  return runtime.handleContact(context.request, {
    requestId,
    clientAddress: clientAddress(() => context.clientAddress),
  });
};
