// @vitest-environment jsdom
/**
 * A form sent natively shows its send button pressed in the tap's own frame
 * (src/lib/form-early.ts); a form whose island sends it itself, and a page restored from the
 * back/forward cache, are left unmarked. The post itself is never held.
 */
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formEarly } from '../../src/lib/form-early.ts';
import { PENDING_ATTRIBUTE } from '../../src/lib/hydration/interaction-directive.ts';

beforeAll(() => formEarly());

function form(buttons: string): HTMLFormElement {
  document.body.innerHTML = `<form action="/kontakt/senden" method="post"><input name="firstName">${buttons}</form>`;
  return document.querySelector('form')!;
}

/** A submit event as the browser sends it for a tap on `submitter`. */
function submit(target: HTMLFormElement, submitter: HTMLElement | null, cancelledByPage = false): SubmitEvent {
  if (cancelledByPage) target.addEventListener('submit', (e) => e.preventDefault(), { once: true });
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  target.dispatchEvent(event);
  return event;
}

const pending = () => [...document.querySelectorAll(`[${PENDING_ATTRIBUTE}]`)].map((el) => el.id);

describe('a native send', () => {
  beforeEach(() => (document.body.innerHTML = ''));

  it('marks the button that sent the form, and does not cancel the post', () => {
    const f = form('<button id="send" type="submit">Senden</button>');
    const event = submit(f, document.getElementById('send'));
    expect(event.defaultPrevented).toBe(false);
    expect(pending()).toEqual(['send']);
  });

  it('marks the form’s submit button when the send came from Enter in a field', () => {
    const f = form('<button id="other" type="button">Zurück</button><button id="send" type="submit">Senden</button>');
    submit(f, null);
    expect(pending()).toEqual(['send']);
  });

  it('leaves a form alone that the page sends itself (its handler cancels the native post)', () => {
    const f = form('<button id="send" type="submit">Senden</button>');
    submit(f, document.getElementById('send'), true);
    expect(pending()).toEqual([]);
  });

  it('marks exactly the button tapped, whichever of several it is, and only when not cancelled', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(), fc.boolean(), (count, pick, cancelled) => {
        const ids = Array.from({ length: count }, (_, i) => `b${i}`);
        const f = form(ids.map((id) => `<button id="${id}" type="submit">${id}</button>`).join(''));
        const tapped = ids[pick % count]!;
        submit(f, document.getElementById(tapped), cancelled);
        expect(pending()).toEqual(cancelled ? [] : [tapped]);
      }),
    );
  });

  it('a page restored from the back/forward cache comes back without the mark', () => {
    const f = form('<button id="send" type="submit">Senden</button>');
    submit(f, document.getElementById('send'));
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(pending()).toEqual(['send']);
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(pending()).toEqual([]);
  });
});
