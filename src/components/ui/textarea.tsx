import type { Ref, TextareaHTMLAttributes } from 'react';
import { fieldClasses } from './input.tsx';

export function Textarea({
  className,
  invalid,
  ref,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean; ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea ref={ref} className={fieldClasses(invalid, className)} aria-invalid={invalid || undefined} {...rest} />
  );
}
