/**
 * zod's messages as the owner reads them, in the build and the editor: plain German that says
 * what to enter, never a type's name ('string', 'undefined') or zod's 'erwartet … erhalten …'.
 * A value that is not there reads "bitte ausfüllen" (after the field's name: "Name: bitte
 * ausfüllen"). Every schema the owner edits is parsed with this map; a message a schema gives
 * itself ('ein Datum wie 2025-03-12') takes precedence.
 */
import type { z } from 'zod';

/**
 * How to enter a date in the editor's date fields (the browser's own): with the calendar symbol,
 * or typed in the order the field shows, which is the browser's language's.
 */
export const DATE_ADVICE =
  'Bitte das Datum über das Kalendersymbol im Feld wählen oder in der Reihenfolge eintippen, die das Feld zeigt: in einem deutschen Browser TT.MM.JJJJ (z. B. 24.12.2026), in einem englischen MM/DD/YYYY.';

/** What a value of a type is, in the owner's words. */
const typeWords: Readonly<Record<string, string>> = {
  string: 'einen Text',
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  bigint: 'eine ganze Zahl',
  boolean: 'ja oder nein (Häkchen)',
  array: 'eine Liste',
  object: 'eine Gruppe von Angaben',
  record: 'eine Gruppe von Angaben',
  date: 'ein Datum',
};

/** A number as German writes it ('4,5'). */
const num = (n: number | bigint) => (typeof n === 'bigint' ? String(n) : n.toLocaleString('de-DE'));

/** A value the owner may choose, as it reads (a text in „…“). */
const choice = (v: unknown) => (typeof v === 'string' ? `„${v}“` : String(v));

type Issue = Parameters<z.core.$ZodErrorMap>[0];

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  const word = small ? (inclusive ? 'mindestens' : 'mehr als') : inclusive ? 'höchstens' : 'weniger als';
  switch (issue.origin) {
    case 'string':
      return small && Number(limit) === 1 && inclusive ? 'bitte ausfüllen' : `${word} ${num(limit)} Zeichen`;
    case 'array':
    case 'set':
      return small && Number(limit) === 1 && inclusive ? 'mindestens ein Eintrag' : `${word} ${num(limit)} Einträge`;
    default:
      return `${word} ${num(limit)}`;
  }
}

export const germanErrors: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return 'bitte ausfüllen';
      return `bitte ${typeWords[issue.expected] ?? 'einen passenden Wert'} eintragen`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `nur ${choice(issue.values[0])} ist hier möglich`
        : `bitte einen der Werte wählen: ${issue.values.map(choice).join(', ')}`;
    case 'invalid_format':
      if (issue.format === 'url') return 'ein vollständiger Link, der mit https:// beginnt';
      if (issue.format === 'email') return 'eine E-Mail-Adresse wie name@beispiel.de';
      if (issue.format === 'date') return `kein gültiges Datum. ${DATE_ADVICE}`;
      return 'diese Schreibweise ist hier nicht möglich';
    case 'not_multiple_of':
      return `ein Vielfaches von ${num(issue.divisor)}`;
    case 'unrecognized_keys':
      return `${issue.keys.length > 1 ? 'Angaben' : 'eine Angabe'}, die es hier nicht gibt: ${issue.keys.join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'dieser Wert ist hier nicht möglich';
    default:
      return 'dieser Wert ist hier nicht möglich';
  }
};
