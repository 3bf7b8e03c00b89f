/**
 * The contact enquiry's fields, limits and German messages, without the zod schema that checks
 * them (src/lib/contact-schema.ts re-exports all of this). The contact form renders from this
 * module and loads the schema only when the visitor starts to use the form, so the validation
 * library is not part of the page's first JavaScript until then.
 */
export const contactLimits = {
  name: 100,
  email: 254,
  phone: 40,
  message: 5000,
} as const;

export const contactMessages = {
  firstNameRequired: 'Vorname ist erforderlich',
  firstNameTooLong: `Vorname darf höchstens ${contactLimits.name} Zeichen lang sein`,
  firstNameMultiline: 'Vorname darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
  lastNameRequired: 'Nachname ist erforderlich',
  lastNameTooLong: `Nachname darf höchstens ${contactLimits.name} Zeichen lang sein`,
  lastNameMultiline: 'Nachname darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
  emailInvalid: 'Ungültige E-Mail-Adresse',
  emailTooLong: `E-Mail-Adresse darf höchstens ${contactLimits.email} Zeichen lang sein`,
  emailPartTooLong: 'E-Mail-Adresse ist zu lang: vor dem @ höchstens 64 Zeichen, jeder Teil der Domain höchstens 63',
  phoneInvalid: 'Ungültige Telefonnummer',
  phoneTooLong: `Telefonnummer darf höchstens ${contactLimits.phone} Zeichen lang sein`,
  interestRequired: 'Bitte wählen Sie Ihr Interesse aus',
  messageRequired: 'Nachricht ist erforderlich',
  messageTooLong: 'Nachricht darf höchstens 5.000 Zeichen lang sein',
  messageInvalid: 'Nachricht enthält ungültige Zeichen',
} as const;

export const contactFields = ['firstName', 'lastName', 'email', 'phone', 'interest', 'message'] as const;

/**
 * The shortest fill time (milliseconds from the page's navigation start to the send) a person
 * takes; a JSON enquiry sent faster is treated as a bot (MIN_FILL_MS on the server, at most this).
 * A real visitor's enquiry is never lost to it: the form holds a send that comes earlier (shown
 * as sending) until this much time has passed, so it never sends a fill time under it.
 */
export const FORM_MIN_FILL_MS = 3000;

/** The honeypot field's name: hidden from people, tempting for bots. */
export const HONEYPOT_FIELD = 'website';
