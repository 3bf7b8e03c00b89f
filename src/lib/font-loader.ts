/**
 * Web fonts without putting them on the path to the first paint, and without a swap
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
 * one CSP hash covers it. src/lib/head-scripts.ts builds the script from `fontLoader` with Vite.
 */

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

/**
 * Runs in the browser, first in <head>: adds the faces at once when they are in the HTTP cache, otherwise only warms
 * the cache after the load event and the first contentful paint.
 * @public src/lib/head-scripts.ts builds the head script from it by name.
 */
export function fontLoader(configElementId: string): void {
  const w = window;
  const d = document;
  if (typeof FontFace !== 'function' || !('fonts' in d)) return;
  let faces: FontFaceConfig[];
  try {
    faces = JSON.parse(d.getElementById(configElementId)?.textContent ?? '') as FontFaceConfig[];
  } catch (e) {
    console.warn('[fonts] Missing font configuration:', e);
    return;
  }
  const add = () => {
    // The stacks name the web fonts only from now on (src/styles/global.css).
    d.documentElement.setAttribute('data-webfonts', '');
    for (const f of faces) {
      const face = new FontFace(f.family, `url(${f.url}) format("woff2")`, {
        weight: f.weight,
        style: 'normal',
        display: 'optional',
      });
      d.fonts.add(face);
      face.load().catch((e: unknown) => console.warn('[fonts] Could not load a web font:', e));
    }
  };
  // Only into the HTTP cache (same CORS mode as a font request): no font work on this page.
  const warm = () => {
    for (const f of faces) {
      w.fetch(f.url)
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
    }
  };
  let cached: boolean;
  try {
    const nav = w.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    cached =
      nav?.type === 'reload' ||
      nav?.type === 'back_forward' ||
      (d.referrer !== '' && new URL(d.referrer).origin === w.location.origin);
  } catch {
    cached = false;
  }
  if (cached) {
    add();
    return;
  }
  // After the load event and the first contentful paint (a frame after load may still be empty),
  // and then when idle.
  let loaded = d.readyState === 'complete';
  let painted = false;
  let warmed = false;
  const maybeWarm = () => {
    if (!loaded || !painted || warmed) return;
    warmed = true;
    // When the main thread is next idle: the frames that paint what the load brought (images)
    // come first, so the fonts never compete with the page's own largest paint.
    if ('requestIdleCallback' in w) w.requestIdleCallback(warm, { timeout: 2000 });
    else setTimeout(warm, 200);
  };
  if (!loaded)
    w.addEventListener('load', () => {
      loaded = true;
      maybeWarm();
    });
  try {
    if (w.performance.getEntriesByName('first-contentful-paint').length > 0) painted = true;
    else {
      const po = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        po.disconnect();
        painted = true;
        maybeWarm();
      });
      po.observe({ type: 'paint', buffered: true });
    }
  } catch {
    painted = true;
  }
  maybeWarm();
}
