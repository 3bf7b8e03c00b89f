/**
 * The demo is a mode decided by SITE_URL: reserved names and loopback are never public; every
 * other host is. The server refuses a demo build on a public domain, and behind a proxy without
 * SITE_URL.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoServeRefusal, isPublicHost, isPublicSiteUrl } from '../../src/server/demo-guard.ts';

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);

describe('which SITE_URL is a public domain', () => {
  it('reserved names and loopback are not public, in any spelling', () => {
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('example', 'test', 'invalid', 'localhost'),
        fc.boolean(),
        (labels, tld, upper) => {
          const host = [...labels, tld].join('.');
          expect(isPublicHost(upper ? host.toUpperCase() : host)).toBe(false);
          expect(isPublicSiteUrl(`https://${host}:8443/`)).toBe(false);
        },
      ),
    );
    for (const url of ['http://localhost:3000', 'http://127.0.0.1', 'http://127.8.9.10:4321', 'http://[::1]:3000']) {
      expect(isPublicSiteUrl(url)).toBe(false);
    }
  });

  it('every other host is public, and an unparsable URL counts as public', () => {
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('de', 'com', 'shop', 'eu', 'net'),
        (labels, tld) => {
          expect(isPublicSiteUrl(`https://${[...labels, tld].join('.')}`)).toBe(true);
        },
      ),
    );
    expect(isPublicSiteUrl('https://www.betten-beispiel.de')).toBe(true);
    expect(isPublicSiteUrl('https://www.example.com')).toBe(true);
    expect(isPublicSiteUrl('http://192.168.1.10')).toBe(true);
    expect(isPublicSiteUrl('kein url')).toBe(true);
  });
});

describe('the server refuses a demo build on a public domain', () => {
  it('refuses a demo build (or one without the record) for a public SITE_URL', () => {
    for (const demo of [true, undefined]) {
      const refusal = demoServeRefusal({ demo, siteUrlSetting: 'https://www.betten-beispiel.de', trustProxy: false });
      expect(refusal).toMatch(/demo build .* not served on the public domain https:\/\/www\.betten-beispiel\.de/);
    }
  });

  it('refuses a demo build behind a proxy without SITE_URL', () => {
    expect(demoServeRefusal({ demo: true, siteUrlSetting: undefined, trustProxy: true })).toMatch(/TRUST_PROXY/);
    expect(demoServeRefusal({ demo: true, siteUrlSetting: '  ', trustProxy: true })).toMatch(/TRUST_PROXY/);
  });

  it('serves the demo locally and on reserved names, and a ready build anywhere', () => {
    expect(demoServeRefusal({ demo: true, siteUrlSetting: undefined, trustProxy: false })).toBeNull();
    expect(
      demoServeRefusal({ demo: true, siteUrlSetting: 'https://www.schlafmanufaktur.example', trustProxy: true }),
    ).toBeNull();
    expect(demoServeRefusal({ demo: true, siteUrlSetting: 'http://localhost:3000', trustProxy: false })).toBeNull();
    expect(
      demoServeRefusal({ demo: false, siteUrlSetting: 'https://www.betten-beispiel.de', trustProxy: true }),
    ).toBeNull();
    expect(demoServeRefusal({ demo: false, siteUrlSetting: undefined, trustProxy: true })).toBeNull();
  });
});
