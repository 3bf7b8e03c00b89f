/**
 * Every date the owner edits is the same kind of field: the browser's date field (the calendar
 * symbol; typed in the browser's order), which keeps the stored JJJJ-MM-TT form, so an unchanged
 * date is written back byte for byte: the holidays' von/bis, a review's date and the rating's
 * 'Abgelesen am'.
 */
import type { ComponentSchema } from '@keystatic/core';
import { KeystarProvider } from '@keystar/ui/core';
import fc from 'fast-check';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import keystaticConfig from '../../keystatic.config.tsx';
import { reviewLabels, reviewSchema, reviewsFileSchema } from '../../src/content/reviews-schema.ts';
import { fieldFor } from '../../src/editor/zod-fields.tsx';

interface FormField {
  kind: 'form';
  Input: ComponentType<Record<string, unknown>>;
  parse(stored: unknown): unknown;
  validate(value: unknown): unknown;
  serialize(value: unknown): { value: unknown };
}

/** The fields of every date the owner edits outside the hours (the reviews file's). */
const dateFields = {
  'Datum der Bewertung': fieldFor('date', reviewSchema.shape.date, false, reviewLabels),
  'Abgelesen am': fieldFor('asOf', reviewsFileSchema.shape.aggregate.shape.asOf, false, reviewLabels),
} as Record<string, unknown> as Record<string, FormField>;

const render = (field: FormField, value: unknown) =>
  renderToStaticMarkup(
    createElement(
      KeystarProvider,
      null,
      createElement(field.Input, { value, onChange: () => {}, forceValidation: false, autoFocus: false }),
    ),
  );

const isoDay = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('one kind of date field for every date the owner edits', () => {
  it('the reviews’ dates are the browser’s date field, as the holidays’ are', () => {
    const hours = keystaticConfig.singletons.openingHours.schema as Record<string, ComponentSchema>;
    const holidays = hours.exceptions as unknown as FormField;
    const holidayHtml = render(holidays, [
      { from: '2026-12-24', to: '2026-12-26', closed: true, opens: '', closes: '', note: '' },
    ]);
    expect(holidayHtml).toContain('type="date"');
    for (const [label, field] of Object.entries(dateFields)) {
      const html = render(field, '2026-10-14');
      expect(html, label).toContain('type="date"');
      expect(html, label).toContain('value="2026-10-14"');
      expect(html, label).toContain('TT.MM.JJJJ');
    }
  });

  it('an unchanged date is written back as it was stored', () => {
    fc.assert(
      fc.property(isoDay, (day) => {
        for (const field of Object.values(dateFields))
          expect(field.serialize(field.validate(field.parse(day))).value).toBe(day);
      }),
    );
  });
});
