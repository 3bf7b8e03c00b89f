/**
 * Moves the inline classic scripts of a built page's <body> to its end (build-time, Node only).
 *
 * Astro writes its island runtime and each client directive as an inline `<script>` right
 * before the first island that needs it: in the header, and again mid-page before the first
 * `client:visible` island. Chromium's HTML parser may yield after running a script, so every
 * such script split the first parse into several tasks and made the first style and layout run
 * in a task of its own. At the end of <body> they run after the whole document is parsed, still
 * before the first paint, and the islands (custom elements) are upgraded when the runtime
 * defines `astro-island`. A directive script that runs after the runtime is fine: an island
 * waits for its directive's `astro:<name>` event.
 *
 * Only attribute-less `<script>` elements move (executable inline code). Data blocks
 * (`type="application/json"`, `application/ld+json`) and module scripts stay where they are.
 * The script texts are unchanged, so the CSP hashes of the page still match.
 */
const INLINE_SCRIPT = /<script>[\s\S]*?<\/script>/g;

export function moveInlineScriptsToBodyEnd(html: string): string {
  const bodyStart = html.search(/<body[\s>]/);
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyStart < 0 || bodyEnd < bodyStart) return html;
  const body = html.slice(bodyStart, bodyEnd);
  const scripts = body.match(INLINE_SCRIPT);
  if (!scripts) return html;
  const rest = body.replace(INLINE_SCRIPT, '');
  return html.slice(0, bodyStart) + rest + scripts.join('') + html.slice(bodyEnd);
}
