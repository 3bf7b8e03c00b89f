import type { ElementType, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-5 sm:px-8', className)}>{children}</div>;
}

export type SectionTone = 'cream' | 'white' | 'sand' | 'night';

const tones: Record<SectionTone, string> = {
  cream: 'bg-cream',
  white: 'bg-white',
  sand: 'bg-sand-50',
  night: 'bg-night-800 text-white',
};

/** A page section with consistent vertical rhythm. */
export function Section({
  id,
  tone = 'cream',
  className,
  labelledBy,
  children,
}: {
  id?: string;
  tone?: SectionTone;
  className?: string;
  /** id of the heading that names this section. */
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('py-16 sm:py-20 lg:py-24', tones[tone], className)}>
      <Container>{children}</Container>
    </section>
  );
}

/** Eyebrow, heading and intro of a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  as: Tag = 'h2',
  invert = false,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'left';
  as?: ElementType;
  invert?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('mb-10 max-w-3xl sm:mb-14', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'mb-3 text-sm font-semibold tracking-[0.14em] uppercase',
            invert ? 'text-brass-300' : 'text-brass-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <Tag id={id} className={cn('text-3xl sm:text-4xl', invert ? 'text-white' : 'text-night-800')}>
        {title}
      </Tag>
      {intro && <p className={cn('mt-4 text-lg leading-relaxed', invert ? 'text-night-100' : 'text-muted')}>{intro}</p>}
    </div>
  );
}

export function Card({
  className,
  children,
  as: Tag = 'div',
}: {
  className?: string;
  children: ReactNode;
  as?: ElementType;
}) {
  return (
    <Tag className={cn('rounded-card bg-white p-6 shadow-card ring-1 ring-sand-200/60', className)}>{children}</Tag>
  );
}

/** A round icon holder for feature cards. */
export function IconBadge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brass-100 text-brass-700',
        className,
      )}
    >
      {children}
    </span>
  );
}
