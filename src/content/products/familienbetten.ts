/** Family beds: hero, benefits, variants, safety, ages. */
import { consultHref } from '../interests.ts';
import { oekoTex, oekoTexStatement } from '../site.ts';
import type { Feature, Heading, Link, Stat, Variant, PageHeroContent } from '../blocks.ts';
import { typesetDeep } from '../../lib/typography.ts';

export const familyBed = typesetDeep({
  familySize: '240 x 200 cm',
  parentChildSize: '200 x 200 cm',
} as const);

export interface AgeGuidance {
  ages: string;
  title: string;
  text: string;
}

const interest = consultHref('Familienbett');

/** The family bed page's opening block (eyebrow, h1, intro, actions). */
export const familienbettenHero = typesetDeep({
  eyebrow: 'Familienbetten',
  title: 'Familienbetten nach Maß',
  intro: `Platz für die ganze Familie: Familienbetten bis ${familyBed.familySize} und Eltern-Kind-Betten mit ${familyBed.parentChildSize}, stabil gebaut.`,
  actions: [{ label: 'Beratung vereinbaren', href: interest }],
} as const satisfies PageHeroContent);

export const familienbettenContent = typesetDeep({
  /** The accessible name of the figures row. */
  statsLabel: 'Familienbetten in Zahlen',
  stats: [
    { value: familyBed.familySize, label: 'Familienbett' },
    { value: familyBed.parentChildSize, label: 'Eltern-Kind-Bett' },
    { value: 'Nach Maß', label: 'jede Breite möglich' },
  ] satisfies Stat[],
  benefitsHeading: {
    eyebrow: 'Vorteile',
    title: 'Gemeinsam schlafen, erholt aufwachen',
  } satisfies Heading,
  benefits: [
    {
      icon: 'heartPulse',
      title: 'Nähe und Geborgenheit',
      text: 'Viele Familien genießen es, abends und am Wochenende nah beieinander zu liegen.',
    },
    {
      icon: 'users',
      title: 'Platz für alle',
      text: 'Eine durchgehende Liegefläche ohne Besucherritze – niemand muss an der Kante liegen.',
    },
    {
      icon: 'layers',
      title: 'Jeder Seite ihren Härtegrad',
      text: 'Mehrere Matratzen in unterschiedlichen Härtegraden unter einem gemeinsamen Topper.',
    },
    {
      icon: 'leaf',
      title: `Zertifizierte ${oekoTex.what}`,
      text: oekoTexStatement,
      link: { label: oekoTex.linkLabel, href: oekoTex.url },
    },
  ] satisfies Feature[],
  variantsHeading: {
    eyebrow: 'Varianten',
    title: 'Drei Wege zum Familienbett',
  } satisfies Heading,
  variants: [
    {
      name: 'Familienbett',
      tagline: familyBed.familySize,
      description:
        'Viel Platz für zwei Erwachsene und ein bis zwei Kinder – als Boxspringbett mit durchgehendem Topper.',
      features: ['Zwei oder drei Matratzen nach Wahl', 'Durchgehender Topper ohne Ritze', 'Stabiler Massivholzrahmen'],
      action: { label: 'Familienbett anfragen', href: interest },
    },
    {
      name: 'Eltern-Kind-Bett',
      tagline: familyBed.parentChildSize,
      description:
        'Quadratisch, großzügig und dennoch kompakt – für Eltern mit einem Kleinkind. Für Babys im ersten Lebensjahr empfehlen wir ein eigenes Babybett (siehe Altersempfehlung).',
      features: ['Passt in viele Schlafzimmer', 'Niedrige Einstiegshöhe möglich', 'Optionaler Rausfallschutz'],
      action: { label: 'Eltern-Kind-Bett anfragen', href: interest },
    },
    {
      name: 'Familienbett nach Maß',
      tagline: 'Ihre Wunschbreite',
      description: 'Sie nennen uns Raummaße und Schlafgewohnheiten, wir fertigen das Bett, das genau hineinpasst.',
      features: ['Individuelle Breite und Länge', 'Anpassung an Dachschrägen', 'Kopfteil nach Ihren Wünschen'],
      action: { label: 'Maßanfertigung anfragen', href: interest },
    },
  ] satisfies Variant[],
  safetyHeading: {
    eyebrow: 'Ausstattung',
    title: 'Durchdacht für Familien mit Kindern',
  } satisfies Heading,
  safety: [
    'Durchgehender Topper über alle Matratzen',
    'Optionaler Rausfallschutz an den Seiten',
    'Abgerundete Kanten und Ecken am Rahmen',
    'Feste Matratzen in der Kinderzone',
    {
      text: `${oekoTex.what} zertifiziert nach ${oekoTex.label}`,
      link: { label: oekoTex.linkLabel, href: oekoTex.url },
    },
    'Stabile Konstruktion mit Massivholzrahmen',
  ],
  agesHeading: {
    eyebrow: 'Altersempfehlung',
    title: 'Das Familienbett wächst mit',
    intro: 'Was in welchem Alter wichtig ist – unsere Empfehlungen aus vielen Beratungsgesprächen.',
  } satisfies Heading,
  ages: [
    {
      ages: '0-2 Jahre',
      title: 'Baby und Kleinkind',
      text: 'Für das erste Lebensjahr empfehlen wir kein Familienbett, sondern ein eigenes Babybett im Elternschlafzimmer; wie Ihr Baby sicher schläft, besprechen Sie am besten mit Ihrer Kinderärztin oder Ihrem Kinderarzt. Ab dem Kleinkindalter: feste Matratze und Rausfallschutz.',
    },
    {
      ages: '3-8 Jahre',
      title: 'Kindergarten und Grundschule',
      text: 'Mehr Platz zum Drehen und eine mittelfeste Zone: Das Kind schläft bei Ihnen, hat aber seinen eigenen Platz.',
    },
    {
      ages: '9+ Jahre',
      title: 'Größere Kinder',
      text: 'Viele Kinder wechseln jetzt ins eigene Bett. Das Familienbett bleibt der Ort für Wochenenden und Kuschelabende.',
    },
  ] satisfies AgeGuidance[],
  cta: {
    title: 'Ihr Familienbett nach Maß',
    text: 'Bringen Sie die ganze Familie zum Probeliegen mit – wir planen gemeinsam.',
    actions: [
      { label: 'Beratung vereinbaren', href: interest },
      { label: 'Showroom-Termin buchen', href: consultHref('Beratungstermin im Showroom') },
    ] satisfies Link[],
  },
} as const);
