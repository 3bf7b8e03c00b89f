/** Toppers: hero, four types, reasons, sizes, care, selection guide. */
import { consultHref } from '../interests.ts';
import { facts, specialSizes } from '../site.ts';
import type { Feature, Heading, Link, Stat, DataTable, Variant, PageHeroContent } from '../blocks.ts';
import { typesetDeep } from '../../lib/typography.ts';

export const topperFacts = typesetDeep({
  viscoThickness: '4-8 cm',
  sizes: ['90 x 200', '140 x 200', '160 x 200', '180 x 200', '200 x 200'],
  /** Toppers come in every standard length of our beds, up to the longest. */
  customUpToCm: specialSizes.maxStandardLengthCm,
  coverWashDegrees: 60,
  lifespanYears: facts.topperLifeYears,
  replaceEveryYears: facts.topperReplaceYears,
} as const);

const interest = consultHref('Topper');

/** The topper page's opening block (eyebrow, h1, intro, actions). */
export const topperHero = typesetDeep({
  eyebrow: 'Topper',
  title: 'Topper: die Komfortschicht obendrauf',
  intro: `Vier Topper-Arten für mehr Liegekomfort – in allen Standardgrößen, auch in Überlänge bis ${specialSizes.maxStandardLengthCm} cm.`,
  actions: [{ label: 'Beratung vereinbaren', href: interest }],
} as const satisfies PageHeroContent);

export const topperContent = typesetDeep({
  /** The accessible name of the figures row. */
  statsLabel: 'Topper in Zahlen',
  stats: [
    { value: topperFacts.viscoThickness, label: 'Visco-Topper in der Stärke' },
    { value: `${topperFacts.coverWashDegrees} Grad`, label: 'Bezug waschbar bei' },
    { value: topperFacts.lifespanYears, label: 'ausgelegte Lebensdauer' },
  ] satisfies Stat[],
  typesHeading: {
    eyebrow: 'Topper-Arten',
    title: 'Vier Topper für Ihr Liegegefühl',
  } satisfies Heading,
  types: [
    {
      name: 'Visco-Topper',
      tagline: `${topperFacts.viscoThickness} stark`,
      description:
        'Passt sich Ihrer Körperform an und verteilt den Druck gleichmäßig – besonders beliebt bei Seitenschläfern.',
      features: ['Gleichmäßige Druckverteilung', 'Passt sich der Körperwärme an', 'Ruhig, ohne Bewegungsübertragung'],
      action: { label: 'Visco-Topper anfragen', href: interest },
    },
    {
      name: 'Kaltschaum-Topper',
      tagline: 'Leicht und elastisch',
      description: 'Offenporiger Kaltschaum federt schnell zurück und ist angenehm leicht zu handhaben.',
      features: ['Punktelastisch', 'Gute Belüftung', 'Leicht zu wenden'],
      action: { label: 'Kaltschaum-Topper anfragen', href: interest },
    },
    {
      name: 'Latex-Topper',
      tagline: 'Elastisch federnd',
      description: 'Naturlatex bringt Elastizität und ein frisches Schlafklima in Ihr Bett.',
      features: ['Hochelastisch', 'Punktelastisch', 'Formstabil'],
      action: { label: 'Latex-Topper anfragen', href: interest },
    },
    {
      name: 'Gel-Topper',
      tagline: 'Kühlend',
      description: 'Gelschaum leitet Wärme ab – angenehm für alle, denen es nachts schnell zu warm wird.',
      features: ['Temperaturausgleichend', 'Gleichmäßige Druckverteilung', 'Angenehm kühl'],
      action: { label: 'Gel-Topper anfragen', href: interest },
    },
  ] satisfies Variant[],
  reasonsHeading: {
    eyebrow: 'Warum ein Topper?',
    title: 'Kleine Schicht, großer Unterschied',
  } satisfies Heading,
  reasons: [
    { icon: 'feather', title: 'Mehr Komfort', text: 'Der Topper macht das Liegegefühl weicher und anschmiegsamer.' },
    {
      icon: 'sparkles',
      title: 'Waschbarer Bezug',
      text: 'Der abnehmbare Bezug lässt sich waschen – die Matratze darunter bleibt sauber.',
    },
    {
      icon: 'shield',
      title: 'Schutz der Matratze',
      text: 'Der Topper fängt Belastung ab und schont so Ihre Matratze.',
    },
    {
      icon: 'layers',
      title: 'Feinabstimmung',
      text: 'Mit dem Topper passen Sie die Härte Ihres Bettes nachträglich an.',
    },
  ] satisfies Feature[],
  sizesHeading: {
    eyebrow: 'Größen',
    title: 'Für jedes Bett die passende Größe',
    intro: `Topper gibt es in allen Standardgrößen unserer Betten, auch in Überlänge bis ${topperFacts.customUpToCm} cm Länge. ${specialSizes.definition} Sie fertigen wir nach Maß.`,
  } satisfies Heading,
  customSize: `Überlänge bis ${topperFacts.customUpToCm} cm`,
  careHeading: { eyebrow: 'Pflege', title: 'Pflege und Lebensdauer' } satisfies Heading,
  care: [
    {
      icon: 'droplets',
      title: `Bezug bei ${topperFacts.coverWashDegrees} Grad waschbar`,
      text: `Den Bezug nehmen Sie einfach ab und waschen ihn bei ${topperFacts.coverWashDegrees} Grad.`,
    },
    {
      icon: 'wind',
      title: 'Regelmäßig lüften und wenden',
      text: 'Lüften Sie den Topper regelmäßig und wenden Sie ihn beim Bettwäschewechsel.',
    },
    {
      icon: 'clock',
      title: `Lebensdauer ${topperFacts.lifespanYears}`,
      text: `Wir legen unsere Topper auf eine Lebensdauer von ${topperFacts.lifespanYears} aus und empfehlen, einen Topper etwa alle ${topperFacts.replaceEveryYears} Jahre zu ersetzen.`,
    },
  ] satisfies Feature[],
  guideHeading: {
    eyebrow: 'Auswahlhilfe',
    title: 'Welcher Topper passt zu Ihnen?',
  } satisfies Heading,
  guide: {
    caption: 'Auswahlhilfe: Topper-Empfehlung nach Ihrem Wunsch',
    columns: ['Ihr Wunsch', 'Unsere Empfehlung'],
    rows: [
      ['Weicher liegen, Körperform nachgeben', 'Visco-Topper'],
      ['Schnell warm im Bett', 'Gel-Topper'],
      ['Elastisch und formstabil', 'Latex-Topper'],
      ['Leicht, elastisch, gut zu wenden', 'Kaltschaum-Topper'],
    ],
  } satisfies DataTable,
  cta: {
    title: 'Den richtigen Topper finden',
    text: 'Testen Sie alle vier Topper im Showroom auf Ihrer Wunschmatratze.',
    actions: [
      { label: 'Beratung vereinbaren', href: interest },
      { label: 'Zu den Matratzen', href: '/produkte/matratzen' },
    ] satisfies Link[],
  },
} as const);
