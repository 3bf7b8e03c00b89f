/**
 * Copy of the contact form (home, /sleepshort, /kontakt and the page that answers its native
 * post) and the markers every form field shows after its label.
 */

/** After a field's label: required fields show a star (read out as 'Pflichtfeld'), others '(optional)'. */
export const fieldMarkers = {
  optional: '(optional)',
  required: 'Pflichtfeld',
} as const;

export const contactFormCopy = {
  title: 'Schreiben Sie uns',
  intro: 'Wir antworten in der Regel innerhalb eines Werktags.',
  labels: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    interest: 'Ich interessiere mich für',
    message: 'Ihre Nachricht',
  },
  interestPlaceholder: 'Bitte wählen …',
  messagePlaceholder: 'Wie können wir Ihnen helfen? Gerne auch mit Wunschgröße und Terminwunsch.',
  submit: 'Nachricht senden',
  submitting: 'Wird gesendet …',
  privacyBefore:
    'Wir verwenden Ihre Angaben nur zur Bearbeitung Ihrer Anfrage. Mehr dazu, auch zur Speicherdauer, in unserer ',
  privacyLink: 'Datenschutzerklärung',
  privacyAfter: '.',
  honeypotLabel: 'Website (bitte leer lassen)',
  success: {
    title: 'Nachricht gesendet!',
    description: 'Vielen Dank für Ihre Nachricht. Wir melden uns bald bei Ihnen.',
  },
  failure: {
    title: 'Fehler beim Senden',
    description: 'Es gab ein Problem beim Senden Ihrer Nachricht. Bitte versuchen Sie es erneut.',
  },
} as const;
