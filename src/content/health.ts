/**
 * /gesundheit: sleep hygiene and health. The sleeping-environment constants
 * and the marketing health figures are kept as data so that the page and its tests read the
 * same values.
 */
import type { Feature, PageHeroContent } from './blocks.ts';
import { facts, oekoTex, operator } from './site.ts';
import { typesetDeep } from '../lib/typography.ts';

const sources = operator.claims.healthFigures;

/** Sleeping environment. */
export const sleepEnvironment = typesetDeep({
  roomTemperature: '16-18 °C',
  humidity: '40-60 %',
  ventilationMinutesDaily: 30,
  coverWashWeeks: 2,
} as const);

/**
 * The marketing health figures: 30 %, 25 %, 40 %, 50 %. Each carries the source the
 * owner can prove it with (operator configuration; `npm run golive` refuses placeholders).
 */
export const healthFigures = typesetDeep([
  {
    value: '30 %',
    label: 'bessere Schlafqualität',
    text: 'Ein Bett, das zu Körper und Schlafposition passt, kann die empfundene Schlafqualität um bis zu 30 % steigern.',
    source: sources.sleepQuality,
  },
  {
    value: '25 %',
    label: 'weniger Rückenbeschwerden',
    text: 'Der richtige Härtegrad hält die Wirbelsäule gerade – bis zu 25 % weniger Rückenbeschwerden am Morgen.',
    source: sources.backPain,
  },
  {
    value: '40 %',
    label: 'weniger Wachphasen',
    text: 'Gute Druckentlastung heißt weniger Umdrehen: bis zu 40 % seltener nächtliches Aufwachen.',
    source: sources.wakeUps,
  },
  {
    value: '50 %',
    label: 'schneller eingeschlafen',
    text: 'Mit gesundem Raumklima und festen Abendritualen schlafen viele Menschen bis zu 50 % schneller ein.',
    source: sources.fallingAsleep,
  },
] as const);

export const health = typesetDeep({
  hero: {
    eyebrow: 'Schlafhygiene & Gesundheit',
    title: 'Gesunder Schlaf beginnt im Bett',
    intro:
      'Was guten Schlaf ausmacht: die richtige Schlafposition, ein gesundes Raumklima und Materialien, denen Sie vertrauen können.',
    actions: [
      { label: 'Beratung vereinbaren', href: '/beratung' },
      { label: 'Kontakt aufnehmen', href: '/kontakt' },
    ],
    image: 'gesundheit',
  },
  benefits: {
    heading: {
      id: 'gesundheit-nutzen',
      eyebrow: 'Warum Schlaf zählt',
      title: 'Was erholsamer Schlaf für Sie tut',
      intro:
        'Im Schlaf erholt sich der ganze Körper. Ein Bett, das Sie richtig stützt, schafft dafür die Grundlage – Nacht für Nacht.',
    },
    items: [
      {
        icon: 'heartPulse',
        title: 'Regeneration',
        text: 'Muskeln entspannen, Bandscheiben nehmen wieder Flüssigkeit auf, Herz und Kreislauf kommen zur Ruhe.',
      },
      {
        icon: 'shield',
        title: 'Starke Abwehr',
        text: 'Ausreichend Tiefschlaf unterstützt das Immunsystem bei seiner nächtlichen Arbeit.',
      },
      {
        icon: 'brain',
        title: 'Klarer Kopf',
        text: 'Im Schlaf sortiert das Gehirn die Eindrücke des Tages – für Konzentration und ein gutes Gedächtnis.',
      },
      {
        icon: 'sun',
        title: 'Gute Laune',
        text: 'Wer ausgeschlafen ist, startet gelassener in den Tag und ist belastbarer.',
      },
    ],
  },
  figures: {
    heading: {
      id: 'gesundheit-zahlen',
      eyebrow: 'In Zahlen',
      title: 'Was ein passendes Bett bewirken kann',
    },
    items: healthFigures,
    note: 'Erfahrungswerte aus Kundenbefragungen und Beratungsgesprächen; die Wirkung ist individuell verschieden. Bei anhaltenden Schlafproblemen wenden Sie sich bitte an Ihre Ärztin oder Ihren Arzt.',
  },
  positions: {
    heading: {
      id: 'gesundheit-schlafpositionen',
      eyebrow: 'Schlafpositionen',
      title: 'Welche Matratze zu Ihrer Schlafposition passt',
      intro:
        'Die Position, in der Sie die meiste Zeit der Nacht verbringen, entscheidet mit über Härtegrad und Aufbau.',
    },
    items: [
      {
        icon: 'bed',
        title: 'Seitenschläfer',
        text: 'Schulter und Becken müssen einsinken können, damit die Wirbelsäule gerade bleibt.',
        points: ['Punktelastische Matratze mit Schulterzone', 'Eher weicher Härtegrad', 'Komfort-Topper als Ergänzung'],
      },
      {
        icon: 'bedDouble',
        title: 'Rückenschläfer',
        text: 'Der Lendenbereich braucht Unterstützung, damit die Wirbelsäule dort nicht durchhängt.',
        points: ['Mittelfeste Matratze', 'Gute Stützung im Lendenbereich', 'Flaches Kissen für den Nacken'],
      },
      {
        icon: 'layers',
        title: 'Bauchschläfer',
        text: 'Das Becken darf nicht absinken, sonst gerät die Wirbelsäule ins Hohlkreuz.',
        points: ['Festere Matratze', 'Geringe Einsinktiefe im Becken', 'Sehr flaches oder kein Kissen'],
      },
    ],
  },
  environment: {
    heading: {
      id: 'gesundheit-schlafumgebung',
      eyebrow: 'Schlafumgebung',
      title: 'So wird Ihr Schlafzimmer zur Ruhezone',
      intro: 'Schon kleine Veränderungen am Raumklima und an der Bettpflege machen einen spürbaren Unterschied.',
    },
    items: [
      {
        icon: 'thermometer',
        title: 'Raumtemperatur',
        text: `Ideal sind ${sleepEnvironment.roomTemperature}. Ein kühler Raum erleichtert dem Körper das Absenken seiner Temperatur beim Einschlafen.`,
      },
      {
        icon: 'droplets',
        title: 'Luftfeuchtigkeit',
        text: `Halten Sie die Luftfeuchtigkeit bei ${sleepEnvironment.humidity}. Das schont die Schleimhäute und beugt Schimmel vor.`,
      },
      {
        icon: 'wind',
        title: 'Lüften',
        text: `Lüften Sie täglich ${sleepEnvironment.ventilationMinutesDaily} Minuten, am besten mit weit geöffnetem Fenster.`,
      },
      {
        icon: 'washing',
        title: 'Hygiene',
        text: `Waschen Sie die Bezüge alle ${sleepEnvironment.coverWashWeeks} Wochen – so bleiben Milben und Feuchtigkeit draußen.`,
      },
    ],
  },
  certificates: {
    heading: {
      id: 'gesundheit-zertifikate',
      eyebrow: 'Geprüfte Qualität',
      title: 'Materialien, denen Sie vertrauen können',
      intro:
        'Sie verbringen ein Drittel Ihres Lebens im Bett. Deshalb verarbeiten wir nur Materialien, die wir kennen und prüfen.',
    },
    items: [
      {
        icon: 'badge',
        title: 'OEKO-TEX Standard 100',
        text: `Unsere ${oekoTex.what} sind nach OEKO-TEX Standard 100 auf Schadstoffe geprüft – gut für Haut und Atemwege. Zertifikat ${oekoTex.certificateNumber}, ${oekoTex.institute}.`,
        link: { label: 'Zertifikat bei OEKO-TEX prüfen', href: oekoTex.url },
      },
      {
        icon: 'factory',
        title: 'Made in Germany',
        text: 'Jedes Bett entsteht von Hand in unserer eigenen Werkstatt in Deutschland, ohne Zwischenhändler.',
      },
      {
        icon: 'shield',
        title: `${facts.guaranteeYears} Jahre Garantie`,
        text: `Auf Material und Verarbeitung, dazu ${facts.frameGuaranteeYears} Jahre auf Rahmen und Taschenfederkerne.`,
        link: { label: 'Unsere Garantien', href: '/garantie' },
      },
    ],
  },
  cta: {
    headingId: 'gesundheit-cta',
    title: 'Finden Sie das Bett, das Ihnen guttut',
    text: 'In einer persönlichen Beratung schauen wir gemeinsam auf Ihre Schlafposition, Ihre Beschwerden und Ihre Wünsche.',
    actions: [
      { label: 'Zur Schlafberatung', href: '/beratung' },
      { label: 'Kontakt aufnehmen', href: '/kontakt' },
    ],
  },
} as const satisfies {
  hero: PageHeroContent;
  benefits: { heading: object; items: readonly Feature[] };
  positions: { heading: object; items: readonly Feature[] };
  environment: { heading: object; items: readonly Feature[] };
  certificates: { heading: object; items: readonly Feature[] };
  [key: string]: unknown;
});
