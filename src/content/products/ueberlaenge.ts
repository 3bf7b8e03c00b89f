/**
 * Extra length: the length options with their hints, the rule 'body height + 30 cm' and the
 * size guide, which the Schlafberater reads too. The figures are the owner's data file
 * (src/content/data/extra-length.json); this module gives them the shapes the pages read. The
 * page's other copy is its entry (in src/content/product-pages/).
 */
import { consultHref } from '../interests.ts';
import type { Heading, Link } from '../blocks.ts';
import { typesetDeep } from '../../lib/typography.ts';
import { bandLabels, bandLimits, capitalized, extraLengthData, germanList, numberWord } from '../product-data-model.ts';

/** Bed length = body height + this allowance (cm). */
export const lengthAllowanceCm = extraLengthData.allowanceCm;

/** Upper body-height limits (cm, inclusive) of the size guide's rows but the last. */
export const heightBoundariesCm: readonly number[] = bandLimits(extraLengthData.sizeGuide, (r) => r.maxHeightCm);

export interface SizeGuideRow {
  /** Body height as shown, e.g. 'bis 170 cm'. */
  height: string;
  /** Recommended bed length as shown, e.g. '200 cm'. */
  length: string;
  /** Recommended bed lengths in cm (one or, for the last row, two). */
  lengthsCm: readonly number[];
}

const heightLabels = bandLabels(heightBoundariesCm, 'cm');

export const sizeGuide: readonly SizeGuideRow[] = typesetDeep(
  extraLengthData.sizeGuide.map((r, i) => ({
    height: heightLabels[i]!,
    length: `${r.lengthsCm.join('-')} cm`,
    lengthsCm: r.lengthsCm,
  })),
);

export interface LengthOption {
  lengthCm: number;
  hint: string;
  badge?: string;
  description: string;
}

/**
 * The body heights a length option is for, from the size-guide row that recommends it: 'bis
 * 190 cm', or 'über 200 cm' for the last row, plus the option's own addition.
 */
function optionHint(lengthCm: number, extra: string | undefined): string {
  const row = extraLengthData.sizeGuide.findIndex((r) => r.lengthsCm.includes(lengthCm));
  const limit = heightBoundariesCm[row];
  const heights = limit === undefined ? `über ${heightBoundariesCm.at(-1)} cm` : `bis ${limit} cm`;
  return [`für Körpergrößen ${heights}`, extra].filter(Boolean).join(' ');
}

export const lengthOptions: readonly LengthOption[] = typesetDeep(
  extraLengthData.options.map((o) => ({
    lengthCm: o.lengthCm,
    hint: optionHint(o.lengthCm, o.hintExtra),
    ...(o.badge === undefined ? {} : { badge: o.badge }),
    description: o.description,
  })),
);

const optionLengths = lengthOptions.map((o) => o.lengthCm);

/**
 * The extra lengths in words, for the copy and the product pages' placeholders
 * (`{{extraLength.lengthsOr}}` …).
 */
export const extraLengthWords = {
  allowanceCm: lengthAllowanceCm,
  /** '220, 230, 240 oder 250 cm' and '… und 250 cm' */
  lengthsOr: `${germanList(optionLengths, 'oder')} cm`,
  lengthsAnd: `${germanList(optionLengths, 'und')} cm`,
  /** '220-250 cm' */
  span: `${Math.min(...optionLengths)}-${Math.max(...optionLengths)} cm`,
  /** 'Vier', to open a heading. */
  optionCountHeading: capitalized(numberWord(optionLengths.length)),
};

/**
 * The copy of the sections kept in code (length options, size guide): the page's entry
 * (in src/content/product-pages/) places them.
 */
export const ueberlaengeContent = typesetDeep({
  optionsHeading: {
    eyebrow: 'Längen',
    title: `${extraLengthWords.optionCountHeading} Längen für große Menschen`,
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
