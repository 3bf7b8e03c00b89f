/** Electric box-spring beds: hero, functions, positions, health, tech. */
import { consultHref } from '../interests.ts';
import { facts } from '../site.ts';
import type { Feature, Heading, Link, Stat, DataTable, PageHeroContent } from '../blocks.ts';
import { typesetDeep } from '../../lib/typography.ts';

const interest = consultHref('Elektrisches Boxspringbett');

/** The electric box-spring page's opening block (eyebrow, h1, intro, actions). */
export const elektrischHero = typesetDeep({
  eyebrow: 'Elektrische Boxspringbetten',
  title: 'Elektrische Boxspringbetten',
  intro:
    'Kopf- und Fußteil stufenlos per Fernbedienung verstellen: für Lesen, Fernsehen und entspanntes Liegen – mit dem Komfort eines Boxspringbetts.',
  actions: [{ label: 'Beratung vereinbaren', href: interest }],
} as const satisfies PageHeroContent);

export const elektrischContent = typesetDeep({
  /** The accessible name of the figures row. */
  statsLabel: 'Elektrische Boxspringbetten in Zahlen',
  stats: [
    { value: '4', label: 'beliebte Liegepositionen' },
    { value: 'Memory', label: 'Lieblingsposition per Knopfdruck' },
    { value: `${facts.guaranteeYears} Jahre`, label: 'Garantie' },
  ] satisfies Stat[],
  functionsHeading: {
    eyebrow: 'Funktionen',
    title: 'Komfort auf Knopfdruck',
  } satisfies Heading,
  functions: [
    {
      icon: 'bedDouble',
      title: 'Kopfteil verstellen',
      text: 'Stufenlos aufrichten – zum Lesen, Frühstücken oder Fernsehen.',
    },
    {
      icon: 'footprints',
      title: 'Fußteil anheben',
      text: 'Das Fußteil stufenlos anheben, etwa um die Beine hochzulegen.',
    },
    { icon: 'gauge', title: 'Memory-Funktion', text: 'Ihre Lieblingsposition speichern und jederzeit abrufen.' },
    {
      icon: 'moon',
      title: 'Leise Motoren',
      text: 'Die Verstellung stört auch Ihren Partner nicht beim Schlafen.',
    },
  ] satisfies Feature[],
  positionsHeading: {
    eyebrow: 'Positionen',
    title: 'Vier beliebte Positionen',
  } satisfies Heading,
  positions: [
    { icon: 'book', title: 'Lesen', text: 'Kopfteil hoch, Knie leicht angewinkelt – entspannt lesen ohne Kissenberg.' },
    { icon: 'tv', title: 'Fernsehen', text: 'Kopfteil steil gestellt: aufrecht sitzen, mit Halt im Rücken.' },
    {
      icon: 'footprints',
      title: 'Beine hoch',
      text: 'Das Fußteil angehoben, die Beine liegen höher als der Oberkörper.',
    },
    {
      icon: 'feather',
      title: 'Schwerelos',
      text: 'Oberkörper und Beine leicht erhöht, Kopf- und Fußteil zugleich verstellt.',
    },
  ] satisfies Feature[],
  healthHeading: {
    eyebrow: 'Komfort',
    title: 'Was die Verstellung Ihnen bietet',
  } satisfies Heading,
  health: [
    'Eine Liegeposition, die Sie nach Ihrem Empfinden einstellen',
    'Beine hochlegen, etwa nach einem langen Tag',
    'Oberkörper erhöht, zum Lesen oder Fernsehen im Bett',
    'Bequemes Aufstehen aus halb sitzender Position',
  ],
  technicalHeading: {
    eyebrow: 'Technik',
    title: 'Technische Details',
  } satisfies Heading,
  technical: {
    caption: 'Technische Details der elektrischen Boxspringbetten',
    columns: ['Merkmal', 'Ausführung'],
    rows: [
      ['Antrieb', 'Zwei leise Elektromotoren für Kopf- und Fußteil'],
      ['Bedienung', 'Funkfernbedienung mit Memory-Funktion'],
      ['Stromausfall', 'Notabsenkung in die flache Position'],
      ['Unterbau', 'Motorrahmen in der Box, von außen unsichtbar'],
      ['Matratze', 'Flexible Taschenfederkern- oder Hybrid-Matratze'],
      ['Garantie', `${facts.guaranteeYears} Jahre auf Material und Verarbeitung`],
    ],
  } satisfies DataTable,
  cta: {
    title: 'Probieren Sie es aus',
    text: 'Im Showroom zeigen wir Ihnen alle Positionen – setzen Sie sich, legen Sie sich, drücken Sie die Tasten.',
    actions: [
      { label: 'Beratung vereinbaren', href: interest },
      { label: 'Showroom-Termin buchen', href: consultHref('Beratungstermin im Showroom') },
    ] satisfies Link[],
  },
} as const);
