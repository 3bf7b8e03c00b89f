/**
 * Recall without losing precision: questions the site answers in its own words are found when a
 * visitor asks them in theirs (a frame around the question, an everyday word for the site's), a
 * turn that asks nothing is the situation of the question after it, and a grade asked by its
 * name is that grade.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatFallback } from '../../src/content/chat.ts';
import { hardnessGuide, technologies } from '../../src/content/products/matratzen.ts';
import { company } from '../../src/content/site.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { addresses } from '../../src/lib/chat/engine.ts';
import { chatRareReplies } from '../../src/content/chat-rare-replies.ts';

const { engine, matcher } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);

describe('chat recall: the frame of a question', () => {
  it('does not count how a question is put as what it asks, generated', () => {
    const questions = ['die Umsatzsteuer-Identifikationsnummer', 'die Anfahrt zum Showroom', 'die Lieferzeit'];
    const frames = [
      (q: string) => `Wie lautet ${q}?`,
      (q: string) => `Wie lauten ${q}?`,
      (q: string) => `Wie ist ${q}, steht ja im Impressum?`,
      (q: string) => `Wie bekomme ich am besten ${q}?`,
      (q: string) => `Kann ich ${q} mit euch klären?`,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...questions), fc.constantFrom(...frames), (q, frame) => {
        const own = new Set([...matcher.terms(q), ...matcher.terms('finde impressum')]);
        expect(matcher.terms(frame(q)).filter((t) => !own.has(t))).toEqual([]);
      }),
    );
  });

  it('keeps "am besten" where it does not ask for a way ("wann … am besten")', () => {
    expect(matcher.terms('wann kommen wir am besten')).toContain(matcher.terms('besten')[0]);
  });
});

describe('chat recall: the visitor’s word for the site’s', () => {
  it('reads "umsonst" and "kostenfrei" as the site’s "kostenlos"', () => {
    for (const w of ['umsonst', 'kostenfrei', 'gebührenfrei'])
      expect(matcher.terms(w)).toEqual(matcher.terms('kostenlos'));
    for (const q of ['liefert ihr umsonst?', 'ist die Lieferung kostenfrei?'])
      expect(reply(q).text, q).toMatch(/kostenlos/);
  });

  it('answers who owns the shop with the Impressum’s owner, never the retention of title, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('der Laden', 'die Firma', 'das Geschäft', 'der Shop', 'die Schlafmanufaktur'),
        fc.constantFrom('', ' eigentlich', ' denn'),
        (thing, particle) => {
          const text = reply(`wem gehört ${thing}${particle}?`).text;
          expect(text).toContain(company.representatives.names[0]!);
          expect(text).not.toMatch(/Eigentum/);
        },
      ),
    );
    expect(reply('wem gehört der laden eigentlich, steht ja im impressum').text).toContain(
      company.representatives.names[0]!,
    );
    // The goods before payment are still asked as the retention of title.
    expect(matcher.terms('Wem gehört das Bett, bis es bezahlt ist?')).toContain(matcher.terms('Eigentum')[0]);
  });

  it('reads drawing power as consumption and a full water bed as a filled one', () => {
    expect(reply('wieviel strom zieht die heizung vom wasserbett').text).toMatch(/Watt/);
    expect(reply('wie schwer wird so ein wasserbett wenns voll ist?').text).toMatch(/befülltes Wasserbett wiegt/);
    const both = reply('wie schwer wird so ein wasserbett wenns voll ist? und wieviel strom zieht die heizung').text;
    expect(both).toMatch(/befülltes Wasserbett wiegt/);
    expect(both).toMatch(/Watt/);
  });

  it('reads the showroom where one "erlebt" water beds as where one tries them, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('testen', 'ausprobieren', 'probeliegen'),
        fc.constantFrom('im Showroom', 'in der Ausstellung', 'bei euch im Laden'),
        (verb, where) => {
          expect(reply(`Kann ich ${where} auch Wasserbetten ${verb}?`).text).toMatch(/Beruhigungsstufen nebeneinander/);
        },
      ),
    );
  });

  it('reads "abspeichern" as the copy’s "speichern" and "einen Termin ausmachen" as arranging one', () => {
    expect(reply('kann man sich beim elektrischen Bett eine Lieblingsposition abspeichern?').text).toMatch(
      /Lieblingsposition speichern/,
    );
    for (const q of ['kann ich einen termin ausmachen?', 'kann ich einen termin zum probeliegen ausmachen?'])
      expect(reply(q).text, q).toMatch(/Beratungstermin/);
  });

  it('keeps the kind of bed asked about between "baut" and "auf", generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'wer baut das Wasserbett auf',
          'baut ihr das wasserbett auch auf',
          'Bauen Sie mein Wasserbett bei mir auf',
        ),
        fc.constantFrom('?', ' und befüllt ihr das auch?'),
        (q, more) => {
          expect(matcher.terms(q)).toContain(matcher.terms('Wasserbett')[0]);
          expect(reply(`${q}${more}`).text).toMatch(/Wasserbett/);
        },
      ),
    );
    // Without a kind of bed the phrase reads the assembly alone, as before.
    expect(matcher.terms('baut ihr das neue auch auf')).toEqual(matcher.terms('Montage'));
  });

  it('reads when it will stand at the visitor’s home as the delivery time, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'wann könnte das dann bei mir stehen?',
          'wann steht das bett bei mir?',
          'wann stehen die Betten bei uns?',
        ),
        (q) => {
          expect(matcher.terms(q)).toContain(matcher.terms('Lieferzeit')[0]);
          expect(reply(q).text).toMatch(/\d\D\d Wochen/);
        },
      ),
    );
    expect(reply('Ich hätte gern ein Wasserbett.', 'wann könnte das dann bei mir stehen?').text).toMatch(
      /Wasserbetten nennen wir Ihnen den Liefertermin/,
    );
  });

  it('reads the firm asked about as the provider, and "wir sind eine Firma" as a business customer', () => {
    expect(reply('Wer ist der Inhaber von der Firma und wie lautet die USt-ID?').text).toContain(
      company.representatives.names[0]!,
    );
    fc.assert(
      fc.property(
        fc.constantFrom('Wir sind eine Firma.', 'Wir sind ein Unternehmen.', 'Ich bin ein Betrieb.'),
        fc.constantFrom('Gelten unsere Einkaufsbedingungen oder Ihre AGB?', 'Wie lange ist die Gewährleistung?'),
        (who, q) => {
          const text = reply(`${who} ${q}`).text;
          // The business customer's own clause, or the honest fallback: never the consumer's case alone.
          expect(text === chatFallback.text || /Unternehm/.test(text), `${who} ${q}`).toBe(true);
        },
      ),
    );
  });

  it('answers the VAT id and the register number asked together', () => {
    const text = reply('Wie lauten Ihre USt-IdNr. und die Handelsregisternummer?').text;
    expect(text).toContain(company.vatId!);
    expect(text).toContain(company.register!.number);
    expect(text).not.toMatch(/Teil Ihrer Frage/);
  });
});

describe('chat recall: a turn that asks nothing is the situation of the next question', () => {
  it('answers the question read with the situation before it, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Ich komme mit dem Zug am Bahnhof an.', 'ich reise mit der Bahn an', 'Wir kommen mit dem Zug.'),
        fc.constantFrom(
          'wie komm ich dann am besten zu euch?',
          'wie komme ich dann zu euch?',
          'wie finde ich zu euch?',
        ),
        (situation, question) => {
          expect(reply(situation, question).text).toMatch(/Buslinie/);
        },
      ),
    );
    expect(
      reply('ich hab euch letzte woche übers kontaktformular geschrieben', 'wie lange bleibt das bei euch gespeichert?')
        .text,
    ).toMatch(/nach \d+ Tagen/);
  });

  it('never answers with what only the situation’s words chose, nor with a tie of two topics', () => {
    // The contact details share the situation's words ('Adresse', 'Handynummer'), not the question's.
    const r = reply('ich hab dir grad meine adresse und handynummer geschrieben', 'wo landet das jetzt eigentlich?');
    expect(r.text).not.toMatch(/So erreichen Sie uns/);
    expect(reply('komm mit bus', 'welche linie?').text).not.toMatch(/^Dazu passen zwei Themen/);
  });

  it('answers a question about the dispute-resolution body beside a complaint, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Ich bin mit eurer Lieferung gar nicht zufrieden.',
          'Die Montage war eine Katastrophe.',
          'Ich ärgere mich über euren Service.',
        ),
        fc.constantFrom(
          'kann ich das über eine schlichtungsstelle klären?',
          'Gibt es eine Schlichtungsstelle?',
          'nehmt ihr an einer Streitbeilegung teil?',
        ),
        (complaint, question) => {
          const text = reply(complaint, question).text;
          expect(text).toBe(reply(question).text);
          expect(text).toMatch(/nicht bereit und nicht verpflichtet/);
          expect(text).not.toBe(chatRareReplies.complaint.text);
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('chat recall: a hardness grade asked by its name', () => {
  it('reads a grade’s own name as the grade, for every technology', () => {
    const named = hardnessGuide.filter((g) => /\s/.test(g.name.trim()));
    expect(named.length).toBeGreaterThan(0);
    for (const tech of technologies)
      for (const g of named) {
        const byName = reply(`Gibt es ${tech.name} auch ${g.name}?`).text;
        const inRange = tech.hardness[0] <= g.grade && g.grade <= tech.hardness[1];
        expect(byName.includes(`${g.grade} gibt es bei ${tech.name} nicht`), `${tech.name} ${g.name}`).toBe(!inRange);
      }
    expect(reply('Ich liebäugle mit einer Latexmatratze.', 'gibts die auch extra fest?').text).toMatch(
      /H4 gibt es bei Latex nicht/,
    );
  });

  it('does not read a plain adjective of feel as one grade', () => {
    expect(reply('gibt es latex auch weich?').text).not.toMatch(/gibt es bei Latex nicht/);
    expect(reply('gibt es latex auch weich?').text).not.toBe(chatFallback.text);
  });
});

describe('chat recall: a case asked of the guarantees', () => {
  it('answers abroad asked of the guarantees, in a question or a follow-up, with where they hold, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Österreich', 'die Schweiz', 'Spanien', 'die Niederlande', 'das Ausland'),
        (country) => {
          const where = `nach ${country}`;
          expect(reply(`Gilt die Garantie noch, wenn ich ${where} ziehe?`).text).toMatch(/in Deutschland genutzt/);
          expect(
            reply(
              'wie lange habt ihr garantie auf den rahmen?',
              `gilt das auch noch wenn ich nächstes jahr ${where} ziehe?`,
            ).text,
          ).toMatch(/in Deutschland genutzt/);
          // Delivery abroad is not the guarantees' scope.
          expect(reply(`Liefert ihr auch ${where}?`).text).not.toMatch(/in Deutschland genutzt/);
        },
      ),
      { numRuns: 10 },
    );
  });
});

describe('chat recall: a part referring back to a technology', () => {
  it('answers "in welchen Härten gibts die?" with the range of the technology the part before named, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...technologies),
        fc.constantFrom(
          'in welchen härten gibts die?',
          'welche härtegrade gibt es da?',
          'und in welcher härte gibts die?',
        ),
        (tech, question) => {
          const range = `${tech.hardness[0]}–${tech.hardness[1]}`;
          const text = reply(`taugt eine ${tech.name}-Matratze für Seitenschläfer? ${question}`).text;
          expect(text, `${tech.name}: ${question}`).toContain(range);
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('chat recall: taking part in dispute resolution, however it is said', () => {
  it('answers "nehmen Sie … teil" and "macht ihr … mit" with the site’s statement, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          (x: string) => `Nehmen Sie an ${x} teil?`,
          (x: string) => `nehmen sie an ${x} teil, falls es Streit gibt?`,
          (x: string) => `Macht ihr bei ${x} mit?`,
          (x: string) => `macht ihr bei ${x} mit falls man Streit hat?`,
        ),
        fc.constantFrom('einem Schlichtungsverfahren', 'so ner Verbraucherschlichtungsstelle', 'der Schlichtung'),
        (frame, thing) => {
          expect(reply(frame(thing)).text, frame(thing)).toMatch(/nicht bereit und nicht verpflichtet/);
        },
      ),
    );
    // 'mit' before its object stays a preposition.
    for (const q of ['macht ihr das mit dem Aufbau', 'Macht ihr Profiling mit meinen Daten?'])
      expect(matcher.terms(q), q).not.toContain(matcher.terms('teilnehmen')[0]);
  });
});

describe('chat recall: a size made to measure', () => {
  it('answers how big a bed can be with any size made to measure, never with a figure that is no measure', () => {
    for (const q of ['wie breit kann so ein familienbett maximal werden?', 'wie groß kann das Bett werden?'])
      for (const a of [
        'Familienbett nach Maß (Ihre Wunschbreite)',
        'Familienbett: Individuelle Breite und Länge',
        'Familienbett (240 × 200 cm)',
      ])
        expect(addresses(q, { text: a }), `${q} – ${a}`).toBe(true);
    expect(addresses('wie breit ist das familienbett?', { text: 'Familienbett: Größere Kinder (9+ Jahre)' })).toBe(
      false,
    );
    expect(reply('wie breit kann so ein familienbett maximal werden?').text).toMatch(/Wunschbreite/);
  });
});
