/**
 * German copy of the cookie banner, its detailed view, the settings dialog and the floating
 * cookie-settings button: only the categories a service uses, each naming that service.
 */
import { CONSENT_MAX_AGE_DAYS } from '../lib/consent.ts';
import type { ConsentChoice } from '../lib/consent-store.ts';
import { analyticsConfig, tagScripts, type AnalyticsConfig } from '../lib/analytics.ts';
import { legalLinks } from './site.ts';
import { typesetDeep } from '../lib/typography.ts';

/** One service behind a category: who runs it, why, and what it stores for how long. */
export interface ConsentServiceCopy {
  name: string;
  provider: string;
  purpose: string;
  cookies: string;
  lifetime: string;
}

/**
 * A category the visitor can grant. Only categories that a service of this site uses are
 * offered: 'analytics' (Statistik) and 'preferences' (Externe Medien: the map). 'marketing' stays
 * in the stored choice as false; there is no advertising or personalisation service.
 */
export interface ConsentCategoryCopy {
  key: Exclude<keyof ConsentChoice, 'marketing'>;
  label: string;
  description: string;
  services: readonly ConsentServiceCopy[];
}

const google = 'Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland';

/**
 * Statistik is offered only when the build has an analytics id: a category without a service
 * would ask for a consent nothing uses.
 */
export function isAnalyticsOffered(config: Pick<AnalyticsConfig, 'gtmId' | 'ga4Id'>): boolean {
  return Boolean(config.gtmId || config.ga4Id);
}
export const analyticsOffered = isAnalyticsOffered(analyticsConfig);

/**
 * The Google services a configuration loads, named as they load ('Google Tag Manager und
 * Google Analytics 4' with both ids: GA4 then loads directly as well as any tag in the container).
 */
export function analyticsServiceName(config: Pick<AnalyticsConfig, 'gtmId' | 'ga4Id'>): string {
  return tagScripts(config)
    .map((s) => (s.kind === 'gtm' ? 'Google Tag Manager' : 'Google Analytics 4'))
    .join(' und ');
}

/**
 * Where the cookie-settings button is: fixed at the bottom left of every page
 * (src/components/widgets/consent-manager.tsx). One wording for the banner and the Datenschutz page.
 */
export const settingsButtonPlace =
  'die Schaltfläche „Cookie-Einstellungen“ (das Cookie-Symbol unten links auf jeder Seite)';

/** Labels of the service details under each category. */
export const consentServiceLabels = {
  provider: 'Anbieter',
  purpose: 'Zweck',
  cookies: 'Cookies',
  lifetime: 'Speicherdauer',
} as const;

const privacy = legalLinks.find((l) => l.href === '/datenschutz')!;
const imprint = legalLinks.find((l) => l.href === '/impressum')!;

export const consentCopy = typesetDeep({
  banner: {
    title: 'Ihre Privatsphäre ist uns wichtig',
    text: `Wir verwenden technisch notwendige Speicher, damit diese Website funktioniert. Mit Ihrer Einwilligung nutzen wir zusätzlich ${
      analyticsOffered ? 'Dienste von Google für Statistik und als externes Medium ' : ''
    }die Karte von Google zu unserem Showroom. Dabei können Daten an Google, auch in die USA, übermittelt werden. Ihre Einwilligung ist freiwillig; Sie können sie jederzeit über ${settingsButtonPlace} ändern oder widerrufen.`,
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
  },
  necessary: {
    label: 'Notwendig',
    badge: 'Immer aktiv',
    description: `Diese Speicher merken sich Ihre Cookie-Auswahl (${CONSENT_MAX_AGE_DAYS} Tage lang, nur in Ihrem Browser) und sorgen für Sicherheit und Grundfunktionen, etwa das Kontaktformular. Sie sind für den Betrieb erforderlich und lassen sich nicht abschalten. Cookies setzen wir dafür nicht.`,
  },
  categories: (
    [
      {
        key: 'analytics',
        label: 'Statistik',
        description:
          'Wir sehen, welche Seiten wie oft besucht werden, um unser Angebot zu verbessern. Ihre IP-Adresse wird dabei an Google übertragen; Google nutzt sie nach eigenen Angaben nur für den ungefähren Standort und speichert sie nicht. Google-Signale und Werbefunktionen sind abgeschaltet.',
        services: [
          {
            name: analyticsServiceName(analyticsConfig),
            provider: `${google}, als unser Auftragsverarbeiter`,
            purpose: 'Reichweitenmessung: aufgerufene Seiten, Verweildauer, Gerätetyp und ungefährer Standort',
            cookies: '„_ga“ und „_ga_<ID>“ (Google Analytics)',
            lifetime: 'bis zu 2 Jahre',
          },
        ],
      },
      {
        key: 'preferences',
        label: 'Externe Medien',
        description:
          'Lädt die Google-Karte zu unserem Showroom auf den Seiten, die sie zeigen, automatisch, ohne dass Sie erst auf „Karte laden“ klicken. Dabei wird Ihre IP-Adresse an Google übertragen.',
        services: [
          {
            name: 'Google Maps',
            provider: `${google}, als eigener Verantwortlicher`,
            purpose: 'Anzeige der eingebetteten Karte mit dem Weg zu unserem Showroom',
            cookies: 'z. B. „NID“ (von Google beim Laden der Karte gesetzt)',
            lifetime: 'bis zu 6 Monate',
          },
        ],
      },
    ] satisfies ConsentCategoryCopy[]
  ).filter((category) => category.key !== 'analytics' || analyticsOffered),
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
