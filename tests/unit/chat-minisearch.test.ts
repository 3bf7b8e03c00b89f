/**
 * The chat's search runs the part of MiniSearch it needs (src/lib/chat/vendor/minisearch.js): the
 * same index and search as the package, without the code for changing an index or serialising it.
 * The matcher over the chat's knowledge finds the same passages with the same scores through
 * either, for the spent sets' questions and for generated ones (words of the site with typos,
 * prefixes and noise).
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import type { ChatMatcher } from '../../src/lib/chat/matcher.ts';

async function matcherWith(search: 'vendored' | 'package'): Promise<ChatMatcher> {
  vi.resetModules();
  if (search === 'package') vi.doMock('../../src/lib/chat/vendor/minisearch.js', () => import('minisearch'));
  else vi.doUnmock('../../src/lib/chat/vendor/minisearch.js');
  const { createMatcher } = await import('../../src/lib/chat/matcher.ts');
  const { expandPassages } = await import('../../src/lib/chat/passages.ts');
  const { chatFallback, chatSmallTalk } = await import('../../src/content/chat.ts');
  return createMatcher(knowledge.topics, expandPassages(knowledge.sections), chatFallback, chatSmallTalk);
}

const dir = new URL('../../docs/chat-eval/', import.meta.url);
const spentQuestions = readdirSync(dir)
  .filter((f) => /^(?:fresh\d*|heldout)\.json$/.test(f))
  .flatMap((f) => (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { turns: string[] }[]).flatMap((i) => i.turns));

/** Words of the site, to build questions from. */
const siteWords = [
  ...new Set(
    knowledge.sections.flatMap(([, , , , items]) => items.flatMap(([title, text]) => `${title} ${text}`.split(/\s+/))),
  ),
].filter((w) => w.length >= 3);

/** A word of the site, as typed: whole, cut short, with a letter changed, dropped or doubled. */
const typedWord = fc
  .tuple(fc.constantFrom(...siteWords), fc.nat(4), fc.nat(40), fc.constantFrom('e', 'a', 'x', 'n'))
  .map(([w, how, at, letter]) => {
    const i = at % w.length;
    if (how === 0) return w;
    if (how === 1) return w.slice(0, Math.max(3, w.length - 2 - (at % 3)));
    if (how === 2) return w.slice(0, i) + letter + w.slice(i + 1);
    if (how === 3) return w.slice(0, i) + w.slice(i + 1);
    return w.slice(0, i) + w[i] + w.slice(i);
  });
const question = fc
  .tuple(fc.array(typedWord, { minLength: 1, maxLength: 6 }), fc.constantFrom('', '?', ' bitte?', '!'))
  .map(([words, end]) => words.join(' ') + end);

describe('the chat search: the kept part of MiniSearch', () => {
  it('finds what the package finds, with the same scores', async () => {
    const vendored = await matcherWith('vendored');
    const upstream = await matcherWith('package');
    const same = (q: string) => {
      expect(vendored.match(q)).toEqual(upstream.match(q));
      expect(vendored.terms(q)).toEqual(upstream.terms(q));
    };
    for (const q of spentQuestions) same(q);
    fc.assert(
      fc.property(question, (q) => same(q)),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (q) => same(q)),
      { numRuns: 100 },
    );
  }, 120_000);
});
