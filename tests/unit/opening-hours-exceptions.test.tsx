/**
 * Holidays and special days in the opening-hours file: the rules (real dates, the end not before
 * the start, valid hours, no two entries sharing a day) speak German, name the field, and are the
 * same in the editor and the build; every reading (the note under the week, JSON-LD, the chat)
 * comes from the same list, and an exception whose last day has passed is never shown.
 */
import type { ComponentSchema } from '@keystatic/core';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import keystaticConfig from '../../keystatic.config.tsx';
import { HoursExceptions } from '../../src/components/blocks/lists.tsx';
import {
  FIELD_LABELS,
  WEEKDAYS,
  appointmentsProblem,
  berlinToday,
  exceptionReading,
  exceptionsProblems,
  germanDate,
  specialOpeningHoursSpecification,
  upcomingExceptions,
  type DayHours,
  type HoursException,
  type OpeningHoursFile,
} from '../../src/content/opening-hours-model.ts';
import { DATE_ADVICE } from '../../src/content/german-errors.ts';
import { openingHoursProblems, validateOpeningHours } from '../../src/content/opening-hours-schema.ts';
import { businessJsonLd } from '../../src/lib/structured-data.ts';

const file = JSON.parse(
  readFileSync(new URL('../../src/content/data/opening-hours.json', import.meta.url), 'utf8'),
) as OpeningHoursFile;

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const BASE = Date.UTC(2026, 0, 1);

const pad = (n: number) => String(n).padStart(2, '0');
const hours: fc.Arbitrary<DayHours> = fc.oneof(
  fc.constant('closed' as const),
  fc.tuple(fc.integer({ min: 0, max: 22 * 60 }), fc.integer({ min: 1, max: 120 })).map(([o, len]) => ({
    opens: `${pad(Math.floor(o / 60))}:${pad(o % 60)}`,
    closes: time(Math.min(o + len, 23 * 60 + 59)),
  })),
);
function time(m: number) {
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}
const note = fc.constantFrom('', 'Weihnachten', 'Betriebsferien', 'Verkaufsoffener Sonntag', 'Heiligabend');

/** Lists no two entries of which share a day, in any order. */
const validList: fc.Arbitrary<HoursException[]> = fc
  .array(fc.record({ gap: fc.integer({ min: 0, max: 40 }), len: fc.integer({ min: 0, max: 14 }), hours, note }), {
    maxLength: 8,
  })
  .chain((items) => {
    let next = BASE + 0;
    const list = items.map(({ gap, len, hours, note }) => {
      const from = next + gap * DAY;
      const to = from + len * DAY;
      next = to + DAY;
      return { from: iso(from), to: iso(to), hours, note };
    });
    return fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length });
  });

const withExceptions = (exceptions: HoursException[]) => ({ ...file, exceptions });

describe('the rules of the exceptions', () => {
  it('accepts any list whose entries share no day, and reads it back identically', () => {
    fc.assert(
      fc.property(validList, (list) => {
        expect(exceptionsProblems(list)).toEqual([]);
        expect(openingHoursProblems(withExceptions(list))).toEqual([]);
        expect(validateOpeningHours(structuredClone(withExceptions(list))).exceptions).toEqual(list);
      }),
    );
  });

  it('refuses any two entries that share a day, naming the later entry and the earlier one', () => {
    fc.assert(
      fc.property(
        validList.filter((l) => l.length > 0),
        fc.nat(),
        fc.nat(),
        fc.nat({ max: 5 }),
        fc.nat(),
        hours,
        (list, pick, offset, extra, at, h) => {
          const target = list[pick % list.length]!;
          const span = (Date.parse(target.to) - Date.parse(target.from)) / DAY;
          const day = Date.parse(target.from) + (offset % (span + 1)) * DAY;
          const clash = { from: iso(day - extra * DAY), to: iso(day), hours: h, note: '' };
          const index = at % (list.length + 1);
          const bad = [...list.slice(0, index), clash, ...list.slice(index)];
          const problems = exceptionsProblems(bad);
          expect(problems.some((p) => p.includes('überschneidet sich'))).toBe(true);
          expect(problems.every((p) => p.startsWith(`${FIELD_LABELS.exceptions}, Nr. `))).toBe(true);
          expect(openingHoursProblems(withExceptions(bad))).toEqual(problems);
          expect(() => validateOpeningHours(withExceptions(bad))).toThrow(/überschneidet sich/);
        },
      ),
    );
  });

  it('names the field of a bad date, an end before the start and bad hours', () => {
    const one = (e: Partial<HoursException>) =>
      exceptionsProblems([{ from: '2026-12-24', to: '2026-12-26', hours: 'closed', note: 'Weihnachten', ...e }]);
    expect(one({})).toEqual([]);
    expect(one({ from: '2026-02-30' })).toEqual([
      `Abweichende Öffnungszeiten, Nr. 1 (Weihnachten), von: Das ist kein gültiges Datum. ${DATE_ADVICE}`,
    ]);
    // What a date field passes on for a date typed in the wrong order is never quoted; the
    // message says how to enter one (the calendar symbol, the field's order).
    fc.assert(
      // A year of five or six digits: what '24122026' typed into an MM/DD/YYYY field becomes.
      fc.property(
        fc.integer({ min: 10000, max: 999999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (y, m, d) => {
          const passed = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const [message] = one({ from: passed });
          expect(message).not.toContain(passed);
          expect(message).not.toContain(String(y));
          expect(message).toContain('Kalendersymbol');
          expect(message).toContain('TT.MM.JJJJ');
        },
      ),
    );
    expect(one({ from: '122026-02-04' })[0]).not.toContain('122026');
    expect(one({ to: '' })[0]).toMatch(/^Abweichende Öffnungszeiten, Nr. 1 \(Weihnachten\), bis: Das Feld ist leer/);
    expect(one({ to: '2026-12-23' })).toEqual([
      'Abweichende Öffnungszeiten, Nr. 1 (Weihnachten), bis: 23.12.2026 liegt vor dem ersten Tag 24.12.2026. Der letzte Tag darf nicht vor dem ersten liegen.',
    ]);
    expect(one({ hours: { opens: '14:00', closes: '10:00' } })[0]).toMatch(
      /^Abweichende Öffnungszeiten, Nr. 1 \(Weihnachten\), schließt um: /,
    );
    expect(one({ hours: { opens: '9 Uhr', closes: '12:00' } })[0]).toMatch(
      /^Abweichende Öffnungszeiten, Nr. 1 \(Weihnachten\), öffnet um: /,
    );
  });

  it('refuses any date that is not a calendar day in YYYY-MM-DD', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(
          Number.isNaN(Date.parse(`${s}T00:00:00Z`)) || new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) !== s,
        );
        expect(exceptionsProblems([{ from: s, to: '2026-01-01', hours: 'closed', note: '' }]).length).toBeGreaterThan(
          0,
        );
      }),
    );
  });
});

describe('the readings of the exceptions', () => {
  const today = fc.integer({ min: 0, max: 400 }).map((d) => iso(BASE + d * DAY));

  it('never shows an exception whose last day has passed, and shows every other one', () => {
    fc.assert(
      fc.property(validList, today, (list, day) => {
        const shown = upcomingExceptions(list, day);
        expect(shown.every((e) => e.to >= day)).toBe(true);
        expect(shown.length).toBe(list.filter((e) => e.to >= day).length);
        const html = renderToStaticMarkup(<HoursExceptions rows={exceptionReading(shown)} />);
        for (const e of list.filter((x) => x.to < day)) expect(html).not.toContain(germanDate(e.to));
        for (const e of shown) expect(html).toContain(germanDate(e.from));
      }),
    );
  });

  it('gives search engines one entry per exception, a closed day as 00:00 to 00:00', () => {
    fc.assert(
      fc.property(validList, (list) => {
        const ld = businessJsonLd('https://example.org', specialOpeningHoursSpecification(list));
        if (list.length === 0) {
          expect(ld).not.toHaveProperty('specialOpeningHoursSpecification');
          return;
        }
        expect(ld.specialOpeningHoursSpecification).toEqual(
          list.map((e) => ({
            '@type': 'OpeningHoursSpecification',
            validFrom: e.from,
            validThrough: e.to,
            opens: e.hours === 'closed' ? '00:00' : e.hours.opens,
            closes: e.hours === 'closed' ? '00:00' : e.hours.closes,
          })),
        );
      }),
    );
  });

  it('prints nothing when there is no exception (the default data)', () => {
    expect(file.exceptions).toEqual([]);
    expect(renderToStaticMarkup(<HoursExceptions rows={[]} />)).toBe('');
    expect(businessJsonLd('https://example.org')).not.toHaveProperty('specialOpeningHoursSpecification');
  });

  it('today is the showroom’s date', () => {
    expect(berlinToday(new Date('2026-12-23T23:30:00Z'))).toBe('2026-12-24');
    expect(berlinToday(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });
});

describe('appointments on closed days', () => {
  it('are refused while the closed days include Sunday, in the build and in the editor alike', () => {
    const message = appointmentsProblem(true, 'closed')!;
    expect(message).toMatch(/^Beratung nach Vereinbarung an geschlossenen Tagen: /);
    expect(openingHoursProblems({ ...file, appointmentsOnClosedDays: true })).toEqual([message]);
    expect(() => validateOpeningHours({ ...file, appointmentsOnClosedDays: true })).toThrow(message);
    expect(appointmentsProblem(true, { opens: '10:00', closes: '14:00' })).toBeNull();
    expect(appointmentsProblem(false, 'closed')).toBeNull();
    const field = formField(schema.appointmentsOnClosedDays);
    expect(() => field.validate(field.parse(true))).toThrow(message);
    expect(field.serialize(field.validate(field.parse(false)))).toEqual({ value: false });
  });
});

interface ValueField {
  parse(stored: unknown): unknown;
  serialize(value: unknown): { value: unknown };
  validate(value: unknown): unknown;
}
const schema = keystaticConfig.singletons.openingHours.schema as Record<string, ComponentSchema>;
function formField(field: ComponentSchema | undefined): ValueField {
  if (field?.kind !== 'form') throw new Error('not a single field');
  return field as unknown as ValueField;
}

/** What the editor writes for a stored value of a field: parse, check, serialize. */
function throughEditor(field: ComponentSchema, stored: unknown): unknown {
  if (field.kind === 'object')
    return Object.fromEntries(
      Object.entries(field.fields).map(([k, f]) => [k, throughEditor(f, (stored as Record<string, unknown>)[k])]),
    );
  const f = formField(field);
  return f.serialize(f.validate(f.parse(stored))).value;
}

describe('the editor’s fields for the hours', () => {
  it('has a field for every key of the file, and no other', () => {
    expect(Object.keys(schema).sort()).toEqual(Object.keys(file).sort());
    expect(Object.keys((schema.showroom as { fields: object }).fields)).toEqual([...WEEKDAYS]);
  });

  it('write any valid file back as it was read', () => {
    fc.assert(
      fc.property(validList, (list) => {
        const data = withExceptions(list);
        const written = Object.fromEntries(
          Object.entries(schema).map(([k, f]) => [k, throughEditor(f, data[k as keyof OpeningHoursFile])]),
        );
        expect(written).toEqual(data);
        expect(validateOpeningHours(written)).toEqual(data);
      }),
    );
  });

  it('refuse to save what the build refuses, with the build’s messages', () => {
    fc.assert(
      fc.property(
        validList.filter((l) => l.length > 0),
        fc.nat(),
        (list, pick) => {
          const bad = [...list, { ...list[pick % list.length]!, note: 'doppelt' }];
          const field = formField(schema.exceptions);
          expect(() => field.validate(field.parse(bad))).toThrow(exceptionsProblems(bad)[0]!);
        },
      ),
    );
    const field = formField(schema.exceptions);
    const backwards = [{ from: '2026-12-26', to: '2026-12-24', hours: 'closed', note: '' }];
    expect(() => field.validate(field.parse(backwards))).toThrow(/, bis: 24\.12\.2026 liegt vor dem ersten Tag/);
  });
});

describe('the chat finds the hours by a holiday', () => {
  it.each(['Habt ihr an Heiligabend offen?', 'Wann habt ihr über Weihnachten geöffnet?', 'Betriebsferien?'])(
    '%s -> the hours',
    async (question) => {
      const { default: knowledge } = await import('virtual:chat-knowledge');
      const { chatFallback, chatSmallTalk } = await import('../../src/content/chat.ts');
      const { createMatcher } = await import('../../src/lib/chat/matcher.ts');
      const { expandPassages } = await import('../../src/lib/chat/passages.ts');
      const matcher = createMatcher(knowledge.topics, expandPassages(knowledge.sections), chatFallback, chatSmallTalk);
      const match = matcher.match(question);
      expect(match.kind === 'topic' ? match.id : match.kind).toBe('openingHours');
    },
  );
});
