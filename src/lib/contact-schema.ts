/**
 * The contact enquiry: ONE zod schema for the form (react-hook-form) and the server
 * (`POST /api/contact`). Messages are German and shown to the visitor at their field; the
 * five "required" messages are pinned word for word by the tests.
 *
 * Besides these fields the form sends two spam signals that are not part of the enquiry
 * (see `spamSignalsSchema`): the honeypot `website` (must stay empty) and `fillMs`, the time in
 * milliseconds the form was open before it was sent (measured with the browser's monotonic
 * clock, so a wrong system clock on the visitor's device cannot turn a real enquiry into spam).
 */
import { z } from 'zod';
import { interests } from '../content/interests.ts';
import { contactFields, contactLimits, contactMessages, HONEYPOT_FIELD } from './contact-fields.ts';

export { contactFields, contactLimits, contactMessages, HONEYPOT_FIELD };

// zod 4 probes `new Function` to decide on its JIT; under our CSP (no 'unsafe-eval') that probe
// is reported as a violation, so validation runs without the JIT everywhere.
z.config({ jitless: true });

/**
 * A name: one line of text. No control characters, no line or paragraph separators (U+2028,
 * U+2029: line breaks to many readers, and names end up in mail headers) and no bidi controls
 * (U+061C, U+200E-200F, U+202A-202E, U+2066-2069), which reorder what the owner reads around
 * them. Zero-width joiners stay allowed: scripts and emoji need them.
 */
export const NAME_TEXT = /^[^\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]*$/u;
/** Multi-line text: line breaks and tabs allowed; NUL, other control characters and lone surrogates (which
 * PostgreSQL cannot store or would store altered) are not. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TEXT = /^[^\p{Cs}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/u;
/** Digits, spaces and the usual phone punctuation, e.g. '+49 (0)271 / 123-45'. Plain spaces only:
 * `\s` also let line breaks, tabs and Unicode spaces into the stored number. */
const PHONE = /^[0-9+()/. -]*$/;

/**
 * An address with an internationalised domain ('max@bücher.de') in its ASCII form
 * ('max@xn--bcher-kva.de', IDNA via the URL parser, available in browsers and Node alike), so the
 * usual address check applies to it. Mail software punycodes such domains when sending.
 */
export function asciiEmail(value: string): string {
  const at = value.lastIndexOf('@');
  const domain = value.slice(at + 1);
  // eslint-disable-next-line no-control-regex -- the ASCII range
  if (at < 0 || !/[^\u0000-\u007F]/.test(domain) || !/^[\p{L}\p{M}\p{N}.-]+$/u.test(domain)) return value;
  try {
    return `${value.slice(0, at)}@${new URL(`http://${domain}/`).hostname}`;
  } catch {
    return value;
  }
}

const emailFormat = z.email();

/**
 * The address a mail is sent to: Unicode NFKC (full-width and other compatibility forms become
 * the plain characters a mail server reads), the domain lower-cased and in its ASCII form. The
 * schema outputs this form, so what is stored, counted and sent is one and the same address.
 */
export function deliveryAddress(value: string): string {
  const plain = value.trim().normalize('NFKC');
  const at = plain.lastIndexOf('@');
  if (at < 0) return plain;
  const ascii = asciiEmail(plain);
  const asciiAt = ascii.lastIndexOf('@');
  return `${ascii.slice(0, asciiAt)}@${ascii
    .slice(asciiAt + 1)
    .toLowerCase()
    .replace(/\.$/, '')}`;
}

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

/**
 * RFC 5321's limits (section 4.5.3.1), which a relay enforces by refusing the recipient: a local
 * part of at most 64 octets, domain labels of at most 63, a path of at most 256 octets (so an
 * address of at most 254), counted on the address as sent (ASCII domain, UTF-8 local part).
 */
export function withinSmtpLimits(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at < 0) return true; // not an address at all: the format check says so
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  return utf8Length(local) <= 64 && labels.every((l) => l.length <= 63) && utf8Length(address) <= 254;
}

const name = (required: string, tooLong: string, multiline: string) =>
  z.string({ error: required }).trim().min(1, required).max(contactLimits.name, tooLong).regex(NAME_TEXT, multiline);

export const contactSchema = z.object({
  firstName: name(
    contactMessages.firstNameRequired,
    contactMessages.firstNameTooLong,
    contactMessages.firstNameMultiline,
  ),
  lastName: name(contactMessages.lastNameRequired, contactMessages.lastNameTooLong, contactMessages.lastNameMultiline),
  email: z
    .string({ error: contactMessages.emailInvalid })
    .trim()
    .max(contactLimits.email, contactMessages.emailTooLong)
    .transform(deliveryAddress)
    .pipe(
      z
        .string()
        .max(contactLimits.email, contactMessages.emailTooLong)
        .refine((value) => emailFormat.safeParse(value).success, { error: contactMessages.emailInvalid, abort: true })
        .refine(withinSmtpLimits, { error: contactMessages.emailPartTooLong }),
    ),
  phone: z
    .string({ error: contactMessages.phoneInvalid })
    .trim()
    .max(contactLimits.phone, contactMessages.phoneTooLong)
    .regex(PHONE, contactMessages.phoneInvalid)
    .optional()
    .default(''),
  interest: z.enum(interests, { error: contactMessages.interestRequired }),
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(contactLimits.message, contactMessages.messageTooLong)
    .regex(TEXT, contactMessages.messageInvalid),
});

/**
 * The record of the Schlafberater's health-data consent (Art. 7 Abs. 1, Art. 9 Abs. 2 lit. a
 * DSGVO) sent with an enquiry: when it was given and the text the visitor agreed to. Kept with the
 * enquiry and deleted with it. A record that does not parse (or a time the database could not
 * store) is dropped, never a reason to refuse the enquiry.
 */
export const healthConsentSchema = z
  .object({
    at: z.iso.datetime().refine((v) => {
      const t = Date.parse(v);
      return t >= Date.UTC(2020, 0, 1) && t <= Date.now() + 24 * 3600 * 1000;
    }),
    text: z.string().trim().min(20).max(2000).regex(TEXT),
  })
  .optional()
  .catch(undefined);

export type HealthConsentRecord = NonNullable<z.output<typeof healthConsentSchema>>;

/** What the visitor types (form state: every field a string, interest '' until chosen). */
export type ContactFormValues = z.input<typeof contactSchema>;
/** A valid, trimmed enquiry. */
export type ContactEnquiry = z.output<typeof contactSchema>;
export type ContactField = keyof ContactEnquiry;

/** Spam signals sent alongside the enquiry (never stored). */
export const spamSignalsSchema = z.object({
  [HONEYPOT_FIELD]: z.unknown().optional(),
  /** Milliseconds between the form's render and its submission. */
  fillMs: z.number().finite().nonnegative().optional(),
});

/** The request body the form posts. */
export type ContactRequestBody = ContactFormValues & { [HONEYPOT_FIELD]: string; fillMs: number };

/** Maps zod issues to one German message per field (the first one wins). */
export function fieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const out: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (contactFields as readonly string[]).includes(field)) {
      out[field as ContactField] ??= issue.message;
    }
  }
  return out;
}
