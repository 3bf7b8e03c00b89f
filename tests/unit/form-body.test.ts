/**
 * The native form's body reader: whatever a browser sends for our form reads back exactly
 * (any Unicode, any field names, each field once); anything a browser never sends for it is
 * refused rather than read with replacement characters.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUtf8FormType, parseFormBody } from '../../src/server/contact-request.ts';

const fields = fc.uniqueArray(
  fc.tuple(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string({ unit: 'grapheme' })),
  {
    selector: ([name]) => name,
    maxLength: 8,
  },
);

describe('parseFormBody', () => {
  it('reads back every field a browser encodes, in any script', () => {
    fc.assert(
      fc.property(fields, (pairs) => {
        const parsed = parseFormBody(new URLSearchParams(pairs).toString());
        expect(parsed).toEqual(new Map(pairs));
      }),
    );
  });

  it('refuses a field named twice, whatever its values', () => {
    fc.assert(
      fc.property(fields, fc.string(), fc.string(), (pairs, a, b) => {
        fc.pre(pairs.length > 0);
        const [name] = pairs[0]!;
        const body = new URLSearchParams([...pairs, [name, a], [name, b]]).toString();
        expect(parseFormBody(body)).toBeNull();
      }),
    );
  });

  it('refuses an escape that is malformed or not UTF-8 (instead of storing U+FFFD)', () => {
    for (const bad of ['%', '%Z1', '%FC', '%C3', '%C3%28', '%ED%A0%80', '%C0%AE']) {
      expect(parseFormBody(`firstName=J${bad}rgen`)).toBeNull();
      expect(parseFormBody(`a${bad}=1`)).toBeNull();
    }
  });

  it('reads + as a space and an empty body as no fields', () => {
    expect(parseFormBody('message=a+b%2Bc')).toEqual(new Map([['message', 'a b+c']]));
    expect(parseFormBody('')).toEqual(new Map());
  });
});

describe('isUtf8FormType', () => {
  it('takes urlencoded without a charset or in UTF-8 only', () => {
    for (const ok of [
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=UTF-8',
      'Application/X-WWW-Form-Urlencoded;charset="utf-8"',
    ])
      expect(isUtf8FormType(ok)).toBe(true);
    for (const no of [
      'application/x-www-form-urlencoded; charset=iso-8859-1',
      'application/x-www-form-urlencoded-x',
      'multipart/form-data; boundary=x',
      'text/plain',
      '',
    ])
      expect(isUtf8FormType(no)).toBe(false);
  });
});
