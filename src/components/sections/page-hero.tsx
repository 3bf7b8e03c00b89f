import type { ReactNode } from 'react';
import { Container } from '../ui/layout.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Picture } from '../ui/picture.tsx';
import type { PageHeroContent } from '../../content/blocks.ts';
import { cn } from '../../lib/cn.ts';

/** The opening block of an inner page. */
export function PageHero({
  eyebrow,
  title,
  intro,
  actions = [],
  image,
  children,
}: PageHeroContent & { children?: ReactNode }) {
  return (
    <section
      className="relative overflow-hidden bg-sand-50 bg-[radial-gradient(ellipse_at_top_right,var(--color-brass-100),transparent_55%)]"
      aria-labelledby="page-title"
    >
      <Container className={cn('relative grid items-center gap-10 py-14 sm:py-20', image && 'lg:grid-cols-2')}>
        <div>
          {eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-brass-700 uppercase">{eyebrow}</p>
          )}
          <h1 id="page-title" className="text-4xl text-night-800 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{intro}</p>
          {actions.length > 0 && (
            <div className="mt-8 flex flex-wrap gap-3">
              {actions.map((a, i) => (
                <ButtonLink key={a.href + a.label} href={a.href} variant={i === 0 ? 'primary' : 'outline'} size="lg">
                  {a.label}
                </ButtonLink>
              ))}
            </div>
          )}
          {children}
        </div>
        {image && (
          <div className="overflow-hidden rounded-3xl shadow-lift">
            <Picture name={image} sizes="(min-width: 1024px) 600px, 100vw" priority />
          </div>
        )}
      </Container>
    </section>
  );
}
