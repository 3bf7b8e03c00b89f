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
  oekoTexStatement,
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

/** 'a, b, c und d' */
function joinGerman(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;
}

/** The consultation's steps, as /beratung shows them (its entry in src/content/pages/). */
const consultationSteps =
  infoPages.find((p) => p.path === '/beratung')?.data.sections.flatMap((s) => (s.kind === 'steps' ? s.steps : [])) ??
  [];
if (consultationSteps.length === 0) throw new Error('chat topics: /beratung shows no steps');

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
      text: `Preise nennen wir online nicht: Auf Ihre Anfrage erstellen wir Ihnen ein individuelles Angebot. Der Preis hängt von Größe, Ausführung, Härtegrad, Bezugsstoff und Extras ab – bei ${facts.variations} Variationsmöglichkeiten. Fragen Sie im Showroom oder telefonisch unter ${company.phoneDisplay}.`,
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
      text: 'Ein Boxspringbett besteht aus drei Schichten: einem gefederten Unterbau (der „Box“), einer Matratze darauf und einem Topper als Komfortschicht. Die beiden Federungen arbeiten zusammen, passen sich Ihrem Körper an und sorgen für eine gute Durchlüftung. Dazu kommt die angenehm hohe Einstiegshöhe.',
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
      text: `Boxspringbetten federn doppelt, stützen den Körper punktgenau und sind gut belüftet; die höhere Einstiegshöhe macht das Aufstehen bequemer. Bei uns kommen dazu: eigene Herstellung ohne Zwischenhändler, Lieferung ${facts.deliveryScope} in ${facts.deliveryWeeks}, ${facts.guaranteeYears} Jahre Garantie und ${facts.mattressExchangeDays} Tage Matratzen-Umtausch (${facts.mattressExchangeLimits}).`,
      links: [{ label: 'Mehr zu unseren Boxspringbetten', href: '/produkte/boxspringbetten#gruende' }],
    },
  },
  {
    id: 'deliveryTime',
    title: 'Lieferzeit',
    keywords: 'Lieferzeit Liefertermin Lieferdauer Wartezeit wann schnell Wochen fertig',
    questions: ['Wie lange ist die Lieferzeit?', 'Wann wird mein Bett geliefert?', 'Wie lange muss ich warten?'],
    answer: {
      text: `Betten ${facts.deliveryScope} (auch in Überlänge bis ${specialSizes.maxStandardLengthCm} cm) liefern wir in der Regel in ${facts.deliveryWeeks}. ${servicePromises.deliveryExceptions}`,
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
      text: `Auf Betten und Matratzen aus unserer Fertigung erhalten Sie ${facts.guaranteeYears} Jahre Garantie, auf Rahmen und Taschenfederkerne unserer Boxspringbetten sogar ${facts.frameGuaranteeYears} Jahre. Passt Ihre Matratze doch nicht, können Sie sie innerhalb von ${facts.mattressExchangeDays} Tagen umtauschen: ${facts.mattressExchangeLimits}. ${statutoryRights} Die Garantie schränkt diese Rechte nicht ein.`,
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
      text: `Wir beraten Sie persönlich – in unserem ${facts.showroomSqm} großen Showroom in ${company.town} oder am Telefon unter ${company.phoneDisplay}. Die Beratung hat ${consultationSteps.length} Schritte: ${joinGerman(consultationSteps.map((step) => step.title))}. Vereinbaren Sie am besten vorab einen Termin.`,
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
      text: `Wir verarbeiten Massivholzrahmen aus eigener Fertigung und Taschenfederkerne. ${oekoTexStatement} Stoffe und Farben wählen Sie bei uns im Showroom direkt am Muster aus.`,
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
      text: `${origin.handmade} entstehen in unserer eigenen Manufaktur in Deutschland – in Handarbeit und ohne Zwischenhändler. ${origin.waterBeds} Als Familienbetrieb fertigen wir seit ${facts.experienceYears.dative}; deshalb können wir individuell und schnell liefern.`,
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
      text: `Ihr Bett fertigen wir nach Ihren Wünschen: Maße (auch Überlängen), Härtegrad, Höhe, Kopfteil, Stoff und Farbe – insgesamt gibt es ${facts.variations} Variationsmöglichkeiten.`,
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
      text: `Ein Boxspringbett braucht wenig Pflege: Wenden und drehen Sie die Matratze alle ${mattressCare.turnEveryMonths} Monate, lüften Sie Bett und Schlafzimmer täglich etwa ${mattressCare.ventilateMinutes} Minuten und saugen Sie Unterbau und Kopfteil gelegentlich mit einer Polsterdüse ab. Abnehmbare Bezüge waschen Sie nach dem Pflegeetikett.`,
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
      text: `Unsere Boxspringbetten sind auf mindestens ${facts.designLifeYears} Jahre Nutzung ${facts.durabilityConditions} ausgelegt. Auf Rahmen und Taschenfederkerne geben wir ${facts.frameGuaranteeYears} Jahre Garantie.`,
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
      text: `Probeliegen ist bei uns ausdrücklich erwünscht: In unserem ${facts.showroomSqm} großen Showroom können Sie alle Modelle testen. Wir empfehlen, sich ${facts.testMinutes} Zeit zu nehmen und dabei in Ihrer gewohnten Schlafposition zu liegen – am besten gemeinsam mit Ihrem Partner oder Ihrer Partnerin.`,
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
      text: `Unser eigenes Team liefert und montiert: Im Umkreis von ${facts.freeDeliveryKm} km liefern wir Ihr Bett kostenlos und bauen es bei Ihnen zu Hause auf. Bei weiteren Entfernungen nennen wir Ihnen die Lieferkosten gern vorab.`,
      links: [{ label: 'Lieferung & Montage', href: '/service#lieferung' }],
    },
  },
  {
    id: 'directions',
    title: 'Anfahrt',
    keywords: `Anfahrt Adresse Anschrift Weg Wegbeschreibung Route Parkplatz parken Autobahn ${directions.motorway} Bus Bahn Navi finden Standort ${company.town}`,
    questions: ['Wie finde ich zu Ihnen?', 'Wo ist Ihr Showroom?', 'Gibt es Parkplätze?'],
    answer: {
      text: `Unser Showroom liegt in der ${addressLine}.\nMit dem Auto: ${directions.byCar}\nMit Bus und Bahn: ${directions.byPublicTransport}`,
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
        `Unser Showroom ist für Sie geöffnet:\n${hoursLines(openingHours.contact)}`,
        exceptionLines(hoursExceptions),
        'Für eine ausführliche Beratung vereinbaren Sie am besten einen Termin.',
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
      text: `So erreichen Sie uns:\nTelefon: ${company.phoneDisplay}\nE-Mail: ${company.email}\nAdresse: ${addressLine}`,
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
      text: `Welche Matratze passt, hängt von Schlafposition und Körpergewicht ab:\n${hardnessGuide
        .map((g) => `${g.grade} (${g.name}, ${g.weight}): ${g.text}`)
        .join('\n')}\nIhre persönliche Empfehlung erhalten Sie in vier kurzen Schritten mit unserem Schlafberater.`,
      links: [
        { label: 'Zum Schlafberater', href: '/schlafberater' },
        { label: 'Matratzen & Härtegrade', href: '/produkte/matratzen#haertegrade' },
      ],
    },
  },
] as const satisfies readonly ChatTopic[];

export type ChatTopicId = (typeof chatTopics)[number]['id'];
