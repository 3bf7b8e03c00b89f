/**
 * Every picture the site shows, by name: the shipped pictures below, and the owner's own
 * pictures added in the editor (Fotos › Eigene Bilder, stored in `src/content/data/photos.json`).
 * The source of a shipped picture is the first file found in `src/assets/images/` as
 * `name.avif|webp|jpg|jpeg|png|svg` — so a real photo dropped in as `hero.jpg` replaces the
 * shipped artwork `hero.svg` on the next build; an own picture names its uploaded file. `npm run
 * images` (run by `npm run build`) crops each source to the declared size and writes AVIF and
 * WebP variants to `public/img/`.
 */
import { typesetDeep } from '../lib/typography.ts';
import photos from './data/photos.json' with { type: 'json' };
import { facts } from './site.ts';

export interface ImageSpec {
  /** Intrinsic width and height of the largest variant (the aspect ratio is kept). */
  width: number;
  height: number;
  /** German alternative text; empty for purely decorative images. */
  alt: string;
  /** The uploaded file of an own picture (repository path); shipped pictures are found by name. */
  source?: string;
}

export const shippedImages = typesetDeep({
  hero: {
    width: 1600,
    height: 1000,
    alt: 'Ein handgefertigtes Boxspringbett mit Kopfteil in einem ruhigen, warmen Schlafzimmer',
  },
  showroom: {
    width: 1200,
    height: 800,
    alt: `Blick in den ${facts.showroomSqm} großen Showroom mit ausgestellten Betten`,
  },
  workshop: { width: 1200, height: 800, alt: 'Die Werkstatt der Manufaktur mit Holzrahmen und Polsterstoffen' },
  gesundheit: {
    width: 1200,
    height: 800,
    alt: 'Ein ruhiges Schlafzimmer bei Nacht mit Boxspringbett, Mondlicht am Fenster und warmem Licht einer Nachttischlampe',
  },
  // Collection carousel (home, /sleepshort).
  'collection-savoy-deluxe': {
    width: 1200,
    height: 800,
    alt: 'Boxspringbett Savoy Deluxe mit hohem, nachtblauem Samt-Kopfteil mit Knopfheftung',
  },
  'collection-earth-tones': {
    width: 1200,
    height: 800,
    alt: 'Boxspringbett Earth Tones in warmen Naturtönen mit vertikal gestepptem Kopfteil',
  },
  'collection-classic-grey-1': {
    width: 1200,
    height: 800,
    alt: 'Boxspringbett Classic Grey I in hellem Grau mit geradem Kopfteil',
  },
  'collection-classic-grey-2': {
    width: 1200,
    height: 800,
    alt: 'Boxspringbett Classic Grey II in Anthrazit mit gerahmtem Kopfteil',
  },
  'collection-cozy-comfort': {
    width: 1200,
    height: 800,
    alt: 'Boxspringbett Cozy Comfort mit abgerundetem Kopfteil in cremefarbenem Bouclé',
  },
  'collection-modern-grey-1': {
    width: 1200,
    height: 800,
    alt: 'Boxspringbett Modern Grey I mit niedrigem, breitem Kopfteil in schwebender Optik',
  },
  'collection-modern-grey-2': {
    width: 1200,
    height: 800,
    alt: 'Boxspringbett Modern Grey II mit Ablagen im Kopfteil und Messing-Akzenten',
  },
  // Product pages (products issue): one artwork per product area.
  'product-boxspring': {
    width: 1200,
    height: 800,
    alt: 'Boxspringbett mit hohem Polsterkopfteil, Box, Matratze und Topper in warmen Farben',
  },
  'product-wasserbett': {
    width: 1200,
    height: 800,
    alt: 'Wasserbett mit sanften Wellen auf der Liegefläche in einem ruhigen Schlafzimmer',
  },
  'product-technik': {
    width: 1200,
    height: 800,
    alt: 'Schnittbild eines Wasserbetts mit Wassermatratze, Heizung, Thermostat und Sicherheitswanne',
  },
  'product-familie': {
    width: 1200,
    height: 800,
    alt: 'Breites Familienbett mit großen und kleinen Kissen für Eltern und Kinder',
  },
  'product-senioren': {
    width: 1200,
    height: 800,
    alt: 'Seniorenbett mit erhöhter Einstiegshöhe von 45 cm neben einem Nachttisch mit Lampe',
  },
  'product-elektrisch': {
    width: 1200,
    height: 800,
    alt: 'Elektrisch verstellbares Boxspringbett mit angehobenem Kopf- und Fußteil und Fernbedienung',
  },
  'product-ueberlaenge': {
    width: 1200,
    height: 800,
    alt: 'Langes Bett in Überlänge mit Maßband entlang der Liegefläche von 200 bis 250 cm',
  },
  'product-matratzen': {
    width: 1200,
    height: 800,
    alt: 'Querschnitt einer Matratze mit Taschenfedern, Komfortschaum und Bezug',
  },
  'product-topper': {
    width: 1200,
    height: 800,
    alt: 'Ein Topper wird auf eine Matratze gelegt, daneben ein aufgerollter Topper',
  },
  'product-schlafberater': {
    width: 1200,
    height: 800,
    alt: 'Notizblock mit Härtegraden H1 bis H4, Maßband und Kissen für die persönliche Schlafberatung',
  },
} as const satisfies Record<string, ImageSpec>);

/** A shipped picture's name: what code may name (entries name any picture, own ones too). */
export type ShippedImageName = keyof typeof shippedImages;

/**
 * The size of an own picture: every picture a product page shows is 3:2, so an uploaded photo is
 * cropped to 1200 × 800 like the shipped product artwork.
 */
export const ownPictureSize = { width: 1200, height: 800 } as const;

/**
 * An own picture as the editor stores it: its alternative text and its name in one slug field
 * (the name is proposed from the text), and the uploaded file.
 */
interface StoredPicture {
  alt: { name: string; slug: string };
  file: string;
}

/** The owner's pictures, by name (photos.json is checked by the build: picture-schema.ts). */
export function ownPictures(stored: readonly StoredPicture[]): Record<string, ImageSpec> {
  return Object.fromEntries(
    stored.map((p) => [p.alt.slug, { ...ownPictureSize, alt: typesetDeep(p.alt.name), source: p.file }]),
  );
}

/**
 * Every picture by name; a shipped name always means the shipped picture. One list per process:
 * the editor's development server evaluates this module several times (its configuration, the
 * content layer's schema, the pages, each in its own module graph), and a picture the owner adds
 * must be known to every one of them, not only to the one evaluated last.
 */
export const images: Record<string, ImageSpec> = ((globalThis as Record<symbol, unknown>)[Symbol.for('site.images')] ??=
  {}) as Record<string, ImageSpec>;
setOwnPictures((photos as { pictures?: StoredPicture[] }).pictures ?? []);

/**
 * The own pictures as the Fotos file now lists them: a long-running process (the editor's
 * development server reads the entries in its configuration) sees a picture added since it
 * started.
 */
export function setOwnPictures(stored: readonly StoredPicture[]) {
  for (const name of Object.keys(images)) if (!(name in shippedImages)) delete images[name];
  Object.assign(images, ownPictures(stored), shippedImages);
}

/**
 * Runs `fn` while the own pictures are the ones `stored` lists (a Fotos file about to be
 * written), then gives back the ones known before.
 */
export function withOwnPictures<T>(stored: readonly StoredPicture[], fn: () => T): T {
  const before = Object.fromEntries(Object.entries(images).filter(([name]) => !(name in shippedImages)));
  setOwnPictures(stored);
  try {
    return fn();
  } finally {
    for (const name of Object.keys(images)) if (!(name in shippedImages)) delete images[name];
    Object.assign(images, before, shippedImages);
  }
}

/** Whether a picture has the name. */
export const isImageName = (name: string) => Object.hasOwn(images, name);

export type ImageName = string;
