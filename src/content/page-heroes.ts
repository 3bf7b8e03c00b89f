/**
 * The opening block (eyebrow, h1, intro, actions) of each inner page. Area modules may take
 * their page's entry over; pages read it from here or from their area module, never inline.
 * The information pages keep theirs in health.ts, service.ts, consultation.ts, about.ts,
 * guarantee.ts and contact-page.ts; the legal pages in the frontmatter of src/content/legal/*.mdx.
 */
import type { PageHeroContent } from '../components/sections/page-hero.tsx';
import { facts } from './site.ts';
import { consultHref } from './interests.ts';
import { typesetDeep } from '../lib/typography.ts';

export const pageHeroes = typesetDeep({
  sleepshort: {
    eyebrow: 'Direkt vom Hersteller',
    title: 'Besser schlafen – mit einem Bett, das für Sie gebaut wird',
    intro: `Boxspringbetten aus eigener Herstellung, ohne Zwischenhändler: gefertigt in Deutschland, geliefert in ${facts.deliveryWeeks}.`,
    actions: [
      { label: 'Jetzt Beratung vereinbaren', href: '/kontakt' },
      { label: 'Alle Produkte ansehen', href: '/produkte' },
    ],
    image: 'hero',
  },
  produkte: {
    eyebrow: 'Unsere Produkte',
    title: 'Betten und Matratzen aus eigener Manufaktur',
    intro:
      'Vom Boxspringbett über das Wasserbett bis zum passenden Topper: Alles, was wir anbieten, fertigen wir selbst – individuell in Maß, Härte und Stoff.',
    actions: [{ label: 'Beratung vereinbaren', href: '/kontakt' }],
  },
  boxspringbetten: {
    eyebrow: 'Boxspringbetten',
    title: 'Boxspringbetten nach Maß',
    intro:
      'Drei Varianten, unzählige Möglichkeiten: Classic, Luxury und Comfort Plus – von Hand gefertigt in unserer Werkstatt.',
    actions: [{ label: 'Beratung vereinbaren', href: '/kontakt?interesse=Boxspringbett' }],
  },
  wasserbetten: {
    eyebrow: 'Wasserbetten',
    title: 'Wasserbetten: schwerelos schlafen',
    intro:
      'Wasserbetten unserer Eigenmarke mit thermisch verbundenem Stabilisierungssystem, phthalatfreiem Vinyl und Bezügen, die bis 60 Grad waschbar sind.',
    actions: [{ label: 'Beratung vereinbaren', href: '/kontakt?interesse=Wasserbett' }],
  },
  wasserbettTechnik: {
    eyebrow: 'Wasserbett-Technik',
    title: 'So funktioniert Ihr Wasserbett',
    intro:
      'Heizung und Thermostat, Sicherheitssystem, Befüllung und Entlüftung: die Technik hinter dem Schlafkomfort – verständlich erklärt.',
    actions: [{ label: 'Beratung vereinbaren', href: '/kontakt?interesse=Wasserbett' }],
  },
  familienbetten: {
    eyebrow: 'Familienbetten',
    title: 'Familienbetten nach Maß',
    intro:
      'Platz für die ganze Familie: Familienbetten bis 240 x 200 cm und Eltern-Kind-Betten mit 200 x 200 cm, sicher und schadstoffgeprüft.',
    actions: [{ label: 'Beratung vereinbaren', href: '/kontakt?interesse=Familienbett' }],
  },
  seniorenbetten: {
    eyebrow: 'Seniorenbetten',
    title: 'Seniorenbetten mit komfortabler Einstiegshöhe',
    intro:
      'Bequem einsteigen, sicher aufstehen: Seniorenbetten mit einer Einstiegshöhe ab 45 cm, Beratung bei Ihnen zu Hause und Montage inklusive.',
    actions: [{ label: 'Beratung vereinbaren', href: '/kontakt?interesse=Seniorenbett' }],
  },
  elektrisch: {
    eyebrow: 'Elektrische Boxspringbetten',
    title: 'Elektrische Boxspringbetten',
    intro:
      'Kopf- und Fußteil stufenlos per Fernbedienung verstellen: für Lesen, Fernsehen und entspanntes Liegen – mit dem Komfort eines Boxspringbetts.',
    actions: [{ label: 'Beratung vereinbaren', href: '/kontakt?interesse=Elektrisches%20Boxspringbett' }],
  },
  ueberlaenge: {
    eyebrow: 'Überlänge',
    title: 'Betten in Überlänge',
    intro: 'Für große Menschen: Betten mit 220, 230, 240 oder 250 cm Länge. Faustregel: Körpergröße plus 30 cm.',
    actions: [{ label: 'Beratung vereinbaren', href: consultHref('Überlänge') }],
  },
  matratzen: {
    eyebrow: 'Matratzen',
    title: 'Matratzen für jeden Schlaftyp',
    intro:
      'Federkern, Latex, Visco oder Hybrid – in den Härtegraden H1 bis H4, abgestimmt auf Ihr Körpergewicht und Ihre Schlafposition.',
    actions: [{ label: 'Beratung vereinbaren', href: '/kontakt?interesse=Matratze' }],
  },
  topper: {
    eyebrow: 'Topper',
    title: 'Topper: die Komfortschicht obendrauf',
    intro:
      'Vier Topper-Arten für mehr Liegekomfort und Hygiene – in allen Standardgrößen und als Sondermaß bis 250 cm.',
    actions: [{ label: 'Beratung vereinbaren', href: '/kontakt?interesse=Topper' }],
  },
} as const satisfies Record<string, PageHeroContent>);
