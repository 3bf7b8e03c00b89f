/**
 * How the Astro routes of an enquiry (src/pages/api/contact.ts, src/pages/kontakt/senden.astro)
 * reach the process runtime. The production server (main.ts) passes the runtime's handlers in
 * `locals`, the node adapter's documented way into a request. Importing runtime.ts from a route
 * instead would load a second copy of it: the Astro build bundles the routes' imports into
 * dist/server, while main.ts runs from source, and two copies would mean two databases.
 * `astro dev` has no such host, so there (one module graph) the routes start a runtime of their
 * own on first use; a production build drops that branch.
 */
import type { Runtime } from './runtime.ts';

export type EnquiryHandlers = Pick<Runtime, 'handleContact' | 'handleContactForm'>;

let devRuntime: Promise<Runtime> | undefined;

export async function enquiryHandlers(locals: App.Locals): Promise<EnquiryHandlers> {
  if (locals.enquiries) return locals.enquiries;
  if (import.meta.env.DEV) {
    devRuntime ??= Promise.all([import('./runtime.ts'), import('./env.ts')]).then(([r, e]) =>
      r.createRuntime(e.loadEnv()),
    );
    return devRuntime;
  }
  throw new Error('No enquiry handlers: the production server (src/server/main.ts) passes them in locals.');
}
