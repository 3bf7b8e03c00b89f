/**
 * The Schlafberater's own copy: step names and questions, the answers it offers, the health
 * consent and the result's labels. Apart from the page entry (pages/schlafberater.yaml) so the finder's
 * island carries only what it shows. Plain strings: the island renders them as written, so text
 * made here from figures carries its own no-break spaces; the widths the result names are typeset
 * in finder-widths.ts.
 */
import { NBSP } from '../../lib/typography-marks.ts';
import { company } from '../site.ts';
import { complaintsHeight } from './seniorenbetten.ts';
import { claimValues } from '../claims.ts';

/** The four steps in order: the progress label and the question each step asks. */
export const finderSteps = [
  { label: 'Schlafsituation', question: 'Schlafen Sie allein oder zu zweit?' },
  { label: 'Körpermaße', question: 'Wie groß und wie schwer sind Sie?' },
  { label: 'Schlafposition', question: 'Wie schlafen Sie meistens?' },
  { label: 'Wünsche', question: 'Gibt es noch etwas, das wir wissen sollten?' },
] as const;

/**
 * The optional wishes of the last step; each key is a flag the advice reads. `coupleOnly`
 * wishes are offered when two sleep in the bed. Complaints are asked per person: the visitor's
 * own may be sent with consent, the partner's never leave the browser.
 */
export const finderWishes = [
  { key: 'complaints', label: 'Ich selbst habe Rücken- oder Gelenkbeschwerden', coupleOnly: false },
  {
    key: 'partnerComplaints',
    label: 'Meine Partnerin oder mein Partner hat Rücken- oder Gelenkbeschwerden',
    coupleOnly: true,
  },
  { key: 'slopedCeiling', label: 'Das Bett steht unter einer Dachschräge', coupleOnly: false },
  { key: 'waterBed', label: 'Ich interessiere mich für ein Wasserbett', coupleOnly: false },
  { key: 'electric', label: 'Ich wünsche mir eine elektrische Verstellung', coupleOnly: false },
] as const;

/**
 * The notes the advice gives for complaints: a neutral product fact (the entry height), no
 * promise of relief. The visitor's own note is the one line the health consent may send.
 */
export const healthNotes = {
  own: `Ihre Angabe Rücken- oder Gelenkbeschwerden: Aus einer Einstiegshöhe von ${complaintsHeight.height} (${complaintsHeight.name}) stehen Sie bequemer auf.`,
  partner: `Angabe zu Ihrer Partnerin oder Ihrem Partner: Aus einer Einstiegshöhe von ${complaintsHeight.height} (${complaintsHeight.name}) steht man bequemer auf.`,
} as const;

/**
 * The note for a bed under a sloped ceiling. The price promise is the registry's: exactly what the
 * owner confirmed is free (the browser gets this sentence, not the registry).
 */
export const slopedCeilingNote = `Unter einer Dachschräge passen wir Kopfteil und Bettmaße an; kostenlos ist ${claimValues.freeAdjustments.what}.`;

/**
 * Back or joint complaints are health data: the visitor's own go into the enquiry only with this
 * separate, explicit consent; a partner's are never sent (the visitor cannot consent for them).
 */
export const healthConsentCopy = {
  label: 'Ja, meine eigene Angabe zu Rücken- oder Gelenkbeschwerden darf in meine Beratungsanfrage übernommen werden.',
  /**
   * What the consent covers (Art. 7, 9 DSGVO): who receives the health detail, for what, how long
   * it is kept, the partner's data in couple mode, and how to withdraw. The enquiry stores this
   * text with the time of consent.
   */
  details: (retentionDays: number) =>
    `Das ist eine Gesundheitsangabe. Mit dem Häkchen willigen Sie ausdrücklich ein, dass genau diese eine Zeile mit Ihrer Beratungsanfrage an die ${company.legalName} übermittelt und dort nur für Ihre Beratung verarbeitet wird (Art.${NBSP}9 Abs.${NBSP}2 lit.${NBSP}a DSGVO): „${healthNotes.own}“ Wir speichern sie mit der Anfrage und löschen sie nach ${retentionDays} Tagen. Eine Angabe zu Ihrer Partnerin oder Ihrem Partner übermitteln wir nie; sie bleibt in Ihrem Browser. Die Einwilligung ist freiwillig und jederzeit mit Wirkung für die Zukunft widerrufbar, etwa per E-Mail an ${company.email}. Ohne Häkchen nutzt der Schlafberater die Angabe nur hier für Ihre Empfehlung; in die Anfrage kommt sie nicht.`,
  notSent: 'Ihre Angabe zu Rücken- oder Gelenkbeschwerden übernehmen wir nicht in die Anfrage.',
  partnerNotSent:
    'Die Angabe zu Ihrer Partnerin oder Ihrem Partner bleibt in Ihrem Browser; in die Anfrage kommt sie nicht.',
} as const;

export const finderCopy = {
  progressLabel: 'Fortschritt',
  stepOf: (step: number, total: number) => `Schritt ${step} von ${total}`,
  alone: 'Ich schlafe allein',
  couple: 'Wir schlafen zu zweit',
  person: (i: number) => `Person ${i}`,
  ownMeasures: 'Ihre Maße',
  height: 'Körpergröße',
  weight: 'Körpergewicht',
  positionLegend: 'Hauptschlafposition',
  wishesLegend: 'Optional – kreuzen Sie an, was auf Sie zutrifft.',
  back: 'Zurück',
  next: 'Weiter',
  show: 'Empfehlung anzeigen',
  result: {
    eyebrow: 'Ihr Ergebnis',
    title: 'Unsere Empfehlung für Sie',
    hardness: 'Härtegrad',
    technologies: 'Passende Technologien:',
    length: 'Bettlänge',
    rule: 'Faustregel:',
    width: 'Breite',
    position: 'Schlafposition',
    more: 'Mehr dazu:',
    send: 'Ergebnis als Beratungsanfrage senden',
    restart: 'Neu starten',
  },
  /** What a screen reader hears once the advice is shown. */
  announcement: (sides: readonly { label: string; hardness: string }[], length: string) =>
    `Ihre Empfehlung: ${sides.map((s) => `${s.label} Härtegrad ${s.hardness}`).join(', ')}; Bettlänge ${length}.`,
} as const;
