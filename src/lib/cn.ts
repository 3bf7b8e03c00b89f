import type { ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';
import { cx } from './cx.ts';

// The theme's own radius and shadow tokens (`rounded-card`, `shadow-card`, `shadow-lift`), so an
// override such as `shadow-none` replaces them instead of being read as a colour beside them.
const twMerge = extendTailwindMerge({ extend: { theme: { radius: ['card'], shadow: ['card', 'lift'] } } });

/**
 * Joins class names like `cx`, then later Tailwind utilities win over earlier conflicting ones.
 * Server-rendered sections only: in an island it would bundle tailwind-merge.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(cx(...inputs));
}
