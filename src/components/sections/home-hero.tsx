import { Clock, Phone } from '../ui/icons.ts';
import { homeHero } from '../../content/home.ts';
import { company, openingHours, phoneHref } from '../../content/site.ts';
import { imageUrl, variantWidths } from '../../content/images.ts';
import { Container } from '../ui/layout.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Picture } from '../ui/picture.tsx';
import { Logo } from '../layout/logo.tsx';
import { Icon } from '../blocks/icon.tsx';

const heroSizes = '100vw';

/** Preload hint for the hero artwork (the LCP image), for BaseLayout's `preloadImage`. */
export const homeHeroPreload = {
  href: imageUrl(homeHero.image, 800, 'avif'),
  imagesrcset: variantWidths(homeHero.image)
    .map((w) => `${imageUrl(homeHero.image, w, 'avif')} ${w}w`)
    .join(', '),
  imagesizes: heroSizes,
  type: 'image/avif',
};

/** Home hero: background artwork, logo, h1, eight benefits and the advice box. */
export function HomeHero() {
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden bg-night-900 text-white">
      <Picture
        name={homeHero.image}
        sizes={heroSizes}
        priority
        alt=""
        className="absolute inset-0 -z-20 block"
        fill
        imgClassName="object-[70%_center]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-night-900/85 lg:bg-transparent lg:bg-[linear-gradient(90deg,rgb(19_34_44/0.94)_0%,rgb(19_34_44/0.86)_50%,rgb(19_34_44/0.55)_100%)]"
      />
      <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-end lg:gap-14 lg:py-24">
        <div>
          <Logo invert />
          <p className="mt-8 text-sm font-semibold tracking-[0.14em] text-brass-300 uppercase">{homeHero.eyebrow}</p>
          <h1 id="home-title" className="mt-3 max-w-3xl text-4xl text-white sm:text-5xl lg:text-[3.4rem]">
            {homeHero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-night-50">{homeHero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {homeHero.actions.map((a, i) => (
              <ButtonLink key={a.href} href={a.href} size="lg" variant={i === 0 ? 'primary' : 'light'}>
                {a.label}
              </ButtonLink>
            ))}
          </div>
          <h2 className="sr-only">{homeHero.benefitsLabel}</h2>
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {homeHero.benefits.map((b) => (
              <li
                key={b.title}
                className="flex items-center gap-3 rounded-xl bg-white/10 px-3 py-3 text-sm leading-snug font-medium text-white ring-1 ring-white/15 backdrop-blur-sm"
              >
                <Icon name={b.icon} className="size-5 shrink-0 text-brass-300" strokeWidth={1.75} />
                {'href' in b ? (
                  <a href={b.href} className="underline underline-offset-4">
                    {b.title}
                  </a>
                ) : (
                  b.title
                )}
              </li>
            ))}
          </ul>
        </div>
        <div id="hero-advice" className="rounded-card bg-white p-6 text-ink shadow-lift sm:p-7">
          <h2 className="text-2xl text-night-800">{homeHero.advice.title}</h2>
          <p className="mt-2 text-muted">{homeHero.advice.text}</p>
          <p className="mt-5 text-sm font-semibold text-muted">{homeHero.advice.phoneLabel}</p>
          <a
            href={phoneHref}
            className="mt-1 inline-flex min-h-11 items-center gap-2 font-serif text-2xl font-semibold text-night-800 hover:text-brass-700"
          >
            <Phone aria-hidden="true" className="size-5 text-brass-600" />
            {company.phoneDisplay}
          </a>
          <p className="mt-5 flex items-center gap-2 text-sm font-semibold text-muted">
            <Clock aria-hidden="true" className="size-4 text-brass-600" />
            {homeHero.advice.hoursLabel}
          </p>
          <dl className="mt-2 space-y-1" data-hours="hero">
            {openingHours.hero.map((row) => (
              <div key={row.days} className="flex justify-between gap-4 border-b border-sand-100 pb-1 last:border-0">
                <dt className="font-medium text-night-800">{row.days}</dt>
                <dd className="text-ink">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </section>
  );
}
