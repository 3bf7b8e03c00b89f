/**
 * The Schlafberater's whole result: the visitor's input read and checked, the advice for one
 * person or a couple (grades, technologies for the sleeping position, length, width, notes,
 * links), its summary for the enquiry and the enquiry's link. Built on the rules in
 * sleep-advice.ts, which the chat applies too; the chat never needs this composition, so it does
 * not load it.
 */
import { consultHref, type Interest } from '../content/interests.ts';
import {
  hardnessGuide,
  hardnessOrder,
  sleepPositions,
  technologies,
  type Hardness,
  type MattressTechnology,
  type SleepPosition,
} from '../content/products/matratzen.ts';
import type { LengthOption } from '../content/products/ueberlaenge.ts';
import type { Link } from '../content/blocks.ts';
import { healthNotes, slopedCeilingNote } from '../content/products/sleep-finder.ts';
import { finderWidths } from '../content/products/finder-widths.ts';
import { sleepFinderData } from '../content/product-data-model.ts';
import {
  adviceNotes,
  extraLengthOption,
  gradeInRange,
  hardnessForWeight,
  lengthForHeight,
  needsSoftTopper,
  type LengthAdvice,
} from './sleep-advice.ts';

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

/* ---------- the whole advice ---------- */

/**
 * Technologies for one sleeper: those suiting the sleeping position (in its order of
 * preference) that are made in the needed hardness. Below the softest grade any technology
 * makes, the softest version of the position's technologies is suggested (with a topper).
 */
export function technologiesFor(position: SleepPosition, grade: Hardness): MattressTechnology[] {
  const preferred = sleepPositions
    .find((p) => p.id === position)!
    .technologies.map((id) => technologies.find((t) => t.id === id)!);
  const fitting = preferred.filter((t) => gradeInRange(t.hardness, grade));
  if (fitting.length > 0) return fitting;
  const softest = Math.min(...preferred.map((t) => hardnessOrder.indexOf(t.hardness[0])));
  return preferred.filter((t) => hardnessOrder.indexOf(t.hardness[0]) === softest);
}

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
    notes.push(slopedCeilingNote);
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
