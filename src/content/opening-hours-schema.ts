/**
 * The zod schema of the opening-hours data file (src/content/data/opening-hours.json). Build,
 * editor and tests only: the browser gets the plain values (opening-hours.ts). The messages are
 * German and name the field, the same ones the editor shows (`dayProblem`).
 */
import { z } from 'zod';
import {
  DAY_NAMES,
  FIELD_LABELS,
  WEEKDAYS,
  dayProblem,
  type OpeningHoursFile,
  type Weekday,
} from './opening-hours-model.ts';

const dayHours = z.union([z.literal('closed'), z.object({ opens: z.string(), closes: z.string() }).strict()]);

function week(label: string) {
  return z
    .object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<Weekday, typeof dayHours>)
    .strict()
    .superRefine((value, ctx) => {
      for (const day of WEEKDAYS) {
        const message = dayProblem(label, day, value[day]);
        if (message) ctx.addIssue({ code: 'custom', path: [day], message });
      }
    });
}

const openingHoursFileSchema = z
  .object({
    showroom: week(FIELD_LABELS.showroom),
    appointmentsOnClosedDays: z.boolean(),
    phone: week(FIELD_LABELS.phone),
  })
  .strict();

/** The German messages for everything wrong in an opening-hours file (none when it is valid). */
export function openingHoursProblems(input: unknown): string[] {
  const result = openingHoursFileSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    issue.code === 'custom'
      ? issue.message
      : `Öffnungszeiten, ${issue.path.map((p) => (typeof p === 'string' && p in DAY_NAMES ? DAY_NAMES[p as Weekday].long : String(p))).join(', ')}: ${issue.message}`,
  );
}

/** The file's values, or an error listing every problem in German. */
export function validateOpeningHours(input: unknown): OpeningHoursFile {
  const problems = openingHoursProblems(input);
  if (problems.length > 0)
    throw new Error(`Die Öffnungszeiten sind ungültig:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return openingHoursFileSchema.parse(input);
}
