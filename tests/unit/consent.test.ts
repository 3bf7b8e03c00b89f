import { createHash } from 'node:crypto';
import { consentCopy } from '../../src/content/consent.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_CONSENT,
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  NO_CONSENT,
  createConsent,
  parseConsent,
  readConsent,
  serializeConsent,
  writeConsent,
} from '../../src/lib/consent.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const stored = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    analytics: true,
    marketing: false,
    preferences: true,
    timestamp: NOW,
    version: CONSENT_VERSION,
    ...overrides,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('consent validity', () => {
  it('is valid for 365 days: 364 days old is valid, 366 days old is not', () => {
    expect(parseConsent(stored({ timestamp: NOW - 364 * DAY }), NOW)).toEqual({
      analytics: true,
      marketing: false,
      preferences: true,
      timestamp: NOW - 364 * DAY,
      version: CONSENT_VERSION,
    });
    expect(parseConsent(stored({ timestamp: NOW - 366 * DAY }), NOW)).toBeNull();
  });

  it('expires exactly at 365 days', () => {
    expect(CONSENT_MAX_AGE_MS).toBe(365 * DAY);
    expect(parseConsent(stored({ timestamp: NOW - 365 * DAY + 1 }), NOW)).not.toBeNull();
    expect(parseConsent(stored({ timestamp: NOW - 365 * DAY }), NOW)).toBeNull();
  });

  it('treats an older or newer policy version as no consent', () => {
    expect(parseConsent(stored({ version: CONSENT_VERSION - 1 }), NOW)).toBeNull();
    expect(parseConsent(stored({ version: CONSENT_VERSION + 1 }), NOW)).toBeNull();
    expect(parseConsent(stored({ version: String(CONSENT_VERSION) }), NOW)).toBeNull();
  });

  it('treats malformed JSON and wrong shapes as no consent', () => {
    for (const raw of [
      '{',
      'undefined',
      'null',
      '42',
      '"yes"',
      '[]',
      '{}',
      stored({ analytics: 'true' }),
      stored({ marketing: 1 }),
      stored({ preferences: null }),
      stored({ timestamp: String(NOW) }),
      stored({ timestamp: undefined }),
    ]) {
      expect(parseConsent(raw, NOW), raw).toBeNull();
    }
    expect(parseConsent(null, NOW)).toBeNull();
  });

  it('rejects a timestamp far in the future but tolerates small clock skew', () => {
    expect(parseConsent(stored({ timestamp: NOW + 60_000 }), NOW)).not.toBeNull();
    expect(parseConsent(stored({ timestamp: NOW + DAY }), NOW)).toBeNull();
  });

  it('returns only the known fields', () => {
    expect(parseConsent(stored({ extra: 'x' }), NOW)).not.toHaveProperty('extra');
  });
});

describe('reading and writing', () => {
  it('round-trips a choice through storage; marketing is always stored as false (no such category)', () => {
    const storage = new MemoryStorage();
    const state = createConsent({ analytics: false, marketing: true, preferences: true }, NOW);
    expect(state).toEqual({
      analytics: false,
      marketing: false,
      preferences: true,
      timestamp: NOW,
      version: CONSENT_VERSION,
    });
    expect(writeConsent(state, storage)).toBe(true);
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY)!)).toEqual(state);
    expect(readConsent(storage, NOW + 364 * DAY)).toEqual(state);
    expect(readConsent(storage, NOW + 366 * DAY)).toBeNull();
  });

  it('serialises exactly {analytics, marketing, preferences, timestamp, version}', () => {
    const json = serializeConsent({ ...createConsent(ALL_CONSENT, NOW), extra: 1 } as never);
    expect(Object.keys(JSON.parse(json) as object)).toEqual([
      'analytics',
      'marketing',
      'preferences',
      'timestamp',
      'version',
    ]);
  });

  it('reading from a throwing storage only warns and counts as no consent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage();
    vi.spyOn(storage, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readConsent(storage, NOW)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('[consent]');
  });

  it('writing to a throwing storage only warns and reports false', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(writeConsent(createConsent(NO_CONSENT, NOW), storage)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('without any storage (server) reads none and writes nothing', () => {
    expect(readConsent(null, NOW)).toBeNull();
    expect(writeConsent(createConsent(NO_CONSENT, NOW), null)).toBe(false);
  });
});

/**
 * Every consent policy version with a fingerprint of the texts it asked with (banner, details,
 * categories and services, as this test build offers them). A visitor's consent covers only
 * what they were told: changed texts need a new version, so that everyone is asked again.
 */
const policyVersions = [
  { version: 2, texts: '328ec4317f7f2938' },
  // The settings button's place named as it is (bottom left), the map's pages, the services as they load.
  { version: 3, texts: '92ea088fe185daba' },
  // The banner's own settings view is gone: 'Einstellungen' opens the one settings dialog.
  { version: 4, texts: '313165ab7f8bca24' },
] as const;

describe('the consent policy version', () => {
  it('changes whenever the consent texts change', () => {
    const fingerprint = createHash('sha256').update(JSON.stringify(consentCopy)).digest('hex').slice(0, 16);
    const current = policyVersions.at(-1)!;
    expect(new Set(policyVersions.map((v) => v.version)).size).toBe(policyVersions.length);
    expect(new Set(policyVersions.map((v) => v.texts)).size).toBe(policyVersions.length);
    expect(current.version).toBe(CONSENT_VERSION);
    expect(fingerprint, 'the consent texts changed: raise CONSENT_VERSION and list its fingerprint here').toBe(
      current.texts,
    );
  });
});
