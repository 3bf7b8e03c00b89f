/**
 * A product page's words for the chat (`chatWords`, „Andere Wörter dafür (für den Chat)“ in the
 * editor): the chat's knowledge gives them to the page's own passage at build time, so a question
 * in words the page itself never uses finds the page. Tried with the fixture entry
 * tests/fixtures/product-pages/nackenkissen.yaml added to the site's product pages.
 */
import fc from 'fast-check';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ComponentSchema } from '@keystatic/core';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import keystaticConfig from '../../keystatic.config.tsx';
import { editorSave } from '../support/editor-write.ts';
import { chatTopics } from '../../src/content/chat-topics.ts';
import { productPages } from '../../src/content/product-pages.ts';
import { readProductPageFile } from '../../src/content/product-page-read.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { buildPassages, compactPassages } from '../../src/lib/chat/knowledge.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/product-pages/nackenkissen.yaml');
const PAGE = '/produkte/nackenkissen';
const tmp = mkdtempSync(path.join(tmpdir(), 'chat-words-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The fixture entry with `chatWords` set (or left out), read as the build reads it. */
function fixtureWith(chatWords: string | undefined) {
  const entry = parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>;
  if (chatWords === undefined) delete entry.chatWords;
  else entry.chatWords = chatWords;
  const file = path.join(tmp, 'nackenkissen.yaml');
  writeFileSync(file, stringify(entry));
  return readProductPageFile(file);
}

/** The chat of the site with the fixture page among its product pages. */
function chatWith(page: ReturnType<typeof readProductPageFile>) {
  const passages = buildPassages([...productPages, page]);
  return engineFor({ sections: compactPassages(passages), topics: chatTopics.map((t) => ({ ...t })) }).engine;
}

const pointsTo = (reply: { links?: readonly { href: string }[] }) =>
  (reply.links ?? []).some((l) => l.href.split('#')[0] === PAGE);

describe("a product page's words for the chat", () => {
  it('is a field of a product page in the editor, labelled and explained in German, saved as written', () => {
    const field = (keystaticConfig.collections.productPages.schema as Record<string, ComponentSchema>).chatWords!;
    expect(field.kind).toBe('form');
    expect((field as { label?: string }).label).toBe('Andere Wörter dafür (für den Chat)');
    const { chatWords } = parse(readFileSync(FIXTURE, 'utf8')) as { chatWords: string };
    expect(editorSave(field, chatWords)).toBe(chatWords);
    // Optional: a page without it saves without it.
    expect(editorSave(field, undefined)).toBeUndefined();
  });

  it('a word the fixture gives finds its page; without the field the same question does not (regression)', () => {
    const given = readProductPageFile(FIXTURE);
    expect(given.data.chatWords).toContain('Kopfkissen');
    expect(pointsTo(chatWith(given).reply(['Habt ihr Kopfkissen?']))).toBe(true);
    expect(pointsTo(chatWith(fixtureWith(undefined)).reply(['Habt ihr Kopfkissen?']))).toBe(false);
  });

  it("the owner's everyday question finds the page once its words are given (regression)", () => {
    const question = 'Ich suche ein Bett für meine Tochter, 6 Jahre';
    expect(pointsTo(chatWith(fixtureWith('Kinderbett, Tochter, Sohn')).reply([question]))).toBe(true);
    expect(pointsTo(chatWith(fixtureWith(undefined)).reply([question]))).toBe(false);
  });

  it('any word given there finds the page, in everyday questions (generated)', () => {
    // Made-up nouns the site never uses, so only the field can lead to the page.
    const syllable = fc.constantFrom('bra', 'dol', 'fen', 'kru', 'mig', 'nor', 'pel', 'sto', 'tuv', 'wal', 'zin');
    const word = fc
      .array(syllable, { minLength: 3, maxLength: 4 })
      .map((parts) => parts.join(''))
      .map((w) => w[0]!.toUpperCase() + w.slice(1));
    const question = fc.constantFrom(
      (w: string) => `Habt ihr ${w}?`,
      (w: string) => `Ich suche ein ${w}`,
      (w: string) => `Ich suche ein Bett für meine ${w}, 6 Jahre`,
      (w: string) => `Gibt es bei Ihnen auch ${w}`,
      (w: string) => `habt ihr ${w.toLowerCase()}`,
    );
    fc.assert(
      fc.property(word, fc.constantFrom('Schlafkissen', 'Kopfkissen, Schlafkissen'), question, (w, others, ask) => {
        const chat = chatWith(fixtureWith(`${others}, ${w}`));
        expect(pointsTo(chat.reply([ask(w)])), ask(w)).toBe(true);
      }),
      { numRuns: 15 },
    );
  });
});
