/**
 * The owner's editor (Keystatic, local mode): `npm run edit` opens it at /keystatic. It edits
 * the data files in the repository and nothing else; the production build has no editor
 * (astro.config.mjs does not load it, astro.edit.config.mjs does).
 *
 * Opening hours use a field of their own (`dayHours`): Keystatic checks one field at a time,
 * while a day's hours are right only together (closing after opening). Its messages are the
 * build's (`dayProblem`), German and naming the field; a save with one is refused at the top by
 * the editor's save check, with the same message, and writes nothing (`serverChecked`).
 */
import { collection, config, fields, singleton } from '@keystatic/core';
import type { BasicFormField } from '@keystatic/core';
import { Button } from '@keystar/ui/button';
import { Checkbox } from '@keystar/ui/checkbox';
import { Flex } from '@keystar/ui/layout';
import { TextField } from '@keystar/ui/text-field';
import { Text } from '@keystar/ui/typography';
import { useState } from 'react';
import {
  DAY_NAMES,
  FIELD_LABELS,
  WEEKDAYS,
  appointmentsProblem,
  dayProblem,
  exceptionsProblems,
  timeProblem,
  type DayHours,
  type HoursException,
  type Weekday,
} from './src/content/opening-hours-model.ts';
import { images, ownPictureSize, shippedImages } from './src/content/images.ts';
import { ownPictureNameMessage, ownPictureNamePattern } from './src/content/picture-name.ts';
import { infoPageSchema } from './src/content/page-schema.ts';
import { pageSlugPattern } from './src/content/page-route.ts';
import { productPageSchema } from './src/content/product-page-schema.ts';
import { productSlugPattern } from './src/content/product-route.ts';
import {
  DATE_HINT,
  describeImages,
  fieldFor,
  listItemLabel,
  objectFields,
  serverChecked,
} from './src/editor/zod-fields.tsx';
import { reviewLabels, reviewsFileSchema } from './src/content/reviews-schema.ts';
import { photoField, pictureNameField } from './src/editor/picture-field.tsx';
import { addressField } from './src/editor/address-field.tsx';
import { confirmSaves } from './src/editor/saved-toast.ts';
import { dataFileLabels, type DataFile } from './src/editor/file-names.ts';
import { fieldLabels, productDataLabels, productPageFieldHints } from './src/content/field-labels.ts';
import { productDataFiles } from './src/content/product-data-schema.ts';
import {
  OPERATOR_COMPANY_FILE,
  OPERATOR_CONTACT_FILE,
  operatorCompanyLabels,
  operatorCompanySchema,
  operatorContactLabels,
  operatorContactSchema,
} from './src/content/operator-schema.ts';

/** Shown to screen readers only (the usual visually-hidden pattern). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A field's label: its own name shown ("öffnet um"), what it belongs to ("Showroom, Montag") read
 * by screen readers only. The eye finds the week and the day in the headings above; the field's
 * accessible name stays whole, as the messages name the field.
 */
function FieldName({ context, name }: { context: string; name: string }) {
  return (
    <>
      <span style={visuallyHidden}>{context}, </span>
      {name}
    </>
  );
}

/**
 * The time and date fields side by side, all as wide as a single-line field: a field's message
 * (under it) stays clear of the next field's label when they wrap (a phone's width).
 */
const fieldRow = { columnGap: 'regular', rowGap: 'xlarge', wrap: true } as const;

/** A day as the editor holds it: the times stay while 'geschlossen' is ticked. */
type DayValue = { closed: boolean; opens: string; closes: string };

function parseDay(stored: unknown): DayValue {
  if (stored === 'closed') return { closed: true, opens: '', closes: '' };
  if (typeof stored === 'object' && stored !== null && 'opens' in stored && 'closes' in stored)
    return { closed: false, opens: String(stored.opens), closes: String(stored.closes) };
  return { closed: false, opens: '', closes: '' };
}

const toHours = (v: DayValue): DayHours => (v.closed ? 'closed' : { opens: v.opens.trim(), closes: v.closes.trim() });

function DayInput({
  week,
  day,
  value,
  onChange,
  forceValidation,
}: {
  week: string;
  day: Weekday;
  value: DayValue;
  onChange: (value: DayValue) => void;
  forceValidation: boolean;
}) {
  const [touched, setTouched] = useState(false);
  const name = `${week}, ${DAY_NAMES[day].long}`;
  const problem = forceValidation || touched ? dayProblem(week, day, toHours(value)) : null;
  // The message goes under the field it names.
  const opensProblem =
    problem && timeProblem(`${name}, ${FIELD_LABELS.opens}`, value.opens.trim()) ? problem : undefined;
  const closesProblem = problem && !opensProblem ? problem : undefined;
  return (
    <Flex direction="column" gap="regular">
      <Text weight="semibold">{DAY_NAMES[day].long}</Text>
      <Checkbox isSelected={value.closed} onChange={(closed) => onChange({ ...value, closed })}>
        geschlossen
      </Checkbox>
      {!value.closed && (
        <Flex {...fieldRow}>
          <TextField
            label={<FieldName context={name} name={FIELD_LABELS.opens} />}
            width="alias.singleLineWidth"
            description="HH:MM, z. B. 10:00"
            value={value.opens}
            onChange={(opens) => onChange({ ...value, opens })}
            onBlur={() => setTouched(true)}
            errorMessage={opensProblem}
          />
          <TextField
            label={<FieldName context={name} name={FIELD_LABELS.closes} />}
            width="alias.singleLineWidth"
            description="HH:MM, z. B. 18:00"
            value={value.closes}
            onChange={(closes) => onChange({ ...value, closes })}
            onBlur={() => setTouched(true)}
            errorMessage={closesProblem}
          />
        </Flex>
      )}
    </Flex>
  );
}

/** One day's hours, stored as `{ "opens": "10:00", "closes": "18:00" }` or `"closed"`. */
function dayHours(week: string, day: Weekday): BasicFormField<DayValue, DayValue, DayHours> {
  const validate = (value: DayValue) => {
    const problem = dayProblem(week, day, toHours(value));
    if (problem) throw new Error(problem);
    return value;
  };
  return serverChecked({
    kind: 'form',
    label: DAY_NAMES[day].long,
    Input: (props) => <DayInput week={week} day={day} {...props} />,
    defaultValue: () => ({ closed: true, opens: '', closes: '' }),
    parse: parseDay,
    serialize: (value) => ({ value: toHours(value) }),
    validate,
    reader: { parse: (stored) => toHours(validate(parseDay(stored))) },
  });
}

/** An exception as the editor holds it: the times stay while 'geschlossen' is ticked. */
type ExceptionValue = { from: string; to: string; note: string } & DayValue;

function parseExceptions(stored: unknown): ExceptionValue[] {
  if (!Array.isArray(stored)) return [];
  return stored.map((item: unknown) => {
    const e = (typeof item === 'object' && item !== null ? item : {}) as Partial<Record<keyof HoursException, unknown>>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return { from: text(e.from), to: text(e.to), note: text(e.note), ...parseDay(e.hours) };
  });
}

const toExceptions = (value: readonly ExceptionValue[]): HoursException[] =>
  value.map((e) => ({ from: e.from.trim(), to: e.to.trim(), hours: toHours(e), note: e.note.trim() }));

function ExceptionsInput({
  value,
  onChange,
  forceValidation,
}: {
  value: ExceptionValue[];
  onChange: (value: ExceptionValue[]) => void;
  forceValidation: boolean;
}) {
  const [touched, setTouched] = useState(false);
  const problems = forceValidation || touched ? exceptionsProblems(toExceptions(value)) : [];
  const set = (i: number, patch: Partial<ExceptionValue>) =>
    onChange(value.map((e, k) => (k === i ? { ...e, ...patch } : e)));
  const label = (i: number, field: string) => (
    <FieldName context={`${FIELD_LABELS.exceptions}, Nr. ${i + 1}`} name={field} />
  );
  return (
    <Flex direction="column" gap="large">
      <Text weight="semibold">{FIELD_LABELS.exceptions}</Text>
      <Text>
        Feiertage, Betriebsferien oder besondere Öffnungstage: ein Tag (von und bis gleich) oder ein Zeitraum,
        geschlossen oder mit eigenen Zeiten. Vergangene Einträge zeigt die Website nicht mehr.
      </Text>
      {value.map((e, i) => (
        <Flex key={i} direction="column" gap="regular">
          <Text weight="semibold">Nr. {i + 1}</Text>
          <Flex {...fieldRow}>
            <TextField
              width="alias.singleLineWidth"
              type="date"
              label={label(i, FIELD_LABELS.from)}
              description={DATE_HINT}
              value={e.from}
              onChange={(from) => set(i, e.to === '' || e.to === e.from ? { from, to: from } : { from })}
              onBlur={() => setTouched(true)}
            />
            <TextField
              width="alias.singleLineWidth"
              type="date"
              label={label(i, FIELD_LABELS.to)}
              description={`Letzter Tag; bei einem einzelnen Tag wie „von“. ${DATE_HINT}`}
              value={e.to}
              onChange={(to) => set(i, { to })}
              onBlur={() => setTouched(true)}
            />
          </Flex>
          <Checkbox isSelected={e.closed} onChange={(closed) => set(i, { closed })}>
            geschlossen
          </Checkbox>
          {!e.closed && (
            <Flex {...fieldRow}>
              <TextField
                width="alias.singleLineWidth"
                label={label(i, FIELD_LABELS.opens)}
                description="HH:MM, z. B. 10:00"
                value={e.opens}
                onChange={(opens) => set(i, { opens })}
                onBlur={() => setTouched(true)}
              />
              <TextField
                width="alias.singleLineWidth"
                label={label(i, FIELD_LABELS.closes)}
                description="HH:MM, z. B. 14:00"
                value={e.closes}
                onChange={(closes) => set(i, { closes })}
                onBlur={() => setTouched(true)}
              />
            </Flex>
          )}
          <TextField
            label={label(i, FIELD_LABELS.note)}
            description="Kurz und optional, z. B. „Weihnachten“ oder „Betriebsferien“."
            value={e.note}
            onChange={(note) => set(i, { note })}
            onBlur={() => setTouched(true)}
          />
          <Button onPress={() => onChange(value.filter((_, k) => k !== i))}>Nr. {i + 1} entfernen</Button>
        </Flex>
      ))}
      <Button onPress={() => onChange([...value, { from: '', to: '', note: '', closed: true, opens: '', closes: '' }])}>
        Abweichung hinzufügen
      </Button>
      {problems.map((p) => (
        <Text key={p} color="critical">
          {p}
        </Text>
      ))}
    </Flex>
  );
}

/**
 * Holidays and special days, stored as a list of `{ from, to, hours, note }`. One field for the
 * whole list, so the editor checks what spans entries (no two share a day) before anything is
 * written, with the build's German messages.
 */
function hoursExceptions(): BasicFormField<ExceptionValue[], ExceptionValue[], HoursException[]> {
  const validate = (value: ExceptionValue[]) => {
    const problems = exceptionsProblems(toExceptions(value));
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return value;
  };
  return serverChecked({
    kind: 'form',
    label: FIELD_LABELS.exceptions,
    Input: (props) => <ExceptionsInput {...props} />,
    defaultValue: () => [],
    parse: parseExceptions,
    serialize: (value) => ({ value: toExceptions(value) }),
    validate,
    reader: { parse: (stored) => toExceptions(validate(parseExceptions(stored))) },
  });
}

/**
 * 'Beratung nach Vereinbarung an geschlossenen Tagen' as a checkbox that refuses to be saved
 * ticked: the closed days include Sunday, and the shop-opening law forbids a consultation then.
 * A permitted Sunday opening is entered as an exception; the build checks the file as a whole.
 */
function appointmentsField(): BasicFormField<boolean, boolean, boolean> {
  const validate = (value: boolean) => {
    // The field cannot see the week: it takes the Sunday as the law has it, closed.
    const problem = appointmentsProblem(value, 'closed');
    if (problem) throw new Error(problem);
    return value;
  };
  return serverChecked({
    kind: 'form',
    label: FIELD_LABELS.appointments,
    Input: (props) => {
      // Shown as soon as it is ticked: the box cannot be saved ticked.
      const problem = appointmentsProblem(props.value, 'closed');
      return (
        <Flex direction="column" gap="regular">
          <Checkbox isSelected={props.value} onChange={(value) => props.onChange(value)}>
            {FIELD_LABELS.appointments}
          </Checkbox>
          {problem && <Text color="critical">{problem}</Text>}
        </Flex>
      );
    },
    defaultValue: () => false,
    parse: (stored) => stored === true,
    serialize: (value) => ({ value }),
    validate,
    reader: { parse: (stored) => validate(stored === true) },
  });
}

const week = (label: string, description: string) =>
  fields.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours(label, day)])) as Record<
      Weekday,
      ReturnType<typeof dayHours>
    >,
    {
      label,
      description,
    },
  );

// The picture fields offer the owner's own pictures first, then the shipped ones.
describeImages(
  Object.fromEntries(
    Object.entries(images)
      .sort(([a], [b]) => Number(a in shippedImages) - Number(b in shippedImages))
      .map(([name, spec]) => [name, spec.alt]),
  ),
);

/** The file name of an entry: the page's address (`rule`: what it may contain). */
const slug = (
  prefix: string,
  pattern: RegExp,
  rule = 'nur Kleinbuchstaben, Ziffern und Bindestriche',
  example = 'nackenkissen',
) => addressField(prefix, pattern, rule, example);

/**
 * A product data file (src/content/data/*.json) as a singleton: the fields are its zod schema's
 * (product-data-schema.ts), stored as the build reads them, in the same file.
 */
function productData(file: (typeof productDataFiles)[number]['file'] & DataFile) {
  const { schema } = productDataFiles.find((f) => f.file === file)!;
  return singleton({
    label: dataFileLabels[file],
    path: file.replace(/\.json$/, ''),
    format: { data: 'json' },
    schema: objectFields(schema, false, productDataLabels),
  });
}

const editor = config({
  storage: { kind: 'local' },
  // Keystatic's own buttons and headings in German (Speichern, Erstellen, Hinzufügen …).
  locale: 'de-DE',
  ui: { brand: { name: 'Schlafmanufaktur' } },
  collections: {
    /**
     * The product pages (src/content/product-pages/<adresse>.yaml): the fields are the entry
     * schema's (product-page-schema.ts), stored as the build reads them (entry-format.ts).
     */
    productPages: collection({
      label: 'Produktseiten',
      path: 'src/content/product-pages/*',
      format: { data: 'yaml' },
      // No further columns: the list's one column is the address ('Name'); the slug field names
      // the file and is not stored in it, so a column of it stays empty.
      slugField: 'slug',
      schema: {
        slug: slug('/produkte/', productSlugPattern),
        ...objectFields(productPageSchema, false, fieldLabels, productPageFieldHints),
      },
    }),
    /**
     * The information pages (src/content/pages/<adresse>.yaml), likewise from page-schema.ts;
     * every one, also one a folder deep (kontakt/gesendet.yaml is /kontakt/gesendet).
     */
    infoPages: collection({
      label: 'Informationsseiten',
      path: 'src/content/pages/**',
      format: { data: 'yaml' },
      slugField: 'slug',
      schema: {
        slug: slug(
          '/',
          pageSlugPattern,
          'nur Kleinbuchstaben, Ziffern und Bindestriche, höchstens einmal / für einen Ordner',
          'service oder kontakt/gesendet',
        ),
        ...objectFields(infoPageSchema),
      },
    }),
  },
  singletons: {
    /**
     * Photos: a photo for any shipped picture (src/content/images.ts), saved as
     * src/assets/images/<name>.<ext>, where it replaces the shipped artwork on the next build;
     * and the owner's own pictures, each with its alternative text and a name proposed from it,
     * saved under src/assets/images/pictures/<name>/, offered by every picture field of the
     * pages. scripts/images.ts makes the sizes and formats; picture-schema.ts checks the file.
     */
    photos: singleton({
      label: dataFileLabels['src/content/data/photos.json'],
      path: 'src/content/data/photos',
      format: { data: 'json' },
      schema: {
        ...Object.fromEntries(
          Object.entries(shippedImages).map(([name, spec]) => [
            name,
            photoField({
              label: `${name}: ${spec.alt}`,
              description: `Ersetzt das Bild „${name}“ überall, wo es erscheint (Format ${spec.width} × ${spec.height}, wird zugeschnitten).`,
              directory: 'src/assets/images',
              publicPath: '/src/assets/images/',
            }),
          ]),
        ),
        pictures: fields.array(
          fields.object({
            alt: pictureNameField({
              name: {
                label: 'Alternativtext (was das Bild zeigt)',
                description:
                  'Ein Satz für alle, die das Bild nicht sehen, z. B. „Nackenkissen aus Latex auf einem Bett“.',
                validation: { pattern: { regex: /\S/, message: 'Alternativtext: bitte ausfüllen.' } },
              },
              slug: {
                label: 'Name des Bilds',
                description:
                  'Wird aus dem Alternativtext vorgeschlagen; unter diesem Namen wählen Sie das Bild in einer Seite aus.',
                validation: {
                  length: { min: 0 },
                  pattern: { regex: ownPictureNamePattern, message: ownPictureNameMessage },
                },
              },
            }),
            file: photoField({
              label: 'Foto',
              description: `Wird auf ${ownPictureSize.width} × ${ownPictureSize.height} (3:2) zugeschnitten.`,
              directory: 'src/assets/images',
              publicPath: '/src/assets/images/',
              validation: { isRequired: true },
            }),
          }),
          {
            label: 'Eigene Bilder',
            description:
              'Neue Bilder mit eigenem Namen, z. B. für eine neue Produktseite. Nach Save stehen sie im Feld „Bild“ jeder Seite zur Auswahl.',
            slugField: 'alt',
            itemLabel: listItemLabel('Neues Bild'),
          },
        ),
      },
    }),

    mattresses: productData('src/content/data/mattresses.json'),
    extraLength: productData('src/content/data/extra-length.json'),
    seniorHeights: productData('src/content/data/senior-heights.json'),
    waterBed: productData('src/content/data/water-bed.json'),
    sleepFinder: productData('src/content/data/sleep-finder.json'),
    /**
     * The operator's contact facts (src/content/data/operator.json): the fields are the build's
     * schema (operator-schema.ts, `operatorContactSchema`) with its German rules; the two forms
     * of the phone number are one field, checked to be the same number.
     */
    operatorContact: singleton({
      label: dataFileLabels[OPERATOR_CONTACT_FILE],
      path: OPERATOR_CONTACT_FILE.replace(/\.json$/, ''),
      format: { data: 'json' },
      schema: objectFields(operatorContactSchema, false, operatorContactLabels),
    }),
    /**
     * The operator's company facts (src/content/data/company.json): the fields are the build's
     * schema (operator-schema.ts, `operatorCompanySchema`) with its German rules. What the owner
     * leaves empty is "none" (no register, no VAT id); the rules across fields (the legal form's
     * register and representatives) are checked before the save (src/editor/save-check.ts).
     */
    operatorCompany: singleton({
      label: dataFileLabels[OPERATOR_COMPANY_FILE],
      path: OPERATOR_COMPANY_FILE.replace(/\.json$/, ''),
      format: { data: 'json' },
      schema: objectFields(operatorCompanySchema, false, operatorCompanyLabels),
    }),
    openingHours: singleton({
      label: dataFileLabels['src/content/data/opening-hours.json'],
      path: 'src/content/data/opening-hours',
      format: { data: 'json' },
      schema: {
        showroom: week(
          FIELD_LABELS.showroom,
          'Wann der Showroom geöffnet ist. Startseite, Kontakt, Fußzeile, Chat und die Angaben für Suchmaschinen zeigen diese Zeiten.',
        ),
        appointmentsOnClosedDays: appointmentsField(),
        phone: week(FIELD_LABELS.phone, 'Wann der Service telefonisch erreichbar ist (Seite Service).'),
        exceptions: hoursExceptions(),
      },
    }),
    reviews: singleton({
      label: dataFileLabels['src/content/data/reviews.sample.json'],
      path: 'src/content/data/reviews.sample',
      format: { data: 'json' },
      schema: {
        sample: fields.checkbox({
          label: 'Beispieldaten',
          description: 'Nur die Demo-Bewertungen sind Beispieldaten. Mit echten Bewertungen abwählen.',
        }),
        // The aggregate and the review fields are the build's schema (reviews-schema.ts), with its
        // German checks.
        aggregate: fieldFor('aggregate', reviewsFileSchema.shape.aggregate, false, reviewLabels),
        reviews: fieldFor('reviews', reviewsFileSchema.shape.reviews, false, reviewLabels),
      },
    }),
  },
});

// After a save the page reloads; then it confirms in German what was written.
confirmSaves();

export default editor;
