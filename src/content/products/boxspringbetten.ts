/** Box-spring beds: hero, four reasons, three variants, construction. */
import { consultHref } from '../interests.ts';
import { facts, oekoTex, oekoTexStatement } from '../site.ts';
import type { Feature, Heading, Link, Stat, Step, Variant, PageHeroContent } from '../blocks.ts';
import { typesetDeep } from '../../lib/typography.ts';

const interest = consultHref('Boxspringbett');

/** The box-spring page's opening block (eyebrow, h1, intro, actions). */
export const boxspringHero = typesetDeep({
  eyebrow: 'Boxspringbetten',
  title: 'Boxspringbetten nach Maß',
  intro:
    'Drei Varianten, unzählige Möglichkeiten: Classic, Luxury und Comfort Plus – von Hand gefertigt in unserer Werkstatt.',
  actions: [{ label: 'Beratung vereinbaren', href: interest }],
} as const satisfies PageHeroContent);

export const boxspringContent = typesetDeep({
  /** The accessible name of the figures row. */
  statsLabel: 'Boxspringbetten in Zahlen',
  stats: [
    { value: facts.deliveryWeeks, label: 'Lieferzeit aus eigener Fertigung' },
    { value: `${facts.guaranteeYears} Jahre`, label: 'Garantie auf Material und Verarbeitung' },
    { value: `${facts.frameGuaranteeYears} Jahre`, label: 'Garantie auf Rahmen und Taschenfederkern' },
    { value: facts.variations, label: 'Variationen' },
  ] satisfies Stat[],
  reasonsHeading: {
    eyebrow: 'Vier gute Gründe',
    title: 'Warum ein Boxspringbett aus unserer Manufaktur?',
  } satisfies Heading,
  reasons: [
    {
      icon: 'hammer',
      title: 'Handgefertigt in Deutschland',
      text: 'Jedes Boxspringbett entsteht in unserer eigenen Werkstatt – ohne Zwischenhändler, direkt vom Hersteller zu Ihnen.',
    },
    {
      icon: 'ruler',
      title: 'Individuell nach Maß',
      text: `Maß, Härte, Stoff und Kopfteil wählen Sie selbst – aus ${facts.variations} Variationen.`,
    },
    {
      icon: 'leaf',
      title: `Zertifizierte ${oekoTex.what}`,
      text: oekoTexStatement,
      link: { label: oekoTex.linkLabel, href: oekoTex.url },
    },
    {
      icon: 'truck',
      title: `Geliefert in ${facts.deliveryWeeks}`,
      text: `Kostenlose Lieferung und Montage im Umkreis von ${facts.freeDeliveryKm} km, auf Wunsch mit Entsorgung Ihrer alten Matratze.`,
    },
  ] satisfies Feature[],
  variantsHeading: {
    eyebrow: 'Varianten',
    title: 'Drei Varianten – Ihr Bett',
    intro: 'Jede Variante passen wir in Größe, Härtegrad und Bezug an Ihre Wünsche an.',
  } satisfies Heading,
  variants: [
    {
      name: 'Classic',
      tagline: 'Zeitlos und solide',
      description: 'Das Boxspringbett für alle, die Wert auf bewährten Liegekomfort und klare Linien legen.',
      features: [
        'Taschenfederkern in der Box',
        'Taschenfederkern-Matratze in H2 oder H3',
        'Komfortschaum-Topper',
        'Schlichtes Kopfteil',
      ],
      action: { label: 'Classic anfragen', href: interest },
    },
    {
      name: 'Luxury',
      tagline: 'Hotelkomfort zu Hause',
      description: 'Doppelter Taschenfederkern und ein hohes Polsterkopfteil für ein Liegegefühl wie im Grandhotel.',
      features: [
        'Taschenfederkern in Box und Matratze',
        '7-Zonen-Matratze in H2 bis H4',
        'Visco-Topper',
        'Hohes, gepolstertes Kopfteil',
      ],
      action: { label: 'Luxury anfragen', href: interest },
    },
    {
      name: 'Comfort Plus',
      tagline: 'Bequemer Einstieg',
      description: 'Mit erhöhter Einstiegshöhe und besonders stützender Matratze – komfortabel für jeden Tag.',
      features: [
        'Erhöhte Box für leichtes Aufstehen',
        'Hybrid-Matratze in H2 bis H4',
        'Gel-Topper für gleichmäßige Druckverteilung',
        'Kopfteil mit Stauraum-Option',
      ],
      action: { label: 'Comfort Plus anfragen', href: interest },
    },
  ] satisfies Variant[],
  constructionHeading: {
    eyebrow: 'Aufbau',
    title: 'So ist ein Boxspringbett aufgebaut',
    intro: 'Drei Ebenen arbeiten zusammen: Sie federn, stützen und schmiegen sich an.',
  } satisfies Heading,
  construction: [
    {
      title: 'Die Box',
      text: `Ein Massivholzrahmen mit Taschenfederkern bildet das federnde Fundament – mit ${facts.frameGuaranteeYears} Jahren Garantie auf Rahmen und Taschenfederkern.`,
    },
    {
      title: 'Die Matratze',
      text: 'Die Taschenfederkern- oder Hybrid-Matratze liegt auf der Box und stützt Ihren Körper zonengenau.',
    },
    {
      title: 'Der Topper',
      text: 'Die oberste Komfortschicht macht das Liegegefühl weich und ist abnehmbar – für einfache Pflege.',
    },
  ] satisfies Step[],
  cta: {
    title: 'Lassen Sie sich Ihr Boxspringbett bauen',
    text: 'Probeliegen im Showroom, persönliche Beratung und Fertigung in unserer Werkstatt.',
    actions: [
      { label: 'Beratung vereinbaren', href: interest },
      { label: 'Showroom-Termin buchen', href: consultHref('Beratungstermin im Showroom') },
    ] satisfies Link[],
  },
} as const);
