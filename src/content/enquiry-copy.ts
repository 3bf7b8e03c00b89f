/**
 * The server's German words about an enquiry: the answers of `POST /api/contact` and of the
 * form's native post (/kontakt/senden), the text of the two mails an enquiry sends, and the
 * columns of the owner's CSV export. The server renders them (src/server/contact-api.ts, contact-form.ts, mail.ts); the words live here
 * with the rest of the site's copy.
 */
import { contactLimits } from '../lib/contact-fields.ts';
import { businessLetterFooter, company } from './site.ts';

/** The error of an answer, shown above the form or returned as `{ error }` by the JSON API. */
export const enquiryMessages = {
  methodNotAllowed: 'Diese Methode ist hier nicht erlaubt.',
  crossSite: 'Anfragen von fremden Websites sind nicht erlaubt.',
  unsupportedType: 'Bitte senden Sie die Anfrage als JSON (Content-Type: application/json).',
  /** A body in a content coding (gzip, br …): the server reads only uncompressed bodies. */
  unsupportedCoding: 'Bitte senden Sie die Anfrage unkomprimiert (ohne Content-Encoding).',
  /** A JSON enquiry declared in another charset than UTF-8 (RFC 8259: JSON between systems is UTF-8). */
  unsupportedCharset:
    'Bitte senden Sie die Anfrage in UTF-8 (Content-Type: application/json ohne charset oder mit charset=utf-8).',
  /**
   * A native post that is not the form's own kind (urlencoded UTF-8; the form itself always is),
   * or compressed: the form comes back with what could be read of it.
   */
  formUnsupportedType:
    'Ihre Anfrage kam in einem Format an, das wir nicht lesen können. Bitte prüfen Sie Ihre Eingaben unten und senden Sie das Formular erneut.',
  tooLarge: 'Die Anfrage ist zu groß (höchstens 16 KB).',
  /** A native post over its cap: the form comes back with what came within it. */
  formTooLarge: `Ihre Anfrage ist zu lang. Die Nachricht darf höchstens ${contactLimits.message.toLocaleString('de-DE')} Zeichen lang sein. Bitte kürzen Sie sie und senden Sie das Formular erneut.`,
  malformed: 'Die Anfrage enthält kein gültiges JSON.',
  /** A JSON enquiry with a precondition (If-Match): it creates an enquiry, so none can match. */
  precondition:
    'Die Anfrage enthielt eine Bedingung (If-Match), die wir nicht erfüllen können. Bitte senden Sie sie ohne If-Match.',
  /** A native post with a precondition (If-Match) the form cannot meet; browsers never send one. */
  formPrecondition:
    'Ihre Anfrage enthielt eine Bedingung, die wir nicht erfüllen können. Bitte prüfen Sie Ihre Eingaben unten und senden Sie das Formular erneut.',
  /** A native post whose body is not the form's own encoding (UTF-8, each field once). */
  formMalformed:
    'Das Formular konnte nicht vollständig gelesen werden. Bitte prüfen Sie Ihre Eingaben unten und senden Sie es erneut.',
  /**
   * The titles of the short pages of a native post refused before the form renders (budget,
   * cross-site, two types); their way back and phone are the error pages' (error-copy.ts).
   */
  formBudgetTitle: 'Zu viele Anfragen',
  formCrossSiteTitle: 'Anfrage abgelehnt',
  formAmbiguousTitle: 'Anfrage nicht eindeutig',
  notAnObject: 'Die Anfrage muss ein JSON-Objekt sein.',
  /** A JSON enquiry naming a member twice (`{"email": …, "email": …}`): which value counts is ambiguous. */
  duplicateKey: 'Die Anfrage enthält ein Feld mehrfach. Bitte senden Sie jedes Feld genau einmal.',
  /** A post with two Content-Type headers: how its body is to be read is ambiguous. */
  duplicateType: 'Die Anfrage enthält die Angabe Content-Type mehrfach. Bitte senden Sie sie genau einmal.',
  invalid: 'Bitte prüfen Sie Ihre Eingaben.',
  /** A JSON enquiry without the form's fill time (fillMs, milliseconds): not sent by our form. */
  noFillTime:
    'Die Anfrage ist unvollständig (fillMs fehlt oder ist keine Zahl von Millisekunden). Bitte senden Sie sie über das Formular auf unserer Kontaktseite.',
  rateLimited: 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
  unavailable: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
  internal: 'Interner Fehler',
} as const;

/** The notification to the shop: every field, and how to answer. */
export const shopNotificationCopy = {
  subject: (interest: string, name: string) => `Neue Anfrage: ${interest} – ${name}`,
  intro: (host: string) => `Neue Anfrage über ${host}`,
  htmlTitle: 'Neue Anfrage',
  htmlHeading: 'Neue Anfrage über die Website',
  labels: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    interest: 'Interesse',
    createdAt: 'Eingegangen',
  },
  noPhone: '–',
  messageHeading: 'Nachricht',
  replyHint: 'Antworten Sie einfach auf diese E-Mail, um dem Interessenten zu antworten.',
} as const;

/**
 * The confirmation to the visitor. It repeats nothing the visitor entered (src/server/mail.ts):
 * these paragraphs are the whole text besides the signature.
 */
export const visitorConfirmationCopy = {
  subject: `Ihre Anfrage bei ${company.name}`,
  htmlTitle: 'Ihre Anfrage',
  greeting: 'Guten Tag,',
  paragraphs: [
    'vielen Dank für Ihre Anfrage. Wir haben sie erhalten und melden uns bald bei Ihnen.',
    `Sie erreichen uns auch telefonisch unter ${company.phoneDisplay}.`,
  ],
  closing: 'Mit freundlichen Grüßen',
  signature: businessLetterFooter,
} as const;

/** The columns of the owner's CSV export (src/server/enquiry-export.ts), in order. */
export const enquiryCsvHeader = [
  'Eingegangen',
  'Vorname',
  'Nachname',
  'E-Mail',
  'Telefon',
  'Interesse',
  'Nachricht',
  'Einwilligung Gesundheitsangabe am',
  'Einwilligungstext',
] as const;
