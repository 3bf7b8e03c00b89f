/**
 * The images step: every picture's sizes and formats (src/content/images.ts) written to
 * public/img/. Sources come from src/assets/images/: a photo (avif, webp, jpg, jpeg, png) wins over
 * the shipped artwork (svg) of the same name; an own picture added in the editor names its
 * uploaded file. Unchanged outputs are skipped.
 *
 * A photo the step cannot read (any file named .jpg, an iPhone's HEIC) is reported in German,
 * naming the picture, where the editor shows it and the file; the other pictures are still made,
 * so the caller decides: the build refuses, the editor starts without that picture.
 */
import { existsSync, mkdirSync, openSync, readSync, closeSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { images, type ImageSpec } from '../../src/content/images.ts';
import { imageFormats, imageUrl, variantWidths } from '../../src/content/image-files.ts';
import { pictureFormatProblem } from '../../src/content/picture-format.ts';

const sourceExts = ['avif', 'webp', 'jpg', 'jpeg', 'png', 'svg'];
const photosFile = 'src/content/data/photos.json';

interface StoredPhotos {
  pictures?: readonly { alt: { slug: string }; file: string }[];
}

function findSource(root: string, name: string, spec: ImageSpec): string {
  if (spec.source) {
    const file = path.join(root, spec.source);
    if (existsSync(file)) return file;
    throw new Error(`No file ${spec.source} for the picture "${name}" (${photosFile})`);
  }
  for (const ext of sourceExts) {
    const file = path.join(root, 'src/assets/images', `${name}.${ext}`);
    if (existsSync(file)) return file;
  }
  throw new Error(`No source image for "${name}" in src/assets/images (expected ${name}.{${sourceExts.join(',')}})`);
}

/** Where the owner finds a picture: its place in the editor's Fotos and its file. */
function whereIs(name: string, source: string, root: string, photos: StoredPhotos): string {
  const file = path.relative(root, source).split(path.sep).join('/');
  const own = (photos.pictures ?? []).findIndex((p) => p.alt.slug === name);
  if (own >= 0) return `Bild „${name}“ (${photosFile}, Fotos › Eigene Bilder, Bild ${own + 1}), Datei ${file}`;
  if (Object.hasOwn(photos, name)) return `Bild „${name}“ (${photosFile}, Fotos › ${name}), Datei ${file}`;
  return `Bild „${name}“, Datei ${file}`;
}

/** The first bytes of a file (enough to tell its format). */
function head(file: string): Uint8Array {
  const fd = openSync(file, 'r');
  try {
    const bytes = new Uint8Array(64);
    return bytes.subarray(0, readSync(fd, bytes, 0, bytes.length, 0));
  } finally {
    closeSync(fd);
  }
}

export async function writePictureVariants({
  root,
  outDir = path.join(root, 'public'),
  names = Object.keys(images),
  photos,
}: {
  root: string;
  outDir?: string;
  names?: readonly string[];
  photos: StoredPhotos;
}): Promise<{ written: number; problems: string[] }> {
  let written = 0;
  const problems: string[] = [];
  mkdirSync(path.join(outDir, 'img'), { recursive: true });
  for (const name of names) {
    const spec = images[name]!;
    const source = findSource(root, name, spec);
    const where = whereIs(name, source, root, photos);
    const formatProblem = source.endsWith('.svg') ? undefined : pictureFormatProblem(head(source));
    if (formatProblem) {
      problems.push(`${where}: ${formatProblem}`);
      continue;
    }
    const sourceTime = statSync(source).mtimeMs;
    try {
      for (const width of variantWidths(name)) {
        const height = Math.round((width * spec.height) / spec.width);
        for (const format of imageFormats) {
          const out = path.join(outDir, imageUrl(name, width, format));
          if (existsSync(out) && statSync(out).mtimeMs >= sourceTime) continue;
          const pipeline = sharp(source, { density: 300 }).resize(width, height, { fit: 'cover' });
          await (format === 'avif' ? pipeline.avif({ quality: 55, effort: 4 }) : pipeline.webp({ quality: 78 })).toFile(
            out,
          );
          written++;
        }
      }
    } catch (error) {
      // A file that starts like a photo but is damaged (cut off, or a format variant the image
      // library was built without).
      problems.push(
        `${where}: die Datei lässt sich nicht als Foto lesen (${(error as Error).message}); bitte ein anderes Foto hochladen.`,
      );
    }
  }
  return { written, problems };
}
