/**
 * Whether the bytes of an uploaded photo are a picture the site can build its sizes from: JPEG,
 * PNG, WebP or AVIF, told by the file's first bytes (its name proves nothing: any file can be
 * called .jpg). HEIC, the iPhone's format, is named as such: the image step cannot read it.
 * No dependencies, so the owner's editor checks an upload before it is written, and the images
 * step (scripts/images.ts) names a broken picture before it reads it.
 */
// cspell:ignore ftyp avis heix heis hevx

/** The formats the images step reads. */
export const pictureFormats = ['JPEG', 'PNG', 'WebP', 'AVIF'] as const;

export type PictureFormat = (typeof pictureFormats)[number];

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The ISO base media file's brands (`ftyp` box): major and compatible ones. */
function isoBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** The picture's format, 'HEIC' for an iPhone photo, or undefined for anything else. */
export function pictureFormat(bytes: Uint8Array): PictureFormat | 'HEIC' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPEG';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'PNG';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'WebP';
  const brands = isoBrands(bytes);
  if (brands.some((b) => b === 'avif' || b === 'avis')) return 'AVIF';
  if (brands.some((b) => ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(b))) return 'HEIC';
  return undefined;
}

/** Why the bytes cannot be a photo of the site, in German; undefined when they can. */
export function pictureFormatProblem(bytes: Uint8Array): string | undefined {
  const format = pictureFormat(bytes);
  if (format === 'HEIC')
    return 'ein HEIC-Foto (iPhone) lässt sich nicht verarbeiten; bitte als JPEG speichern (auf dem iPhone: Einstellungen › Kamera › Formate › „Maximale Kompatibilität“) und dann hochladen.';
  if (format === undefined)
    return `die Datei ist kein Foto in einem lesbaren Format (${pictureFormats.join(', ')}); bitte ein solches Foto hochladen.`;
  return undefined;
}
