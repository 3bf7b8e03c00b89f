/**
 * Precision rules: a confident answer on the wrong topic is the worst outcome. A case the site
 * states a limit for, or nothing (abroad, a business customer, running costs, damage the
 * guarantee excludes, a special size's delivery date, collecting the goods oneself), is never
 * answered with the standard case's text; a short reaction ('ok schade') gets a short reply with
 * the contacts, never a passage; a part that refers back to an unanswered part does not pick a
 * section by its one word.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { company } from '../../src/content/site.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import {
  addresses,
  addressesCase,
  extractPersons,
  guaranteeYearsAsked,
  otherFamily,
  otherProduct,
  refersBack,
  unknownSubjects,
} from '../../src/lib/chat/engine.ts';
import { chatRareReplies } from '../../src/content/chat-rare-replies.ts';

const { engine } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);
const hrefs = (r: { links?: readonly { href: string }[] }) => (r.links ?? []).map((l) => l.href);
const fallbackLike = (text: string) => text.includes(company.phoneDisplay) && /Kontaktformular/.test(text);

describe('chat: cases the standard answer does not hold for', () => {
  it('never answers delivery abroad with the delivery time', () => {
    const country = fc.constantFrom('Österreich', 'die Schweiz', 'die Niederlande', 'Belgien', 'Luxemburg', 'Polen');
    const ask = fc.constantFrom(
      (c: string) => `Liefert ihr auch nach ${c}?`,
      (c: string) => `liefern sie auch nach ${c.replace(/^die /, '')}? wie lange dauert das?`,
      (c: string) => `Wir wohnen in ${c.replace(/^die /, 'der ')}. Liefert ihr da hin?`,
    );
    fc.assert(
      fc.property(country, ask, (c, q) => {
        const r = reply(q(c));
        expect(r.text).not.toMatch(/1–2 Wochen/);
        expect(fallbackLike(r.text)).toBe(true);
      }),
      { numRuns: 25 },
    );
    const en = reply('Hi, do you deliver to the Netherlands? I live in Venlo.');
    expect(en.text).not.toMatch(/1–2 Wochen/);
    expect(en.text).toContain(company.phoneDisplay);
    expect(en.text).toMatch(/10:00–18:00/);
  });

  it('gives a business customer the clause for businesses, never the consumer warranty', () => {
    const who = fc.constantFrom('als Firma', 'gewerblich', 'als Unternehmer', 'für unsere Pension, also als Firma');
    fc.assert(
      fc.property(who, (w) => {
        const r = reply(`Wir kaufen ${w}. Wie lange ist dann die Gewährleistung?`);
        expect(r.text).not.toMatch(/zwei Jahren ab Lieferung/);
        expect(r.text).toMatch(/Unternehmern|Kontaktformular/);
      }),
      { numRuns: 8 },
    );
    // A named regression: the one year for businesses (AGB).
    expect(reply('Ich kaufe gewerblich für meine Mietwohnungen. Wie lange ist die Gewährleistung dann?').text).toMatch(
      /Gegenüber Unternehmern .* ein Jahr/,
    );
  });

  it('never promises a free repair for damage the guarantee excludes', () => {
    const cause = fc.constantFrom(
      'mein hund hat am bezug vom kopfteil rumgekaut',
      'unsere Katze hat den Stoff zerkratzt',
      'Wir haben das Kopfteil selbst abgesägt',
    );
    const ask = fc.constantFrom('repariert ihr sowas und was kostet das?', 'Garantie?', 'übernehmt ihr das?');
    fc.assert(
      fc.property(cause, ask, (c, q) => {
        const r = reply(`${c}. ${q}`);
        expect(r.text).not.toMatch(/kosten Sie nichts/);
        expect(r.text).toMatch(/unsachgemäße|Kontaktformular/);
      }),
      { numRuns: 20 },
    );
  });

  it("gives a special size's delivery date as the site does, never the standard 1–2 weeks", () => {
    const size = fc.constantFrom('100 x 225', '95x205', '130 x 215', '100x185');
    fc.assert(
      fc.property(size, (s) => {
        const r = reply(`wir brauchen ${s} für so ne nische. wie lang muss ich darauf warten?`);
        expect(r.text).not.toMatch(/1–2 Wochen/);
      }),
      { numRuns: 8 },
    );
    // The pages' wording: 'Liefertermin im Angebot' or 'den Liefertermin verbindlich im Angebot'.
    expect(reply('Bei Sondergrößen dauert es länger oder? wie lang dann ungefähr?').text).toMatch(
      /Liefertermin (?:verbindlich )?im Angebot/,
    );
    // Standard sizes keep the standard answer.
    expect(reply('Wie lange dauert die Lieferung bei Überlänge?').text).toMatch(/1–2 Wochen/);
    expect(reply('wie lange dauert die lieferung eines bettes in 180x200?').text).toMatch(/1–2 Wochen/);
  });

  it('answers running costs and self-pickup with what the site says, or the fallback', () => {
    const heating = reply('was kostet mich das heizen von nem wasserbett so im jahr?');
    expect(heating.text).not.toMatch(/Preise nennen wir online nicht/);
    const pickup = reply('kann ich das bett auch selbst bei euch abholen? hab nen transporter');
    expect(pickup.text).not.toMatch(/alte Matratze/);
    expect(fallbackLike(pickup.text)).toBe(true);
    // The price question itself keeps the answer about prices.
    expect(reply('Was kostet ein Wasserbett?').text).toMatch(/Angebot/);
  });

  it('reads the case from the words of the question, generated', () => {
    const standard = { text: 'Betten in Standardgrößen liefern wir in 1–2 Wochen.' };
    fc.assert(
      fc.property(
        fc.constantFrom('nach Österreich', 'in die Schweiz', 'ins Ausland', 'als Firma', 'in 100x225'),
        fc.constantFrom('Wie lange dauert die Lieferung', 'Wann kommt das Bett', 'Wie schnell liefert ihr'),
        (c, q) => {
          expect(addressesCase(`${q} ${c}?`, standard)).toBe(false);
          expect(addressesCase(`${q}?`, standard)).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('chat: short reactions', () => {
  it('answers a short reaction with a short reply and the contacts, never a passage', () => {
    const word = fc.constantFrom('ok', 'na', 'hm', 'naja', 'achso', 'schade', 'mist', 'gut', 'tja', 'ach');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), fc.constantFrom('', '.', '!', ' …'), (ws, end) => {
        const text = `${ws.join(' ')}${end}`;
        const r = reply('habt ihr sonntags offen?', text);
        expect(hrefs(r).every((h) => !h.startsWith('/') || h.startsWith('/kontakt'))).toBe(true);
        expect(r.text.length).toBeLessThan(260);
      }),
      { numRuns: 60 },
    );
    expect(reply('habt ihr sonntags offen?', 'ok schade')).toEqual(chatRareReplies.regret);
    expect(reply('na gut')).toEqual(chatRareReplies.reaction);
    expect(reply('hm')).toEqual(chatRareReplies.reaction);
    // A question after a reaction is answered.
    expect(reply('hm, und wie lange dauert die Lieferung?').text).toMatch(/1–2 Wochen/);
  });
});

describe('chat: a part that refers back to an unanswered part', () => {
  it('does not choose a section by its one word', () => {
    const r = reply('Bei welcher Aufsichtsbehörde kann ich mich über euren Datenschutz beschweren, und wo sitzt die?');
    expect(r.text).not.toMatch(/Kopfteil steil/);
    expect(refersBack('und wo sitzt die?')).toBe(true);
    expect(refersBack('wie lang dann ungefähr?')).toBe(true);
    expect(refersBack('Und geht auch bar?')).toBe(false);
    expect(refersBack('nehmt ihr das alte Bett mit?')).toBe(false);
  });

  it('reads turning the mattress as its care, not the sleeping position', () => {
    const r = reply('wie oft sollte man die matraze umdrehen?');
    expect(r.text).toMatch(/wenden/);
    expect(hrefs(r)[0]).not.toMatch(/schlafposition/);
  });
});

describe('chat: asking whether the shop has a product', () => {
  it('answers "habt ihr X?" like "X" where the site has a page about X, generated', () => {
    const frame = fc.constantFrom(
      (x: string) => `Führt ihr auch ${x}?`,
      (x: string) => `Habt ihr ${x}?`,
      (x: string) => `bietet ihr auch ${x} an?`,
      (x: string) => `verkauft ihr ${x}?`,
      (x: string) => `gibt es bei euch auch ${x}?`,
    );
    const product = fc.constantFrom(
      ['Seniorenbetten', '/produkte/seniorenbetten'],
      ['Familienbetten', '/produkte/familienbetten'],
      ['Topper', '/produkte/topper'],
      ['Wasserbetten', '/produkte/wasserbett'],
    );
    fc.assert(
      fc.property(frame, product, (f, [x, page]) => {
        expect(hrefs(reply(f(x)))[0]).toMatch(new RegExp(`^${page}`));
      }),
      { numRuns: 30 },
    );
  });

  it('never reads a passage that only mentions the thing as a yes', () => {
    for (const q of ['Verkauft ihr auch Kissen?', 'habt ihr ne filiale in köln?', 'verkauft ihr auch küchen?'])
      expect(hrefs(reply(q)).some((h) => h.startsWith('/produkte') || h.startsWith('/gesundheit'))).toBe(false);
  });
});

describe('chat: one kind of bed is not answered from the other kind', () => {
  it('keeps a box-spring question off the water-bed pages and the reverse, generated', () => {
    const water = {
      text: 'Lieferung, Aufbau und Einstellung übernimmt unser eigenes Montageteam.',
      links: [{ label: 'x', href: '/produkte/wasserbett-technik#installation' }],
    };
    const box = {
      text: 'Kopfteil steil gestellt.',
      links: [{ label: 'x', href: '/produkte/elektrische-boxspringbetten#positionen' }],
    };
    fc.assert(
      fc.property(
        fc.constantFrom('bei unserem Boxspringbett', 'am elektrischen Bett', 'beim Seniorenbett', 'unser Familienbett'),
        fc.constantFrom('kommt da jemand vorbei?', 'wie läuft das ab?', 'wer baut das auf?'),
        (bed, q) => {
          expect(otherFamily(`${bed} ist was kaputt, ${q}`, water)).toBe(true);
          expect(otherFamily(`${bed} ist was kaputt, ${q}`, box)).toBe(false);
          expect(otherFamily(`beim Wasserbett ${q}`, box)).toBe(true);
          // Both kinds named (a comparison): either page may answer.
          expect(otherFamily(`${bed} oder Wasserbett, ${q}`, water)).toBe(false);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('answers a broken frame after years with the guarantee limits, not the installation', () => {
    const r = reply(
      'bei unserem boxspringbett von euch ist nach 8 jahren eine holzleiste im rahmen gebrochen. übernehmt ihr das? kommt da jemand vorbei?',
    );
    expect(r.text).toMatch(/25 Jahre/);
    expect(hrefs(r).some((h) => h.startsWith('/produkte/wasserbett'))).toBe(false);
    expect(guaranteeYearsAsked('nach 8 jahren gebrochen, übernehmt ihr das?')).toBe(8);
    expect(guaranteeYearsAsked('nach 8 jahren gebrochen')).toBeUndefined();
  });
});

describe('chat: a body height with a question about the bed height', () => {
  it('gives no bed length when the visitor asks whether the bed is too high, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('1,58 m', '1,60', '155 cm', '1,62m'),
        fc.constantFrom(
          'Sind Boxspringbetten nicht zu hoch zum Reinsetzen?',
          'ist die Einstiegshöhe dann zu hoch?',
          'komm ich da gut rein und wieder raus beim Aufstehen?',
        ),
        (h, q) => {
          expect(reply(`Ich bin nur ${h}. ${q}`).text).not.toMatch(/Bettlänge von/);
        },
      ),
      { numRuns: 12 },
    );
    // The length question keeps its advice.
    expect(reply('ich bin 1,95, welche bettlänge?').text).toMatch(/Bettlänge von 230/);
  });
});

describe('chat: the answer speaks of what is asked', () => {
  it('reads a weight of several people together as no one body weight, generated', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 120, max: 240 }),
        fc.constantFrom(
          (n: number) => `Wir wiegen zusammen ca ${n} kg`,
          (n: number) => `zusammen bringen wir ${n} kilo auf die Waage`,
          (n: number) => `wir wiegen gemeinsam ${n} kg`,
          (n: number) => `insgesamt ${n} kg`,
        ),
        fc.constantFrom(
          'Wie viel Gewicht halten die Motoren beim elektrischen Bett aus?',
          'Hält das Bett das aus?',
          'Welches Bett passt?',
        ),
        (n, said, q) => {
          expect(extractPersons(`${q} ${said(n)}`).some((p) => p.weightKg === n)).toBe(false);
          expect(reply(`${q} ${said(n)}`).text).not.toMatch(new RegExp(`Bei ${n} kg Körpergewicht`));
        },
      ),
      { numRuns: 25 },
    );
    // Each person's own weight keeps its advice.
    expect(reply('Ich wiege 90 kg, mein Mann 110 kg. Welche Härte?').text).toMatch(/H3/);
    expect(reply('Ich wiege 90 kg. Welcher Härtegrad?').text).toMatch(/Härtegrad H3/);
  });

  it('answers a question about a size only with a measure, generated', () => {
    const ask = fc.constantFrom('Wie groß ist', 'wie breit ist', 'Wie hoch ist', 'wie tief ist', 'wie dick ist');
    const thing = fc.constantFrom('das Familienbett', 'die Matratze', 'der Topper', 'euer Showroom');
    const figure = fc.integer({ min: 2, max: 300 });
    fc.assert(
      fc.property(ask, thing, figure, (a, t, n) => {
        const q = `${a} ${t}?`;
        // A figure that is no measure ('Kinder (9+ Jahre)', 'in 2 Wochen') does not answer it …
        expect(addresses(q, { text: `${t}: für Kinder ab ${n} Jahren, geliefert in ${n} Wochen.` })).toBe(false);
        // … a figure with its unit or a size does.
        expect(addresses(q, { text: `${t} misst ${n} cm.` })).toBe(true);
        expect(addresses(q, { text: `${t} in ${n} × 200 cm.` })).toBe(true);
        expect(addresses(q, { text: `${t}: auf ${n} m² zeigen wir alles.` })).toBe(true);
      }),
      { numRuns: 60 },
    );
    // 'wie lang' asks a time as often as a length: a period answers it.
    expect(addresses('wie lang hält ein Boxspringbett?', { text: 'mindestens 10 Jahre' })).toBe(true);
    // Named regressions: the family bed's size was answered with older children's age.
    for (const q of [
      'wie groß macht ihr so familienbetten',
      'wie hoch ist eigentlich die matratze beim luxury, in cm?',
    ])
      expect(reply(q).text).not.toMatch(/9\+ Jahre|250 cm/);
  });

  it('answers a question about a time only with a time or a plain figure, never a measure, generated', () => {
    const ask = fc.constantFrom('Ab wann darf', 'Wann kommt', 'Wie lange dauert', 'Wie schnell geht', 'Bis wann kommt');
    const thing = fc.constantFrom('das Familienbett', 'die Matratze', 'der Topper', 'das Wasserbett');
    const n = fc.integer({ min: 2, max: 300 });
    fc.assert(
      fc.property(ask, thing, n, n, (a, t, x, y) => {
        const q = `${a} ${t}?`;
        // A size or a weight says nothing about when …
        expect(addresses(q, { text: `${t} bis ${x} × ${y} cm, stabil gebaut.` })).toBe(false);
        expect(addresses(q, { text: `${t} misst ${x} cm und trägt ${y} kg.` })).toBe(false);
        // … a period, a time of day or a plain figure does.
        expect(addresses(q, { text: `${t} in ${x}–${y} Wochen.` })).toBe(true);
        expect(addresses(q, { text: `${t} ab ${x % 24}:00 Uhr.` })).toBe(true);
        expect(addresses(q, { text: `${t} für Kinder ab ${x}+.` })).toBe(true);
      }),
      { numRuns: 60 },
    );
    // Named regression: the baby's age answered with the family beds' sizes.
    expect(
      reply('Ab wann darf unser Baby mit ins Familienbett? Und gibts da einen Schutz, damit keiner rausfällt?').text,
    ).not.toMatch(/240 × 200 cm/);
  });

  it('reads an answer that says what is dearer or cheaper as one about the price, generated', () => {
    const ask = fc.constantFrom(
      'Und was ist, wenn die neue teurer ist?',
      'Was zahl ich drauf, wenn ich eine teurere nehme?',
      'Was kostet es, wenn die neue Matratze teurer ist?',
    );
    const say = fc.constantFrom('teurer', 'günstiger');
    fc.assert(
      fc.property(ask, say, (q, w) => {
        expect(addresses(q, { text: `Ist die neue Matratze ${w}, gleichen wir den Unterschied aus.` })).toBe(true);
        expect(addresses(q, { text: 'Wir holen die alte Matratze ab und liefern die neue.' })).toBe(false);
      }),
      { numRuns: 12 },
    );
    // Named regression: the exchange's price difference beside the pick-up, not the guarantee overview alone.
    expect(
      reply('Zum Umtausch: muss ich die Matratze selbst zurückbringen? Und was ist, wenn die neue teurer ist?').text,
    ).toMatch(/zahlen Sie den Unterschied/);
  });

  it('keeps the kind of product the situation names when the bare question is answered, generated', () => {
    const product = fc.constantFrom(
      ['im Familienbett', '/produkte/familienbetten'],
      ['im Wasserbett', '/produkte/wasserbett'],
      ['im Seniorenbett', '/produkte/seniorenbetten'],
    );
    const question = fc.constantFrom('Welches Modell passt?', 'Was passt da?', 'Welches würdet ihr empfehlen?');
    fc.assert(
      fc.property(product, question, ([where, page], q) => {
        const r = reply(`Wir wollen mit unserem Baby zusammen ${where} schlafen. ${q}`);
        const first = hrefs(r).find((h) => h.startsWith('/produkte/'));
        if (first) expect(first.startsWith(page)).toBe(true);
      }),
      { numRuns: 15 },
    );
    expect(
      hrefs(reply('Wir wollen mit unserem Baby (4 Monate) zusammen im Familienbett schlafen. Welches Modell passt?')),
    ).not.toContain('/produkte/topper#auswahlhilfe');
  });

  it('reads where the beds are built as where they are made, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('gebaut', 'hergestellt', 'gefertigt', 'produziert'),
        fc.constantFrom('eure Betten', 'die Boxspringbetten', 'eure Matratzen'),
        (verb, what) => {
          expect(reply(`Wo werden ${what} ${verb}?`).text).toMatch(/Werkstatt|Manufaktur|fertigen wir selbst/);
        },
      ),
      { numRuns: 12 },
    );
    const r = reply('Wo werden eure Betten gebaut? Auch die Wasserbetten bei euch selbst?');
    expect(r.text).toMatch(/Partnerbetrieb/);
    expect(r.text).not.toMatch(/Nutzungsdauer/);
  });
});

describe('chat: damage by the shop’s own people', () => {
  it('is a complaint whatever is asked, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Eure Monteure haben', 'Der Fahrer hat', 'Ihre Mitarbeiter haben', 'Eure Leute haben'),
        fc.constantFrom('beim Aufbau die Wand zerkratzt', 'das Kopfteil beschädigt', 'den Boden zerkratzt'),
        fc.constantFrom('Wer bezahlt das jetzt??', 'Was nun?', 'Wie geht das jetzt weiter?', ''),
        (who, what, q) => {
          expect(reply(`${who} ${what}. ${q}`.trim())).toEqual(chatRareReplies.complaint);
        },
      ),
      { numRuns: 25 },
    );
    // Damage asked about without the shop's people stays a question (the guarantee).
    expect(reply('Das Kopfteil ist nach 2 Jahren gerissen, greift da die Garantie?')).not.toEqual(
      chatRareReplies.complaint,
    );
  });
});

describe('chat: a subject the site never names', () => {
  // Made-up nouns: no page uses them, nor the synonym table, nor as the last part of a compound.
  const unknownNoun = fc
    .tuple(
      fc.constantFrom('Zorb', 'Quax', 'Plimm', 'Wubb', 'Froz'),
      fc.constantFrom('elung', 'itor', 'anzie', 'lingen'),
    )
    .map(([a, b]) => a + b);

  it('gets the honest fallback, not a passage that shares the question frame', () => {
    const frames = fc.constantFrom(
      (n: string) => `Was kostet bei Ihnen ein ${n}?`,
      (n: string) => `Halten die Wasserbetten ${n} aus?`,
      (n: string) => `Meine Frau hat eine ${n}. Ist eine eurer Matratzen dafür besser geeignet?`,
      (n: string) => `Wie lange bleibt der ${n} nach dem Formular gespeichert?`,
      (n: string) => `Darf mein ${n} die Lieferung annehmen?`,
    );
    fc.assert(
      fc.property(unknownNoun, frames, (n, q) => {
        const r = reply(q(n));
        expect(fallbackLike(r.text)).toBe(true);
        expect(r.text).toMatch(/keine sichere Antwort/);
      }),
      { numRuns: 30 },
    );
  });

  it('keeps the answer where the unknown noun only qualifies the question or is offered as an alternative', () => {
    const frames = fc.constantFrom(
      (n: string) => `Meine Mutter sitzt im Rollstuhl. Welche Betthöhe ist richtig für den ${n}?`,
      (n: string) => `Federn sind einzeln oder alles ein ${n}?`,
      (n: string) => `Wie lange dauert die Lieferung als ${n}?`,
    );
    fc.assert(
      fc.property(unknownNoun, frames, (n, q) => {
        const with_ = reply(q(n)).text;
        expect(with_).not.toMatch(/^Dazu kann ich Ihnen leider keine sichere Antwort geben/);
      }),
      { numRuns: 20 },
    );
  });

  it('reads the nouns of the question, of the situation only where the question points back to it', () => {
    const known = (w: string) => !/^(?:Zorbelung|Treppenlift|Krallen|Hausstauballergie)$/.test(w);
    expect(unknownSubjects('Was kostet bei Ihnen ein Treppenlift?', '', known)).toEqual(['Treppenlift']);
    expect(
      unknownSubjects(
        'Ist eine eurer Matratzen dafür besser geeignet?',
        'Meine Frau hat eine Hausstauballergie.',
        known,
      ),
    ).toEqual(['Hausstauballergie']);
    expect(unknownSubjects('Welche Matratze passt?', 'Meine Frau hat eine Hausstauballergie.', known)).toEqual([]);
    expect(unknownSubjects('Welche Betthöhe ist richtig für den Zorbelung?', '', known)).toEqual([]);
    expect(unknownSubjects('Halten die Wasserbetten Krallen aus?', '', known)).toEqual(['Krallen']);
    // The first word of a sentence is capitalised whatever it is.
    expect(unknownSubjects('Zorbelung ist was?', '', known)).toEqual([]);
  });

  it('reads a lower-case question’s long unknown word in a noun’s place as its subject, generated', () => {
    const frames = fc.constantFrom(
      (n: string) => `was kostet bei euch ein ${n}?`,
      (n: string) => `habt ihr einen ${n}?`,
      (n: string) => `meine frau hat eine ${n}. ist eine eurer matratzen dafür besser geeignet?`,
      (n: string) => `darf mein ${n} die lieferung annehmen?`,
    );
    fc.assert(
      fc.property(unknownNoun, frames, (n, q) => {
        expect(fallbackLike(reply(q(n.toLowerCase())).text), q(n.toLowerCase())).toBe(true);
      }),
      { numRuns: 30 },
    );
    const known = (w: string) => !/^(?:zorbelung|treppenlift|vergleichbares)$/i.test(w);
    expect(unknownSubjects('was kostet bei euch ein treppenlift?', '', known)).toEqual(['treppenlift']);
    expect(unknownSubjects('ich bin zorbelung, welche matratze?', '', known)).toEqual(['zorbelung']);
    // An adjective before its noun, a word in no noun's place, a short word: no subject.
    expect(unknownSubjects('was kostet bei ikea ein vergleichbares boxspringbett?', '', known)).toEqual([]);
    expect(unknownSubjects('halten die matratzen zorbelung aus?', '', known)).toEqual([]);
    // A capitalised message marks its nouns itself.
    expect(unknownSubjects('Ich bin zorbelung, welche Matratze?', '', known)).toEqual([]);
  });

  it('keeps the answers of lower-case questions that name only what the site uses', () => {
    expect(reply('ich bin seitenschläfer, welche matratze passt?').text).toMatch(/Seitenschläfer/);
    // The one answer about prices (its closing gives the contacts, so it is no fallback by them).
    expect(reply('was kostet bei ikea ein vergleichbares boxspringbett?').text).toMatch(/individuelles Angebot/);
    expect(reply('wir haben einen hund, ist der bezug waschbar?').text).toMatch(/Bezug/);
  });

  it('answers the spent sets’ named cases honestly', () => {
    for (const q of [
      'Meine Frau hat eine Hausstauballergie. Ist eine eurer Matratzen dafür besser geeignet?',
      'Wir haben zwei Katzen. Halten die Wasserbetten Krallen aus?',
      'Was kostet bei Ihnen ein Treppenlift?',
      'Welche Partei soll ich bei der nächsten Wahl wählen?',
    ])
      expect(fallbackLike(reply(q).text), q).toBe(true);
    // Known compounds stay known: the old marriage bed taken at delivery.
    expect(
      reply(
        'Meine Eltern bekommen von Ihnen ein Seniorenbett. Können Sie das alte Ehebett bei der Lieferung gleich mitnehmen?',
      ).text,
    ).toMatch(/mit/);
  });
});

describe('chat: the product a question names', () => {
  it('is not answered from another product’s page that does not name it', () => {
    const topper = {
      text: 'Visco-Topper (4–8 cm stark): Passt sich Ihrer Körperform an.',
      links: [{ label: 'Topper', href: '/produkte/topper#arten' }],
    };
    expect(otherProduct('Wie dick sind eure Matratzen?', topper)).toBe(true);
    // Named as the question names it: 'Visco' is the topper's word too.
    expect(otherProduct('wie dick ist der visco?', topper)).toBe(false);
    expect(otherProduct('Wie dick sind eure Topper?', topper)).toBe(false);
    // Pages that are no product's (the guarantee, the prices) answer every product.
    expect(
      otherProduct('Wie lange hält die Matratze?', {
        text: '5 Jahre Garantie.',
        links: [{ label: 'Garantie', href: '/garantie' }],
      }),
    ).toBe(false);
    // Of two topics offered together, the first is the answer.
    const tie = {
      ...topper,
      text: `Dazu passen zwei Themen: „Visco-Topper“ und „250 cm“.\n${topper.text}\n\nZu „250 cm“: … passende Matratze …`,
    };
    expect(otherProduct('Wie dick sind eure Matratzen?', tie)).toBe(true);
  });

  it('gets an answer from its own pages or naming it, for any aspect asked, generated', () => {
    const products = fc.constantFrom(
      { word: 'Matratzen', page: '/produkte/matratzen', stem: /matratze/i },
      { word: 'Topper', page: '/produkte/topper', stem: /topper/i },
      { word: 'Wasserbetten', page: '/produkte/wasserbett', stem: /wasser/i },
      { word: 'Familienbetten', page: '/produkte/familienbett', stem: /familienbett/i },
      { word: 'Seniorenbetten', page: '/produkte/seniorenbett', stem: /senioren/i },
    );
    const frames = fc.constantFrom(
      (w: string) => `Wie dick sind eure ${w} eigentlich, also wie viele cm?`,
      (w: string) => `Wie schwer sind eure ${w}?`,
      (w: string) => `Aus welchem Material sind eure ${w}?`,
      (w: string) => `Wie breit sind eure ${w} höchstens?`,
    );
    fc.assert(
      fc.property(products, frames, (p, f) => {
        const r = reply(f(p.word));
        const first = r.text.replace(/^Dazu passen zwei Themen:.*\n/, '').split('\n\nZu „')[0]!;
        const page = hrefs(r).find((h) => h.startsWith('/produkte/'));
        if (page && !fallbackLike(r.text)) expect(page.startsWith(p.page) || p.stem.test(first), f(p.word)).toBe(true);
      }),
      { numRuns: 60 },
    );
    expect(fallbackLike(reply('Wie dick sind eure Matratzen eigentlich, also wie viele cm?').text)).toBe(true);
  });
});

describe('chat: a word the site uses for something of its own', () => {
  it('reads "Pflegebett" as the care bed the senior beds are not, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Pflegebett', 'pflegebett', 'Pflegebetten'),
        fc.constantFrom(
          (w: string) => `Habt ihr ${w}?`,
          (w: string) => `Ist das Seniorenbett ein ${w}?`,
          (w: string) => `ist die hohe Ausführung so ein richtiges ${w}?`,
        ),
        (w, q) => {
          expect(reply(q(w)).text).toContain('Kein Pflegebett');
        },
      ),
      { numRuns: 15 },
    );
    expect(
      reply(
        'Meine Mutter (84) kommt schlecht aus dem Bett hoch, habt ihr was Höheres?',
        'ist das dann so ein richtiges pflegebett?',
      ).text,
    ).toContain('Kein Pflegebett');
  });
});

describe('chat: a verb addressed to the shop', () => {
  it('is the synonym table’s verb, not the same form said of a thing in the copy, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('das Bett', 'die Matratze', 'das Boxspringbett', 'den Topper'),
        fc.constantFrom(
          (o: string) => `Bringt ihr ${o}?`,
          (o: string) => `bringt ihr ${o} bis in die Wohnung?`,
          (o: string) => `Wir wohnen so 35 km weg. Bringt ihr ${o} und baut es auf?`,
        ),
        (o, q) => {
          const r = reply(q(o));
          // 'Naturlatex bringt Elastizität' says 'bringt' of the latex topper.
          expect(hrefs(r)).not.toContain('/produkte/topper#arten');
        },
      ),
      { numRuns: 20 },
    );
    // The delivery topic or the service page's delivery section.
    expect(
      hrefs(reply('Wir wohnen so 35 km weg. Bringt ihr das Bett und baut es auf?')).some((h) => /^\/service#/.test(h)),
    ).toBe(true);
  });

  it('asks a question of its own after "und"', () => {
    const r = reply('wie lange dauert die lieferung und bringt ihr das bett auch hoch und baut es auf?');
    expect(r.text).toMatch(/1–2 Wochen/);
    expect(r.text).toMatch(/liefert und montiert/);
  });

  it('keeps a separable verb’s particle: bringing something along is no delivery', () => {
    expect(hrefs(reply('Ihr macht Hausbesuche bei Seniorenbetten', 'was bringt ihr da mit?'))).not.toContain(
      '/produkte/seniorenbetten#service',
    );
  });
});

describe('chat: "Aufbau" as the assembly', () => {
  it('is the assembly beside who does it, helping, doing it oneself, the time or the cost, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'muss ich beim Aufbau mit anpacken?',
          'Muss ich beim Aufbau helfen?',
          'wer übernimmt den Aufbau?',
          'Muss ich den Aufbau selbst machen?',
          'muss ich beim aufbau selber mithelfen?',
        ),
        (q) => {
          const r = reply(q);
          expect(hrefs(r)).not.toContain('/produkte/boxspringbetten#aufbau');
        },
      ),
      { numRuns: 10 },
    );
    expect(hrefs(reply('muss ich beim Aufbau mit anpacken?'))).toContain('/service#lieferung');
  });

  it('stays the structure where it is asked what a bed is made of', () => {
    expect(hrefs(reply('Wie ist der Aufbau eines Boxspringbetts?'))).toContain('/produkte/boxspringbetten#aufbau');
  });

  it('never answers with a bare yes the home page’s FAQ gives its own question', () => {
    expect(reply('muss ich beim Aufbau mit anpacken?').text).not.toMatch(/(?:^|\.\s)Ja\./);
    expect(reply('Wir wohnen so 35 km weg. Kostet die Lieferung extra?').text).not.toMatch(/(?:^|\.\s)Ja\./);
  });
});
