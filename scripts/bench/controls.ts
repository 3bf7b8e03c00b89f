/**
 * The interactive controls the bench taps, each on a cold load before its island has hydrated:
 * where it is, how to reach it, and what counts as its visible response (a check evaluated in
 * the page on every frame after the tap). The checks run inside an init script, so the page's
 * CSP never sees them.
 */
import type { Page } from '@playwright/test';

export interface Control {
  name: string;
  route: string;
  /** Viewport width (the bench's phone is 390 px; the Produkte drop-down exists on wide screens). */
  width?: number;
  /** Whether a consent choice is stored before the load (otherwise the cookie banner shows). */
  consentStored: boolean;
  /**
   * Taps that come before the measured one (choosing an answer before *Weiter*, focusing a field
   * before typing). Each tap is an interaction of its own with its own response, so the clock
   * starts only at the first event of `act`.
   */
  prepare?: (page: Page) => Promise<void>;
  /** The visitor's action: taps as soon as the control is tappable. Its first event starts the clock. */
  act: (page: Page) => Promise<void>;
  /** Browser code (an expression) that is true once the page shows the response. */
  responded: string;
}

const byRole = (page: Page, role: 'button' | 'link', name: string | RegExp) => page.getByRole(role, { name }).first();

export const controls: Control[] = [
  {
    name: 'menu',
    route: '/',
    consentStored: true,
    act: (page) => byRole(page, 'button', 'Menü öffnen').tap(),
    responded: `!!document.querySelector('nav[aria-label="Mobile Navigation"]:popover-open')`,
  },
  {
    name: 'Produkte drop-down',
    route: '/',
    width: 1280,
    consentStored: true,
    act: (page) =>
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Produkte' }).click(),
    // Radix's drop-down, or before hydration the native popover.
    responded: `[...document.querySelectorAll('nav[aria-label="Hauptnavigation"] button')].some((b) => b.getAttribute('aria-expanded') === 'true') || !!document.querySelector('nav[aria-label="Hauptnavigation"] [popover]:popover-open')`,
  },
  {
    name: 'chat launcher',
    route: '/',
    consentStored: true,
    act: (page) => page.getByTestId('chat-launcher').tap(),
    responded: `[...document.querySelectorAll('[role="dialog"]')].some((d) => d.getClientRects().length > 0 && /Chat|Assistent/i.test(d.getAttribute('aria-label') ?? d.textContent ?? ''))`,
  },
  {
    name: 'consent: Alle akzeptieren',
    route: '/',
    consentStored: false,
    act: (page) => byRole(page, 'button', 'Alle akzeptieren').tap(),
    responded: `!!localStorage.getItem('schlafmanufaktur.consent') && [...document.querySelectorAll('button')].every((b) => b.textContent.trim() !== 'Alle akzeptieren' || b.getClientRects().length === 0)`,
  },
  {
    name: 'consent: Einstellungen',
    route: '/',
    consentStored: false,
    act: (page) => byRole(page, 'button', 'Einstellungen').tap(),
    responded: `[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Auswahl speichern' && b.getClientRects().length > 0)`,
  },
  {
    name: 'cookie settings',
    route: '/',
    consentStored: true,
    act: (page) => byRole(page, 'button', 'Cookie-Einstellungen').tap(),
    responded: `[...document.querySelectorAll('[role="dialog"], dialog')].some((d) => d.getClientRects().length > 0 && d.textContent.includes('Cookie-Einstellungen'))`,
  },
  {
    name: 'collection: next',
    route: '/',
    consentStored: true,
    act: (page) => page.locator('[data-carousel="collection"]').getByRole('button', { name: 'Nächstes Modell' }).tap(),
    responded: `document.querySelector('[data-carousel="collection"]')?.getAttribute('data-index') === '1'`,
  },
  {
    name: 'collection: dot',
    route: '/',
    consentStored: true,
    act: (page) =>
      page.locator('[data-carousel="collection"]').getByRole('button', { name: 'Modell 4 von 7 anzeigen' }).tap(),
    responded: `document.querySelector('[data-carousel="collection"]')?.getAttribute('data-index') === '3'`,
  },
  {
    name: 'reviews: previous',
    route: '/',
    consentStored: true,
    act: (page) =>
      page.locator('[data-carousel="reviews"]').getByRole('button', { name: 'Vorherige Bewertungen' }).tap(),
    responded: `(document.querySelector('[data-carousel="reviews"]')?.getAttribute('data-index') ?? '0') !== '0'`,
  },
  {
    name: 'FAQ',
    route: '/',
    consentStored: true,
    act: (page) => page.locator('#faq summary').first().tap(),
    responded: `!!document.querySelector('#faq details[open]')`,
  },
  {
    name: 'form: typing',
    route: '/kontakt',
    consentStored: true,
    prepare: (page) => page.locator('form input[name="firstName"]').tap(),
    // One key press: the character it typed is on screen.
    act: (page) => page.keyboard.press('A'),
    responded: `document.querySelector('form input[name="firstName"]')?.value === 'A'`,
  },
  {
    name: 'form: send',
    route: '/kontakt',
    consentStored: true,
    act: (page) => page.locator('form button[type="submit"]').first().tap(),
    // Hydrated, the form shows its messages; before that it posts natively and its button shows
    // pressed until the answer (src/lib/form-early.ts), whose page shows the messages.
    responded: `!!document.querySelector('form [aria-invalid="true"], form [role="alert"], form button[type="submit"][data-pending]')`,
  },
  {
    name: 'finder: next step',
    route: '/schlafberater',
    consentStored: true,
    prepare: (page) => page.locator('form input[type="radio"]').first().tap(),
    act: (page) => page.locator('form button[type="submit"]').first().tap(),
    // Before hydration the step's button is held and replayed, and shows pressed at once.
    responded: `document.querySelector('form ol li:nth-child(2)')?.getAttribute('aria-current') === 'step' || !!document.querySelector('form [aria-invalid="true"], form [role="alert"], form button[data-pending]')`,
  },
  {
    name: 'map',
    route: '/kontakt',
    consentStored: true,
    // A button, or the summary that opens the map's frame natively.
    act: (page) => page.locator('[data-map-gate] :is(button, summary)', { hasText: 'Karte laden' }).first().tap(),
    // The map's frame: the iframe, or the frame shown at once until the map arrives.
    responded: `!!document.querySelector('[data-map-gate] iframe') || !!document.querySelector('[data-map-frame]')?.checkVisibility()`,
  },
];
