// @vitest-environment jsdom
/**
 * The `client:interaction` directive (src/lib/hydration/interaction-directive.ts): what starts
 * hydration, and that a click before it is held back and replayed, not lost.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import interactionDirective from '../../src/lib/hydration/interaction-directive.ts';

type Hydrate = () => Promise<void>;

/** An island with a button and a link, and a load() whose hydration the test controls. */
function setup({ fail = false, value = '' } = {}) {
  const el = document.createElement('astro-island');
  el.innerHTML = `<button type="button" class="b">Menü</button><a href="#x" class="l">Link</a>`;
  document.body.appendChild(el);
  const button = el.querySelector<HTMLButtonElement>('.b')!;
  const link = el.querySelector<HTMLAnchorElement>('.l')!;
  const events: string[] = [];
  let hydrated = false;
  let failures = fail ? 1 : 0;
  const load = vi.fn(async (): Promise<Hydrate> => {
    if (failures > 0) {
      failures--;
      throw new Error('offline');
    }
    return async () => {
      hydrated = true;
      // Stands in for React's handlers, which exist only once hydrated.
      button.addEventListener('click', () => events.push('react-click'));
    };
  });
  interactionDirective(load, { name: 'interaction', value }, el);
  return { el, button, link, load, events, isHydrated: () => hydrated };
}

const leftClick = () => new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });

const flush = () => new Promise((r) => setTimeout(r, 0));
/** The next frame, and the task after it: when an interaction's warm-up starts. */
const afterFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(async () => {
  vi.restoreAllMocks();
  // The directive looks for an arrival focus after the next frame: let that run while the
  // document still exists, not after the test environment is gone.
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
});

describe('client:interaction', () => {
  it('loads nothing until the visitor interacts', async () => {
    const { load } = setup();
    await flush();
    window.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['a key press anywhere', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))],
    ['a pointer press anywhere', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['a touch anywhere', () => document.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
  ])('hydrates on %s', async (_name, act) => {
    const { load, isHydrated } = setup();
    act();
    // Not in the interaction's own task: its next frame comes first.
    expect(load).not.toHaveBeenCalled();
    await afterFrame();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(isHydrated()).toBe(true);
  });

  it('hydrates when the pointer enters the island or focus moves into it', async () => {
    const a = setup();
    a.button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await afterFrame();
    await flush();
    expect(a.isHydrated()).toBe(true);

    const b = setup();
    b.link.focus();
    await afterFrame();
    await flush();
    expect(b.isHydrated()).toBe(true);
  });

  it('holds back a click on a button before hydration and replays it once, after hydration', async () => {
    const { button, events, load, el } = setup();
    const seenOutside = vi.fn();
    document.body.addEventListener('click', seenOutside);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seenOutside).not.toHaveBeenCalled();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['react-click']);
    // Afterwards clicks pass straight through.
    button.click();
    expect(events).toEqual(['react-click', 'react-click']);
    expect(el.isConnected).toBe(true);
  });

  it('shows a held control as pressed at once, until its click is replayed', async () => {
    let hydrate!: () => void;
    const el = document.createElement('astro-island');
    el.innerHTML = `<button type="button">Weiter</button><button type="button">Zurück</button>`;
    document.body.appendChild(el);
    const [next, back] = el.querySelectorAll('button');
    const pendingWhenReplayed: boolean[] = [];
    const load = vi.fn(async (): Promise<Hydrate> => async () => {
      await new Promise<void>((r) => (hydrate = r));
      next!.addEventListener('click', () => pendingWhenReplayed.push(next!.hasAttribute('data-pending')));
    });
    interactionDirective(load, { name: 'interaction', value: '' }, el);
    next!.dispatchEvent(leftClick());
    expect(next).toHaveAttribute('data-pending');
    expect(back).not.toHaveAttribute('data-pending');
    await flush();
    expect(next).toHaveAttribute('data-pending');
    hydrate();
    await flush();
    expect(next).not.toHaveAttribute('data-pending');
    expect(pendingWhenReplayed).toEqual([false]);
  });

  it('a failed load leaves no control pressed', async () => {
    const { button } = setup({ fail: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    button.dispatchEvent(leftClick());
    expect(button).toHaveAttribute('data-pending');
    await flush();
    expect(button).not.toHaveAttribute('data-pending');
  });

  it('leaves link clicks and modified clicks alone', async () => {
    const { link, button } = setup();
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    button.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
  });

  it('after a failed load (offline) the next interaction tries again and its click is replayed once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { button, load, events, isHydrated } = setup({ fail: true });
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await flush();
    expect(isHydrated()).toBe(false);
    expect(warn).toHaveBeenCalledWith('[islands] Could not load an interactive part of the page:', expect.any(Error));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(isHydrated()).toBe(true);
    expect(events).toEqual(['react-click']);
  });

  it('focuses an element marked data-focus-on-arrival after the first frame, without hydrating', async () => {
    const el = document.createElement('astro-island');
    el.innerHTML = `<section tabindex="-1" data-focus-on-arrival>Cookies</section>`;
    document.body.appendChild(el);
    const section = el.querySelector('section')!;
    // jsdom has no layout: pretend the banner is shown, and see when the layout is asked for.
    const rects = vi.fn(() => [{}] as unknown as DOMRectList);
    section.getClientRects = rects;
    const load = vi.fn(async (): Promise<Hydrate> => async () => {});
    interactionDirective(load, { name: 'interaction', value: '' }, el);
    expect(document.readyState).toBe('complete');
    // Not within the parser's task: that would force the page's first layout there.
    expect(rects).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(section);
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    await flush();
    expect(document.activeElement).toBe(section);
    expect(load).not.toHaveBeenCalled();
  });

  it('replays several early clicks each once, in order, and skips a control an earlier one removed', async () => {
    const el = document.createElement('astro-island');
    el.innerHTML = `<button type="button" class="next">Weiter</button><button type="button" class="close">Schließen</button>`;
    document.body.appendChild(el);
    const next = el.querySelector<HTMLButtonElement>('.next')!;
    const close = el.querySelector<HTMLButtonElement>('.close')!;
    const events: string[] = [];
    const load = vi.fn(async (): Promise<Hydrate> => async () => {
      next.addEventListener('click', () => events.push('next'));
      close.addEventListener('click', () => {
        events.push('close');
        next.remove();
      });
    });
    interactionDirective(load, { name: 'interaction', value: '' }, el);
    next.dispatchEvent(leftClick());
    next.dispatchEvent(leftClick());
    close.dispatchEvent(leftClick());
    next.dispatchEvent(leftClick());
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['next', 'next', 'close']);
  });

  it('leaves a popovertarget button to the browser: it works natively before hydration', () => {
    const el = document.createElement('astro-island');
    el.innerHTML = `<button type="button" popovertarget="menu">Menü öffnen</button><nav id="menu" popover>…</nav>`;
    document.body.appendChild(el);
    interactionDirective(
      vi.fn(async (): Promise<Hydrate> => async () => {}),
      { name: 'interaction', value: '' },
      el,
    );
    const click = leftClick();
    el.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  describe('client:interaction="visible"', () => {
    let observed: Element[];
    let trigger: (visible: boolean) => void;
    let disconnected: boolean;

    beforeEach(() => {
      observed = [];
      disconnected = false;
      // jsdom has no IntersectionObserver: one whose entries the test sends.
      globalThis.IntersectionObserver = class {
        constructor(callback: IntersectionObserverCallback) {
          trigger = (visible) =>
            callback(
              observed.map((target) => ({ target, isIntersecting: visible }) as IntersectionObserverEntry),
              this as unknown as IntersectionObserver,
            );
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {
          disconnected = true;
        }
      } as unknown as typeof IntersectionObserver;
    });

    it('hydrates once the island is seen, not on interactions elsewhere on the page', async () => {
      const { load, isHydrated, el } = setup({ value: 'visible' });
      expect(observed).toEqual([...el.children]);
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      trigger(false);
      await flush();
      expect(load).not.toHaveBeenCalled();
      trigger(true);
      await flush();
      expect(load).toHaveBeenCalledTimes(1);
      expect(isHydrated()).toBe(true);
      expect(disconnected).toBe(true);
    });

    it('holds a click that comes while it loads and replays it exactly once', async () => {
      const { button, events, load } = setup({ value: 'visible' });
      trigger(true);
      const click = leftClick();
      button.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      await flush();
      expect(load).toHaveBeenCalledTimes(1);
      expect(events).toEqual(['react-click']);
    });
  });
});
