/**
 * German copy of the cookie banner, its detailed view, the settings dialog and the floating
 * cookie-settings button (DECISIONS.md s.3 'Consent').
 */
import { CONSENT_MAX_AGE_DAYS } from '../lib/consent.ts';
import type { ConsentChoice } from '../lib/consent-store.ts';
import { legalLinks } from './site.ts';
import { typesetDeep } from '../lib/typography.ts';

export interface ConsentCategoryCopy {
  key: keyof ConsentChoice;
  label: string;
  description: string;
}

const privacy = legalLinks.find((l) => l.href === '/datenschutz')!;
const imprint = legalLinks.find((l) => l.href === '/impressum')!;

export const consentCopy = typesetDeep({
  banner: {
    title: 'Ihre Privatsphäre ist uns wichtig',
    text: 'Wir verwenden technisch notwendige Speicher, damit diese Website funktioniert. Mit Ihrer Einwilligung nutzen wir zusätzlich Dienste von Google für Statistik, Marketing und externe Medien wie die Karte. Dabei können Daten an Google, auch in die USA, übermittelt werden. Ihre Einwilligung ist freiwillig; Sie können sie jederzeit über das Cookie-Symbol unten links ändern oder widerrufen.',
    detailsTitle: 'Einstellungen',
    detailsText:
      'Wählen Sie, welchen Diensten Sie zustimmen. Nicht erforderliche Kategorien sind ausgeschaltet, bis Sie sie aktivieren.',
  },
  dialog: {
    title: 'Cookie-Einstellungen',
    text: 'Hier sehen und ändern Sie Ihre Einwilligung. Ihre Änderung gilt sofort.',
    close: 'Schließen',
  },
  actions: {
    acceptAll: 'Alle akzeptieren',
    reject: 'Ablehnen',
    settings: 'Einstellungen',
    save: 'Auswahl speichern',
    back: 'Zurück',
  },
  necessary: {
    label: 'Notwendig',
    badge: 'Immer aktiv',
    description: `Speichern Ihre Cookie-Auswahl (${CONSENT_MAX_AGE_DAYS} Tage lang, nur in Ihrem Browser) und sorgen für Sicherheit und Grundfunktionen, etwa das Kontaktformular. Diese Speicher sind für den Betrieb erforderlich und lassen sich nicht abschalten.`,
  },
  categories: [
    {
      key: 'analytics',
      label: 'Statistik',
      description:
        'Google Analytics 4 über den Google Tag Manager: Wir sehen, welche Seiten wie oft besucht werden, um unser Angebot zu verbessern. IP-Adressen werden gekürzt, Google-Signale und Werbepersonalisierung sind abgeschaltet. Anbieter: Google Ireland Limited.',
    },
    {
      key: 'marketing',
      label: 'Marketing',
      description:
        'Erlaubt Google, Daten zu Werbezwecken zu speichern und zu nutzen, etwa um den Erfolg unserer Anzeigen zu messen und Werbung zu personalisieren. Anbieter: Google Ireland Limited.',
    },
    {
      key: 'preferences',
      label: 'Präferenzen und externe Medien',
      description:
        'Lädt eingebettete Inhalte wie die Google-Karte zu unserem Showroom automatisch und merkt sich persönliche Einstellungen. Dabei wird Ihre IP-Adresse an Google übertragen. Anbieter: Google Ireland Limited.',
    },
  ],
  links: {
    privacy: { label: 'Datenschutzerklärung', href: privacy.href },
    imprint: { label: imprint.label, href: imprint.href },
  },
  button: {
    label: 'Cookie-Einstellungen',
  },
} as const satisfies {
  categories: readonly ConsentCategoryCopy[];
  [key: string]: unknown;
});
