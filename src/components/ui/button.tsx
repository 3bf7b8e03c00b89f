import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Everything but the display, which a call may set itself (e.g. hidden on small screens). */
const base =
  'items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 whitespace-nowrap';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brass-600 text-white hover:bg-brass-700 shadow-sm',
  secondary: 'bg-night-700 text-white hover:bg-night-800 shadow-sm',
  outline: 'border-2 border-night-700 text-night-700 hover:bg-night-700 hover:text-white',
  ghost: 'text-night-700 hover:bg-night-50',
  light: 'bg-white text-night-800 hover:bg-sand-100 shadow-sm',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-11 px-5 text-[0.95rem]',
  lg: 'min-h-12 px-7 text-base',
};

/** `className` adds classes (never one that conflicts with these); `display` replaces `inline-flex`. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
  display = 'inline-flex',
) {
  return cn(display, base, variants[variant], sizes[size], className);
}

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** A link styled as a button: every call-to-action that navigates. */
export function ButtonLink({
  variant,
  size,
  className,
  children,
  ...rest
}: CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a className={buttonClasses(variant, size, className)} {...rest}>
      {children}
    </a>
  );
}

/** A real button: for actions that stay on the page. */
export function Button({
  variant,
  size,
  className,
  children,
  type = 'button',
  ...rest
}: CommonProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={buttonClasses(variant, size, className)} {...rest}>
      {children}
    </button>
  );
}
