/**
 * The chat says nothing about the business that the site's pages do not say: every sentence of
 * every curated answer (src/content/chat-topics.ts, with the values it imports filled in) is
 * found in the text of a built page, or it is one of the few conversational sentences below that
 * state no fact. A sentence written by hand around imported values ('alle Modelle testen',
 * 'Handarbeit zu fairen Preisen') is a claim the owner never approved on a page and fails here.
 *
 * Reads the build (tests/support/built-pages.ts), as the visitor reads it.
 */
import { describe, expect, it } from 'vitest';
import { builtPages as pages, sentencesOf, words } from '../support/built-pages.ts';
import { chatTopics } from '../../src/content/chat-topics.ts';
import { directions } from '../../src/content/site.ts';

/**
 * Sentences that state no fact about the business, each with why. Anything else a curated answer
 * says must be on a page.
 */
const conversational: readonly string[] = [];

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
