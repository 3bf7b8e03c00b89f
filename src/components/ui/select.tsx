import type { Ref, SelectHTMLAttributes } from 'react';
import { ChevronDown } from './icons.ts';
import { cn } from '../../lib/cn.ts';
import { fieldClasses } from './input.tsx';

/** A native select (best on touch devices and with screen readers) in the site's field style. */
export function Select({
  className,
  invalid,
  ref,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean; ref?: Ref<HTMLSelectElement> }) {
  return (
    <div className="relative">
      <select
        ref={ref}
        className={fieldClasses(invalid, cn('appearance-none pr-11', className))}
        aria-invalid={invalid || undefined}
        {...rest}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
