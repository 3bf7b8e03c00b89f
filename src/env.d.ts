/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the production server (src/server/main.ts) for log correlation. */
    requestId?: string;
    /** Hashes of the inline scripts the build emitted (src/server/main.ts, for src/middleware.ts). */
    builtScriptHashes?: ReadonlySet<string>;
    /** The runtime's enquiry handlers (src/server/main.ts, for src/server/enquiry-handlers.ts). */
    enquiries?: import('./server/enquiry-handlers.ts').EnquiryHandlers;
  }
}
