/**
 * /beratung: consultation types, the four-step process, six analysis topics and the
 * recommended test time.
 */
import type { Feature, PageHeroContent } from './blocks.ts';
import { consultHref } from './interests.ts';
import { company, facts, phoneHref } from './site.ts';
import { doctorNote } from './health.ts';
import { typesetDeep } from '../lib/typography.ts';

const showroomHref = consultHref('Beratungstermin im Showroom');

export const consultation = typesetDeep({
  /** Name of the band with the showroom test and the Schlafberater. */
  testAndFinderLabel: 'Probeliegen und Schlafberater',
  hero: {
    eyebrow: 'Beratung',
    title: 'Ihre persönliche Schlafberatung',
    intro:
      'Im Showroom oder am Telefon: Wir nehmen uns Zeit, sprechen über Ihre Schlafposition, Ihre Gewohnheiten und Ihre Wünsche und finden gemeinsam das Bett, das zu Ihnen passt.',
    actions: [
      { label: 'Termin vereinbaren', href: showroomHref },
      { label: 'Zum Schlafberater', href: '/schlafberater' },
    ],
    image: 'showroom',
  },
  types: {
    heading: {
      id: 'beratung-arten',
      eyebrow: 'Zwei Wege zur Beratung',
      title: 'Wie möchten Sie beraten werden?',
    },
    items: [
      {
        icon: 'store',
        title: 'Beratung im Showroom',
        text: `In unserem ${facts.showroomSqm} großen Showroom können Sie probeliegen und Materialien, Härtegrade und Stoffe aus nächster Nähe erleben.`,
        points: ['Probeliegen in Ruhe', 'Stoff- und Farbmuster zum Anfassen', 'Vermessung und Angebot vor Ort'],
        action: { label: 'Termin im Showroom vereinbaren', href: showroomHref },
      },
      {
        icon: 'phone',
        title: 'Telefonische Beratung',
        text: `Sie haben erste Fragen oder wohnen weiter entfernt? Rufen Sie uns an unter ${company.phoneDisplay} oder lassen Sie sich zurückrufen.`,
        points: ['Antworten auf Ihre Fragen', 'Erste Empfehlung für Ihren Schlaftyp', 'Rückruf zu Ihrem Wunschtermin'],
        action: { label: 'Rückruf anfragen', href: '/kontakt' },
        phone: { label: company.phoneDisplay, href: phoneHref },
      },
    ],
  },
  process: {
    heading: {
      id: 'beratung-ablauf',
      eyebrow: 'Ablauf',
      title: 'In vier Schritten zu Ihrem Bett',
    },
    steps: [
      {
        title: 'Analyse',
        text: 'Wir sprechen über Körper, Schlafgewohnheiten und Wünsche und hören genau zu.',
      },
      {
        title: 'Empfehlung',
        text: 'Aus der Analyse leiten wir Matratze, Härtegrad, Unterbau und Maße für Sie ab.',
      },
      {
        title: 'Test',
        text: `Zum Probeliegen nehmen Sie sich ${facts.testMinutes} Zeit, in Ihrer gewohnten Schlafposition.`,
      },
      {
        title: 'Fertigung',
        text: `Wir fertigen Ihr Bett von Hand in unserer Werkstatt und liefern ${facts.deliveryScope} in ${facts.deliveryWeeks}.`,
      },
    ],
  },
  topics: {
    heading: {
      id: 'beratung-analyse',
      eyebrow: 'Bedarfsanalyse',
      title: 'Worauf wir in der Analyse achten',
      intro: 'Sechs Themen entscheiden darüber, welches Bett zu Ihnen passt.',
    },
    items: [
      {
        icon: 'scale',
        title: 'Körper & Gewicht',
        text: 'Größe, Gewicht und Körperform bestimmen Härtegrad und Bettlänge.',
      },
      {
        icon: 'moon',
        title: 'Schlafgewohnheiten',
        text: 'Seiten-, Rücken- oder Bauchschläfer? Wie oft drehen Sie sich in der Nacht?',
      },
      {
        icon: 'heartPulse',
        title: 'Gesundheit',
        text: `Was Ihnen beim Liegen und Aufstehen wichtig ist, berücksichtigen wir bei Härtegrad und Höhe. ${doctorNote}`,
      },
      {
        icon: 'users',
        title: 'Partnerschaft',
        text: 'Zwei Menschen, zwei Bedürfnisse – etwa mit unterschiedlichen Härtegraden je Seite.',
      },
      {
        icon: 'thermometer',
        title: 'Schlafumgebung',
        text: 'Raumgröße, Raumklima und Dachschrägen fließen in Maße und Materialien ein.',
      },
      {
        icon: 'activity',
        title: 'Lebensstil',
        text: 'Schichtarbeit, Sport, Lesen im Bett: Ihr Alltag prägt, was Ihr Bett leisten soll.',
      },
    ],
  },
  testTime: {
    id: 'beratung-probeliegen',
    title: 'Probeliegen in Ruhe',
    value: facts.testMinutes,
    text: `Wir empfehlen, jedes Bett ${facts.testMinutes} lang in Ihrer gewohnten Schlafposition zu testen. Erst dann spürt der Körper, ob Matratze und Unterbau wirklich passen.`,
  },
  finder: {
    id: 'beratung-schlafberater',
    title: 'Vorab orientieren mit dem Schlafberater',
    text: 'Unser Schlafberater schlägt Ihnen anhand von Gewicht, Größe und Schlafposition Härtegrad und Bettlänge vor – als Grundlage für Ihr Beratungsgespräch.',
    link: { label: 'Schlafberater starten', href: '/schlafberater' },
  },
  cta: {
    headingId: 'beratung-cta',
    title: 'Bereit für Ihr neues Bett?',
    text: 'Vereinbaren Sie Ihren persönlichen Beratungstermin – im Showroom oder am Telefon.',
    actions: [
      { label: 'Beratung vereinbaren', href: '/kontakt' },
      { label: 'Showroom-Termin wählen', href: showroomHref },
    ],
  },
} as const satisfies {
  hero: PageHeroContent;
  topics: { heading: object; items: readonly Feature[] };
  [key: string]: unknown;
});
