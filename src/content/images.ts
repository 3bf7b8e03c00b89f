/**
 * Every picture the site shows, by name. The source for `name` is the first file found in
 * `src/assets/images/` as `name.avif|webp|jpg|jpeg|png|svg` — so a real photo dropped in as
 * `hero.jpg` replaces the shipped artwork `hero.svg` on the next build. `npm run images`
 * (run by `npm run build`) crops each source to the declared size and writes AVIF and WebP
 * variants to `public/img/`.
 */
export interface ImageSpec {
  /** Intrinsic width and height of the largest variant (the aspect ratio is kept). */
  width: number;
  height: number;
  /** German alternative text; empty for purely decorative images. */
  alt: string;
}

export const images = {
  hero: {
    width: 1600,
    height: 1000,
    alt: 'Ein handgefertigtes Boxspringbett mit Kopfteil in einem ruhigen, warmen Schlafzimmer',
  },
  showroom: { width: 1200, height: 800, alt: 'Blick in den 1.000 m² großen Showroom mit ausgestellten Betten' },
  workshop: { width: 1200, height: 800, alt: 'Die Werkstatt der Manufaktur mit Holzrahmen und Polsterstoffen' },
} as const satisfies Record<string, ImageSpec>;

export type ImageName = keyof typeof images;

/** Widths generated for every image (never above its declared width). */
export const imageWidths = [480, 800, 1200, 1600] as const;
export const imageFormats = ['avif', 'webp'] as const;

export function variantWidths(name: ImageName): number[] {
  const max = images[name].width;
  const widths = imageWidths.filter((w) => w < max);
  return [...widths, max];
}

export function imageUrl(name: ImageName, width: number, format: (typeof imageFormats)[number]): string {
  return `/img/${name}-${width}.${format}`;
}
