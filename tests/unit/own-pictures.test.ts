/**
 * The owner's own pictures (Fotos › Eigene Bilder in the editor, src/content/data/photos.json):
 * a new name needs no code. The name is checked as it is typed (one pattern: its form, and no
 * shipped picture's name), the build checks the whole file again, and a page that names a
 * picture no one has stops the build naming the entry and the field.
 */
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import photos from '../../src/content/data/photos.json' with { type: 'json' };
import { images, ownPictures, shippedImages } from '../../src/content/images.ts';
import { ownPictureNamePattern } from '../../src/content/picture-name.ts';
import { photosProblems } from '../../src/content/picture-schema.ts';
import { photoSources } from '../../src/content/photos.ts';
import { productPageFiles } from '../../src/content/product-page-files.ts';
import { readProductPageFile } from '../../src/content/product-page-read.ts';

const shipped = Object.keys(shippedImages);
const slug = fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+){0,3}$/).filter((s) => !shipped.includes(s));
const alt = fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim() !== '');

/** A folder with an uploaded file for each picture, as the editor leaves it. */
function withFiles(names: readonly string[]): {
  root: string;
  pictures: { alt: { name: string; slug: string }; file: string }[];
} {
  const root = mkdtempSync(path.join(tmpdir(), 'pictures-'));
  const pictures = names.map((name) => {
    const file = `/src/assets/images/pictures/${name}/file.jpg`;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), 'jpg');
    return { alt: { name: `Bild ${name}`, slug: name }, file };
  });
  return { root, pictures };
}

describe('the name of an own picture', () => {
  it('is any lower-case slug that no shipped picture has', () => {
    fc.assert(fc.property(slug, (name) => ownPictureNamePattern.test(name)));
  });

  it('is never a shipped picture name, nor anything with capitals, spaces, slashes or outer hyphens', () => {
    for (const name of shipped) expect(ownPictureNamePattern.test(name), name).toBe(false);
    fc.assert(
      fc.property(slug, fc.constantFrom('A', ' ', '/', '_', 'ä', '.'), fc.nat(), (name, bad, at) => {
        const i = at % (name.length + 1);
        return !ownPictureNamePattern.test(name.slice(0, i) + bad + name.slice(i));
      }),
    );
    for (const bad of ['', '-kissen', 'kissen-', 'kissen--latex'])
      expect(ownPictureNamePattern.test(bad), bad).toBe(false);
  });
});

describe('the Fotos file', () => {
  it('is valid as shipped', () => {
    expect(photosProblems(photos)).toEqual([]);
  });

  it('registers every own picture under its name, with its text, the product picture size and its file', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ slug, name: alt }), { selector: (p) => p.slug, maxLength: 5 }), (list) => {
        const stored = list.map((p) => ({ alt: p, file: `/src/assets/images/pictures/${p.slug}/file.png` }));
        const registry = ownPictures(stored);
        expect(Object.keys(registry).sort()).toEqual(list.map((p) => p.slug).sort());
        for (const p of stored)
          expect(registry[p.alt.slug]).toMatchObject({ width: 1200, height: 800, source: p.file });
      }),
    );
  });

  it('with uploaded files and distinct names, is valid', () => {
    fc.assert(
      fc.property(fc.uniqueArray(slug, { maxLength: 4 }), (names) => {
        const { root, pictures } = withFiles(names);
        expect(photosProblems({ pictures }, root)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });

  it('refuses a name twice, naming the picture and the field in German', () => {
    fc.assert(
      fc.property(fc.uniqueArray(slug, { minLength: 1, maxLength: 4 }), fc.nat(), (names, at) => {
        const twice = [...names, names[at % names.length]!];
        const { root, pictures } = withFiles(names);
        const problems = photosProblems({ pictures: twice.map((n) => pictures.find((p) => p.alt.slug === n)!) }, root);
        expect(problems).toEqual([
          `src/content/data/photos.json, Eigene Bilder, Bild ${twice.length}, Alternativtext und Name, Name des Bilds: „${twice.at(-1)}“ steht schon weiter oben`,
        ]);
      }),
      { numRuns: 20 },
    );
  });

  it('refuses a shipped name, an empty text, a missing upload and a file that is gone', () => {
    const { root, pictures } = withFiles(['kissen']);
    const one = pictures[0]!;
    const check = (p: unknown) => photosProblems({ pictures: [p] }, root);
    expect(check({ ...one, alt: { ...one.alt, slug: 'hero' } })[0]).toMatch(
      /Bild 1, Alternativtext und Name, Name des Bilds: nur Kleinbuchstaben.*nicht der Name eines mitgelieferten Bilds$/,
    );
    expect(check({ ...one, alt: { ...one.alt, name: '  ' } })[0]).toMatch(
      /Bild 1, Alternativtext und Name, Alternativtext: bitte ausfüllen/,
    );
    expect(check({ alt: one.alt })[0]).toMatch(/Bild 1, Foto: .+/);
    expect(check({ ...one, file: '/src/assets/images/pictures/kissen/weg.jpg' })).toEqual([
      'src/content/data/photos.json, Bild 1 (kissen), Foto: die Datei /src/assets/images/pictures/kissen/weg.jpg fehlt',
    ]);
    expect(photosProblems({ pictures: [], kissen: '/src/assets/images/kissen.jpg' }, root)).toEqual([
      'src/content/data/photos.json, kissen: kein mitgeliefertes Bild heißt „kissen“',
    ]);
  });
});

describe('the go-live check for picture credits', () => {
  it('counts an own picture as a photo, beside a photo that replaces a shipped picture', () => {
    const { root } = withFiles(['kissen']);
    mkdirSync(path.join(root, 'src/assets/images'), { recursive: true });
    writeFileSync(path.join(root, 'src/assets/images/hero.svg'), '<svg/>');
    writeFileSync(path.join(root, 'src/assets/images/showroom.jpg'), 'jpg');
    expect(photoSources(root)).toEqual([path.join('pictures', 'kissen', 'file.jpg'), 'showroom.jpg']);
  });
});

describe('a page that names a picture', () => {
  it('may name every registered picture', () => {
    expect(Object.keys(images)).toEqual(expect.arrayContaining(shipped));
  });

  it('stops the build when no picture has the name, naming the entry and the field in German', () => {
    fc.assert(
      fc.property(
        slug.filter((s) => !(s in images)),
        (missing) => {
          const source = productPageFiles().find((f) => f.endsWith('topper.yaml'))!;
          const entry = parse(readFileSync(source, 'utf8')) as { card: { image: string } };
          entry.card.image = missing;
          const dir = mkdtempSync(path.join(tmpdir(), 'product-'));
          const file = path.join(dir, 'topper.yaml');
          writeFileSync(file, stringify(entry));
          expect(() => readProductPageFile(file)).toThrow(
            `card.image (Karte in der Produktübersicht › Bild): kein Bild heißt „${missing}“; ein neues Bild fügen Sie im Editor unter Fotos › Eigene Bilder hinzu`,
          );
          expect(() => readProductPageFile(file)).toThrow(file);
        },
      ),
      { numRuns: 10 },
    );
  });
});
