/**
 * A content module's exports as JavaScript literals (devalue: any text, shared objects,
 * `undefined`), and the names of those that must stay code: a function, or a value holding one.
 * A pattern is written as the regular expression literal it reads as (`/\bja\b/i`), shorter than
 * devalue's `new RegExp("\\bja\\b","i")`, unless its source holds a character a script inside
 * the HTML must not contain (`<`, U+2028, U+2029): that one stays devalue's.
 */
import { uneval } from 'devalue';

function regexLiteral(value: unknown): string | undefined {
  if (!(value instanceof RegExp) || value.lastIndex !== 0) return undefined;
  const literal = String(value);
  return /[<\u2028\u2029]/.test(literal) ? undefined : literal;
}

export function literalsOf(namespace: Record<string, unknown>): {
  literals: string[];
  names: string[];
  code: string[];
} {
  const literals: string[] = [];
  /** The export each literal statement defines, in the same order. */
  const names: string[] = [];
  const code: string[] = [];
  for (const [name, value] of Object.entries(namespace)) {
    let literal: string;
    try {
      if (typeof value === 'function') throw new TypeError('a function is code');
      literal = uneval(value, regexLiteral);
    } catch {
      code.push(name);
      continue;
    }
    literals.push(name === 'default' ? `export default ${literal};` : `export const ${name} = ${literal};`);
    names.push(name);
  }
  return { literals, names, code };
}
