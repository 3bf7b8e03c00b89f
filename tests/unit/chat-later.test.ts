/**
 * Code only rare messages need (an English one) loads when such a message comes: a German
 * question is answered at once without it, an English one once it has loaded, with the reply the
 * engine gives where everything is loaded (engine-for.ts, as chat:eval runs it).
 */
import { describe, expect, it } from 'vitest';
import { replyTo } from '../../src/lib/chat/assistant.ts';
import { loadedEnglish } from '../../src/lib/chat/later.ts';

describe('the chat loads code for rare messages when one comes', () => {
  it('answers German questions at once, without the English reading', () => {
    for (const q of ['Wie lange dauert die Lieferung?', 'Welche Härte bei 90 kg?', 'Hallo', 'Was kostet ein Topper?']) {
      expect(replyTo([q])).not.toBeInstanceOf(Promise);
    }
    expect(loadedEnglish()).toBeUndefined();
  });

  it('answers an English message once its code is there, as the fully loaded engine does', async () => {
    const conversations = [
      ['When are you open?'],
      ['Hallo', 'Do you deliver to the Netherlands?'],
      ['I am 6\'2" and weigh 200 lbs, which mattress would you recommend?'],
    ];
    const first = replyTo(conversations[0]!);
    expect(first).toBeInstanceOf(Promise);
    const replies = [await first, ...conversations.slice(1).map((c) => replyTo(c))];
    expect(replies.some((r) => r instanceof Promise)).toBe(false);
    const { engineFor } = await import('../../src/lib/chat/engine-for.ts');
    const { default: knowledge } = await import('virtual:chat-knowledge');
    const { engine } = engineFor(knowledge);
    expect(replies).toEqual(conversations.map((c) => engine.reply(c)));
  });
});
