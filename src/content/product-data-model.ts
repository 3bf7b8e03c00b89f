/**
 * The product figures the owner keeps in data files (src/content/data/*.json): the mattresses'
 * hardness bands, technologies and sleeping positions, the extra-length size guide and options,
 * the senior beds' heights, the water beds' figures and the Schlafberater's input limits. Every
 * reading (the product pages, the Schlafberater's rules, the chat, the overview) derives from
 * these files. The build validates them (product-data-schema.ts); here they are plain data, so
 * the browser bundle carries no validator.
 */
import { EN_DASH } from '../lib/typography-marks.ts';
import mattressesJson from './data/mattresses.json' with { type: 'json' };
import extraLengthJson from './data/extra-length.json' with { type: 'json' };
import seniorHeightsJson from './data/senior-heights.json' with { type: 'json' };
import waterBedJson from './data/water-bed.json' with { type: 'json' };
import sleepFinderJson from './data/sleep-finder.json' with { type: 'json' };

export const HARDNESS_GRADES = ['H1', 'H2', 'H3', 'H4'] as const;
export type Hardness = (typeof HARDNESS_GRADES)[number];
export const TECHNOLOGY_IDS = ['federkern', 'latex', 'visco', 'hybrid'] as const;
export type TechnologyId = (typeof TECHNOLOGY_IDS)[number];
// The positions' ids; the copy names them 'Seitenschläfer', 'Bauchschläfer'.
// cspell:ignore seite bauch
export const SLEEP_POSITION_IDS = ['ruecken', 'seite', 'bauch', 'wechsel'] as const;
export type SleepPosition = (typeof SLEEP_POSITION_IDS)[number];

/** A range of whole numbers as the owner writes it, e.g. 300 to 500 (kg). */
export interface NumberRange {
  from: number;
  to: number;
}

export interface MattressFile {
  /** The hardness grades in order; each but the last with its upper weight limit (inclusive). */
  hardness: { grade: Hardness; name: string; maxWeightKg?: number; text: string }[];
  technologies: {
    id: TechnologyId;
    name: string;
    /** The grades this technology is made in (inclusive). */
    hardness: { from: Hardness; to: Hardness };
    description: string;
    features: string[];
  }[];
  sleepPositions: { id: SleepPosition; name: string; advice: string; technologies: TechnologyId[] }[];
  care: { turnEveryMonths: number; ventilateMinutes: number };
}

export interface ExtraLengthFile {
  /** Bed length = body height + this allowance (cm). */
  allowanceCm: number;
  /** Rows by body height; each but the last with its upper limit (inclusive). */
  sizeGuide: { maxHeightCm?: number; lengthsCm: number[] }[];
  options: { lengthCm: number; badge?: string; hintExtra?: string; description: string }[];
}

export interface SeniorHeightsFile {
  /** Recommended bed heights; `forComplaints` marks the one advised for back or joint complaints. */
  heights: { fromCm: number; toCm?: number; name: string; text: string; forComplaints?: boolean }[];
}

export interface WaterBedFile {
  filledWeightKg: NumberRange;
  coverWashDegrees: number;
  heatingWatt: number;
  waterChangeYears: NumberRange;
  installationSteps: number;
}

export interface SleepFinderFile {
  heightLimitsCm: { min: number; max: number };
  weightLimitsKg: { min: number; max: number };
  width: { alone: string; couple: string };
}

export const mattressData = mattressesJson as MattressFile;
export const extraLengthData = extraLengthJson as ExtraLengthFile;
export const seniorHeightsData: SeniorHeightsFile = seniorHeightsJson;
export const waterBedData: WaterBedFile = waterBedJson;
export const sleepFinderData: SleepFinderFile = sleepFinderJson;

/** The upper limits of a banded table: every row's but the last one's. */
export function bandLimits<T>(rows: readonly T[], limit: (row: T) => number | undefined): number[] {
  return rows.slice(0, -1).map((row) => limit(row) ?? Number.NaN);
}

/**
 * The label of each band of a table with inclusive upper limits: 'bis 60 kg', '60-80 kg',
 * 'über 100 kg' (the hyphen becomes a dash where the copy is typeset).
 */
export function bandLabels(limits: readonly number[], unit: string): string[] {
  return [...limits, undefined].map((limit, i) => {
    const below = limits[i - 1];
    if (limit === undefined) return `über ${below} ${unit}`;
    return below === undefined ? `bis ${limit} ${unit}` : `${below}-${limit} ${unit}`;
  });
}

/** 'H2–H4' from a technology's range (the en dash the typography gives every range). */
export function hardnessRangeLabel(range: readonly [Hardness, Hardness]): string {
  return `${range[0]}${EN_DASH}${range[1]}`;
}

/** '300-500 kg' from a range and its unit. */
export const rangeLabel = (range: NumberRange, unit: string) => `${range.from}-${range.to} ${unit}`;

/** 'a, b, c oder d' / 'a, b, c und d'. */
export function germanList(items: readonly (string | number)[], conjunction: 'und' | 'oder'): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

const NUMBER_WORDS = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
];

/** A count as the copy writes it: 'vier' (a figure above twelve). */
export const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** The first letter upper-case, for a word that opens a heading. */
export const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
