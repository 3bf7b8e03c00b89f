/**
 * The owner's own pictures (src/content/data/photos.json, written by the editor's Fotos): each
 * has an alternative text, a name (proposed from the text) and an uploaded file. The editor
 * checks the name and the text as they are typed; the build checks the whole file again (a file
 * edited by hand, a file deleted), with German messages naming the picture and the field.
 * Build, editor and tests only.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { germanErrors } from './german-errors.ts';
import { shippedImages } from './images.ts';
import { ownPictureNamePattern, ownPictureNameRule } from './picture-name.ts';

const shippedNames = Object.keys(shippedImages);

const picture = z
  .object({
    alt: z
      .object({
        name: z.string().trim().min(1, 'bitte ausfüllen (was das Bild zeigt)'),
        slug: z.string().regex(ownPictureNamePattern, ownPictureNameRule),
      })
      .strict(),
    file: z.string().min(1, 'bitte hochladen'),
  })
  .strict();

/** The Fotos file: the shipped pictures' replacements by name, and the own pictures. */
const photosFileSchema = z
  .object({ pictures: z.array(picture).default([]) })
  .catchall(z.string())
  .superRefine((file, ctx) => {
    for (const key of Object.keys(file))
      if (key !== 'pictures' && !shippedNames.includes(key))
        ctx.addIssue({ code: 'custom', path: [key], message: `kein mitgeliefertes Bild heißt „${key}“` });
    const names = file.pictures.map((p) => p.alt.slug);
    names.forEach((name, i) => {
      if (names.indexOf(name) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['pictures', i, 'alt', 'slug'],
          message: `„${name}“ steht schon weiter oben`,
        });
    });
  });

const fieldNames: Record<string, string> = {
  pictures: 'Eigene Bilder',
  alt: 'Alternativtext und Name',
  name: 'Alternativtext',
  slug: 'Name des Bilds',
  file: 'Foto',
};

const photosFile = 'src/content/data/photos.json';

/**
 * Everything wrong with the Fotos file, in German, naming file, picture and field (none when it
 * is right). `root` is where a stored file path is looked up; `exists` may say otherwise (a
 * photo the editor is about to write with the file).
 */
export function photosProblems(
  input: unknown,
  root: string = process.cwd(),
  exists: (file: string) => boolean = (file) => existsSync(path.join(root, file)),
): string[] {
  const result = photosFileSchema.safeParse(input, { error: germanErrors });
  if (!result.success)
    return result.error.issues.map(
      (issue) =>
        [
          photosFile,
          ...issue.path.map((k) => (typeof k === 'number' ? `Bild ${k + 1}` : (fieldNames[k as string] ?? String(k)))),
        ].join(', ') + `: ${issue.message}`,
    );
  const missing = (file: string) => !exists(file);
  return [
    ...result.data.pictures.flatMap((p, i) =>
      missing(p.file) ? [`${photosFile}, Bild ${i + 1} (${p.alt.slug}), Foto: die Datei ${p.file} fehlt`] : [],
    ),
    ...Object.entries(result.data).flatMap(([name, file]) =>
      typeof file === 'string' && missing(file) ? [`${photosFile}, ${name}: die Datei ${file} fehlt`] : [],
    ),
  ];
}
