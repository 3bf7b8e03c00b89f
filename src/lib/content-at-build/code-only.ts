/**
 * A content module's code as the browser needs it for its functions: the module's own source with
 * every `export const` the build ships as a literal taken out and imported from that literal's
 * module instead. The functions read the same values, and the values nothing else reads leave
 * nothing behind (a bundler keeps a dropped export's template literals and constructors, which it
 * cannot prove free of side effects). Parsed as TypeScript, never matched by patterns.
 */
import { parseSync } from 'vite';

export function codeOnly(
  source: string,
  file: string,
  literalNames: readonly string[],
  literalId: (name: string) => string,
): string {
  const literal = new Set(literalNames);
  const { program, errors } = parseSync(file, source, { lang: 'ts' });
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]!.message}`);
  const cuts: [number, number][] = [];
  const imported: string[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    const names = statement.declaration.declarations.map((d) => (d.id.type === 'Identifier' ? d.id.name : undefined));
    if (!names.every((n): n is string => n !== undefined && literal.has(n))) continue;
    cuts.push([statement.start, statement.end]);
    imported.push(...names);
  }
  let code = source;
  for (const [start, end] of cuts.reverse()) code = code.slice(0, start) + code.slice(end);
  return [...imported.map((name) => `import { ${name} } from ${JSON.stringify(literalId(name))};`), code].join('\n');
}
