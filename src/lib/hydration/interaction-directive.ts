/**
 * `client:interaction`: hydrate an island on the visitor's first interaction instead of at load.
 * `client:interaction="visible"`: hydrate it as soon as it scrolls into view (like Astro's
 * `client:visible`) or is interacted with, with the same hold-and-replay of early clicks:
 * Astro's own `client:visible` drops a tap that arrives between first paint and hydration.
 *
 * For the chrome on every page (header, consent, chat launcher) and the Schlafberater: their
 * HTML is rendered at build and readable and usable as plain links from the first paint, but
 * their buttons need React. Loading React for them at start would cost ~70 KB of JS before the
 * visitor has done anything (the first view's JavaScript budget is 75 KB), so the island loads when
 *
 * - the pointer enters it or focus moves into it (hover and keyboard users: usually ready before
 *   they click), or
 * - the visitor presses a key, a pointer or a finger anywhere on the page (warm-up for all
 *   such islands at once; not in "visible" mode, where the island loads when it is seen).
 *
 * Either way the download starts after the frame that answers the interaction itself, so the
 * tap's own effect is not kept waiting behind it.
 *
 * No tap is lost: a click on one of its buttons that arrives before the island is hydrated is
 * held back and replayed on the same element once React owns it, each click exactly once and in
 * order; until then the control carries `data-pending` and looks pressed, so the tap shows at
 * once. A button with `popovertarget` or `commandfor` works natively and is left alone (a control
 * that can answer without React should: the mobile menu, the chat's window shell, the cookie
 * settings dialog). Hover and focus that
 * began before hydration are replayed too, so a tooltip or a drop-down opens as it would have.
 * Links keep working natively throughout. If loading fails (offline), the next interaction
 * tries again.
 *
 * After the first frame of the parsed document, the directive focuses an element marked
 * `data-focus-on-arrival` (the cookie banner) if it is shown and nothing else has focus, so
 * keyboard and screen-reader users meet it first, as they would with an eagerly hydrated island.
 *
 * Registered by src/lib/hydration/integration.ts (Astro's `addClientDirective`); Astro inlines it
 * with its island runtime before the first island, so it listens from the moment the island is
 * parsed.
 */
import type { ClientDirective } from 'astro';

/** Interactions anywhere on the page that warm up every interaction island. */
const PAGE_TRIGGERS = ['pointerdown', 'keydown', 'touchstart'] as const;
/** Interactions on the island itself. */
const ISLAND_TRIGGERS = ['pointerover', 'focusin'] as const;
/** Controls whose click is held back and replayed after hydration. */
const REPLAYED_CONTROLS = 'button:not([popovertarget]):not([commandfor]), [role="button"]';

/** Marks a control whose click is held (styled as pressed, src/styles/global.css). */
export const PENDING_ATTRIBUTE = 'data-pending';

/** `client:interaction="visible"`: also hydrate when the island scrolls into view. */
const VISIBLE_MODE = 'visible';

/** Whether React has hydrated this node (it tags the nodes it owns with a fiber property). */
function reactOwns(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}

const interactionDirective: ClientDirective = (load, options, el) => {
  const onVisible = options.value === VISIBLE_MODE;
  let state: 'waiting' | 'loading' | 'hydrated' = 'waiting';
  /** Clicks held back until hydration, replayed in order. */
  const heldClicks: HTMLElement[] = [];
  let hovered: { target: Element; pointerType: string } | null = null;
  let arriving = false;

  const onClick = (event: MouseEvent) => {
    if (state === 'hydrated' || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const control = (event.target as Element | null)?.closest<HTMLElement>(REPLAYED_CONTROLS);
    if (!control || !el.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    heldClicks.push(control);
    // The tap shows at once: the control looks pressed until its click is replayed.
    control.setAttribute(PENDING_ATTRIBUTE, '');
    void start();
  };

  const onPointerOver = (event: PointerEvent) => {
    hovered = { target: event.target as Element, pointerType: event.pointerType || 'mouse' };
  };

  /**
   * The warm-up waits for the frame that answers the interaction itself: starting an island's
   * download costs a few milliseconds of the main thread per island (5–20 ms each at CPU 4x), and
   * on the pointer press that wakes them all it delayed the tap's own click and its next frame.
   */
  let warming = false;
  const onTrigger = () => {
    if (arriving || warming || state !== 'waiting') return;
    warming = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        warming = false;
        void start();
      }, 0),
    );
  };

  function listen(add: boolean) {
    const method = add ? 'addEventListener' : 'removeEventListener';
    if (!onVisible) {
      for (const type of PAGE_TRIGGERS) document[method](type, onTrigger, { capture: true, passive: true });
    }
    for (const type of ISLAND_TRIGGERS) el[method](type, onTrigger, { capture: true, passive: true });
    el[method]('pointerover', onPointerOver as EventListener, { capture: true, passive: true });
  }

  /**
   * What happened before React took over, done again now that it listens. A click React replays
   * itself on content it has not hydrated yet; hover and focus it does not (a drop-down opens on
   * pointer *move*), so those wait until React has hydrated the element: usually a few frames,
   * on a busy machine a second or more (counting frames, 60 of them, was not always enough).
   */
  function replay() {
    // Each held click once; a control an earlier one removed (a closed banner) is skipped.
    for (const click of heldClicks.splice(0)) {
      click.removeAttribute(PENDING_ATTRIBUTE);
      if (click.isConnected) click.click();
    }

    const active = document.activeElement;
    const focused = active instanceof HTMLElement && active !== el && el.contains(active) ? active : null;
    const pointer = hovered && hovered.target.isConnected && el.contains(hovered.target) ? hovered : null;
    const target = focused ?? pointer?.target;
    if (!target) return;
    const giveUpAt = performance.now() + 10_000;
    const dispatch = () => {
      if (focused && document.activeElement === focused) {
        focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }
      if (pointer && pointer.target.matches(':hover')) {
        const init = { bubbles: true, pointerType: pointer.pointerType };
        pointer.target.dispatchEvent(new PointerEvent('pointerover', init));
        pointer.target.dispatchEvent(new PointerEvent('pointermove', init));
      }
    };
    const whenHydrated = () => {
      if (!reactOwns(target) && performance.now() < giveUpAt) {
        requestAnimationFrame(whenHydrated);
        return;
      }
      // React tags the node while it renders, before it commits; an event in between is
      // dropped. Replaying once more a little later is harmless (opening what is open).
      dispatch();
      setTimeout(dispatch, 250);
    };
    requestAnimationFrame(whenHydrated);
  }

  async function start() {
    if (state !== 'waiting') return;
    state = 'loading';
    try {
      const hydrate = await load();
      await hydrate();
      state = 'hydrated';
      listen(false);
      el.removeEventListener('click', onClick, { capture: true });
      replay();
    } catch (error) {
      // Offline, or the chunk vanished with a deploy: the next interaction tries again, and only
      // its click is replayed (the visitor taps again; replaying both would act twice).
      state = 'waiting';
      console.warn('[islands] Could not load an interactive part of the page:', error);
      for (const click of heldClicks.splice(0)) click.removeAttribute(PENDING_ATTRIBUTE);
    }
  }

  listen(true);
  el.addEventListener('click', onClick, { capture: true });

  if (onVisible) {
    // As Astro's client:visible: the island element has no box of its own, its children do.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start();
    });
    for (const child of el.children) observer.observe(child);
  }

  // After the first frame that follows parsing: asking "is it shown?" then reads a layout the
  // frame has already made. Asked at DOMContentLoaded it forced the page's whole first style and
  // layout into the parser's task, one long task of 30-50 ms on a fast desktop.
  const focusOnArrival = () => {
    const arrival = el.querySelector<HTMLElement>('[data-focus-on-arrival]');
    const active = document.activeElement;
    if (!arrival || state !== 'waiting' || (active && active !== document.body)) return;
    if (arrival.getClientRects().length === 0) return;
    arriving = true;
    arrival.focus({ preventScroll: true });
    arriving = false;
  };
  const afterFirstFrame = () => requestAnimationFrame(() => setTimeout(focusOnArrival, 0));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstFrame, { once: true });
  else afterFirstFrame();
};

export default interactionDirective;
