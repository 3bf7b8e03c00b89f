/**
 * The chat assistant's curated topics. Every fact (phone, hours, figures, address, directions)
 * comes from site.ts or the other content modules; the answers only put them into sentences.
 * They are written out at build time (src/lib/chat/knowledge.ts), so the chat chunk carries the
 * sentences, not the modules they quote.
 *
 * `keywords` and `questions` feed the search index (src/lib/chat/matcher.ts), which folds
 * case, umlauts and ß and stems the words, so they are written in plain German here.
 */
import {
  addressLine,
  company,
  directions,
  emailHref,
  facts,
  oekoTex,
  hoursExceptions,
  openingHours,
  origin,
  servicePromises,
  specialSizes,
  statutoryRights,
} from './site.ts';
import { consultHref } from './interests.ts';
import { exceptionLines } from './opening-hours-model.ts';
import { infoPages } from './info-pages.ts';
import { hardnessGuide, mattressCare, sleepPositions } from './products/matratzen.ts';
import { contactLink, type ChatTopic } from './chat.ts';

/** The consultation's steps, as /beratung shows them (its entry in src/content/pages/). */
const consultationSteps =
  infoPages.find((p) => p.path === '/beratung')?.data.sections.flatMap((s) => (s.kind === 'steps' ? s.steps : [])) ??
  [];
if (consultationSteps.length === 0) throw new Error('chat topics: /beratung shows no steps');

/** The page's typeset spaces ('50\u00a0km') as the chat's own text writes them. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The questions and answers of the home page's FAQ (its entry in src/content/pages/). */
const homeFaq =
  infoPages
    .find((p) => p.path === '/')
    ?.data.sections.flatMap((s) => (s.kind === 'faq-categories' ? s.categories.flatMap((c) => c.entries) : [])) ?? [];

/**
 * The home page's answer to that question, as the page prints it: a curated answer says what a
 * page says, so a copy change on the page changes the chat.
 */
function faqAnswer(question: string): string {
  const entry = homeFaq.find((e) => e.question === question);
  if (!entry) throw new Error(`chat topics: the home page's FAQ does not ask '${question}'`);
  return plainSpaces(entry.answer);
}

const hoursLines = (rows: readonly { days: string; hours: string }[]) =>
  rows.map((r) => `${r.days}: ${r.hours}`).join('\n');

export const chatTopics = [
  {
    id: 'prices',
    title: 'Preise',
    keywords: 'Preis Preise kostet teuer günstig Budget Euro',
    questions: [
      'Was kostet ein Boxspringbett?',
      'Wie teuer sind Ihre Betten?',
      'Mit welchen Preisen muss ich rechnen?',
    ],
    answer: {
      // The AGB's contract clause and the home page's custom-made section, word for word.
      text: `Auf Ihre Anfrage erstellen wir Ihnen ein individuelles Angebot in Textform (z. B. per E-Mail oder auf Papier). ${servicePromises.customSizes} Aus Rahmen, Federkern, Härtegrad, Stoff und Maß ergeben sich ${facts.variations} Variationen. Wir beraten Sie gerne – telefonisch unter ${company.phoneDisplay} oder im Showroom.`,
      links: [
        { label: 'Angebot anfragen', href: consultHref('Boxspringbett') },
        { label: 'AGB: Vertragsschluss', href: '/agb#vertragsschluss' },
      ],
    },
  },
  {
    id: 'definition',
    title: 'Was ist ein Boxspringbett?',
    keywords: 'Boxspringbett Boxspring Definition Bedeutung erklären Aufbau Unterbau Box Schichten',
    questions: ['Was ist ein Boxspringbett?', 'Wie ist ein Boxspringbett aufgebaut?', 'Was bedeutet Boxspring?'],
    answer: {
      text: faqAnswer('Was ist ein Boxspringbett?'),
      links: [{ label: 'Unsere Boxspringbetten', href: '/produkte/boxspringbetten#aufbau' }],
    },
  },
  {
    id: 'advantages',
    title: 'Vorteile',
    keywords: 'Vorteile Vorteil Unterschied besser warum lohnt Nutzen Einstiegshöhe Rücken Lattenrost',
    questions: [
      'Welche Vorteile hat ein Boxspringbett?',
      'Warum ein Bett aus Ihrer Manufaktur?',
      'Was ist besser als ein normales Bett mit Lattenrost?',
    ],
    answer: {
      // The home page's FAQ, then the reasons on /produkte/boxspringbetten#gruende.
      text: `${faqAnswer('Welche Vorteile hat ein Boxspringbett?')} Jedes Boxspringbett entsteht in unserer eigenen Werkstatt – ohne Zwischenhändler, direkt vom Hersteller zu Ihnen. ${faqAnswer('Welche Garantie erhalte ich?')} ${faqAnswer('Wie lange dauert die Fertigung?')}`,
      links: [{ label: 'Mehr zu unseren Boxspringbetten', href: '/produkte/boxspringbetten#gruende' }],
    },
  },
  {
    id: 'deliveryTime',
    title: 'Lieferzeit',
    keywords: 'Lieferzeit Liefertermin Lieferdauer Wartezeit wann schnell Wochen fertig',
    questions: ['Wie lange ist die Lieferzeit?', 'Wann wird mein Bett geliefert?', 'Wie lange muss ich warten?'],
    answer: {
      // As /produkte/ueberlaenge and /service#lieferung say it.
      text: `Betten ${facts.deliveryScope}, auch in Überlänge bis ${specialSizes.maxStandardLengthCm} cm, liefern wir in ${facts.deliveryWeeks}. ${servicePromises.deliveryExceptions}`,
      links: [{ label: 'Lieferung & Montage', href: '/service#lieferung' }],
    },
  },
  {
    id: 'guarantee',
    title: 'Garantie',
    keywords: 'Garantie Garantien Gewährleistung Umtausch umtauschen Rückgabe zurückgeben defekt kaputt Reklamation',
    questions: [
      'Welche Garantie bekomme ich?',
      'Kann ich die Matratze umtauschen?',
      'Was passiert, wenn etwas kaputt geht?',
    ],
    answer: {
      // As /garantie states the three guarantees and the statutory rights.
      text: `Auf Betten, Matratzen und Topper aus unserer Fertigung geben wir ${facts.guaranteeYears} Jahre Garantie auf Material und Verarbeitung. Auf die Rahmen und Taschenfederkerne unserer Boxspringbetten gewähren wir ${facts.frameGuaranteeYears} Jahre Garantie. Passt Ihre Matratze doch nicht, tauschen Sie sie innerhalb von ${facts.mattressExchangeDays} Tagen um: ${facts.mattressExchangeLimits}. ${statutoryRights} Die Garantien gelten zusätzlich zu den gesetzlichen Gewährleistungsrechten, die dadurch nicht eingeschränkt werden.`,
      links: [{ label: 'Unsere Garantien', href: '/garantie#garantie-versprechen' }],
    },
  },
  {
    id: 'consultation',
    title: 'Beratung',
    keywords: 'Beratung Beratungstermin Termin beraten Berater persönlich Showroom besuchen Besuch vorbeikommen',
    questions: [
      'Kann ich einen Beratungstermin vereinbaren?',
      'Wie läuft die Beratung ab?',
      'Ich möchte mich beraten lassen',
    ],
    answer: {
      // As /beratung says it: the two ways, then its steps.
      text: [
        `In unserem ${facts.showroomSqm} großen Showroom können Sie probeliegen und Materialien, Härtegrade und Stoffe aus nächster Nähe erleben. Rufen Sie uns an unter ${company.phoneDisplay} oder lassen Sie sich zurückrufen.`,
        ...consultationSteps.map((step) => plainSpaces(`${step.title}: ${step.text}`)),
        'Vereinbaren Sie Ihren persönlichen Beratungstermin – im Showroom oder am Telefon.',
      ].join('\n'),
      links: [
        { label: 'So läuft die Beratung ab', href: '/beratung#beratung-ablauf' },
        { label: 'Termin anfragen', href: consultHref('Beratungstermin im Showroom') },
      ],
    },
  },
  {
    id: 'materials',
    title: 'Materialien',
    keywords:
      'Material Materialien Stoff Stoffe Bezug Bezüge Holz Schadstoffe schadstofffrei zertifiziert OEKO-TEX Qualität',
    questions: [
      'Welche Materialien verwenden Sie?',
      'Sind die Stoffe schadstofffrei?',
      'Aus welchem Material sind die Betten?',
    ],
    answer: {
      text: `${faqAnswer('Welche Materialien verwenden Sie?')} In unserem ${facts.showroomSqm} großen Showroom können Sie probeliegen und Materialien, Härtegrade und Stoffe aus nächster Nähe erleben.`,
      links: [
        { label: oekoTex.linkLabel, href: oekoTex.url },
        { label: 'Über unsere Manufaktur', href: '/ueber-uns#ueber-uns-werkstatt' },
      ],
    },
  },
  {
    id: 'manufacture',
    title: 'Herstellung',
    keywords:
      'Herstellung hergestellt herstellen Fertigung gefertigt produziert Produktion Handarbeit handgemacht Manufaktur Deutschland Germany selbst',
    questions: [
      'Wo werden die Betten hergestellt?',
      'Sind die Betten handgemacht?',
      'Stellen Sie die Betten selbst her?',
    ],
    answer: {
      // The home page's FAQ and the lead of /ueber-uns.
      text: `${faqAnswer('Wo werden Ihre Betten hergestellt?')} Seit ${facts.experienceYears.dative} fertigen wir ${origin.handmade} von Hand in Deutschland.`,
      links: [{ label: 'Über uns', href: '/ueber-uns#ueber-uns-geschichte' }],
    },
  },
  {
    id: 'customisation',
    title: 'Individuelle Anpassung',
    keywords:
      'Maßanfertigung nach Maß individuell anpassen Wunsch Wünsche Größe Maße Sondergröße Überlänge Farbe Farben Kopfteil konfigurieren Höhe',
    questions: [
      'Kann ich das Bett individuell anpassen?',
      'Gibt es Sondergrößen und Überlängen?',
      'Welche Farben gibt es?',
    ],
    answer: {
      // The home page's FAQ and the reasons on /produkte/boxspringbetten.
      text: `${faqAnswer('Kann ich Größe und Härtegrad selbst bestimmen?')} Maß, Härte, Stoff und Kopfteil wählen Sie selbst – aus ${facts.variations} Variationen. ${servicePromises.customSizes} ${servicePromises.deliveryExceptions}`,
      links: [
        { label: 'Betten in Überlänge', href: '/produkte/ueberlaenge' },
        { label: 'Beratung anfragen', href: consultHref('Boxspringbett') },
      ],
    },
  },
  {
    id: 'care',
    title: 'Pflege',
    keywords: 'Pflege pflegen reinigen Reinigung sauber wenden drehen lüften waschen Flecken Wartung',
    questions: ['Wie pflege ich mein Boxspringbett?', 'Muss ich die Matratze wenden?', 'Kann man den Bezug waschen?'],
    answer: {
      // The care tips on /service, word for word.
      text: `Wenden und drehen Sie Ihre Matratze alle ${mattressCare.turnEveryMonths} Monate – so wird sie gleichmäßig beansprucht. Schlagen Sie die Bettdecke morgens zurück, damit die Feuchtigkeit der Nacht entweichen kann. Abnehmbare Bezüge waschen Sie nach dem Pflegeetikett; so bleibt die Matratze frisch. Saugen Sie Boxspring-Unterbau und Kopfteil gelegentlich mit einer Polsterdüse ab.`,
      links: [{ label: 'Pflege & Wartung', href: '/service#service-pflege' }],
    },
  },
  {
    id: 'durability',
    title: 'Haltbarkeit',
    keywords: 'Haltbarkeit haltbar Lebensdauer langlebig halten hält Jahre Nutzungsdauer Verschleiß durchgelegen',
    questions: [
      'Wie lange hält ein Boxspringbett?',
      'Welche Lebensdauer hat die Matratze?',
      'Wie langlebig sind Ihre Betten?',
    ],
    answer: {
      text: faqAnswer('Wie lange hält ein Boxspringbett?'),
      links: [{ label: 'Unsere Garantien', href: '/garantie#garantie-qualitaet' }],
    },
  },
  {
    id: 'testing',
    title: 'Probeliegen',
    keywords: 'Probeliegen probe liegen testen ausprobieren Test Minuten Showroom',
    questions: [
      'Kann ich die Betten probeliegen?',
      'Wie lange sollte ich probeliegen?',
      'Kann ich das Bett vorher testen?',
    ],
    answer: {
      // The home page's FAQ and the advice on /beratung#beratung-probeliegen.
      text: `${faqAnswer('Kann ich die Betten vorher ausprobieren?')} Wir empfehlen, jedes Bett ${facts.testMinutes} lang in Ihrer gewohnten Schlafposition zu testen. Am besten mit Termin – dann nehmen wir uns Zeit nur für Sie.`,
      links: [{ label: 'Beratung & Probeliegen', href: '/beratung#beratung-probeliegen' }],
    },
  },
  {
    id: 'deliveryAssembly',
    title: 'Lieferung und Montage',
    keywords:
      'Lieferung liefern Montage montieren Aufbau aufbauen Versand Lieferkosten Versandkosten kostenlos gratis Umkreis Kilometer km Spedition',
    questions: ['Liefern Sie das Bett auch?', 'Bauen Sie das Bett auf?', 'Was kostet die Lieferung?'],
    answer: {
      // The home page's FAQ and /service#lieferung. The FAQ's 'Ja.' answers its own question; the
      // topic answers others ('Kostet das extra?', 'muss ich beim Aufbau mit anpacken?').
      text: `Unser eigenes Team liefert und montiert. ${faqAnswer('Liefern und montieren Sie das Bett?').replace(/^Ja\.\s*/, '')} Für weitere Strecken nennen wir Ihnen die Kosten vorab im Angebot.`,
      links: [{ label: 'Lieferung & Montage', href: '/service#lieferung' }],
    },
  },
  {
    id: 'directions',
    title: 'Anfahrt',
    keywords: `Anfahrt Adresse Anschrift Weg Wegbeschreibung Route Parkplatz parken Autobahn ${directions.motorway} Bus Bahn Navi finden Standort ${company.town}`,
    questions: ['Wie finde ich zu Ihnen?', 'Wo ist Ihr Showroom?', 'Gibt es Parkplätze?'],
    answer: {
      text: `Unser Showroom: ${addressLine}.\nMit dem Auto: ${directions.byCar}\nMit Bus und Bahn: ${directions.byPublicTransport}`,
      links: [{ label: 'Anfahrt & Karte', href: '/kontakt#kontakt-anfahrt' }],
    },
  },
  {
    id: 'openingHours',
    title: 'Öffnungszeiten',
    // Holidays find the hours too, and so does any note the owner gave an exception.
    keywords: [
      'Öffnungszeiten geöffnet offen geschlossen Uhrzeit Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag Wochenende Feiertag',
      'Feiertage Heiligabend Weihnachten Silvester Betriebsferien',
      ...hoursExceptions.map((r) => r.note),
    ].join(' '),
    questions: ['Wann haben Sie geöffnet?', 'Haben Sie am Samstag offen?', 'Wie sind Ihre Öffnungszeiten?'],
    answer: {
      text: [
        `Öffnungszeiten Showroom:\n${hoursLines(openingHours.contact)}`,
        exceptionLines(hoursExceptions),
        // The home page's showroom band.
        'Am besten mit Termin – dann nehmen wir uns Zeit nur für Sie.',
      ]
        .filter(Boolean)
        .join('\n'),
      links: [{ label: 'Kontakt & Anfahrt', href: '/kontakt' }],
    },
  },
  {
    id: 'contact',
    title: 'Kontakt',
    keywords:
      'Kontakt kontaktieren Telefon Telefonnummer anrufen E-Mail Mail erreichen schreiben Kontaktformular Ansprechpartner Rückruf',
    questions: ['Wie kann ich Sie erreichen?', 'Wie ist Ihre Telefonnummer?', 'Haben Sie eine E-Mail-Adresse?'],
    answer: {
      text: `So erreichen Sie uns:\nTelefon: ${company.phoneDisplay}\nE-Mail: ${company.email}\nAdresse: ${company.name}, ${addressLine}`,
      links: [contactLink, { label: `E-Mail schreiben`, href: emailHref }],
    },
  },
  {
    id: 'sleeperTypes',
    title: 'Schläfertypen',
    keywords: `Schläfertyp Schläfertypen ${sleepPositions.map((p) => p.name).join(' ')} Schlafposition Schlaflage Härtegrad Härte weich hart fest Gewicht Matratze`,
    questions: [
      'Welche Matratze passt zu einem Seitenschläfer?',
      'Welcher Härtegrad ist richtig für mich?',
      'Ich bin Bauchschläfer, was empfehlen Sie?',
    ],
    answer: {
      text: `Die wichtigste Orientierung ist Ihr Körpergewicht:\n${hardnessGuide
        .map((g) => `${g.grade} (${g.name}, ${g.weight}): ${g.text}`)
        .join(
          '\n',
        )}\nVier kurze Fragen – und Sie wissen, welcher Härtegrad, welche Bettlänge und welche Matratzen-Technologie zu Ihnen passen.`,
      links: [
        { label: 'Zum Schlafberater', href: '/schlafberater' },
        { label: 'Matratzen & Härtegrade', href: '/produkte/matratzen#haertegrade' },
      ],
    },
  },
] as const satisfies readonly ChatTopic[];

export type ChatTopicId = (typeof chatTopics)[number]['id'];
