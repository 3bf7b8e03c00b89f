/**
 * Mattresses: the technologies with their hardness ranges, the hardness guide by body weight and
 * the sleeping-position advice, which the Schlafberater and the chat read too. The figures are
 * the owner's data file (src/content/data/mattresses.json); this module gives them the shapes
 * the pages read. The page's other copy is its entry (in src/content/product-pages/).
 */
import { facts } from '../site.ts';
import type { Heading } from '../blocks.ts';
import { typesetDeep } from '../../lib/typography.ts';
import {
  bandLabels,
  bandLimits,
  capitalized,
  germanList,
  mattressData,
  numberWord,
  type Hardness,
  type SleepPosition,
  type TechnologyId,
} from '../product-data-model.ts';

export type { Hardness, SleepPosition, TechnologyId };

/** The grades in order, softest first, as the owner's data file lists them. */
export const hardnessOrder: readonly Hardness[] = mattressData.hardness.map((g) => g.grade);

/** Upper weight limits (kg, inclusive) of every grade but the last; above the last one is the last grade. */
export const weightBoundariesKg: readonly number[] = bandLimits(mattressData.hardness, (g) => g.maxWeightKg);

export interface HardnessGrade {
  grade: Hardness;
  name: string;
  /** Weight range as shown, e.g. 'bis 60 kg'. */
  weight: string;
  text: string;
}

const weightLabels = bandLabels(weightBoundariesKg, 'kg');

export const hardnessGuide: readonly HardnessGrade[] = typesetDeep(
  mattressData.hardness.map((g, i) => ({ grade: g.grade, name: g.name, weight: weightLabels[i]!, text: g.text })),
);

export interface MattressTechnology {
  id: TechnologyId;
  name: string;
  /** Hardness grades this technology is made in (inclusive range). */
  hardness: readonly [Hardness, Hardness];
  description: string;
  features: readonly string[];
}

export const technologies: readonly MattressTechnology[] = typesetDeep(
  mattressData.technologies.map((t) => ({
    id: t.id,
    name: t.name,
    hardness: [t.hardness.from, t.hardness.to] as const,
    description: t.description,
    features: t.features,
  })),
);

/** A technology as the Schlafberater's rules and the chat read it: no feature list (the page's). */
export type TechnologyRange = Omit<MattressTechnology, 'features'>;

/** The technologies without their feature lists, for the Schlafberater's rules and the chat. */
export const technologyRanges: readonly TechnologyRange[] = technologies.map((t) => ({
  id: t.id,
  name: t.name,
  hardness: t.hardness,
  description: t.description,
}));

const technologyNames = technologies.map((t) => t.name);

/**
 * The mattress figures in words, for the copy and the product pages' placeholders
 * (`{{mattresses.grades}}` …): the grades' span and the technologies, counted and named.
 */
export const mattressWords = {
  /** 'H1 bis H4' */
  grades: `${hardnessOrder[0]} bis ${hardnessOrder.at(-1)}`,
  /** 'H1-H4' */
  gradeSpan: `${hardnessOrder[0]}-${hardnessOrder.at(-1)}`,
  count: technologies.length,
  /** 'vier', and 'Vier' to open a heading. */
  countWord: numberWord(technologies.length),
  countHeading: capitalized(numberWord(technologies.length)),
  /** The hardness grades counted, to open a heading: 'Vier'. */
  gradeCountHeading: capitalized(numberWord(hardnessOrder.length)),
  /** 'Federkern, Latex, Visco oder Hybrid' */
  names: germanList(technologyNames, 'oder'),
  /** 'Federkern, Latex, Visco, Hybrid' */
  list: technologyNames.join(', '),
};

export interface SleepPositionAdvice {
  id: SleepPosition;
  name: string;
  advice: string;
  /** Technologies that suit this position best, in order of preference. */
  technologies: readonly TechnologyId[];
}

export const sleepPositions: readonly SleepPositionAdvice[] = typesetDeep(mattressData.sleepPositions);

/** Care figures: the chat's care topic and the service page read them. */
export const mattressCare = {
  turnEveryMonths: mattressData.care.turnEveryMonths,
  warrantyYears: facts.guaranteeYears,
  ventilateMinutes: mattressData.care.ventilateMinutes,
} as const;

/**
 * The headings of the sections kept in code (technologies, hardness guide, sleep positions): the
 * page's entry (in src/content/product-pages/) places them.
 */
export const matratzenContent = typesetDeep({
  /** Label before the technologies that suit a sleeping position. */
  positionTechnologiesLabel: 'Passende Technologien:',
  technologiesHeading: {
    eyebrow: 'Technologien',
    title: `${mattressWords.countHeading} Technologien für Ihr Liegegefühl`,
    intro: 'Jede Matratze fertigen wir selbst – in dem Härtegrad, der zu Ihnen passt.',
  } satisfies Heading,
  hardnessHeading: {
    eyebrow: 'Härtegrad-Ratgeber',
    title: 'Welcher Härtegrad passt zu Ihnen?',
    intro: 'Die wichtigste Orientierung ist Ihr Körpergewicht. Beim Probeliegen im Showroom finden wir die Feinheiten.',
  } satisfies Heading,
  positionsHeading: {
    eyebrow: 'Schlafposition',
    title: 'Die richtige Matratze für Ihre Schlafposition',
  } satisfies Heading,
} as const);
