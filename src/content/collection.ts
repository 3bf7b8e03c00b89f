/**
 * The collection carousel on home and /sleepshort: seven examples from the box-spring
 * collection, each with image, title, description and three features, and the carousel's labels.
 */
import type { ShippedImageName } from './images.ts';
import { typesetDeep } from '../lib/typography.ts';

export interface CollectionItem {
  id: string;
  image: ShippedImageName;
  title: string;
  description: string;
  features: readonly [string, string, string];
}

/** The carousel's accessible names (plain strings: screen readers read them as written). */
export const collectionLabels = {
  region: 'Boxspring-Kollektion',
  carousel: 'Karussell',
  slide: 'Folie',
  /** Slide `i` (1-based) of `n`. */
  slideLabel: (i: number, n: number, title: string) => `${i} von ${n}: ${title}`,
  prev: 'Vorheriges Modell',
  next: 'Nächstes Modell',
  pause: 'Automatische Wiedergabe anhalten',
  play: 'Automatische Wiedergabe starten',
  dot: (i: number, n: number) => `Modell ${i} von ${n} anzeigen`,
  thumbs: 'Vorschaubilder',
  thumb: (title: string) => `${title} anzeigen`,
} as const;

export const collectionItems = typesetDeep([
  {
    id: 'savoy-deluxe',
    image: 'collection-savoy-deluxe',
    title: 'Savoy Deluxe',
    description:
      'Unser Klassiker für große Schlafzimmer: ein hohes, gepolstertes Kopfteil mit Knopfheftung und ein Bezug in edlem Samt.',
    features: ['Kopfteil mit Knopfheftung', 'Samtbezug in Nachtblau', 'Zonierter Taschenfederkern'],
  },
  {
    id: 'earth-tones',
    image: 'collection-earth-tones',
    title: 'Earth Tones',
    description:
      'Warme Naturtöne und Stoffe in Leinenoptik schaffen eine ruhige, geerdete Atmosphäre – ideal für helle Räume.',
    features: ['Bezug in Leinenoptik', 'Kopfteil mit Vertikalsteppung', 'Massivholzfüße aus Eiche'],
  },
  {
    id: 'classic-grey-1',
    image: 'collection-classic-grey-1',
    title: 'Classic Grey I',
    description:
      'Zeitlos in hellem Grau mit schlichtem, geradem Kopfteil: ein Bett, das zu fast jeder Einrichtung passt.',
    features: ['Strapazierfähiger Flachgewebe-Stoff', 'Gerades Kopfteil', 'Visco-Topper inklusive'],
  },
  {
    id: 'classic-grey-2',
    image: 'collection-classic-grey-2',
    title: 'Classic Grey II',
    description:
      'Die dunklere Variante des Klassikers mit gerahmtem Kopfteil und etwas höherer Einstiegshöhe für bequemes Aufstehen.',
    features: ['Anthrazitgrauer Bezug', 'Kopfteil mit Keder-Rahmen', 'Komfortable Einstiegshöhe'],
  },
  {
    id: 'cozy-comfort',
    image: 'collection-cozy-comfort',
    title: 'Cozy Comfort',
    description:
      'Weich, einladend und wohnlich: extra dicker Topper, abgerundete Formen und ein kuscheliger Bouclé-Stoff.',
    features: ['Bouclé-Bezug in Creme', 'Abgerundetes Kopfteil', 'Extra dicker Komfort-Topper'],
  },
  {
    id: 'modern-grey-1',
    image: 'collection-modern-grey-1',
    title: 'Modern Grey I',
    description:
      'Klare Linien und ein niedriges, breites Kopfteil: die moderne Interpretation des Boxspringbetts in Steingrau.',
    features: ['Niedriges Panel-Kopfteil', 'Schwebende Optik', 'Wendbarer Topper'],
  },
  {
    id: 'modern-grey-2',
    image: 'collection-modern-grey-2',
    title: 'Modern Grey II',
    description:
      'Mit integrierten Ablagen im Kopfteil und dezenten Messing-Akzenten – modern, praktisch und elegant zugleich.',
    features: ['Kopfteil mit Ablagen', 'Messingfarbene Akzente', 'Auch elektrisch verstellbar'],
  },
] as const satisfies readonly CollectionItem[]);
