import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn.ts';

/** Shared look of text inputs, selects and text areas; red ring when invalid. */
export function fieldClasses(invalid?: boolean, className?: string): string {
  return cn(
    'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors',
    'placeholder:text-muted/70 focus:outline-none focus-visible:ring-3 focus-visible:ring-brass-400/60',
    'disabled:cursor-not-allowed disabled:opacity-60',
    invalid ? 'border-danger ring-1 ring-danger' : 'border-sand-300 hover:border-sand-300 focus:border-night-500',
    className,
  );
}

export function Input({
  className,
  invalid,
  ref,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={fieldClasses(invalid, className)} aria-invalid={invalid || undefined} {...rest} />;
}
