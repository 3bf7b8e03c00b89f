/** The Schlafberater page (/schlafberater): hero, intro of the finder and the rules as text. */
import { consultHref } from '../interests.ts';
import type { PageHeroContent } from '../blocks.ts';
import { hardnessGuide } from './matratzen.ts';
import { lengthAllowanceCm, sizeGuide } from './ueberlaenge.ts';
import type { Heading, Link, DataTable } from '../blocks.ts';
import { typesetDeep } from '../../lib/typography.ts';

export const schlafberaterHero = typesetDeep({
  eyebrow: 'Schlafberater',
  title: 'Ihr persönlicher Schlafberater',
  intro:
    'Vier kurze Fragen – und Sie wissen, welcher Härtegrad, welche Bettlänge und welche Matratzen-Technologie zu Ihnen passen. Auch für Paare, für jede Seite getrennt.',
  actions: [
    { label: 'Jetzt starten', href: '#berater' },
    { label: 'Lieber persönlich beraten lassen', href: consultHref('Beratungstermin im Showroom') },
  ],
  image: 'product-schlafberater',
} as const satisfies PageHeroContent);

export const schlafberaterContent = typesetDeep({
  /** Shown where scripts never run: the finder needs them; the rules and a person do not. */
  noScript: {
    text: 'Der Schlafberater braucht JavaScript. Die Regeln, nach denen er rechnet, finden Sie in den Tabellen unten; gern beraten wir Sie auch persönlich:',
    link: { label: 'Kontakt und Beratung', href: consultHref('Matratze') } satisfies Link,
  },
  finderHeading: {
    eyebrow: 'In vier Schritten',
    title: 'Finden Sie Ihr Schlafsystem',
    intro:
      'Ihre Angaben bleiben in Ihrem Browser. Erst wenn Sie möchten, senden Sie das Ergebnis als Beratungsanfrage.',
  } satisfies Heading,
  rulesHeading: {
    eyebrow: 'So rechnet der Schlafberater',
    title: 'Unsere Regeln – transparent erklärt',
    intro: `Der Härtegrad richtet sich nach dem Körpergewicht, die Bettlänge nach der Faustregel Körpergröße + ${lengthAllowanceCm} cm.`,
  } satisfies Heading,
  hardnessTable: {
    caption: 'Härtegrad nach Körpergewicht',
    columns: ['Härtegrad', 'Körpergewicht'],
    rows: hardnessGuide.map((g) => [`${g.grade} (${g.name})`, g.weight]),
  } satisfies DataTable,
  lengthTable: {
    caption: 'Bettlänge nach Körpergröße',
    columns: ['Körpergröße', 'Bettlänge'],
    rows: sizeGuide.map((r) => [r.height, r.length]),
  } satisfies DataTable,
  cta: {
    title: 'Nichts geht über Probeliegen',
    text: 'Der Schlafberater gibt die Richtung vor – im Showroom finden wir gemeinsam die Feinheiten.',
    actions: [
      { label: 'Beratungstermin vereinbaren', href: consultHref('Beratungstermin im Showroom') },
      { label: 'Zu den Matratzen', href: '/produkte/matratzen' },
    ] satisfies Link[],
  },
} as const);
