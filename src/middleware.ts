/**
 * Astro middleware. Pages rendered on demand (today /kontakt/senden, the answer to a native post
 * of the contact form) get the same Content Security Policy rules as the built pages: Astro's
 * policy for the page plus the hashes of everything the HTML inlines, so the exact bytes served
 * are allowed and nothing needs 'unsafe-inline' (src/server/security-headers.ts). Inline
 * scripts are admitted only when the build emitted them (the production server hands their
 * hashes over in `locals`), never just because the rendered HTML contains them: a page rendered
 * on demand shows visitor input. Without the production server's list (a handler run some other
 * way) none is admitted beyond Astro's own policy; the dev server (`astro dev`) admits them all.
 */
import { defineMiddleware } from 'astro:middleware';
import { completePagePolicy, routeOfRequest } from './server/security-headers.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.isPrerendered) return response;
  // The editing server (`npm run edit`, astro.edit.config.mjs) turns Astro's policy off for the
  // owner's editor, which injects its styles at run time: in development, a page Astro gives no
  // policy keeps none. A production build drops this branch.
  if (import.meta.env.DEV && !response.headers.has('content-security-policy')) return response;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set(
    'Content-Security-Policy',
    completePagePolicy(
      response.headers.get('content-security-policy') ?? undefined,
      html,
      routeOfRequest(context.url.pathname),
      { admitScripts: import.meta.env.DEV ? undefined : (context.locals.builtScriptHashes ?? new Set()) },
    ),
  );
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});
