/**
 * Whole answers: where the site answers every part of a question, the reply says each part's
 * answer, not only its topic (an exclusion list with its verdict).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { buildPassages } from '../../src/lib/chat/knowledge.ts';

const { engine } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);

describe('chat answers: a heading that says no is said with its items', () => {
  it('gives every item listed under a negating heading its heading', () => {
    const negating = buildPassages().filter(
      (p) => /(?<!\p{L})(?:nicht|kein\p{L}*|ausgenommen|ausgeschlossen)(?!\p{L})/iu.test(p.title) && !p.title.endsWith('?'),
    );
    expect(negating.length).toBeGreaterThan(0);
    for (const p of negating) expect(p.text, p.id).toContain(p.title);
  });

  it('answers whether the guarantee covers an excluded thing with "nicht erfasst", generated', () => {
    const things = [
      'wenn die Polster mit der Zeit nachgeben',
      'die Batterien von der Fernbedienung',
      'Verschleißteile',
      'gewöhnliche Abnutzung',
    ];
    const frames = [
      (t: string) => `deckt die Garantie auch ${t} ab?`,
      (t: string) => `und was ist bei der Garantie nicht drin? ${t}?`,
      (t: string) => `Ist ${t} von der Garantie erfasst?`,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...things), fc.constantFrom(...frames), (t, frame) => {
        const text = reply(frame(t)).text;
        if (text.includes('Gewöhnliche Abnutzung wie')) expect(text).toContain('Nicht erfasst: Gewöhnliche Abnutzung');
      }),
    );
    expect(
      reply('deckt die garantie auch ab wenn die polster mit der zeit nachgeben? und die batterien von der fernbedienung?').text,
    ).toMatch(/^Nicht erfasst: Gewöhnliche Abnutzung/);
  });
});
