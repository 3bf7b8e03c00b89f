/**
 * /garantie: three guarantees (icon, title, description, details; spec s.3), six quality
 * points, six included services and a call to action. The design life of at least 10 years
 * (spec s.9) is stated here.
 */
import type { PageHeroContent } from '../components/sections/page-hero.tsx';
import type { InfoIconName } from '../components/sections/info-icons.tsx';
import type { InfoFeature } from '../components/sections/info-blocks.tsx';
import { facts } from './site.ts';
import { typesetDeep } from '../lib/typography.ts';

export interface GuaranteeItem {
  icon: InfoIconName;
  title: string;
  description: string;
  details: readonly string[];
}

export const guarantees = typesetDeep([
  {
    icon: 'shield',
    title: `${facts.guaranteeYears} Jahre Garantie`,
    description: `Auf alle unsere Produkte geben wir ${facts.guaranteeYears} Jahre Garantie auf Material und Verarbeitung.`,
    details: [
      'Gilt für Betten, Matratzen und Topper',
      'Zusätzlich zu Ihren gesetzlichen Rechten',
      'Reparatur oder Ersatz durch uns',
    ],
  },
  {
    icon: 'award',
    title: `${facts.frameGuaranteeYears} Jahre auf Rahmen und Federkern`,
    description: `Auf die Rahmen und Taschenfederkerne unserer Boxspringbetten gewähren wir ${facts.frameGuaranteeYears} Jahre Garantie.`,
    details: [
      'Massivholzrahmen aus eigener Fertigung',
      'Taschenfederkerne in Unterbau und Matratze',
      'Bei Bruch oder Materialermüdung',
    ],
  },
  {
    icon: 'refresh',
    title: `${facts.mattressExchangeDays} Tage Matratzen-Umtausch`,
    description: `Probeschlafen ohne Risiko: Passt Ihre Matratze doch nicht, tauschen Sie sie innerhalb von ${facts.mattressExchangeDays} Tagen um.`,
    details: [
      'Wechsel auf einen anderen Härtegrad',
      'Persönliche Beratung zum Umtausch',
      'Abholung und Lieferung durch uns',
    ],
  },
] as const satisfies readonly GuaranteeItem[]);

export const guarantee = typesetDeep({
  hero: {
    eyebrow: 'Garantie',
    title: 'Unsere Garantien',
    intro: `${facts.guaranteeYears} Jahre Garantie auf unsere Produkte, ${facts.frameGuaranteeYears} Jahre auf Rahmen und Taschenfederkerne und ${facts.mattressExchangeDays} Tage Matratzen-Umtausch.`,
    actions: [{ label: 'Beratung vereinbaren', href: '/kontakt' }],
  },
  guarantees: {
    heading: {
      id: 'garantie-versprechen',
      eyebrow: 'Drei Garantien',
      title: 'Unser Versprechen an Sie',
      intro: 'Weil wir wissen, was in unseren Betten steckt, stehen wir dafür ein – weit über das Übliche hinaus.',
    },
    items: guarantees,
    note: 'Die Garantien gelten zusätzlich zu den gesetzlichen Gewährleistungsrechten, die dadurch nicht eingeschränkt werden. Die Bedingungen erläutern wir Ihnen gern im Gespräch.',
  },
  quality: {
    heading: {
      id: 'garantie-qualitaet',
      eyebrow: 'Qualität',
      title: 'Was unsere Betten so langlebig macht',
    },
    points: [
      'Massivholzrahmen, verleimt und verschraubt',
      'Taschenfederkerne mit einzeln vernähten Federn',
      'Bezugsstoffe nach OEKO-TEX Standard 100 geprüft',
      'Handarbeit in unserer eigenen Werkstatt in Deutschland',
      'Endkontrolle jedes Bettes vor der Auslieferung',
      `Ausgelegt auf eine Nutzungsdauer von mindestens ${facts.designLifeYears} Jahren`,
    ],
  },
  services: {
    heading: {
      id: 'garantie-leistungen',
      eyebrow: 'Inklusive',
      title: 'Diese Leistungen sind inbegriffen',
    },
    items: [
      {
        icon: 'message',
        title: 'Persönliche Beratung',
        text: 'Im Showroom oder am Telefon, ohne Zeitdruck.',
      },
      {
        icon: 'bed',
        title: 'Probeliegen',
        text: `Testen Sie in Ruhe – wir empfehlen ${facts.testMinutes} je Bett.`,
      },
      {
        icon: 'ruler',
        title: 'Anpassung nach Maß',
        text: 'Sondermaße, Überlängen und Dachschrägen ohne Aufpreis für die Anpassung.',
      },
      {
        icon: 'truck',
        title: 'Lieferung',
        text: `Kostenlos im Umkreis von ${facts.freeDeliveryKm} km, in ${facts.deliveryWeeks}.`,
      },
      {
        icon: 'wrench',
        title: 'Montage',
        text: 'Wir bauen Ihr Bett bei Ihnen zu Hause fertig auf.',
      },
      {
        icon: 'recycle',
        title: 'Entsorgung',
        text: 'Wir nehmen Ihre alte Matratze mit und entsorgen sie fachgerecht.',
      },
    ],
  },
  cta: {
    id: 'garantie-cta',
    title: 'Überzeugen Sie sich selbst',
    text: 'Kommen Sie in unseren Showroom und sehen Sie, was in unseren Betten steckt – wir zeigen es Ihnen gern.',
    actions: [
      { label: 'Beratung vereinbaren', href: '/kontakt' },
      { label: 'Unser Service', href: '/service' },
    ],
  },
} as const satisfies {
  hero: PageHeroContent;
  services: { heading: object; items: readonly InfoFeature[] };
  [key: string]: unknown;
});
