/**
 * A content module's exports as JavaScript literals (devalue: any text, shared objects,
 * `undefined`), and the names of those that must stay code: a function, or a value holding one.
 */
import { uneval } from 'devalue';

export function literalsOf(namespace: Record<string, unknown>): { literals: string[]; code: string[] } {
  const literals: string[] = [];
  const code: string[] = [];
  for (const [name, value] of Object.entries(namespace)) {
    let literal: string;
    try {
      if (typeof value === 'function') throw new TypeError('a function is code');
      literal = uneval(value);
    } catch {
      code.push(name);
      continue;
    }
    literals.push(name === 'default' ? `export default ${literal};` : `export const ${name} = ${literal};`);
  }
  return { literals, code };
}
