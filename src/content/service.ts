/**
 * /service: services, delivery, guarantees, care and contact options. The
 * phone hours are the service page's own reading, `openingHours.servicePhone` in site.ts.
 */
import type { Feature, PageHeroContent } from './blocks.ts';
import {
  addressLine,
  company,
  emailHref,
  facts,
  guaranteeScope,
  openingHours,
  phoneHref,
  servicePromises,
} from './site.ts';
import { typesetDeep } from '../lib/typography.ts';

/** Care constant: turn the mattress every 3 months. */
export const mattressTurnMonths = 3;

export const service = typesetDeep({
  hero: {
    eyebrow: 'Service',
    title: 'Unser Service für Ihren Schlaf',
    intro: `Lieferung ${facts.deliveryScope} in ${facts.deliveryWeeks}, kostenlose Lieferung und Montage im Umkreis von ${facts.freeDeliveryKm} km und die Entsorgung Ihrer alten Matratze.`,
    actions: [
      { label: 'Beratung vereinbaren', href: '/beratung' },
      { label: 'Kontakt aufnehmen', href: '/kontakt' },
    ],
  },
  services: {
    heading: {
      id: 'service-leistungen',
      eyebrow: 'Leistungen',
      title: 'Alles aus einer Hand',
      intro: 'Von der ersten Beratung bis lange nach der Lieferung: Bei uns haben Sie feste Ansprechpartner.',
    },
    items: [
      {
        icon: 'message',
        title: 'Persönliche Beratung',
        text: `Im ${facts.showroomSqm} großen Showroom oder am Telefon – wir nehmen uns Zeit für Ihre Fragen.`,
        link: { label: 'Zur Beratung', href: '/beratung' },
      },
      {
        icon: 'ruler',
        title: 'Fertigung nach Maß',
        text: 'Sondermaße, Überlängen, Dachschrägen: Wir fertigen Ihr Bett genau so, wie Sie es brauchen.',
      },
      {
        icon: 'truck',
        title: 'Lieferung & Montage',
        text: `Wir liefern ${facts.deliveryScope} in ${facts.deliveryWeeks} und bauen Ihr Bett bei Ihnen zu Hause fertig auf.`,
      },
      {
        icon: 'recycle',
        title: 'Entsorgung',
        text: 'Ihre alte Matratze nehmen wir bei der Lieferung mit und entsorgen sie fachgerecht.',
      },
      {
        icon: 'wrench',
        title: 'Nachbetreuung',
        text: 'Auch nach dem Kauf sind wir für Sie da – bei Fragen zur Pflege, zu Ersatzteilen oder Anpassungen.',
      },
      {
        icon: 'shield',
        title: 'Garantien',
        text: `${facts.guaranteeYears} Jahre Garantie, ${facts.frameGuaranteeYears} Jahre auf Rahmen und Taschenfederkerne.`,
        link: { label: 'Zu den Garantien', href: '/garantie' },
      },
    ],
  },
  delivery: {
    heading: {
      id: 'service-lieferung',
      eyebrow: 'Lieferung',
      title: 'Schnell geliefert, fertig aufgebaut',
      intro:
        'Weil wir selbst fertigen, warten Sie nicht wochenlang auf Ihr neues Bett. Unser eigenes Team liefert und montiert.',
    },
    items: [
      {
        icon: 'clock',
        title: `Lieferzeit ${facts.deliveryWeeks}`,
        text: `Dank eigener Herstellung ist Ihr Bett ${facts.deliveryScope} in der Regel in ${facts.deliveryWeeks} fertig. ${servicePromises.deliveryExceptions}`,
      },
      {
        icon: 'truck',
        title: `Kostenlos im Umkreis von ${facts.freeDeliveryKm} km`,
        text: `Innerhalb von ${facts.freeDeliveryKm} km um unseren Showroom liefern und montieren wir kostenlos. Für weitere Strecken nennen wir Ihnen die Kosten vorab im Angebot.`,
      },
      {
        icon: 'recycle',
        title: 'Entsorgung Ihrer alten Matratze',
        text: 'Auf Wunsch nehmen wir Ihre alte Matratze direkt bei der Lieferung mit.',
      },
    ],
  },
  guarantees: {
    heading: {
      id: 'service-garantien',
      eyebrow: 'Garantien',
      title: 'Sicherheit, die bleibt',
    },
    items: [
      {
        icon: 'shield',
        title: `${facts.guaranteeYears} Jahre Garantie`,
        text: `Auf Material und Verarbeitung der ${guaranteeScope}.`,
      },
      {
        icon: 'award',
        title: `${facts.frameGuaranteeYears} Jahre auf Rahmen und Federkern`,
        text: 'Auf Rahmen und Taschenfederkerne unserer Boxspringbetten.',
      },
      {
        icon: 'refresh',
        title: `${facts.mattressExchangeDays} Tage Matratzen-Umtausch`,
        text: `Passt die Matratze doch nicht, tauschen wir sie um: ${facts.mattressExchangeLimits}.`,
      },
    ],
    link: { label: 'Alle Garantien im Detail', href: '/garantie' },
  },
  care: {
    heading: {
      id: 'service-pflege',
      eyebrow: 'Pflege & Wartung',
      title: 'So bleibt Ihr Bett lange wie neu',
      intro: 'Mit wenigen Handgriffen erhalten Sie Liegekomfort und Hygiene über viele Jahre.',
    },
    items: [
      {
        icon: 'refresh',
        title: 'Regelmäßig wenden',
        text: `Wenden und drehen Sie Ihre Matratze alle ${mattressTurnMonths} Monate – so wird sie gleichmäßig beansprucht.`,
      },
      {
        icon: 'wind',
        title: 'Gut lüften',
        text: 'Schlagen Sie die Bettdecke morgens zurück, damit die Feuchtigkeit der Nacht entweichen kann.',
      },
      {
        icon: 'washing',
        title: 'Bezüge waschen',
        text: 'Abnehmbare Bezüge waschen Sie nach dem Pflegeetikett; so bleibt die Matratze frisch.',
      },
      {
        icon: 'sparkles',
        title: 'Polster pflegen',
        text: 'Saugen Sie Boxspring-Unterbau und Kopfteil gelegentlich mit einer Polsterdüse ab.',
      },
    ],
  },
  contact: {
    heading: {
      id: 'service-kontakt',
      eyebrow: 'Kontakt',
      title: 'So erreichen Sie unseren Service',
    },
    phone: {
      title: 'Telefon',
      label: company.phoneDisplay,
      href: phoneHref,
      hoursTitle: 'Telefonisch erreichbar',
      hours: openingHours.servicePhone,
    },
    email: {
      title: 'E-Mail',
      label: company.email,
      href: emailHref,
      text: 'Wir antworten in der Regel am nächsten Werktag.',
    },
    showroom: { title: 'Showroom', label: addressLine, text: 'Besuchen Sie uns zum Probeliegen.' },
    actions: [
      { label: 'Beratung vereinbaren', href: '/beratung' },
      { label: 'Zum Kontaktformular', href: '/kontakt' },
    ],
  },
} as const satisfies {
  hero: PageHeroContent;
  services: { heading: object; items: readonly Feature[] };
  delivery: { heading: object; items: readonly Feature[] };
  guarantees: { heading: object; items: readonly Feature[]; link: object };
  care: { heading: object; items: readonly Feature[] };
  contact: object;
});
