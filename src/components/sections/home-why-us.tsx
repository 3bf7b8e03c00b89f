import { whyUs } from '../../content/home.ts';
import { BlockSection } from '../blocks/sections.tsx';
import { FeatureGrid } from '../blocks/lists.tsx';

/** 'Why us': the shop's eight reasons as icon cards. */
export function HomeWhyUs() {
  return (
    <BlockSection id="warum-wir" heading={{ ...whyUs, id: 'why-us-title' }}>
      <FeatureGrid
        items={whyUs.items}
        columns={4}
        rhythm="even"
        iconStroke={1.75}
        keepRanges={false}
        className="gap-5"
      />
    </BlockSection>
  );
}
