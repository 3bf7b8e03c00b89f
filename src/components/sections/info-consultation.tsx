import { Compass, Phone, Timer } from '../ui/icons.ts';
import { consultation } from '../../content/consultation.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Card, Container, IconBadge } from '../ui/layout.tsx';
import { BlockSection } from '../blocks/sections.tsx';
import { CheckList } from '../blocks/lists.tsx';
import { Phrase } from '../blocks/phrase.tsx';
import { Icon } from '../blocks/icon.tsx';

/** The two consultation types of /beratung, each with its way to /kontakt. */
export function ConsultationTypes() {
  const t = consultation.types;
  return (
    <BlockSection heading={t.heading} tone="white">
      <ul className="grid gap-6 md:grid-cols-2">
        {t.items.map((item) => (
          <li key={item.title} className="flex">
            <Card className="flex w-full flex-col p-8">
              <IconBadge>
                <Icon name={item.icon} />
              </IconBadge>
              <h3 className="mt-5 font-serif text-2xl font-semibold text-night-800">{item.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">
                <Phrase text={item.text} />
              </p>
              <CheckList items={item.points} className="mt-5" />
              <div className="mt-auto flex flex-wrap items-center gap-4 pt-8">
                <ButtonLink href={item.action.href}>{item.action.label}</ButtonLink>
                {'phone' in item && (
                  <a
                    href={item.phone.href}
                    className="inline-flex min-h-11 items-center gap-2 font-semibold text-night-700 hover:underline"
                  >
                    <Phone aria-hidden="true" className="size-4" />
                    {item.phone.label}
                  </a>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** The recommended test time and the way to the Schlafberater. */
export function ConsultationTestAndFinder() {
  const { testTime, finder } = consultation;
  return (
    <section className="bg-sand-50 pb-16 sm:pb-20 lg:pb-24" aria-label={consultation.testAndFinderLabel}>
      <Container>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card className="flex flex-col gap-5 p-8 sm:flex-row">
            <IconBadge className="size-14">
              <Timer className="size-7" />
            </IconBadge>
            <div>
              <h2 id={testTime.id} className="text-2xl text-night-800">
                {testTime.title}
              </h2>
              <p className="mt-2 font-serif text-3xl font-semibold text-brass-700" data-testid="test-time">
                {testTime.value}
              </p>
              <p className="mt-3 leading-relaxed text-muted">
                <Phrase text={testTime.text} />
              </p>
            </div>
          </Card>
          <Card className="flex flex-col gap-5 p-8 sm:flex-row">
            <IconBadge className="size-14">
              <Compass className="size-7" />
            </IconBadge>
            <div>
              <h2 id={finder.id} className="text-2xl text-night-800">
                {finder.title}
              </h2>
              <p className="mt-3 leading-relaxed text-muted">{finder.text}</p>
              <ButtonLink href={finder.link.href} variant="outline" className="mt-6">
                {finder.link.label}
              </ButtonLink>
            </div>
          </Card>
        </div>
      </Container>
    </section>
  );
}
