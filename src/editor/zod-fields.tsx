/**
 * The owner's editor's fields (Keystatic), derived from the zod schemas of the page entries, so a
 * field exists once: in the schema. Groups become `fields.object`, lists `fields.array`, the
 * sections `fields.blocks` and any other choice of shapes `fields.conditional` (stored as
 * entry-format.ts describes). Every single value (text, number, choice, tick) is a field of its
 * own here that checks the value with its zod schema and shows what is wrong in German, naming
 * the field; a save with such a value is refused at the top by the editor's save check
 * (`serverChecked`), and nothing is written.
 *
 * Labels come from field-labels.ts; a field without a German label stops the editor's start.
 */
import { fields } from '@keystatic/core';
import type { BasicFormField, ComponentSchema } from '@keystatic/core';
import { Checkbox } from '@keystar/ui/checkbox';
import { FieldMessage } from '@keystar/ui/field';
import { Flex } from '@keystar/ui/layout';
import { Text } from '@keystar/ui/typography';
import { Item, Picker } from '@keystar/ui/picker';
import { NumberField } from '@keystar/ui/number-field';
import { TextArea, TextField } from '@keystar/ui/text-field';
import { useState, type ReactElement } from 'react';
import { z } from 'zod';
import { defOf, discriminatorOf, storedChoices } from '../content/entry-format.ts';
import { germanErrors } from '../content/german-errors.ts';
import { fieldLabels, sectionFieldHints, sectionLabels, valueLabels } from '../content/field-labels.ts';

/**
 * A date field is the browser's own: it shows the date in the order of the browser's language,
 * not the editor's (Keystatic's `locale` sets its own texts only), so an English browser asks for
 * MM/DD/YYYY. The hint says which order is which; the file keeps the date as JJJJ-MM-TT. Every
 * date the owner edits is such a field (holidays, a review's date, the rating's 'Abgelesen am').
 */
export const DATE_HINT =
  'Reihenfolge wie in der Sprache des Browsers: deutsch TT.MM.JJJJ (24.12.2026), englisch MM/DD/YYYY (12/24/2026). Oder das Kalender-Symbol anklicken.';

/** Fields whose texts run over more than a line. */
const longTexts = new Set(['description', 'intro', 'text', 'answer', 'note', 'custom', 'paragraphs', 'details']);

/** Why a value breaks its schema, in German and naming the field; undefined when it is right. */
function valueProblem(label: string, schema: z.ZodType, value: unknown): string | undefined {
  if ((value === undefined || value === '') && defOf(schema).type !== 'optional') return `${label}: bitte ausfüllen.`;
  const result = schema.safeParse(value, { error: germanErrors });
  return result.success ? undefined : `${label}: ${result.error.issues[0]!.message}`;
}

/**
 * How a number field shows its value: every decimal the file holds (a map position has four or
 * more). The field's default shows three decimals and rounds a typed value to them when it
 * commits, so a value saved through it lost its fourth decimal. The editor is German: the
 * decimal mark is the comma (a point groups thousands), as the labels' examples say.
 */
export const numberDisplay: Intl.NumberFormatOptions = { maximumFractionDigits: 10 };

type Kind = 'text' | 'number' | 'choice' | 'tick';
type Leaf = string | number | boolean | null;

/** What kind of single value a schema is, or undefined for a group, list or choice of shapes. */
function leafKind(schema: z.ZodType): Kind | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return 'text';
    case 'number':
      return 'number';
    case 'boolean':
      return 'tick';
    case 'enum':
      return 'choice';
    case 'union':
      return storedChoices(schema) ? undefined : 'choice';
    default:
      return undefined;
  }
}

/** A value a choice offers: its German name and, for a picture, what it shows (`description`). */
interface ChoiceOption {
  value: string | number;
  label: string;
  description?: string;
}

/**
 * The values a choice offers, with their German names. A picture is offered by its name, with its
 * alternative text under it in the list; the field's button shows the name alone, so it is never
 * cut short by the text behind it.
 */
function choiceOptions(schema: z.ZodType, name: string): ChoiceOption[] {
  if (name === 'image')
    return Object.entries(imageAlt).map(([value, description]) => ({ value, label: value, description }));
  const def = defOf(schema);
  const values =
    def.type === 'enum'
      ? Object.values(def.entries as Record<string, string>)
      : (def.options as z.ZodType[]).map((o) => (defOf(o).values as (string | number)[])[0]!);
  return values.map((value) => ({ value, label: valueLabels[value] ?? String(value) }));
}

let imageAlt: Record<string, string> = {};
/** The alternative texts of the images, to name an image choice by what it shows. */
export function describeImages(alts: Record<string, string>) {
  imageAlt = alts;
}

/** One single value: text, number, one of a list, or a tick; empty when optional and not given. */
function leafField(
  name: string,
  schema: z.ZodType,
  optional: boolean,
  label: string,
  hint?: string,
): BasicFormField<Leaf, Leaf, unknown> {
  // A picture is one of the registered pictures (section-schema.ts, imageName).
  const kind = name === 'image' ? 'choice' : leafKind(schema)!;
  // A date (z.iso.date) is the browser's date field, which passes on the stored JJJJ-MM-TT form.
  const date = kind === 'text' && defOf(schema).format === 'date';
  const checked = optional ? schema.optional() : schema;
  const options = kind === 'choice' ? choiceOptions(schema, name) : [];
  const toValue = (v: Leaf): unknown => {
    if (kind === 'text') return v === '' ? undefined : v;
    if (kind === 'number') return v ?? undefined;
    if (kind === 'tick') return v ? true : optional ? undefined : false;
    return v === '' ? undefined : options.find((o) => String(o.value) === v)?.value;
  };
  const parse = (stored: unknown): Leaf => {
    if (stored === undefined || stored === null) return kind === 'number' ? null : kind === 'tick' ? false : '';
    if (kind === 'choice') return typeof stored === 'string' ? stored : JSON.stringify(stored);
    if (kind === 'text' && typeof stored !== 'string') throw new Error(`${label}: ein Text erwartet`);
    if (kind === 'number' && typeof stored !== 'number') throw new Error(`${label}: eine Zahl erwartet`);
    if (kind === 'tick' && typeof stored !== 'boolean') throw new Error(`${label}: ja oder nein erwartet`);
    return stored as Leaf;
  };
  const validate = (v: Leaf) => {
    const problem = valueProblem(label, checked, toValue(v));
    if (problem) throw new Error(problem);
    return v;
  };
  return serverChecked({
    kind: 'form',
    label,
    Input: (props) => (
      <LeafInput
        kind={kind}
        label={label}
        hint={hint}
        multiline={longTexts.has(name)}
        date={date}
        options={options}
        optional={optional}
        problemOf={(v) => valueProblem(label, checked, toValue(v))}
        {...props}
      />
    ),
    defaultValue: () => (kind === 'number' ? null : kind === 'tick' ? false : ''),
    parse,
    serialize: (v) => ({ value: toValue(v) as never }),
    validate,
    reader: { parse: (stored) => toValue(validate(parse(stored))) },
  });
}

/** The own check of each field that leaves a Save to the save check (`serverChecked`), by field. */
const strictChecks = new WeakMap<object, (value: never) => unknown>();

/** Whether Keystatic is checking a whole entry for Save or Erstellen (not an item's dialog). */
let savingEntry = false;

/**
 * Marks the checks Keystatic runs now, in the same turn, as those of a Save or Erstellen of the
 * whole entry; the next turn they are a dialog's again. The editor's page calls it when a form
 * outside a dialog is submitted, before Keystatic's own handler (a listener on the document in
 * the capturing phase runs before React's, which listens on its root).
 */
export function markEntrySave() {
  savingEntry = true;
  setTimeout(() => (savingEntry = false));
}

if (typeof document !== 'undefined')
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof Element && !event.target.closest('[role="dialog"]')) markEntrySave();
    },
    true,
  );

/**
 * The field with its `validate` (its check, which throws the German message), except when
 * Keystatic checks the whole entry for Save or Erstellen: then it lets every value through.
 * Keystatic refuses a save whose `validate` throws without a word at
 * the top of the page, and a value in a list item's dialog is not even in view (an item's dialog
 * takes each change at once, and Escape closes it whatever its values). So the save goes on to
 * the editor's save check (save-check.ts), the build's check of the same schema, which refuses
 * it with a German message at the top naming the page or data, the item and the field, and
 * writes nothing. A dialog's Done still checks (its message shows under the field), and so do
 * the list rows, the sections' list and `fieldProblem`.
 */
export function serverChecked<P extends NonNullable<unknown> | null, V extends P, R>(
  field: BasicFormField<P, V, R>,
): BasicFormField<P, V, R> {
  const shown: BasicFormField<P, V, R> = {
    ...field,
    validate: (value) => (savingEntry ? (value as V) : field.validate(value)),
  };
  strictChecks.set(shown, (value: P) => field.validate(value));
  return shown;
}

/**
 * Why a field built here refuses a value (its zod schema's German message, naming the field);
 * undefined when it takes it. For any other field, its own `validate`.
 */
export function fieldProblem(field: ComponentSchema, value: unknown): string | undefined {
  if (field.kind !== 'form') return undefined;
  const check =
    strictChecks.get(field) ??
    ((v: unknown) => {
      field.validate(v, undefined);
    });
  try {
    check(value as never);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function LeafInput({
  kind,
  label,
  hint,
  multiline,
  date = false,
  options,
  optional,
  problemOf,
  value,
  onChange,
  forceValidation,
}: {
  kind: Kind;
  label: string;
  hint: string | undefined;
  multiline: boolean;
  date?: boolean;
  options: ChoiceOption[];
  optional: boolean;
  problemOf: (v: Leaf) => string | undefined;
  value: Leaf;
  onChange: (v: Leaf) => void;
  forceValidation: boolean;
}): ReactElement {
  const [touched, setTouched] = useState(false);
  const errorMessage = forceValidation || touched ? problemOf(value) : undefined;
  // A value that must be given is marked (*), as Keystatic marks its own required fields.
  const common = {
    label,
    errorMessage,
    isRequired: !optional,
    onBlur: () => setTouched(true),
    ...(hint ? { description: hint } : {}),
  };
  if (kind === 'tick')
    return (
      <Checkbox isSelected={value === true} onChange={onChange}>
        {label}
      </Checkbox>
    );
  if (kind === 'number')
    return (
      <NumberField
        {...common}
        formatOptions={numberDisplay}
        value={value === null ? Number.NaN : (value as number)}
        onChange={(n) => onChange(Number.isNaN(n) ? null : n)}
      />
    );
  if (kind === 'choice') {
    const items: ChoiceOption[] = optional ? [{ value: '', label: '(keine Angabe)' }, ...options] : options;
    const pictures = options.some((o) => o.description !== undefined);
    return (
      <Picker
        {...common}
        placeholder="Bitte wählen …"
        menuWidth={640}
        // A picture's name may be long ('buntes-kinderbett-raumschiff'): the button takes the row.
        {...(pictures ? { width: '100%' as const } : {})}
        items={items.map((o) => ({ key: String(o.value), label: o.label, description: o.description }))}
        selectedKey={String(value)}
        onSelectionChange={(key) => {
          onChange(String(key));
          setTouched(true);
        }}
      >
        {(item) =>
          item.description ? (
            <Item key={item.key} textValue={`${item.label}: ${item.description}`}>
              <Text>{item.label}</Text>
              <Text slot="description">{item.description}</Text>
            </Item>
          ) : (
            <Item key={item.key}>{item.label}</Item>
          )
        }
      </Picker>
    );
  }
  if (date)
    return (
      <TextField
        {...common}
        type="date"
        description={hint ? `${hint} ${DATE_HINT}` : DATE_HINT}
        value={String(value ?? '')}
        onChange={onChange}
      />
    );
  const Input = multiline ? TextArea : TextField;
  return <Input {...common} value={String(value ?? '')} onChange={onChange} />;
}

type Group = Record<string, Leaf>;

/** The checks a schema carries itself (a refinement across its fields), beside its type. */
const ownChecks = (schema: z.ZodType) => ((defOf(schema).checks ?? []) as unknown[]).length;

const unwrapOptional = (schema: z.ZodType): [z.ZodType, boolean] =>
  defOf(schema).type === 'optional' ? [defOf(schema).innerType as z.ZodType, true] : [schema, false];

/** A group of single values that a rule relates (a range, a row with a bound): one field. */
function isRuledGroup(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type !== 'object' || ownChecks(schema) === 0) return false;
  return Object.values(def.shape as Record<string, z.ZodType>).every((s) => leafKind(unwrapOptional(s)[0]));
}

/**
 * A group whose values are right only together (from below to, a lower limit below the upper):
 * Keystatic checks one field at a time, so the group is one field of its own that checks each
 * value and then the whole group with its zod schema, showing the rule's German message naming
 * the group; while one is shown, Save writes nothing. Stored as the group's object, unchanged.
 */
function ruledGroupField(name: string, schema: z.ZodType, optional: boolean, labels: Labels) {
  const label = labelOf(name, labels);
  const parts = Object.entries(defOf(schema).shape as Record<string, z.ZodType>).map(([key, s]) => {
    const [inner, own] = unwrapOptional(s);
    return [key, leafField(key, inner, optional || own, labelOf(key, labels))] as const;
  });
  const toValue = (v: Group): Record<string, unknown> | undefined => {
    const out = Object.fromEntries(
      parts
        .map(([k, f]) => [k, f.serialize(v[k] ?? f.defaultValue()).value] as const)
        .filter(([, x]) => x !== undefined),
    );
    return optional && Object.keys(out).length === 0 ? undefined : out;
  };
  const checked = optional ? schema.optional() : schema;
  const groupProblem = (v: Group): string | undefined => {
    // A value's own message stands under it.
    if (parts.some(([k, f]) => fieldProblem(f, v[k] ?? f.defaultValue()) !== undefined)) return undefined;
    return valueProblem(label, checked, toValue(v));
  };
  const check = (v: Group) => {
    const problem = groupProblem(v);
    if (problem) throw new Error(problem);
    for (const [k, f] of parts) fieldCheck(f, v[k] ?? f.defaultValue());
    return v;
  };
  const field: BasicFormField<Group, Group, unknown> = {
    kind: 'form',
    label,
    Input: (props) => {
      const { value, forceValidation, autoFocus } = props;
      // A rule across the values speaks as soon as each value is right on its own.
      const problem = groupProblem(value);
      return (
        <Flex direction="column" gap="regular">
          <Text weight="semibold">{label}</Text>
          <Flex gap="regular" wrap>
            {parts.map(([k, f]) => (
              <f.Input
                key={k}
                value={value[k] ?? f.defaultValue()}
                onChange={(x) => props.onChange({ ...value, [k]: x })}
                forceValidation={forceValidation}
                autoFocus={autoFocus && k === parts[0]![0]}
              />
            ))}
          </Flex>
          {problem && <FieldMessage>{problem}</FieldMessage>}
        </Flex>
      );
    },
    defaultValue: () => Object.fromEntries(parts.map(([k, f]) => [k, f.defaultValue()])),
    parse: (stored) => {
      const obj = (stored ?? {}) as Record<string, unknown>;
      return Object.fromEntries(parts.map(([k, f]) => [k, f.parse(obj[k] as never)]));
    },
    serialize: (v) => ({ value: toValue(v) as never }),
    validate: check,
    reader: { parse: (stored) => toValue(check(field.parse(stored))) },
  };
  return serverChecked(field);
}

/** Runs a field's check (`fieldProblem`), throwing its message. */
function fieldCheck(field: ComponentSchema, value: unknown) {
  const problem = fieldProblem(field, value);
  if (problem !== undefined) throw new Error(problem);
}

/** A section in the list: its kind and its title (`Kopfbereich: Topper – die Komfortschicht`). */
const sectionItemLabel = (kind: string) => (props: unknown) => {
  const { fields: f } = props as {
    fields: Record<string, { value?: unknown; fields?: Record<string, { value?: unknown }> }>;
  };
  const title = f.title?.value ?? f.heading?.fields?.title?.value ?? f.label?.value;
  return typeof title === 'string' && title ? `${kind}: ${title}` : kind;
};

/** German field names by the schema's keys: the pages' (default) or a data file's. */
type Labels = Readonly<Record<string, string>>;

/**
 * The labels inside the group `name`: a key there may have a name of its own (`chamber.name`:
 * "Name der Handwerkskammer"), else the key's name stands.
 */
function within(labels: Labels, name: string): Labels {
  const prefix = `${name}.`;
  const own = Object.entries(labels).filter(([k]) => k.startsWith(prefix));
  return own.length === 0
    ? labels
    : { ...labels, ...Object.fromEntries(own.map(([k, v]) => [k.slice(prefix.length), v])) };
}

function labelOf(name: string, labels: Labels): string {
  const label = labels[name];
  if (!label) throw new Error(`the field '${name}' has no German label (src/content/field-labels.ts)`);
  return label;
}

/**
 * The editor's field for a schema at `name`. Inside an optional group every value is optional
 * (the group is "not given" when all its values are empty; entry-format.ts).
 */
export function fieldFor(
  name: string,
  schema: z.ZodType,
  optional = false,
  labels: Labels = fieldLabels,
  hints: Labels = {},
): ComponentSchema {
  const label = labelOf(name, labels);
  const def = defOf(schema);
  if (def.type === 'optional') return fieldFor(name, def.innerType as z.ZodType, true, labels, hints);
  if (leafKind(schema)) return leafField(name, schema, optional, label, hints[name]);
  if (isRuledGroup(schema)) return ruledGroupField(name, schema, optional, labels);
  if (def.type === 'object') return fields.object(objectFields(schema, optional, within(labels, name)), { label });
  if (def.type === 'array') {
    const element = def.element as z.ZodType;
    // A list's length is not Keystatic's check (its message is English, "Must have at least 1
    // item."): the save check refuses a list too short or too long with the build's German
    // message naming the list (content-check.ts covers every file the editor writes).
    // A list of sections: each item one of the kinds, stored as `{ discriminant, value }`.
    if (discriminatorOf(element))
      return withSectionProblems(
        fields.blocks(
          Object.fromEntries(
            [...storedChoices(element)!].map(([kind, option]) => [
              kind,
              {
                label: sectionLabels[kind as keyof typeof sectionLabels] ?? kind,
                schema: fields.object(objectFields(option, false, labels, hintsOf(kind))),
                itemLabel: sectionItemLabel(sectionLabels[kind as keyof typeof sectionLabels] ?? kind),
              },
            ]),
          ),
          { label },
        ),
      );
    return fields.array(fieldFor(name, element, false, labels), {
      label,
      itemLabel: listItemLabel() as never,
    });
  }
  if (def.type === 'union') {
    const choices = storedChoices(schema)!;
    const names: Record<string, string> = { text: 'Nur Text', object: 'Mit weiteren Angaben', ...sectionLabels };
    return fields.conditional(
      fields.select({
        label: `${label}: Art`,
        options: [...choices.keys()].map((value) => ({ value, label: names[value] ?? value })),
        defaultValue: [...choices.keys()][0]!,
      }),
      Object.fromEntries([...choices].map(([key, option]) => [key, fieldFor(name, option, optional, labels)])),
    );
  }
  throw new Error(`no editor field for '${name}' (${def.type})`);
}

/** The fields of a group, in the schema's order. */
export function objectFields(
  schema: z.ZodType,
  optional = false,
  labels: Labels = fieldLabels,
  hints: Labels = {},
): Record<string, ComponentSchema> {
  const shape = defOf(schema).shape as Record<string, z.ZodType>;
  return Object.fromEntries(Object.entries(shape).map(([key, s]) => [key, fieldFor(key, s, optional, labels, hints)]));
}

/** The hints under the fields of a section kind (field-labels.ts, `sectionFieldHints`), by field. */
const hintsOf = (kind: string): Labels =>
  Object.fromEntries(
    Object.entries(sectionFieldHints).flatMap(([key, hint]) =>
      key.startsWith(`${kind}.`) ? [[key.slice(kind.length + 1), hint]] : [],
    ),
  );

/** What is wrong with a value in the editor, and where: the labels of the groups and lists above it. */
interface ValueProblem {
  at: string[];
  message: string;
}

/**
 * Every value in an editor state that its field's check refuses (what Keystatic's Save checks
 * before it writes), with the labels leading to it. `state` is Keystatic's value for the schema:
 * a group a record, a list an array, a choice of shapes `{ discriminant, value }`.
 */
function valueProblems(schema: ComponentSchema, state: unknown, at: string[] = []): ValueProblem[] {
  switch (schema.kind) {
    case 'form': {
      const message = fieldProblem(schema, state);
      return message === undefined ? [] : [{ at, message }];
    }
    case 'object':
      return Object.entries(schema.fields).flatMap(([key, field]) =>
        valueProblems(
          field,
          (state as Record<string, unknown>)[key],
          field.kind === 'form' ? at : [...at, groupLabel(field) ?? key],
        ),
      );
    case 'array':
      return (state as unknown[]).flatMap((item, i) => valueProblems(schema.element, item, [...at, `Nr. ${i + 1}`]));
    case 'conditional': {
      const { discriminant, value } = state as { discriminant: string | boolean; value: unknown };
      return valueProblems(schema.values[String(discriminant)]!, value, at);
    }
    default:
      return [];
  }
}

const groupLabel = (field: ComponentSchema) => ('label' in field ? field.label : undefined);

/** The keys whose text names an item of a list, in this order. */
const nameKeys = ['title', 'label', 'name', 'author', 'question', 'text', 'interval', 'figure', 'value', 'column'];

/**
 * How a list's item is named in the list, from its values: a text that names it (title, name,
 * question …), else its first values joined (a table's row: `90 × 200 · 140 cm`); undefined when
 * it has none yet.
 */
function itemName(schema: ComponentSchema, state: unknown): string | undefined {
  switch (schema.kind) {
    case 'form': {
      const value = (state as { slug?: unknown } | null)?.slug ?? state; // a slug field: { name, slug }
      return (typeof value === 'string' && value.trim()) || typeof value === 'number'
        ? String(value).trim()
        : undefined;
    }
    case 'object': {
      const values = state as Record<string, unknown>;
      for (const key of nameKeys) {
        const field = schema.fields[key];
        const named = field && field.kind === 'form' ? itemName(field, values[key]) : undefined;
        if (named) return named;
      }
      const parts = Object.entries(schema.fields).flatMap(([k, f]) => itemName(f, values[k]) ?? []);
      return parts.length > 0 ? parts.slice(0, 3).join(' · ') : undefined;
    }
    case 'array': {
      const parts = (state as unknown[]).flatMap((x) => itemName(schema.element, x) ?? []);
      return parts.length > 0 ? parts.slice(0, 3).join(' · ') : undefined;
    }
    case 'conditional': {
      const { discriminant, value } = state as { discriminant: string | boolean; value: unknown };
      return itemName(schema.values[String(discriminant)]!, value);
    }
    default:
      return undefined;
  }
}

/** The longest name a list shows for an item. */
const NAME_LENGTH = 60;

/**
 * What a list shows for an item: its name (`itemName`, or `fallback` while it has none) and, when
 * a value of it is refused, the first message. An item's dialog applies each change at once, and
 * Done or Escape closes it whatever its values; the save check then refuses Save with a message
 * at the top, and the list itself says which item is in the way and why, in German.
 */
export function itemLabelOf(schema: ComponentSchema, state: unknown, fallback = 'Neuer Eintrag'): string {
  const named = itemName(schema, state) ?? fallback;
  const name = named.length > NAME_LENGTH ? `${named.slice(0, NAME_LENGTH - 1)}…` : named;
  const [problem] = valueProblems(schema, state);
  if (!problem) return name;
  return `${name} – bitte korrigieren: ${[...problem.at, problem.message].join(' › ')}`;
}

/** A list's `itemLabel`: Keystatic hands it the item's fields. */
export const listItemLabel = (fallback?: string) => (props: unknown) =>
  itemLabelOf((props as { schema: ComponentSchema }).schema, stateOfPreview(props), fallback);

/** Keystatic's value for a field, read back from the props its Input gets. */
function stateOfPreview(props: unknown): unknown {
  const p = props as {
    schema: ComponentSchema;
    value?: unknown;
    fields?: Record<string, unknown>;
    elements?: unknown[];
    discriminant?: unknown;
  };
  switch (p.schema.kind) {
    case 'form':
      return p.value;
    case 'object':
      return Object.fromEntries(Object.entries(p.fields ?? {}).map(([k, v]) => [k, stateOfPreview(v)]));
    case 'array':
      return (p.elements ?? []).map(stateOfPreview);
    case 'conditional':
      return { discriminant: p.discriminant, value: stateOfPreview(p.value) };
    default:
      return undefined;
  }
}

/**
 * What keeps the page from being saved because of its sections, in German: each section with a
 * value its field refuses (numbered from 1, with its kind and title) and the field's message.
 */
export function sectionProblemLines(schema: ComponentSchema, sections: unknown[]): string[] {
  if (schema.kind !== 'array' || schema.element.kind !== 'conditional') return [];
  const element = schema.element;
  return sections.flatMap((section, i) => {
    const { discriminant, value } = section as { discriminant: string; value: Record<string, unknown> };
    const kind = sectionLabels[discriminant as keyof typeof sectionLabels] ?? discriminant;
    const heading = value.heading as Record<string, unknown> | undefined;
    const named = [value.title, heading?.title, value.label].find((t) => typeof t === 'string' && t !== '');
    const title = typeof named === 'string' ? `: ${named}` : '';
    return valueProblems(element.values[discriminant]!, value).map(
      (p) => `Abschnitt ${i + 1} (${kind}${title})${p.at.map((a) => ` › ${a}`).join('')}: ${p.message}`,
    );
  });
}

/** The lead of the list under the sections. */
const sectionProblemsLead =
  'Speichern geht erst, wenn kein Abschnitt mehr einen Fehler hat. Bitte den Abschnitt anklicken, den Wert korrigieren und Done klicken:';

/**
 * The sections' list with what blocks the save shown under it. A section's dialog applies each
 * change at once, and Done or Escape closes it whatever its values; the save check refuses Save
 * with a message at the top, and the list names each section and field in the way as soon as
 * the dialog closes.
 */
function withSectionProblems<T extends ComponentSchema>(field: T): T {
  const Inner = (field as unknown as { Input: (props: Record<string, unknown>) => ReactElement | null }).Input;
  function SectionsInput(props: Record<string, unknown>) {
    const lines = sectionProblemLines(field, stateOfPreview(props) as unknown[]);
    return (
      <Flex direction="column" gap="regular">
        <Inner {...props} />
        {lines.length > 0 && (
          <div role="alert">
            <Flex direction="column" gap="small">
              {[sectionProblemsLead, ...lines].map((line) => (
                <FieldMessage key={line}>{line}</FieldMessage>
              ))}
            </Flex>
          </div>
        )}
      </Flex>
    );
  }
  return { ...field, Input: SectionsInput };
}
