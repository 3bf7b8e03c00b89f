/**
 * What the editor tells the owner in German: the confirmation after a save, a create or a delete
 * (saved-notice.ts), the name and the refused value of a list's item (zod-fields.tsx), and the
 * check of an own picture's name (picture-field.tsx).
 */
import type { ComponentSchema } from '@keystatic/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import keystaticConfig from '../../keystatic.config.tsx';
import { reviewsFileSchema, reviewLabels } from '../../src/content/reviews-schema.ts';
import { ownPictureNameMessage, ownPictureNamePattern } from '../../src/content/picture-name.ts';
import { pictureNameProblem, proposedName } from '../../src/editor/picture-field.tsx';
import { savedNotice, type FileChange } from '../../src/editor/saved-notice.ts';
import { fieldFor, fieldProblem, itemLabelOf, markEntrySave } from '../../src/editor/zod-fields.tsx';

const singletons = Object.fromEntries(
  Object.values(keystaticConfig.singletons ?? {}).map((s: { path?: string; label: string }) => [s.path ?? '', s.label]),
);

describe('the confirmation after a save', () => {
  it('a created product page is named by its address', () => {
    expect(savedNotice([{ file: 'src/content/product-pages/nackenkissen.yaml', type: 'create' }])).toBe(
      'Angelegt und gespeichert: Produktseite /produkte/nackenkissen.',
    );
  });

  it('a data file is named as the editor names it; an uploaded photo with it is not named twice', () => {
    expect(
      savedNotice([
        { file: 'src/content/data/photos.json', type: 'update' },
        { file: 'src/assets/images/pictures/probe/x.jpg', type: 'create' },
      ]),
    ).toBe('Gespeichert: Fotos.');
    expect(savedNotice([{ file: 'src/content/data/opening-hours.json', type: 'update' }])).toBe(
      'Gespeichert: Öffnungszeiten.',
    );
  });

  it('every editor singleton has a name for its file', () => {
    for (const [file, label] of Object.entries(singletons))
      expect(savedNotice([{ file: `${file}.json`, type: 'update' }])).toBe(`Gespeichert: ${label}.`);
  });

  it('names every changed page once, and nothing for files the owner does not edit (generated)', () => {
    const page = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/);
    const change = fc.record({
      file: fc.oneof(
        page.map((p) => `src/content/product-pages/${p}.yaml`),
        page.map((p) => `src/content/pages/${p}.yaml`),
        page.map((p) => `.astro/${p}.json`),
      ),
      type: fc.constantFrom<FileChange['type']>('create', 'update', 'delete'),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 6 }), (changes) => {
        const text = savedNotice(changes);
        const content = changes.filter((c) => c.file.startsWith('src/content/'));
        if (content.length === 0) {
          expect(text).toBeUndefined();
          return;
        }
        for (const c of content) {
          const route = c.file.startsWith('src/content/product-pages/')
            ? `/produkte/${c.file.slice(26, -5)}`
            : `/${c.file.slice(18, -5)}`;
          expect(text).toContain(route);
        }
        expect(text).not.toContain('.astro');
      }),
    );
  });
});

describe("a list's item in the editor", () => {
  const reviews = fieldFor('reviews', reviewsFileSchema.shape.reviews, false, reviewLabels) as ComponentSchema & {
    kind: 'array';
  };
  const review = {
    author: 'Thomas W.',
    rating: 5,
    text: 'Sehr gute Beratung.',
    date: '2025-03-12',
    link: 'https://g.page/r/x',
  };

  it('is named by its name; a refused value is named with the field and the German message', () => {
    expect(itemLabelOf(reviews.element, review)).toBe('Thomas W.');
    expect(itemLabelOf(reviews.element, { ...review, link: 'http://g.page/r/x' })).toBe(
      'Thomas W. – bitte korrigieren: Link zur Bewertung oder zum Profil: ein vollständiger Link, der mit https:// beginnt (aus Google kopiert)',
    );
    expect(itemLabelOf(reviews.element, { ...review, author: '' })).toMatch(
      /^Sehr gute Beratung\. – bitte korrigieren: Name \(wie bei Google\): bitte ausfüllen\.$/,
    );
  });

  it("never stops Keystatic's Save: the save check refuses it with a message at the top (every field from a schema)", async () => {
    const formFields = function* (schema: ComponentSchema): Generator<ComponentSchema & { kind: 'form' }> {
      if (schema.kind === 'form') yield schema;
      else if (schema.kind === 'object') for (const f of Object.values(schema.fields)) yield* formFields(f);
      else if (schema.kind === 'array') yield* formFields(schema.element);
      else if (schema.kind === 'conditional') for (const f of Object.values(schema.values)) yield* formFields(f);
    };
    const productPages = keystaticConfig.collections.productPages.schema as Record<string, ComponentSchema>;
    const fromSchemas = [...formFields(reviews), ...formFields(productPages.sections!)];
    expect(fromSchemas.length).toBeGreaterThan(100);
    const refused = fromSchemas.filter((field) => fieldProblem(field, field.defaultValue()) !== undefined);
    expect(refused.length).toBeGreaterThan(50);
    // An item's dialog: Done keeps it open with the message under the field.
    const validate = (field: (typeof refused)[number]) => () => {
      field.validate(field.defaultValue(), undefined);
    };
    for (const field of refused) expect(validate(field)).toThrow();
    // Save or Erstellen of the whole entry: the value goes on to the save check.
    markEntrySave();
    for (const field of refused) expect(validate(field)).not.toThrow();
    // The next turn, a dialog's check again.
    await new Promise((resolve) => setTimeout(resolve));
    const { link } = (reviews as unknown as { element: { fields: Record<string, ComponentSchema> } }).element.fields;
    expect(fieldProblem(link!, 'g.page/r/x')).toMatch(/^Link zur Bewertung/);
    expect(() => {
      (link as { validate(v: unknown, x: undefined): unknown }).validate('g.page/r/x', undefined);
    }).toThrow(/^Link zur Bewertung/);
  });

  it('never falls back to English ("Item 1"): an empty item is a new entry', () => {
    const empty = { author: '', rating: null, text: '', date: '', link: '' };
    expect(itemLabelOf(reviews.element, empty)).toMatch(/^Neuer Eintrag – bitte korrigieren: /);
  });
});

describe("an own picture's name", () => {
  const options = {
    name: {
      label: 'Alternativtext (was das Bild zeigt)',
      validation: { pattern: { regex: /\S/, message: 'Alternativtext: bitte ausfüllen.' } },
    },
    slug: {
      label: 'Name des Bilds',
      validation: { pattern: { regex: ownPictureNamePattern, message: ownPictureNameMessage } },
    },
  };

  it('taken by another picture is refused in German, naming the field', () => {
    expect(pictureNameProblem({ name: 'Ein Bild', slug: 'probe' }, options, new Set(['probe']))).toEqual({
      field: 'slug',
      message: 'Name des Bilds: „probe“ hat schon ein anderes Bild; bitte einen anderen Namen wählen.',
    });
    expect(pictureNameProblem({ name: 'Ein Bild', slug: 'probe' }, options, new Set(['andere']))).toBeUndefined();
  });

  it('is proposed from any text as a name the check takes, or none (generated)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const name = proposedName(text);
        if (name !== '' && !/^product-|^collection-|^hero$|^showroom$|^workshop$/.test(name))
          expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }),
    );
    expect(proposedName('Nackenkissen aus Latex für Seitenschläfer')).toBe('nackenkissen-latex-seitenschlaefer');
    // Regression: the whole description made a name too long for every picture choice.
    expect(proposedName('Ein Kinderbett aus Massivholz mit Rausfallschutz im Showroom')).toBe(
      'kinderbett-massivholz-rausfallschutz-showroom',
    );
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-zÄÖÜäöüß]{1,12}$/), { maxLength: 12 }), (words) => {
        expect(proposedName(words.join(' ')).split('-').length).toBeLessThanOrEqual(4);
      }),
    );
  });
});

describe('the pictures known to the editing server', () => {
  it('a picture added through one evaluation of the images module is known to every other', async () => {
    const first = await import('../../src/content/images.ts');
    // A second evaluation, as the development server's module graphs make one each.
    vi.resetModules();
    const second = await import('../../src/content/images.ts');
    expect(second).not.toBe(first);
    const picture = { alt: { name: 'Ein Probebild im Showroom', slug: 'probe-geteilt' }, file: '/x.jpg' };
    second.withOwnPictures([picture], () => expect(first.isImageName('probe-geteilt')).toBe(true));
    expect(first.isImageName('probe-geteilt')).toBe(false);
  });
});
