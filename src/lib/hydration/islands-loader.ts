/**
 * The island runtime loads on the visitor's first interaction, not with the page.
 *
 * Astro inlines its island runtime and the `client:interaction` directive (about 8 KB raw,
 * 2.3 KB br) into every page, before the first island: a sixth of what a new connection's first
 * round trip carries (about 14.6 KB), for code nothing needs before the visitor does something.
 * The build moves both into one hashed, cached file (src/lib/hydration/islands-file.ts) and leaves
 * its URL in a JSON data block where they were. This small inline <head> script loads that file
 * when the inline runtime would have started hydrating:
 *
 * - the visitor presses a key, a pointer or a finger anywhere, or the pointer or focus enters an
 *   island;
 * - an island that hydrates when seen (`client:visible`, `client:interaction="visible"`)
 *   scrolls into view.
 *
 * Until the file runs, it keeps what the directive would have seen, under a global the directive
 * reads when it starts (src/lib/hydration/interaction-directive.ts):
 *
 * - a click on an island control (the controls the directive holds) inside an interaction island:
 *   held back, then replayed by the directive once React owns the control, exactly once;
 * - whether a key, pointer or touch press happened (the directive then hydrates its interaction
 *   islands at once, as that press would have);
 * - where the pointer last entered, so a hover that began early is replayed too.
 *
 * An island whose directive has started is left to it. If the file cannot be loaded (offline), a
 * held link is followed as it would be without JavaScript and the next interaction tries again.
 * It also gives the cookie banner focus after the first frame, as the directive does once loaded,
 * so keyboard and screen-reader users meet it first. Native controls (links, forms, popovers,
 * details) are never touched. A page rendered on demand keeps Astro's inline runtime: the loader
 * then finds no data block and only hands over what it held.
 */
import { serializeInlineScript, scriptHash } from '../inline-script.ts';
import {
  EARLY_INPUT_GLOBAL,
  ISLAND_TRIGGERS,
  PAGE_TRIGGERS,
  REPLAYED_CONTROLS,
  VISIBLE_MODE,
  type EarlyInput,
} from './interaction-directive.ts';

/** The id of the JSON data block (a string: the runtime file's URL) the build leaves in each page. */
export const ISLANDS_RUNTIME_ELEMENT_ID = 'islands-runtime';

interface Config {
  global: string;
  runtimeElementId: string;
  controls: string;
  /** Islands whose controls are held: the ones the `client:interaction` directive hydrates. */
  heldIslands: string;
  /** Islands that hydrate when seen. */
  visibleIslands: string;
  pageTriggers: readonly string[];
  islandTriggers: readonly string[];
}

/** Runs inline in <head>, before any island is parsed. Self-contained: see serializeInlineScript. */
function loadIslandsOnInteraction(config: Config): void {
  const early: EarlyInput = { clicks: [], interacted: false, hovered: null, ready: new WeakSet() };
  (self as unknown as Record<string, EarlyInput>)[config.global] = early;
  let loading = false;
  let arriving = false;

  const load = () => {
    const data = document.getElementById(config.runtimeElementId);
    if (loading || !data) return;
    loading = true;
    const script = document.head.appendChild(document.createElement('script'));
    script.onerror = () => {
      // Offline, or the file vanished with a deploy: a held link is followed, the visitor taps
      // a held button again, and the next interaction tries again.
      script.remove();
      loading = false;
      const link = early.clicks.find((c): c is HTMLAnchorElement => c instanceof HTMLAnchorElement && c.isConnected);
      early.clicks.length = 0;
      if (link) location.assign(link.href);
    };
    script.src = JSON.parse(data.textContent) as string;
  };

  // A press anywhere; the pointer or focus entering an island (not the banner's arrival focus).
  const onTrigger = (event: Event) => {
    const target = event.target as Element;
    if (event.type === 'pointerover') {
      early.hovered = { target, pointerType: (event as PointerEvent).pointerType || 'mouse' };
    }
    if (config.pageTriggers.includes(event.type)) early.interacted = true;
    else if (arriving || !target.closest?.('astro-island[ssr]')) return;
    load();
  };
  for (const type of [...config.pageTriggers, ...config.islandTriggers]) {
    document.addEventListener(type, onTrigger, { capture: true, passive: true });
  }
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const control = (event.target as Element | null)?.closest?.<HTMLElement>(config.controls);
      const island = control?.closest(config.heldIslands);
      if (!control || !island || early.ready.has(island)) return;
      event.preventDefault();
      event.stopPropagation();
      early.clicks.push(control);
      load();
    },
    { capture: true },
  );

  const whenParsed = () => {
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      load();
    });
    for (const island of document.querySelectorAll(config.visibleIslands)) {
      for (const child of island.children) seen.observe(child);
    }
    // After the first frame: "is it shown?" then reads a layout that frame has already made.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const banner = document.querySelector<HTMLElement>('astro-island[ssr] [data-focus-on-arrival]');
        const active = document.activeElement;
        if (!banner || (active && active !== document.body) || banner.getClientRects().length === 0) return;
        arriving = true;
        banner.focus({ preventScroll: true });
        arriving = false;
      }, 0),
    );
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
}

export const ISLANDS_LOADER_SCRIPT = serializeInlineScript(loadIslandsOnInteraction, {
  global: EARLY_INPUT_GLOBAL,
  runtimeElementId: ISLANDS_RUNTIME_ELEMENT_ID,
  controls: REPLAYED_CONTROLS,
  heldIslands: 'astro-island[ssr][client=interaction]',
  visibleIslands: `astro-island[ssr]:is([client=visible],[client=interaction][opts*='"${VISIBLE_MODE}"'])`,
  pageTriggers: PAGE_TRIGGERS,
  islandTriggers: ISLAND_TRIGGERS,
});

/** CSP hash of the loader, for Astro's `security.csp.scriptDirective.hashes`. */
export const ISLANDS_LOADER_SCRIPT_HASH = scriptHash(ISLANDS_LOADER_SCRIPT);
