// @vitest-environment jsdom
/**
 * A decision tapped on the cookie banner or in the settings dialog before the island has hydrated
 * is made by the head script (src/lib/consent-head.ts, as the build inlines it) with the same
 * rules as the island: the same stored record and the same Consent Mode commands, exactly once,
 * and the banner and the dialog close. The dialog opened early shows the stored choice.
 */
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ConsentManager from '../../src/components/widgets/consent-manager.tsx';
import type { AnalyticsConfig } from '../../src/lib/analytics.ts';
import { CONSENT_STORAGE_KEY, createConsent, recordConsent, serializeConsent } from '../../src/lib/consent.ts';
import { settingsChoice } from '../../src/lib/consent-settings.ts';
import type { ConsentChoice } from '../../src/lib/consent-store.ts';
import {
  EARLY_DECISIONS,
  EARLY_DECISION_ATTRIBUTE,
  consentHeadConfigJson,
  type EarlyDecision,
} from '../../src/lib/consent-head.ts';
import { buildHeadScripts } from '../../src/lib/head-scripts.ts';

/** One configuration for the whole file: every run of the head script adds its click listener. */
const IDS: AnalyticsConfig = { mode: 'basic', gtmId: 'GTM-TEST000', ga4Id: 'G-TEST00000' };

let headScript = '';
beforeAll(async () => {
  // jsdom has the element but not its methods; the browser's open and close, as far as used here.
  if (!('showModal' in HTMLDialogElement.prototype)) {
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute('open');
      },
    });
  }
  headScript = (await buildHeadScripts()).consent.text;
}, 60_000);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A first visit: nothing stored, nothing pushed, the server's HTML of the consent island. */
function freshPage(stored: ConsentChoice | null = null) {
  delete window.dataLayer;
  delete window.gtag;
  localStorage.clear();
  if (stored) localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(createConsent(stored)));
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-consent');
  document.body.innerHTML = `<main id="main" tabindex="-1"></main>${renderToString(<ConsentManager />)}`;
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'consent-config';
  data.textContent = consentHeadConfigJson(IDS);
  document.head.appendChild(data);
  // The inline head script's text as the browser runs it, which is what is under test.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(headScript) as () => void;
  run();
}

const layer = () =>
  (window.dataLayer ?? []).map((e) =>
    typeof e === 'object' && e !== null && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e,
  );

describe('a banner decision before hydration', () => {
  it('is stored and applied as the island does it, once, and marks the document as decided', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fc.assert(
      fc.property(
        fc.constantFrom<EarlyDecision>('all', 'none', 'save'),
        fc.boolean(),
        fc.record({ analytics: fc.boolean(), marketing: fc.boolean(), preferences: fc.boolean() }),
        fc.integer({ min: 1_700_000_000_000, max: 2_000_000_000_000 }),
        (decision, inDialog, ticked, now) => {
          vi.setSystemTime(now);
          freshPage();
          expect(document.documentElement.getAttribute('data-consent')).toBe('none');
          const island = vi.fn();
          const dialog = document.querySelector<HTMLDialogElement>('dialog')!;
          for (const root of [document.querySelector('[data-testid="consent-banner"]')!, dialog]) {
            root.addEventListener('click', island, true);
          }
          // 'Auswahl speichern' is only in the dialog; the others are in both.
          const where = decision === 'save' || inDialog ? 'dialog' : '[data-testid="consent-banner"]';
          if (where === 'dialog') {
            dialog.showModal();
            for (const [key, on] of Object.entries(ticked)) {
              const box = dialog.querySelector<HTMLInputElement>(`input[name="${key}"]`);
              if (box) box.checked = on;
            }
          }
          const choice = EARLY_DECISIONS[decision] ?? settingsChoice(dialog);
          const button = document.querySelector<HTMLButtonElement>(
            `${where} [${EARLY_DECISION_ATTRIBUTE}="${decision}"]`,
          )!;
          button.focus();
          const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
          button.dispatchEvent(click);
          // Decided here, not held for the island to replay.
          expect(island).not.toHaveBeenCalled();
          expect(click.defaultPrevented).toBe(true);
          expect(document.documentElement.getAttribute('data-consent')).toBe('given');
          expect(dialog.open).toBe(false);
          // A keyboard decision continues at the main content, as after hydration.
          expect(document.activeElement?.id).toBe('main');
          const early = { stored: localStorage.getItem(CONSENT_STORAGE_KEY), commands: layer() };

          freshPage();
          recordConsent(choice, IDS, now);
          expect(early.stored).not.toBeNull();
          expect(early.stored).toBe(localStorage.getItem(CONSENT_STORAGE_KEY));
          expect(early.commands).toEqual(layer());
        },
      ),
      { numRuns: 24 },
    );
  });

  it('leaves every other button to the island', () => {
    freshPage();
    const settings = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Einstellungen')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    settings.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.getAttribute('data-consent')).toBe('none');
  });

  it('the HTML offers exactly the decisions the head script knows', () => {
    freshPage();
    const offered = [...document.querySelectorAll(`[${EARLY_DECISION_ATTRIBUTE}]`)].map((b) => [
      b.getAttribute(EARLY_DECISION_ATTRIBUTE),
      b.textContent,
    ]);
    expect(offered).toEqual([
      ['none', 'Ablehnen'],
      ['all', 'Alle akzeptieren'],
      ['none', 'Ablehnen'],
      ['all', 'Alle akzeptieren'],
      ['save', 'Auswahl speichern'],
    ]);
    expect(Object.keys(EARLY_DECISIONS).sort()).toEqual(['all', 'none', 'save']);
  });

  it('the settings dialog opened before hydration shows the stored choice', () => {
    fc.assert(
      fc.property(
        fc.record({ analytics: fc.boolean(), marketing: fc.constant(false), preferences: fc.boolean() }),
        (stored) => {
          freshPage(stored);
          const dialog = document.querySelector<HTMLDialogElement>('dialog')!;
          // What the browser sends the dialog when a button's popovertarget is about to show it.
          const opening = Object.assign(new Event('beforetoggle', { cancelable: true }), {
            oldState: 'closed',
            newState: 'open',
          });
          dialog.dispatchEvent(opening);
          expect(settingsChoice(dialog)).toEqual(stored);
        },
      ),
      { numRuns: 8 },
    );
  });
});
