import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { healthConsentCopy, healthNotes } from '../../src/content/products/sleep-finder.ts';
import {
  adviceSummary,
  adviseSleep,
  enquiryHref,
  extraLengthOption,
  hardnessForWeight,
  lengthForHeight,
  parseHeight,
  parseWeight,
  technologiesFor,
  type FinderInput,
} from '../../src/lib/sleep-advice.ts';
import { typeset } from '../../src/lib/typography.ts';

describe('hardness from body weight (H1 <= 60, H2 60-80, H3 80-100, H4 > 100 kg)', () => {
  it.each([
    [30, 'H1'],
    [59, 'H1'],
    [60, 'H1'],
    [61, 'H2'],
    [79, 'H2'],
    [80, 'H2'],
    [81, 'H3'],
    [99, 'H3'],
    [100, 'H3'],
    [101, 'H4'],
    [250, 'H4'],
  ])('%s kg -> %s', (kg, grade) => {
    expect(hardnessForWeight(kg)).toBe(grade);
  });
  it('fractional weights just above a boundary move up a grade', () => {
    expect(hardnessForWeight(60.5)).toBe('H2');
    expect(hardnessForWeight(100.1)).toBe('H4');
  });
});

describe('bed length from body height (size guide, rule height + 30 cm)', () => {
  it.each([
    [100, '200 cm', 130],
    [169, '200 cm', 199],
    [170, '200 cm', 200],
    [171, '210 cm', 201],
    [179, '210 cm', 209],
    [180, '210 cm', 210],
    [181, '220 cm', 211],
    [189, '220 cm', 219],
    [190, '220 cm', 220],
    [191, '230 cm', 221],
    [199, '230 cm', 229],
    [200, '230 cm', 230],
    [201, '240-250 cm', 231],
    [250, '240-250 cm', 280],
  ])('%s cm -> %s (rule %s cm)', (cm, label, rule) => {
    const advice = lengthForHeight(cm);
    expect(advice.label).toBe(typeset(label));
    expect(advice.ruleCm).toBe(rule);
  });
  it('maps the recommended length to the matching extra-length option and its hint', () => {
    expect(extraLengthOption(200)).toBeUndefined();
    expect(extraLengthOption(210)).toBeUndefined();
    expect(extraLengthOption(220)?.hint).toBe(typeset('für Körpergrößen bis 190 cm'));
    expect(extraLengthOption(230)?.badge).toBe('Beliebt');
    expect(extraLengthOption(240)?.hint).toBe(typeset('für Körpergrößen über 200 cm'));
  });
});

describe('input errors in German', () => {
  it.each([
    ['99', false],
    ['100', true],
    ['250', true],
    ['251', false],
    ['185,5', true],
  ])('height %s valid: %s', (raw, ok) => {
    expect(parseHeight(raw).ok).toBe(ok);
  });
  it.each([
    ['29', false],
    ['30', true],
    ['250', true],
    ['251', false],
  ])('weight %s valid: %s', (raw, ok) => {
    expect(parseWeight(raw).ok).toBe(ok);
  });
  it('gives the range in the message', () => {
    expect(parseHeight('260')).toEqual({ ok: false, error: 'Die Körpergröße muss zwischen 100 und 250 cm liegen.' });
    expect(parseWeight('20')).toEqual({ ok: false, error: 'Das Körpergewicht muss zwischen 30 und 250 kg liegen.' });
    expect(parseHeight('')).toEqual({ ok: false, error: 'Bitte geben Sie die Körpergröße in Zentimetern an.' });
    expect(parseWeight('abc')).toEqual({ ok: false, error: 'Bitte geben Sie das Körpergewicht in Kilogramm an.' });
  });
});

describe('technologies for a sleeper', () => {
  it('keeps the position order and the hardness ranges (latex and visco only H2-H3)', () => {
    expect(technologiesFor('seite', 'H3').map((t) => t.id)).toEqual(['visco', 'latex', 'hybrid']);
    expect(technologiesFor('seite', 'H4').map((t) => t.id)).toEqual(['hybrid']);
    expect(technologiesFor('bauch', 'H4').map((t) => t.id)).toEqual(['federkern', 'hybrid']);
  });
  it('suggests the softest versions for H1, which no technology is made in', () => {
    expect(technologiesFor('ruecken', 'H1').map((t) => t.id)).toEqual(['federkern', 'hybrid', 'latex']);
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
    expect(a.width).toBe('180 oder 200 cm');
    expect(a.interest).toBe('Überlänge');
    expect(a.notes.join(' ')).toContain('Zwei getrennte Matratzen in H3 und H1');
  });

  it('a single sleeper uses only the first person and a single width', () => {
    const a = adviseSleep({ ...couple, mode: 'allein' });
    expect(a.sides).toHaveLength(1);
    expect(a.sides[0]!.label).toBe('Ihre Matratze');
    expect(a.width).toBe('100 bis 140 cm');
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
    expect(a.notes.join(' ')).toContain(typeset('50-55 cm'));
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
      heightCm: fc.integer({ min: 100, max: 250 }),
      weightKg: fc.integer({ min: 30, max: 250 }),
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
