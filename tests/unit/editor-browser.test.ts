/**
 * The editor's configuration runs in the browser (Keystatic's page): nothing it imports from the
 * project may need Node (a `node:fs` import stops the editor from showing at all). The project's
 * own modules it reaches are read with TypeScript's own import scanner.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function resolveLocal(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const file = path.resolve(path.dirname(from), specifier);
  return /\.(?:tsx?|mjs|js)$/.test(file) && existsSync(file) ? file : undefined;
}

it("the editor's configuration reaches no Node module", () => {
  const seen = new Set<string>();
  const nodeImports: string[] = [];
  const queue = [path.join(root, 'keystatic.config.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (fileName.startsWith('node:') || ['fs', 'path', 'os', 'child_process'].includes(fileName))
        nodeImports.push(`${path.relative(root, file)} imports ${fileName}`);
      const next = resolveLocal(file, fileName);
      if (next) queue.push(next);
    }
  }
  expect(seen.size).toBeGreaterThan(10);
  expect(nodeImports).toEqual([]);
});
