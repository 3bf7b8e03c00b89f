/**
 * An uploaded photo the images step cannot read (any bytes named .jpg, an iPhone's HEIC): the
 * editor refuses it before writing (picture-format.ts), and a file that got in anyway is named in
 * German with its picture, its place in Fotos and its file, while every other picture is still
 * made (scripts/images.ts: the build refuses, the editor starts without it).
 */
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import photos from '../../src/content/data/photos.json' with { type: 'json' };
import { setOwnPictures } from '../../src/content/images.ts';
import { pictureFormat, pictureFormatProblem } from '../../src/content/picture-format.ts';
import { writePictureVariants } from '../../scripts/lib/picture-variants.ts';
import { photoField } from '../../src/editor/picture-field.tsx';

afterAll(() => setOwnPictures(photos.pictures));

const small = sharp({ create: { width: 6, height: 4, channels: 3, background: '#a0522d' } });

/** The first bytes of an iPhone photo (an ISO box `ftyp` with the brand heic). */
const heic = new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypheic\0\0\0\0mif1heic')]);

describe('the format of an uploaded photo', () => {
  it('accepts the formats the images step reads, whatever the file is called', async () => {
    expect(pictureFormat(await small.clone().jpeg().toBuffer())).toBe('JPEG');
    expect(pictureFormat(await small.clone().png().toBuffer())).toBe('PNG');
    expect(pictureFormat(await small.clone().webp().toBuffer())).toBe('WebP');
    expect(pictureFormat(await small.clone().avif().toBuffer())).toBe('AVIF');
  });

  it('names an iPhone photo (HEIC) and says how to get a JPEG', () => {
    expect(pictureFormatProblem(heic)).toMatch(
      /^ein HEIC-Foto \(iPhone\) lässt sich nicht verarbeiten; bitte als JPEG/,
    );
  });

  it('refuses text and other files', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(pictureFormatProblem(new TextEncoder().encode(text))).toMatch(/^die Datei ist kein Foto/);
      }),
    );
  });
});

describe("the editor's photo field", () => {
  const field = photoField({ label: 'Foto', directory: 'src/assets/images', publicPath: '/src/assets/images/' });
  const value = (data: Uint8Array) => ({ data, filename: 'file.jpg', extension: 'jpg' });

  it('refuses any file that is not a photo before Save writes it, in German naming the field', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 100 }), fc.constant(heic)), (bytes) => {
        if (pictureFormat(bytes) !== undefined && pictureFormat(bytes) !== 'HEIC') return;
        expect(() => field.validate(value(bytes))).toThrow(/^Foto: (die Datei ist kein Foto|ein HEIC-Foto)/);
      }),
    );
  });

  it('takes a photo', async () => {
    const jpeg = new Uint8Array(await small.clone().jpeg().toBuffer());
    expect(field.validate(value(jpeg))).toEqual(value(jpeg));
    expect(field.validate(null)).toBeNull();
  });
});

describe('the images step with a picture it cannot read', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'picture-variants-'));
  const upload = (name: string, bytes: Uint8Array) => {
    const file = `/src/assets/images/pictures/${name}/file.jpg`;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), bytes);
    return { alt: { name: `Bild ${name}`, slug: name }, file };
  };

  it('names any unreadable file in German and still makes the other pictures', async () => {
    const good = upload('gut', await small.clone().jpeg().toBuffer());
    const outDir = mkdtempSync(path.join(root, 'out-'));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }),
          fc.constant(heic),
          // A JPEG cut off after its first bytes.
          fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])),
        ),
        async (bytes) => {
          const broken = upload('kaputt', bytes);
          const stored = { pictures: [good, broken] };
          setOwnPictures(stored.pictures);
          const { problems } = await writePictureVariants({ root, outDir, names: ['gut', 'kaputt'], photos: stored });
          expect(problems).toHaveLength(1);
          expect(problems[0]).toMatch(
            /^Bild „kaputt“ \(src\/content\/data\/photos\.json, Fotos › Eigene Bilder, Bild 2\), Datei src\/assets\/images\/pictures\/kaputt\/file\.jpg: (die Datei|ein HEIC-Foto)/,
          );
          expect(readdirSync(path.join(outDir, 'img')).filter((f) => f.startsWith('kaputt'))).toEqual([]);
          expect(readdirSync(path.join(outDir, 'img')).filter((f) => f.startsWith('gut-'))).toHaveLength(6);
        },
      ),
      { numRuns: 10 },
    );
  }, 60_000);
});
