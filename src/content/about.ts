/**
 * /ueber-uns: history, philosophy, workshop and four trust tiles. Durability is the one figure
 * of the claims registry, as on /garantie.
 */
import type { Feature, PageHeroContent } from './blocks.ts';
import { company, facts, oekoTex, oekoTexStatement, origin } from './site.ts';
import { typesetDeep } from '../lib/typography.ts';

export const about = typesetDeep({
  hero: {
    eyebrow: 'Über uns',
    title: 'Ein Familienbetrieb mit Leidenschaft für guten Schlaf',
    intro: `Seit ${facts.experienceYears.dative} fertigen wir Boxspringbetten und Matratzen von Hand – in unserer eigenen Werkstatt, ohne Zwischenhändler.`,
    actions: [
      { label: 'Unsere Produkte', href: '/produkte' },
      { label: 'Beratung vereinbaren', href: '/kontakt' },
    ],
    image: 'showroom',
  },
  history: {
    heading: {
      id: 'ueber-uns-geschichte',
      eyebrow: 'Unsere Geschichte',
      title: `${facts.experienceYears.nominative.replace(/^ü/, 'Ü')} Erfahrung`,
    },
    paragraphs: [
      `Was als kleine Polsterwerkstatt begann, ist heute eine Manufaktur mit eigenem Showroom von ${facts.showroomSqm}. Seit ${facts.experienceYears.dative} bauen wir in ${company.town} Betten für Menschen, die gut schlafen wollen – und das noch immer als Familienbetrieb.`,
      `Boxspringbetten und Matratzen verkaufen wir direkt aus unserer eigenen Herstellung: Sie sprechen mit den Menschen, die Ihr Bett auch bauen. ${origin.waterBeds}`,
      `Inzwischen bieten wir ${facts.variations} Variationen an: vom klassischen Boxspringbett über Betten in Überlänge bis zum Familienbett nach Maß.`,
    ],
    stats: [
      { value: facts.experienceYears.nominative, label: 'Erfahrung im Bettenbau' },
      { value: facts.showroomSqm, label: 'Showroom zum Probeliegen' },
      { value: facts.variations, label: 'Variationen' },
    ],
  },
  philosophy: {
    heading: {
      id: 'ueber-uns-philosophie',
      eyebrow: 'Unsere Philosophie',
      title: 'Wofür wir stehen',
    },
    items: [
      {
        icon: 'handshake',
        title: 'Individuelle Beratung',
        text: 'Jeder Mensch schläft anders. Deshalb beginnt jedes Bett bei uns mit einem Gespräch – nicht mit einem Katalog.',
      },
      {
        icon: 'hammer',
        title: 'Handwerksqualität',
        text: `Rahmen, Federkerne, Polster und Bezüge verarbeiten wir von Hand und sorgfältig. ${oekoTexStatement}`,
        link: { label: oekoTex.linkLabel, href: oekoTex.url },
      },
      {
        icon: 'leaf',
        title: 'Auf Dauer gebaut',
        text: `Verschraubte Massivholzrahmen und austauschbare Teile: Unsere Boxspringbetten sind auf eine Nutzungsdauer von mindestens ${facts.designLifeYears} Jahren ${facts.durabilityConditions} ausgelegt.`,
      },
    ],
  },
  workshop: {
    heading: {
      id: 'ueber-uns-werkstatt',
      eyebrow: 'Unsere Werkstatt',
      title: 'Wo Ihr Bett entsteht',
    },
    paragraphs: [
      'In unserer Werkstatt entstehen Rahmen aus Massivholz, Taschenfederkerne werden eingesetzt, Polster zugeschnitten und Bezüge genäht. Jeder Arbeitsschritt liegt in den Händen erfahrener Handwerkerinnen und Handwerker.',
      `Weil alles unter einem Dach passiert, können wir auf Sonderwünsche eingehen; Betten ${facts.deliveryScope} liefern wir in ${facts.deliveryWeeks}.`,
    ],
    link: { label: 'Unsere Produkte entdecken', href: '/produkte' },
    image: 'workshop',
  },
  tiles: {
    heading: {
      id: 'ueber-uns-versprechen',
      eyebrow: 'Darauf können Sie sich verlassen',
      title: 'Unsere Qualitätsversprechen',
    },
    items: [
      {
        icon: 'badge',
        title: oekoTex.label,
        text: oekoTexStatement,
        link: { label: oekoTex.linkLabel, href: oekoTex.url },
      },
      {
        icon: 'factory',
        title: 'Made in Germany',
        text: `${origin.madeInGermany}: handgefertigt in unserer eigenen Werkstatt.`,
      },
      {
        icon: 'shield',
        title: `${facts.guaranteeYears} Jahre Garantie`,
        text: 'Auf Material und Verarbeitung, zusätzlich zu Ihren gesetzlichen Rechten.',
        link: { label: 'Garantiebedingungen', href: '/garantie#garantiebedingungen' },
      },
      {
        icon: 'refresh',
        title: `${facts.mattressExchangeDays} Tage Matratzen-Umtausch`,
        text: `Falls die Matratze doch nicht passt: ${facts.mattressExchangeLimits}.`,
      },
    ],
  },
  cta: {
    headingId: 'ueber-uns-cta',
    title: 'Lernen Sie uns kennen',
    text: 'Besuchen Sie unseren Showroom und sprechen Sie mit den Menschen, die Ihr Bett bauen.',
    actions: [
      { label: 'Beratung vereinbaren', href: '/kontakt' },
      { label: 'Unser Service', href: '/service' },
    ],
  },
} as const satisfies {
  hero: PageHeroContent;
  philosophy: { heading: object; items: readonly Feature[] };
  tiles: { heading: object; items: readonly Feature[] };
  [key: string]: unknown;
});
