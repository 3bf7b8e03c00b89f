/**
 * The photo fields of the owner's editor (Fotos). A photo field: Keystatic's image field, which takes any file,
 * plus the check that the file is a photo the images step can read (picture-format.ts). A file
 * that is not gets a German message under the field naming it, and Save writes nothing.
 */
import { fields } from '@keystatic/core';
import { FieldMessage } from '@keystar/ui/field';
import { Flex } from '@keystar/ui/layout';
import { TextField } from '@keystar/ui/text-field';
import { useState } from 'react';

import { pictureFormatProblem } from '../content/picture-format.ts';

type ImageOptions = Parameters<typeof fields.image>[0];
type ImageField = ReturnType<typeof fields.image>;
type ImageValue = Parameters<ImageField['validate']>[0];

/**
 * Why the field's file cannot be used, in German and naming the field: none chosen where one is
 * required, or a file that is not a photo; undefined when it can.
 */
function photoProblem(options: ImageOptions, value: ImageValue): string | undefined {
  if (!value) return options.validation?.isRequired ? `${options.label}: bitte eine Datei wählen.` : undefined;
  const problem = pictureFormatProblem(value.data);
  return problem && `${options.label}: ${problem}`;
}

export function photoField(options: ImageOptions): ImageField {
  const base = fields.image(options);
  return {
    ...base,
    Input(props) {
      const problem = photoProblem(options, props.value);
      // A missing file is named here in German; Keystatic's own field would say "… is required".
      const shown = props.value || props.forceValidation ? problem : undefined;
      return (
        <Flex direction="column" gap="regular">
          <base.Input {...props} forceValidation={false} />
          {shown && <FieldMessage>{shown}</FieldMessage>}
        </Flex>
      );
    },
    validate(value) {
      const problem = photoProblem(options, value);
      if (problem) throw new Error(problem);
      return base.validate(value);
    },
  };
}

type SlugOptions = Parameters<typeof fields.slug>[0];
type SlugField = ReturnType<typeof fields.slug>;
type NameValue = Parameters<SlugField['validate']>[0];

/** Small words a picture's name does without (articles, prepositions, conjunctions). */
const fillerWords = new Set(
  'ein eine einer einem einen der die das den dem des mit im in ins aus und oder fuer von vom zum zur am an auf bei unter ueber'.split(
    ' ',
  ),
);
/** The words a proposed name keeps at most: it is part of every picture choice and file name. */
const nameWords = 4;

/**
 * A picture's name proposed from its text: lower case, umlauts spelled out, its first few words
 * that say something, joined by `-` ("Ein Kinderbett aus Massivholz mit Rausfallschutz im
 * Showroom" → `kinderbett-massivholz-rausfallschutz-showroom`).
 */
export function proposedName(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
  const telling = words.filter((w) => !fillerWords.has(w));
  return (telling.length > 0 ? telling : words).slice(0, nameWords).join('-');
}

/** Why a picture's text or name is wrong, in German and naming the field; undefined when right. */
export function pictureNameProblem(
  value: NameValue,
  { name, slug }: { name: SlugOptions['name']; slug: NonNullable<SlugOptions['slug']> },
  others: ReadonlySet<string>,
): { field: 'name' | 'slug'; message: string } | undefined {
  const textPattern = name.validation?.pattern;
  if (textPattern && !textPattern.regex.test(value.name))
    return { field: 'name', message: textPattern.message ?? `${name.label}: bitte ausfüllen.` };
  const namePattern = slug.validation?.pattern;
  if (value.slug === '') return { field: 'slug', message: `${slug.label}: bitte ausfüllen.` };
  if (namePattern && !namePattern.regex.test(value.slug))
    return { field: 'slug', message: namePattern.message ?? `${slug.label}: ungültig.` };
  if (others.has(value.slug))
    return {
      field: 'slug',
      message: `${slug.label}: „${value.slug}“ hat schon ein anderes Bild; bitte einen anderen Namen wählen.`,
    };
  return undefined;
}

/**
 * The text and name of an own picture (Keystatic's slug field: the name is proposed from the
 * text until the owner changes it), with German messages: Keystatic's own field says "… must be
 * unique". The name must differ from every other picture's; Keystatic hands the others' names to
 * the check when the owner presses Done or Save, and the field shows the message from then on.
 */
export function pictureNameField(options: SlugOptions & { slug: NonNullable<SlugOptions['slug']> }): SlugField {
  const base = fields.slug(options);
  // The names Keystatic last reported as taken by another picture (Done or Save).
  const taken = new Set<string>();
  return {
    ...base,
    Input: function PictureNameInput(props) {
      const [touched, setTouched] = useState(false);
      const [propose, setPropose] = useState(
        props.value.slug === '' || props.value.slug === proposedName(props.value.name),
      );
      const others = taken.has(props.value.slug) ? new Set([props.value.slug]) : new Set<string>();
      // A name Keystatic reported as taken (Save) is named at once, also in the item's dialog.
      const problem =
        props.forceValidation || touched || others.size > 0
          ? pictureNameProblem(props.value, options, others)
          : undefined;
      return (
        <Flex direction="column" gap="large">
          <TextField
            label={options.name.label}
            description={options.name.description}
            isRequired
            // The dialog of a new picture opens on this field, as Keystatic's own slug field does.
            // eslint-disable-next-line jsx-a11y-x/no-autofocus
            autoFocus={props.autoFocus}
            value={props.value.name}
            onChange={(name) => props.onChange({ name, slug: propose ? proposedName(name) : props.value.slug })}
            onBlur={() => setTouched(true)}
            errorMessage={problem?.field === 'name' ? problem.message : undefined}
          />
          <TextField
            label={options.slug.label}
            description={options.slug.description}
            isRequired
            value={props.value.slug}
            onChange={(slug) => {
              setPropose(false);
              props.onChange({ name: props.value.name, slug });
            }}
            onBlur={() => setTouched(true)}
            errorMessage={problem?.field === 'slug' ? problem.message : undefined}
          />
        </Flex>
      );
    },
    validate(value, extra) {
      // Without Keystatic's list of the others (the list's own labels check each item alone),
      // the name counts as taken when Keystatic last reported it so.
      if (extra) {
        if (extra.slugField.slugs.has(value.slug)) taken.add(value.slug);
        else taken.delete(value.slug);
      }
      const others = extra?.slugField.slugs ?? (taken.has(value.slug) ? new Set([value.slug]) : new Set<string>());
      const problem = pictureNameProblem(value, options, others);
      if (problem) throw new Error(problem.message);
      return base.validate(value, extra);
    },
  };
}
