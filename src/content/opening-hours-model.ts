/**
 * Opening hours as data: one week of hours per channel (showroom, phone) in
 * src/content/data/opening-hours.json, which the owner edits (`npm run edit`). Every reading the
 * pages print, the structured data and the chat's answers are derived here, so no reading can
 * drift from another.
 *
 * Plain code only: the browser bundle may carry the readings, never a validator. The zod schema
 * (opening-hours-schema.ts) and the editor's fields share `dayProblem`, so a bad value gets the
 * same German message in the editor and in the build.
 */
import { DATE_ADVICE } from './german-errors.ts';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** German names of the days: long ('Montag'), short ('Mo') and adverb ('montags'). */
export const DAY_NAMES: Record<Weekday, { long: string; short: string; adverb: string; schemaOrg: string }> = {
  monday: { long: 'Montag', short: 'Mo', adverb: 'montags', schemaOrg: 'Monday' },
  tuesday: { long: 'Dienstag', short: 'Di', adverb: 'dienstags', schemaOrg: 'Tuesday' },
  wednesday: { long: 'Mittwoch', short: 'Mi', adverb: 'mittwochs', schemaOrg: 'Wednesday' },
  thursday: { long: 'Donnerstag', short: 'Do', adverb: 'donnerstags', schemaOrg: 'Thursday' },
  friday: { long: 'Freitag', short: 'Fr', adverb: 'freitags', schemaOrg: 'Friday' },
  saturday: { long: 'Samstag', short: 'Sa', adverb: 'samstags', schemaOrg: 'Saturday' },
  sunday: { long: 'Sonntag', short: 'So', adverb: 'sonntags', schemaOrg: 'Sunday' },
};

/** A day's hours: open from `opens` to `closes` (HH:MM, 24-hour clock), or 'closed'. */
export type DayHours = { opens: string; closes: string } | 'closed';
export type WeekHours = Record<Weekday, DayHours>;

/** The data file's shape (src/content/data/opening-hours.json). */
export interface OpeningHoursFile {
  /** When the showroom is open to visitors. */
  showroom: WeekHours;
  /** On the showroom's closed days, a consultation can still be arranged. */
  appointmentsOnClosedDays: boolean;
  /** When the service answers the phone. */
  phone: WeekHours;
  /** Holidays and special days: dates on which the showroom keeps other hours than the week's. */
  exceptions: HoursException[];
}

/**
 * A date or a range of dates (ISO YYYY-MM-DD, both ends included) on which the showroom is closed
 * or keeps its own hours, with an optional short note ('Weihnachten').
 */
export type HoursException = {
  from: string;
  to: string;
  hours: DayHours;
  note: string;
};

/** The labels the editor and the error messages use for the two weeks and the two times. */
export const FIELD_LABELS = {
  showroom: 'Showroom',
  phone: 'Telefon',
  opens: 'öffnet um',
  closes: 'schließt um',
  appointments: 'Beratung nach Vereinbarung an geschlossenen Tagen',
  exceptions: 'Abweichende Öffnungszeiten',
  from: 'von',
  to: 'bis',
  note: 'Hinweis',
} as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of a valid HH:MM time. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The German message for a time that is not HH:MM between 00:00 and 23:59, or null. */
export function timeProblem(field: string, value: string): string | null {
  if (TIME.test(value)) return null;
  const shown = value.trim() === '' ? 'Das Feld ist leer' : `„${value}“ ist keine gültige Uhrzeit`;
  return `${field}: ${shown}. Bitte als Uhrzeit von 00:00 bis 23:59 im Format HH:MM eingeben, z. B. 10:00.`;
}

/**
 * The German message for a day's hours that cannot be right, naming the field ('Showroom,
 * Montag, schließt um'), or null. Times are HH:MM and the day closes after it opens.
 */
export function dayProblem(week: string, day: Weekday, hours: DayHours): string | null {
  return hoursProblem(`${week}, ${DAY_NAMES[day].long}`, hours);
}

/** The German message for hours that cannot be right under the field `field`, or null. */
function hoursProblem(field: string, hours: DayHours): string | null {
  if (hours === 'closed') return null;
  const problem =
    timeProblem(`${field}, ${FIELD_LABELS.opens}`, hours.opens) ??
    timeProblem(`${field}, ${FIELD_LABELS.closes}`, hours.closes);
  if (problem) return problem;
  if (minutes(hours.closes) <= minutes(hours.opens))
    return `${field}, ${FIELD_LABELS.closes}: ${hours.closes} liegt nicht nach der Öffnungszeit ${hours.opens}. Die Schließzeit muss später sein als die Öffnungszeit.`;
  return null;
}

/** One row of a reading as written, before typesetting: 'Mo - Fr' / '10 - 18 Uhr'. */
export interface HoursRow {
  days: string;
  hours: string;
}

/** Consecutive days with the same hours, Monday to Sunday. */
function runs(week: WeekHours): { days: Weekday[]; hours: DayHours }[] {
  const out: { days: Weekday[]; hours: DayHours }[] = [];
  for (const day of WEEKDAYS) {
    const last = out.at(-1);
    if (last && sameHours(last.hours, week[day])) last.days.push(day);
    else out.push({ days: [day], hours: week[day] });
  }
  return out;
}

function sameHours(a: DayHours, b: DayHours): boolean {
  if (a === 'closed' || b === 'closed') return a === b;
  return a.opens === b.opens && a.closes === b.closes;
}

/** '9:00' (long) or '9' / '9:30' (short): the hour without a leading zero. */
function clock(time: string, form: 'long' | 'short'): string {
  const [h, m] = [String(Number(time.slice(0, 2))), time.slice(3, 5)];
  return form === 'short' && m === '00' ? h : `${h}:${m}`;
}

export interface ReadingOptions {
  /** Day names: 'Montag - Freitag' (long) or 'Mo - Fr' (short); times '10:00' or '10'. */
  form: 'long' | 'short';
  /** What a closed day says ('geschlossen'); null leaves closed days out. */
  closed: string | null;
}

/**
 * A reading of a week: consecutive days with the same hours share a row ('Montag - Freitag',
 * '10:00 - 18:00 Uhr'). The text is as written; the content modules typeset it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function reading(week: WeekHours, { form, closed }: ReadingOptions): HoursRow[] {
  return runs(week).flatMap(({ days, hours }) => {
    if (hours === 'closed' && closed === null) return [];
    const first = DAY_NAMES[days[0]!][form];
    const label = days.length === 1 ? first : `${first} - ${DAY_NAMES[days.at(-1)!][form]}`;
    const text = hours === 'closed' ? closed! : `${clock(hours.opens, form)} - ${clock(hours.closes, form)} Uhr`;
    return [{ days: label, hours: text }];
  });
}

/** The showroom's closed days, in German adverbs ('sonntags', 'samstags und sonntags'). */
/* @__NO_SIDE_EFFECTS__ */
export function closedDaysAdverb(week: WeekHours): string | null {
  const days = WEEKDAYS.filter((d) => week[d] === 'closed').map((d) => DAY_NAMES[d].adverb);
  if (days.length === 0) return null;
  return days.length === 1 ? days[0]! : `${days.slice(0, -1).join(', ')} und ${days.at(-1)}`;
}

/**
 * schema.org openingHoursSpecification: one entry per distinct opening time, with every day
 * that has it (closed days are left out, as schema.org reads them).
 */
/* @__NO_SIDE_EFFECTS__ */
export function openingHoursSpecification(week: WeekHours): { dayOfWeek: string[]; opens: string; closes: string }[] {
  const out: { dayOfWeek: string[]; opens: string; closes: string }[] = [];
  for (const day of WEEKDAYS) {
    const hours = week[day];
    if (hours === 'closed') continue;
    const same = out.find((o) => o.opens === hours.opens && o.closes === hours.closes);
    if (same) same.dayOfWeek.push(DAY_NAMES[day].schemaOrg);
    else out.push({ dayOfWeek: [DAY_NAMES[day].schemaOrg], opens: hours.opens, closes: hours.closes });
  }
  return out;
}

/**
 * The shop-opening law closes a showroom on Sundays, and a consultation is part of selling: with
 * the showroom closed on Sunday, 'Beratung nach Vereinbarung' on closed days would offer one on
 * Sunday. The German message naming the field, or null.
 */
export function appointmentsProblem(appointmentsOnClosedDays: boolean, sunday: DayHours): string | null {
  if (!appointmentsOnClosedDays || sunday !== 'closed') return null;
  return `${FIELD_LABELS.appointments}: Das schließt den Sonntag ein. Sonntags darf der Showroom auch nach Vereinbarung nicht beraten (Ladenöffnungsgesetz). Bitte nicht ankreuzen.`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** '24.12.2026' for '2026-12-24'. */
export function germanDate(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

/** How a message names an exception: 'Abweichende Öffnungszeiten, Nr. 2 (Weihnachten)'. */
function exceptionName(index: number, exception: Pick<HoursException, 'note'>): string {
  const note = exception.note.trim();
  return `${FIELD_LABELS.exceptions}, Nr. ${index + 1}${note ? ` (${note})` : ''}`;
}

/** The German messages for one exception on its own (dates, order, hours), naming the field. */
function exceptionProblems(index: number, exception: HoursException): string[] {
  const name = exceptionName(index, exception);
  const out: string[] = [];
  for (const key of ['from', 'to'] as const) {
    const value = exception[key];
    if (isIsoDate(value)) continue;
    // The value a browser's date field passes on is not what the owner typed (24122026 typed in
    // an English browser arrives as 122026-02-04): the message never quotes it, it says what to do.
    out.push(
      `${name}, ${FIELD_LABELS[key]}: ${value.trim() === '' ? 'Das Feld ist leer.' : 'Das ist kein gültiges Datum.'} ${DATE_ADVICE}`,
    );
  }
  if (out.length === 0 && exception.to < exception.from)
    out.push(
      `${name}, ${FIELD_LABELS.to}: ${germanDate(exception.to)} liegt vor dem ersten Tag ${germanDate(exception.from)}. Der letzte Tag darf nicht vor dem ersten liegen.`,
    );
  const hours = hoursProblem(name, exception.hours);
  if (hours) out.push(hours);
  return out;
}

/**
 * The German messages for a list of exceptions: each one on its own, then every pair that shares
 * a day (a day has one set of hours, so no two exceptions may overlap).
 */
export function exceptionsProblems(exceptions: readonly HoursException[]): string[] {
  const out = exceptions.flatMap((e, i) => exceptionProblems(i, e));
  const dated = exceptions
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => isIsoDate(e.from) && isIsoDate(e.to) && e.from <= e.to);
  for (const [k, b] of dated.entries())
    for (const a of dated.slice(0, k))
      if (a.e.from <= b.e.to && b.e.from <= a.e.to)
        out.push(
          `${exceptionName(b.i, b.e)}, ${FIELD_LABELS.from}: ${exceptionDays(b.e)} überschneidet sich mit Nr. ${a.i + 1} (${exceptionDays(a.e)}). Jeder Tag darf nur in einem Eintrag stehen.`,
        );
  return out;
}

/** '24.12.2026' or '24.12.2026 - 26.12.2026'. */
function exceptionDays(e: Pick<HoursException, 'from' | 'to'>): string {
  return e.from === e.to ? germanDate(e.from) : `${germanDate(e.from)} - ${germanDate(e.to)}`;
}

/** Today in the showroom's time zone, YYYY-MM-DD. */
export function berlinToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
}

/** The exceptions that still matter on `today` (their last day is today or later), by date. */
/* @__NO_SIDE_EFFECTS__ */
export function upcomingExceptions(exceptions: readonly HoursException[], today: string): HoursException[] {
  return exceptions.filter((e) => e.to >= today).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** One row of the exceptions' reading: '24.12.2026 - 26.12.2026', 'geschlossen', 'Weihnachten'. */
export interface ExceptionRow extends HoursRow {
  note: string;
}

/** The exceptions as printed under the week ('geschlossen' or '10:00 - 14:00 Uhr'). */
/* @__NO_SIDE_EFFECTS__ */
export function exceptionReading(exceptions: readonly HoursException[]): ExceptionRow[] {
  return exceptions.map((e) => ({
    days: exceptionDays(e),
    hours:
      e.hours === 'closed' ? 'geschlossen' : `${clock(e.hours.opens, 'long')} - ${clock(e.hours.closes, 'long')} Uhr`,
    note: e.note.trim(),
  }));
}

/**
 * The exceptions as the chat tells them, one per line ('24.12.2026: geschlossen (Heiligabend)'),
 * under a lead-in; empty when there are none.
 */
/* @__NO_SIDE_EFFECTS__ */
export function exceptionLines(rows: readonly ExceptionRow[]): string {
  if (rows.length === 0) return '';
  return `Abweichende Öffnungszeiten:\n${rows.map((r) => `${r.days}: ${r.hours}${r.note ? ` (${r.note})` : ''}`).join('\n')}`;
}

/**
 * schema.org specialOpeningHoursSpecification: one entry per exception, valid from its first to
 * its last day; a closed day opens and closes at 00:00, as Google reads a day closed all day.
 */
/* @__NO_SIDE_EFFECTS__ */
export function specialOpeningHoursSpecification(
  exceptions: readonly HoursException[],
): { validFrom: string; validThrough: string; opens: string; closes: string }[] {
  return exceptions.map((e) => ({
    validFrom: e.from,
    validThrough: e.to,
    opens: e.hours === 'closed' ? '00:00' : e.hours.opens,
    closes: e.hours === 'closed' ? '00:00' : e.hours.closes,
  }));
}
