/**
 * Every message an owner can see about a content file is plain German: the build's and the
 * editor's save check (the same check, content-check.ts, shown as the editor shows it), for any
 * value the owner could leave empty or get wrong in any file the editor edits. None names a type
 * ('string', 'undefined'), says zod's 'erwartet … erhalten …', or has an English word; a value
 * that is not there says "bitte ausfüllen" after the field's name.
 */
import fc from 'fast-check';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { contentProblems, diskContent } from '../../src/content/content-check.ts';
import { reviewLabels, reviewSchema, reviewsFileProblems } from '../../src/content/reviews-schema.ts';
import { formatRefusal } from '../../src/editor/save-check.ts';
import { fieldFor, fieldProblem } from '../../src/editor/zod-fields.tsx';

const repo = path.resolve(import.meta.dirname, '../..');
const disk = diskContent(repo);
const files = [...disk.keys()];

/** Words no owner-facing message may contain: type names, zod's German, English. */
const developerWords =
  /\b(?:string|undefined|erwartet|erhalten|expected|received|invalid|input|number|boolean|array|object|null|nan|must|required|too|small|big|characters?|items?|values?|unrecognized|the|is|not|of|instanceof)\b/i;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path to a value in a parsed file. */
function paths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const own = at.length ? [at] : [];
  if (Array.isArray(value)) return [...own, ...value.flatMap((v, i) => paths(v, [...at, i]))];
  if (value && typeof value === 'object')
    return [...own, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))];
  return own;
}

/** What an owner might leave or type instead of a value. */
const wrong = fc.constantFrom<Json | undefined>(
  undefined,
  '',
  '   ',
  'abc',
  0,
  -1,
  1.5,
  99999,
  true,
  'x'.repeat(2000),
  [],
  {},
);

function mutate(value: Json, at: readonly (string | number)[], to: Json | undefined): Json {
  const copy = structuredClone(value);
  let parent: Json = copy;
  for (const k of at.slice(0, -1)) parent = (parent as Record<string | number, Json>)[k]!;
  const last = at.at(-1)!;
  if (to === undefined && !Array.isArray(parent)) delete (parent as Record<string, Json>)[last as string];
  else (parent as Record<string | number, Json>)[last] = to as Json;
  return copy;
}

const isYaml = (file: string) => file.endsWith('.yaml');

describe('messages an owner sees', () => {
  it('are plain German for any value left empty or wrong, in any file the editor edits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...files), fc.nat(), wrong, (file, pick, to) => {
        const text = disk.get(file)!;
        const data = (isYaml(file) ? parse(text) : JSON.parse(text)) as Json;
        const all = paths(data);
        if (all.length === 0) return;
        const at = all[pick % all.length]!;
        const changed = mutate(data, at, to);
        const after = new Map(disk).set(file, isYaml(file) ? stringify(changed) : JSON.stringify(changed, null, 2));
        const problems = contentProblems(after, () => true).filter((p) => p.file === file);
        if (problems.length === 0) return;
        const shown = formatRefusal(problems);
        expect(shown, `${file} ${at.join('.')} = ${JSON.stringify(to)?.slice(0, 20)}`).not.toMatch(developerWords);
      }),
      { numRuns: 120 },
    );
    // Each run checks every content file as the build does.
  }, 120_000);

  it('are plain German under a field, for any value typed or left empty', () => {
    const keys = Object.keys(reviewSchema.shape) as (keyof typeof reviewSchema.shape)[];
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.oneof(fc.constantFrom<unknown>(null, '', ' ', 0, -3, 9.5, 'x'.repeat(2000)), fc.string(), fc.double()),
        (key, value) => {
          const problem = fieldProblem(fieldFor(key, reviewSchema.shape[key], false, reviewLabels), value);
          if (problem) expect(problem).not.toMatch(developerWords);
        },
      ),
    );
  });

  it('an empty review name says "bitte ausfüllen" after the field’s name (regression)', () => {
    const stored = JSON.parse(disk.get('src/content/data/reviews.sample.json')!) as {
      reviews: Record<string, unknown>[];
    };
    delete stored.reviews[1]!.author;
    const [message] = reviewsFileProblems('Bewertungen', stored);
    expect(message).toBe('Bewertungen, Bewertung 2, Name (wie bei Google): bitte ausfüllen');
  });
});
