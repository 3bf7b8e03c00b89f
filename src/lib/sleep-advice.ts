/**
 * The Schlafberater's rules as pure functions, the one implementation the finder and the chat
 * both apply. Every threshold comes from the owner's data files (src/content/data/*.json),
 * through the product content modules (weights from matratzen.ts, heights and lengths from
 * ueberlaenge.ts, entry heights from seniorenbetten.ts); nothing is retyped here. The finder's
 * whole result (its input, the advice, its summary) is composed in finder-advice.ts.
 */
import {
  hardnessOrder,
  technologyRanges as technologies,
  weightBoundariesKg,
  type Hardness,
  type TechnologyRange,
} from '../content/products/matratzen.ts';
import {
  heightBoundariesCm,
  lengthAllowanceCm,
  lengthOptions,
  sizeGuide,
  type LengthOption,
} from '../content/products/ueberlaenge.ts';
import { withUnit } from './units.ts';

/* ---------- the rules ---------- */

/** Hardness from body weight: the grade of the first weight band the weight stays within (limits inclusive). */
export function hardnessForWeight(weightKg: number): Hardness {
  return rowFor(weightKg, weightBoundariesKg, hardnessOrder);
}

/**
 * The row of the first upper limit (inclusive) the value stays within; above the last limit, the
 * last row. A table has one row more than it has limits.
 */
function rowFor<T>(value: number, limits: readonly number[], rows: readonly T[]): T {
  const index = limits.findIndex((limit) => value <= limit);
  // at(-1), the value above every limit, is the last row.
  const row = rows.at(index);
  if (row === undefined || rows.length !== limits.length + 1) {
    throw new Error(`a table with ${limits.length} limits needs ${limits.length + 1} rows, not ${rows.length}`);
  }
  return row;
}

export interface LengthAdvice {
  /** Body height + allowance, the rule of thumb. */
  ruleCm: number;
  /** Recommended bed lengths from the size guide (one, or 240 and 250 above 200 cm). */
  lengthsCm: readonly number[];
  /** As shown, e.g. '220 cm' or '240-250 cm'. */
  label: string;
}

/** Bed length from body height: the size guide (limits inclusive) plus the allowance rule. */
export function lengthForHeight(heightCm: number): LengthAdvice {
  const row = rowFor(heightCm, heightBoundariesCm, sizeGuide);
  return { ruleCm: Math.round(heightCm + lengthAllowanceCm), lengthsCm: row.lengthsCm, label: row.length };
}

/** The body heights the size guide recommends a bed length for ('bis 170 cm'), where it names that length. */
export function heightsForLength(lengthCm: number): string | undefined {
  return sizeGuide.find((r) => r.lengthsCm.includes(lengthCm))?.height;
}

/** The extra-length option that matches a recommended length (none for standard lengths). */
export function extraLengthOption(lengthCm: number): LengthOption | undefined {
  return lengthOptions.find((o) => o.lengthCm === lengthCm);
}

/** Whether a grade lies within a range of grades (inclusive), in the grades' order. */
export function gradeInRange(range: readonly [Hardness, Hardness], grade: Hardness): boolean {
  const i = hardnessOrder.indexOf(grade);
  return hardnessOrder.indexOf(range[0]) <= i && i <= hardnessOrder.indexOf(range[1]);
}

const covers = (t: TechnologyRange, grade: Hardness) => gradeInRange(t.hardness, grade);

/** The technologies made in a grade, in the data file's order. */
export function technologiesMadeIn(grade: Hardness): TechnologyRange[] {
  return technologies.filter((t) => covers(t, grade));
}

/** True when no technology is made in this grade, so we suggest the softest one plus a topper. */
export function needsSoftTopper(grade: Hardness): boolean {
  return technologiesMadeIn(grade).length === 0;
}

/**
 * The Schlafberater's notes on its result, as it shows them; the chat quotes the same sentences
 * when it answers a visitor's figures, so both say one thing.
 */
export const adviceNotes = {
  /** The softest grade, which no technology is made in. */
  softTopper: `${hardnessOrder[0]} erreichen wir mit der weichsten Ausführung der Matratze und einem Visco-Topper obendrauf.`,
  /** Two people whose weights ask for different grades. */
  couple: (a: Hardness, b: Hardness) =>
    `Zwei getrennte Matratzen in ${a} und ${b} unter einem durchgehenden Topper – so liegt jede Seite richtig.`,
  /** A body height that needs an extra length. */
  extraLength: (lengthCm: number, hint: string) =>
    `Für Ihre Länge empfehlen wir unsere Überlänge ${withUnit(lengthCm, 'cm')} (${hint}).`,
};
