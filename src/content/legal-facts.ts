/**
 * What the legal texts (src/content/legal/*.mdx) share with the rest of the site: the lines
 * they build from the operator configuration, and the key facts the chat answers with, each at
 * the page section that states it in full. The legal texts themselves are MDX; this module
 * holds no page text beyond these short facts.
 *
 * Legal basis as in force in 2026: § 5 DDG, § 18 Abs. 2 MStV, DSGVO, § 25 TDDDG, BGB consumer
 * law, § 36 VSBG.
 */
import { company, enquiryRetentionDaysDefault, facts, specialSizes } from './site.ts';
import { typeset, typesetDeep } from '../lib/typography.ts';
import { tagScripts, type AnalyticsConfig } from '../lib/analytics.ts';
import { analyticsServiceName, settingsButtonPlace } from './consent.ts';
import { mapRoutes } from './pages.ts';
import { footerColumns, legalLinks, mainNav } from './site.ts';
import type { Link } from './blocks.ts';

export const websiteUrl = `https://www.${company.domain}`;

/** 'Inhaber: …' or 'Geschäftsführung: …', by legal form. */
export const representativeLine = `${company.representatives.label}: ${company.representatives.names.join(', ')}`;

/**
 * The consumer dispute resolution statement with its citation, in the Impressum and the AGB
 * (typeset here: the legal texts' typography step sees MDX text, not the values it prints).
 */
export const vsbgStatement = typeset(
  'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle im Sinne des Verbraucherstreitbeilegungsgesetzes (VSBG) teilzunehmen (§ 36 VSBG).',
);

/** One key fact of a legal text, for the chat: where it stands and what it says. */
interface LegalFact {
  page: '/agb' | '/datenschutz';
  /** The id of the LegalSection that states the fact in full. */
  anchor: string;
  /** That section's title, without its number. */
  section: string;
  /** The sub-heading within the section the fact stands under, if any. */
  heading?: string;
  text: string;
}

/**
 * What visitors ask the chat about the legal texts: how an order comes about (no online shop),
 * the right of withdrawal and when it is excluded, the statutory warranty next to the
 * guarantees, how long enquiries are kept, what the chat stores.
 */
export const legalFacts: readonly LegalFact[] = [
  {
    page: '/agb',
    anchor: 'vertragsschluss',
    section: 'Vertragsschluss',
    text: 'Die Darstellung unserer Produkte auf dieser Website ist kein verbindliches Angebot, sondern eine Aufforderung, mit uns Kontakt aufzunehmen. Über die Website werden keine Verträge geschlossen; Bestellungen nehmen wir über das Kontaktformular nicht entgegen. Eine Nachricht über das Formular ist nur eine Anfrage.',
  },
  {
    page: '/agb',
    anchor: 'vertragsschluss',
    section: 'Vertragsschluss',
    text: 'Auf Ihre Anfrage erstellen wir Ihnen ein individuelles Angebot in Textform (z. B. per E-Mail oder auf Papier).',
  },
  {
    page: '/agb',
    anchor: 'vertragsschluss',
    section: 'Vertragsschluss',
    text: 'Wir können Ihr Angebot innerhalb von fünf Tagen annehmen, indem wir Ihnen eine Auftragsbestätigung in Textform (z. B. per E-Mail) übermitteln oder die Ware liefern.',
  },
  {
    page: '/agb',
    anchor: 'vertragsschluss',
    section: 'Vertragsschluss',
    text: 'Die Vertragssprache ist Deutsch. Nach Vertragsschluss bestätigen wir Ihnen den Vertrag mit seinem Inhalt, diesen AGB und gegebenenfalls der Widerrufsbelehrung auf einem dauerhaften Datenträger (z. B. per E-Mail).',
  },
  {
    page: '/agb',
    anchor: 'widerrufsrecht',
    section: 'Widerrufsrecht',
    text: 'Verbrauchern steht bei Fernabsatzverträgen (etwa einer Bestellung per Telefon oder E-Mail) und bei außerhalb unserer Geschäftsräume geschlossenen Verträgen (etwa bei einer Beratung bei Ihnen zu Hause) ein gesetzliches Widerrufsrecht nach Maßgabe der folgenden Widerrufsbelehrung zu. Für Verträge, die Sie in unserem Showroom schließen, besteht kein gesetzliches Widerrufsrecht; unser freiwilliger Matratzen-Umtausch bleibt davon unberührt.',
  },
  {
    page: '/agb',
    anchor: 'widerrufsrecht',
    section: 'Widerrufsrecht',
    heading: 'Widerrufsrecht',
    text: 'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
  },
  {
    page: '/agb',
    anchor: 'widerrufsrecht',
    section: 'Widerrufsrecht',
    heading: 'Folgen des Widerrufs',
    text: 'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
  },
  {
    page: '/agb',
    anchor: 'widerrufsrecht',
    section: 'Widerrufsrecht',
    heading: 'Ausschluss des Widerrufsrechts',
    text: `Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind (§ 312g Abs. 2 Nr. 1 BGB). Das betrifft Betten und Matratzen, die wir nach Ihren individuellen Vorgaben eigens für Sie anfertigen, etwa in Sondermaßen oder angepasst an eine Dachschräge. ${specialSizes.definition} Unsere Standardgrößen, auch die Überlängen bis ${specialSizes.maxStandardLengthCm} cm, sind keine Anfertigung nach Ihren Vorgaben.`,
  },
  {
    page: '/agb',
    anchor: 'gewaehrleistung',
    section: 'Gewährleistung',
    text: 'Es gelten die gesetzlichen Mängelhaftungsrechte. Für Verbraucher beträgt die Verjährungsfrist für Mängelansprüche bei neuen Waren zwei Jahre ab Ablieferung.',
  },
  {
    page: '/agb',
    anchor: 'gewaehrleistung',
    section: 'Gewährleistung',
    text: 'Gegenüber Unternehmern beträgt die Gewährleistungsfrist bei neuen Waren ein Jahr ab Ablieferung. Diese Verkürzung gilt nicht für Schadensersatzansprüche wegen Verletzung von Leben, Körper oder Gesundheit, bei Vorsatz oder grober Fahrlässigkeit, bei arglistig verschwiegenen Mängeln sowie für Rückgriffsansprüche nach §§ 445a, 478 BGB.',
  },
  {
    page: '/agb',
    anchor: 'gewaehrleistung',
    section: 'Gewährleistung',
    text: `Zusätzlich zur gesetzlichen Gewährleistung gewähren wir ${facts.guaranteeYears} Jahre Garantie auf Material und Verarbeitung, ${facts.frameGuaranteeYears} Jahre Garantie auf Rahmen und Taschenfederkerne sowie ${facts.mattressExchangeDays} Tage Matratzen-Umtausch (${facts.mattressExchangeLimits}). Inhalt, Dauer, räumlicher Geltungsbereich und Geltendmachung der Garantien stehen in den Garantiebedingungen auf unserer Garantie-Seite; Sie erhalten sie mit der Ware auch auf einem dauerhaften Datenträger.`,
  },
  {
    page: '/datenschutz',
    anchor: 'kontaktformular',
    section: 'Kontaktformular und Anfragen',
    heading: 'Zweck und Rechtsgrundlage',
    text: 'Wir verwenden diese Daten, um Ihre Anfrage zu beantworten und einen Beratungstermin oder ein Angebot mit Ihnen abzustimmen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf einen Vertrag oder vorvertragliche Maßnahmen zielt, im Übrigen Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der Beantwortung von Anfragen an uns.',
  },
  {
    page: '/datenschutz',
    anchor: 'kontaktformular',
    section: 'Kontaktformular und Anfragen',
    heading: 'Speicherung und Löschung',
    text: `Ihre Anfrage wird in unserer Datenbank gespeichert, damit keine Nachricht verloren geht. Gespeicherte Anfragen löschen wir automatisch nach ${enquiryRetentionDaysDefault} Tagen, zusammen mit den dazu erzeugten E-Mails, soweit sie auf unserem Server liegen.`,
  },
  {
    page: '/datenschutz',
    anchor: 'kontaktformular',
    section: 'Kontaktformular und Anfragen',
    heading: 'E-Mail-Benachrichtigung und Eingangsbestätigung',
    text: 'Nach dem Absenden erhalten wir eine Benachrichtigung mit Ihrer Anfrage per E-Mail, und Sie erhalten an die angegebene Adresse eine kurze Eingangsbestätigung. Die Bestätigung enthält keine Werbung.',
  },
  {
    page: '/datenschutz',
    anchor: 'kontaktformular',
    section: 'Kontaktformular und Anfragen',
    heading: 'Schutz vor Missbrauch',
    text: 'Um das Formular vor automatisierten Spam-Einsendungen zu schützen, verwenden wir kein CAPTCHA, sondern ein für Menschen unsichtbares Feld, eine Mindestausfülldauer und eine Begrenzung der Anfragen je Anschluss (IP-Adresse). Für diese Begrenzung speichern wir kurzzeitig einen Zähler zu einem Hashwert Ihrer IP-Adresse, den wir mit einem geheimen Schlüssel bilden (HMAC-SHA-256) – nicht die IP-Adresse selbst.',
  },
  {
    page: '/datenschutz',
    anchor: 'chat',
    section: 'Chat-Assistent',
    text: 'Unser Chat-Assistent beantwortet häufige Fragen. Er läuft ausschließlich in Ihrem Browser: Die Antworten werden lokal auf Ihrem Gerät erzeugt, Ihre Eingaben werden weder an uns noch an Dritte übertragen.',
  },
];

/** A German list: 'a', 'a und b', 'a, b und c'. */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;
}

const navLinks: readonly Link[] = [
  ...mainNav.before,
  ...mainNav.after,
  ...footerColumns.flatMap((c): readonly Link[] => c.links),
  ...legalLinks,
];
const navLabels = new Map<string, string>(navLinks.map((l) => [l.href, l.label]));

/** A page by its nav name and address, in the dative ('der Startseite (/)', 'der Seite /sleepshort'). */
function pageName(path: string): string {
  const label = navLabels.get(path);
  if (path === '/') return `der ${label ?? 'Startseite'} (/)`;
  return label ? `der Seite „${label}“ (${path})` : `der Seite ${path}`;
}

/**
 * What the Datenschutz page says about the build, derived from the same sources the site uses:
 * the Google scripts the analytics configuration loads (as the head script loads them), the
 * pages that embed the map (the routes whose policy admits its frame, checked against the built
 * pages), and where the cookie-settings button is. The page and the chat read the same values.
 */
export function privacyFactsFor(config: Pick<AnalyticsConfig, 'gtmId' | 'ga4Id'>) {
  const scripts = tagScripts(config);
  const both = scripts.length === 2;
  const described = scripts.map((s) =>
    s.kind === 'gtm'
      ? `das Skript des Google Tag Managers (gtm.js, Container ${s.tagId})`
      : `das Skript von Google Analytics 4 (gtag.js, Mess-ID ${s.tagId})`,
  );
  return typesetDeep({
    analyticsName: analyticsServiceName(config),
    scriptsText: scripts.length
      ? `Von www.googletagmanager.com geladen werden ${listOf(described)}.${
          both ? ' Google Analytics 4 wird also direkt eingebunden, nicht nur über den Tag Manager.' : ''
        }`
      : '',
    mapPages: listOf(mapRoutes.map(pageName)),
    settingsButtonPlace,
  });
}
