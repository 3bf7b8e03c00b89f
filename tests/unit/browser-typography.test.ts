/**
 * Text the browser composes from a visitor's figures (the Schlafberater's result, the chat's
 * advice, the consent wording) follows the same German typography the build gives the site's copy: a number keeps its
 * unit, a range takes the en dash. The build's typography never runs in the browser, so this is
 * checked here: every such text equals its typeset form.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { adviceSummary, adviseSleep, type FinderInput } from '../../src/lib/finder-advice.ts';
import { typeset } from '../../src/lib/typography.ts';
import { SLEEP_POSITION_IDS } from '../../src/content/product-data-model.ts';
import { finderCopy, healthConsentCopy } from '../../src/content/products/sleep-finder.ts';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => (/href|url|id$/i.test(key) ? [] : strings(v)));
  return [];
}

const person = fc.record({
  heightCm: fc.integer({ min: 140, max: 215 }),
  weightKg: fc.oneof(
    fc.integer({ min: 40, max: 160 }),
    fc.integer({ min: 400, max: 1600 }).map((n) => n / 10),
  ),
});

const input: fc.Arbitrary<FinderInput> = fc.record({
  mode: fc.constantFrom('allein', 'paar'),
  persons: fc.array(person, { minLength: 2, maxLength: 2 }),
  position: fc.constantFrom(...SLEEP_POSITION_IDS),
  complaints: fc.boolean(),
  partnerComplaints: fc.boolean(),
  slopedCeiling: fc.boolean(),
  waterBed: fc.boolean(),
  electric: fc.boolean(),
});

describe("text the browser composes keeps the site's typography", () => {
  it("the Schlafberater's result and summary (generated inputs)", () => {
    fc.assert(
      fc.property(input, (finder) => {
        const advice = adviseSleep(finder);
        for (const text of [...strings(advice), adviceSummary(advice)]) expect(text).toBe(typeset(text));
      }),
      { numRuns: 60 },
    );
  });

  it("the chat's advice for a visitor's figures (generated)", () => {
    const { engine } = engineFor(knowledge);
    fc.assert(
      fc.property(
        fc.integer({ min: 45, max: 150 }),
        fc.integer({ min: 150, max: 212 }),
        fc.integer({ min: 45, max: 150 }),
        (kg, cm, partnerKg) => {
          for (const message of [
            `Ich wiege ${kg} kg und bin ${Math.floor(cm / 100)},${String(cm % 100).padStart(2, '0')} m groß. Welche Matratze?`,
            `Ich bin ${cm} cm groß, welche Bettlänge?`,
            `Ich wiege ${kg} kg, mein Mann ${partnerKg} kg. Welcher Härtegrad?`,
          ]) {
            const text = engine.reply([message]).text;
            expect(text).toBe(typeset(text));
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it("the Schlafberater's copy made from figures: the consent's wording, labels, the announcement (generated)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 9 }), input, (days, step, finder) => {
        const advice = adviseSleep(finder);
        for (const text of [
          healthConsentCopy.details(days),
          finderCopy.stepOf(step, 4),
          finderCopy.person(step),
          finderCopy.announcement(advice.sides, advice.length.label),
        ])
          expect(text).toBe(typeset(text));
      }),
      { numRuns: 30 },
    );
  });
});
