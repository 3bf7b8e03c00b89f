/**
 * Generates the responsive image variants declared in src/content/images.ts into public/img/.
 * Sources come from src/assets/images/: a photo (avif, webp, jpg, jpeg, png) wins over the
 * shipped artwork (svg) of the same name; an own picture added in the editor names its uploaded
 * file. Unchanged outputs are skipped.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { images, imageFormats, imageUrl, variantWidths, type ImageSpec } from '../src/content/images.ts';

const root = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(root, 'src/assets/images');
const outDir = path.join(root, 'public');
const sourceExts = ['avif', 'webp', 'jpg', 'jpeg', 'png', 'svg'];

function findSource(name: string, spec: ImageSpec): string {
  if (spec.source) {
    const file = path.join(root, spec.source);
    if (existsSync(file)) return file;
    throw new Error(`No file ${spec.source} for the picture "${name}" (src/content/data/photos.json)`);
  }
  for (const ext of sourceExts) {
    const file = path.join(srcDir, `${name}.${ext}`);
    if (existsSync(file)) return file;
  }
  throw new Error(`No source image for "${name}" in src/assets/images (expected ${name}.{${sourceExts.join(',')}})`);
}

let written = 0;
mkdirSync(path.join(outDir, 'img'), { recursive: true });
for (const [name, spec] of Object.entries(images)) {
  const source = findSource(name, spec);
  const sourceTime = statSync(source).mtimeMs;
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
}
console.log(`images: ${written} variant(s) written to public/img`);
