/** Senior beds: hero, entry height and height guide. */
import { consultHref } from '../interests.ts';
import { facts } from '../site.ts';
import type { Feature, Heading, Link, Stat, Variant, PageHeroContent } from '../blocks.ts';
import { typesetDeep } from '../../lib/typography.ts';

export const seniorBed = typesetDeep({
  entryHeightCm: 45,
} as const);

export interface HeightRecommendation {
  height: string;
  name: string;
  text: string;
}

/** Recommended bed heights by body height. The Schlafberater reads these too. */
export const heightRecommendations = typesetDeep([
  { height: '40-45 cm', name: 'Standard', text: 'Für alle, die noch gut in die Hocke gehen und sicher aufstehen.' },
  {
    height: '50-55 cm',
    name: 'Komfort',
    text: 'Die Sitzhöhe eines Stuhls: Sie setzen sich auf die Bettkante und stehen aus dieser Höhe auf.',
  },
  {
    height: '60 cm+',
    name: 'Hoch',
    text: 'Für alle, denen beim Aufstehen geholfen wird – Angehörige helfen in bequemer Arbeitshöhe.',
  },
] as const satisfies readonly HeightRecommendation[]);

const interest = consultHref('Seniorenbett');

/** The senior bed page's opening block (eyebrow, h1, intro, actions). */
export const seniorenbettenHero = typesetDeep({
  eyebrow: 'Seniorenbetten',
  title: 'Seniorenbetten mit komfortabler Einstiegshöhe',
  intro: `Bequem einsteigen, leichter aufstehen: Seniorenbetten mit einer Einstiegshöhe ab 45 cm, Beratung bei Ihnen zu Hause und Montage im Umkreis von ${facts.freeDeliveryKm} km inklusive.`,
  actions: [{ label: 'Beratung vereinbaren', href: interest }],
} as const satisfies PageHeroContent);

export const seniorenbettenContent = typesetDeep({
  /** The accessible name of the figures row. */
  statsLabel: 'Seniorenbetten in Zahlen',
  stats: [
    { value: `${seniorBed.entryHeightCm} cm`, label: 'Einstiegshöhe ab' },
    { value: 'Hausbesuch', label: 'Beratung bei Ihnen zu Hause' },
    { value: 'Montage', label: `Aufbau durch unser Team im Umkreis von ${facts.freeDeliveryKm} km inklusive` },
  ] satisfies Stat[],
  featuresHeading: {
    eyebrow: 'Ausstattung',
    title: 'Durchdacht für jeden Tag',
  } satisfies Heading,
  features: [
    {
      icon: 'armchair',
      title: 'Komfortable Einstiegshöhe',
      text: `Ab ${seniorBed.entryHeightCm} cm Einstiegshöhe – Sie setzen sich auf das Bett wie auf einen Stuhl.`,
    },
    {
      icon: 'shield',
      title: 'Stabile Kanten',
      text: 'Verstärkte Seitenkanten geben beim Hinsetzen und Aufstehen sicheren Halt.',
    },
    {
      icon: 'zap',
      title: 'Optional elektrisch',
      text: 'Kopf- und Fußteil per Fernbedienung verstellen – ganz ohne Kraftaufwand.',
    },
    {
      icon: 'moon',
      title: 'Nachtlicht-Option',
      text: 'Ein sanftes Licht unter dem Bett zeigt nachts den Weg, ohne zu blenden.',
    },
  ] satisfies Feature[],
  variantsHeading: {
    eyebrow: 'Varianten',
    title: 'Drei Seniorenbetten zur Wahl',
  } satisfies Heading,
  variants: [
    {
      name: 'Senioren Classic',
      tagline: `Einstiegshöhe ${seniorBed.entryHeightCm} cm`,
      description: 'Das Boxspringbett mit erhöhter Box und fester Kante – bequem und wohnlich.',
      features: ['Erhöhte Box', 'Verstärkte Seitenkanten', 'Matratze in H2 bis H4'],
      action: { label: 'Classic anfragen', href: interest },
    },
    {
      name: 'Senioren Komfort',
      tagline: 'Einstiegshöhe 50-55 cm',
      description: 'Noch höher und mit elektrisch verstellbarem Kopf- und Fußteil für Lesen und Ausruhen.',
      features: ['Elektrische Verstellung', 'Funkfernbedienung mit großen Tasten', 'Nachtlicht-Option'],
      action: { label: 'Komfort anfragen', href: interest },
    },
    {
      name: 'Hohe Ausführung',
      tagline: 'Einstiegshöhe ab 60 cm',
      description:
        'Hohe Arbeitshöhe, stabile Konstruktion und wohnliches Design, etwa wenn Angehörige beim Aufstehen helfen. Kein Pflegebett und kein Medizinprodukt.',
      features: ['Bequeme Arbeitshöhe für Helfende', 'Optionaler Seitenschutz', 'Leicht zu reinigende Bezüge'],
      action: { label: 'Hohe Ausführung anfragen', href: interest },
    },
  ] satisfies Variant[],
  healthHeading: {
    eyebrow: 'Komfort',
    title: 'Bequem hinein und heraus',
  } satisfies Heading,
  health: [
    'Weniger tiefes Beugen beim Aufstehen dank höherer Liegefläche',
    'Fester Halt an der stabilen Bettkante',
    'Liegeposition nach Wunsch verstellbar',
    'Matratze im passenden Härtegrad',
  ],
  heightsHeading: {
    eyebrow: 'Höhenempfehlung',
    title: 'Welche Betthöhe ist die richtige?',
    intro:
      'Als Faustregel gilt: Im Sitzen auf der Bettkante stehen beide Füße flach auf dem Boden, die Knie sind im rechten Winkel.',
  } satisfies Heading,
  servicesHeading: {
    eyebrow: 'Service',
    title: 'Wir kommen zu Ihnen',
  } satisfies Heading,
  services: [
    {
      icon: 'house',
      title: 'Beratung bei Ihnen zu Hause',
      text: 'Wir messen Ihr Schlafzimmer aus, bringen Stoffmuster mit und beraten Sie in Ruhe – dort, wo das Bett später steht.',
    },
    {
      icon: 'wrench',
      title: 'Lieferung und Montage',
      text: 'Unser Team liefert, baut auf und nimmt auf Wunsch Ihr altes Bett mit.',
    },
  ] satisfies Feature[],
  cta: {
    title: 'Beratung bei Ihnen zu Hause',
    text: 'Vereinbaren Sie einen Termin – wir kommen mit Mustern und Maßband zu Ihnen.',
    actions: [
      { label: 'Hausbesuch vereinbaren', href: interest },
      { label: 'Showroom-Termin buchen', href: consultHref('Beratungstermin im Showroom') },
    ] satisfies Link[],
  },
} as const);
