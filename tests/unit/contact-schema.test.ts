import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { interests } from '../../src/content/interests.ts';
import { contactSchema, fieldErrors } from '../../src/lib/contact-schema.ts';

const valid = {
  firstName: 'Erika',
  lastName: 'Müller',
  email: 'erika@example.de',
  phone: '',
  interest: 'Topper',
  message: 'Hallo',
};

const errorsOf = (value: unknown) => {
  const r = contactSchema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
};

describe('contact schema (shared by form and server)', () => {
  test('the five required-field messages, to the letter', () => {
    expect(errorsOf({})).toEqual({
      firstName: 'Vorname ist erforderlich',
      lastName: 'Nachname ist erforderlich',
      email: 'Ungültige E-Mail-Adresse',
      interest: 'Bitte wählen Sie Ihr Interesse aus',
      message: 'Nachricht ist erforderlich',
    });
    expect(errorsOf({ ...valid, firstName: '', lastName: ' ', email: 'a@', interest: '', message: '\n\t' })).toEqual({
      firstName: 'Vorname ist erforderlich',
      lastName: 'Nachname ist erforderlich',
      email: 'Ungültige E-Mail-Adresse',
      interest: 'Bitte wählen Sie Ihr Interesse aus',
      message: 'Nachricht ist erforderlich',
    });
  });

  test('phone is optional; a value must look like a phone number', () => {
    const { phone: _p, ...noPhone } = valid;
    expect(contactSchema.parse(noPhone).phone).toBe('');
    expect(contactSchema.parse({ ...valid, phone: ' +49 (0)271 / 123-45 ' }).phone).toBe('+49 (0)271 / 123-45');
    expect(errorsOf({ ...valid, phone: 'ruf mich an' })).toEqual({ phone: 'Ungültige Telefonnummer' });
    // Inside the number only plain spaces: no line break, tab or other Unicode space.
    for (const phone of ['0271\n12', '0271\t12', '0271\u00a012', '0271\u300012', '0271\u202812']) {
      expect(errorsOf({ ...valid, phone }), JSON.stringify(phone)).toEqual({ phone: 'Ungültige Telefonnummer' });
    }
  });

  test('length limits: names 100, e-mail 254, phone 40, message 5000 (after trimming)', () => {
    const at = {
      ...valid,
      firstName: 'a'.repeat(100),
      lastName: 'b'.repeat(100),
      email: `${'c'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(58)}.de`,
      phone: '1'.repeat(40),
      message: ` ${'m'.repeat(5000)} `,
    };
    expect(at.email).toHaveLength(254);
    expect(contactSchema.safeParse(at).success).toBe(true);
    expect(
      errorsOf({
        ...at,
        firstName: 'a'.repeat(101),
        lastName: 'b'.repeat(101),
        email: `x${at.email}`,
        phone: '1'.repeat(41),
        message: 'm'.repeat(5001),
      }),
    ).toEqual({
      firstName: 'Vorname darf höchstens 100 Zeichen lang sein',
      lastName: 'Nachname darf höchstens 100 Zeichen lang sein',
      email: 'E-Mail-Adresse darf höchstens 254 Zeichen lang sein',
      phone: 'Telefonnummer darf höchstens 40 Zeichen lang sein',
      message: 'Nachricht darf höchstens 5.000 Zeichen lang sein',
    });
  });

  test('names are one line (they end up in mail headers)', () => {
    expect(errorsOf({ ...valid, firstName: 'Eri\nka', lastName: 'Mül\rler' })).toEqual({
      firstName: 'Vorname darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
      lastName: 'Nachname darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
    });
  });

  test('interest must be one of the allowlist', () => {
    for (const i of interests) expect(contactSchema.safeParse({ ...valid, interest: i }).success).toBe(true);
    expect(errorsOf({ ...valid, interest: 'topper' })).toEqual({ interest: 'Bitte wählen Sie Ihr Interesse aus' });
    expect(errorsOf({ ...valid, interest: 3 })).toEqual({ interest: 'Bitte wählen Sie Ihr Interesse aus' });
  });

  test('every accepted value comes out trimmed; surrounding whitespace never changes validity', () => {
    const ws = fc.constantFrom('', ' ', '  ', '\t', '\n', ' \n ');
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim().length > 0 && !/\p{Cc}/u.test(s)),
        ws,
        ws,
        (name, before, after) => {
          const out = contactSchema.safeParse({ ...valid, firstName: before + name + after, message: after + name });
          expect(out.success).toBe(true);
          if (out.success) {
            expect(out.data.firstName).toBe(name.trim());
            expect(out.data.message).toBe(name.trim());
          }
        },
      ),
    );
  });
});

describe('message characters the database cannot keep as sent', () => {
  const base = { firstName: 'Anna', lastName: 'Muster', email: 'anna@example.org', interest: 'Matratze' };
  test.each([
    ['NUL', 'a\u0000b'],
    ['a control character', 'a\u0007b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', 'a\uDC00b'],
  ])('rejects %s with a German message', (_label, message) => {
    const r = contactSchema.safeParse({ ...base, message });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!).message).toBe('Nachricht enthält ungültige Zeichen');
  });

  test('keeps line breaks, tabs, umlauts and emoji', () => {
    const message = 'Guten Tag,\r\nich hätte gern\tBeratung 😊';
    const r = contactSchema.safeParse({ ...base, message });
    expect(r.success).toBe(true);
    expect(r.data?.message).toBe(message);
  });
});
