// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ConsentManager from '../../src/components/widgets/consent-manager.tsx';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, readConsent } from '../../src/lib/consent.ts';
import { consentSettings, consentStore } from '../../src/lib/consent-store.ts';

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;
const pageViews = () =>
  (window.dataLayer ?? []).filter((e) => {
    const a = e as ArrayLike<unknown>;
    return a[0] === 'event' && a[1] === 'page_view';
  });

// jsdom lacks ResizeObserver, which Radix Switch uses to measure its thumb.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => {
  localStorage.clear();
  delete window.dataLayer;
  delete window.gtag;
  consentStore.set(null);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('cookie banner', () => {
  it('offers Ablehnen and Alle akzeptieren with identical styling, Einstellungen and the legal links', () => {
    render(<ConsentManager />);
    const banner = screen.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
    const reject = within(banner).getByRole('button', { name: 'Ablehnen' });
    const accept = within(banner).getByRole('button', { name: 'Alle akzeptieren' });
    expect(reject.className).toBe(accept.className);
    expect(within(banner).getByRole('button', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    expect(within(banner).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    expect(screen.queryByRole('button', { name: 'Cookie-Einstellungen' })).toBeNull();
  });

  it('reject stores all false, closes the banner and shows the cookie button', async () => {
    const user = userEvent.setup();
    render(<ConsentManager />);
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(stored()).toEqual({
      analytics: false,
      marketing: false,
      preferences: false,
      timestamp: expect.any(Number) as number,
      version: CONSENT_VERSION,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
    expect(pageViews()).toHaveLength(0);
  });

  it('accept all stores every offered category (marketing stays false) and reports one page view', async () => {
    const user = userEvent.setup();
    render(<ConsentManager />);
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(stored()).toMatchObject({ analytics: true, marketing: false, preferences: true });
    expect(pageViews()).toHaveLength(1);
  });

  it('the detailed view starts with nothing ticked, goes back, and saves a partial choice', async () => {
    const user = userEvent.setup();
    render(<ConsentManager />);
    await user.click(screen.getByRole('button', { name: 'Einstellungen' }));
    const switches = screen.getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['false', 'false']);
    expect(
      switches.map((s) => s.getAttribute('id') && document.querySelector(`label[for="${s.id}"]`)?.textContent),
    ).toEqual(['Statistik', 'Externe Medien']);
    expect(screen.getByText('Immer aktiv')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Einstellungen' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('button', { name: 'Einstellungen' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Einstellungen' }));

    await user.click(screen.getByRole('switch', { name: 'Externe Medien' }));
    await user.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(stored()).toMatchObject({ analytics: false, marketing: false, preferences: true });
    expect(consentStore.get()).toMatchObject({ analytics: false, marketing: false, preferences: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('still closes for the page lifetime when storage fails, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    render(<ConsentManager />);
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(warn).toHaveBeenCalledWith('[consent] Could not store the consent:', expect.any(DOMException));
  });
});

describe('settings dialog', () => {
  beforeEach(() => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        analytics: true,
        marketing: false,
        preferences: true,
        timestamp: Date.now(),
        version: CONSENT_VERSION,
      }),
    );
    consentStore.set(readConsent());
  });

  it('opens from the cookie button with the current values and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<ConsentManager />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(within(dialog).getByRole('switch', { name: 'Statistik' })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).queryByRole('switch', { name: 'Marketing' })).toBeNull();
    expect(within(dialog).getByRole('switch', { name: 'Externe Medien' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('saves a changed choice and closes; reject and the close button close it too', async () => {
    const user = userEvent.setup();
    render(<ConsentManager />);
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await user.click(screen.getByRole('switch', { name: 'Statistik' }));
    await user.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toMatchObject({ analytics: false, marketing: false, preferences: true });

    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toMatchObject({ analytics: true, marketing: false, preferences: true });

    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toMatchObject({ analytics: false, marketing: false, preferences: false });
  });

  it('can be opened from anywhere through consentSettings.open()', () => {
    render(<ConsentManager />);
    act(() => consentSettings.open());
    expect(screen.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
  });
});

describe('categories offered', () => {
  it('Statistik only when the build has an analytics id', async () => {
    const { consentCopy, isAnalyticsOffered } = await import('../../src/content/consent.ts');
    expect(isAnalyticsOffered({ gtmId: null, ga4Id: null })).toBe(false);
    expect(isAnalyticsOffered({ gtmId: 'GTM-X', ga4Id: null })).toBe(true);
    expect(isAnalyticsOffered({ gtmId: null, ga4Id: 'G-X' })).toBe(true);
    // This test run has the ids `npm test` builds with.
    expect(consentCopy.categories.map((c) => c.key)).toEqual(['analytics', 'preferences']);
    expect(consentCopy.categories[0]!.services[0]!.provider).toContain('Auftragsverarbeiter');
    expect(consentCopy.categories[1]!.services[0]!.provider).toContain('eigener Verantwortlicher');
  });
});
