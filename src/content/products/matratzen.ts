/**
 * Mattresses: the four technologies with their hardness ranges, the hardness guide by body
 * weight and the sleeping-position advice, which the Schlafberater and the chat read too. The
 * weight boundaries are defined here once. The page's other copy is its entry
 * (in src/content/product-pages/).
 */
import { facts } from '../site.ts';
import type { Heading } from '../blocks.ts';
import { EN_DASH, typesetDeep } from '../../lib/typography.ts';

export type Hardness = 'H1' | 'H2' | 'H3' | 'H4';
export const hardnessOrder = ['H1', 'H2', 'H3', 'H4'] as const satisfies readonly Hardness[];

/** Upper weight limits (kg, inclusive) of H1, H2 and H3; above the last one is H4. */
export const weightBoundariesKg = [60, 80, 100] as const;

export interface HardnessGrade {
  grade: Hardness;
  name: string;
  /** Weight range as shown, e.g. 'bis 60 kg'. */
  weight: string;
  text: string;
}

const [w1, w2, w3] = weightBoundariesKg;

export const hardnessGuide = typesetDeep([
  { grade: 'H1', name: 'weich', weight: `bis ${w1} kg`, text: 'Für leichte Personen und zierliche Seitenschläfer.' },
  {
    grade: 'H2',
    name: 'mittel',
    weight: `${w1}-${w2} kg`,
    text: 'Der Allrounder für viele Rücken- und Seitenschläfer.',
  },
  { grade: 'H3', name: 'fest', weight: `${w2}-${w3} kg`, text: 'Stützt kräftigere Personen und Bauchschläfer.' },
  {
    grade: 'H4',
    name: 'extra fest',
    weight: `über ${w3} kg`,
    text: 'Für schwere Personen – stabil ohne durchzuhängen.',
  },
] as const satisfies readonly HardnessGrade[]);

export type TechnologyId = 'federkern' | 'latex' | 'visco' | 'hybrid';

export interface MattressTechnology {
  id: TechnologyId;
  name: string;
  /** Hardness grades this technology is made in (inclusive range). */
  hardness: readonly [Hardness, Hardness];
  description: string;
  features: readonly string[];
}

export const technologies = typesetDeep([
  {
    id: 'federkern',
    name: 'Federkern',
    hardness: ['H2', 'H4'],
    description:
      'Einzeln vernähte Taschenfedern passen sich punktgenau an und sorgen für eine sehr gute Belüftung – der Klassiker im Boxspringbett.',
    features: [
      'Punktelastisch durch Taschenfedern',
      'Sehr gute Luftzirkulation',
      'Ideal für alle, die schnell warm werden',
    ],
  },
  {
    id: 'latex',
    name: 'Latex',
    hardness: ['H2', 'H3'],
    description:
      'Naturlatex ist hochelastisch und formstabil. Die Matratze federt sanft zurück und stützt den Körper gleichmäßig.',
    features: ['Hohe Punktelastizität', 'Formstabil', 'Angenehm für Seitenschläfer'],
  },
  {
    id: 'visco',
    name: 'Visco',
    hardness: ['H2', 'H3'],
    description:
      'Viscoschaum reagiert auf Körperwärme und passt sich Ihrer Kontur an; der Druck verteilt sich gleichmäßig.',
    features: [
      'Gleichmäßige Druckverteilung',
      'Passt sich der Körperform an',
      'Ruhiger Schlaf mit geringer Bewegungsübertragung',
    ],
  },
  {
    id: 'hybrid',
    name: 'Hybrid',
    hardness: ['H2', 'H4'],
    description:
      'Taschenfederkern trifft Komfortschaum: die Stützkraft der Federn mit der Anschmiegsamkeit einer Schaumauflage.',
    features: ['Stützend und anschmiegsam zugleich', 'Gute Belüftung', 'Für fast jeden Schlaftyp geeignet'],
  },
] as const satisfies readonly MattressTechnology[]);

/** 'H2-H4' from a technology's range. */
export function hardnessRangeLabel(range: readonly [Hardness, Hardness]): string {
  return `${range[0]}${EN_DASH}${range[1]}`;
}

export type SleepPosition = 'ruecken' | 'seite' | 'bauch' | 'wechsel';

export interface SleepPositionAdvice {
  id: SleepPosition;
  name: string;
  advice: string;
  /** Technologies that suit this position best, in order of preference. */
  technologies: readonly TechnologyId[];
}

export const sleepPositions = typesetDeep([
  {
    id: 'ruecken',
    name: 'Rückenschläfer',
    advice: 'In Rückenlage soll das Becken nicht zu tief einsinken. Eine mittelfeste Matratze stützt es gleichmäßig.',
    technologies: ['federkern', 'hybrid', 'latex'],
  },
  {
    id: 'seite',
    name: 'Seitenschläfer',
    advice:
      'Schulter und Hüfte sollen einsinken können, damit Sie in Seitenlage gerade liegen. Punktelastische, anschmiegsame Matratzen passen dazu.',
    technologies: ['visco', 'latex', 'hybrid'],
  },
  {
    id: 'bauch',
    name: 'Bauchschläfer',
    advice:
      'Das Becken soll nicht durchhängen, damit Sie gerade liegen. Wählen Sie eher eine festere Matratze mit guter Stützkraft.',
    technologies: ['federkern', 'hybrid'],
  },
  {
    id: 'wechsel',
    name: 'Wechselschläfer',
    advice:
      'Wer oft die Position wechselt, braucht eine Matratze, die schnell zurückfedert und das Umdrehen leicht macht.',
    technologies: ['hybrid', 'federkern', 'latex'],
  },
] as const satisfies readonly SleepPositionAdvice[]);

/** Care figures: the chat's care topic reads them, and the page's entry says the same. */
export const mattressCare = typesetDeep({
  turnEveryMonths: 3,
  warrantyYears: facts.guaranteeYears,
  ventilateMinutes: 30,
} as const);

/**
 * The headings of the sections kept in code (technologies, hardness guide, sleep positions): the
 * page's entry (in src/content/product-pages/) places them.
 */
export const matratzenContent = typesetDeep({
  /** Label before the technologies that suit a sleeping position. */
  positionTechnologiesLabel: 'Passende Technologien:',
  technologiesHeading: {
    eyebrow: 'Technologien',
    title: 'Vier Technologien für Ihr Liegegefühl',
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
