/**
 * The server's German words for an error answered without a page of the site: a refusal a
 * visitor's browser may show (on a page or the contact form's native post, src/server/error-answers.ts)
 * and the `{ error }` of the JSON API for the same refusals. The status codes stay precise; only
 * the words are the visitor's.
 */

/** A short page's title and text. */
export interface ErrorCopy {
  title: string;
  message: string;
}

export const errorPageCopy = {
  home: 'Zur Startseite',
  form: 'Zurück zum Kontaktformular',
  phone: 'Oder rufen Sie uns an:',
  /** Any error status without words of its own. */
  fallback: {
    title: 'Fehler',
    message: 'Ihre Anfrage konnte nicht bearbeitet werden. Bitte versuchen Sie es erneut.',
  },
  /**
   * The form's post arrived too slowly and was cut off: nothing of it was stored, and the server
   * cannot give the text back, but the browser's back button usually still has it.
   */
  formTimeout: {
    title: 'Übertragung abgebrochen',
    message:
      'Das Senden Ihrer Anfrage hat zu lange gedauert und wurde abgebrochen; Ihre Nachricht ist bei uns nicht angekommen. Gehen Sie mit der Zurück-Taste Ihres Browsers zum Formular zurück (dort steht Ihr Text meist noch) und senden Sie es erneut, am besten mit einer stabileren Verbindung.',
  },
  statuses: {
    400: {
      title: 'Ungültige Anfrage',
      message: 'Ihr Browser hat eine Anfrage gesendet, die wir nicht lesen können. Bitte laden Sie die Seite neu.',
    },
    405: {
      title: 'Aktion nicht möglich',
      message: 'Diese Adresse kann nur aufgerufen werden; etwas an sie zu senden, ist nicht möglich.',
    },
    408: {
      title: 'Zeitüberschreitung',
      message: 'Die Übertragung hat zu lange gedauert und wurde abgebrochen. Bitte versuchen Sie es erneut.',
    },
    412: {
      title: 'Bedingung nicht erfüllt',
      message: 'Die Seite hat sich geändert. Bitte laden Sie sie neu.',
    },
    413: {
      title: 'Anfrage zu groß',
      message: 'Ihre Anfrage ist größer, als wir annehmen können.',
    },
    414: {
      title: 'Adresse zu lang',
      message: 'Die aufgerufene Adresse ist zu lang. Bitte prüfen Sie den Link.',
    },
    416: {
      title: 'Bereich nicht verfügbar',
      message: 'Der angeforderte Teil der Datei existiert nicht. Bitte laden Sie die Seite neu.',
    },
    417: {
      title: 'Erwartung nicht erfüllbar',
      message: 'Ihre Anfrage erwartet etwas, das wir nicht erfüllen können.',
    },
    421: {
      title: 'Falsche Adresse',
      message: 'Diese Anfrage war nicht an unsere Website gerichtet. Bitte rufen Sie die Seite über ihre Adresse auf.',
    },
    429: {
      title: 'Zu viele Anfragen',
      message: 'Bitte versuchen Sie es in einigen Minuten erneut.',
    },
    431: {
      title: 'Anfrage zu groß',
      message:
        'Ihr Browser hat zu viele oder zu große Zusatzangaben (etwa Cookies) gesendet. Bitte löschen Sie die Cookies dieser Website und laden Sie die Seite neu.',
    },
    500: {
      title: 'Interner Fehler',
      message: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    },
    501: {
      title: 'Nicht unterstützt',
      message: 'Diese Art von Anfrage unterstützen wir nicht.',
    },
    503: {
      title: 'Vorübergehend nicht erreichbar',
      message: 'Die Website ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
    },
    505: {
      title: 'Nicht unterstützt',
      message: 'Diese HTTP-Version unterstützen wir nicht. Bitte verwenden Sie einen aktuellen Browser.',
    },
  } satisfies Record<number, ErrorCopy>,
} as const;

/** The API's `{ error }` for an error status without words of its own. */
export const apiErrorFallback = 'Die Anfrage konnte nicht bearbeitet werden.';

/** The `{ error }` of the JSON API for the same refusals (a client reads the precise status too). */
export const apiErrorMessages: Record<number, string> = {
  400: 'Die Anfrage ist fehlerhaft und konnte nicht gelesen werden.',
  404: 'Diese Adresse gibt es in der Schnittstelle nicht.',
  405: 'Diese Methode ist hier nicht erlaubt.',
  408: 'Die Anfrage wurde nicht rechtzeitig vollständig übertragen. Bitte senden Sie sie erneut.',
  412: 'Die Bedingung der Anfrage ist nicht erfüllt.',
  413: 'Die Anfrage ist zu groß.',
  414: 'Die Adresse der Anfrage ist zu lang.',
  417: 'Die Erwartung (Expect) der Anfrage kann nicht erfüllt werden.',
  421: 'Diese Anfrage ist nicht an diese Website gerichtet.',
  429: 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
  431: 'Die Kopfzeilen der Anfrage sind zu groß.',
  500: 'Interner Fehler',
  501: 'Diese Art von Anfrage wird nicht unterstützt.',
  503: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
  505: 'Diese HTTP-Version wird nicht unterstützt.',
};
