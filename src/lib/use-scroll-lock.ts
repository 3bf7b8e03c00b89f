import { useEffect } from 'react';

/**
 * While `locked`, the page behind a modal window does not scroll. Radix locks scrolling from a
 * Dialog's Overlay by inserting a <style> element, which the strict Content Security Policy
 * (hashed styles only) blocks, so nothing would be locked and the console would report the
 * violation; a style set through the CSSOM is allowed. Modal windows therefore use a plain
 * backdrop element and this hook instead of `Dialog.Overlay`.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [locked]);
}
