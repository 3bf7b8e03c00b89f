import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DAY_NAMES,
  WEEKDAYS,
  closedDaysAdverb,
  dayProblem,
  openingHoursSpecification,
  reading,
  type DayHours,
  type OpeningHoursFile,
  type WeekHours,
} from '../../src/content/opening-hours-model.ts';
import { openingHoursProblems, validateOpeningHours } from '../../src/content/opening-hours-schema.ts';
import { openingHoursData } from '../../src/content/opening-hours.ts';
import * as site from '../../src/content/site.ts';
import { businessJsonLd } from '../../src/lib/structured-data.ts';
import { typesetDeep } from '../../src/lib/typography.ts';
import { checkHours } from '../../scripts/golive/check.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const time = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;

/** Valid hours: a time of day and a later one, on the quarter hour. */
const openDay = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 95 }))
  .filter(([a, d]) => a + d <= 95)
  .map(([a, d]) => ({ opens: time(a * 15), closes: time((a + d) * 15) }));
const dayHours: fc.Arbitrary<DayHours> = fc.oneof(fc.constant('closed' as const), openDay);
/** Weeks with runs of equal days, as real hours have them. */
const week: fc.Arbitrary<WeekHours> = fc
  .tuple(fc.array(dayHours, { minLength: 1, maxLength: 3 }), fc.array(fc.nat(2), { minLength: 7, maxLength: 7 }))
  .map(([pool, pick]) => Object.fromEntries(WEEKDAYS.map((d, i) => [d, pool[pick[i]! % pool.length]!])) as WeekHours);

/** Expands a reading's row label back to the days it covers. */
function daysOf(label: string, form: 'long' | 'short'): string[] {
  const names = WEEKDAYS.map((d) => DAY_NAMES[d][form]);
  const [first, last = first] = label.split(' - ');
  return names.slice(names.indexOf(first!), names.indexOf(last!) + 1);
}

/** The hours a reading's row says, back in HH:MM, or the closed text. */
function hoursOf(text: string): { opens: string; closes: string } | string {
  const m = /^(\d{1,2})(?::(\d\d))? - (\d{1,2})(?::(\d\d))? Uhr$/.exec(text);
  if (!m) return text;
  return { opens: `${pad(Number(m[1]))}:${m[2] ?? '00'}`, closes: `${pad(Number(m[3]))}:${m[4] ?? '00'}` };
}

describe('opening hours: every reading is derived from the week', () => {
  for (const form of ['long', 'short'] as const)
    for (const closed of ['geschlossen', null])
      it(`a ${form} reading (closed days ${closed ? 'shown' : 'left out'}) says each day's hours once, in order`, () => {
        fc.assert(
          fc.property(week, (w) => {
            const rows = reading(w, { form, closed });
            const said = rows.flatMap((r) => daysOf(r.days, form).map((day) => [day, hoursOf(r.hours)] as const));
            const expected = WEEKDAYS.filter((d) => closed !== null || w[d] !== 'closed').map(
              (d) => [DAY_NAMES[d][form], w[d] === 'closed' ? closed : w[d]] as const,
            );
            expect(said).toEqual(expected);
          }),
        );
      });

  it('consecutive days with the same hours share a row', () => {
    fc.assert(
      fc.property(week, (w) => {
        const rows = reading(w, { form: 'long', closed: 'geschlossen' });
        for (let i = 1; i < rows.length; i++) expect(rows[i]!.hours).not.toBe(rows[i - 1]!.hours);
      }),
    );
  });

  it("a week like the shop's gives the readings each page prints (regression)", () => {
    const open = (opens: string, closes: string) => ({ opens, closes });
    const w: WeekHours = {
      ...Object.fromEntries(WEEKDAYS.map((d) => [d, open('10:00', '18:00')])),
      saturday: open('10:00', '15:00'),
      sunday: 'closed',
    } as WeekHours;
    expect(reading(w, { form: 'long', closed: 'geschlossen' })).toEqual([
      { days: 'Montag - Freitag', hours: '10:00 - 18:00 Uhr' },
      { days: 'Samstag', hours: '10:00 - 15:00 Uhr' },
      { days: 'Sonntag', hours: 'geschlossen' },
    ]);
    expect(reading(w, { form: 'short', closed: null })).toEqual([
      { days: 'Mo - Fr', hours: '10 - 18 Uhr' },
      { days: 'Sa', hours: '10 - 15 Uhr' },
    ]);
    expect(openingHoursSpecification(w)).toEqual([
      { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '18:00' },
      { dayOfWeek: ['Saturday'], opens: '10:00', closes: '15:00' },
    ]);
    expect(closedDaysAdverb({ ...w, saturday: 'closed' })).toBe('samstags und sonntags');
  });

  it('the short reading drops only zero minutes', () => {
    const w = { ...allClosed(), monday: { opens: '09:30', closes: '18:00' } };
    expect(reading(w, { form: 'short', closed: null })).toEqual([{ days: 'Mo', hours: '9:30 - 18 Uhr' }]);
    expect(reading(w, { form: 'long', closed: null })).toEqual([{ days: 'Montag', hours: '9:30 - 18:00 Uhr' }]);
  });

  it('schema.org lists every open day once with its own times, and no closed day', () => {
    fc.assert(
      fc.property(week, (w) => {
        const spec = openingHoursSpecification(w);
        const listed = spec.flatMap((s) => s.dayOfWeek.map((d) => [d, { opens: s.opens, closes: s.closes }] as const));
        const open = WEEKDAYS.filter((d) => w[d] !== 'closed').map((d) => [DAY_NAMES[d].schemaOrg, w[d]] as const);
        expect(new Map(listed)).toEqual(new Map(open));
        expect(listed).toHaveLength(open.length);
      }),
    );
  });

  it('the note names exactly the closed days', () => {
    fc.assert(
      fc.property(week, (w) => {
        const note = closedDaysAdverb(w) ?? '';
        for (const d of WEEKDAYS) expect(note.includes(DAY_NAMES[d].adverb)).toBe(w[d] === 'closed');
      }),
    );
  });
});

function allClosed(): WeekHours {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, 'closed'])) as WeekHours;
}

describe('opening hours: a bad value is refused with a German message naming the field', () => {
  it('accepts every HH:MM pair where closing is later than opening', () => {
    fc.assert(
      fc.property(openDay, fc.constantFrom(...WEEKDAYS), (h, d) => {
        expect(dayProblem('Showroom', d, h)).toBeNull();
      }),
    );
  });

  it('refuses any time that is not HH:MM from 00:00 to 23:59, naming day and field', () => {
    const notATime = fc.string({ maxLength: 6 }).filter((s) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(s));
    fc.assert(
      fc.property(notATime, fc.constantFrom(...WEEKDAYS), (bad, d) => {
        const message = dayProblem('Showroom', d, { opens: bad, closes: '18:00' });
        expect(message).toMatch(new RegExp(`^Showroom, ${DAY_NAMES[d].long}, öffnet um: `));
        expect(message).toContain('HH:MM');
      }),
    );
  });

  it('refuses closing at or before opening', () => {
    fc.assert(
      fc.property(openDay, fc.constantFrom(...WEEKDAYS), (h, d) => {
        const message = dayProblem('Telefon', d, { opens: h.closes, closes: h.opens });
        expect(message).toMatch(new RegExp(`^Telefon, ${DAY_NAMES[d].long}, schließt um: `));
        expect(dayProblem('Telefon', d, { opens: h.opens, closes: h.opens })).toContain('nicht nach der Öffnungszeit');
      }),
    );
  });

  it('names the cases the owner is most likely to type (regressions)', () => {
    expect(dayProblem('Showroom', 'monday', { opens: '25:00', closes: '18:00' })).toBe(
      'Showroom, Montag, öffnet um: „25:00“ ist keine gültige Uhrzeit. Bitte als Uhrzeit von 00:00 bis 23:59 im Format HH:MM eingeben, z. B. 10:00.',
    );
    expect(dayProblem('Showroom', 'saturday', { opens: '10:00', closes: '9:00' })).toMatch(
      /^Showroom, Samstag, schließt um/,
    );
    expect(dayProblem('Showroom', 'friday', { opens: '18:00', closes: '10:00' })).toBe(
      'Showroom, Freitag, schließt um: 10:00 liegt nicht nach der Öffnungszeit 18:00. Die Schließzeit muss später sein als die Öffnungszeit.',
    );
  });

  it('the file schema gives the same messages and refuses unknown shapes', () => {
    const bad = structuredClone(openingHoursData) as unknown as { showroom: Record<string, unknown> };
    bad.showroom.monday = { opens: '25:00', closes: '18:00' };
    expect(openingHoursProblems(bad)).toEqual([dayProblem('Showroom', 'monday', { opens: '25:00', closes: '18:00' })]);
    expect(() => validateOpeningHours(bad)).toThrow(/Showroom, Montag, öffnet um/);
    expect(openingHoursProblems({ ...openingHoursData, showroom: { monday: 'closed' } }).length).toBeGreaterThan(0);
  });
});

describe('opening hours: the shipped file is the one source', () => {
  const file = JSON.parse(
    readFileSync(new URL('../../src/content/data/opening-hours.json', import.meta.url), 'utf8'),
  ) as OpeningHoursFile;

  it('is valid', () => {
    expect(openingHoursProblems(file)).toEqual([]);
  });

  it('passes the go-live rule on Sunday consultations, and the site prints what it says', () => {
    expect(checkHours(file)).toEqual([]);
    const offered = file.appointmentsOnClosedDays;
    expect(site.appointmentsNote === null).toBe(!offered);
    expect(JSON.stringify(site.openingHours).includes('Vereinbarung')).toBe(offered);
  });

  it('the go-live check refuses consultations on closed days exactly when Sunday is one of them', () => {
    const day = fc.oneof(fc.constant('closed' as const), fc.constant({ opens: '10:00', closes: '18:00' }));
    fc.assert(
      fc.property(fc.boolean(), day, (appointments, sunday) => {
        const hours = { ...file, appointmentsOnClosedDays: appointments, showroom: { ...file.showroom, sunday } };
        const problems = checkHours(hours);
        expect(problems.length).toBe(appointments && sunday === 'closed' ? 1 : 0);
        for (const p of problems) expect(p.where).toContain('appointmentsOnClosedDays');
      }),
    );
  });

  it('every reading the site prints, the structured data and the note come from it', () => {
    const showroom = file.showroom;
    expect(site.openingHours).toEqual(
      typesetDeep({
        contact: reading(showroom, { form: 'long', closed: 'geschlossen' }),
        hero: reading(showroom, { form: 'short', closed: null }),
        servicePhone: reading(file.phone, { form: 'long', closed: null }),
        general: reading(showroom, {
          form: 'short',
          closed: file.appointmentsOnClosedDays ? 'Beratung nach Vereinbarung' : 'geschlossen',
        }),
      }),
    );
    expect(businessJsonLd('https://example.org').openingHoursSpecification).toEqual(
      openingHoursSpecification(showroom).map((s) => ({ '@type': 'OpeningHoursSpecification', ...s })),
    );
    const adverb = closedDaysAdverb(showroom);
    expect(site.appointmentsNote).toBe(
      file.appointmentsOnClosedDays && adverb ? `Beratungstermine auch ${adverb} nach Vereinbarung.` : null,
    );
  });
});
