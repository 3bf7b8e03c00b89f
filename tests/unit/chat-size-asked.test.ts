/**
 * The visitor's bed size: read from the conversation in any spelling, judged by the site's one
 * definition (the standard widths, each in the standard lengths; every other size a Sondermaß),
 * and answered with what the site says follows for the aspect asked.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatStandardSize } from '../../src/content/chat-intents.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { isStandard, sizeAsked, sizeVerdict } from '../../src/lib/chat/size-asked.ts';

const { engine } = engineFor(knowledge);
/** The reply's text, its no-break spaces as spaces. */
const reply = (...turns: string[]) => engine.reply(turns).text.replace(/\u00a0/g, ' ');

const widths = chatStandardSize.widths as readonly number[];
const lengths = chatStandardSize.lengths as readonly number[];
const otherWidths = [75, 95, 110, 135, 150, 175, 190, 220, 280];
const otherLengths = [180, 190, 195, 205, 215, 225, 235, 245, 260];

const spellings = [
  (w: number, l: number) => `${w}x${l}`,
  (w: number, l: number) => `${w} x ${l}`,
  (w: number, l: number) => `${w}×${l}`,
  (w: number, l: number) => `${w} × ${l}`,
  (w: number, l: number) => `${w} * ${l}`,
  (w: number, l: number) => `${w} mal ${l}`,
];
const sentence = fc.constantFrom(
  (s: string) => `habt ihr eine Matratze in ${s}?`,
  (s: string) => `ist ${s} bei euch Standard?`,
  (s: string) => `Ich brauche ein Bett ${s}, wie lange dauert das?`,
);

describe('the size a message names', () => {
  it('is standard for every standard width in every standard length, in every spelling', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...widths),
        fc.constantFrom(...lengths),
        fc.constantFrom(...spellings),
        sentence,
        (w, l, spell, say) => {
          const size = sizeAsked([say(spell(w, l))]);
          expect(size).toEqual({ width: w, length: l });
          expect(isStandard(size!)).toBe(true);
          expect(sizeVerdict(size!)).toMatch(/ist eine unserer Standardgrößen/);
        },
      ),
    );
  });

  it('is a Sondermaß for every other pair', () => {
    const anyWidth = fc.constantFrom(...widths, ...otherWidths);
    const anyLength = fc.constantFrom(...lengths, ...otherLengths);
    fc.assert(
      fc.property(anyWidth, anyLength, fc.constantFrom(...spellings), sentence, (w, l, spell, say) => {
        fc.pre(!(widths.includes(w) && lengths.includes(l)));
        const size = sizeAsked([say(spell(w, l))])!;
        expect(isStandard(size)).toBe(false);
        expect(sizeVerdict(size)).toMatch(/ist keine unserer Standardgrößen .*, sondern ein Sondermaß\.$/);
      }),
    );
  });

  it('judges a width alone by the list of widths, the same verdict for every length', () => {
    fc.assert(
      fc.property(fc.constantFrom(...widths, ...otherWidths), (w) => {
        for (const said of [`in ${w} breit`, `${w} cm breit`, `mit einer Breite von ${w}`]) {
          const size = sizeAsked([`und ${said}?`])!;
          expect(size).toEqual({ width: w });
          expect(isStandard(size)).toBe(widths.includes(w));
        }
      }),
    );
  });

  it('completes a width with the length of an earlier turn or the length recommended for a height', () => {
    expect(sizeAsked(['Wir nehmen ein Bett in 160x220.', 'und in 175 breit?'])).toEqual({ width: 175, length: 220 });
    expect(sizeAsked(['Wir wollen 200 × 220.', 'und wenn 215 lang?'])).toEqual({ width: 200, length: 215 });
    expect(
      sizeAsked([
        'Mein Mann ist 1,97 und wiegt 130. Welche Länge?',
        'und das ganze in 180 breit – ist das noch normal lieferbar?',
      ]),
    ).toEqual({ width: 180, length: 230 });
    // A bare figure is no body height: nothing completes the width.
    expect(sizeAsked(['Und was wenn ichs 150 breit will statt 140?'])).toEqual({ width: 150 });
  });

  it('gives no verdict where the visitor named no size', () => {
    expect(sizeAsked(['Wie lange dauert die Lieferung?'])).toBeUndefined();
    expect(sizeAsked(['Ich 165 cm und 58 kg, wie lang sollte das Bett sein?'])).toBeUndefined();
    expect(reply('Wie lange dauert die Lieferung?')).not.toMatch(/unserer Standard/);
  });
});

describe('the answer about the size (spent sets)', () => {
  it('says a standard size with the delivery time where the size alone is asked', () => {
    const topper = reply(
      'brauche einen topper 90x220 für meinen sohn, habt ihr das oder ist das schon sonderanfertigung?',
    );
    expect(topper).toMatch(/^90 × 220 cm ist eine unserer Standardgrößen/);
    expect(topper).toMatch(/Topper gibt es in allen Standardgrößen/);
    expect(topper).toMatch(/liefern wir in 1–2 Wochen/);
    expect(
      reply(
        'Mein Mann ist 1,97 und wiegt 130. Welche Länge und welcher Härtegrad?',
        'und das ganze in 180 breit – ist das noch normal lieferbar oder sonderanfertigung?',
      ),
    ).toMatch(/^180 × 230 cm ist eine unserer Standardgrößen.*liefern wir in 1–2 Wochen/);
    expect(reply('Brauche ein Bett 90x240, mein Sohn ist 2,03.', 'dauert das länger als normal?')).toMatch(
      /^90 × 240 cm ist eine unserer Standardgrößen.*liefern wir in 1–2 Wochen/,
    );
  });

  it('says a Sondermaß with what follows for the aspect asked', () => {
    expect(
      reply(
        'Wie funktioniert das bei euch mit dem Probeschlafen?',
        'auch wenn meine matratze 135 breit ist? ist ne maßanfertigung',
      ),
    ).toMatch(
      /^135 cm Breite ist keine unserer Standardbreiten.*sondern ein Sondermaß\..*Ausgenommen sind Matratzen in Sondermaßen\./s,
    );
    const wider = reply(
      'Kostet die Anpassung an unsere Dachschräge extra?',
      'und wenn ich das bett 175 breit haben will?',
    );
    expect(wider).toMatch(/^175 cm Breite ist keine unserer Standardbreiten.*den Preis nennen wir im Angebot/);
    expect(
      reply('Wir wollen 200 × 220. Ist das bei euch Standard oder schon Sonderanfertigung?', 'und wenn 215 lang?'),
    ).toMatch(/^200 × 215 cm ist keine unserer Standardgrößen.*Liefertermin verbindlich im Angebot/);
    expect(
      reply(
        'Ich habe telefonisch bestellt. Kann ich das widerrufen?',
        'auch wenn das ne Sondergröße mit Dachschrägen-Anpassung ist?',
      ),
    ).toMatch(/Das Widerrufsrecht besteht nicht .*\(§ 312g Abs\. 2 Nr\. 1 BGB\)\. Das betrifft .*etwa in Sondermaßen/);
  });

  it('keeps the honest fallback where only a standard size and the withdrawal are asked (the right depends on where the contract was made)', () => {
    expect(
      reply(
        'Habe letzte Woche im Showroom ein Bett in 160x200 gekauft, normale Ausführung. Kann ich das innerhalb von 14 Tagen widerrufen?',
      ),
    ).not.toMatch(/bleibt Ihr Widerrufsrecht bestehen/);
  });

  it('adds nothing where the message asks nothing about the size', () => {
    expect(reply('Passt ein 230er Bett durch ein normales Treppenhaus, kommt das in Teilen?')).not.toMatch(/Standard/);
    expect(reply('Bin 1,68 groß und wiege 57 Kilo. Passt ein normales 200er Bett und welche Härte?')).not.toMatch(
      /unserer Standard/,
    );
    expect(
      reply('Wann muss man bei euch eigentlich bezahlen?', 'und bei ner sonderanfertigung, familienbett 290 breit?'),
    ).not.toMatch(/Liefertermin/);
  });
});
