/**
 * /gesundheit: sleep hygiene and health. The sleeping-environment constants
 * and the health figures (only with a study) are kept as data so that the page and its tests read the
 * same values.
 */
import type { Feature, PageHeroContent } from './blocks.ts';
import { facts, oekoTex, oekoTexStatement, origin } from './site.ts';
import { claimValues } from './claims.ts';
import type { Claims } from './claims-schema.ts';
import { typesetDeep } from '../lib/typography.ts';

/** The study behind the health figures (claims registry); null in the demo, so none are printed. */
const study = claimValues.healthFigures.study;

/** Sleeping environment. */
export const sleepEnvironment = typesetDeep({
  roomTemperature: '16-18 °C',
  humidity: '40-60 %',
  ventilationMinutesDaily: 30,
  coverWashWeeks: 2,
} as const);

/**
 * Health-related figures need scientific evidence (§ 3 HWG, § 5 UWG): they are printed only when
 * the claims registry names a study, each with that study as its source. A customer survey is
 * no such evidence. Without a study the page shows no figures at all.
 */
export function healthFiguresFrom(study: Claims['healthFigures']['value']['study']) {
  return study
    ? typesetDeep([
        {
          value: study.figures.sleepQuality,
          label: 'bessere Schlafqualität',
          text: `In der genannten Studie verbesserte sich die empfundene Schlafqualität um bis zu ${study.figures.sleepQuality}.`,
          source: { text: study.text, url: study.url },
        },
        {
          value: study.figures.backPain,
          label: 'weniger Rückenbeschwerden',
          text: `In der genannten Studie berichteten Teilnehmende von bis zu ${study.figures.backPain} weniger Rückenbeschwerden am Morgen.`,
          source: { text: study.text, url: study.url },
        },
        {
          value: study.figures.wakeUps,
          label: 'weniger Wachphasen',
          text: `In der genannten Studie wachten Teilnehmende bis zu ${study.figures.wakeUps} seltener nachts auf.`,
          source: { text: study.text, url: study.url },
        },
        {
          value: study.figures.fallingAsleep,
          label: 'schneller eingeschlafen',
          text: `In der genannten Studie schliefen Teilnehmende bis zu ${study.figures.fallingAsleep} schneller ein.`,
          source: { text: study.text, url: study.url },
        },
      ])
    : [];
}

export const healthFigures = healthFiguresFrom(study);

/** Sends anyone with lasting complaints to a doctor: a bed is no treatment. */
export const doctorNote =
  'Bei anhaltenden Schlafproblemen oder Beschwerden wenden Sie sich bitte an Ihre Ärztin oder Ihren Arzt.';

export const health = typesetDeep({
  hero: {
    eyebrow: 'Schlafhygiene & Gesundheit',
    title: 'Tipps rund ums Schlafzimmer',
    intro:
      'Worauf es ankommt: die passende Matratze für Ihre Schlafposition, ein angenehmes Raumklima und Materialien, bei denen wir sagen, was geprüft ist.',
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
      title: 'Was ein passendes Bett bietet',
      intro: `Ein Bett, das zu Ihrem Körper passt, ist eine bequeme Unterlage – Nacht für Nacht. ${doctorNote}`,
    },
    items: [
      {
        icon: 'scale',
        title: 'Passender Härtegrad',
        text: 'Vier Härtegrade von H1 bis H4, ausgewählt nach Ihrem Körpergewicht.',
      },
      {
        icon: 'feather',
        title: 'Gleichmäßige Druckverteilung',
        text: 'Eine passende Matratze gibt dort nach, wo der Körper aufliegt, und verteilt das Gewicht auf die ganze Liegefläche.',
      },
      {
        icon: 'moon',
        title: 'Ruhig zu zweit',
        text: 'Einzeln arbeitende Taschenfedern geben Bewegungen kaum an die andere Bettseite weiter.',
      },
      {
        icon: 'wind',
        title: 'Angenehmes Bettklima',
        text: 'Durch die offene Bauweise eines Boxspringbetts zirkuliert Luft; die Bezüge lassen sich abnehmen und waschen.',
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
    note: `Die Wirkung ist individuell verschieden. ${doctorNote}`,
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
        text: 'Schulter und Becken sollen einsinken können, damit Sie in Seitenlage gerade liegen.',
        points: ['Punktelastische Matratze mit Schulterzone', 'Eher weicher Härtegrad', 'Komfort-Topper als Ergänzung'],
      },
      {
        icon: 'bedDouble',
        title: 'Rückenschläfer',
        text: 'Die Matratze soll den Lendenbereich stützen, damit das Becken nicht durchhängt.',
        points: ['Mittelfeste Matratze', 'Gute Stützung im Lendenbereich', 'Flaches Kissen für den Nacken'],
      },
      {
        icon: 'layers',
        title: 'Bauchschläfer',
        text: 'Das Becken soll nicht absinken; eine festere Matratze hält Sie in gerader Lage.',
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
        text: `Wir empfehlen ${sleepEnvironment.roomTemperature} im Schlafzimmer; unter einer warmen Decke schläft es sich in einem kühlen Raum angenehm.`,
      },
      {
        icon: 'droplets',
        title: 'Luftfeuchtigkeit',
        text: `Halten Sie die Luftfeuchtigkeit bei ${sleepEnvironment.humidity}; so bleibt die Raumluft angenehm und Schimmel hat es schwer.`,
      },
      {
        icon: 'wind',
        title: 'Lüften',
        text: `Lüften Sie täglich ${sleepEnvironment.ventilationMinutesDaily} Minuten, am besten mit weit geöffnetem Fenster.`,
      },
      {
        icon: 'washing',
        title: 'Hygiene',
        text: `Waschen Sie die Bezüge etwa alle ${sleepEnvironment.coverWashWeeks} Wochen; das hält das Bett frisch und sauber.`,
      },
    ],
  },
  certificates: {
    heading: {
      id: 'gesundheit-zertifikate',
      eyebrow: 'Geprüfte Qualität',
      title: 'Materialien, denen Sie vertrauen können',
      intro: 'Sie verbringen ein Drittel Ihres Lebens im Bett. Deshalb sagen wir genau, was geprüft ist und von wem.',
    },
    items: [
      {
        icon: 'badge',
        title: oekoTex.label,
        text: `${oekoTexStatement} Das Zertifikat gilt nur für die ${oekoTex.what}, nicht für das ganze Bett.`,
        link: { label: oekoTex.linkLabel, href: oekoTex.url },
      },
      {
        icon: 'factory',
        title: 'Made in Germany',
        text: `${origin.madeInGermany} fertigen wir von Hand in unserer eigenen Werkstatt in Deutschland. ${origin.waterBeds}`,
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
    title: 'Finden Sie das Bett, das zu Ihnen passt',
    text: 'In einer persönlichen Beratung schauen wir gemeinsam auf Ihre Schlafposition, Ihre Gewohnheiten und Ihre Wünsche.',
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
