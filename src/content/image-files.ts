/**
 * A picture's files: its registry entry, the widths its variants are made in and their addresses.
 * Apart from the registry (src/content/images.ts), so that the browser, which reads the registry as
 * the values the build evaluated, runs only these functions.
 */
import { images, type ImageName, type ImageSpec } from './images.ts';

/** The registry's entry for a name, or a clear error for a name it does not know. */
export function imageSpec(name: ImageName): ImageSpec {
  const spec = images[name];
  if (!spec) throw new Error(`unknown picture "${name}" (src/content/images.ts, src/content/data/photos.json)`);
  return spec;
}

/** Widths generated for every image (never above its declared width). */
const imageWidths = [480, 800, 1200, 1600] as const;
export const imageFormats = ['avif', 'webp'] as const;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The variant widths of an image. Each is rounded down to a width whose height is a whole
 * number of pixels at the declared aspect ratio (798 x 532 rather than 800 x 533.33 for 3:2):
 * a variant with a rounded height has a slightly different natural ratio, and the picture's box
 * would move by a fraction of a pixel when that variant loads.
 */
export function variantWidths(name: ImageName): number[] {
  const { width: max, height } = imageSpec(name);
  const step = max / gcd(max, height);
  const widths = imageWidths.filter((w) => w < max).map((w) => Math.floor(w / step) * step);
  return [...new Set([...widths, max])];
}

export function imageUrl(name: ImageName, width: number, format: (typeof imageFormats)[number]): string {
  return `/img/${name}-${width}.${format}`;
}
