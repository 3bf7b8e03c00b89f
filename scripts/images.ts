/**
 * `npm run images` (run by `npm run build` and `npm run edit`): writes the responsive image variants
 * declared in src/content/images.ts into public/img/ (scripts/lib/picture-variants.ts).
 *
 * A photo that cannot be read stops the build with a German message naming the picture and its
 * file. With `--edit` (the editor's start) it is skipped with the same message as a warning, so
 * the owner can open the editor and replace or remove it.
 */
import path from 'node:path';
import photos from '../src/content/data/photos.json' with { type: 'json' };
import { writePictureVariants } from './lib/picture-variants.ts';

const editing = process.argv.includes('--edit');
// The owner's first sight of `npm run edit`: the picture variants take up to a minute or two on a
// slow machine, and a silent terminal looks like a hang.
if (editing) console.log('Der Editor startet: Die Bilder werden vorbereitet, das kann ein bis zwei Minuten dauern …');
const { written, problems } = await writePictureVariants({ root: path.resolve(import.meta.dirname, '..'), photos });
console.log(`images: ${written} variant(s) written to public/img`);
if (problems.length > 0) {
  if (editing) {
    console.warn(
      `Achtung, diese Bilder fehlen auf den Seiten, bis sie unter Fotos ersetzt oder entfernt sind:\n${problems.join('\n')}`,
    );
  } else {
    console.error(`Diese Bilder lassen sich nicht verarbeiten:\n${problems.join('\n')}`);
    process.exit(1);
  }
}
