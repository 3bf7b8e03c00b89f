import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping falsy ones, without resolving conflicts: for islands and the UI
 * components they import, so their bundles carry no tailwind-merge (about 8.7 KB gzip). Every
 * call site passes classes that never set the same property twice (a variant replaces a class
 * instead of adding a second one); tests/e2e/class-conflicts.spec.ts checks the rendered pages,
 * in their interactive states too, with tailwind-merge. Server-only components may use `cn`.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
