/**
 * Extra length: the four length options with their hints, the rule 'body height + 30 cm' and
 * the size guide, which the Schlafberater reads too. The height boundaries are defined here
 * once. The page's other copy is its entry (in src/content/product-pages/).
 */
import { consultHref } from '../interests.ts';
import type { Heading, Link } from '../blocks.ts';
import { typesetDeep } from '../../lib/typography.ts';

/** Bed length = body height + this allowance (cm). */
export const lengthAllowanceCm = 30;

/** Upper body-height limits (cm, inclusive) of the size guide's rows; above the last: 240-250. */
export const heightBoundariesCm = [170, 180, 190, 200] as const;

export interface SizeGuideRow {
  /** Body height as shown, e.g. 'bis 170 cm'. */
  height: string;
  /** Recommended bed length as shown, e.g. '200 cm'. */
  length: string;
  /** Recommended bed lengths in cm (one or, for the last row, two). */
  lengthsCm: readonly number[];
}

const [h1, h2, h3, h4] = heightBoundariesCm;

export const sizeGuide = typesetDeep([
  { height: `bis ${h1} cm`, length: '200 cm', lengthsCm: [200] },
  { height: `${h1}-${h2} cm`, length: '210 cm', lengthsCm: [210] },
  { height: `${h2}-${h3} cm`, length: '220 cm', lengthsCm: [220] },
  { height: `${h3}-${h4} cm`, length: '230 cm', lengthsCm: [230] },
  { height: `über ${h4} cm`, length: '240-250 cm', lengthsCm: [240, 250] },
] as const satisfies readonly SizeGuideRow[]);

export interface LengthOption {
  lengthCm: number;
  hint: string;
  badge?: string;
  description: string;
}

export const lengthOptions = typesetDeep([
  {
    lengthCm: 220,
    hint: `für Körpergrößen bis ${h3} cm`,
    description: 'Der Einstieg in die Überlänge: spürbar mehr Platz für Füße und Kopfkissen.',
  },
  {
    lengthCm: 230,
    hint: `für Körpergrößen bis ${h4} cm`,
    badge: 'Beliebt',
    description: 'Unsere meistgewählte Überlänge – entspannt ausgestreckt schlafen, auch als Paar.',
  },
  {
    lengthCm: 240,
    hint: `für Körpergrößen über ${h4} cm`,
    description: 'Für sehr große Menschen: genügend Raum, ohne dass die Füße über die Kante ragen.',
  },
  {
    lengthCm: 250,
    hint: `für Körpergrößen über ${h4} cm mit extra Beinfreiheit`,
    description:
      'Die maximale Länge aus unserer Manufaktur – wir beraten Sie auch zu passender Matratze und Bettwäsche.',
  },
] as const satisfies readonly LengthOption[]);

/**
 * The copy of the sections kept in code (length options, size guide): the page's entry
 * (in src/content/product-pages/) places them.
 */
export const ueberlaengeContent = typesetDeep({
  optionsHeading: {
    eyebrow: 'Längen',
    title: 'Vier Längen für große Menschen',
    intro: 'Jede Überlänge fertigen wir passend zu Ihrem Bett – mit Matratze, Topper und Bezug in derselben Länge.',
  } satisfies Heading,
  optionAction: { label: 'Länge anfragen', href: consultHref('Überlänge') } satisfies Link,
  ruleHeading: {
    eyebrow: 'Größenratgeber',
    title: 'Wie lang sollte Ihr Bett sein?',
    intro: `Faustregel: Bettlänge = Körpergröße + ${lengthAllowanceCm} cm. So bleibt Platz für Kopfkissen und ausgestreckte Füße.`,
  } satisfies Heading,
  tableCaption: 'Empfohlene Bettlänge nach Körpergröße',
} as const);
