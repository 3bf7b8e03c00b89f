import { ArrowRight } from '../ui/icons.ts';
import { notFound } from '../../content/not-found.ts';
import { company, phoneHref } from '../../content/site.ts';
import { Container } from '../ui/layout.tsx';

export function NotFoundSection() {
  return (
    <section className="bg-sand-50 py-20 sm:py-28" aria-labelledby="page-title">
      <Container className="max-w-3xl text-center">
        <p className="font-serif text-7xl font-semibold text-brass-500 sm:text-8xl" aria-hidden="true">
          {notFound.code}
        </p>
        <h1 id="page-title" className="mt-4 text-3xl text-night-800 sm:text-4xl">
          <span className="sr-only">{notFound.code} – </span>
          {notFound.title}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{notFound.text}</p>
        <ul className="mt-10 grid gap-4 text-left sm:grid-cols-3">
          {notFound.links.map((l) => (
            <li key={l.href}>
              <a
                href={l.href}
                className="group flex h-full flex-col rounded-2xl bg-white p-5 shadow-card ring-1 ring-sand-200 hover:ring-brass-400"
              >
                <span className="flex items-center justify-between font-semibold text-night-800">
                  {l.label}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
                <span className="mt-1 text-sm text-muted">{l.description}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-muted">
          Oder rufen Sie uns an:{' '}
          <a href={phoneHref} className="font-semibold text-night-700 underline underline-offset-2">
            {company.phoneDisplay}
          </a>
        </p>
      </Container>
    </section>
  );
}
