/**
 * The zod schema of the opening-hours data file (src/content/data/opening-hours.json). Build,
 * editor and tests only: the browser gets the plain values (opening-hours.ts). The messages are
 * German and name the field, the same ones the editor shows (`dayProblem`).
 */
import { z } from 'zod';
import { germanErrors } from './german-errors.ts';
import {
  DAY_NAMES,
  FIELD_LABELS,
  WEEKDAYS,
  appointmentsProblem,
  dayProblem,
  exceptionsProblems,
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

const exception = z.object({ from: z.string(), to: z.string(), hours: dayHours, note: z.string() }).strict();

const openingHoursFileSchema = z
  .object({
    showroom: week(FIELD_LABELS.showroom),
    appointmentsOnClosedDays: z.boolean(),
    phone: week(FIELD_LABELS.phone),
    exceptions: z.array(exception).superRefine((value, ctx) => {
      for (const message of exceptionsProblems(value)) ctx.addIssue({ code: 'custom', message });
    }),
  })
  .strict()
  .superRefine((value, ctx) => {
    const message = appointmentsProblem(value.appointmentsOnClosedDays, value.showroom.sunday);
    if (message) ctx.addIssue({ code: 'custom', path: ['appointmentsOnClosedDays'], message });
  });

/** A step of a zod path as the editor names it ('Montag', 'Nr. 2', 'bis'). */
function pathLabel(step: PropertyKey): string {
  if (typeof step === 'number') return `Nr. ${step + 1}`;
  if (typeof step !== 'string') return String(step);
  if (step in DAY_NAMES) return DAY_NAMES[step as Weekday].long;
  if (step === 'appointmentsOnClosedDays') return FIELD_LABELS.appointments;
  if (step === 'hours') return 'Zeiten';
  return step in FIELD_LABELS ? FIELD_LABELS[step as keyof typeof FIELD_LABELS] : step;
}

/** The German messages for everything wrong in an opening-hours file (none when it is valid). */
export function openingHoursProblems(input: unknown): string[] {
  const result = openingHoursFileSchema.safeParse(input, { error: germanErrors });
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    issue.code === 'custom'
      ? issue.message
      : `Öffnungszeiten, ${issue.path.map(pathLabel).join(', ')}: ${issue.message}`,
  );
}

/** The file's values, or an error listing every problem in German. */
export function validateOpeningHours(input: unknown): OpeningHoursFile {
  const problems = openingHoursProblems(input);
  if (problems.length > 0)
    throw new Error(`Die Öffnungszeiten sind ungültig:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return openingHoursFileSchema.parse(input);
}
