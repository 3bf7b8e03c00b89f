/**
 * The owner's editor (keystatic.config.tsx) edits the page entries in the one format the build
 * reads (src/content/entry-format.ts), with fields derived from the entries' zod schemas
 * (src/editor/zod-fields.tsx): an entry read by Keystatic and saved unchanged renders as before,
 * and a bad value is refused in German, naming the field.
 */
import { createReader } from '@keystatic/core/reader';
import type { ComponentSchema } from '@keystatic/core';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import keystaticConfig from '../../keystatic.config.tsx';
import { defOf, fromStored, renderedPath, toStored } from '../../src/content/entry-format.ts';
import { productDataFiles } from '../../src/content/product-data-schema.ts';
import { images, ownPictures, setOwnPictures, shippedImages } from '../../src/content/images.ts';
import { imageName } from '../../src/content/section-schema.ts';
import { infoPageFiles } from '../../src/content/info-page-read.ts';
import { infoPageEntrySchema, infoPageSchema } from '../../src/content/page-schema.ts';
import { productPageFiles } from '../../src/content/product-page-files.ts';
import { productPageEntrySchema, productPageSchema } from '../../src/content/product-page-schema.ts';
import { fieldFor, fieldProblem, objectFields } from '../../src/editor/zod-fields.tsx';
import { stringLeaves, withValueAt } from '../support/entry-leaves.ts';

const root = path.resolve(import.meta.dirname, '../..');
const reader = createReader(root, keystaticConfig);

const collections = [
  { name: 'productPages', files: productPageFiles(), schema: productPageSchema, entry: productPageEntrySchema },
  // Every page entry, also one a folder deep (kontakt/gesendet.yaml, the enquiry's confirmation).
  { name: 'infoPages', files: infoPageFiles(), schema: infoPageSchema, entry: infoPageEntrySchema },
] as const;

/** An entry's slug in the editor: its path under its collection's folder, without '.yaml'. */
const slugOf = (file: string) =>
  path
    .relative(path.join(root, 'src/content', file.includes('/product-pages/') ? 'product-pages' : 'pages'), file)
    .split(path.sep)
    .join('/')
    .slice(0, -'.yaml'.length);
const stored = (file: string) => parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** A single-value field as these tests call it (Keystatic's types are generic over its value). */
interface ValueField {
  parse(stored: unknown, extra: undefined): unknown;
  serialize(value: unknown): { value: unknown };
  validate(value: unknown, extra: undefined): unknown;
}
const valueField = (field: ComponentSchema | undefined): ValueField => {
  if (field?.kind !== 'form') throw new Error('not a single-value field');
  return field as unknown as ValueField;
};

/**
 * What the editor writes for a stored value it opened and saved unchanged: each field's own
 * `parse` and `serialize`, combined as Keystatic's save combines them (an object drops what is
 * not given, a list keeps an empty item as null, a choice without a value keeps its tag).
 */
function editorSave(schema: ComponentSchema, value: unknown): unknown {
  switch (schema.kind) {
    case 'form':
      return valueField(schema).serialize(valueField(schema).parse(value, undefined)).value;
    case 'object': {
      const obj = (value ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(schema.fields)
          .map(([k, f]) => [k, editorSave(f, obj[k])] as const)
          .filter(([, v]) => v !== undefined),
      );
    }
    case 'array':
      return ((value ?? []) as unknown[]).map((v) => editorSave(schema.element, v) ?? null);
    case 'conditional': {
      const c = (value ?? {}) as { discriminant?: unknown; value?: unknown };
      const discriminant = valueField(schema.discriminant).parse(c.discriminant, undefined) as string;
      const inner = editorSave(schema.values[discriminant]!, c.value);
      return inner === undefined ? { discriminant } : { discriminant, value: inner };
    }
    default:
      throw new Error(`unexpected field kind ${schema.kind}`);
  }
}

const pageFields = (schema: typeof productPageSchema | typeof infoPageSchema) =>
  ({ kind: 'object', fields: objectFields(schema) }) as ComponentSchema;

describe('every page entry the build reads is reachable in the editor', () => {
  for (const c of collections)
    it(`${c.name}: the editor lists exactly the entries the build reads`, async () => {
      expect((await reader.collections[c.name].list()).sort()).toEqual(c.files.map(slugOf).sort());
    });

  it('an information page at any route the build takes, one folder deep at most, is listed (generated)', async () => {
    const segment = fc.stringMatching(/^[a-z0-9]{1,6}(?:-[a-z0-9]{1,6})?$/);
    const slug = fc.oneof(
      segment,
      fc.tuple(segment, segment).map(([a, b]) => `${a}/${b}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(slug, { minLength: 1, maxLength: 6 }), async (slugs) => {
        // A folder entry and a file entry of the same name may both exist (kontakt.yaml, kontakt/).
        const dir = mkdtempSync(path.join(tmpdir(), 'editor-pages-'));
        try {
          for (const s of slugs) {
            const file = path.join(dir, 'src/content/pages', `${s}.yaml`);
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, 'title: x\n');
          }
          const listed = await createReader(dir, keystaticConfig).collections.infoPages.list();
          expect(listed.sort()).toEqual(
            infoPageFiles(path.join(dir, 'src/content/pages'))
              .map((f) => path.relative(path.join(dir, 'src/content/pages'), f).split(path.sep).join('/').slice(0, -5))
              .sort(),
          );
          expect(listed.sort()).toEqual([...slugs].sort());
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('the editor edits the entries in the format the build reads', () => {
  for (const c of collections)
    it(`${c.name}: every entry read by Keystatic's reader validates to the same data as the file`, async () => {
      expect(c.files.length).toBeGreaterThan(4);
      for (const file of c.files) {
        const read = await reader.collections[c.name].read(slugOf(file));
        expect(read, file).not.toBeNull();
        const { slug: _slug, ...data } = read as Record<string, unknown>;
        expect(c.entry.parse(data), file).toEqual(c.entry.parse(stored(file)));
      }
    });

  for (const c of collections)
    it(`${c.name}: an entry opened and saved unchanged renders the same (YAML written and read back)`, () => {
      for (const file of c.files) {
        const saved = parse(stringify(editorSave(pageFields(c.schema), stored(file)))) as unknown;
        expect(c.entry.parse(saved), file).toEqual(c.entry.parse(stored(file)));
      }
    });

  it('a text changed anywhere in an entry survives the editor and reaches the build as typed (generated)', () => {
    const cases = collections.flatMap((c) =>
      c.files.flatMap((file) => {
        const raw = stored(file);
        // Only free texts: not a tag, choice, id, link or placeholder.
        const leaves = stringLeaves(
          raw,
          /^(discriminant|id|headingId|href|icon|image|tone|look|column|anchor|from|interest)$/,
        );
        return leaves.map((at) => ({ c, raw, at }));
      }),
    );
    expect(cases.length).toBeGreaterThan(500);
    const words = fc
      .string({ minLength: 1, maxLength: 30 })
      .filter((s) => s.trim().length > 0 && !/[{}]/.test(s))
      .map((s) => `Neu ${s.trim()}`);
    let reached = 0;
    fc.assert(
      fc.property(fc.constantFrom(...cases), words, ({ c, raw, at }, text) => {
        const copy = withValueAt(raw, at, text);
        const saved = parse(stringify(editorSave(pageFields(c.schema), copy))) as unknown;
        const result = c.entry.safeParse(saved);
        // Some fields have a length limit; a text within it reaches the build as typed.
        if (!result.success) return;
        let out: unknown = result.data;
        for (const key of renderedPath(copy, at)) out = (out as Record<string | number, unknown>)[key];
        expect(out).toBe(text);
        reached++;
      }),
      { numRuns: 150 },
    );
    expect(reached).toBeGreaterThan(100);
  });

  it('the stored format and the renderer shape convert into each other without loss', () => {
    for (const c of collections)
      for (const file of c.files) {
        const data = c.schema.parse(fromStored(c.schema, stored(file)));
        expect(fromStored(c.schema, toStored(c.schema, data))).toEqual(data);
        // Converting a stored entry again changes nothing (the conversion is idempotent).
        expect(toStored(c.schema, stored(file))).toEqual(stored(file));
      }
  });
});

describe('the product data files open in the editor and are saved as they are', () => {
  const singletons = {
    'src/content/data/mattresses.json': 'mattresses',
    'src/content/data/extra-length.json': 'extraLength',
    'src/content/data/senior-heights.json': 'seniorHeights',
    'src/content/data/water-bed.json': 'waterBed',
    'src/content/data/sleep-finder.json': 'sleepFinder',
  } as const;
  const config = keystaticConfig.singletons;
  const text = (file: string) => readFileSync(path.join(root, file), 'utf8');
  /** What Keystatic's save writes for a JSON singleton (JSON.stringify with two spaces). */
  const written = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

  it('every data file is a singleton at its own path, with the fields of its zod schema', () => {
    expect(productDataFiles.map((f) => f.file).sort()).toEqual(Object.keys(singletons).sort());
    for (const { file, schema } of productDataFiles) {
      const singleton = config[singletons[file]];
      expect(`${singleton.path}.json`).toBe(file);
      expect(singleton.format).toEqual({ data: 'json' });
      expect(Object.keys(singleton.schema)).toEqual(Object.keys(defOf(schema).shape as object));
    }
  });

  it("each reads through Keystatic's reader as the build reads it", async () => {
    for (const { file, schema } of productDataFiles) {
      const read = await reader.singletons[singletons[file]].read();
      expect(read, file).not.toBeNull();
      expect(schema.parse(read), file).toEqual(schema.parse(JSON.parse(text(file))));
    }
  });

  it('each opened and saved unchanged is the same file, byte for byte', () => {
    for (const { file } of productDataFiles) {
      const fields = { kind: 'object', fields: config[singletons[file]].schema } as ComponentSchema;
      expect(written(editorSave(fields, JSON.parse(text(file)))), file).toBe(text(file));
    }
  });

  it('a number or text changed anywhere reaches the file as typed (generated)', () => {
    const cases = productDataFiles.flatMap(({ file }) =>
      [...leafPaths(JSON.parse(text(file)))].map((at) => ({ file, at })),
    );
    expect(cases.length).toBeGreaterThan(60);
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.integer({ min: 1, max: 999 }), ({ file, at }, n) => {
        const data = JSON.parse(text(file)) as unknown;
        const old = at.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], data);
        // A text, a number or a choice: a new value of the same kind (a choice keeps its value).
        const next = typeof old === 'number' ? n : typeof old === 'string' && /\s/.test(old) ? `Neu ${n}` : old;
        const copy = withValueAt(data as Record<string, unknown>, at, next);
        const fields = { kind: 'object', fields: config[singletons[file]].schema } as ComponentSchema;
        expect(editorSave(fields, copy)).toEqual(copy);
      }),
      { numRuns: 200 },
    );
  });
});

/** The paths of every number and string in a value. */
function* leafPaths(value: unknown, at: (string | number)[] = []): Generator<(string | number)[]> {
  if (typeof value === 'number' || typeof value === 'string') yield at;
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* leafPaths(v, [...at, i]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* leafPaths(v, [...at, k]);
}

describe('a bad value is refused in German, naming the field', () => {
  const hero = fieldFor('sections', productPageSchema.shape.sections);
  const heroFields =
    hero.kind === 'array' && hero.element.kind === 'conditional' && hero.element.values.hero?.kind === 'object'
      ? hero.element.values.hero.fields
      : undefined;

  it('an empty required text', () => {
    const title = valueField(heroFields!.title);
    expect(fieldProblem(heroFields!.title!, title.parse('', undefined))).toBe('Titel: bitte ausfüllen.');
    expect(fieldProblem(heroFields!.title!, title.parse('Ein Titel', undefined))).toBeUndefined();
  });

  it('a text with an unknown placeholder, a bad link target and a bad section id', () => {
    const sections = objectFields(productPageSchema).sections!;
    if (sections.kind !== 'array' || sections.element.kind !== 'conditional') throw new Error('sections');
    const features = sections.element.values.features;
    if (features?.kind !== 'object') throw new Error('features');
    const check = (field: ComponentSchema | undefined, value: string) =>
      fieldProblem(field!, valueField(field).parse(value, undefined));
    expect(check(heroFields!.intro, 'Bis {{facts.keinFakt}} cm')).toMatch(
      /^Einleitung: unbekannter Platzhalter \{\{facts\.keinFakt\}\}/,
    );
    expect(check(features.fields.id, 'Pflege Tipps')).toBe(
      'Kennung (Sprungmarke): nur Kleinbuchstaben, Ziffern und Bindestriche',
    );
    expect(check(features.fields.id, '')).toBeUndefined();
    const more = features.fields.more;
    if (more?.kind !== 'object') throw new Error('more');
    expect(check(more.fields.href, 'www.example.com')).toMatch(/^Ziel .*: ein Pfad, der mit \/ beginnt/);
  });

  it("a bad value in a file stops the build naming the field's path and its German name", () => {
    const file = productPageFiles()[0]!;
    const raw = stored(file) as { sections: { value: { title: string } }[] };
    raw.sections[0]!.value.title = '';
    const result = productPageEntrySchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['sections', 0, 'title']);
  });
});

describe('a photo uploaded in the editor feeds the image pipeline', () => {
  const photos = keystaticConfig.singletons.photos.schema as Record<string, ComponentSchema>;
  const upload = { data: new Uint8Array([1, 2, 3]), extension: 'jpg', filename: 'IMG_0042.jpg' };

  it('every shipped picture can be replaced, and the photo is saved where the pipeline looks first', () => {
    expect(Object.keys(photos).sort()).toEqual([...Object.keys(shippedImages), 'pictures'].sort());
    for (const name of Object.keys(shippedImages)) {
      const field = photos[name]!;
      if (field.kind !== 'form' || field.formKind !== 'asset') throw new Error(`${name}: not an image field`);
      expect(field.directory).toBe('src/assets/images');
      // What the editor's save makes of an uploaded photo (it names the file after the field).
      const saved = field.serialize(upload, { suggestedFilenamePrefix: name, slug: undefined });
      expect(saved.asset?.filename).toBe(`${name}.jpg`);
    }
  });

  it('an own picture is saved in a folder named after it, and the stored path is what the pipeline reads', () => {
    const list = photos.pictures!;
    if (list.kind !== 'array' || list.element.kind !== 'object') throw new Error('pictures: not a list of groups');
    // The list is keyed by the picture's name: Keystatic names the folder after it and refuses a
    // name twice.
    expect(list.slugField).toBe('alt');
    const file = list.element.fields.file!;
    if (file.kind !== 'form' || file.formKind !== 'asset') throw new Error('file: not an image field');
    // The prefix Keystatic's save computes for pictures[i].file, with the list's slug field.
    const saved = file.serialize(upload, { suggestedFilenamePrefix: 'pictures/nackenkissen/file', slug: undefined });
    expect(file.directory).toBe('src/assets/images');
    expect(saved.asset?.filename).toBe('pictures/nackenkissen/file.jpg');
    expect(saved.value).toBe('/src/assets/images/pictures/nackenkissen/file.jpg');
    expect(ownPictures([{ alt: { name: 'Ein Kissen', slug: 'nackenkissen' }, file: saved.value as string }])).toEqual({
      nackenkissen: { width: 1200, height: 800, alt: 'Ein Kissen', source: saved.value },
    });
  });

  it("a page's picture field takes every registered picture and refuses any other name", () => {
    const image = fieldFor('image', imageName);
    const field = valueField(image);
    for (const name of Object.keys(images)) expect(fieldProblem(image, field.parse(name, undefined))).toBeUndefined();
    // The picker offers only registered pictures; an unknown stored name is no choice at all.
    expect(fieldProblem(image, field.parse('gibt-es-nicht', undefined))).toBe('Bild: bitte ausfüllen.');
  });

  it('a picture added while a process runs is known to it from then on (the editor server)', () => {
    const stored = [
      { alt: { name: 'Ein Kissen', slug: 'kissen-neu' }, file: '/src/assets/images/pictures/kissen-neu/file.jpg' },
    ];
    expect(imageName.safeParse('kissen-neu').success).toBe(false);
    setOwnPictures(stored);
    try {
      expect(imageName.safeParse('kissen-neu').success).toBe(true);
      expect(images['hero']).toEqual(shippedImages.hero);
    } finally {
      setOwnPictures([]);
    }
    expect(imageName.safeParse('kissen-neu').success).toBe(false);
  });
});
