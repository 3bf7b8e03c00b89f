/**
 * The visitor's consent as a small shared store: islands that depend on consent (banner,
 * settings dialog, map gate, analytics loader) read and update it here instead of through
 * globals. Persistence (localStorage, validity, versioning) is layered on by src/lib/consent.ts.
 */
import { useSyncExternalStore } from 'react';

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
const listeners = new Set<Listener>();

export const consentStore = {
  get(): ConsentState | null {
    return current;
  },
  set(next: ConsentState | null): void {
    current = next;
    for (const l of listeners) l();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current consent (null while none is given); re-renders on every change. */
export function useConsent(): ConsentState | null {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, () => null);
}
