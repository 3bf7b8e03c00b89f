/**
 * The legal pages (Impressum, Datenschutz, AGB) as structured German text. Every identity
 * datum comes from site.ts; the documents are rendered by legal-document.tsx with a table of
 * contents built from the sections.
 *
 * Legal basis as in force in 2026: § 5 DDG (Digitale-Dienste-Gesetz, replacing the TMG since
 * 14 May 2024), § 18 Abs. 2 MStV, DSGVO, § 25 TDDDG, BGB consumer law, VSBG § 36. The EU ODR
 * platform was shut down on 20 July 2025 (Regulation (EU) 2024/3228), so no ODR link is given.
 */
import type { PageHeroContent } from './blocks.ts';
import { CONSENT_MAX_AGE_DAYS } from '../lib/consent.ts';
import { company, emailHref, enquiryRetentionDaysDefault, facts, operator, phoneHref } from './site.ts';

export type LegalInline = string | { text: string; href: string };

export type LegalBlock =
  | { type: 'p'; content: readonly LegalInline[] }
  | { type: 'ul'; items: readonly (readonly LegalInline[])[] }
  | { type: 'h3'; text: string }
  | { type: 'address'; lines: readonly LegalInline[][] }
  | { type: 'box'; title: string; blocks: readonly LegalBlock[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  hero: PageHeroContent;
  /** 'Stand' line shown under the text. */
  updated: string;
  /** Show a table of contents (long documents). */
  toc: boolean;
  sections: readonly LegalSection[];
}

const p = (...content: LegalInline[]): LegalBlock => ({ type: 'p', content });
const ul = (...items: (LegalInline | LegalInline[])[]): LegalBlock => ({
  type: 'ul',
  items: items.map((i) => (Array.isArray(i) ? i : [i])),
});
const h3 = (text: string): LegalBlock => ({ type: 'h3', text });
const link = (text: string, href: string): LegalInline => ({ text, href });

/** Validity of a stored consent choice: the consent store's own limit. */
export const consentValidityDays = CONSENT_MAX_AGE_DAYS;

export const websiteUrl = `https://www.${company.domain}`;

const updated = 'Stand: November 2026';

const representativeLine = `${company.representatives.label}: ${company.representatives.names.join(', ')}`;

const postalAddress: LegalInline[][] = [
  [company.legalName],
  [representativeLine],
  [company.street],
  [`${company.postalCode} ${company.town}`],
  [company.countryName],
];

const contactLines: LegalInline[][] = [
  ['Telefon: ', link(company.phoneDisplay, phoneHref)],
  ['E-Mail: ', link(company.email, emailHref)],
];

/** The consumer dispute resolution statement (§ 36 VSBG), used in the Impressum and the AGB. */
export const vsbgStatement =
  'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle im Sinne des Verbraucherstreitbeilegungsgesetzes (VSBG) teilzunehmen.';

/** Register, VAT id, regulated craft, permit authority and § 18 MStV: each only where it applies. */
function impressumRegisterSections(): LegalSection[] {
  const sections: LegalSection[] = [];
  if (operator.register) {
    sections.push({
      id: 'register',
      title: 'Registereintrag',
      blocks: [
        p('Eintragung im Handelsregister.'),
        p(`Registergericht: ${operator.register.court}`),
        p(`Registernummer: ${operator.register.number}`),
      ],
    });
  }
  if (operator.vatId) {
    sections.push({
      id: 'umsatzsteuer',
      title: 'Umsatzsteuer-Identifikationsnummer',
      blocks: [p(`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${operator.vatId}`)],
    });
  }
  if (operator.craft) {
    const { chamber, professionalTitle, grantedIn, rules } = operator.craft;
    sections.push({
      id: 'berufsrecht',
      title: 'Berufsrechtliche Angaben',
      blocks: [
        p('Zuständige Kammer: ', link(chamber.name, chamber.url), `, ${chamber.address}`),
        p(`Gesetzliche Berufsbezeichnung: ${professionalTitle} (verliehen in ${grantedIn})`),
        p('Berufsrechtliche Regelungen: ', link(rules.label, rules.url)),
      ],
    });
  }
  if (operator.permitAuthority) {
    const a = operator.permitAuthority;
    sections.push({
      id: 'aufsicht',
      title: 'Zuständige Aufsichtsbehörde',
      blocks: [p(link(a.name, a.url), `, ${a.address}`)],
    });
  }
  sections.push({
    id: 'verantwortlich',
    title: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
    blocks: [
      {
        type: 'address',
        lines: [[company.contentResponsible], [company.street], [`${company.postalCode} ${company.town}`]],
      },
    ],
  });
  return sections;
}

export const impressum: LegalDocument = {
  hero: { title: 'Impressum', intro: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).' },
  updated,
  toc: false,
  sections: [
    {
      id: 'anbieter',
      title: 'Anbieter gemäß § 5 DDG',
      blocks: [{ type: 'address', lines: postalAddress }, p(`Rechtsform: ${company.legalFormLong}`)],
    },
    {
      id: 'kontakt',
      title: 'Kontakt',
      blocks: [{ type: 'address', lines: [...contactLines, ['Website: ', link(websiteUrl, websiteUrl)]] }],
    },
    ...impressumRegisterSections(),
    {
      id: 'streitbeilegung',
      title: 'Verbraucherstreitbeilegung',
      blocks: [
        p(`${vsbgStatement} (§ 36 VSBG)`),
        p(
          'Bei Fragen oder Unstimmigkeiten sprechen Sie uns bitte direkt an – wir finden gemeinsam eine Lösung. Sie erreichen uns unter ',
          link(company.email, emailHref),
          ' oder telefonisch unter ',
          link(company.phoneDisplay, phoneHref),
          '.',
        ),
      ],
    },
    {
      id: 'bildnachweise',
      title: 'Bildnachweise',
      blocks: [
        p(
          `Alle Abbildungen auf dieser Website sind Originalgrafiken, die eigens für die ${company.legalName} gestaltet wurden. Es werden keine Bilder Dritter und keine Stockfotos verwendet.`,
        ),
        p(
          'Symbole: Lucide Icons (',
          link('lucide.dev', 'https://lucide.dev'),
          '), veröffentlicht unter der ISC-Lizenz.',
        ),
      ],
    },
    {
      id: 'haftung',
      title: 'Haftung für Inhalte und Links',
      blocks: [
        p(
          'Wir erstellen die Inhalte dieser Website mit größter Sorgfalt. Als Diensteanbieter sind wir gemäß § 7 Abs. 1 DDG für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Nach §§ 8 bis 10 DDG sind wir jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen.',
        ),
        p(
          'Unsere Website enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir solche Links umgehend.',
        ),
      ],
    },
    {
      id: 'urheberrecht',
      title: 'Urheberrecht',
      blocks: [
        p(
          'Die Texte und Grafiken dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung und Verbreitung außerhalb der Grenzen des Urheberrechts bedürfen unserer schriftlichen Zustimmung.',
        ),
      ],
    },
  ],
};

/**
 * What the Datenschutzerklärung depends on besides the operator: the consent mode of the build
 * (PUBLIC_CONSENT_MODE) and the enquiry retention the server enforces (ENQUIRY_RETENTION_DAYS;
 * the server refuses to start with a value other than the one the page was built with, see
 * src/server/build-settings.ts).
 */
export interface PrivacySettings {
  consentMode: 'basic' | 'advanced';
  retentionDays: number;
}

export const defaultPrivacySettings: PrivacySettings = {
  consentMode: 'basic',
  retentionDays: enquiryRetentionDaysDefault,
};

/** The GA4 bullets: when Google's scripts load depends on the consent mode. */
function analyticsLoading(mode: PrivacySettings['consentMode']): string[] {
  if (mode === 'basic') {
    return [
      'Die Skripte von Google werden erst geladen, nachdem Sie in die Statistik eingewilligt haben. Vorher wird keine Verbindung zu Google aufgebaut.',
    ];
  }
  return [
    'Wir nutzen den „erweiterten“ Google Consent Mode: Die Skripte des Google Tag Managers und von Google Analytics werden schon beim Aufruf jeder Seite geladen, also bevor Sie eine Auswahl getroffen haben. Dabei baut Ihr Browser eine Verbindung zu Google auf und überträgt Ihre IP-Adresse.',
    'Solange Sie nicht eingewilligt haben, setzt Google Analytics keine Cookies. Es sendet aber cookielose Signale („Pings“) an Google, etwa mit Zeitpunkt, aufgerufener Seite, Browser- und Geräteinformationen sowie der Information, dass keine Einwilligung vorliegt. Google nutzt sie nach eigenen Angaben für eine statistische Modellierung; wir erhalten daraus keine Daten über Sie als Person.',
  ];
}

export const privacyPolicy = (settings: PrivacySettings = defaultPrivacySettings): LegalDocument => ({
  hero: {
    // Soft hyphens let the long words break on narrow screens.
    title: 'Datenschutz\u00ADerklärung',
    intro: 'Informationen zur Verarbeitung Ihrer personenbezogenen Daten nach Art. 13 DSGVO.',
  },
  updated,
  toc: true,
  sections: [
    {
      id: 'verantwortlicher',
      title: '1. Verantwortlicher',
      blocks: [
        p(
          'Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
        ),
        { type: 'address', lines: [...postalAddress, ...contactLines] },
        p(
          'Einen Datenschutzbeauftragten haben wir nicht benannt, weil wir dazu gesetzlich nicht verpflichtet sind. Für alle Fragen zum Datenschutz erreichen Sie uns unter den oben genannten Kontaktdaten.',
        ),
      ],
    },
    {
      id: 'ueberblick',
      title: '2. Überblick',
      blocks: [
        p(
          'Wir verarbeiten personenbezogene Daten nur, soweit es für den Betrieb dieser Website, die Beantwortung Ihrer Anfragen oder – mit Ihrer Einwilligung – für die Reichweitenmessung nötig ist. Wir verkaufen keine Daten und setzen keine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO ein.',
        ),
        p(
          'Die Website wird verschlüsselt über HTTPS (TLS) übertragen. Sie wird bei einem Hosting-Dienstleister betrieben, der die Daten in unserem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung nach Art. 28 DSGVO verarbeitet. Dasselbe gilt für den Dienstleister, über den wir E-Mails versenden.',
        ),
      ],
    },
    {
      id: 'server-logs',
      title: '3. Server-Logdateien',
      blocks: [
        p(
          'Bei jedem Aufruf dieser Website verarbeitet unser Server automatisch Informationen, die Ihr Browser übermittelt:',
        ),
        ul(
          'IP-Adresse des anfragenden Geräts',
          'Datum und Uhrzeit des Zugriffs',
          'aufgerufene Seite bzw. Datei und HTTP-Statuscode',
          'übertragene Datenmenge',
          'Referrer-URL (die zuvor besuchte Seite), soweit übermittelt',
          'Browsertyp, Browserversion und Betriebssystem (User-Agent)',
        ),
        p(
          'Zweck ist die Auslieferung der Website, die Gewährleistung ihrer Sicherheit und Stabilität sowie die Fehleranalyse. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im sicheren und fehlerfreien Betrieb der Website.',
        ),
        p(
          'Diese Zugriffsprotokolle führt unser Hosting-Dienstleister in unserem Auftrag; wie lange sie aufbewahrt werden, richtet sich nach seinen Einstellungen, die wir Ihnen auf Anfrage mitteilen. Die Protokolle unserer eigenen Anwendung enthalten weder IP-Adressen noch Inhalte Ihrer Anfragen.',
        ),
      ],
    },
    {
      id: 'kontaktformular',
      title: '4. Kontaktformular und Anfragen',
      blocks: [
        h3('Welche Daten wir verarbeiten'),
        p('Wenn Sie uns über das Kontaktformular schreiben, verarbeiten wir:'),
        ul(
          'Vorname und Nachname',
          'E-Mail-Adresse',
          'Telefonnummer (freiwillig)',
          'Ihr Interesse (z. B. Boxspringbett oder Beratungstermin im Showroom)',
          'Ihre Nachricht',
          'Datum und Uhrzeit der Anfrage',
        ),
        h3('Zweck und Rechtsgrundlage'),
        p(
          'Wir verwenden diese Daten, um Ihre Anfrage zu beantworten und einen Beratungstermin oder ein Angebot mit Ihnen abzustimmen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf einen Vertrag oder vorvertragliche Maßnahmen zielt, im Übrigen Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der Beantwortung von Anfragen an uns.',
        ),
        h3('Speicherung und Löschung'),
        p(
          `Ihre Anfrage wird in unserer Datenbank gespeichert, damit keine Nachricht verloren geht. Gespeicherte Anfragen löschen wir automatisch nach ${settings.retentionDays} Tagen, zusammen mit den dazu erzeugten E-Mails, soweit sie auf unserem Server liegen. Entsteht aus Ihrer Anfrage ein Vertrag, bewahren wir die dafür nötigen Unterlagen so lange auf, wie es die handels- und steuerrechtlichen Aufbewahrungsfristen verlangen (§ 257 HGB, § 147 AO).`,
        ),
        h3('E-Mail-Benachrichtigung und Eingangsbestätigung'),
        p(
          'Nach dem Absenden erhalten wir eine Benachrichtigung mit Ihrer Anfrage per E-Mail, und Sie erhalten an die angegebene Adresse eine kurze Eingangsbestätigung. Die Bestätigung enthält keine Werbung.',
        ),
        h3('Schutz vor Missbrauch'),
        p(
          'Um das Formular vor automatisierten Spam-Einsendungen zu schützen, verwenden wir kein CAPTCHA, sondern ein für Menschen unsichtbares Feld, eine Mindestausfülldauer und eine Begrenzung der Anfragen je Anschluss (IP-Adresse). Für diese Begrenzung speichern wir kurzzeitig einen Zähler zu einem Hashwert Ihrer IP-Adresse, den wir mit einem geheimen Schlüssel bilden (HMAC-SHA-256) – nicht die IP-Adresse selbst. Ebenso zählen wir die Bestätigungsmails je E-Mail-Adresse nur über einen solchen Hashwert, damit niemand das Formular nutzen kann, um fremden Adressen massenhaft Bestätigungen zu schicken. Beide Zähler werden nach spätestens 25 Stunden gelöscht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO (Schutz vor Missbrauch).',
        ),
        p(
          'Die Angabe Ihrer Daten ist weder gesetzlich noch vertraglich vorgeschrieben. Ohne Vor- und Nachname, E-Mail-Adresse, Interesse und Nachricht können wir Ihre Anfrage jedoch nicht beantworten; die Telefonnummer ist freiwillig.',
        ),
        p(
          'Schlafberater: Ihre Angaben dort (Körpergröße, Körpergewicht, Schlafposition, Wünsche) verarbeitet Ihr Browser nur auf Ihrem Gerät. Senden Sie das Ergebnis als Beratungsanfrage, übernimmt das Kontaktformular es als Text in Ihre Nachricht, die Sie vor dem Absenden sehen und ändern können; übergeben wird es im Sitzungsspeicher Ihres Browsers, nie in der Adresse der Seite. Die Angabe zu Rücken- oder Gelenkbeschwerden ist eine Gesundheitsangabe: Sie kommt nur in die Anfrage, wenn Sie im Schlafberater ausdrücklich eingewilligt haben (Art. 9 Abs. 2 lit. a DSGVO). Diese Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen, etwa per E-Mail an uns; wir löschen die Angabe dann.',
        ),
      ],
    },
    {
      id: 'telefon-email',
      title: '5. Kontakt per Telefon und E-Mail',
      blocks: [
        p(
          'Wenn Sie uns anrufen oder eine E-Mail schreiben, verarbeiten wir Ihre Angaben zur Bearbeitung Ihres Anliegens auf Grundlage von Art. 6 Abs. 1 lit. b bzw. lit. f DSGVO. Wir löschen sie, sobald Ihr Anliegen erledigt ist und keine gesetzlichen Aufbewahrungspflichten entgegenstehen.',
        ),
      ],
    },
    {
      id: 'cookies-einwilligung',
      title: '6. Cookie-Banner und Einwilligung',
      blocks: [
        p(
          'Beim ersten Besuch fragt ein Banner, welchen Kategorien Sie zustimmen. „Ablehnen“ ist dabei genauso einfach möglich wie „Alle akzeptieren“. Es gibt folgende Kategorien:',
        ),
        ul(
          [
            'Notwendig: für den Betrieb der Website unbedingt erforderlich, etwa das Speichern Ihrer Cookie-Auswahl. Diese Kategorie ist immer aktiv (§ 25 Abs. 2 Nr. 2 TDDDG).',
          ],
          [
            'Statistik (Analyse): Reichweitenmessung mit Google Analytics 4 über den Google Tag Manager (siehe Abschnitt 7).',
          ],
          ['Externe Medien: das automatische Laden der Google-Karte auf den Kontaktseiten (siehe Abschnitt 8).'],
        ),
        p(
          'Werbe- und Personalisierungsdienste setzen wir nicht ein. Die entsprechenden Signale des Google Consent Mode (ad_storage, ad_user_data, ad_personalization, personalization_storage) bleiben daher immer abgelehnt.',
        ),
        p(
          `Ihre Auswahl speichern wir zusammen mit dem Zeitpunkt und der Version dieser Regelung im lokalen Speicher (localStorage) Ihres Browsers, nicht auf unserem Server. Sie gilt ${consentValidityDays} Tage; danach oder nach einer Änderung der Regelung fragen wir erneut. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. c DSGVO (Nachweis der Einwilligung nach Art. 7 Abs. 1 DSGVO).`,
        ),
        p(
          'Sie können Ihre Auswahl jederzeit über die Schaltfläche „Cookie-Einstellungen“ unten auf jeder Seite ändern und eine Einwilligung mit Wirkung für die Zukunft widerrufen.',
        ),
      ],
    },
    {
      id: 'google-analytics',
      title: '7. Google Tag Manager und Google Analytics 4',
      blocks: [
        p(
          'Mit Ihrer Einwilligung in die Kategorie „Statistik“ nutzen wir den Google Tag Manager und Google Analytics 4, Dienste der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland („Google“). Google Analytics hilft uns zu verstehen, welche Seiten besucht werden, damit wir die Website verbessern können.',
        ),
        ul(
          ...analyticsLoading(settings.consentMode),
          'Wir nutzen den Google Consent Mode: Alle Speicher- und Werbefunktionen sind standardmäßig abgelehnt; nur die Statistik wird entsprechend Ihrer Auswahl freigegeben.',
          'Ihre IP-Adresse wird bei jeder Verbindung an Google übertragen und von uns nicht gekürzt. Google gibt an, sie in Google Analytics 4 nur zur Bestimmung des ungefähren Standorts (Land, Region, Stadt) zu verwenden und sie weder zu protokollieren noch zu speichern.',
          'Google Signals und Werbefunktionen sind deaktiviert.',
          'Google Analytics setzt die Cookies „_ga“ und „_ga_<ID>“ mit einer Laufzeit von bis zu 2 Jahren; die Analysedaten bewahren wir höchstens 14 Monate auf.',
        ),
        p(
          'Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG. Dabei kann es zu einer Übermittlung von Daten an die Google LLC in den USA kommen. Google ist nach dem EU-US Data Privacy Framework zertifiziert, für das die EU-Kommission einen Angemessenheitsbeschluss nach Art. 45 DSGVO erlassen hat.',
        ),
        p(
          'Weitere Informationen: ',
          link('Datenschutzerklärung von Google', 'https://policies.google.com/privacy'),
          '.',
        ),
      ],
    },
    {
      id: 'google-maps',
      title: '8. Google Maps',
      blocks: [
        p(
          'Auf den Kontaktseiten zeigen wir den Weg zu unserem Showroom mit Google Maps (Google Ireland Limited). Die Karte wird nicht automatisch geladen: Sie sehen zunächst nur unsere Adresse und die Schaltfläche „Karte laden“. Erst wenn Sie darauf klicken oder der Kategorie „Externe Medien“ zugestimmt haben, wird die Karte von Google geladen. Google kann dabei Cookies setzen, etwa „NID“ mit einer Laufzeit von bis zu 6 Monaten. Dabei überträgt Ihr Browser insbesondere Ihre IP-Adresse an Google; auch hier kann eine Übermittlung in die USA stattfinden (EU-US Data Privacy Framework, siehe Abschnitt 7).',
        ),
        p(
          'Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG. Der Link „Route planen“ öffnet Google Maps erst, wenn Sie ihn anklicken.',
        ),
      ],
    },
    {
      id: 'chat',
      title: '9. Chat-Assistent',
      blocks: [
        p(
          'Unser Chat-Assistent beantwortet häufige Fragen. Er läuft ausschließlich in Ihrem Browser: Die Antworten werden lokal auf Ihrem Gerät erzeugt, Ihre Eingaben werden weder an uns noch an Dritte übertragen. Der Gesprächsverlauf wird im Sitzungsspeicher (sessionStorage) Ihres Browsers abgelegt und beim Schließen des Browser-Tabs automatisch gelöscht.',
        ),
      ],
    },
    {
      id: 'schriftarten',
      title: '10. Schriftarten',
      blocks: [
        p(
          'Die auf dieser Website verwendeten Schriftarten werden von unserem eigenen Server ausgeliefert. Es wird keine Verbindung zu Google Fonts oder anderen Schriftanbietern aufgebaut.',
        ),
      ],
    },
    {
      id: 'rechte',
      title: '11. Ihre Rechte',
      blocks: [
        p('Sie haben gegenüber uns folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:'),
        ul(
          'Recht auf Auskunft (Art. 15 DSGVO)',
          'Recht auf Berichtigung (Art. 16 DSGVO)',
          'Recht auf Löschung (Art. 17 DSGVO)',
          'Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO)',
          'Recht auf Datenübertragbarkeit (Art. 20 DSGVO)',
          'Recht auf Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)',
        ),
        h3('Widerspruchsrecht'),
        p(
          'Verarbeiten wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einlegen (Art. 21 Abs. 1 DSGVO).',
        ),
        h3('Widerruf einer Einwilligung'),
        p(
          'Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO), zum Beispiel über die „Cookie-Einstellungen“. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt.',
        ),
        h3('Beschwerderecht'),
        p(
          'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Für uns zuständig ist:',
        ),
        p(
          link(operator.dataProtectionAuthority.name, operator.dataProtectionAuthority.url),
          `, ${operator.dataProtectionAuthority.address}`,
        ),
      ],
    },
    {
      id: 'kontakt-datenschutz',
      title: '12. Kontakt zum Datenschutz',
      blocks: [
        p(
          'Für Auskünfte, Ihre Rechte oder Fragen zum Datenschutz schreiben Sie uns an ',
          link(company.email, emailHref),
          `, rufen Sie uns an unter `,
          link(company.phoneDisplay, phoneHref),
          ` oder schreiben Sie an ${company.legalName}, ${company.street}, ${company.postalCode} ${company.town}.`,
        ),
      ],
    },
  ],
});

/** The Datenschutzerklärung with the default settings (basic consent mode, 180 days). */
export const datenschutz = privacyPolicy();

const sellerAddressLine = `${company.legalName}, ${representativeLine}, ${company.street}, ${company.postalCode} ${company.town}, Telefon ${company.phoneDisplay}, E-Mail ${company.email}`;

export const agb: LegalDocument = {
  hero: {
    title: 'Allgemeine Geschäfts\u00ADbedingungen',
    intro: 'Für Verträge über Betten, Matratzen und Zubehör zwischen uns und unseren Kundinnen und Kunden.',
  },
  updated,
  toc: true,
  sections: [
    {
      id: 'geltungsbereich',
      title: '§ 1 Geltungsbereich',
      blocks: [
        p(
          `(1) Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge zwischen der ${company.legalName}, ${representativeLine}, ${company.street}, ${company.postalCode} ${company.town} (nachfolgend „wir“), und ihren Kundinnen und Kunden über die Lieferung von Betten, Matratzen, Toppern und Zubehör sowie damit verbundene Leistungen wie Lieferung und Montage – gleich ob der Vertrag in unserem Showroom, telefonisch oder per E-Mail geschlossen wird.`,
        ),
        p(
          '(2) Verbraucher ist jede natürliche Person, die ein Rechtsgeschäft zu Zwecken abschließt, die überwiegend weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können (§ 13 BGB). Unternehmer ist eine natürliche oder juristische Person oder rechtsfähige Personengesellschaft, die bei Abschluss eines Rechtsgeschäfts in Ausübung ihrer gewerblichen oder selbständigen beruflichen Tätigkeit handelt (§ 14 BGB).',
        ),
        p(
          '(3) Abweichende Bedingungen von Unternehmern erkennen wir nicht an, es sei denn, wir stimmen ihrer Geltung ausdrücklich schriftlich zu. Individuelle Vereinbarungen haben Vorrang vor diesen Bedingungen.',
        ),
      ],
    },
    {
      id: 'vertragsschluss',
      title: '§ 2 Vertragsschluss',
      blocks: [
        p(
          '(1) Die Darstellung unserer Produkte auf dieser Website ist kein verbindliches Angebot, sondern eine Aufforderung, mit uns Kontakt aufzunehmen. Über die Website werden keine Verträge geschlossen.',
        ),
        p(
          '(2) Auf Ihre Anfrage erstellen wir Ihnen ein individuelles Angebot in Textform (z. B. per E-Mail oder auf Papier). Mit dem Angebot erhalten Sie diese AGB und – bei Fernabsatzverträgen und außerhalb unserer Geschäftsräume geschlossenen Verträgen – die Widerrufsbelehrung mit dem Muster-Widerrufsformular, also bevor Sie bestellen. Mit Ihrer Bestellung – im Showroom, telefonisch, per E-Mail oder schriftlich – geben Sie ein verbindliches Angebot zum Abschluss eines Kaufvertrags ab.',
        ),
        p(
          '(3) Wir können Ihr Angebot innerhalb von fünf Tagen annehmen, indem wir Ihnen eine Auftragsbestätigung in Textform (z. B. per E-Mail) übermitteln oder die Ware liefern. Maßgeblich ist der zuerst eintretende Zeitpunkt. Nehmen wir Ihr Angebot innerhalb dieser Frist nicht an, sind Sie nicht mehr daran gebunden.',
        ),
        p(
          '(4) Die Vertragssprache ist Deutsch. Nach Vertragsschluss bestätigen wir Ihnen den Vertrag mit seinem Inhalt, diesen AGB und gegebenenfalls der Widerrufsbelehrung auf einem dauerhaften Datenträger (z. B. per E-Mail).',
        ),
      ],
    },
    {
      id: 'widerrufsrecht',
      title: '§ 3 Widerrufsrecht',
      blocks: [
        p(
          '(1) Verbrauchern steht bei Fernabsatzverträgen (etwa einer Bestellung per Telefon oder E-Mail) und bei außerhalb unserer Geschäftsräume geschlossenen Verträgen (etwa bei einer Beratung bei Ihnen zu Hause) ein gesetzliches Widerrufsrecht nach Maßgabe der folgenden Widerrufsbelehrung zu. Für Verträge, die Sie in unserem Showroom schließen, besteht kein gesetzliches Widerrufsrecht; unser freiwilliger Matratzen-Umtausch bleibt davon unberührt.',
        ),
        {
          type: 'box',
          title: 'Widerrufsbelehrung',
          blocks: [
            h3('Widerrufsrecht'),
            p('Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.'),
            p(
              'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.',
            ),
            p(
              `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${sellerAddressLine}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.`,
            ),
            p(
              'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
            ),
            h3('Folgen des Widerrufs'),
            p(
              'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
            ),
            p('Wir holen die Waren ab. Wir tragen die Kosten der Rücksendung der Waren.'),
            p(
              'Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.',
            ),
          ],
        },
        {
          type: 'box',
          title: 'Muster-Widerrufsformular',
          blocks: [
            p(
              '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
            ),
            ul(
              `An ${company.legalName}, ${company.street}, ${company.postalCode} ${company.town}, E-Mail: ${company.email}:`,
              'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
              'Bestellt am (*)/erhalten am (*)',
              'Name des/der Verbraucher(s)',
              'Anschrift des/der Verbraucher(s)',
              'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
              'Datum',
            ),
            p('(*) Unzutreffendes streichen.'),
          ],
        },
        h3('Ausschluss des Widerrufsrechts'),
        p(
          '(2) Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind (§ 312g Abs. 2 Nr. 1 BGB). Das betrifft Betten und Matratzen, die wir nach Ihren individuellen Vorgaben eigens für Sie anfertigen, etwa in Sondermaßen, in Überlänge oder angepasst an eine Dachschräge.',
        ),
        p(
          '(3) Die bloße Auswahl unter unseren Standardausführungen – etwa eines der angebotenen Härtegrade, Bezugsstoffe, Farben oder Standardgrößen – macht eine Ware nicht zur Anfertigung nach Ihren Vorgaben; für solche Waren bleibt Ihr Widerrufsrecht bestehen. Ob Ihre Bestellung unter den Ausschluss nach Absatz 2 fällt, weisen wir im Angebot aus, bevor Sie bestellen.',
        ),
      ],
    },
    {
      id: 'preise-zahlung',
      title: '§ 4 Preise und Zahlung',
      blocks: [
        p('(1) Alle Preise sind Endpreise in Euro und enthalten die gesetzliche Umsatzsteuer.'),
        p(
          `(2) Lieferung und Montage sind im Umkreis von ${facts.freeDeliveryKm} km um unseren Showroom kostenlos. Für Lieferungen in größere Entfernung nennen wir Ihnen die Kosten vor Vertragsschluss im Angebot.`,
        ),
        p(
          '(3) Sie können per Überweisung, in bar oder mit Karte im Showroom bezahlen. Der Kaufpreis ist mit der Lieferung fällig, soweit nichts anderes vereinbart ist. Bei Anfertigungen nach Ihren Vorgaben können wir eine im Angebot ausgewiesene Anzahlung vereinbaren.',
        ),
        p(
          '(4) Ein Recht zur Aufrechnung haben Sie nur mit unbestrittenen oder rechtskräftig festgestellten Gegenforderungen oder mit Forderungen aus demselben Vertragsverhältnis.',
        ),
      ],
    },
    {
      id: 'lieferung',
      title: '§ 5 Lieferung',
      blocks: [
        p(
          `(1) Wir liefern innerhalb von ${facts.deliveryWeeks} ab Vertragsschluss, spätestens zwei Wochen nach Vertragsschluss, sofern im Angebot nicht eine andere Lieferfrist oder ein bestimmter Liefertermin vereinbart ist. Für Anfertigungen nach Ihren Vorgaben nennen wir die Lieferfrist oder den Liefertermin verbindlich im Angebot. Den Tag und die Uhrzeit der Lieferung stimmen wir innerhalb dieser Frist mit Ihnen ab.`,
        ),
        p(
          '(2) Wir liefern mit unserem eigenen Team und bauen die Ware auf Wunsch bei Ihnen auf. Ihre alte Matratze nehmen wir auf Wunsch bei der Lieferung mit und entsorgen sie fachgerecht.',
        ),
        p(
          '(3) Bitte sorgen Sie dafür, dass der Aufstellort zum vereinbarten Termin zugänglich ist. Verzögert sich die Lieferung aus Gründen, die wir nicht zu vertreten haben, informieren wir Sie unverzüglich.',
        ),
        p(
          '(4) Bei Verbrauchern geht die Gefahr des zufälligen Untergangs und der zufälligen Verschlechterung der Ware erst mit der Übergabe auf Sie über. Bei Unternehmern geht die Gefahr mit der Übergabe an die Person über, die den Transport ausführt, sofern nicht wir selbst liefern.',
        ),
      ],
    },
    {
      id: 'eigentumsvorbehalt',
      title: '§ 6 Eigentumsvorbehalt',
      blocks: [
        p('(1) Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.'),
        p(
          '(2) Bei Unternehmern behalten wir uns das Eigentum an der Ware bis zur vollständigen Begleichung aller Forderungen aus der laufenden Geschäftsbeziehung vor. Unternehmer dürfen die Vorbehaltsware im ordentlichen Geschäftsgang weiterveräußern; sie treten uns bereits jetzt alle daraus entstehenden Forderungen in Höhe des Rechnungsbetrags ab.',
        ),
      ],
    },
    {
      id: 'gewaehrleistung',
      title: '§ 7 Gewährleistung',
      blocks: [
        p(
          '(1) Es gelten die gesetzlichen Mängelhaftungsrechte. Für Verbraucher beträgt die Verjährungsfrist für Mängelansprüche bei neuen Waren zwei Jahre ab Ablieferung.',
        ),
        p(
          '(2) Gegenüber Unternehmern beträgt die Gewährleistungsfrist bei neuen Waren ein Jahr ab Ablieferung. Diese Verkürzung gilt nicht für Schadensersatzansprüche wegen Verletzung von Leben, Körper oder Gesundheit, bei Vorsatz oder grober Fahrlässigkeit, bei arglistig verschwiegenen Mängeln sowie für Rückgriffsansprüche nach §§ 445a, 478 BGB. Kaufleute müssen die Ware nach § 377 HGB unverzüglich untersuchen und Mängel rügen.',
        ),
        p(
          `(3) Zusätzlich zur gesetzlichen Gewährleistung gewähren wir ${facts.guaranteeYears} Jahre Garantie auf Material und Verarbeitung, ${facts.frameGuaranteeYears} Jahre Garantie auf Rahmen und Taschenfederkerne sowie ${facts.mattressExchangeDays} Tage Matratzen-Umtausch. Inhalt, Dauer, räumlicher Geltungsbereich und Geltendmachung der Garantien stehen in den `,
          link('Garantiebedingungen', '/garantie#garantiebedingungen'),
          ' auf unserer Garantie-Seite; Sie erhalten sie mit der Ware auch auf einem dauerhaften Datenträger. Ihre gesetzlichen Rechte bei Mängeln bestehen neben den Garantien und werden durch sie nicht eingeschränkt; ihre Inanspruchnahme ist unentgeltlich.',
        ),
      ],
    },
    {
      id: 'haftung',
      title: '§ 8 Haftung',
      blocks: [
        p(
          '(1) Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei der Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer übernommenen Garantie.',
        ),
        p(
          '(2) Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht – einer Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen – ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.',
        ),
        p(
          '(3) Diese Beschränkungen gelten auch zugunsten unserer Mitarbeiterinnen, Mitarbeiter und Erfüllungsgehilfen.',
        ),
      ],
    },
    {
      id: 'anwendbares-recht',
      title: '§ 9 Anwendbares Recht und Gerichtsstand',
      blocks: [
        p(
          '(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bei Verbrauchern gilt diese Rechtswahl nur, soweit dadurch nicht der Schutz entzogen wird, den zwingende Bestimmungen des Rechts des Staates gewähren, in dem sie ihren gewöhnlichen Aufenthalt haben.',
        ),
        p(
          `(2) Sind Sie Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist Gerichtsstand für alle Streitigkeiten aus diesem Vertrag unser Geschäftssitz in ${company.town}.`,
        ),
      ],
    },
    {
      id: 'streitbeilegung',
      title: '§ 10 Alternative Streitbeilegung',
      blocks: [
        p(`${vsbgStatement} (§ 36 VSBG)`),
        p(
          'Liegt Ihnen etwas am Herzen oder sind Sie mit einer Lieferung nicht zufrieden, sprechen Sie uns bitte direkt an – unter ',
          link(company.email, emailHref),
          ' oder ',
          link(company.phoneDisplay, phoneHref),
          '. Wir bemühen uns um eine einvernehmliche Lösung.',
        ),
      ],
    },
  ],
};

export const legalDocuments = { impressum, datenschutz, agb } as const;
