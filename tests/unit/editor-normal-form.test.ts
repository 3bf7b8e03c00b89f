/**
 * Every content file the owner's editor manages is already in the form Keystatic writes, so the
 * first save of a file without a change leaves it byte for byte as it is: no comment lost, no
 * empty key added, no line re-wrapped. Each file is read as Keystatic reads it (JSON.parse,
 * js-yaml's `load`), each field parsed, checked and serialized as the editor does, and written as
 * Keystatic writes (JSON with two spaces, js-yaml's `dump`; tests/support/editor-write.ts).
 */
import { load } from 'js-yaml';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import keystaticConfig from '../../keystatic.config.tsx';
import { isContentFile } from '../../src/content/content-check.ts';
import { editorText } from '../support/editor-write.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Managed {
  file: string;
  fields: Parameters<typeof editorText>[0];
  format: 'json' | 'yaml';
  slugField?: string;
}

/** Every file the editor's singletons and collections point at. */
function managedFiles(): Managed[] {
  const out: Managed[] = [];
  for (const singleton of Object.values(keystaticConfig.singletons)) {
    const format = singleton.format as { data: 'json' | 'yaml' };
    out.push({ file: `${singleton.path}.${format.data}`, fields: singleton.schema, format: format.data });
  }
  for (const collection of Object.values(keystaticConfig.collections)) {
    const format = collection.format as { data: 'json' | 'yaml' };
    const dir = collection.path!.replace(/\/\*\*?$/, '');
    for (const name of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }))
      if (name.endsWith(`.${format.data}`))
        out.push({
          file: `${dir}/${name.split(path.sep).join('/')}`,
          fields: collection.schema,
          format: format.data,
          slugField: collection.slugField,
        });
  }
  return out;
}

describe('every file the editor manages is in the form the editor writes', () => {
  const files = managedFiles();

  it('finds the singletons and every page entry', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.map((f) => f.file)).toEqual(
      expect.arrayContaining([
        'src/content/data/company.json',
        'src/content/data/operator.json',
        'src/content/data/opening-hours.json',
        'src/content/data/reviews.sample.json',
        'src/content/data/photos.json',
        'src/content/pages/kontakt/gesendet.yaml',
      ]),
    );
  });

  // The save check reads every file the editor writes, so it refuses, in German, what the editor's
  // fields leave to it (a list's length, the rules across fields).
  it('is checked by the save check, every one', () => {
    expect(files.filter((f) => !isContentFile(f.file)).map((f) => f.file)).toEqual([]);
  });

  it.each(managedFiles().map((f) => [f.file, f] as const))('%s: saved unchanged, byte for byte', (_, managed) => {
    const text = read(managed.file);
    const stored = managed.format === 'json' ? (JSON.parse(text) as unknown) : load(text);
    expect(editorText(managed.fields, stored, managed.format, managed.slugField)).toBe(text);
  });
});
