/**
 * The chat says nothing about the business that the site's pages do not say: every sentence of
 * every curated answer (src/content/chat-topics.ts, with the values it imports filled in) is
 * found in the text of a built page, or it is one of the few conversational sentences below that
 * state no fact. A sentence written by hand around imported values ('alle Modelle testen',
 * 'Handarbeit zu fairen Preisen') is a claim the owner never approved on a page and fails here.
 *
 * Reads the build in ASTRO_OUT_DIR / DIST_DIR (`npm test` builds first), as the visitor reads it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageText } from '../../scripts/spell-pages.ts';
import { htmlFiles } from '../../src/lib/html-files.ts';
import { chatTopics } from '../../src/content/chat-topics.ts';
import { directions } from '../../src/content/site.ts';

/**
 * Sentences that state no fact about the business, each with why. Anything else a curated answer
 * says must be on a page.
 */
const conversational: readonly string[] = [];

/**
 * A text as its words: case, punctuation, quotes, dashes and whitespace fold away, so a table row
 * ('H1 weich bis 60 kg') matches the chat's line ('H1 (weich, bis 60 kg): …') and a label the
 * page prints apart ('Telefon' above the number) matches 'Telefon: …'. Every word and figure
 * still has to be there, in the page's order.
 */
function words(text: string): string {
  return ` ${text
    .replace(/\u00ad/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@]+/gu, ' ')
    .trim()} `;
}

/** A text's sentences: lines, and within a line the parts after '.', '!' or '?'. */
function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„\d])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

const clientDir = path.join(process.env.ASTRO_OUT_DIR ?? process.env.DIST_DIR ?? 'dist', 'client');
const pages = existsSync(clientDir)
  ? [...htmlFiles(clientDir)].map((file) => words(pageText(readFileSync(file, 'utf8'))))
  : [];

const unbackedOn = (text: string) => sentencesOf(text).filter((s) => !pages.some((p) => p.includes(words(s))));

describe.skipIf(pages.length === 0)('the curated chat answers', () => {
  it('catch the sentences no page states (regressions)', () => {
    for (const claim of [
      'In unserem Showroom können Sie alle Modelle testen.',
      'Handarbeit zu fairen Preisen.',
      'Bei weiteren Entfernungen nennen wir Ihnen die Lieferkosten gern vorab.',
    ])
      expect(unbackedOn(claim), claim).toEqual([claim]);
    // A page's sentence passes whatever its punctuation and spacing.
    expect(unbackedOn(`Mit dem Auto:   ${directions.byCar.replace(/ /g, '\u00a0')}`)).toEqual([]);
  });

  it('state only what a built page states', () => {
    const allowed = new Set(conversational.map(words));
    const unbacked = chatTopics.flatMap((topic) =>
      sentencesOf(topic.answer.text)
        .map(words)
        .filter((s) => !allowed.has(s) && !pages.some((p) => p.includes(s)))
        .map((s) => `${topic.id}: ${s}`),
    );
    expect(unbacked).toEqual([]);
  });
});
