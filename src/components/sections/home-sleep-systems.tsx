import { Truck } from '../ui/icons.ts';
import { sleepSystems } from '../../content/home.ts';
import { Section, SectionHeading } from '../ui/layout.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Picture } from '../ui/picture.tsx';

/** 'Our sleep systems': two cards with a highlight and the delivery time. */
export function HomeSleepSystems() {
  return (
    <Section id="schlafsysteme" tone="sand" labelledBy="sleep-systems-title">
      <SectionHeading
        id="sleep-systems-title"
        eyebrow={sleepSystems.eyebrow}
        title={sleepSystems.title}
        intro={sleepSystems.intro}
      />
      <ul className="grid gap-6 md:grid-cols-2">
        {sleepSystems.items.map((item) => (
          <li
            key={item.title}
            className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200/60"
          >
            <Picture name={item.image} alt="" sizes="(min-width: 768px) 600px, 100vw" className="block" />
            <div className="flex flex-1 flex-col p-6 sm:p-8">
              <p className="w-fit rounded-full bg-brass-100 px-3 py-1 text-sm font-semibold text-brass-700">
                {item.highlight}
              </p>
              <h3 className="mt-4 text-2xl text-night-800">{item.title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-muted">{item.description}</p>
              <p className="mt-5 flex items-center gap-2 text-night-800">
                <Truck aria-hidden="true" className="size-5 text-brass-600" />
                <span>
                  {sleepSystems.deliveryLabel}: <strong className="font-semibold">{item.delivery}</strong>
                </span>
              </p>
              <div className="mt-6 flex flex-wrap gap-3">
                <ButtonLink href={item.details.href} variant="secondary">
                  {item.details.label}
                </ButtonLink>
                <ButtonLink href={item.consult.href} variant="outline">
                  {item.consult.label}
                </ButtonLink>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
