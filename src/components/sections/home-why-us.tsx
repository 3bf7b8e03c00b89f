import { whyUs } from '../../content/home.ts';
import { Card, IconBadge, Section, SectionHeading } from '../ui/layout.tsx';
import { HomeIconGlyph } from './home-icons.tsx';

/** 'Why us': the eight cards of spec s.2.2. */
export function HomeWhyUs() {
  return (
    <Section id="warum-wir" tone="cream" labelledBy="why-us-title">
      <SectionHeading id="why-us-title" eyebrow={whyUs.eyebrow} title={whyUs.title} intro={whyUs.intro} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {whyUs.items.map((item) => (
          <Card as="li" key={item.title} className="flex flex-col gap-4">
            <IconBadge>
              <HomeIconGlyph name={item.icon} />
            </IconBadge>
            <h3 className="text-xl text-night-800">{item.title}</h3>
            <p className="leading-relaxed text-muted">{item.description}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
