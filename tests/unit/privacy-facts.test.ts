/**
 * What the Datenschutz page says about the build comes from the sources the site runs on: the
 * Google scripts the analytics configuration loads, the pages that embed the map, and the one
 * wording of where the cookie-settings button is.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { privacyFactsFor } from '../../src/content/legal-facts.ts';
import { consentCopy, settingsButtonPlace } from '../../src/content/consent.ts';
import { mapRoutes } from '../../src/content/pages.ts';
import { tagScripts } from '../../src/lib/analytics.ts';
import { typeset } from '../../src/lib/typography.ts';

const gtmId = fc.stringMatching(/^GTM-[A-Z0-9]{4,12}$/);
const ga4Id = fc.stringMatching(/^G-[A-Z0-9]{4,16}$/);
const config = fc.record({ gtmId: fc.option(gtmId), ga4Id: fc.option(ga4Id) });

describe('the Datenschutz page describes what loads', () => {
  it('names every script the configuration loads, and GA4 loading directly when both ids are set', () => {
    fc.assert(
      fc.property(config, (c) => {
        const facts = privacyFactsFor(c);
        const scripts = tagScripts(c);
        expect(scripts.map((s) => s.tagId)).toEqual([c.gtmId, c.ga4Id].filter(Boolean));
        for (const s of scripts) expect(facts.scriptsText).toContain(s.tagId);
        expect(facts.scriptsText.includes('gtm.js')).toBe(Boolean(c.gtmId));
        expect(facts.scriptsText.includes('gtag.js')).toBe(Boolean(c.ga4Id));
        expect(facts.scriptsText.includes('direkt eingebunden')).toBe(Boolean(c.gtmId && c.ga4Id));
        expect(facts.analyticsName.includes('Google Tag Manager')).toBe(Boolean(c.gtmId));
        expect(facts.analyticsName.includes('Google Analytics 4')).toBe(Boolean(c.ga4Id));
      }),
    );
  });

  it('the test build (both ids) describes the tag manager and GA4 directly (regression)', () => {
    const facts = privacyFactsFor({ gtmId: 'GTM-TEST000', ga4Id: 'G-TEST00000' });
    expect(facts.analyticsName).toBe('Google Tag Manager und Google Analytics 4');
    expect(facts.scriptsText).toContain('Google Analytics 4 wird also direkt eingebunden');
  });

  it('names every page that embeds the map, and only those', () => {
    const { mapPages } = privacyFactsFor({ gtmId: null, ga4Id: null });
    // mapRoutes is checked against the built pages (routes.spec.ts: data-map-gate exactly there).
    expect(mapRoutes).toEqual(expect.arrayContaining(['/', '/sleepshort', '/kontakt']));
    for (const route of mapRoutes) expect(mapPages).toContain(route);
    expect(mapPages).toBe(typeset('der Startseite (/), der Seite /sleepshort und der Seite „Kontakt“ (/kontakt)'));
  });

  it('the banner and the Datenschutz page say the same about where the settings button is', () => {
    expect(settingsButtonPlace).toMatch(/unten links/);
    expect(consentCopy.banner.text).toContain(typeset(settingsButtonPlace));
    expect(privacyFactsFor({ gtmId: null, ga4Id: null }).settingsButtonPlace).toBe(typeset(settingsButtonPlace));
  });
});
