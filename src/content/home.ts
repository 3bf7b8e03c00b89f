/**
 * Copy of the home page and /sleepshort (spec s.2 'Home page sections'): hero, 'Why us', sleep
 * systems, family story and the marketing sections. Figures come from site.ts.
 */
import { company, facts, oekoTex } from './site.ts';
import { consultHref } from './interests.ts';
import type { ImageName } from './images.ts';
import { typesetDeep } from '../lib/typography.ts';

/** Icon keys; the section components map them to lucide icons. */
export type HomeIcon =
  | 'factory'
  | 'hammer'
  | 'truck'
  | 'shield'
  | 'refresh'
  | 'leaf'
  | 'ruler'
  | 'store'
  | 'users'
  | 'weight'
  | 'roof'
  | 'arrows'
  | 'sparkles'
  | 'recycle'
  | 'badge'
  | 'clock';

export interface IconItem {
  icon: HomeIcon;
  title: string;
  description: string;
}

export const homeHero = typesetDeep({
  eyebrow: 'Familienbetrieb · Eigene Manufaktur',
  title: 'Boxspringbetten aus eigener Herstellung – ohne Zwischenhändler',
  intro: `Wir bauen Ihr Bett selbst: von Hand, nach Maß und direkt für Sie. Ohne Zwischenhändler, dafür mit ehrlicher Beratung und Lieferung in ${facts.deliveryWeeks}.`,
  image: 'hero',
  actions: [
    { label: 'Jetzt Beratung vereinbaren', href: '/kontakt' },
    { label: 'Alle Produkte ansehen', href: '/produkte' },
  ],
  benefitsLabel: 'Ihre Vorteile auf einen Blick',
  benefits: [
    { icon: 'factory', title: 'Eigene Herstellung' },
    { icon: 'hammer', title: 'Handgefertigt in Deutschland' },
    { icon: 'truck', title: `Lieferung in ${facts.deliveryWeeks}` },
    { icon: 'shield', title: `${facts.guaranteeYears} Jahre Garantie` },
    { icon: 'refresh', title: `${facts.mattressExchangeDays} Tage Matratzen-Umtausch` },
    { icon: 'leaf', title: 'Zertifizierte Materialien' },
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
  actions: readonly { label: string; href: string }[];
  benefitsLabel: string;
  benefits: readonly { icon: HomeIcon; title: string }[];
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
      description: `Durch unsere eigene Produktion steht Ihr neues Bett schon nach ${facts.deliveryWeeks} bei Ihnen.`,
    },
    {
      icon: 'hammer',
      title: 'Handgefertigt in Deutschland',
      description: 'Jedes Bett entsteht in unserer Werkstatt – mit Sorgfalt, Erfahrung und echtem Handwerk.',
    },
    {
      icon: 'leaf',
      title: 'Zertifizierte Materialien',
      description: `${oekoTex.what} nach OEKO-TEX Standard 100: schadstoffgeprüft und hautfreundlich.`,
    },
    {
      icon: 'shield',
      title: `${facts.guaranteeYears} Jahre Garantie`,
      description: `Auf Material und Verarbeitung – und ${facts.frameGuaranteeYears} Jahre auf Rahmen und Taschenfederkerne.`,
    },
    {
      icon: 'refresh',
      title: `${facts.mattressExchangeDays} Tage Matratzen-Umtausch`,
      description: 'Probeschlafen zu Hause: Passt die Matratze nicht, tauschen wir sie um.',
    },
    {
      icon: 'ruler',
      title: 'Individuell gefertigt',
      description: 'Maße, Härtegrad, Stoff und Farbe wählen Sie – wir fertigen genau Ihr Bett.',
    },
    {
      icon: 'arrows',
      title: 'Überlängen',
      description: 'Betten mit 220, 230, 240 oder 250 cm Länge für große Menschen – ohne Kompromisse.',
    },
    {
      icon: 'users',
      title: 'Familien-Boxspringbetten',
      description: 'Familienbetten nach Maß, damit die ganze Familie erholsam und sicher Platz findet.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; items: readonly IconItem[] });

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
  title: 'Zwei Wege zu besserem Schlaf',
  intro: 'Ob komplettes Boxspringbett oder die passende Matratze – alles aus eigener Fertigung.',
  deliveryLabel: 'Lieferzeit',
  items: [
    {
      title: 'Boxspringbetten',
      highlight: 'Handgefertigt nach Maß',
      description:
        'Unterbox, Matratze und Topper perfekt aufeinander abgestimmt: in den Varianten Classic, Luxury und Comfort Plus, in jeder Größe und jedem Stoff.',
      delivery: facts.deliveryWeeks,
      image: 'collection-savoy-deluxe',
      details: { label: 'Boxspringbetten entdecken', href: '/produkte/boxspringbetten' },
      consult: { label: 'Beratung vereinbaren', href: consultHref('Boxspringbett') },
    },
    {
      title: 'Matratzen',
      highlight: 'Vier Technologien, H1 bis H4',
      description:
        'Federkern, Latex, Visco oder Hybrid: Wir finden mit Ihnen den Härtegrad, der zu Körpergewicht und Schlafposition passt.',
      delivery: facts.deliveryWeeks,
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
    details: { label: string; href: string };
    consult: { label: string; href: string };
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
  link: { label: string; href: string };
});

/**
 * The reviews section: a selection of Google reviews, with the statement whether and how the
 * shop checks that reviewers are customers (§ 5b Abs. 3 UWG) and the aggregate only with its
 * source and date.
 */
export const reviewsSection = typesetDeep({
  eyebrow: 'Kundenstimmen',
  title: 'Bewertungen auf Google',
  aggregateLabel: 'Durchschnittliche Bewertung',
  selection: 'Eine Auswahl von Bewertungen aus unserem Google-Unternehmensprofil; die Auswahl treffen wir selbst.',
  notVerified:
    'Wir prüfen nicht, ob die Verfasserinnen und Verfasser bei uns gekauft oder unsere Produkte genutzt haben.',
  source: (asOf: string) => `Quelle: Google-Unternehmensprofil, Stand ${asOf}`,
  profileLink: 'Alle Bewertungen auf Google ansehen',
} as const);

/** Marketing sections stacked after the reviews (spec s.1 main claims). */
export const promises = typesetDeep({
  eyebrow: 'Eigene Produktion',
  title: 'Qualität, für die wir geradestehen',
  intro:
    'Weil wir jedes Bett selbst bauen, können wir Ihnen Garantien geben, die im Handel selten sind – ohne Zwischenhändler, ohne Umwege.',
  items: [
    {
      value: `${facts.guaranteeYears} Jahre`,
      title: 'Garantie',
      description: 'auf Material und Verarbeitung all unserer Produkte',
    },
    {
      value: `${facts.frameGuaranteeYears} Jahre`,
      title: 'Garantie auf Rahmen',
      description: 'und Taschenfederkerne – für viele erholsame Jahre',
    },
    {
      value: `${facts.mattressExchangeDays} Tage`,
      title: 'Matratzen-Umtausch',
      description: 'Probeschlafen zu Hause, ganz ohne Risiko',
    },
    {
      value: 'OEKO-TEX',
      title: 'Standard 100',
      description: 'zertifizierte, schadstoffgeprüfte Materialien',
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
      icon: 'roof',
      title: 'Dachschrägen',
      description: 'Wir passen Ihr Bett kostenlos an Dachschrägen und Nischen an.',
    },
    {
      icon: 'weight',
      title: 'Für schwere Menschen',
      description: 'Verstärkte Rahmen und Federkerne, die auch hohem Gewicht dauerhaft standhalten.',
    },
    {
      icon: 'arrows',
      title: 'Überlängen',
      description: 'Betten in 220, 230, 240 und 250 cm Länge – Faustregel: Körpergröße plus 30 cm.',
    },
    {
      icon: 'ruler',
      title: 'Individuelle Breiten',
      description: 'Jede Breite zentimetergenau, auch für Familienbetten nach Maß.',
    },
  ],
  action: { label: 'Maßanfertigung anfragen', href: consultHref('Boxspringbett') },
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  variationsValue: string;
  variationsLabel: string;
  items: readonly IconItem[];
  action: { label: string; href: string };
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
      description: `Im Umkreis von ${facts.freeDeliveryKm} km liefern und montieren wir Ihr Bett kostenlos.`,
    },
    {
      icon: 'recycle',
      title: 'Entsorgung der alten Matratze',
      description: 'Auf Wunsch nehmen wir Ihre alte Matratze mit und entsorgen sie fachgerecht.',
    },
    {
      icon: 'clock',
      title: `Lieferung in ${facts.deliveryWeeks}`,
      description: 'Dank eigener Fertigung warten Sie nicht monatelang auf Ihr Bett.',
    },
  ],
  action: { label: 'Mehr zu unserem Service', href: '/service' },
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  image: ImageName;
  items: readonly IconItem[];
  action: { label: string; href: string };
});

export const closingCta = typesetDeep({
  title: 'Probeliegen im Showroom',
  text: `Besuchen Sie uns auf ${facts.showroomSqm} und finden Sie in Ruhe das Bett, das zu Ihnen passt. Am besten mit Termin – dann nehmen wir uns Zeit nur für Sie.`,
  action: { label: 'Beratungstermin vereinbaren', href: consultHref('Beratungstermin im Showroom') },
} as const);
