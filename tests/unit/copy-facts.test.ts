/**
 * One source per fact: a page entry names a business fact by its placeholder (`{{facts.…}}`,
 * `{{mattress.grades}}` …, src/content/product-page-tokens.ts) and never types it out, so a fact
 * changed in its source (src/content/site.ts, src/content/data/*.json) reaches every page.
 *
 * - Filling a copy's placeholders gives the copy with each placeholder replaced by its value.
 * - No entry's copy types a value a placeholder gives: a value of several words or with a unit
 *   ('H1 bis H4', '220, 230, 240 oder 250 cm', '16–18 °C') nowhere, a figure or a number word
 *   not before the word the copy writes after its placeholder elsewhere ('{{lengthAllowanceCm}} cm'
 *   makes a typed '30 cm' a restatement, '{{mattress.countHeading}} Technologien' a typed
 *   'Vier Technologien').
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { infoPageFiles } from '../../src/content/info-page-read.ts';
import { productPageFiles } from '../../src/content/product-page-files.ts';
import { resolveTokens, tokenPattern, tokenValues } from '../../src/content/product-page-tokens.ts';
import { stringLeaves } from '../support/entry-leaves.ts';

const files = [...productPageFiles(), ...infoPageFiles()];
const root = path.resolve(import.meta.dirname, '../..');

/** Every text of every entry as written, with where it sits. */
const copy = files.flatMap((file) => {
  const raw = parse(readFileSync(file, 'utf8')) as unknown;
  return stringLeaves(raw).map((at) => ({
    where: `${path.relative(root, file)} ${at.join('.')}`,
    text: at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], raw) as string,
  }));
});

/** Dashes and spaces as typed or as the typography sets them ('16-18 °C' is '16–18 °C'). */
const plain = (s: string) => s.replace(/[–—]/g, '-').replace(/[\u00a0\u202f]/g, ' ');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `phrase` as a whole phrase, not inside a longer word or number. */
const phraseIn = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(plain(phrase))}(?![\\p{L}\\p{N}])`, 'u');

/** A single figure or word ('30', 'vier'): a fact only with the word the copy writes after it. */
const single = (value: string) => /^[\p{L}\p{N}]+$/u.test(value);

/** For each single-word value, the words the copy writes right after its placeholder. */
const unitsAfter = new Map<string, Set<string>>();
for (const { text } of copy)
  for (const m of text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}[ \u00a0]([\p{L}°%]+)/gu)) {
    const value = tokenValues.get(m[1]!);
    if (value !== undefined && single(value)) unitsAfter.set(value, (unitsAfter.get(value) ?? new Set()).add(m[2]!));
  }

/**
 * The same figure as a placeholder's but another fact: the topper's cover washes at 60 degrees
 * as the water bed's does, which is no reason for one to follow the other.
 */
const otherFacts = [{ file: 'src/content/product-pages/topper.yaml', phrase: '60 Grad' }];

describe('page copy names each business fact by its placeholder', () => {
  it("filling a copy's placeholders gives the copy with each placeholder's value", () => {
    const names = [...tokenValues.keys()];
    const literal = fc.string({ maxLength: 12 }).filter((s) => !/[{}]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.tuple(literal, fc.constantFrom(...names))), literal, (parts, tail) => {
        const written = parts.map(([before, name]) => `${before}{{${name}}}`).join('') + tail;
        const expected = parts.map(([before, name]) => before + tokenValues.get(name)!).join('') + tail;
        expect(resolveTokens(written, undefined)).toBe(expected);
      }),
    );
  });

  it('no entry types out a value a placeholder gives', () => {
    const restated: string[] = [];
    const facts = [...new Set(tokenValues.values())];
    for (const { where, text } of copy) {
      const written = plain(text.replace(tokenPattern, '\u0000'));
      for (const value of facts) {
        const phrases = single(value) ? [...(unitsAfter.get(value) ?? [])].map((u) => `${value} ${u}`) : [value];
        for (const phrase of phrases) {
          if (!phraseIn(phrase).test(written)) continue;
          if (otherFacts.some((o) => where.startsWith(o.file) && o.phrase === phrase)) continue;
          const names = [...tokenValues].filter(([, v]) => v === value).map(([n]) => `{{${n}}}`);
          restated.push(`${where}: '${phrase}' is ${names.join(' or ')}`);
        }
      }
    }
    expect(restated).toEqual([]);
  });

  it('finds a typed fact (the rule is not empty)', () => {
    expect(unitsAfter.get(tokenValues.get('lengthAllowanceCm')!)).toContain('cm');
    expect(phraseIn(tokenValues.get('mattress.grades')!).test(plain('Härtegrade H1 bis H4.'))).toBe(true);
    expect(phraseIn('30 cm').test('plus 130 cm')).toBe(false);
  });
});
