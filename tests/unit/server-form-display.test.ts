/**
 * The contact form given back after a refusal shows no control character (invalid in HTML text):
 * each one becomes U+FFFD, except tab and line breaks in the message; every other character
 * comes back as typed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayable } from '../../src/server/contact-form.ts';
import { contactFields } from '../../src/lib/contact-schema.ts';

const emptyFormInput = () =>
  Object.fromEntries(contactFields.map((f) => [f, ''])) as Record<(typeof contactFields)[number], string>;
const isControl = (c: number) => c <= 0x1f || (c >= 0x7f && c <= 0x9f);
const keptInMessage = new Set([0x09, 0x0a, 0x0d]);

describe('the values of a form given back', () => {
  it('regression: NUL and other C0 characters typed into the form are not given back literally', () => {
    const values = { ...emptyFormInput(), firstName: 'Pi\u0000a', message: 'a\u0001b\tc\r\nd\u001f' };
    const shown = displayable(values);
    expect(shown.firstName).toBe('Pi\ufffda');
    expect(shown.message).toBe('a\ufffdb\tc\r\nd\ufffd');
  });

  it('replaces every control character one for one, keeps tab and line breaks only in the message', () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.integer({ min: 0, max: 0xa0 }).map((c) => String.fromCharCode(c)),
        fc.constantFrom('ä', 'ß', '€', '😀'),
      ),
    });
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(contactFields.map((f) => [f, text])) as Record<
            (typeof contactFields)[number],
            fc.Arbitrary<string>
          >,
        ),
        (values) => {
          const shown = displayable(values);
          for (const field of contactFields) {
            const before = values[field];
            const after = shown[field];
            expect(after.length).toBe(before.length);
            for (let i = 0; i < before.length; i++) {
              const c = before.charCodeAt(i);
              const kept = !isControl(c) || (field === 'message' && keptInMessage.has(c));
              expect(after.charCodeAt(i)).toBe(kept ? c : 0xfffd);
            }
          }
        },
      ),
    );
  });
});
