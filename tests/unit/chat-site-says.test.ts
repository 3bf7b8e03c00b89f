/**
 * What the site says in one clause of a long page, found by the visitor's words: a clause of a
 * legal page answers a question that asks every word of its section's heading, as the search
 * reads the question ('Verbraucherschlichtung' is the Impressum's 'Verbraucherstreitbeilegung',
 * 'Liefertermin' a word of the AGB's 'Lieferung'), and never a question that asks only part of a
 * heading ('MwSt' is not the VAT id's heading); 'nachträglich wieder ändern' is the copy's
 * 'jederzeit … ändern'; the stops of 'z.B.' end no sentence; 'wie lange sollte man da liegen?'
 * asks how long to try a bed; goods passed on ('gebraucht übernommen') are the guarantee's resale;
 * damage on goods in use told with frustration is a complaint; an English call back is the request
 * the assistant cannot carry out; a special size in the question is named as one before an answer
 * about special sizes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { withoutAbbreviationStops } from '../../src/lib/chat/engine.ts';
import { operator, standardSizes } from '../../src/content/site.ts';
import { chatSpecialSizeNote } from '../../src/content/chat-intents.ts';
import { chatRareReplies } from '../../src/content/chat-rare-replies.ts';

const { engine } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns).text;

describe('a legal clause and its section heading', () => {
  it('answers the consumer arbitration asked by the heading compound’s last word, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          (x: string) => `Nehmt ihr an ${x} teil?`,
          (x: string) => `Macht ihr bei ${x} mit?`,
          (x: string) => `Gibt es bei euch ${x}?`,
        ),
        fc.constantFrom('Verbraucherschlichtung', 'einer Verbraucherschlichtung', 'Streitbeilegung'),
        (frame, thing) => {
          expect(reply(frame(thing)), frame(thing)).toMatch(/nicht bereit und nicht verpflichtet/);
        },
      ),
    );
    // Beside another legal question, each keeps its answer.
    const both = reply('Nehmt ihr an Verbraucherschlichtung teil? Und wie ist eure USt-IdNr?');
    expect(both).toMatch(/nicht bereit und nicht verpflichtet/);
    expect(both).toContain(operator.vatId!);
  });

  it('answers an agreed delivery time from the AGB’s delivery clause, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Kann man', 'Kann ich', 'Lässt sich'),
        fc.constantFrom('einen bestimmten Liefertermin', 'eine bestimmte Uhrzeit für die Lieferung'),
        fc.constantFrom('ausmachen', 'vereinbaren'),
        (start, what, verb) => {
          const q = `${start} ${what} ${verb}?`;
          expect(reply(q), q).toMatch(/Uhrzeit der Lieferung stimmen wir/);
        },
      ),
    );
  });

  it('gives no clause for a question asking only part of its heading', () => {
    expect(reply('hab ein angebot von euch bekommen', 'ist da die mwst schon mit drin?')).not.toContain(
      operator.vatId!,
    );
    expect(reply('wir wohnen im 4. stock ohne aufzug, tragt ihr das hoch oder kostet das aufpreis?')).not.toMatch(
      /Überweisung/,
    );
  });
});

describe('a choice changed later', () => {
  it('is the copy’s "jederzeit … ändern", for the cookie settings too after the cookies, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('nachträglich', 'wieder', 'später', 'nachträglich wieder'),
        fc.constantFrom('ändern', 'widerrufen'),
        (later, verb) => {
          const q = `wie kann ich meine Cookie-Auswahl ${later} ${verb}?`;
          expect(reply(q), q).toContain('„Cookie-Einstellungen“');
        },
      ),
    );
    expect(reply('Welche Cookies nutzt ihr hier?', 'und wie kann ich das nachträglich wieder ändern?')).toContain(
      '„Cookie-Einstellungen“',
    );
  });
});

describe("'direkt' with ordering", () => {
  it('asks how to order, answered by the AGB’s contract clause, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Kann ich', 'Kann man'),
        fc.constantFrom('hier auf der Website direkt', 'direkt auf der Website', 'direkt über eure Website'),
        fc.constantFrom('bestellen', 'kaufen'),
        (start, where, verb) => {
          const q = `${start} ${where} ${verb}?`;
          expect(reply(q), q).toContain('Über die Website werden keine Verträge geschlossen');
        },
      ),
    );
  });
});

describe('the stops of a short abbreviation', () => {
  it('end no sentence: the question keeps its mark and its answer, generated', () => {
    fc.assert(
      fc.property(fc.constantFrom('z.B.', 'z. B.', 'Z.B.', 'u.a.', 'd.h.'), (abbreviation) => {
        expect(withoutAbbreviationStops(`an Feiertagen, ${abbreviation} Ostermontag?`)).not.toMatch(/\.\s/);
        const text = reply(`Habt ihr sonntags auf? Oder an Feiertagen, ${abbreviation} Ostermontag?`);
        expect(text).toMatch(/Sonntag: geschlossen/);
        expect(text).toMatch(/Zu einem Teil Ihrer Frage/);
      }),
    );
    for (const kept of ['Ende. Neu', 'bis 1.5. geliefert', 'Nr. 5 bitte'])
      expect(withoutAbbreviationStops(kept)).toBe(kept);
  });
});

describe('how long to lie on a bed', () => {
  it('is the time to try it, never a sleeping position or the hardness table, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('wie lang', 'wie lange', 'Wie lange'),
        fc.constantFrom('sollte man', 'soll ich', 'muss man'),
        fc.constantFrom('da liegen bleiben', 'drauf liegen', 'probeliegen', 'auf einem Bett liegen'),
        (how, who, lie) => {
          const q = `${how} ${who} ${lie}?`;
          const text = reply(q);
          expect(text, q).toMatch(/15–20 Minuten/);
          expect(text, q).not.toMatch(/H1 \(weich/);
        },
      ),
    );
    expect(
      reply('Kann man bei euch im Laden auch Wasserbetten probeliegen?', 'wie lang sollte man da liegen bleiben?'),
    ).toMatch(/15–20 Minuten/);
  });
});

describe('goods passed on', () => {
  it('are a resale, whose guarantees hold, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Ich hab das Bett gebraucht von meiner Schwester übernommen.',
          'Hab das Bett gebraucht von ner Freundin übernommen.',
          'Wir haben die Matratze von unserem Nachbarn geerbt.',
          'Ich habe das Boxspringbett gebraucht gekauft.',
        ),
        fc.constantFrom('Gilt die Garantie dann noch für mich?', 'Gilt eure Garantie dann noch?'),
        (situation, question) => {
          expect(reply(`${situation} ${question}`)).toMatch(/bleiben bei einem Weiterverkauf bestehen/);
        },
      ),
    );
  });
});

describe('damage on goods in use, told with frustration', () => {
  it('is a complaint: the apology and the contacts, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'seitdem quietscht das teil bei jeder bewegung',
          'jetzt wackelt das Kopfteil',
          'das Bett knarzt ständig',
        ),
        fc.constantFrom('bin echt genervt', 'echt ärgerlich', 'ich bin enttäuscht'),
        (damage, feeling) => {
          const text = reply('Ich hab im Januar bei euch ein Boxspringbett gekauft.', `${damage}, ${feeling}`);
          expect(text).toBe(chatRareReplies.complaint.text);
        },
      ),
    );
    // At delivery, the order is put right: the apology and the contacts alone.
    expect(reply('Das Bett ist gestern gekommen und das Kopfteil wackelt, echt ärgerlich')).toBe(
      chatRareReplies.complaint.text,
    );
  });
});

describe('an English call back', () => {
  it('is the request the assistant cannot carry out, with the ways to a call back, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Can someone call me back?', 'Could you call us back tomorrow?', 'Can I get a callback?'),
        fc.constantFrom(' My number is 0171 2345678.', ' I would like to order a mattress.'),
        (ask, number) => {
          expect(reply(`${ask}${number}`)).toContain(chatRareReplies.request.text);
        },
      ),
    );
  });
});

describe('a special size in the question', () => {
  it('is named as one before an answer that speaks of special sizes, generated', () => {
    const standard = new Set(standardSizes.widthsCm.flatMap((w) => standardSizes.lengthsCm.map((l) => `${w}x${l}`)));
    fc.assert(
      fc.property(fc.integer({ min: 80, max: 200 }), fc.integer({ min: 200, max: 250 }), (w, l) => {
        fc.pre(!standard.has(`${w}x${l}`));
        const text = reply(`Ich hab ne Matratze in ${w}x${l} bestellt. Kann ich die in den 120 Tagen umtauschen?`);
        expect(text).toContain(chatSpecialSizeNote([w, l]));
        expect(text).toMatch(/nicht für Sondermaße/);
      }),
      { numRuns: 15 },
    );
    // A standard size gets no such note.
    expect(reply('Ich hab ne Matratze in 140x200 bestellt. Kann ich die in den 120 Tagen umtauschen?')).not.toMatch(
      /keine unserer Standardgrößen/,
    );
  });
});
