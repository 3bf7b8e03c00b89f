/**
 * /garantie: three guarantees (icon, title, description, details), six quality
 * points, six included services and a call to action. The durability figure (design life, from
 * the claims registry) is stated here.
 */
import type { Feature, IconName, PageHeroContent } from './blocks.ts';
import {
  addressLine,
  company,
  exchangeOffer,
  facts,
  guaranteeScope,
  origin,
  servicePromises,
  specialSizes,
  statutoryRights,
} from './site.ts';
import { typesetDeep } from '../lib/typography.ts';

export interface GuaranteeItem {
  icon: IconName;
  title: string;
  description: string;
  details: readonly string[];
}

export const guarantees = typesetDeep([
  {
    icon: 'shield',
    title: `${facts.guaranteeYears} Jahre Garantie`,
    description: `Auf ${guaranteeScope} geben wir ${facts.guaranteeYears} Jahre Garantie auf Material und Verarbeitung.`,
    details: [
      `Gilt für ${guaranteeScope}`,
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
    description: `Passt Ihre Matratze doch nicht, tauschen Sie sie innerhalb von ${facts.mattressExchangeDays} Tagen um: ${facts.mattressExchangeLimits}.`,
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
    intro: `${facts.guaranteeYears} Jahre Garantie auf ${guaranteeScope}, ${facts.frameGuaranteeYears} Jahre auf Rahmen und Taschenfederkerne und ${exchangeOffer}.`,
    actions: [{ label: 'Beratung vereinbaren', href: '/kontakt' }],
  },
  guarantees: {
    heading: {
      id: 'garantie-versprechen',
      eyebrow: 'Drei Garantien',
      title: 'Unser Versprechen an Sie',
      intro:
        'Weil wir wissen, was in unseren Betten steckt, stehen wir dafür ein – zusätzlich zu Ihren gesetzlichen Rechten.',
    },
    items: guarantees,
    note: 'Die Garantien gelten zusätzlich zu den gesetzlichen Gewährleistungsrechten, die dadurch nicht eingeschränkt werden. Die vollständigen Bedingungen stehen unten in den Garantiebedingungen.',
  },
  quality: {
    heading: {
      id: 'garantie-qualitaet',
      eyebrow: 'Qualität',
      title: 'Was in unseren Betten steckt',
    },
    points: [
      'Massivholzrahmen, verleimt und verschraubt',
      'Taschenfederkerne mit einzeln vernähten Federn',
      `${origin.handmade}: Handarbeit in unserer eigenen Werkstatt in Deutschland`,
      'Endkontrolle jedes Bettes vor der Auslieferung',
      `Boxspringbetten ausgelegt auf eine Nutzungsdauer von mindestens ${facts.designLifeYears} Jahren ${facts.durabilityConditions}`,
      origin.waterBeds,
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
        text: `${servicePromises.customSizes} ${servicePromises.freeAdjustments}`,
      },
      {
        icon: 'truck',
        title: 'Lieferung',
        text: `Kostenlos im Umkreis von ${facts.freeDeliveryKm} km; ${facts.deliveryScope} in ${facts.deliveryWeeks}, bei Sondermaßen zum Termin aus dem Angebot.`,
      },
      {
        icon: 'wrench',
        title: 'Montage',
        text: servicePromises.assembly,
      },
      {
        icon: 'recycle',
        title: 'Entsorgung',
        text: servicePromises.disposal,
      },
    ],
  },
  /**
   * The guarantee terms (§ 479 BGB): guarantor, content, duration, territory, how to claim, and
   * that the statutory rights are unaffected. The AGB (§ 7) point here.
   */
  terms: {
    anchor: 'garantiebedingungen',
    heading: {
      id: 'garantie-bedingungen',
      eyebrow: 'Garantiebedingungen',
      title: 'Die Bedingungen unserer Garantien',
    },
    items: [
      {
        title: 'Garantiegeber',
        text: `${company.legalName}, ${addressLine}, Telefon ${company.phoneDisplay}, E-Mail ${company.email}.`,
      },
      // The statutory rights stand next to the commercial guarantee, before it (§ 479 Abs. 1 BGB).
      {
        title: 'Ihre gesetzlichen Rechte',
        text: `${statutoryRights} Die Garantien gelten zusätzlich zu diesen Rechten. Die Rechte bestehen unabhängig davon, ob ein Garantiefall vorliegt, werden durch die Garantien nicht eingeschränkt und sind für Sie unentgeltlich. Im Showroom und mit jedem Angebot erhalten Sie die EU-Mitteilung über Ihr gesetzliches Gewährleistungsrecht.`,
      },
      {
        title: `${facts.guaranteeYears} Jahre auf Material und Verarbeitung`,
        text: `Wir garantieren, dass ${guaranteeScope} ${facts.guaranteeYears} Jahre lang frei von Material- und Verarbeitungsfehlern bleiben, die ihre Funktion beeinträchtigen. Im Garantiefall reparieren wir die Ware oder ersetzen das betroffene Teil nach unserer Wahl; Abholung, Material und Arbeit kosten Sie nichts.`,
      },
      {
        title: `${facts.frameGuaranteeYears} Jahre auf Rahmen und Taschenfederkerne`,
        text: `Für die Massivholzrahmen und die Taschenfederkerne (Unterbau und Matratze) unserer Boxspringbetten garantieren wir ${facts.frameGuaranteeYears} Jahre lang, dass sie nicht brechen und nicht durch Materialermüdung ihre Stützkraft verlieren. Im Garantiefall gilt dasselbe wie oben.`,
      },
      {
        title: `${facts.mattressExchangeDays} Tage Matratzen-Umtausch`,
        text: `Passt eine bei uns gekaufte Matratze nicht zu Ihnen, tauschen Sie sie innerhalb von ${facts.mattressExchangeDays} Tagen nach der Lieferung einmal gegen ein anderes Modell oder einen anderen Härtegrad; wir holen die alte Matratze ab und liefern die neue. Ist die neue Matratze teurer, zahlen Sie den Unterschied; ist sie günstiger, erstatten wir ihn. Ausgenommen sind Matratzen in Sondermaßen. ${specialSizes.definition}`,
      },
      {
        title: 'Beginn und Geltungsbereich',
        text: 'Die Fristen beginnen mit dem Tag der Lieferung oder Übergabe. Die Garantien gelten für Ware, die in Deutschland genutzt wird, und bleiben bei einem Weiterverkauf bestehen.',
      },
      {
        title: 'Nicht erfasst',
        text: 'Gewöhnliche Abnutzung wie das allmähliche Nachgeben von Polstern und Bezügen, Schäden durch unsachgemäße Behandlung, Reinigung entgegen der Pflegeanleitung oder Eingriffe Dritter sowie Verschleißteile wie Batterien von Fernbedienungen.',
      },
      {
        title: 'So machen Sie die Garantie geltend',
        text: 'Melden Sie sich innerhalb der Frist per E-Mail, Telefon oder im Showroom und legen Sie Rechnung oder Auftragsbestätigung bei. Wir sehen uns den Schaden an, bei Bedarf bei Ihnen zu Hause, und sagen Ihnen, wie wir ihn beheben.',
      },
    ],
  },
  cta: {
    headingId: 'garantie-cta',
    title: 'Überzeugen Sie sich selbst',
    text: 'Kommen Sie in unseren Showroom und sehen Sie, was in unseren Betten steckt – wir zeigen es Ihnen gern.',
    actions: [
      { label: 'Beratung vereinbaren', href: '/kontakt' },
      { label: 'Unser Service', href: '/service' },
    ],
  },
} as const satisfies {
  hero: PageHeroContent;
  services: { heading: object; items: readonly Feature[] };
  [key: string]: unknown;
});
