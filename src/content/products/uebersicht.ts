/**
 * The product overview /produkte: hero, Boxspringbetten and Matratzen blocks, each with
 * 'Beratung vereinbaren' to /kontakt, the quality promise and entry cards to every product page.
 */
import { consultHref } from '../interests.ts';
import type { ImageName } from '../images.ts';
import { facts, origin, servicePromises } from '../site.ts';
import { mattressWords } from './matratzen.ts';
import type { Feature, Heading, Link, PageHeroContent } from '../blocks.ts';
import { typesetDeep } from '../../lib/typography.ts';

export interface OverviewBlock {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  highlights: readonly string[];
  delivery: string;
  image: ImageName;
  action: Link;
  details: Link;
}

/** The product overview's opening block (eyebrow, h1, intro, actions). */
export const overviewHero = typesetDeep({
  eyebrow: 'Unsere Produkte',
  title: 'Betten und Matratzen aus eigener Manufaktur',
  intro: `Vom Boxspringbett über das Wasserbett bis zum passenden Topper: ${origin.handmade} fertigen wir selbst – individuell in Maß, Härte und Stoff. ${origin.waterBeds}`,
  actions: [
    { label: 'Beratung vereinbaren', href: consultHref('Beratungstermin im Showroom') },
    { label: 'Schlafberater starten', href: '/schlafberater' },
  ],
} as const satisfies PageHeroContent);

export const overviewContent = typesetDeep({
  /** Label before each range's delivery time. */
  deliveryLabel: 'Lieferzeit:',
  blocks: [
    {
      id: 'boxspringbetten',
      eyebrow: 'Boxspringbetten',
      title: 'Boxspringbetten aus eigener Herstellung',
      text: 'Von Hand gefertigt in unserer Werkstatt: Classic, Luxury oder Comfort Plus – in Ihrem Maß, Ihrem Härtegrad und Ihrem Lieblingsstoff.',
      highlights: [
        `${facts.variations} Variationen`,
        `Überlängen und Sonderbreiten; ${servicePromises.freeAdjustments}`,
        `${facts.frameGuaranteeYears} Jahre Garantie auf Rahmen und Taschenfederkern`,
      ],
      delivery: `${facts.deliveryWeeks} ${facts.deliveryScope}`,
      image: 'product-boxspring',
      action: { label: 'Beratung vereinbaren', href: consultHref('Boxspringbett') },
      details: { label: 'Zu den Boxspringbetten', href: '/produkte/boxspringbetten' },
    },
    {
      id: 'matratzen',
      eyebrow: 'Matratzen',
      title: 'Matratzen für jeden Schlaftyp',
      text: `${mattressWords.names} in den Härtegraden ${mattressWords.grades} – abgestimmt auf Ihr Körpergewicht und Ihre Schlafposition.`,
      highlights: [
        `${mattressWords.countHeading} Technologien aus eigener Fertigung`,
        `${facts.mattressExchangeDays} Tage Matratzen-Umtausch (${facts.mattressExchangeLimits})`,
        `${facts.guaranteeYears} Jahre Garantie auf Material und Verarbeitung`,
      ],
      delivery: `${facts.deliveryWeeks} ${facts.deliveryScope}`,
      image: 'product-matratzen',
      action: { label: 'Beratung vereinbaren', href: consultHref('Matratze') },
      details: { label: 'Zu den Matratzen', href: '/produkte/matratzen' },
    },
  ] satisfies OverviewBlock[],
  promiseHeading: {
    eyebrow: 'Unser Qualitätsversprechen',
    title: 'Darauf können Sie sich verlassen',
    intro: 'Weil wir selbst fertigen, stehen wir mit unserem Namen für jedes Bett, das unsere Werkstatt verlässt.',
  } satisfies Heading,
  promise: [
    {
      icon: 'hammer',
      title: 'Handgefertigt in Deutschland',
      text: `${origin.handmade} aus eigener Produktion, vom Rahmen bis zum Bezug. ${origin.waterBeds}`,
    },
    {
      icon: 'shield',
      title: `${facts.guaranteeYears} Jahre Garantie`,
      text: `Auf Material und Verarbeitung; ${facts.frameGuaranteeYears} Jahre auf Rahmen und Taschenfederkerne.`,
    },
    {
      icon: 'rotate',
      title: `${facts.mattressExchangeDays} Tage Umtausch`,
      text: `Passt die Matratze doch nicht, tauschen wir sie um: ${facts.mattressExchangeLimits}.`,
    },
    {
      icon: 'truck',
      title: `Lieferung ${facts.deliveryScope} in ${facts.deliveryWeeks}`,
      text: `Kostenlos geliefert und montiert im Umkreis von ${facts.freeDeliveryKm} km.`,
    },
  ] satisfies Feature[],
  cardsHeading: {
    eyebrow: 'Alle Produkte',
    title: 'Finden Sie Ihr Schlafsystem',
  } satisfies Heading,
  /** Artwork of each entry card, by page, for pages that are no product-page entries. */
  cardImages: {
    '/schlafberater': 'product-schlafberater',
  } satisfies Record<string, ImageName>,
} as const);
