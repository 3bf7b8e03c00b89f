/**
 * The chat launcher's labels, apart from chat.ts so the launcher's bundle does not pull in the
 * topics (the window's copy imports them from here, so they are written once).
 */
export const chatLauncherCopy = {
  open: 'Chat öffnen',
  /** The window's title and subtitle (the window's shell shows them before the chat's code arrives). */
  title: 'Chat-Assistent',
  subtitle: 'Automatische Antworten auf häufige Fragen',
  /** The shell's state while the chat's code is on its way. */
  loading: 'Chat wird geladen …',
  close: 'Chat schließen',
  /** Its name without JavaScript, where it is a link to the contact page. */
  contact: 'Kontakt aufnehmen',
  /** Where it leads without JavaScript. */
  contactHref: '/kontakt',
} as const;
