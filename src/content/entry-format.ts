/**
 * The one format of a page entry on disk, shared by the owner's editor (`npm run edit`) and the
 * build.
 *
 * The editor stores a choice between shapes as `{ discriminant, value }`: a page's sections
 * (`{ discriminant: hero, value: { title, … } }`) and a check-list point that is either a text or
 * a text with a link (`{ discriminant: text, value: … }`). Everything else is stored as the
 * renderer reads it. An optional group of fields the editor leaves empty is saved as `{}` and an
 * optional list as `[]`; both mean "not given".
 *
 * `fromStored` turns the stored shape into the renderer's shape (the zod schemas run it first, see
 * `stored`), `toStored` the other way (the conversion of hand-written entries). Both walk the zod
 * schema, so the format follows the schema and is written down nowhere else.
 */
import { z } from 'zod';

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Shape = Record<string, z.ZodType>;

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** The options of a union whose choice the editor stores as `{ discriminant, value }`. */
export function storedChoices(schema: z.ZodType): Map<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (def.type !== 'union') return undefined;
  const options = def.options as z.ZodType[];
  const discriminator = def.discriminator as string | undefined;
  if (discriminator)
    return new Map(
      options.map((o) => [
        String((defOf((defOf(o).shape as Shape)[discriminator]!).values as unknown[])[0]),
        withoutKey(o, discriminator),
      ]),
    );
  // A union of literals is one value (a select), not a choice of shapes.
  if (options.every((o) => defOf(o).type === 'literal')) return undefined;
  const choices = new Map(options.map((o) => [choiceName(o), o]));
  if (choices.size !== options.length) throw new Error('a union needs options of different types');
  return choices;
}

/** A union option's stored name: `text` for a string, `object` for a group of fields. */
const choiceName = (option: z.ZodType) => (defOf(option).type === 'string' ? 'text' : String(defOf(option).type));

/** The key a discriminated union's option is told by, left out (it is the stored discriminant). */
function withoutKey(option: z.ZodType, key: string): z.ZodType {
  const def = defOf(option);
  const shape = { ...(def.shape as Shape) };
  delete shape[key];
  return z.strictObject(shape);
}

/** A discriminated union's discriminator, if the schema is one. */
export const discriminatorOf = (schema: z.ZodType) => defOf(schema).discriminator as string | undefined;

/** Nothing in it: no value, an empty list, or a group of such (the editor saves a group left empty so). */
const isBlank = (v: unknown): boolean =>
  v === undefined || (Array.isArray(v) && v.length === 0) || (isRecord(v) && Object.values(v).every(isBlank));

/**
 * An optional group or list left empty in the editor: `{}` (after its own empties, also groups
 * and lists inside it left empty, e.g. `{ register: {}, managingDirectors: [] }`) or `[]`.
 */
function isEmpty(schema: z.ZodType, value: unknown): boolean {
  const def = defOf(schema);
  if (def.type === 'array') return Array.isArray(value) && value.length === 0;
  if (def.type === 'object') return isRecord(value) && isBlank(value);
  return false;
}

/** The stored shape (see above) as the renderer reads it. Anything unexpected is passed on for zod to name. */
export function fromStored(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema);
  if (value === null) return undefined;
  switch (def.type) {
    case 'optional': {
      if (value === undefined) return undefined;
      const inner = def.innerType as z.ZodType;
      const read = fromStored(inner, value);
      return isEmpty(inner, read) ? undefined : read;
    }
    case 'object': {
      if (!isRecord(value)) return value;
      const shape = def.shape as Shape;
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) {
        const read = key in shape ? fromStored(shape[key]!, v) : v;
        if (read !== undefined) out[key] = read;
      }
      return out;
    }
    case 'array':
      return Array.isArray(value) ? value.map((v) => fromStored(def.element as z.ZodType, v)) : value;
    case 'union': {
      const choices = storedChoices(schema);
      if (!choices || !isRecord(value) || !('discriminant' in value)) return value;
      const choice = choices.get(String(value.discriminant));
      if (!choice) return value;
      const discriminator = discriminatorOf(schema);
      const read = fromStored(choice, value.value ?? (discriminator ? {} : undefined));
      // Any other key is kept, for zod to refuse by its name.
      const { discriminant, value: _, ...extra } = value;
      return discriminator ? { [discriminator]: discriminant, ...(read as object), ...extra } : read;
    }
    default:
      return value;
  }
}

/** The renderer's shape as stored (see above). A value already stored is left as it is. */
export function toStored(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return value === undefined ? undefined : toStored(def.innerType as z.ZodType, value);
    case 'object': {
      if (!isRecord(value)) return value;
      const shape = def.shape as Shape;
      return Object.fromEntries(
        Object.entries(value).map(([key, v]) => [key, key in shape ? toStored(shape[key]!, v) : v]),
      );
    }
    case 'array':
      return Array.isArray(value) ? value.map((v) => toStored(def.element as z.ZodType, v)) : value;
    case 'union': {
      const choices = storedChoices(schema);
      if (!choices) return value;
      const discriminator = discriminatorOf(schema);
      if (discriminator) {
        if (!isRecord(value) || !(discriminator in value)) return value;
        const { [discriminator]: kind, ...rest } = value;
        const choice = choices.get(String(kind));
        if (!choice) return value;
        const stored = toStored(choice, rest) as Record<string, unknown>;
        return Object.keys(stored).length ? { discriminant: kind, value: stored } : { discriminant: kind };
      }
      if (
        isRecord(value) &&
        'discriminant' in value &&
        Object.keys(value).every((k) => k === 'discriminant' || k === 'value')
      )
        return value;
      const name = typeof value === 'string' ? 'text' : isRecord(value) ? 'object' : undefined;
      const choice = name && choices.get(name);
      return choice ? { discriminant: name, value: toStored(choice, value) } : value;
    }
    default:
      return value;
  }
}

/**
 * A field's path in the stored entry (`sections.2.value.items.0.text`) as the build names it, in
 * the renderer's shape (`sections.2.items.0.text`): a choice's `value` step is left out.
 */
export function renderedPath(storedEntry: unknown, at: readonly (string | number)[]): (string | number)[] {
  const out: (string | number)[] = [];
  let node = storedEntry;
  for (const key of at) {
    const isChoice = isRecord(node) && 'discriminant' in node;
    if (!(isChoice && key === 'value')) out.push(isChoice && key === 'discriminant' ? 'kind' : key);
    node = (node as Record<string | number, unknown> | undefined)?.[key];
  }
  return out;
}

/** A schema that reads the stored format first: what the build validates an entry with. */
export const stored = <T extends z.ZodType>(schema: T) => z.preprocess((v) => fromStored(schema, v), schema);
