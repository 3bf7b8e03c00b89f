/**
 * A clause's heading names its subject: a visitor's word the synonym table reads as a word of a
 * clause's own heading ('Firma' and 'Gewährleistung' for the AGB's clause headed
 * 'Gewährleistung', 'Fonts' for 'Schriftarten') asks that clause, even with the rest of the
 * question left over; an everyday word read as a word of a curated topic ('Auto' for the
 * directions) still does not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { expandPassages } from '../../src/lib/chat/passages.ts';
import { chatSynonymGroups } from '../../src/content/chat-synonyms.ts';
import { isSynonym, normalizeWord, tokenize } from '../../src/lib/chat/text.ts';

const { engine, matcher } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns).text;

/** The long pages' clauses, each heading word the synonym table reaches, and the visitor's words for it. */
const headed = expandPassages(knowledge.sections)
  .filter((p) => /^\/(?:agb|garantie|datenschutz|impressum)$/.test(p.page))
  .flatMap((p) =>
    chatSynonymGroups.flatMap((group) => {
      const word = tokenize(p.title).find((w) => normalizeWord(w) === normalizeWord(group[0]!));
      const visitor = group.slice(1).filter((v) => isSynonym(v) && !v.includes(' '));
      return word && visitor.length ? [{ id: p.id, word, visitor }] : [];
    }),
  );

describe('a clause asked by its heading in the visitor’s words', () => {
  it('the long pages have clauses whose heading the synonym table reaches', () => {
    expect(headed.length).toBeGreaterThan(20);
  });

  it('a clause answered for its heading’s word is answered for the visitor’s word, generated', () => {
    const frames = [
      (x: string) => `Was gilt bei euch zur ${x}?`,
      (x: string) => `Wie ist das mit ${x} genau geregelt?`,
      (x: string) => `Erklärt mir ${x} mal kurz`,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...headed), fc.nat(), fc.constantFrom(...frames), ({ word, visitor }, n, frame) => {
        const own = matcher.match(frame(word));
        fc.pre(own.kind === 'passage');
        const asked = frame(visitor[n % visitor.length]!);
        expect(matcher.match(asked).kind, asked).toBe('passage');
      }),
      { numRuns: 300 },
    );
  });

  it('the warranty asked as a business (named cases)', () => {
    expect(reply('Wie lange Gewährleistung habe ich als Firma?')).toMatch(/ein Jahr ab Ablieferung/);
    expect(
      reply(
        'Wir sind eine kleine Pension und kaufen 6 Betten. Wie lange ist die Gewährleistung bei uns als Firma, und wie lange bei Privatkunden?',
      ),
    ).toMatch(/ein Jahr ab Ablieferung/);
  });

  it('an everyday word read as a curated topic’s word still means something else', () => {
    expect(matcher.match('Ich will mein Auto verkaufen').kind).toBe('fallback');
    expect(reply('Ich will mein Auto verkaufen')).not.toMatch(/A45/);
    // 'MwSt' reaches the VAT id's heading, yet asks whether the prices include it.
    expect(reply('kommt die MwSt noch drauf?')).not.toMatch(/DE000000000/);
  });
});
