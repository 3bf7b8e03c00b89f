/**
 * The Schlafberater's rules as pure functions, the one implementation the finder and the chat
 * both apply. Every threshold comes from the owner's data files (src/content/data/*.json),
 * through the product content modules (weights from matratzen.ts, heights and lengths from
 * ueberlaenge.ts, entry heights from seniorenbetten.ts); nothing is retyped here.
 */
import { consultHref, type Interest } from '../content/interests.ts';
import {
  hardnessGuide,
  hardnessOrder,
  sleepPositions,
  technologies,
  weightBoundariesKg,
  type Hardness,
  type MattressTechnology,
  type SleepPosition,
} from '../content/products/matratzen.ts';
import {
  heightBoundariesCm,
  lengthAllowanceCm,
  lengthOptions,
  sizeGuide,
  type LengthOption,
} from '../content/products/ueberlaenge.ts';
import type { Link } from '../content/blocks.ts';
import { healthNotes } from '../content/products/sleep-finder.ts';
import { finderWidths } from '../content/products/finder-widths.ts';
import { withUnit } from './units.ts';
import { claimValues } from '../content/claims.ts';
import { sleepFinderData } from '../content/product-data-model.ts';

const { heightLimitsCm, weightLimitsKg } = sleepFinderData;

export type SleepMode = 'allein' | 'paar';

export interface PersonInput {
  heightCm: number;
  weightKg: number;
}

export interface FinderInput {
  mode: SleepMode;
  /** One person, or two for a couple. */
  persons: readonly PersonInput[];
  position: SleepPosition;
  /** The visitor's own back or joint complaints. */
  complaints: boolean;
  /** The partner's (couple mode only): shown in the advice, never sent. */
  partnerComplaints?: boolean;
  slopedCeiling: boolean;
  waterBed: boolean;
  electric: boolean;
}

/* ---------- input parsing and German error messages ---------- */

export type FieldResult = { ok: true; value: number } | { ok: false; error: string };

function parseNumber(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (text === '' || !/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

export function parseHeight(raw: string): FieldResult {
  const value = parseNumber(raw);
  if (value === null) return { ok: false, error: 'Bitte geben Sie die Körpergröße in Zentimetern an.' };
  if (value < heightLimitsCm.min || value > heightLimitsCm.max) {
    return {
      ok: false,
      error: `Die Körpergröße muss zwischen ${heightLimitsCm.min} und ${heightLimitsCm.max} cm liegen.`,
    };
  }
  return { ok: true, value };
}

export function parseWeight(raw: string): FieldResult {
  const value = parseNumber(raw);
  if (value === null) return { ok: false, error: 'Bitte geben Sie das Körpergewicht in Kilogramm an.' };
  if (value < weightLimitsKg.min || value > weightLimitsKg.max) {
    return {
      ok: false,
      error: `Das Körpergewicht muss zwischen ${weightLimitsKg.min} und ${weightLimitsKg.max} kg liegen.`,
    };
  }
  return { ok: true, value };
}

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

const covers = (t: MattressTechnology, grade: Hardness) => gradeInRange(t.hardness, grade);

/** The technologies made in a grade, in the data file's order. */
export function technologiesMadeIn(grade: Hardness): MattressTechnology[] {
  return technologies.filter((t) => covers(t, grade));
}

/**
 * Technologies for one sleeper: those suiting the sleeping position (in its order of
 * preference) that are made in the needed hardness. Below the softest grade any technology
 * makes, the softest version of the position's technologies is suggested (with a topper).
 */
export function technologiesFor(position: SleepPosition, grade: Hardness): MattressTechnology[] {
  const preferred = sleepPositions
    .find((p) => p.id === position)!
    .technologies.map((id) => technologies.find((t) => t.id === id)!);
  const fitting = preferred.filter((t) => covers(t, grade));
  if (fitting.length > 0) return fitting;
  const softest = Math.min(...preferred.map((t) => hardnessOrder.indexOf(t.hardness[0])));
  return preferred.filter((t) => hardnessOrder.indexOf(t.hardness[0]) === softest);
}

/** True when no technology is made in this grade, so we suggest the softest one plus a topper. */
export function needsSoftTopper(grade: Hardness): boolean {
  return technologiesMadeIn(grade).length === 0;
}

/* ---------- the whole advice ---------- */

export interface SideAdvice {
  label: string;
  person: PersonInput;
  hardness: Hardness;
  hardnessName: string;
  technologies: readonly string[];
  softTopper: boolean;
}

export interface SleepAdvice {
  sides: SideAdvice[];
  length: LengthAdvice;
  extraLength?: LengthOption;
  width: string;
  positionName: string;
  positionAdvice: string;
  notes: string[];
  links: Link[];
  interest: Interest;
  /** The note given for the visitor's own complaints: health data, sent only with explicit consent. */
  healthNote?: string;
  /** The note given for the partner's complaints: shown, never part of the enquiry. */
  partnerHealthNote?: string;
}

const { alone: widthAlone, couple: widthCouple } = finderWidths;

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

export function adviseSleep(input: FinderInput): SleepAdvice {
  const persons = input.mode === 'paar' ? input.persons.slice(0, 2) : input.persons.slice(0, 1);
  const position = sleepPositions.find((p) => p.id === input.position)!;
  const sides = persons.map((person, i): SideAdvice => {
    const hardness = hardnessForWeight(person.weightKg);
    return {
      label: persons.length === 2 ? `Person ${i + 1}` : 'Ihre Matratze',
      person,
      hardness,
      hardnessName: hardnessGuide.find((g) => g.grade === hardness)!.name,
      technologies: technologiesFor(input.position, hardness).map((t) => t.name),
      softTopper: needsSoftTopper(hardness),
    };
  });
  const tallest = Math.max(...persons.map((p) => p.heightCm));
  const length = lengthForHeight(tallest);
  const extraLength = extraLengthOption(length.lengthsCm[0]!);

  const notes: string[] = [];
  const links: Link[] = [{ label: 'Matratzen und Härtegrade', href: '/produkte/matratzen' }];
  if (sides.some((s) => s.softTopper)) {
    notes.push(adviceNotes.softTopper);
    links.push({ label: 'Topper', href: '/produkte/topper' });
  }
  if (sides.length === 2 && sides[0]!.hardness !== sides[1]!.hardness) {
    notes.push(adviceNotes.couple(sides[0]!.hardness, sides[1]!.hardness));
  }
  if (extraLength) {
    notes.push(adviceNotes.extraLength(extraLength.lengthCm, extraLength.hint));
    links.push({ label: 'Überlänge', href: '/produkte/ueberlaenge' });
  }
  const healthNote = input.complaints ? healthNotes.own : undefined;
  const partnerHealthNote = input.mode === 'paar' && input.partnerComplaints ? healthNotes.partner : undefined;
  for (const note of [healthNote, partnerHealthNote]) if (note) notes.push(note);
  if (healthNote || partnerHealthNote) links.push({ label: 'Seniorenbetten', href: '/produkte/seniorenbetten' });
  if (input.slopedCeiling) {
    // The price promise is the registry's: exactly what the owner confirmed is free.
    notes.push(
      `Unter einer Dachschräge passen wir Kopfteil und Bettmaße an; kostenlos ist ${claimValues.freeAdjustments.what}.`,
    );
    links.push({ label: 'Boxspringbetten', href: '/produkte/boxspringbetten' });
  }
  if (input.electric) {
    notes.push('Eine elektrische Verstellung von Kopf- und Fußteil ist mit jeder dieser Matratzen möglich.');
    links.push({ label: 'Elektrische Boxspringbetten', href: '/produkte/elektrische-boxspringbetten' });
  }
  if (input.waterBed) {
    notes.push('Im Wasserbett stellen wir die Beruhigung statt eines Härtegrads auf Ihr Gewicht ein.');
    links.push({ label: 'Wasserbetten', href: '/produkte/wasserbetten' });
  }

  const interest: Interest = input.waterBed
    ? 'Wasserbett'
    : input.electric
      ? 'Elektrisches Boxspringbett'
      : extraLength
        ? 'Überlänge'
        : 'Matratze';

  return {
    sides,
    length,
    extraLength,
    width: sides.length === 2 ? widthCouple : widthAlone,
    positionName: position.name,
    positionAdvice: position.advice,
    notes,
    links,
    interest,
    healthNote,
    partnerHealthNote,
  };
}

/**
 * The advice as plain German text, for the enquiry message. The notes on back or joint complaints
 * are health data (Art. 9 GDPR): the visitor's own is part of the text only when the visitor
 * consented to send it (`includeHealth`); the partner's never is, as nobody can consent for them.
 */
export function adviceSummary(
  advice: SleepAdvice,
  { includeHealth = false }: { includeHealth?: boolean } = {},
): string {
  const lines = ['Ergebnis aus dem Schlafberater:'];
  // The result, not the measures (data minimisation): no body height or weight is sent, of the
  // visitor or of a partner; the visitor may add them to the message if they wish.
  for (const s of advice.sides) {
    lines.push(
      `${s.label}: Härtegrad ${s.hardness} (${s.hardnessName}), passende Technologien: ${s.technologies.join(', ')}`,
    );
  }
  lines.push(`Empfohlene Bettlänge: ${advice.length.label}`);
  lines.push(`Empfohlene Breite: ${advice.width}`);
  lines.push(`Schlafposition: ${advice.positionName}`);
  for (const n of advice.notes) {
    if (n === advice.partnerHealthNote) continue;
    if (n === advice.healthNote && !includeHealth) continue;
    lines.push(n);
  }
  lines.push('Bitte beraten Sie mich dazu.');
  return lines.join('\n');
}

/**
 * /kontakt with the interest preselected. Only the non-personal interest goes into the link: the
 * message (body measures, perhaps health details) travels in sessionStorage
 * (src/lib/enquiry-draft.ts), because personal data never goes into a URL.
 */
export function enquiryHref(advice: SleepAdvice): string {
  return consultHref(advice.interest);
}
