import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The theme's own radius and shadow tokens (`rounded-card`, `shadow-card`, `shadow-lift`), so an
// override such as `shadow-none` replaces them instead of being read as a colour beside them.
const twMerge = extendTailwindMerge({ extend: { theme: { radius: ['card'], shadow: ['card', 'lift'] } } });

/**
 * The one class joiner: joins class names, dropping falsy ones, and a later Tailwind utility wins
 * over an earlier conflicting one (tailwind-merge). Prettier sorts the classes of every call.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
