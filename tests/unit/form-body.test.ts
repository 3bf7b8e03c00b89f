/**
 * The native form's body reader: whatever a browser sends for our form reads back exactly
 * (any Unicode, any field names, each field once); anything a browser never sends for it is
 * refused rather than read with replacement characters.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJsonType, isUtf8FormType, isUtf8JsonType, parseFormBody } from '../../src/server/contact-request.ts';

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

describe('isUtf8JsonType', () => {
  /** The Encoding Standard's labels of UTF-8, in any case, quoted or not. */
  const utf8 = fc
    .tuple(
      fc.constantFrom('utf-8', 'utf8', 'unicode-1-1-utf-8', 'unicode11utf8', 'unicode20utf8', 'x-unicode20utf8'),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([label, upper, quoted]) => {
      const l = upper ? label.toUpperCase() : label;
      return quoted ? `"${l}"` : l;
    });
  const other = fc.oneof(
    fc.constantFrom(
      'iso-8859-1',
      'latin1',
      'utf-16',
      'UTF-16LE',
      'utf-16be',
      'windows-1252',
      'us-ascii',
      'koi8-r',
      'gbk',
    ),
    fc
      .stringMatching(/^[a-z][a-z0-9-]{0,12}$/)
      .filter((l) => !/^(utf-?8|unicode-1-1-utf-8|unicode11utf8|unicode20utf8|x-unicode20utf8)$/.test(l)),
  );

  it('JSON is read only in UTF-8: no charset or a UTF-8 label; any other declared charset is not', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          utf8.map((c) => ({ c, ok: true })),
          other.map((c) => ({ c, ok: false })),
        ),
        fc.constantFrom('', ' '),
        ({ c, ok }, space) => {
          const type = `application/json;${space}charset=${c}`;
          expect(isJsonType(type), type).toBe(true);
          expect(isUtf8JsonType(type), type).toBe(ok);
        },
      ),
    );
    expect(isUtf8JsonType('application/json')).toBe(true);
    expect(isUtf8JsonType('Application/JSON')).toBe(true);
    for (const no of ['text/json', 'application/json-patch+json', '', 'application/json; charset=iso-8859-1'])
      expect(isUtf8JsonType(no), no).toBe(false);
  });
});
