/**
 * The visitor's consent as a small shared store: islands that depend on consent (banner,
 * settings dialog, map gate, analytics loader) read and update it here instead of through
 * globals. Persistence (localStorage, validity, versioning) lives in src/lib/consent.ts; the
 * store reads the stored choice on first access in the browser and writes every decision.
 */
import { useSyncExternalStore } from 'react';
import { readConsent, recordConsent } from './consent.ts';
import { analyticsConfig } from './analytics.ts';

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

export interface ConsentState extends ConsentChoice {
  /** When the choice was made (ms since epoch). */
  timestamp: number;
  /** Policy version the choice was made under. */
  version: number;
}

type Listener = () => void;

let current: ConsentState | null = null;
let loaded = false;
const listeners = new Set<Listener>();

function notify(set: Set<Listener>) {
  for (const l of set) l();
}

export const consentStore = {
  /** The current consent; in the browser the stored choice is read on first access. */
  get: (): ConsentState | null => {
    if (!loaded && typeof window !== 'undefined') {
      loaded = true;
      current = readConsent();
    }
    return current;
  },
  set: (next: ConsentState | null): void => {
    loaded = true;
    current = next;
    notify(listeners);
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Records a decision (accept all, reject, save): stores it (a storage failure only warns; the
 * choice then holds for the page's lifetime), updates every subscriber and applies it to
 * Consent Mode (update command, script loading, page view).
 */
export function saveConsent(choice: ConsentChoice, now: number = Date.now()): ConsentState {
  const state = recordConsent(choice, analyticsConfig, now);
  consentStore.set(state);
  return state;
}

/** The current consent (null while none is given); re-renders on every change. */
export function useConsent(): ConsentState | null {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, () => null);
}

const openListeners = new Set<Listener>();

/** Lets any control (e.g. a link on the privacy page) open the cookie settings dialog. */
export const consentSettings = {
  open(): void {
    notify(openListeners);
  },
  onOpen(listener: Listener): () => void {
    openListeners.add(listener);
    return () => openListeners.delete(listener);
  },
};
