/**
 * A section's dialog keeps what the owner typed, also a value its field refuses (Done and Escape
 * both close it); Keystatic then refuses Save without a word on the page. The sections' list
 * names each section and field in the way, in German.
 */
import type { ComponentSchema } from '@keystatic/core';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import keystaticConfig from '../../keystatic.config.tsx';
import { sectionLabels } from '../../src/content/field-labels.ts';
import { productPageFiles } from '../../src/content/product-page-files.ts';
import { sectionProblemLines } from '../../src/editor/zod-fields.tsx';
import { stringLeaves, withValueAt } from '../support/entry-leaves.ts';

const sectionsField = (keystaticConfig.collections.productPages.schema as Record<string, ComponentSchema>).sections!;

/** Keystatic's editor state for a stored value, as its fields parse it. */
function stateOf(schema: ComponentSchema, stored: unknown): unknown {
  switch (schema.kind) {
    case 'form':
      return (schema as unknown as { parse(value: unknown, extra: undefined): unknown }).parse(stored, undefined);
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.fields).map(([k, f]) => [
          k,
          stateOf(f, (stored as Record<string, unknown> | undefined)?.[k]),
        ]),
      );
    case 'array':
      return ((stored as unknown[] | undefined) ?? []).map((x) => stateOf(schema.element, x));
    case 'conditional': {
      const { discriminant, value } = stored as { discriminant: string; value: unknown };
      return { discriminant, value: stateOf(schema.values[discriminant]!, value) };
    }
    default:
      return undefined;
  }
}

const files = productPageFiles().map((f) => ({
  file: f,
  stored: parse(readFileSync(f, 'utf8')) as { sections: unknown[] },
}));

describe('the sections list names what blocks the save', () => {
  it('every product page as it is: nothing', () => {
    for (const { file, stored } of files)
      expect(sectionProblemLines(sectionsField, stateOf(sectionsField, stored.sections) as unknown[]), file).toEqual(
        [],
      );
  });

  it('any title emptied in any section is named with the section’s number, kind and the field (generated)', () => {
    const cases = files.flatMap(({ stored }) =>
      stringLeaves(stored.sections)
        .filter((at) => at.at(-1) === 'title' && at[1] === 'value')
        .map((at) => ({ stored, at })),
    );
    fc.assert(
      fc.property(fc.constantFrom(...cases), ({ stored, at }) => {
        const sections = withValueAt(stored.sections, at, '');
        const lines = sectionProblemLines(sectionsField, stateOf(sectionsField, sections) as unknown[]);
        const i = at[0] as number;
        const kind = sectionLabels[(stored.sections[i] as { discriminant: keyof typeof sectionLabels }).discriminant];
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(
          new RegExp(
            `^Abschnitt ${i + 1} \\(${kind.replace(/[()]/g, '\\$&')}(: .*)?\\)( › .*)?: Titel: bitte ausfüllen\\.$`,
          ),
        );
      }),
      { numRuns: 40 },
    );
  });
});
