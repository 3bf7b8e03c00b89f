/**
 * A part of a multi-part message gets at least what it gets asked alone: single questions that
 * each get a content answer (the suggestions and the visitor tuning set), joined by '?', 'und' or
 * a comma, keep every part's answer in the joined reply.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatCopy, chatFallback } from '../../src/content/chat.ts';
import { chatPartFallback } from '../../src/content/chat-intents.ts';
import { typeset } from '../../src/lib/typography.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { splitParts } from '../../src/lib/chat/engine.ts';
import tuning from './chat-eval/visitor-tuning.json' with { type: 'json' };

const { engine, matcher } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);
const terms = (p: string) => matcher.terms(p);
const lower = (q: string) => `${q[0]!.toLowerCase()}${q.slice(1)}`;
const bare = (q: string) => q.replace(/\?\s*$/, '');

/**
 * The single questions: one part each, no figures (those get the Schlafberater's advice, which
 * answers the whole message), opening as a question the split recognises after 'und' and after a
 * comma (a second question after a comma opens with a question word or verb: after a statement
 * or a 'wenn' clause the comma opens the main clause of one question), and answered from a page.
 */
const pool = [
  ...chatCopy.suggestions,
  ...(tuning as { turns: string[]; answerable: boolean }[])
    .filter((t) => t.turns.length === 1 && t.answerable)
    .map((t) => t.turns[0]!),
].flatMap((q) => {
  if (!/\?\s*$/.test(q) || bare(q).includes('?') || /\d/.test(q)) return [];
  // A question that is itself two ('für Topper und für die Batterien …?') has two answers, and a
  // message gets at most three answers: the documented limit, not tested here.
  if (/\b(?:und|oder)\b|,/.test(bare(q).replace(/^und /i, ''))) return [];
  if (splitParts(q, terms).length !== 1) return [];
  if (splitParts(`Wann habt ihr offen und ${lower(q)}`, terms).length !== 2) return [];
  if (splitParts(`Wann habt ihr offen, ${lower(q)}`, terms).length !== 2) return [];
  const r = reply(q);
  if (r.text === chatFallback.text || r.text.includes(chatPartFallback.text)) return [];
  if (!r.links?.some((l) => /^\/(?!kontakt)/.test(l.href))) return [];
  return [{ q, head: r.text.split('\n')[0]!.slice(0, 60) }];
});

const joins = [
  (a: string, b: string) => `${a} ${b}`,
  (a: string, b: string) => `${bare(a)} und ${lower(b)}`,
  (a: string, b: string) => `${bare(a)}, ${lower(b)}`,
];

describe('chat: a part of a message gets what it gets alone', () => {
  it('has single questions of many topics to join', () => {
    expect(pool.length).toBeGreaterThanOrEqual(15);
  });

  it('keeps the answer of each of two or three joined questions, generated', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: pool.length - 1 }), { minLength: 2, maxLength: 3 }),
        fc.array(fc.constantFrom(...joins), { minLength: 2, maxLength: 2 }),
        (picked, how) => {
          const qs = picked.map((i) => pool[i]!);
          const message = qs.slice(1).reduce((m, x, k) => how[k]!(m.endsWith('?') ? m : `${m}?`, x.q), qs[0]!.q);
          const text = reply(message).text;
          for (const x of qs) expect(text, `${message} – ${x.q}`).toContain(x.head);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("reads 'da' as the place the part before named (the showroom)", () => {
    const text = reply('Wie groß ist euer Showroom und kann ich da verschiedene Wasserbetten direkt vergleichen?').text;
    expect(text).toContain(typeset('1.000 m²'));
    expect(text).toContain('verschiedene Beruhigungsstufen nebeneinander');
    expect(text).not.toContain(chatPartFallback.text);
    const samples = reply(
      'wie groß ist euer showroom eigentlich? kann ich da auch stoffe anfassen und mir was ausmessen lassen?',
    ).text;
    expect(samples).toContain(typeset('Stoff- und Farbmuster zum Anfassen'));
    expect(samples).not.toContain(chatPartFallback.text);
  });

  it("keeps 'da' of a product the part before named as before (the water bed's filling)", () => {
    const text = reply(
      'Wer baut eigentlich das Wasserbett auf und füllt es? Muss ich da selbst Wasser reinmachen?',
    ).text;
    expect(text).toContain('befüllen');
    expect(text).not.toContain('schwerelos schlafen');
  });

  it('answers a part naming a model of its own beside a part about another product', () => {
    const text = reply('Dauert die Lieferung bei Überlänge länger? Was ist beim Luxury drin?').text;
    expect(text).toContain(typeset('Überlänge bis 250 cm'));
    expect(text).toContain('Luxury');
    expect(text).toContain('Taschenfederkern in Box und Matratze');
  });
});
