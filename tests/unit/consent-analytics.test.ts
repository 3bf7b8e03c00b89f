// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_DEFAULT,
  GA4_CONFIG,
  applyConsent,
  consentUpdate,
  loadTags,
  resolveAnalyticsConfig,
  sendPageView,
  type AnalyticsConfig,
} from '../../src/lib/analytics.ts';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../src/lib/consent.ts';
import { consentHeadConfigJson } from '../../src/lib/consent-head.ts';
import { buildHeadScripts } from '../../src/lib/head-scripts.ts';

const IDS: AnalyticsConfig = { mode: 'basic', gtmId: 'GTM-TEST000', ga4Id: 'G-TEST00000' };
const DAY = 24 * 60 * 60 * 1000;

/** dataLayer entries as plain arrays (gtag pushes Arguments objects). */
function entries(): unknown[] {
  return (window.dataLayer ?? []).map((e) =>
    typeof e === 'object' && e !== null && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e,
  );
}
const scriptSrcs = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

/** The head script's text as the build inlines it (Vite's build of src/lib/consent-head.ts). */
let headScript = '';
beforeAll(async () => {
  headScript = (await buildHeadScripts()).consent.text;
}, 60_000);

/** Runs the inline head script as the browser would, with the given build settings. */
function runHeadScript(config: AnalyticsConfig) {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'consent-config';
  data.textContent = consentHeadConfigJson(config);
  document.head.appendChild(data);
  // Runs the inline head script's text as the browser runs it, which is what is under test.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(headScript) as () => void;
  run();
}

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  document.head.innerHTML = '';
  document.title = 'Matratzen | Schlafmanufaktur';
  localStorage.clear();
  window.history.replaceState(null, '', '/produkte/matratzen?interesse=Matratze');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('configuration', () => {
  it('defaults to basic mode without ids', () => {
    expect(resolveAnalyticsConfig({})).toEqual({ mode: 'basic', gtmId: null, ga4Id: null });
  });
  it('reads ids and the advanced mode; malformed ids count as unset', () => {
    expect(
      resolveAnalyticsConfig({
        PUBLIC_GTM_ID: ' gtm-ab12cd ',
        PUBLIC_GA4_ID: 'G-XY12345',
        PUBLIC_CONSENT_MODE: 'Advanced',
      }),
    ).toEqual({ mode: 'advanced', gtmId: 'GTM-AB12CD', ga4Id: 'G-XY12345' });
    expect(
      resolveAnalyticsConfig({
        PUBLIC_GTM_ID: 'GTM-1"><script>',
        PUBLIC_GA4_ID: 'UA-1234-1',
        PUBLIC_CONSENT_MODE: 'x',
      }),
    ).toEqual({ mode: 'basic', gtmId: null, ga4Id: null });
  });
});

describe('consent update mapping', () => {
  it('maps only analytics; signals without an offered category stay denied', () => {
    expect(consentUpdate({ analytics: true, marketing: false, preferences: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
      personalization_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
    expect(consentUpdate({ analytics: false, marketing: true, preferences: true })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      personalization_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
  });
});

describe('head script', () => {
  it('pushes the consent default first, then ads data redaction, and loads nothing in basic mode', () => {
    runHeadScript(IDS);
    expect(entries()).toEqual([
      ['consent', 'default', CONSENT_DEFAULT],
      ['set', 'ads_data_redaction', true],
    ]);
    expect(CONSENT_DEFAULT).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      personalization_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
      wait_for_update: 2000,
    });
    expect(scriptSrcs()).toEqual([]);
    expect(typeof window.gtag).toBe('function');
  });

  it('marks the document for the server-rendered banner: none without a valid choice, given with one', () => {
    runHeadScript(IDS);
    expect(document.documentElement.getAttribute('data-consent')).toBe('none');
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        analytics: false,
        marketing: false,
        preferences: false,
        timestamp: Date.now(),
        version: CONSENT_VERSION,
      }),
    );
    runHeadScript(IDS);
    expect(document.documentElement.getAttribute('data-consent')).toBe('given');
    localStorage.setItem(CONSENT_STORAGE_KEY, '{broken');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    runHeadScript(IDS);
    expect(document.documentElement.getAttribute('data-consent')).toBe('none');
  });

  it('pushes Arguments objects, as gtag.js requires', () => {
    runHeadScript(IDS);
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe('[object Arguments]');
  });

  it('applies a valid stored choice and loads the scripts when it grants analytics (basic)', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        analytics: true,
        marketing: false,
        preferences: true,
        timestamp: Date.now() - DAY,
        version: CONSENT_VERSION,
      }),
    );
    runHeadScript(IDS);
    const list = entries();
    expect(list[2]).toEqual([
      'consent',
      'update',
      consentUpdate({ analytics: true, marketing: false, preferences: true }),
    ]);
    expect(list[3]).toMatchObject({ event: 'gtm.js' });
    expect(list[4]).toEqual(['js', expect.any(Date)]);
    expect(list[5]).toEqual(['config', 'G-TEST00000', GA4_CONFIG]);
    // The returning visitor's page view: the consent island hydrates only on interaction.
    expect(list[6]).toEqual([
      'event',
      'page_view',
      {
        page_path: '/produkte/matratzen',
        page_title: 'Matratzen | Schlafmanufaktur',
        page_location: 'http://localhost:3000/produkte/matratzen',
      },
    ]);
    expect(list).toHaveLength(7);
    expect(scriptSrcs()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST000',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST00000',
    ]);
  });

  it('applies a stored refusal without loading anything (basic)', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        analytics: false,
        marketing: false,
        preferences: false,
        timestamp: Date.now(),
        version: CONSENT_VERSION,
      }),
    );
    runHeadScript(IDS);
    expect(entries()[2]).toEqual([
      'consent',
      'update',
      consentUpdate({ analytics: false, marketing: false, preferences: false }),
    ]);
    expect(scriptSrcs()).toEqual([]);
  });

  it('ignores expired, older-version and malformed choices like consent.ts does', () => {
    for (const raw of [
      JSON.stringify({
        analytics: true,
        marketing: true,
        preferences: true,
        timestamp: Date.now() - 366 * DAY,
        version: CONSENT_VERSION,
      }),
      JSON.stringify({
        analytics: true,
        marketing: true,
        preferences: true,
        timestamp: Date.now(),
        version: CONSENT_VERSION - 1,
      }),
      JSON.stringify({
        analytics: 'yes',
        marketing: true,
        preferences: true,
        timestamp: Date.now(),
        version: CONSENT_VERSION,
      }),
      '{broken',
      'null',
    ]) {
      delete window.dataLayer;
      delete window.gtag;
      document.head.innerHTML = '';
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      localStorage.setItem(CONSENT_STORAGE_KEY, raw);
      runHeadScript(IDS);
      expect(entries(), raw).toHaveLength(2);
      expect(scriptSrcs(), raw).toEqual([]);
    }
  });

  it('loads the scripts at start in advanced mode, under the denied default', () => {
    runHeadScript({ ...IDS, mode: 'advanced' });
    expect(entries()[0]).toEqual(['consent', 'default', CONSENT_DEFAULT]);
    expect(scriptSrcs()).toHaveLength(2);
  });

  it('without ids loads nothing but still pushes default and update', () => {
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
    runHeadScript({ mode: 'advanced', gtmId: null, ga4Id: null });
    expect(entries().map((e) => (Array.isArray(e) ? e.slice(0, 2) : e))).toEqual([
      ['consent', 'default'],
      ['set', 'ads_data_redaction'],
      ['consent', 'update'],
    ]);
    expect(scriptSrcs()).toEqual([]);
  });

  it('a storage that throws only warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    runHeadScript(IDS);
    expect(entries()).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith('[consent] Could not read the stored consent:', expect.any(DOMException));
  });
});

describe('applying a decision', () => {
  beforeEach(() => runHeadScript(IDS));

  it('reject: sends the denied update, loads nothing, reports no page view', () => {
    applyConsent({ analytics: false, marketing: false, preferences: false }, IDS);
    expect(entries().slice(2)).toEqual([
      ['consent', 'update', consentUpdate({ analytics: false, marketing: false, preferences: false })],
    ]);
    expect(scriptSrcs()).toEqual([]);
  });

  it('analytics granted: update, both scripts once, one page view with path and title', () => {
    applyConsent({ analytics: true, marketing: true, preferences: true }, IDS);
    applyConsent({ analytics: true, marketing: false, preferences: true }, IDS);
    sendPageView();
    expect(scriptSrcs()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST000',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST00000',
    ]);
    const list = entries();
    expect(list[2]).toEqual([
      'consent',
      'update',
      consentUpdate({ analytics: true, marketing: true, preferences: true }),
    ]);
    const pageViews = list.filter((e) => Array.isArray(e) && e[0] === 'event' && e[1] === 'page_view');
    expect(pageViews).toEqual([
      [
        'event',
        'page_view',
        {
          page_path: '/produkte/matratzen',
          page_title: 'Matratzen | Schlafmanufaktur',
          page_location: 'http://localhost:3000/produkte/matratzen',
        },
      ],
    ]);
    expect(list.filter((e) => Array.isArray(e) && e[0] === 'config')).toHaveLength(1);
  });

  it('marketing or preferences alone load nothing in basic mode', () => {
    applyConsent({ analytics: false, marketing: true, preferences: true }, IDS);
    expect(scriptSrcs()).toEqual([]);
    expect(entries().some((e) => Array.isArray(e) && e[1] === 'page_view')).toBe(false);
  });

  it('a script that fails to load only warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadTags(IDS);
    document.getElementById('gtm-script')!.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith(
      '[analytics] Could not load https://www.googletagmanager.com/gtm.js?id=GTM-TEST000',
    );
  });

  it('withdrawing analytics removes Google Analytics cookies and keeps others', () => {
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_ga_TEST00000=GS1.1; path=/';
    document.cookie = 'other=1; path=/';
    applyConsent({ analytics: false, marketing: false, preferences: false }, IDS);
    expect(document.cookie).toBe('other=1');
  });
});
