/**
 * The address of a page entry (its file name, Keystatic's slug field), with German messages:
 * Keystatic's own text field says "… must be unique" or "… must not be empty". The rules are
 * the same (not empty, the pattern, no address another page of the collection has); Keystatic
 * hands the other pages' addresses to the field's check when the owner presses Create or Save,
 * and the field shows the message under itself from then on.
 */
import { fields } from '@keystatic/core';
import { TextField } from '@keystar/ui/text-field';
import { useState } from 'react';

/** Why an address is wrong, in German and naming the field; undefined when it is right. */
function addressProblem(
  value: string,
  { prefix, pattern, rule }: { prefix: string; pattern: RegExp; rule: string },
  others: ReadonlySet<string>,
): string | undefined {
  if (value === '') return 'Adresse: bitte ausfüllen.';
  if (!pattern.test(value)) return `Adresse: ${rule}.`;
  if (others.has(value))
    return `Adresse: ${prefix}${value} hat schon eine andere Seite; bitte eine andere Adresse wählen.`;
  return undefined;
}

/** The file name of an entry: the page's address (`rule`: what it may contain). */
export function addressField(prefix: string, pattern: RegExp, rule: string, example: string) {
  const label = `Adresse: ${prefix}…`;
  const description = `${rule[0]!.toUpperCase()}${rule.slice(1)}, z. B. ${example}.`;
  const base = fields.text({ label, description, validation: { length: { min: 1 }, pattern: { regex: pattern } } });
  const spec = { prefix, pattern, rule };
  // The other entries' addresses, as Keystatic last handed them to the check (Create or Save).
  let others: ReadonlySet<string> = new Set();
  const field: typeof base = {
    ...base,
    Input: function AddressInput(props) {
      const [touched, setTouched] = useState(false);
      const errorMessage = props.forceValidation || touched ? addressProblem(props.value, spec, others) : undefined;
      return (
        <TextField
          label={label}
          description={description}
          isRequired
          value={props.value}
          onChange={(v) => props.onChange(v)}
          onBlur={() => setTouched(true)}
          errorMessage={errorMessage}
        />
      );
    },
    validate(value, extra) {
      if (extra?.slugField) others = extra.slugField.slugs;
      const problem = addressProblem(value, spec, extra?.slugField ? others : new Set());
      if (problem) throw new Error(problem);
      return base.validate(value, extra);
    },
  };
  return field;
}
