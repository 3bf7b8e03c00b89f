/**
 * The owner's guide (docs/editing.md) agrees with what the owner sees: the address the server
 * prints after `npm run serve` / `npm start`, and every English word of Keystatic's the editor
 * shows; the editor's lists show no column without values.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import keystaticConfig from '../../keystatic.config.tsx';
import { loadEnv } from '../../src/server/env.ts';
import { startupSummary } from '../../src/server/main.ts';
import { contentProblems, diskContent } from '../../src/content/content-check.ts';

const guide = readFileSync('docs/editing.md', 'utf8');

describe('the owner’s guide', () => {
  it('names the address the server prints with its defaults, under Veröffentlichen', () => {
    const env = loadEnv({});
    const url = /http:\/\/\S+/.exec(startupSummary(env, env.PORT))![0];
    const publish = guide.slice(guide.indexOf('## Veröffentlichen'), guide.indexOf('## Für Entwickler'));
    expect(publish).toContain(`**${url}**`);
    expect(publish).toMatch(/npm run serve/);
    expect(publish).toMatch(/npm start/);
  });

  it("lists Keystatic's English words the owner meets (regression: the owner's reports)", () => {
    const intro = guide.slice(0, guide.indexOf('## Öffnungszeiten ändern'));
    for (const word of [
      'Save',
      'Add',
      'Done',
      'Choose file',
      'Remove',
      'Unsaved',
      'Add item',
      'Edit item',
      'Empty list',
      'Restored draft',
      'Reset',
      'entries',
    ])
      expect(intro, word).toContain(word);
  });

  it('no list of entries in the editor has a column the entries do not store (the slug field names the file)', () => {
    for (const [name, collection] of Object.entries(keystaticConfig.collections)) {
      const { columns = [], slugField } = collection as { columns?: readonly string[]; slugField: string };
      expect(columns, name).not.toContain(slugField);
    }
  });

  it('says a closing section needs a button, with the message the build gives without one', () => {
    const files = diskContent(process.cwd());
    const page = [...files.keys()].find((k) => k.endsWith('product-pages/topper.yaml'))!;
    const withButtons = files.get(page)!;
    // The closing section's list of buttons, emptied.
    const closing = withButtons.indexOf('discriminant: cta');
    const emptied =
      withButtons.slice(0, closing) +
      withButtons.slice(closing).replace(/( {6}actions:)\n(?: {8}- label: .*\n {10}href: .*(?:\n|$))+/, '$1 []\n');
    expect(emptied).not.toBe(withButtons);
    files.set(page, emptied);
    const messages = contentProblems(files).map((p) => p.message);
    const said = /› Schaltflächen\): (.+)$/m.exec(messages.join('\n'))?.[1];
    expect(said).toBeDefined();
    expect(guide).toContain(`(Abschluss mit Handlungsaufruf: …) › Schaltflächen: ${said}\``);
    expect(guide).toMatch(/mindestens eine und höchstens zwei \*\*Schaltflächen\*\*/);
  });
});
