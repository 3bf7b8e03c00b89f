import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The theme's own radius and shadow tokens (`rounded-card`, `shadow-card`, `shadow-lift`), so an
// override such as `shadow-none` replaces them instead of being read as a colour beside them.
const twMerge = extendTailwindMerge({ extend: { theme: { radius: ['card'], shadow: ['card', 'lift'] } } });

/** Joins class names, dropping falsy ones; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
