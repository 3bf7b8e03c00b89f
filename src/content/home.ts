/**
 * Copy of the home page and /sleepshort: hero, 'Why us', sleep
 * systems, family story and the marketing sections. Figures come from site.ts.
 */
import {
  company,
  exchangeOffer,
  facts,
  guaranteeScope,
  oekoTex,
  oekoTexStatement,
  origin,
  servicePromises,
} from './site.ts';
import { consultHref } from './interests.ts';
import { REVIEWS_SHOWN } from './reviews.ts';
import type { ImageName } from './images.ts';
import type { Feature, IconName, Link } from './blocks.ts';
import { typesetDeep } from '../lib/typography.ts';

export const homeHero = typesetDeep({
  eyebrow: 'Familienbetrieb · Eigene Manufaktur',
  title: 'Boxspringbetten aus eigener Herstellung – ohne Zwischenhändler',
  intro: `Wir bauen Ihr Bett selbst: von Hand, nach Maß und direkt für Sie. Ohne Zwischenhändler, dafür mit ehrlicher Beratung – und ${facts.deliveryScope} geliefert in ${facts.deliveryWeeks}.`,
  image: 'hero',
  actions: [
    { label: 'Jetzt Beratung vereinbaren', href: '/kontakt' },
    { label: 'Alle Produkte ansehen', href: '/produkte' },
  ],
  benefitsLabel: 'Ihre Vorteile auf einen Blick',
  benefits: [
    { icon: 'factory', title: 'Eigene Herstellung' },
    { icon: 'hammer', title: 'Boxspringbetten und Matratzen handgefertigt in Deutschland' },
    { icon: 'truck', title: `Lieferung ${facts.deliveryScope} in ${facts.deliveryWeeks}` },
    { icon: 'shield', title: `${facts.guaranteeYears} Jahre Garantie` },
    { icon: 'refresh', title: exchangeOffer },
    { icon: 'leaf', title: `${oekoTex.what} zertifiziert nach ${oekoTex.label}`, href: oekoTex.url },
    { icon: 'ruler', title: 'Individuelle Maße' },
    { icon: 'store', title: `${facts.showroomSqm} Showroom` },
  ],
  advice: {
    title: 'Persönliche Beratung',
    text: 'Rufen Sie uns an – wir nehmen uns Zeit für Ihre Fragen.',
    phoneLabel: 'Beratungstelefon',
    hoursLabel: 'Öffnungszeiten',
  },
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  image: ImageName;
  actions: readonly Link[];
  benefitsLabel: string;
  benefits: readonly { icon: IconName; title: string; href?: string }[];
  advice: Record<string, string>;
});

export const whyUs = typesetDeep({
  eyebrow: 'Warum wir',
  title: 'Warum Sie bei uns richtig liegen',
  intro: 'Acht Gründe, warum sich der Weg direkt zum Hersteller lohnt.',
  items: [
    {
      icon: 'truck',
      title: 'Sehr kurze Lieferzeit',
      text: `Durch unsere eigene Produktion steht Ihr neues Bett ${facts.deliveryScope} schon nach ${facts.deliveryWeeks} bei Ihnen.`,
    },
    {
      icon: 'hammer',
      title: 'Handgefertigt in Deutschland',
      text: `${origin.handmade} entstehen in unserer Werkstatt – mit Sorgfalt, Erfahrung und echtem Handwerk. ${origin.waterBeds}`,
    },
    {
      icon: 'leaf',
      title: `Zertifizierte ${oekoTex.what}`,
      text: oekoTexStatement,
      link: { label: oekoTex.linkLabel, href: oekoTex.url },
    },
    {
      icon: 'shield',
      title: `${facts.guaranteeYears} Jahre Garantie`,
      text: `Auf Material und Verarbeitung – und ${facts.frameGuaranteeYears} Jahre auf Rahmen und Taschenfederkerne.`,
    },
    {
      icon: 'refresh',
      title: `${facts.mattressExchangeDays} Tage Matratzen-Umtausch`,
      text: `Probeschlafen zu Hause: Passt die Matratze nicht, tauschen wir sie um – ${facts.mattressExchangeLimits}.`,
    },
    {
      icon: 'ruler',
      title: 'Individuell gefertigt',
      text: 'Maße, Härtegrad, Stoff und Farbe wählen Sie – wir fertigen genau Ihr Bett.',
    },
    {
      icon: 'arrows',
      title: 'Überlängen',
      text: 'Betten mit 220, 230, 240 oder 250 cm Länge für große Menschen – ohne Kompromisse.',
    },
    {
      icon: 'users',
      title: 'Familien-Boxspringbetten',
      text: 'Familienbetten nach Maß, damit die ganze Familie bequem Platz findet.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; items: readonly Feature[] });

export const collectionSection = typesetDeep({
  eyebrow: 'Unsere Kollektion',
  title: 'Beispiele aus unserer Boxspring-Kollektion',
  intro: 'Jedes Modell fertigen wir in Ihren Wunschmaßen, mit Ihrem Härtegrad und Ihrem Lieblingsstoff.',
  actions: [
    { label: 'Jetzt Beratung vereinbaren', href: '/kontakt' },
    { label: 'Alle Produkte ansehen', href: '/produkte' },
  ],
} as const);

export const sleepSystems = typesetDeep({
  eyebrow: 'Unsere Schlafsysteme',
  title: 'Zwei Wege zu Ihrem neuen Bett',
  intro: 'Ob komplettes Boxspringbett oder die passende Matratze – alles aus eigener Fertigung.',
  deliveryLabel: 'Lieferzeit',
  items: [
    {
      title: 'Boxspringbetten',
      highlight: 'Handgefertigt nach Maß',
      description:
        'Unterbox, Matratze und Topper perfekt aufeinander abgestimmt: in den Varianten Classic, Luxury und Comfort Plus, in jeder Größe und jedem Stoff.',
      delivery: `${facts.deliveryWeeks} ${facts.deliveryScope}`,
      image: 'collection-savoy-deluxe',
      details: { label: 'Boxspringbetten entdecken', href: '/produkte/boxspringbetten' },
      consult: { label: 'Beratung vereinbaren', href: consultHref('Boxspringbett') },
    },
    {
      title: 'Matratzen',
      highlight: 'Vier Technologien, H1 bis H4',
      description:
        'Federkern, Latex, Visco oder Hybrid: Wir finden mit Ihnen den Härtegrad, der zu Körpergewicht und Schlafposition passt.',
      delivery: `${facts.deliveryWeeks} ${facts.deliveryScope}`,
      image: 'collection-cozy-comfort',
      details: { label: 'Matratzen entdecken', href: '/produkte/matratzen' },
      consult: { label: 'Beratung vereinbaren', href: consultHref('Matratze') },
    },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  deliveryLabel: string;
  items: readonly {
    title: string;
    highlight: string;
    description: string;
    delivery: string;
    image: ImageName;
    details: Link;
    consult: Link;
  }[];
});

export const familyStory = typesetDeep({
  eyebrow: 'Familienbetrieb',
  title: `Ein Familienbetrieb mit ${facts.experienceYears.dative} Erfahrung`,
  paragraphs: [
    `Was als kleine Polsterwerkstatt begann, ist heute die ${company.name}: ein Familienbetrieb, der seit ${facts.experienceYears.dative} Betten baut, in denen man gerne aufwacht.`,
    'Rahmen, Federkerne, Polster und Bezüge verarbeiten wir in unserer eigenen Produktion. Deshalb kennen wir jedes Detail Ihres Bettes – und können es genau so bauen, wie Sie es brauchen.',
    `In unserem ${facts.showroomSqm} großen Showroom probieren Sie in Ruhe aus, wie sich Härtegrade, Materialien und Höhen anfühlen. Wir beraten Sie persönlich und ohne Verkaufsdruck.`,
  ],
  image: 'workshop',
  stats: [
    { value: facts.experienceYears.nominative, label: 'Erfahrung im Bettenbau' },
    { value: facts.showroomSqm, label: 'Showroom zum Probeliegen' },
    { value: 'Eigene', label: 'Produktion in Deutschland' },
  ],
  link: { label: 'Mehr über uns', href: '/ueber-uns' },
} as const satisfies {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  image: ImageName;
  stats: readonly { value: string; label: string }[];
  link: Link;
});

const numberWords = ['null', 'eine', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'];
const germanNumber = (n: number) => numberWords[n] ?? String(n);

/**
 * The reviews section: a selection of Google reviews, with the statement whether and how the
 * shop checks that reviewers are customers (§ 5b Abs. 3 UWG) and the aggregate only with its
 * source and date.
 */
export const reviewsSection = typesetDeep({
  eyebrow: 'Bewertungen',
  title: 'Bewertungen auf Google',
  aggregateLabel: 'Durchschnittliche Bewertung',
  // The rule selectReviews() applies (src/content/reviews.ts), said as it is.
  selection: `Wir zeigen die ${germanNumber(REVIEWS_SHOWN)} neuesten Bewertungen mit Text aus unserem Google-Unternehmensprofil – unabhängig von der Sternezahl. Nicht gezeigt werden nur Bewertungen, die von gesundheitlichen Beschwerden oder Krankheiten berichten.`,
  notVerified:
    'Wir prüfen nicht, ob die Verfasserinnen und Verfasser bei uns gekauft oder unsere Produkte genutzt haben.',
  source: (asOf: string) => `Quelle: Google-Unternehmensprofil, Stand ${asOf}`,
  profileLink: 'Alle Bewertungen auf Google ansehen',
} as const);

/** Marketing sections stacked after the reviews. */
export const promises = typesetDeep({
  eyebrow: 'Eigene Produktion',
  title: 'Qualität, für die wir geradestehen',
  intro:
    'Weil wir unsere Boxspringbetten und Matratzen selbst bauen, geben wir Ihnen Garantien zusätzlich zu Ihren gesetzlichen Rechten – ohne Zwischenhändler, ohne Umwege.',
  items: [
    {
      value: `${facts.guaranteeYears} Jahre`,
      title: 'Garantie',
      description: `auf Material und Verarbeitung der ${guaranteeScope}`,
    },
    {
      value: `${facts.frameGuaranteeYears} Jahre`,
      title: 'Garantie auf Rahmen',
      description: 'und Taschenfederkerne',
    },
    {
      value: `${facts.mattressExchangeDays} Tage`,
      title: 'Matratzen-Umtausch',
      description: `Probeschlafen zu Hause: ${facts.mattressExchangeLimits}`,
    },
    {
      value: 'Zertifiziert',
      title: oekoTex.label,
      description: `nur für unsere ${oekoTex.what}, Zertifikat ${oekoTex.certificateNumber} (${oekoTex.institute})`,
      link: { label: 'Zertifikat prüfen', href: oekoTex.url },
    },
  ],
  link: { label: 'Alle Garantien ansehen', href: '/garantie' },
} as const);

export const madeToMeasure = typesetDeep({
  eyebrow: 'Maßanfertigung',
  title: 'Ein Bett, das sich nach Ihnen richtet',
  intro: `Aus Rahmen, Federkern, Härtegrad, Stoff und Maß ergeben sich ${facts.variations} Variationen. Die passende finden wir gemeinsam.`,
  variationsValue: facts.variations,
  variationsLabel: 'Variationen',
  items: [
    {
      icon: 'house',
      title: 'Dachschrägen',
      text: servicePromises.freeAdjustments,
    },
    {
      icon: 'weight',
      title: 'Für schwere Menschen',
      text: 'Verstärkte Rahmen und Federkerne für ein höheres Körpergewicht.',
    },
    {
      icon: 'arrows',
      title: 'Überlängen',
      text: 'Betten in 220, 230, 240 und 250 cm Länge – Faustregel: Körpergröße plus 30 cm.',
    },
    {
      icon: 'ruler',
      title: 'Individuelle Breiten',
      text: 'Jede Breite zentimetergenau, auch für Familienbetten nach Maß.',
    },
  ],
  action: { label: 'Maßanfertigung anfragen', href: consultHref('Boxspringbett') },
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  variationsValue: string;
  variationsLabel: string;
  items: readonly Feature[];
  action: Link;
});

export const deliveryService = typesetDeep({
  eyebrow: 'Rundum-Service',
  title: 'Geliefert, aufgebaut, fertig',
  intro: 'Sie freuen sich auf Ihr neues Bett – um alles andere kümmern wir uns.',
  image: 'showroom',
  items: [
    {
      icon: 'truck',
      title: 'Kostenlose Lieferung und Montage',
      text: `Im Umkreis von ${facts.freeDeliveryKm} km liefern und montieren wir Ihr Bett kostenlos.`,
    },
    {
      icon: 'recycle',
      title: 'Entsorgung der alten Matratze',
      text: 'Auf Wunsch nehmen wir Ihre alte Matratze mit und entsorgen sie fachgerecht.',
    },
    {
      icon: 'clock',
      title: `Lieferung in ${facts.deliveryWeeks}`,
      text: `Dank eigener Fertigung gilt das für Betten ${facts.deliveryScope}. ${servicePromises.deliveryExceptions}`,
    },
  ],
  action: { label: 'Mehr zu unserem Service', href: '/service' },
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  image: ImageName;
  items: readonly Feature[];
  action: Link;
});

export const closingCta = typesetDeep({
  title: 'Probeliegen im Showroom',
  text: `Besuchen Sie uns auf ${facts.showroomSqm} und finden Sie in Ruhe das Bett, das zu Ihnen passt. Am besten mit Termin – dann nehmen wir uns Zeit nur für Sie.`,
  action: { label: 'Beratungstermin vereinbaren', href: consultHref('Beratungstermin im Showroom') },
} as const);
