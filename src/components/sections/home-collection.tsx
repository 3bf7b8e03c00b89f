import type { ReactNode } from 'react';
import { collectionSection } from '../../content/home.ts';
import { Section, SectionHeading } from '../ui/layout.tsx';
import { ButtonLink } from '../ui/button.tsx';

/** The collection section; the carousel island is passed in as children. */
export function HomeCollection({ children }: { children?: ReactNode }) {
  return (
    <Section id="kollektion" tone="white" labelledBy="collection-title">
      <SectionHeading
        id="collection-title"
        eyebrow={collectionSection.eyebrow}
        title={collectionSection.title}
        intro={collectionSection.intro}
      />
      {children}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {collectionSection.actions.map((a, i) => (
          <ButtonLink key={a.href} href={a.href} size="lg" variant={i === 0 ? 'primary' : 'outline'}>
            {a.label}
          </ButtonLink>
        ))}
      </div>
    </Section>
  );
}
