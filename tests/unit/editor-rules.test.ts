/**
 * Rules across values, checked where the owner types: a range (from below to, a lower limit
 * below the upper, a row's bounds) is one field of the editor that checks the whole group, and a
 * page's title and description check their printed length in the field. What is left to the
 * build speaks German and names the field.
 */
import type { ComponentSchema } from '@keystatic/core';
import fc from 'fast-check';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import keystaticConfig from '../../keystatic.config.tsx';
import { HARDNESS_GRADES } from '../../src/content/product-data-model.ts';
import { productPageFiles } from '../../src/content/product-page-files.ts';
import { readProductPageFile } from '../../src/content/product-page-read.ts';
import { productPageEntrySchema, productPageSchema } from '../../src/content/product-page-schema.ts';
import { resolveTokens } from '../../src/content/product-page-tokens.ts';
import { fieldFor, fieldProblem } from '../../src/editor/zod-fields.tsx';
import { typeset } from '../../src/lib/typography.ts';

interface ValueField {
  label: string;
  parse(stored: unknown): unknown;
  serialize(value: unknown): { value: unknown };
  validate(value: unknown): unknown;
}
const formField = (field: ComponentSchema | undefined): ValueField => {
  if (field?.kind !== 'form') throw new Error('not a single field');
  return field as unknown as ValueField;
};
const singleton = (name: keyof typeof keystaticConfig.singletons) =>
  keystaticConfig.singletons[name].schema as Record<string, ComponentSchema>;
const element = (field: ComponentSchema | undefined) => {
  if (field?.kind !== 'array') throw new Error('not a list');
  return field.element;
};
const objectField = (field: ComponentSchema | undefined) => {
  if (field?.kind !== 'object') throw new Error('not a group');
  return field.fields;
};

/** What the editor refuses on Save (the field's check; the save check refuses it at the top). */
const problem = (field: ValueField, stored: unknown): string | undefined =>
  fieldProblem(field as unknown as ComponentSchema, field.parse(stored));

const whole = fc.integer({ min: 1, max: 400 });

describe('a range is one field that checks both ends together', () => {
  const ranges = [
    { field: singleton('waterBed').filledWeightKg, low: 'from', high: 'to', label: 'Gewicht gefüllt (kg)' },
    { field: singleton('waterBed').waterChangeYears, low: 'from', high: 'to', label: 'Wasserwechsel (Jahre)' },
    { field: singleton('sleepFinder').heightLimitsCm, low: 'min', high: 'max', label: 'Körpergröße (cm)' },
    { field: singleton('sleepFinder').weightLimitsKg, low: 'min', high: 'max', label: 'Körpergewicht (kg)' },
  ];

  it('refuses an upper end not above the lower, in German naming the field; keeps a right range as stored', () => {
    for (const r of ranges) {
      const field = formField(r.field);
      fc.assert(
        fc.property(whole, whole, (a, b) => {
          const value = { [r.low]: a, [r.high]: b };
          const message = problem(field, value);
          if (a < b) {
            expect(message).toBeUndefined();
            expect(field.serialize(field.parse(value)).value).toEqual(value);
          } else
            expect(message).toMatch(
              new RegExp(`^${r.label.replace(/[()]/g, '\\$&')}: „.+“ muss kleiner als „.+“ sein$`),
            );
        }),
        { numRuns: 60 },
      );
    }
  });

  it('a technology is made from a softer grade to a firmer one', () => {
    const field = formField(objectField(element(singleton('mattresses').technologies)).hardness);
    fc.assert(
      fc.property(fc.constantFrom(...HARDNESS_GRADES), fc.constantFrom(...HARDNESS_GRADES), (from, to) => {
        const message = problem(field, { from, to });
        if (HARDNESS_GRADES.indexOf(from) <= HARDNESS_GRADES.indexOf(to)) expect(message).toBeUndefined();
        else expect(message).toBe('Härtegrade: „von“ darf nicht fester sein als „bis“');
      }),
    );
  });

  it('a bed height row has its lower bound below its upper one', () => {
    const field = formField(element(singleton('seniorHeights').heights));
    fc.assert(
      fc.property(whole, fc.option(whole, { nil: undefined }), (fromCm, toCm) => {
        const row = { fromCm, ...(toCm === undefined ? {} : { toCm }), name: 'Standard', text: 'Für alle.' };
        const message = problem(field, row);
        if (toCm === undefined || fromCm < toCm) {
          expect(message).toBeUndefined();
          expect(field.serialize(field.parse(row)).value).toEqual(row);
        } else expect(message).toBe('Betthöhen: „ab (cm)“ muss kleiner als „bis (cm)“ sein');
      }),
    );
  });

  it("a value wrong on its own keeps its own message, not the group's", () => {
    const field = formField(singleton('waterBed').filledWeightKg);
    expect(problem(field, { from: 0, to: 5 })).toMatch(/^von: /);
  });
});

describe("a page's title and description check their printed length in the field", () => {
  const title = formField(fieldFor('title', productPageSchema.shape.title));

  it('accepts a title of 15 to 65 characters as printed, and names the field in German otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), fc.boolean(), (length, withToken) => {
        const token = '{{company.shortName}}';
        const printedToken = resolveTokens(token, undefined);
        const base = 'Bett'.repeat(30).slice(0, Math.max(1, length - (withToken ? printedToken.length + 1 : 0)));
        const value = withToken ? `${base} ${token}` : base;
        const printed = typeset(resolveTokens(value, undefined)).length;
        const message = problem(title, value);
        if (printed >= 15 && printed <= 65) expect(message).toBeUndefined();
        else
          expect(message).toBe(
            `Titel: gedruckt ${printed} Zeichen lang, erlaubt sind 15 bis 65 (Platzhalter eingesetzt)`,
          );
      }),
    );
  });
});

describe('what the build checks across sections speaks German and names the field', () => {
  const topper = productPageFiles().find((f) => f.endsWith('topper.yaml'))!;
  const raw = () =>
    parse(readFileSync(topper, 'utf8')) as { sections: { discriminant: string; value: Record<string, unknown> }[] };
  const messages = (entry: unknown) => {
    const result = productPageEntrySchema.safeParse(entry);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('the opening section comes first and only once', () => {
    const moved = raw();
    moved.sections.push(moved.sections.shift()!);
    expect(messages(moved)).toContain(
      // A product page opens with its one opening kind.
      'sections: der erste Abschnitt muss die Seite eröffnen (Kopfbereich): bitte einen solchen Abschnitt ganz nach oben ziehen oder oben einen hinzufügen',
    );
    const twice = raw();
    twice.sections.push(twice.sections[0]!);
    expect(messages(twice)).toContain(
      'sections: nur ein Abschnitt darf die Seite eröffnen (Kopfbereich): bitte die weiteren entfernen oder nur einen behalten',
    );
  });

  it('a section id is given once on a page, and the message points at the second section', () => {
    const entry = raw();
    const withId = entry.sections.map((s, i) => ({ s, i })).filter(({ s }) => typeof s.value.id === 'string');
    expect(withId.length).toBeGreaterThan(1);
    const [first, second] = [withId[0]!, withId[1]!];
    second.s.value.id = first.s.value.id;
    expect(messages(entry)).toContain(
      `sections.${second.i}: die Kennung „${String(first.s.value.id)}“ hat schon Abschnitt ${first.i + 1}: bitte hier eine andere Kennung eintragen (jede Sprungmarke darf nur einmal auf der Seite stehen)`,
    );
  });
});

describe("the build's messages for a value wrong on its own are German too", () => {
  it("a missing anchor names the field and asks for it in the editor's words, in German", () => {
    const entry = parse(
      readFileSync(
        productPageFiles().find((f) => f.endsWith('topper.yaml'))!,
        'utf8',
      ),
    ) as {
      sections: { value: { id?: string } }[];
    };
    const at = entry.sections.findIndex((s) => typeof s.value.id === 'string');
    delete entry.sections[at]!.value.id;
    const dir = mkdtempSync(path.join(tmpdir(), 'rules-'));
    const file = path.join(dir, 'topper.yaml');
    writeFileSync(file, stringify(entry));
    expect(() => readProductPageFile(file)).toThrow(
      new RegExp(`sections\\.${at}\\.id \\(Abschnitte › ${at + 1} › Kennung \\(Sprungmarke\\)\\): bitte ausfüllen`),
    );
  });
});

// The shipped files pass all of it.
it('every product page passes', () => {
  for (const file of productPageFiles()) expect(messages(file), path.basename(file)).toEqual([]);
  function messages(file: string) {
    const result = productPageEntrySchema.safeParse(parse(readFileSync(file, 'utf8')));
    return result.success ? [] : result.error.issues;
  }
});

describe('a whole number (a position, a count, a size) says plainly what it needs', () => {
  const order = formField(objectField(fieldFor('nav', productPageSchema.shape.nav)).order);
  const message = (value: number) => problem(order, value);

  it('any fraction or negative number gets one German sentence naming the field', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
          fc.integer({ max: -1 }),
        ),
        (n) => {
          expect(message(n)).toBe('Position: bitte eine ganze Zahl ab 0 eingeben.');
        },
      ),
    );
  });

  it('a whole number from 0 is right; regression: -2.5 gave zod’s „erwartet int, erhalten Zahl“', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(message(n)).toBeUndefined();
      }),
    );
    expect(message(-2.5)).toBe('Position: bitte eine ganze Zahl ab 0 eingeben.');
  });

  it('the build names the same message for a hand-edited file', () => {
    const result = productPageSchema.shape.nav.safeParse({
      label: 'Topper',
      description: 'Die Komfortschicht',
      order: 1.5,
    });
    expect(result.error?.issues[0]?.message).toBe('bitte eine ganze Zahl ab 0 eingeben.');
  });
});

describe('a page address says in German what is wrong', () => {
  const address = (collection: 'productPages' | 'infoPages') => {
    const field = (keystaticConfig.collections[collection].schema as Record<string, ComponentSchema>).slug;
    return field as unknown as {
      validate(value: string, extra?: { slugField: { slugs: Set<string>; glob: '*' | '**' } }): string;
    };
  };
  const problem = (collection: 'productPages' | 'infoPages', value: string, slugs: string[]) => {
    try {
      address(collection).validate(value, { slugField: { slugs: new Set(slugs), glob: '*' } });
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('an address another page has is refused with a sentence naming it (regression: „must be unique“)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        fc.array(fc.stringMatching(/^[a-z]{1,8}$/)),
        (value, others) => {
          expect(problem('productPages', value, [...others, value])).toBe(
            `Adresse: /produkte/${value} hat schon eine andere Seite; bitte eine andere Adresse wählen.`,
          );
          expect(
            problem(
              'productPages',
              value,
              others.filter((o) => o !== value),
            ),
          ).toBeUndefined();
        },
      ),
    );
    expect(problem('infoPages', 'kontakt', ['kontakt'])).toBe(
      'Adresse: /kontakt hat schon eine andere Seite; bitte eine andere Adresse wählen.',
    );
  });

  it('an empty or malformed address is named in German', () => {
    expect(problem('productPages', '', [])).toBe('Adresse: bitte ausfüllen.');
    expect(problem('productPages', 'Nacken Kissen', [])).toBe(
      'Adresse: nur Kleinbuchstaben, Ziffern und Bindestriche.',
    );
  });
});
