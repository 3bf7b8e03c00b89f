/**
 * A number the editor shows is the number the file holds: every decimal survives display and
 * commit (a map position has four or more), read the way the German editor reads it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberDisplay } from '../../src/editor/zod-fields.tsx';

describe('editor number fields', () => {
  // The field formats with Intl in the editor's locale; reading German digits back: a point
  // groups thousands, the comma is the decimal mark.
  const format = new Intl.NumberFormat('de-DE', numberDisplay);
  const parse = { parse: (shown: string) => Number(shown.replaceAll('.', '').replace(',', '.').replace('−', '-')) };

  it('show and commit any value with up to six decimals unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -180_000_000, max: 180_000_000 }), (micro) => {
        const value = micro / 1_000_000;
        expect(parse.parse(format.format(value))).toBe(value);
      }),
    );
  });

  it('keep the showroom position of the demo (regression: shown as 50,834 and 8,017)', () => {
    expect(format.format(50.8335)).toBe('50,8335');
    expect(format.format(8.0165)).toBe('8,0165');
  });
});
