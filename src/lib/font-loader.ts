/**
 * Web fonts without putting them on the path to the first paint (issue 10), and without a swap
 * that moves the layout.
 *
 * The page's CSS names the web fonts first in each stack (src/styles/global.css) but declares
 * no @font-face for them, so the first paint uses the metric-matched local fallbacks and waits
 * for no font file. This inline head script then handles the three faces with the FontFace API:
 * - When the visitor comes from another page of this site, reloads or goes back, the files are
 *   in the HTTP cache (hashed, one year immutable): the faces are added at once with display
 *   `optional`, so they are used from the first paint, and if the cache was evicted the page
 *   stays in the fallback rather than swapping later.
 * - On the first page of a visit, the files are only fetched into the HTTP cache (plain fetch,
 *   no font work on the main thread) after the `load` event and the first contentful paint, when
 *   the main thread is idle; that page keeps its fallbacks (the behaviour of
 *   `font-display: optional` when the font misses its first 100 ms).
 * No storage is written to tell these cases apart: referrer and navigation type suffice.
 *
 * Preloading the fonts instead (as the first build did) put ~35 KB on the critical path: on
 * Lighthouse's slow-4G profile the largest paint came ~350 ms after the first. Swapping them
 * in after the first paint moved the layout (CLS 0.01-0.03 against a budget of 0.01).
 *
 * The script text is static; the faces (hashed URLs) come from the JSON element before it, so
 * a fixed CSP hash covers it (see astro.config.mjs). ES5, no dependencies. Server/build only.
 */
import { createHash } from 'node:crypto';

export const FONT_CONFIG_ELEMENT_ID = 'font-config';

export interface FontFaceConfig {
  family: string;
  url: string;
  /** CSS font-weight descriptor, e.g. '400 500'. */
  weight: string;
}

/** JSON for the `application/json` config element, safe inside <script>. */
export function fontConfigJson(faces: FontFaceConfig[]): string {
  return JSON.stringify(faces).replace(/</g, '\\u003c');
}

export const FONT_LOADER_SCRIPT = `(function () {
  var w = window, d = document, faces;
  if (typeof FontFace !== 'function' || !d.fonts) return;
  try {
    faces = JSON.parse(d.getElementById('${FONT_CONFIG_ELEMENT_ID}').textContent);
  } catch (e) {
    console.warn('[fonts] Missing font configuration:', e);
    return;
  }
  function add() {
    // The stacks name the web fonts only from now on (src/styles/global.css).
    d.documentElement.setAttribute('data-webfonts', '');
    for (var i = 0; i < faces.length; i++) {
      var f = faces[i];
      var face = new FontFace(f.family, 'url(' + f.url + ') format("woff2")',
        { weight: f.weight, style: 'normal', display: 'optional' });
      d.fonts.add(face);
      face.load().catch(function (e) { console.warn('[fonts] Could not load a web font:', e); });
    }
  }
  // Only into the HTTP cache (same CORS mode as a font request): no font work on this page.
  function warm() {
    if (typeof w.fetch !== 'function') return;
    for (var i = 0; i < faces.length; i++) {
      w.fetch(faces[i].url).then(function (r) { return r.arrayBuffer(); }).catch(function () {});
    }
  }
  var cached = false;
  try {
    var nav = w.performance && w.performance.getEntriesByType ? w.performance.getEntriesByType('navigation')[0] : null;
    cached = (nav && (nav.type === 'reload' || nav.type === 'back_forward')) ||
      (d.referrer !== '' && new URL(d.referrer).origin === w.location.origin);
  } catch (e) {
    cached = false;
  }
  if (cached) {
    add();
    return;
  }
  // After the load event and the first contentful paint (a frame after load may still be empty),
  // and then when idle.
  var loaded = d.readyState === 'complete', painted = false, warmed = false;
  function maybeWarm() {
    if (!loaded || !painted || warmed) return;
    warmed = true;
    // When the main thread is next idle: the frames that paint what the load brought (images)
    // come first, so the fonts never compete with the page's own largest paint.
    if (w.requestIdleCallback) w.requestIdleCallback(warm, { timeout: 2000 });
    else w.setTimeout(warm, 200);
  }
  if (!loaded) w.addEventListener('load', function () { loaded = true; maybeWarm(); });
  try {
    if (w.performance.getEntriesByName('first-contentful-paint').length > 0) painted = true;
    else {
      var po = new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        po.disconnect();
        painted = true;
        maybeWarm();
      });
      po.observe({ type: 'paint', buffered: true });
    }
  } catch (e) {
    painted = true;
  }
  maybeWarm();
})();`;

/** CSP hash of the font loader, for Astro's `security.csp.scriptDirective.hashes`. */
export const FONT_LOADER_SCRIPT_HASH =
  `sha256-${createHash('sha256').update(FONT_LOADER_SCRIPT).digest('base64')}` as const;
