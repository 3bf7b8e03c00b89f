/**
 * What the owner's editor (Keystatic) writes for a data file it opened and saved unchanged: each
 * field's `parse`, `validate` and `serialize`, groups without their empty values, lists with
 * `null` for an empty item, a choice of shapes as `{ discriminant, value }` (as Keystatic's own
 * `serializeProps` does), then JSON with two spaces and a final newline, or js-yaml's `dump`
 * (what Keystatic's `serializeEntryToFiles` writes). A collection's slug field names the file and
 * is not written into it; a picture keeps the file name it has.
 */
import type { ComponentSchema } from '@keystatic/core';
import { dump } from 'js-yaml';

interface ValueField {
  formKind?: string;
  parse(stored: unknown, extra: undefined): unknown;
  serialize(value: unknown): { value: unknown };
  validate(value: unknown, extra: undefined): unknown;
}

/** The stored value the editor writes back for `stored` under `schema`. */
export function editorSave(schema: ComponentSchema, stored: unknown): unknown {
  switch (schema.kind) {
    case 'form': {
      const field = schema as unknown as ValueField;
      if (field.formKind === 'asset' || field.formKind === 'assets') return stored;
      return field.serialize(field.validate(field.parse(stored, undefined), undefined)).value;
    }
    case 'object': {
      const values = (stored ?? {}) as Record<string, unknown>;
      const entries = Object.entries(schema.fields).map(([k, s]) => [k, editorSave(s, values[k])] as const);
      return Object.fromEntries(entries.filter(([, v]) => v !== undefined));
    }
    case 'array':
      return ((stored ?? []) as unknown[]).map((item) => editorSave(schema.element, item) ?? null);
    case 'conditional': {
      const { discriminant, value } = (stored ?? {}) as { discriminant?: unknown; value?: unknown };
      const kind = editorSave(schema.discriminant as ComponentSchema, discriminant);
      const inner = editorSave(schema.values[String(kind)]!, value);
      return inner === undefined ? { discriminant: kind } : { discriminant: kind, value: inner };
    }
    default:
      throw new Error(`unexpected field kind ${schema.kind}`);
  }
}

/** The text the editor writes for a file's fields and stored value. */
export function editorText(
  fields: Record<string, ComponentSchema>,
  stored: unknown,
  format: 'json' | 'yaml',
  slugField?: string,
): string {
  const own = slugField ? Object.fromEntries(Object.entries(fields).filter(([k]) => k !== slugField)) : fields;
  const value = editorSave({ kind: 'object', fields: own } as ComponentSchema, stored);
  return format === 'json' ? JSON.stringify(value, null, 2) + '\n' : dump(value);
}
