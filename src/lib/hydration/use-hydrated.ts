/**
 * Whether React owns the island yet: false in the server render and while React hydrates it (so
 * the first client render matches the HTML), true from the render right after. Markup that must
 * work before hydration and without JavaScript (a native scroller, a link) is rendered while it
 * is false and enhanced once it is true.
 */
import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
