/**
 * Water beds: hero and sections of one page at /produkte/wasserbetten
 * and /wasserbetten. The constants are defined once here; the technology page reads them too.
 */
import { consultHref } from '../interests.ts';
import { facts, origin, waterBedOekoTex } from '../site.ts';
import type { FaqItem, Feature, Heading, Link, Stat, PageHeroContent } from '../blocks.ts';
import { typesetDeep } from '../../lib/typography.ts';

export const waterBed = typesetDeep({
  lifeYears: facts.waterBedLifeYears,
  mattressRenewalYears: facts.waterMattressRenewalYears,
  filledWeightKg: '300-500 kg',
  coverWashDegrees: 60,
  heatingWatt: 240,
  waterChangeYears: '3-5 Jahre',
  installationSteps: 4,
} as const);

const interest = consultHref('Wasserbett');

/** The water bed page's opening block (eyebrow, h1, intro, actions). */
export const wasserbettenHero = typesetDeep({
  eyebrow: 'Wasserbetten',
  title: 'Wasserbetten: schwerelos schlafen',
  intro:
    'Wasserbetten unserer Eigenmarke mit thermisch verbundenem Stabilisierungssystem, phthalatfreiem Vinyl und Bezügen, die bis 60 Grad waschbar sind.',
  actions: [{ label: 'Beratung vereinbaren', href: interest }],
} as const satisfies PageHeroContent);

export const wasserbettenContent = typesetDeep({
  /** The accessible name of the figures row. */
  statsLabel: 'Wasserbetten in Zahlen',
  stats: [
    { value: waterBed.lifeYears, label: 'Lebensdauer' },
    { value: `${waterBed.coverWashDegrees} Grad`, label: 'Bezüge waschbar bis' },
    { value: `${waterBed.heatingWatt} Watt`, label: 'Heizung mit Thermostat' },
    { value: `${waterBed.installationSteps} Schritte`, label: 'bis zum fertigen Wasserbett' },
  ] satisfies Stat[],
  benefitsHeading: {
    eyebrow: 'Vorteile',
    title: 'Warum ein Wasserbett?',
    intro: 'Wasser trägt den Körper gleichmäßig.',
  } satisfies Heading,
  benefits: [
    {
      icon: 'thermometer',
      title: 'Optimale Temperatur',
      text: 'Die Heizung mit Thermostat hält Ihr Bett auf der Temperatur, die Sie einstellen – auch im Winter angenehm warm.',
    },
    {
      icon: 'sparkles',
      title: 'Hygienisch',
      text: `Die Bezüge sind abnehmbar und bis ${waterBed.coverWashDegrees} Grad waschbar; die Vinyl-Oberfläche lässt sich feucht abwischen.`,
    },
    {
      icon: 'waves',
      title: 'Gleichmäßige Druckverteilung',
      text: 'Das Wasser passt sich dem Körper an und verteilt Ihr Gewicht gleichmäßig auf die ganze Liegefläche.',
    },
    {
      icon: 'award',
      title: 'Langlebigkeit',
      text: `Wir legen unsere Wasserbetten bei guter Pflege auf ${waterBed.lifeYears} Lebensdauer aus; die Wassermatratze erneuern Sie nach unserer Empfehlung alle ${waterBed.mattressRenewalYears}.`,
    },
  ] satisfies Feature[],
  qualityHeading: {
    eyebrow: 'Qualität',
    title: 'Unsere Eigenmarke: Qualität bis ins Detail',
    intro: `Wir verkaufen Wasserbetten unserer eigenen Marke. ${origin.waterBeds}`,
  } satisfies Heading,
  quality: [
    'Wasserbetten unserer Eigenmarke',
    'Thermisch verbundenes Stabilisierungssystem',
    `Phthalatfrei: ${origin.phthalateFree}`,
    `Bezüge waschbar bis ${waterBed.coverWashDegrees} Grad`,
    {
      text: `${waterBedOekoTex.what} des Partnerbetriebs zertifiziert nach ${waterBedOekoTex.label}`,
      link: { label: waterBedOekoTex.linkLabel, href: waterBedOekoTex.url },
    },
    'Nähte von innen verschweißt',
  ],
  shop: {
    eyebrow: 'Fachgeschäft',
    title: 'Ihr Wasserbett-Fachgeschäft mit eigenem Service',
    text: 'Im Showroom erleben Sie verschiedene Beruhigungsstufen nebeneinander. Wir beraten Sie ehrlich, liefern, bauen auf, befüllen und stellen Ihr Wasserbett ein – und bleiben auch danach Ihr Ansprechpartner.',
    action: { label: 'Beratung vereinbaren', href: interest } satisfies Link,
    secondary: { label: 'Wasserbett-Technik erklärt', href: '/produkte/wasserbett-technik' } satisfies Link,
  },
  careHeading: {
    eyebrow: 'Pflege',
    title: 'Pflege, die sich lohnt',
    intro: 'Mit wenigen Handgriffen bleibt Ihr Wasserbett hygienisch und wie neu.',
  } satisfies Heading,
  care: [
    {
      icon: 'droplets',
      title: 'Wasserpflege mit Konditionierer',
      text: `Einmal im Jahr geben Sie Konditionierer ins Wasser – er hält es klar und schützt das Vinyl. Ein kompletter Wasserwechsel ist alle ${waterBed.waterChangeYears} sinnvoll.`,
    },
    {
      icon: 'sparkles',
      title: 'Vinylpflege',
      text: 'Reinigen Sie die Vinyloberfläche bei jedem Bezugswechsel mit einem milden Vinylreiniger; so bleibt sie geschmeidig.',
    },
    {
      icon: 'flame',
      title: 'Heizung',
      text: `Die ${waterBed.heatingWatt}-Watt-Heizung mit Thermostat läuft nur, wenn sie nachheizen muss. Eine gute Bettdecke spart zusätzlich Energie.`,
    },
  ] satisfies Feature[],
  faqHeading: { eyebrow: 'FAQ', title: 'Häufige Fragen zum Wasserbett' } satisfies Heading,
  faqs: [
    {
      question: 'Wie schwer ist ein befülltes Wasserbett?',
      answer: `Ein befülltes Wasserbett wiegt etwa ${waterBed.filledWeightKg}. Das Gewicht verteilt sich auf die ganze Fläche – für übliche Wohnraumdecken ist das unproblematisch. Im Zweifel prüfen wir die Gegebenheiten mit Ihnen.`,
    },
    {
      question: 'Wie lange hält ein Wasserbett?',
      answer: `Unsere Wasserbetten sind bei guter Pflege auf ${waterBed.lifeYears} Lebensdauer ausgelegt. Die Wassermatratze sollte nach unserer Empfehlung alle ${waterBed.mattressRenewalYears} erneuert werden, ein kompletter Wasserwechsel ist alle ${waterBed.waterChangeYears} empfehlenswert.`,
    },
    {
      question: 'Wie viel Strom braucht die Heizung?',
      answer: `Die Heizung hat eine Leistung von ${waterBed.heatingWatt} Watt, läuft aber nur, wenn der Thermostat nachheizt. Mit zugedecktem Bett und passender Temperatur bleibt der Verbrauch gering.`,
    },
  ] satisfies FaqItem[],
  cta: {
    title: 'Erleben Sie das Gefühl von Schwerelosigkeit',
    text: 'Kommen Sie zum Probeliegen in unseren Showroom – wir nehmen uns Zeit für Ihre Fragen.',
    actions: [
      { label: 'Beratungstermin vereinbaren', href: interest },
      { label: 'Wasserbett-Komfort testen', href: interest },
    ] satisfies Link[],
  },
} as const);
