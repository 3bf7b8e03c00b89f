/**
 * A figure the visitor types is printed in the browser as the build's typography prints the
 * site's own figures: the number kept with its unit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typeset } from '../../src/lib/typography.ts';
import { withUnit } from '../../src/lib/units.ts';

describe('withUnit', () => {
  it('equals the typography of "<number> <unit>" for every figure the Schlafberater prints', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom('cm', 'kg', 'm', 'km', '%'), (n, unit) => {
        expect(withUnit(n, unit)).toBe(typeset(`${n} ${unit}`));
      }),
    );
  });

  it('writes a decimal figure with the German comma', () => {
    expect(withUnit(118.5, 'kg')).toBe('118,5\u00a0kg');
    expect(withUnit(118.5, 'kg')).toBe(typeset('118,5 kg'));
  });
});
