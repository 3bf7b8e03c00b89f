import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatFallback } from '../../src/content/chat.ts';
import { chatGuaranteeClaim, chatPartFallback } from '../../src/content/chat-intents.ts';
import { expandPassages } from '../../src/lib/chat/passages.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';

const { engine, matcher } = engineFor(knowledge);
const passages = expandPassages(knowledge.sections);
/** The guarantee page's passage on making a claim, as the knowledge holds it. */
const claim = matcher.match(chatGuaranteeClaim.query).answer;
/** Whether a reply comes from the guarantee's terms: the section holding the claim's passage. */
const fromTerms = (links: readonly { href: string }[] | undefined) =>
  (links ?? []).some((l) => l.href === claim.links?.[0]?.href);
const count = (text: string, part: string) => text.split(part).length - 1;

describe('a guarantee case gets the guarantee page on making a claim', () => {
  it("finds the claim's passage in the guarantee page's knowledge", () => {
    expect(passages.some((p) => p.page === '/garantie' && p.text === claim.text)).toBe(true);
    expect(claim.links?.[0]?.href).toMatch(/^\/garantie#/);
  });

  it('gives it once, after the cover or the exclusion, for a defect described or asked about', () => {
    const subjects = ['Die Fernbedienung', 'Der Motor', 'Mein Topper', 'Der Bezug', 'Unsere Matratze', 'Das Kopfteil'];
    const states = ['reagiert nicht mehr', 'ist kaputt', 'ist defekt', 'ist total plattgelegen', 'ist durchgelegen'];
    const asks = [
      'Fällt das unter Garantie?',
      'Greift da die Garantie?',
      'Ist das ein Garantiefall?',
      'Ist das Garantie?',
    ];
    let answered = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...subjects),
        fc.constantFrom(...states),
        fc.constantFrom(...asks),
        fc.constantFrom('nach 3 Jahren', 'seit einer Weile', ''),
        (subject, state, ask, when) => {
          const reply = engine.reply([`${subject} ${when ? `${state} ${when}` : state}. ${ask}`]);
          if (!fromTerms(reply.links) || reply.text === chatFallback.text) return;
          answered++;
          expect(count(reply.text, claim.text)).toBe(1);
          // After the cover, before the note that a part is open.
          expect(reply.text.indexOf(claim.text)).toBeGreaterThan(0);
          const note = reply.text.indexOf(chatPartFallback.text);
          if (note >= 0) expect(note).toBeGreaterThan(reply.text.indexOf(claim.text));
        },
      ),
      { numRuns: 120 },
    );
    expect(answered).toBeGreaterThan(10);
  });

  it('gives it for the named cases', () => {
    for (const q of [
      'Die Fernbedienung vom elektrischen Bett reagiert nicht mehr. Fällt das unter Garantie?',
      'Mein Topper ist nach 3 Jahren total plattgelegen. Ist das ein Garantiefall?',
      'nach 3 jahren ist das polster vom kopfteil etwas durchgesessen. fällt das unter garantie?',
    ]) {
      const reply = engine.reply([q]);
      expect(reply.text).toContain('Nicht erfasst');
      expect(reply.text).toContain(claim.text);
    }
  });

  it('does not give it without a case, to a complaint, or for damage the guarantee does not take', () => {
    for (const turns of [
      ['Wie lange habt ihr Garantie?'],
      ['Gilt die Garantie auch im Ausland?'],
      ['Wer entscheidet im Garantiefall, ob repariert oder ersetzt wird?'],
      ['Was ist von der Garantie nicht erfasst?'],
      ["Was verstehen Sie unter 'gewöhnlicher Abnutzung'?"],
      ['Gestern geliefert und das Kopfteil hat einen Riss!'],
      ['Eure Monteure haben das Kopfteil zerkratzt. Greift da die Garantie?'],
      ['Der Hund hat das Kopfteil zerkratzt', 'ist das Garantie?'],
    ])
      expect(engine.reply(turns).text).not.toContain(claim.text);
  });
});
