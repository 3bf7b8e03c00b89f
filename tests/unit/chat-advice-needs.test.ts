/**
 * Product and advice answers that must say all the message asks: a complaint's words stand in
 * one sentence; a part asking a section's heading question gets the whole section beside the
 * other parts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatComplaint } from '../../src/content/chat-intents.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';

const { engine } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);

describe('chat: a complaint is said in one sentence', () => {
  it('never reads a question and the next sentence together as a complaint, generated', () => {
    const firsts = ['Wie hoch sollte das Bett sein?', 'Wann sollte ich die Matratze wenden?', 'Wie fest sollte sie sein?'];
    const seconds = [
      'Kommen Sie auch zu ihr nach Hause zur Beratung?',
      'Kommt ihr auch ins Haus?',
      'Kommen Sie zum Ausmessen vorbei?',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...firsts), fc.constantFrom(...seconds), (a, b) => {
        expect(reply(`${a} ${b}`).text).not.toBe(chatComplaint.reply.text);
      }),
    );
  });

  it('still answers a complaint said in one sentence as one', () => {
    for (const text of ['Mein Bett sollte schon längst kommen!', 'Wo bleibt mein Bett? Ich bin echt sauer.'])
      expect(reply(text).text, text).toBe(chatComplaint.reply.text);
  });
});

describe('chat: a section’s heading question beside another part', () => {
  it('gives the rule and every level beside the home visit', () => {
    const text = reply(
      'Meine Mutter ist 82 und kommt schwer aus dem Bett raus. Wie hoch sollte das Bett sein? Kommen Sie auch zu ihr nach Hause zur Beratung?',
    ).text;
    expect(text).toContain('Als Faustregel gilt');
    for (const level of [/Standard \(40–45\scm\)/, /Komfort \(50–55\scm\)/, /Hoch \(60\scm\+\)/]) expect(text).toMatch(level);
    expect(text).toMatch(/Wir messen Ihr Schlafzimmer aus/);
  });
});
