/**
 * The inline island loader (src/lib/hydration/islands-loader.ts), run as the page runs it: in a
 * fresh document per test. It loads the island runtime file on the first interaction or when an
 * island that hydrates when seen scrolls into view, never before; until then it holds clicks on
 * island controls for the directive, and gives the cookie banner focus.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ISLANDS_LOADER_SCRIPT } from '../../src/lib/hydration/islands-loader.ts';
import { EARLY_INPUT_GLOBAL, type EarlyInput } from '../../src/lib/hydration/interaction-directive.ts';

const RUNTIME = '/_astro/islands.abc123.js';

/** A page as the build leaves it: loader in <head>, the runtime's data block, three islands. */
function page({ runtime = true } = {}) {
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body>
      ${runtime ? `<script type="application/json" id="islands-runtime">${JSON.stringify(RUNTIME)}</script>` : ''}
      <astro-island ssr client="interaction" opts='{"name":"Header","value":true}'>
        <button type="button" id="menu">Produkte</button>
        <button type="button" popovertarget="m" id="popover">Menü</button><nav id="m" popover>…</nav>
        <a href="/kontakt" data-replay-click id="chat">Chat</a>
        <a href="/produkte" id="plain">Produkte</a>
      </astro-island>
      <astro-island ssr client="interaction" opts='{"name":"Consent","value":true}'>
        <section tabindex="-1" data-focus-on-arrival id="banner">Cookies</section>
      </astro-island>
      <astro-island ssr client="visible" opts='{"name":"ContactForm","value":true}'>
        <form method="post" action="/kontakt/senden"><button id="send">Senden</button></form>
      </astro-island>
    </body></html>`,
    { runScripts: 'outside-only', pretendToBeVisual: true, url: 'https://example.test/garantie' },
  );
  const { window } = dom;
  const observed: Element[] = [];
  let intersect: (visible: boolean) => void = () => {};
  // jsdom has no IntersectionObserver: one whose entries the test sends.
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      intersect = (visible) => callback(observed.map(() => ({ isIntersecting: visible })));
    }
    observe(target: Element) {
      observed.push(target);
    }
    disconnect() {
      observed.length = 0;
    }
  };
  // jsdom has no layout: every element counts as shown.
  window.HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
  window.eval(ISLANDS_LOADER_SCRIPT);
  const doc = window.document;
  const el = (id: string) => doc.getElementById(id)!;
  const click = (id: string, init: MouseEventInit = {}) => {
    const event = new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    el(id).dispatchEvent(event);
    return event;
  };
  const loaded = () => [...doc.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  const early = () => (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_GLOBAL]!;
  const nextFrame = () => new Promise((r) => window.requestAnimationFrame(() => setTimeout(r, 10)));
  return { window, doc, el, click, loaded, early, observed, intersect: (v: boolean) => intersect(v), nextFrame };
}

describe('the island loader', () => {
  it('loads no script while the visitor does nothing, and the runtime file on the first key press', async () => {
    const p = page();
    await p.nextFrame();
    expect(p.loaded()).toEqual([]);
    p.doc.body.dispatchEvent(new p.window.KeyboardEvent('keydown', { bubbles: true }));
    expect(p.loaded()).toEqual([RUNTIME]);
    expect(p.early().interacted).toBe(true);
    p.doc.body.dispatchEvent(new p.window.Event('pointerdown', { bubbles: true }));
    expect(p.loaded()).toEqual([RUNTIME]);
  });

  it('loads it when the pointer or focus enters an island, and remembers where the pointer is', () => {
    const p = page();
    p.el('menu').dispatchEvent(new p.window.Event('pointerover', { bubbles: true }));
    expect(p.loaded()).toEqual([RUNTIME]);
    expect(p.early().hovered?.target).toBe(p.el('menu'));
  });

  it('holds a click on an island button and on a replayed link, and loads the runtime', () => {
    const p = page();
    const onButton = p.click('menu');
    const onLink = p.click('chat');
    expect(onButton.defaultPrevented).toBe(true);
    expect(onLink.defaultPrevented).toBe(true);
    expect(p.early().clicks).toEqual([p.el('menu'), p.el('chat')]);
    expect(p.loaded()).toEqual([RUNTIME]);
  });

  it('leaves native controls alone: plain links, popover buttons, modified clicks and forms that post', () => {
    const p = page();
    for (const [id, init] of [['plain'], ['popover'], ['menu', { ctrlKey: true }], ['send']] as const) {
      expect(p.click(id, init).defaultPrevented, id).toBe(false);
    }
    expect(p.early().clicks).toEqual([]);
  });

  it("stops holding an island's clicks once its directive has started", () => {
    const p = page();
    p.early().ready.add(p.el('menu').closest('astro-island')!);
    expect(p.click('menu').defaultPrevented).toBe(false);
  });

  it('loads it when an island that hydrates when seen scrolls into view', async () => {
    const p = page();
    await p.nextFrame();
    expect(p.observed).toEqual([p.el('send').closest('form')]);
    p.intersect(false);
    expect(p.loaded()).toEqual([]);
    p.intersect(true);
    expect(p.loaded()).toEqual([RUNTIME]);
  });

  it('after a failed load lets go of held clicks, and the next interaction tries again', () => {
    const p = page();
    p.click('menu');
    const script = p.doc.head.querySelector('script[src]')!;
    script.dispatchEvent(new p.window.Event('error'));
    expect(p.loaded()).toEqual([]);
    expect(p.early().clicks).toEqual([]);
    p.doc.body.dispatchEvent(new p.window.KeyboardEvent('keydown', { bubbles: true }));
    expect(p.loaded()).toEqual([RUNTIME]);
  });

  it('gives the cookie banner focus after the first frame without loading anything', async () => {
    const p = page();
    expect(p.doc.activeElement).not.toBe(p.el('banner'));
    await p.nextFrame();
    expect(p.doc.activeElement).toBe(p.el('banner'));
    expect(p.loaded()).toEqual([]);
  });

  it('on a page that keeps the runtime inline loads nothing, and still holds what comes before it', () => {
    const p = page({ runtime: false });
    p.doc.body.dispatchEvent(new p.window.KeyboardEvent('keydown', { bubbles: true }));
    expect(p.click('menu').defaultPrevented).toBe(true);
    expect(p.loaded()).toEqual([]);
  });
});
