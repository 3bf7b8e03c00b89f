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

// jsdom has the <dialog> element but not its methods: the browser's open and close, as far as
// used here (focus, Escape and the inert page behind are the browser's, tested end to end).
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

/** The settings dialog while it is open, else null. */
const openSettings = () => {
  const dialog = screen.getByTestId<HTMLDialogElement>('consent-dialog');
  return dialog.open ? dialog : null;
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
    expect(screen.queryByTestId('consent-banner')).toBeNull();
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

  it('Einstellungen opens the settings with nothing ticked, which saves a partial choice', async () => {
    const user = userEvent.setup();
    render(<ConsentManager />);
    expect(openSettings()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Einstellungen' }));
    const dialog = openSettings()!;
    expect(dialog).not.toBeNull();
    const switches = within(dialog).getAllByRole('switch');
    expect(switches.map((s) => (s as HTMLInputElement).checked)).toEqual([false, false]);
    expect(
      switches.map((s) => s.getAttribute('id') && document.querySelector(`label[for="${s.id}"]`)?.textContent),
    ).toEqual(['Statistik', 'Externe Medien']);
    expect(within(dialog).getByText('Immer aktiv')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('switch', { name: 'Externe Medien' }));
    await user.click(within(dialog).getByRole('button', { name: 'Auswahl speichern' }));
    expect(stored()).toMatchObject({ analytics: false, marketing: false, preferences: true });
    expect(consentStore.get()).toMatchObject({ analytics: false, marketing: false, preferences: true });
    expect(openSettings()).toBeNull();
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('still closes for the page lifetime when storage fails, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    render(<ConsentManager />);
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
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

  it('opens from the cookie button with the current values', async () => {
    const user = userEvent.setup();
    render(<ConsentManager />);
    expect(openSettings()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    const dialog = openSettings()!;
    expect(dialog).toHaveAccessibleName('Cookie-Einstellungen');
    expect(within(dialog).getByRole('switch', { name: 'Statistik' })).toBeChecked();
    expect(within(dialog).queryByRole('switch', { name: 'Marketing' })).toBeNull();
    expect(within(dialog).getByRole('switch', { name: 'Externe Medien' })).toBeChecked();
  });

  it('saves a changed choice and closes; reject and the close button close it too', async () => {
    const user = userEvent.setup();
    render(<ConsentManager />);
    const inDialog = () => within(openSettings()!);
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await user.click(inDialog().getByRole('switch', { name: 'Statistik' }));
    await user.click(inDialog().getByRole('button', { name: 'Auswahl speichern' }));
    expect(openSettings()).toBeNull();
    expect(stored()).toMatchObject({ analytics: false, marketing: false, preferences: true });

    // Reopened, it shows the saved choice, not what was ticked before.
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(inDialog().getByRole('switch', { name: 'Statistik' })).not.toBeChecked();
    await user.click(inDialog().getByRole('switch', { name: 'Statistik' }));
    await user.click(inDialog().getByRole('button', { name: 'Schließen' }));
    expect(openSettings()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(inDialog().getByRole('switch', { name: 'Statistik' })).not.toBeChecked();

    await user.click(inDialog().getByRole('button', { name: 'Alle akzeptieren' }));
    expect(openSettings()).toBeNull();
    expect(stored()).toMatchObject({ analytics: true, marketing: false, preferences: true });

    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await user.click(inDialog().getByRole('button', { name: 'Ablehnen' }));
    expect(openSettings()).toBeNull();
    expect(stored()).toMatchObject({ analytics: false, marketing: false, preferences: false });
  });

  it('can be opened from anywhere through consentSettings.open()', () => {
    render(<ConsentManager />);
    act(() => consentSettings.open());
    expect(openSettings()).not.toBeNull();
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
