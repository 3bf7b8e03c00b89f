/**
 * The zod schemas of the product data files (src/content/data/*.json). Build, editor and tests
 * only: the browser gets the plain values (product-data-model.ts). A bad value stops the build
 * with a German message naming the file and the field, e.g.
 * 'src/content/data/mattresses.json, Härtegrade, Eintrag 2, Gewicht bis (kg): …'.
 */
import { z } from 'zod';
import { germanErrors } from './german-errors.ts';
import { productDataLabels } from './field-labels.ts';
import { wholeNumber } from './whole-number.ts';
import {
  HARDNESS_GRADES,
  SLEEP_POSITION_IDS,
  TECHNOLOGY_IDS,
  extraLengthData,
  mattressData,
  seniorHeightsData,
  sleepFinderData,
  waterBedData,
} from './product-data-model.ts';

// zod 4 probes `new Function` for its JIT, which the CSP reports; validate without it.
z.config({ jitless: true });

const text = z.string().trim().min(1);
const whole = wholeNumber(1);
const range = z
  .object({ from: whole, to: whole })
  .strict()
  .refine((r) => r.from < r.to, { message: '„von“ muss kleiner als „bis“ sein', path: ['to'] });

/** Strictly increasing values, each checked against the one before it. */
function increasing<T>(
  rows: readonly T[],
  value: (row: T) => number | undefined,
  ctx: z.RefinementCtx,
  path: (i: number) => PropertyKey[],
  what: string,
) {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [value(rows[i - 1]!), value(rows[i]!)];
    if (a !== undefined && b !== undefined && b <= a)
      ctx.addIssue({ code: 'custom', path: path(i), message: `${what} muss größer sein als im Eintrag davor (${a})` });
  }
}

/**
 * A banded table (hardness by weight, length by height): every row but the last has an upper
 * limit, the last has none, and the limits rise, so every value falls in exactly one band.
 */
function bands<T>(
  rows: readonly T[],
  limit: (row: T) => number | undefined,
  key: string,
  label: string,
  ctx: z.RefinementCtx,
) {
  rows.forEach((row, i) => {
    const last = i === rows.length - 1;
    if (last && limit(row) !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: [i, key],
        message: `der letzte Eintrag hat keine Obergrenze (${label} leer lassen)`,
      });
    if (!last && limit(row) === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [i, key],
        message: `${label} fehlt (nur der letzte Eintrag hat keine Obergrenze)`,
      });
  });
  increasing(rows, limit, ctx, (i) => [i, key], label);
}

const grade = z.enum(HARDNESS_GRADES);
const technologyId = z.enum(TECHNOLOGY_IDS);

const mattressFileSchema = z
  .object({
    hardness: z
      .array(z.object({ grade, name: text, maxWeightKg: whole.optional(), text }).strict())
      .length(HARDNESS_GRADES.length)
      .superRefine((rows, ctx) => {
        rows.forEach((row, i) => {
          if (row.grade !== HARDNESS_GRADES[i])
            ctx.addIssue({
              code: 'custom',
              path: [i, 'grade'],
              message: `an dieser Stelle steht ${HARDNESS_GRADES[i]}`,
            });
        });
        bands(rows, (r) => r.maxWeightKg, 'maxWeightKg', 'Gewicht bis (kg)', ctx);
      }),
    technologies: z
      .array(
        z
          .object({
            id: technologyId,
            name: text,
            hardness: z
              .object({ from: grade, to: grade })
              .strict()
              .refine((r) => HARDNESS_GRADES.indexOf(r.from) <= HARDNESS_GRADES.indexOf(r.to), {
                message: '„von“ darf nicht fester sein als „bis“',
                path: ['to'],
              }),
            description: text,
            features: z.array(text).min(1),
          })
          .strict(),
      )
      .min(1),
    sleepPositions: z
      .array(
        z
          .object({
            id: z.enum(SLEEP_POSITION_IDS),
            name: text,
            advice: text,
            technologies: z.array(technologyId).min(1),
          })
          .strict(),
      )
      .length(SLEEP_POSITION_IDS.length),
    care: z.object({ turnEveryMonths: whole, ventilateMinutes: whole }).strict(),
  })
  .strict()
  .superRefine((file, ctx) => {
    const ids = file.technologies.map((t) => t.id);
    file.technologies.forEach((t, i) => {
      if (ids.indexOf(t.id) !== i)
        ctx.addIssue({ code: 'custom', path: ['technologies', i, 'id'], message: `„${t.id}“ steht schon weiter oben` });
    });
    file.sleepPositions.forEach((p, i) => {
      if (SLEEP_POSITION_IDS.indexOf(p.id) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['sleepPositions', i, 'id'],
          message: `an dieser Stelle steht ${SLEEP_POSITION_IDS[i]}`,
        });
      p.technologies.forEach((id, j) => {
        if (!ids.includes(id))
          ctx.addIssue({
            code: 'custom',
            path: ['sleepPositions', i, 'technologies', j],
            message: `„${id}“ ist keine der Technologien (${ids.join(', ')})`,
          });
      });
    });
  });

const extraLengthFileSchema = z
  .object({
    allowanceCm: whole,
    sizeGuide: z
      .array(z.object({ maxHeightCm: whole.optional(), lengthsCm: z.array(whole).min(1) }).strict())
      .min(2)
      .superRefine((rows, ctx) => {
        bands(rows, (r) => r.maxHeightCm, 'maxHeightCm', 'Körpergröße bis (cm)', ctx);
        // A taller sleeper never gets a shorter bed: the lengths rise from row to row and within a row.
        rows.forEach((row, i) => {
          const before = rows[i - 1]?.lengthsCm.at(-1) ?? 0;
          row.lengthsCm.forEach((cm, j) => {
            const previous = j === 0 ? before : row.lengthsCm[j - 1]!;
            if (cm <= previous)
              ctx.addIssue({
                code: 'custom',
                path: [i, 'lengthsCm', j],
                message: `Bettlänge (cm) muss größer sein als die davor (${previous})`,
              });
          });
        });
      }),
    options: z
      .array(
        z.object({ lengthCm: whole, badge: text.optional(), hintExtra: text.optional(), description: text }).strict(),
      )
      .min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    file.options.forEach((o, i) => {
      if (!file.sizeGuide.some((r) => r.lengthsCm.includes(o.lengthCm)))
        ctx.addIssue({
          code: 'custom',
          path: ['options', i, 'lengthCm'],
          message: `${o.lengthCm} cm steht in keiner Zeile des Größenratgebers`,
        });
    });
    increasing(
      file.options,
      (o) => o.lengthCm,
      ctx,
      (i) => ['options', i, 'lengthCm'],
      'Länge (cm)',
    );
  });

const seniorHeightsFileSchema = z
  .object({
    heights: z
      .array(
        z
          .object({ fromCm: whole, toCm: whole.optional(), name: text, text, forComplaints: z.boolean().optional() })
          .strict()
          .refine((h) => h.toCm === undefined || h.fromCm < h.toCm, {
            message: '„ab (cm)“ muss kleiner als „bis (cm)“ sein',
            path: ['toCm'],
          }),
      )
      .min(1)
      .superRefine((rows, ctx) => {
        increasing(
          rows,
          (r) => r.fromCm,
          ctx,
          (i) => [i, 'fromCm'],
          'ab (cm)',
        );
        if (rows.filter((r) => r.forComplaints).length !== 1)
          ctx.addIssue({ code: 'custom', path: [], message: 'genau eine Betthöhe ist „bei Beschwerden empfohlen“' });
      }),
  })
  .strict();

const waterBedFileSchema = z
  .object({
    filledWeightKg: range,
    coverWashDegrees: whole,
    heatingWatt: whole,
    waterChangeYears: range,
    installationSteps: whole,
  })
  .strict();

const limits = z
  .object({ min: whole, max: whole })
  .strict()
  .refine((l) => l.min < l.max, { message: '„kleinster Wert“ muss kleiner als „größter Wert“ sein', path: ['max'] });

const sleepFinderFileSchema = z
  .object({
    heightLimitsCm: limits,
    weightLimitsKg: limits,
    width: z.object({ alone: text, couple: text }).strict(),
  })
  .strict();

const fieldName = (key: PropertyKey) =>
  typeof key === 'number' ? `Eintrag ${key + 1}` : (productDataLabels[String(key)] ?? String(key));

/** The data files, each with its schema and its values. */
export const productDataFiles = [
  { file: 'src/content/data/mattresses.json', schema: mattressFileSchema, data: mattressData as unknown },
  { file: 'src/content/data/extra-length.json', schema: extraLengthFileSchema, data: extraLengthData as unknown },
  { file: 'src/content/data/senior-heights.json', schema: seniorHeightsFileSchema, data: seniorHeightsData as unknown },
  { file: 'src/content/data/water-bed.json', schema: waterBedFileSchema, data: waterBedData as unknown },
  { file: 'src/content/data/sleep-finder.json', schema: sleepFinderFileSchema, data: sleepFinderData as unknown },
] as const;

/** The German messages for everything wrong in one data file (none when it is valid). */
export function productDataProblems(file: string, schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input, { error: germanErrors });
  if (result.success) return [];
  return result.error.issues.map((issue) => [file, ...issue.path.map(fieldName)].join(', ') + `: ${issue.message}`);
}

/** The values of the data files by file: as the build reads them, or as an editor save would write them. */
type DataValues = (file: (typeof productDataFiles)[number]['file']) => unknown;

/**
 * The Schlafberater's tables cover its whole input range: the lowest weight and height it
 * accepts lie in the first band, so no band starts above them. (Run on files that are each valid.)
 */
function crossFileProblems(values: DataValues): string[] {
  const problems: string[] = [];
  const mattresses = values('src/content/data/mattresses.json') as typeof mattressData;
  const extraLength = values('src/content/data/extra-length.json') as typeof extraLengthData;
  const sleepFinder = values('src/content/data/sleep-finder.json') as typeof sleepFinderData;
  const firstWeight = mattresses.hardness[0]?.maxWeightKg;
  if (firstWeight !== undefined && firstWeight < sleepFinder.weightLimitsKg.min)
    problems.push(
      `src/content/data/mattresses.json, Härtegrade, Eintrag 1, Gewicht bis (kg): liegt unter dem kleinsten Körpergewicht des Schlafberaters (${sleepFinder.weightLimitsKg.min} kg, src/content/data/sleep-finder.json)`,
    );
  const firstHeight = extraLength.sizeGuide[0]?.maxHeightCm;
  if (firstHeight !== undefined && firstHeight < sleepFinder.heightLimitsCm.min)
    problems.push(
      `src/content/data/extra-length.json, Größenratgeber, Eintrag 1, Körpergröße bis (cm): liegt unter der kleinsten Körpergröße des Schlafberaters (${sleepFinder.heightLimitsCm.min} cm, src/content/data/sleep-finder.json)`,
    );
  return problems;
}

/**
 * Every problem in the product data files, for the build, the editor's check before a save
 * (`values`: the files as they would be written) and the tests.
 */
export function allProductDataProblems(values?: DataValues): string[] {
  const valueOf: DataValues = (file) => (values ? values(file) : productDataFiles.find((f) => f.file === file)!.data);
  const perFile = productDataFiles.flatMap(({ file, schema }) => productDataProblems(file, schema, valueOf(file)));
  return perFile.length > 0 ? perFile : crossFileProblems(valueOf);
}
