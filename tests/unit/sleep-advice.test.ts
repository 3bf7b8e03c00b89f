import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { healthConsentCopy, healthNotes } from '../../src/content/products/sleep-finder.ts';
import {
  adviceSummary,
  adviseSleep,
  enquiryHref,
  parseHeight,
  parseWeight,
  technologiesFor,
  type FinderInput,
} from '../../src/lib/finder-advice.ts';
import { extraLengthOption, hardnessForWeight, lengthForHeight } from '../../src/lib/sleep-advice.ts';
import { typeset } from '../../src/lib/typography.ts';
import { hardnessGuide } from '../../src/content/products/matratzen.ts';
import { complaintsHeight } from '../../src/content/products/seniorenbetten.ts';
import { extraLengthData, mattressData, sleepFinderData } from '../../src/content/product-data-model.ts';
import { finderWidths } from '../../src/content/products/finder-widths.ts';

// The bands and limits are the owner's data files: the tests read them there (a new limit in
// the file moves these cases with it) and check the rules over the whole input range.
const { heightLimitsCm, weightLimitsKg } = sleepFinderData;
const kgLimits = mattressData.hardness.flatMap((g) => (g.maxWeightKg === undefined ? [] : [g.maxWeightKg]));
const cmLimits = extraLengthData.sizeGuide.flatMap((r) => (r.maxHeightCm === undefined ? [] : [r.maxHeightCm]));
const grades = mattressData.hardness.map((g) => g.grade);

describe('hardness from body weight (the weight bands of src/content/data/mattresses.json)', () => {
  it.each(kgLimits.map((kg, i) => [kg, i] as const))(
    '%s kg is the last weight of band %s, a gram more the next',
    (kg, i) => {
      expect(hardnessForWeight(kg)).toBe(grades[i]);
      expect(hardnessForWeight(kg - 1)).toBe(grades[i]);
      expect(hardnessForWeight(kg + 0.1)).toBe(grades[i + 1]);
    },
  );
  it('gives every weight in the finder’s range exactly the band it falls in, and never a softer grade to a heavier sleeper', () => {
    const weight = fc.double({ min: weightLimitsKg.min, max: weightLimitsKg.max, noNaN: true });
    fc.assert(
      fc.property(weight, weight, (a, b) => {
        // The band of a weight: how many upper limits it lies above (limits inclusive).
        expect(hardnessForWeight(a)).toBe(grades[kgLimits.filter((limit) => a > limit).length]);
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        expect(grades.indexOf(hardnessForWeight(light))).toBeLessThanOrEqual(grades.indexOf(hardnessForWeight(heavy)));
      }),
    );
  });
  it('shows each band as the limits the rule uses', () => {
    expect(hardnessGuide.map((g) => g.weight)).toEqual(
      grades.map((_, i) =>
        typeset(
          i === 0
            ? `bis ${kgLimits[0]} kg`
            : i === kgLimits.length
              ? `über ${kgLimits.at(-1)} kg`
              : `${kgLimits[i - 1]}-${kgLimits[i]} kg`,
        ),
      ),
    );
  });
});

describe('bed length from body height (the size guide of src/content/data/extra-length.json)', () => {
  it.each(cmLimits.map((cm, i) => [cm, i] as const))(
    '%s cm is the last height of row %s, a millimetre more the next',
    (cm, i) => {
      expect(lengthForHeight(cm).lengthsCm).toEqual(extraLengthData.sizeGuide[i]!.lengthsCm);
      expect(lengthForHeight(cm + 0.1).lengthsCm).toEqual(extraLengthData.sizeGuide[i + 1]!.lengthsCm);
    },
  );
  it('gives every height its row and the rule height + allowance, and a taller sleeper never a shorter bed', () => {
    const height = fc.double({ min: heightLimitsCm.min, max: heightLimitsCm.max, noNaN: true });
    fc.assert(
      fc.property(height, height, (a, b) => {
        const advice = lengthForHeight(a);
        const row = extraLengthData.sizeGuide[cmLimits.filter((limit) => a > limit).length]!;
        expect(advice.lengthsCm).toEqual(row.lengthsCm);
        expect(advice.label).toBe(typeset(`${row.lengthsCm.join('-')} cm`));
        expect(advice.ruleCm).toBe(Math.round(a + extraLengthData.allowanceCm));
        const [short, tall] = a <= b ? [a, b] : [b, a];
        expect(lengthForHeight(short).lengthsCm[0]!).toBeLessThanOrEqual(lengthForHeight(tall).lengthsCm[0]!);
      }),
    );
  });
  it('maps every recommended length to its extra-length option, whose hint names the heights of its row', () => {
    for (const [i, row] of extraLengthData.sizeGuide.entries()) {
      for (const cm of row.lengthsCm) {
        const option = extraLengthData.options.find((o) => o.lengthCm === cm);
        if (!option) {
          expect(extraLengthOption(cm)).toBeUndefined();
          continue;
        }
        const heights = row.maxHeightCm === undefined ? `über ${cmLimits[i - 1]} cm` : `bis ${row.maxHeightCm} cm`;
        expect(extraLengthOption(cm)?.hint).toBe(
          typeset([`für Körpergrößen ${heights}`, option.hintExtra].filter(Boolean).join(' ')),
        );
        expect(extraLengthOption(cm)?.badge).toBe(option.badge);
      }
    }
  });
  it('keeps the extra-length regression: 220 cm is for heights up to 190 cm', () => {
    expect(extraLengthOption(220)?.hint).toBe(typeset('für Körpergrößen bis 190 cm'));
  });
});

describe('input errors in German', () => {
  it.each([
    [heightLimitsCm.min - 1, false],
    [heightLimitsCm.min, true],
    [heightLimitsCm.max, true],
    [heightLimitsCm.max + 1, false],
  ])('height %s valid: %s', (cm, ok) => {
    expect(parseHeight(String(cm)).ok).toBe(ok);
  });
  it('reads a decimal comma', () => {
    expect(parseHeight(`${heightLimitsCm.min + 1},5`)).toEqual({ ok: true, value: heightLimitsCm.min + 1.5 });
  });
  it.each([
    [weightLimitsKg.min - 1, false],
    [weightLimitsKg.min, true],
    [weightLimitsKg.max, true],
    [weightLimitsKg.max + 1, false],
  ])('weight %s valid: %s', (kg, ok) => {
    expect(parseWeight(String(kg)).ok).toBe(ok);
  });
  it('gives the range in the message', () => {
    expect(parseHeight(String(heightLimitsCm.max + 10))).toEqual({
      ok: false,
      error: `Die Körpergröße muss zwischen ${heightLimitsCm.min} und ${heightLimitsCm.max} cm liegen.`,
    });
    expect(parseWeight(String(weightLimitsKg.min - 10))).toEqual({
      ok: false,
      error: `Das Körpergewicht muss zwischen ${weightLimitsKg.min} und ${weightLimitsKg.max} kg liegen.`,
    });
    expect(parseHeight('')).toEqual({ ok: false, error: 'Bitte geben Sie die Körpergröße in Zentimetern an.' });
    expect(parseWeight('abc')).toEqual({ ok: false, error: 'Bitte geben Sie das Körpergewicht in Kilogramm an.' });
  });
});

describe('technologies for a sleeper', () => {
  it('gives the position’s technologies made in the grade, in the position’s order, or else its softest ones', () => {
    const position = fc.constantFrom(...mattressData.sleepPositions);
    fc.assert(
      fc.property(position, fc.constantFrom(...grades), (p, grade) => {
        const rank = (g: string) => grades.indexOf(g as (typeof grades)[number]);
        const preferred = p.technologies.map((id) => mattressData.technologies.find((t) => t.id === id)!);
        const made = preferred.filter(
          (t) => rank(t.hardness.from) <= rank(grade) && rank(grade) <= rank(t.hardness.to),
        );
        const softest = Math.min(...preferred.map((t) => rank(t.hardness.from)));
        const expected = made.length ? made : preferred.filter((t) => rank(t.hardness.from) === softest);
        expect(technologiesFor(p.id, grade).map((t) => t.id)).toEqual(expected.map((t) => t.id));
      }),
    );
  });
  it('keeps the regression: a side sleeper in H4 gets only hybrid (latex and visco end at H3)', () => {
    expect(technologiesFor('seite', 'H4').map((t) => t.id)).toEqual(['hybrid']);
  });
});

describe('the whole advice', () => {
  const couple: FinderInput = {
    mode: 'paar',
    persons: [
      { heightCm: 185, weightKg: 95 },
      { heightCm: 165, weightKg: 58 },
    ],
    position: 'seite',
    complaints: false,
    slopedCeiling: false,
    waterBed: false,
    electric: false,
  };

  it('a couple of 185 cm / 95 kg and 165 cm / 58 kg gets H3 and H1 and 220 cm', () => {
    const a = adviseSleep(couple);
    expect(a.sides.map((s) => s.hardness)).toEqual(['H3', 'H1']);
    expect(a.length.label).toBe(typeset('220 cm'));
    expect(a.extraLength?.lengthCm).toBe(220);
    expect(a.width).toBe(finderWidths.couple);
    expect(a.interest).toBe('Überlänge');
    expect(a.notes.join(' ')).toContain('Zwei getrennte Matratzen in H3 und H1');
  });

  it('a single sleeper uses only the first person and a single width', () => {
    const a = adviseSleep({ ...couple, mode: 'allein' });
    expect(a.sides).toHaveLength(1);
    expect(a.sides[0]!.label).toBe('Ihre Matratze');
    expect(a.width).toBe(finderWidths.alone);
  });

  it('wishes add notes, links and pick the interest', () => {
    const a = adviseSleep({ ...couple, complaints: true, waterBed: true, electric: true, slopedCeiling: true });
    expect(a.interest).toBe('Wasserbett');
    expect(a.links.map((l) => l.href)).toEqual(
      expect.arrayContaining([
        '/produkte/seniorenbetten',
        '/produkte/wasserbetten',
        '/produkte/elektrische-boxspringbetten',
        '/produkte/boxspringbetten',
      ]),
    );
    expect(a.notes.join(' ')).toContain(complaintsHeight.height);
    expect(adviseSleep({ ...couple, persons: [{ heightCm: 170, weightKg: 70 }], mode: 'allein' }).interest).toBe(
      'Matratze',
    );
  });

  it('links to the form with the interest only; the summary carries the result, not the measures', () => {
    const a = adviseSleep(couple);
    const url = new URL(enquiryHref(a), 'https://example.test');
    expect(url.pathname).toBe('/kontakt');
    expect([...url.searchParams.keys()]).toEqual(['interesse']);
    expect(url.searchParams.get('interesse')).toBe('Überlänge');
    const message = adviceSummary(a);
    expect(message).toContain(': Härtegrad H3');
    expect(message).toContain(': Härtegrad H1');
    for (const n of ['185', '95', '165', '58']) expect(message).not.toContain(n);
    expect(message).toContain(typeset('Empfohlene Bettlänge: 220 cm'));
  });

  it('the complaints note (health data) is in the summary only with consent', () => {
    const a = adviseSleep({ ...couple, complaints: true });
    expect(a.notes.join(' ')).toContain('Rücken- oder Gelenkbeschwerden');
    expect(adviceSummary(a)).not.toContain('Beschwerden');
    expect(adviceSummary(a, { includeHealth: true })).toContain(a.healthNote!);
    expect(a.healthNote).toContain('Rücken- oder Gelenkbeschwerden');
    expect(adviseSleep(couple).healthNote).toBeUndefined();
  });

  it('only the visitor’s own complaints can be sent: a partner’s never reach the summary', () => {
    const person = fc.record({
      heightCm: fc.integer(heightLimitsCm),
      weightKg: fc.integer(weightLimitsKg),
    });
    fc.assert(
      fc.property(
        fc.record({
          mode: fc.constantFrom('allein' as const, 'paar' as const),
          persons: fc.array(person, { minLength: 2, maxLength: 2 }),
          position: fc.constantFrom('ruecken' as const, 'seite' as const, 'bauch' as const),
          complaints: fc.boolean(),
          partnerComplaints: fc.boolean(),
          slopedCeiling: fc.boolean(),
          waterBed: fc.boolean(),
          electric: fc.boolean(),
        }),
        fc.boolean(),
        (input, includeHealth) => {
          const a = adviseSleep(input);
          const summary = adviceSummary(a, { includeHealth });
          // The partner's note is shown in couple mode and never sent, whatever was consented.
          expect(a.notes.includes(healthNotes.partner)).toBe(input.mode === 'paar' && input.partnerComplaints);
          expect(summary).not.toContain(healthNotes.partner);
          // The visitor's own note is sent exactly when given and consented to.
          expect(summary.includes(healthNotes.own)).toBe(input.complaints && includeHealth);
          // No body measures of anyone: the result only (what the Datenschutz says is sent).
          expect(summary).not.toMatch(/\bkg\b/);
          for (const p of input.persons) expect(summary).not.toMatch(new RegExp(`\\b${p.heightCm}\\s?cm,`));
          // Nothing else in the summary speaks of complaints.
          const rest = summary.replace(healthNotes.own, '');
          expect(rest).not.toMatch(/beschwerd/i);
        },
      ),
    );
  });

  it('the consent text says exactly what is sent, and that a partner’s data never is', () => {
    const details = healthConsentCopy.details(180);
    expect(healthConsentCopy.label).toContain('meine eigene Angabe');
    expect(details).toContain(`„${healthNotes.own}“`);
    expect(details).not.toContain(healthNotes.partner);
    expect(details).toMatch(/Partnerin oder Ihrem Partner übermitteln wir nie/);
  });
});
