/**
 * Persistence of the visitor's consent in localStorage, per category and for a limited time.
 *
 * Stored as JSON `{analytics, marketing, preferences, timestamp, version}`. A stored choice is
 * valid for 365 days; an expired, malformed or older-version choice counts as none, so the
 * banner asks again. Storage failures (disabled storage, quota, privacy modes) only log a
 * warning: the choice then lives in memory for the page's lifetime.
 *
 * The inline head script (src/lib/consent-head.ts) is built from this module: it reads the
 * stored choice with `readConsent` before any other script runs, and records a decision taken
 * before the consent island has hydrated with `recordConsent`, as the island does afterwards.
 */
import { applyConsent, type AnalyticsConfig } from './analytics.ts';
import type { ConsentChoice, ConsentState } from './consent-store.ts';

/** localStorage key of the stored choice. */
export const CONSENT_STORAGE_KEY = 'schlafmanufaktur.consent';
/** Policy version: raise it when categories or services change, so every visitor is asked again. */
export const CONSENT_VERSION = 4;
/** A stored choice is valid for 365 days; after that the banner asks again. */
export const CONSENT_MAX_AGE_DAYS = 365;
export const CONSENT_MAX_AGE_MS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
/** Clock tolerance for timestamps slightly in the future (clock adjustments). */
const CONSENT_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

export const NO_CONSENT: ConsentChoice = { analytics: false, marketing: false, preferences: false };
/** 'Alle akzeptieren': every offered category. There is no marketing category, so it stays false. */
export const ALL_CONSENT: ConsentChoice = { analytics: true, marketing: false, preferences: true };

/** The storage used in the browser, or null where there is none (server, blocked access). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.warn('[consent] localStorage is not available:', error);
    return null;
  }
}

/**
 * Parses a stored value. Returns the consent when it is well-formed, of the current version and
 * younger than 365 days at `now`; otherwise null.
 */
export function parseConsent(raw: string | null, now: number): ConsentState | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.analytics !== 'boolean' || typeof d.marketing !== 'boolean' || typeof d.preferences !== 'boolean') {
    return null;
  }
  if (d.version !== CONSENT_VERSION) return null;
  if (typeof d.timestamp !== 'number' || !Number.isFinite(d.timestamp)) return null;
  const age = now - d.timestamp;
  if (age < -CONSENT_FUTURE_TOLERANCE_MS || age >= CONSENT_MAX_AGE_MS) return null;
  return {
    analytics: d.analytics,
    marketing: d.marketing,
    preferences: d.preferences,
    timestamp: d.timestamp,
    version: d.version,
  };
}

/** The stored consent if valid, else null. Never throws; a failing storage only warns. */
export function readConsent(storage: Storage | null = browserStorage(), now: number = Date.now()): ConsentState | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(CONSENT_STORAGE_KEY);
  } catch (error) {
    console.warn('[consent] Could not read the stored consent:', error);
    return null;
  }
  return parseConsent(raw, now);
}

/**
 * A consent record for `choice` made at `now` under the current policy version. `marketing` is
 * always false: no category offers it (no advertising service exists).
 */
export function createConsent(choice: ConsentChoice, now: number = Date.now()): ConsentState {
  return {
    analytics: choice.analytics,
    marketing: false,
    preferences: choice.preferences,
    timestamp: now,
    version: CONSENT_VERSION,
  };
}

/** The JSON stored for a consent record. */
export function serializeConsent(state: ConsentState): string {
  const { analytics, marketing, preferences, timestamp, version } = state;
  return JSON.stringify({ analytics, marketing, preferences, timestamp, version });
}

/**
 * Stores `state`. Returns whether it was written; a failure only warns (the caller keeps the
 * choice in memory so the banner still closes).
 */
export function writeConsent(state: ConsentState, storage: Storage | null = browserStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(CONSENT_STORAGE_KEY, serializeConsent(state));
    return true;
  } catch (error) {
    console.warn('[consent] Could not store the consent:', error);
    return false;
  }
}

/**
 * Records a decision (accept all, reject, save) taken at `now`: stores it (a storage failure only
 * warns) and applies it to Consent Mode (update command, script loading, page view). The one
 * way a decision is made, by the consent island and, before it has hydrated, by the head script.
 */
export function recordConsent(choice: ConsentChoice, config: AnalyticsConfig, now: number = Date.now()): ConsentState {
  const state = createConsent(choice, now);
  writeConsent(state);
  applyConsent(state, config);
  return state;
}
