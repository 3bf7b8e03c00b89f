/**
 * The reviews (src/content/data/reviews*.json): one schema with German messages for the build
 * and the editor's Bewertungen fields. A bad value names the file, the review by its number
 * (from 1) and name, and the field; the editor refuses the same value in the same words.
 */
import { createReader } from '@keystatic/core/reader';
import fc from 'fast-check';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sample from '../../src/content/data/reviews.sample.json' with { type: 'json' };
import { reviewLabels, reviewSchema, reviewsFileProblems } from '../../src/content/reviews-schema.ts';
import { fieldFor, fieldProblem } from '../../src/editor/zod-fields.tsx';
import keystaticConfig from '../../keystatic.config.tsx';

const file = 'src/content/data/reviews.sample.json';
/** The editor's check of a review's value (the save check refuses it at the top of the page). */
const editorProblem = (key: keyof typeof reviewSchema.shape, value: unknown) =>
  fieldProblem(fieldFor(key, reviewSchema.shape[key], false, reviewLabels), value);

/** A link as an owner might paste it without its scheme, or with another one. */
const badLink = fc.oneof(
  fc.domain().map((d) => `${d}/x`),
  fc.webUrl().map((u) => u.replace(/^https?:\/\//, '')),
  fc.webUrl().map((u) => u.replace(/^https?:/, 'http:')),
  fc.webUrl().map((u) => u.replace(/^https?:/, 'ftp:')),
);

describe('the reviews file', () => {
  it('the shipped file has no problem', () => {
    expect(reviewsFileProblems(file, sample)).toEqual([]);
  });

  it('the editor reads the file as the build does', async () => {
    const reader = createReader(path.resolve(import.meta.dirname, '../..'), keystaticConfig);
    expect(await reader.singletons.reviews.read()).toEqual(sample);
  });

  it('a link without https names the file, the review by number and name, and the field in German', () => {
    fc.assert(
      fc.property(fc.nat({ max: sample.reviews.length - 1 }), badLink, (i, link) => {
        const data = structuredClone(sample);
        data.reviews[i]!.link = link;
        const author = sample.reviews[i]!.author;
        expect(reviewsFileProblems(file, data)).toEqual([
          `${file}, Bewertung ${i + 1} („${author}“), Link zur Bewertung oder zum Profil: ein vollständiger Link, der mit https:// beginnt (aus Google kopiert)`,
        ]);
        expect(editorProblem('link', link)).toMatch(
          /^Link zur Bewertung oder zum Profil: ein vollständiger Link, der mit https:\/\/ beginnt/,
        );
      }),
    );
  });

  it('the editor and the build take the same links', () => {
    fc.assert(
      fc.property(fc.oneof(badLink, fc.webUrl({ validSchemes: ['https'] }), fc.string()), (link) => {
        const build = reviewSchema.shape.link.safeParse(link).success;
        expect(editorProblem('link', link) === undefined).toBe(build);
      }),
    );
  });

  it('an emptied name or text gets a German message naming the field', () => {
    expect(editorProblem('author', '')).toBe('Name (wie bei Google): bitte ausfüllen.');
    expect(editorProblem('text', '')).toBe('Text: bitte ausfüllen.');
    const data = structuredClone(sample);
    data.reviews[0]!.author = ' ';
    expect(reviewsFileProblems(file, data)).toEqual([`${file}, Bewertung 1, Name (wie bei Google): bitte ausfüllen`]);
  });
});
