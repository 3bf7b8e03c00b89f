// @vitest-environment jsdom
/**
 * The editor's page side of a save (saved-toast.ts): the confirmation is shown after the reload
 * however long the reload took, and a refusal above the form goes once the owner changes a
 * value (it may no longer hold; the next save draws it anew when it does).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refusalLead } from '../../src/editor/saved-notice.ts';
import { dropStaleRefusals, keptConfirmation } from '../../src/editor/saved-toast.ts';

describe('the confirmation kept for the reload', () => {
  it('is shown on the first load after the save, however slow the reload (generated)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1e12 }), (delay, at) => {
        const { show, keep } = keptConfirmation({ text: 'Gespeichert: Fotos.', at }, at + delay);
        expect(show).toBe(true);
        expect(keep).toEqual({ text: 'Gespeichert: Fotos.', at, shownAt: at + delay });
      }),
    );
    // Regression: a reload after *Erstellen* that took 12 s dropped the confirmation.
    expect(keptConfirmation({ text: 'x', at: 0 }, 12_000).show).toBe(true);
  });

  it('is shown again on a further reload soon after, and then no more (generated)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 60_000 }), (first, again) => {
        const kept = { text: 'x', at: 0, shownAt: first };
        expect(keptConfirmation(kept, first + again).show).toBe(again < 8_000);
      }),
    );
  });

  it('an old one never shown (the editor closed before its reload) is dropped', () => {
    expect(keptConfirmation({ text: 'x', at: 0 }, 10 * 60_000)).toEqual({ show: false });
  });
});

/** Whether the element is out of sight (the notice's own style shows it as a flex box). */
const gone = (element: HTMLElement) => getComputedStyle(element).display === 'none';

describe('a refusal above the form', () => {
  function page() {
    document.body.innerHTML = `
      <form>
        <div role="alert" style="display: flex"><p>${refusalLead}\nFirmenangaben, Registereintrag: e.K.: Registereintrag angeben</p></div>
        <div role="alert"><p>Speichern geht erst, wenn kein Abschnitt mehr einen Fehler hat.</p></div>
        <input id="name" />
        <div role="listbox"><div role="option" id="option">GmbH</div></div>
      </form>`;
    const [refusal, other] = document.querySelectorAll<HTMLElement>('[role="alert"]');
    return { refusal: refusal!, other: other! };
  }
  dropStaleRefusals(document);

  it('goes when a value is typed, ticked or chosen; other messages stay', () => {
    for (const act of [
      () => document.getElementById('name')!.dispatchEvent(new Event('input', { bubbles: true })),
      () => document.getElementById('name')!.dispatchEvent(new Event('change', { bubbles: true })),
      () => document.getElementById('option')!.click(),
    ]) {
      const { refusal, other } = page();
      expect(gone(refusal)).toBe(false);
      act();
      expect(gone(refusal)).toBe(true);
      expect(gone(other)).toBe(false);
    }
  });

  it('stays while the owner only looks (a click elsewhere)', () => {
    const { refusal } = page();
    document.querySelector('form')!.click();
    expect(gone(refusal)).toBe(false);
  });
});
