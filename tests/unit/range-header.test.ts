import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rangeHeaderFor } from '../../src/server/static-files.ts';

const modified = new Date('2026-11-20T10:00:00Z');
const now = new Date('2026-11-26T10:00:00Z');
const file = (size: number) => ({ size, lastModified: modified });

describe('rangeHeaderFor', () => {
  it('clamps every suffix longer than the file to the file and leaves every other spec as sent', () => {
    const spec = (size: number) =>
      fc.oneof(
        fc.nat({ max: 3 * size }).map((n) => ({ spec: `-${n}`, clamped: n > size ? `-${size}` : `-${n}` })),
        fc.tuple(fc.nat({ max: 2 * size }), fc.nat({ max: 2 * size })).map(([a, b]) => ({
          spec: `${a}-${b}`,
          clamped: `${a}-${b}`,
        })),
        fc.nat({ max: 2 * size }).map((a) => ({ spec: `${a}-`, clamped: `${a}-` })),
      );
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5000 })
          .chain((size) => fc.tuple(fc.constant(size), fc.array(spec(size), { minLength: 1, maxLength: 3 }))),
        ([size, specs]) => {
          const range = `bytes=${specs.map((s) => s.spec).join(',')}`;
          expect(rangeHeaderFor(range, undefined, file(size), now)).toBe(
            `bytes=${specs.map((s) => s.clamped).join(',')}`,
          );
        },
      ),
    );
  });

  it('drops the range when If-Range does not hold: a weak or unknown tag, another date, a date too recent to be strong', () => {
    const range = 'bytes=0-5';
    expect(rangeHeaderFor(range, modified.toUTCString(), file(100), now)).toBe(range);
    for (const ifRange of ['W/"64-19ab"', '"64-19ab"', 'Fri, 20 Nov 2026 10:00:01 GMT', 'junk']) {
      expect(rangeHeaderFor(range, ifRange, file(100), now), ifRange).toBeUndefined();
    }
    // Modified less than a second before now: the date is a weak validator.
    expect(
      rangeHeaderFor(range, modified.toUTCString(), file(100), new Date(modified.getTime() + 500)),
    ).toBeUndefined();
    // A strong tag holds when it is the file's.
    expect(rangeHeaderFor(range, '"abc"', { ...file(100), strongEtag: '"abc"' }, now)).toBe(range);
    expect(rangeHeaderFor(range, 'W/"abc"', { ...file(100), strongEtag: '"abc"' }, now)).toBeUndefined();
  });

  it('leaves another unit and junk to send, and no Range is no Range', () => {
    expect(rangeHeaderFor('items=-999', undefined, file(10), now)).toBe('items=-999');
    expect(rangeHeaderFor('junk', undefined, file(10), now)).toBe('junk');
    expect(rangeHeaderFor(undefined, '"x"', file(10), now)).toBeUndefined();
  });
});
