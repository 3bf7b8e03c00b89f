/**
 * The chat reads the legal texts as the page shows them: a block the page leaves out under the
 * build's settings (`<Only when={…}>`, `{value && (`) is never a chat passage, so the chat cannot
 * link to a section the page does not have.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { legalPagePassages } from '../../src/lib/chat/legal-passages.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'legal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const mdx = `---
title: Test
---

<Only when={!analyticsOffered}>

<LegalSection id="ohne-statistik" title="7. Reichweitenmessung">

Wir setzen keine Reichweitenmessung auf dieser Website ein.

</LegalSection>

</Only>

<Only when={analyticsOffered}>

<LegalSection id="mit-statistik" title="7. Google Analytics">

Mit Ihrer Einwilligung nutzen wir Google Analytics 4 auf dieser Website.

</LegalSection>

</Only>

<Only when={somethingElse(analyticsOffered)}>

<LegalSection id="unklar" title="8. Unklar">

Dieser Abschnitt hängt von einer Bedingung ab, die der Leser nicht auswertet.

</LegalSection>

</Only>

<LegalSection id="liste" title="9. Liste">

- Notwendig: Sitzung.
  {analyticsOffered && <li>Statistik: Reichweitenmessung mit {name} (siehe Abschnitt 7).</li>}

</LegalSection>
`;
const file = path.join(dir, 'test.mdx');
writeFileSync(file, mdx);

const read = (analyticsOffered: boolean) =>
  legalPagePassages(pathToFileURL(file), '/test', 'Test', { analyticsOffered, name: 'Google Analytics 4' });
const anchors = (analyticsOffered: boolean) =>
  new Set(
    read(analyticsOffered)
      .filter((p) => p.anchor !== 'liste')
      .map((p) => p.anchor),
  );

describe('chat legal passages', () => {
  it('follow <Only when={…}> as the page does', () => {
    expect(anchors(true)).toEqual(new Set(['mit-statistik']));
    expect(anchors(false)).toEqual(new Set(['ohne-statistik']));
  });

  it('leave out a line whose expression holds markup, never printing its source', () => {
    for (const flag of [true, false]) {
      const texts = read(flag).map((p) => p.text);
      expect(texts.join(' ')).toContain('Notwendig: Sitzung.');
      for (const text of texts) expect(text).not.toMatch(/[{}]|&&/);
    }
  });
});
