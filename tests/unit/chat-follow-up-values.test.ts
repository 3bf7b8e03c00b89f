/**
 * A noun-less follow-up that brings a value keeps the last question's topic: a weight change said
 * with when it will hold ('bis zum Sommer'), a bed's width for the size asked before, and a
 * statement asked again with the follow-up's value is a question.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatStandardSize, chatStatement } from '../../src/content/chat-intents.ts';
import { hardnessGuide } from '../../src/content/products/matratzen.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { specialSizeOf } from '../../src/lib/chat/engine.ts';
import { reapply, valuesOf } from '../../src/lib/chat/follow-up.ts';
import { hardnessForWeight } from '../../src/lib/sleep-advice.ts';

const { engine } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);
const widths = chatStandardSize.widths as readonly number[];
const lengths = chatStandardSize.lengths as readonly number[];
/** When a change will hold, as visitors say it. */
const when = fc.constantFrom(
  'bis zum sommer ',
  'bis nächstes jahr ',
  'bis nächsten Monat ',
  'in drei monaten ',
  'bis zur hochzeit ',
  'nach dem urlaub ',
  'bis weihnachten ',
  '',
);
const loss = fc.constantFrom('abnehm', 'abnehme', 'weniger hab', 'weniger wiege', 'abgenommen hab');
const opener = fc.constantFrom('und wenn ich ', 'und falls ich ', 'was ist wenn ich ', '');

describe('chat follow-ups: a weight change with when it will hold', () => {
  it('asks the last question again with the new weight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 160 }),
        fc.integer({ min: 5, max: 25 }),
        opener,
        when,
        loss,
        (kg, change, open, time, verb) => {
          const previous = `Ich wiege ${kg} Kilo, welchen Härtegrad brauch ich?`;
          expect(reapply(previous, `${open}${time}${change} kilo ${verb}?`)).toContain(`${kg - change} kg`);
        },
      ),
    );
  });

  it('answers with the hardness for the new weight through the engine', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 150 }), fc.integer({ min: 5, max: 25 }), when, (kg, change, time) => {
        const grade = hardnessForWeight(kg - change);
        const r = reply(`welcher härtegrad bei ${kg} kg?`, `und wenn ich ${time}${change} kilo abnehm?`);
        expect(r.text).toContain(`${grade} (${hardnessGuide.find((g) => g.grade === grade)!.name})`);
      }),
      { numRuns: 30 },
    );
  });

  it('keeps a long follow-up that is a question of its own as it is', () => {
    // Many words beside the time: not a value follow-up.
    expect(
      reapply(
        'ich wiege 80 kilo',
        'und wenn ich im sommer viel sport mache und dann 10 kilo weniger habe und anders schlafe?',
      ),
    ).toBe(undefined);
  });
});

describe('chat follow-ups: a width for the size asked before', () => {
  it('reads a width as the first figure of a size', () => {
    expect(valuesOf('und wenn ich 175 breit brauch?')).toEqual({ width: 175 });
    expect(valuesOf('und in 175 cm Breite?')).toEqual({ width: 175 });
    expect(valuesOf('und mit einer Breite von 175?')).toEqual({ width: 175 });
  });

  it('replaces the width of the last size, and needs a size to go into', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...widths),
        fc.constantFrom(...lengths),
        fc.integer({ min: 70, max: 220 }),
        fc.constantFrom(
          'und wenn ich W breit brauch?',
          'und in W breit?',
          'und W cm breit?',
          'und mit einer Breite von W?',
        ),
        (w, l, width, phrase) => {
          fc.pre(width !== w);
          const q = reapply(
            `wie lang dauert die lieferung von nem boxspringbett ${w}x${l}?`,
            phrase.replace('W', String(width)),
          );
          expect(q).toContain(`${width}x${l}`);
          expect(q).not.toContain(`${w}x${l}`);
        },
      ),
    );
    expect(reapply('wie lange dauert die lieferung?', 'und wenn ich 175 breit brauch?')).toBe(undefined);
  });

  it('names a width that is no standard width as a special size, never the standard delivery alone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...widths),
        fc.constantFrom(...lengths),
        fc.integer({ min: 70, max: 220 }),
        (w, l, width) => {
          fc.pre(!widths.includes(width));
          const r = reply(
            `wie lang dauert die lieferung von nem boxspringbett ${w}x${l}?`,
            `und wenn ich ${width} breit brauch?`,
          );
          expect(specialSizeOf(`${width}x${l}`)).toEqual([width, l]);
          expect(r.text).toContain(`${width} × ${l} cm`);
          expect(r.text).toMatch(/Sondermaß/);
          expect(r.text).toMatch(/Liefertermin verbindlich im Angebot/);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('chat follow-ups: a statement asked again with a value', () => {
  it('is read as a question, never answered as a statement', () => {
    fc.assert(
      fc.property(fc.constantFrom(...widths), fc.integer({ min: 201, max: 249 }), (w, l) => {
        fc.pre(!lengths.includes(l));
        const r = reply(
          `Ich hab telefonisch ein Bett in ${w}x200 bestellt und überleg zu widerrufen.`,
          `und wenns ${w}x${l} wär?`,
        );
        expect(r.text).not.toBe(chatStatement.reply.text);
      }),
      { numRuns: 15 },
    );
  });
});
