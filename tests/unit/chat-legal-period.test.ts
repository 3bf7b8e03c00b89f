/**
 * Legal and privacy questions answered from the clause that holds the answer: a period asked of
 * a legal subject gets the clause of that subject stating a period (a number, also one written as
 * a word: 'binnen vierzehn Tagen', 'innerhalb von fünf Tagen'), never a clause of the same
 * section that only names the period or one that states none ('0271 …' is no period); and the
 * legal reader keeps a line whose link's address is an expression (`<Link href={emailHref}>`),
 * as the page shows its text (the arbitration clause's 'sprechen Sie uns bitte direkt an', the
 * Datenschutz's contact for the visitor's rights).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { legalPagePassages } from '../../src/lib/chat/legal-passages.ts';
import { asksPeriod, periodClauses, statesPeriod } from '../../src/lib/chat/legal-period.ts';
import { company } from '../../src/content/site.ts';

const { engine } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns).text;
const FALLBACK = /keine sichere Antwort/;

describe('a period stated in words', () => {
  it('reads a number written as a word, or in figures, with its unit as a period', () => {
    for (const s of [
      'binnen vierzehn Tagen',
      'innerhalb von fünf Tagen annehmen',
      'ein Jahr ab Ablieferung',
      'nach 180 Tagen',
      'bis zu 2 Jahren',
      'bis zur vollständigen Bezahlung',
      'mit der Lieferung fällig',
    ])
      expect(statesPeriod(s), s).toBe(true);
    for (const s of [
      'vor Ablauf der Widerrufsfrist absenden',
      'unter 0271 000 000 0',
      'Musterstraße 12, 57000 Musterstadt',
      'Die Widerrufsfrist',
      'jederzeit ändern',
    ])
      expect(statesPeriod(s), s).toBe(false);
  });

  it('knows a question asking a period, in du or Sie, with or without spaces', () => {
    for (const q of [
      'Wie lange kann ich widerrufen?',
      'wielange hab ich',
      'Bis wann können Sie …',
      'Welche Frist gilt?',
      'wieviel zeit hast du',
      'Wie viel Zeit habe ich?',
    ])
      expect(asksPeriod(q), q).toBe(true);
    expect(asksPeriod('Kann ich widerrufen?')).toBe(false);
  });

  it('prefers, within a section, the clauses stating a period that say most of the subject', () => {
    const terms = (x: string) => x.toLowerCase().match(/[a-zäöüß]+/g) ?? [];
    const c = (text: string, title = 'Widerrufsrecht') => ({
      href: '/agb#w',
      label: 'AGB: Widerrufsrecht',
      title,
      text,
    });
    const clauses = [
      c('Das Widerrufsrecht gilt für Fernabsatz.'),
      c('Widerrufen binnen vierzehn Tagen.'),
      c('Widerrufen: die Frist beträgt vierzehn Tage ab Erhalt.'),
      c('Zur Wahrung der Frist reicht das Absenden.'),
      c('Rückzahlung binnen vierzehn Tagen.', 'Folgen'),
    ];
    expect(periodClauses(clauses, ['widerrufen'], terms, '/agb#w').map((x) => x.text)).toEqual([
      'Widerrufen binnen vierzehn Tagen.',
      'Widerrufen: die Frist beträgt vierzehn Tage ab Erhalt.',
    ]);
    expect(periodClauses(clauses, ['ruckzahlung'], terms, '/agb#w')).toEqual([]);
    expect(periodClauses(clauses, ['widerrufen'], terms, '/other')).toEqual([]);
  });
});

describe('a period asked of a legal subject', () => {
  const withdrawal = [
    (v: Verb) => `Wie lange ${v.can} ${v.who} widerrufen?`,
    (v: Verb) => `wielange ${v.can} ${v.who} widerrufen`,
    (v: Verb) => `Bis wann ${v.can} ${v.who} widerrufen?`,
    (v: Verb) => `Wie lange ${v.have} ${v.who} Zeit für den Widerruf?`,
    (v: Verb) => `Wie viel Zeit ${v.have} ${v.who} für den Widerruf?`,
    (v: Verb) => `wieviel zeit ${v.have} ${v.who} zum widerrufen`,
    () => 'Welche Frist gilt für den Widerruf?',
    (v: Verb) => `Welche Frist ${v.have} ${v.who} beim Widerruf?`,
  ];
  interface Verb {
    who: string;
    can: string;
    have: string;
  }
  const persons: Verb[] = [
    { who: 'ich', can: 'kann', have: 'habe' },
    { who: 'ich', can: 'kan', have: 'hab' },
    { who: 'du', can: 'kannst', have: 'hast' },
    { who: 'Sie', can: 'können', have: 'haben' },
    { who: 'man', can: 'kann', have: 'hat' },
  ];

  it('gets the withdrawal period, fourteen days and from when, generated', () => {
    fc.assert(
      fc.property(fc.constantFrom(...withdrawal), fc.constantFrom(...persons), (frame, person) => {
        const q = frame(person);
        const text = reply(q);
        expect(text, q).toMatch(/binnen vierzehn Tagen/);
        expect(text, q).toMatch(/Widerrufsfrist beträgt vierzehn Tage ab dem Tag/);
        // Not the clause that only names the period, nor the capabilities' note.
        expect(text, q).not.toMatch(/Zur Wahrung der Widerrufsfrist|Ich bin für Sie da/);
      }),
    );
  });

  it('gets the contact form’s storage period, also after a message that names the form', () => {
    for (const q of [
      'Wie lange speichert ihr meine Anfrage aus dem Kontaktformular?',
      'Wie lange speichern Sie Anfragen aus dem Kontaktformular?',
    ])
      expect(reply(q), q).toMatch(/nach 180 Tagen/);
    const after = reply(
      'ich hab euch letzte woche übers kontaktformular geschrieben',
      'wie lange bleibt das bei euch gespeichert?',
    );
    expect(after).toMatch(/nach 180 Tagen/);
    expect(after).toMatch(/Backups\) bewahren wir 30 Tage/);
    // Not the health clause of the Schlafberater, which also says '180 Tagen'.
    expect(after).not.toMatch(/Gesundheitsangabe/);
    // 'übers Formular geschrieben' shares 'schreiben' with the privacy contact, which states no period.
    const sent = reply(
      'Ich hab euch vor nem Monat übers Formular geschrieben. Wie lange speichert ihr das? Ich will dass das gelöscht wird.',
    );
    expect(sent).toMatch(/nach 180 Tagen/);
    expect(sent).toContain(company.email);
  });

  it('gets how long a visitor is bound to an order (five days), asked after ordering on the website', () => {
    const text = reply(
      'Kann ich auf der Website direkt bestellen?',
      'und wie lange bin ich dann an meine bestellung gebunden, wenn ihr euch nicht meldet?',
    );
    expect(text).toMatch(/innerhalb von fünf Tagen annehmen/);
  });

  it('gets the analytics cookies’ lifetime after the analytics, not the consent choice’s 365 days', () => {
    const text = reply('Nutzt ihr Google Analytics?', 'wie lange bleiben die cookies dann drauf?');
    expect(text).toMatch(/bis zu 2 Jahren/);
    expect(text).not.toMatch(/365 Tage/);
  });

  it('keeps a business customer’s year and a delivery asked beside a long situation', () => {
    expect(reply('Wie lange Gewährleistung habe ich als Firma?')).toMatch(/Unternehmern .* ein Jahr ab Ablieferung/);
    const delivery = reply(
      'So, ich hab mich im Showroom beraten lassen, dann per Mail bestellt, ein Boxspring 180x200 ganz normal, und am 3. kam die Auftragsbestätigung per Mail. Mein Schwager meint ich soll mich auf nix verlassen. Bis wann muss das Bett laut euren AGB spätestens da sein?',
    );
    expect(delivery).toMatch(/spätestens zwei Wochen nach Vertragsschluss/);
    expect(delivery).not.toMatch(/E-Mails und unsere Notizen/);
  });

  it('keeps a clause that gives the time by an event', () => {
    expect(reply('Bis wann muss ich bezahlen?')).toMatch(/mit der Lieferung fällig/);
    expect(reply('Wie lange bleibt die Ware euer Eigentum?')).toMatch(/bis zur vollständigen Bezahlung/);
    // 'jederzeit' in the clause found answers 'bis wann' (not the consent's clause beside the objection).
    expect(reply('Bis wann kann ich der Verarbeitung widersprechen?')).toMatch(/jederzeit Widerspruch/);
    expect(reply('Bis wann kann ich meine Einwilligung widerrufen?')).toMatch(/jederzeit mit Wirkung für die Zukunft/);
  });

  it('leaves a question without a legal subject to the rest of the engine', () => {
    expect(reply('Wie lange hält eine Matratze?')).not.toMatch(/Widerruf|Gewährleistungsfrist/);
    expect(reply('Wie lange dauert die Lieferung?')).not.toMatch(FALLBACK);
  });
});

describe('the legal reader and a link whose address is an expression', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'legal-link-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the line with the link’s text, the address being no text of the page', () => {
    const file = path.join(dir, 'link.mdx');
    writeFileSync(
      file,
      `<LegalSection id="kontakt" title="12. Kontakt">

Schreiben Sie uns an <Link href={emailHref}>{company.email}</Link> oder rufen Sie an.

Eine Zeile mit {unknownCall()} bleibt weg.

</LegalSection>
`,
    );
    const texts = legalPagePassages(pathToFileURL(file), '/x', 'X', { company }).map((p) => p.text);
    expect(texts).toEqual([`Schreiben Sie uns an ${company.email} oder rufen Sie an.`]);
  });

  it('answers arbitration with the request to contact the shop directly, and the rights with whom to write', () => {
    for (const q of [
      'Falls es mal Streit gibt – macht ihr bei einer Verbraucherschlichtungsstelle mit?',
      'Nehmt ihr an Verbraucherschlichtung teil?',
    ]) {
      const text = reply(q);
      expect(text, q).toMatch(/nicht bereit und nicht verpflichtet/);
      expect(text, q).toMatch(/sprechen Sie uns bitte direkt an/);
      expect(text, q).toContain(company.email);
    }
    expect(reply('Ich will wissen, welche Daten ihr über mich gespeichert habt. Wie geht das?')).toMatch(
      /Für Auskünfte, Ihre Rechte .* schreiben Sie uns an/,
    );
  });
});

describe('a legal subject asked with the visitor’s situation', () => {
  it('gets the showroom’s clause for a purchase there, with a period or without, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Habe letzte Woche im Showroom ein Bett gekauft.',
          'Ich hab im Laden eine Matratze gekauft, normale Ausführung.',
          'Wir waren gestern im Showroom und haben dort ein Boxspringbett gekauft.',
          'Habe letzte Woche im Showroom ein Bett in 160x200 gekauft, normale Ausführung.',
        ),
        fc.constantFrom(
          'Kann ich das innerhalb von 14 Tagen widerrufen?',
          'Kann ich das noch widerrufen?',
          'Kann ich innerhalb von 14 Tagen zurücktreten?',
          'Können wir das widerrufen?',
        ),
        (situation, question) => {
          const text = reply(`${situation} ${question}`);
          expect(text, `${situation} ${question}`).toMatch(
            /in unserem Showroom schließen, besteht kein gesetzliches Widerrufsrecht/,
          );
          // Not the refund after a withdrawal, which the visitor's '14 Tagen' finds beside it.
          expect(text, `${situation} ${question}`).not.toMatch(/Wenn Sie diesen Vertrag widerrufen/);
        },
      ),
    );
    expect(
      reply(
        'Wenn ich im Showroom kauf, kann ich dann innerhalb 14 Tagen zurücktreten? und was wenn die matratze dann doch nix is?',
      ),
    ).toMatch(/Matratzen-Umtausch bleibt davon unberührt/);
  });
});

describe('turning to someone', () => {
  it('asks about the one turned to, not the mattress’s turning, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'Ich bin echt unzufrieden. ', 'Ich bin mit eurer Reklamation total unzufrieden. '),
        fc.constantFrom('Kann ich mich', 'Können wir uns', 'Kann man sich'),
        fc.constantFrom('eine Schlichtungsstelle', 'die Verbraucherschlichtungsstelle', 'eine Verbraucherschlichtung'),
        (situation, who, body) => {
          const q = `${situation}${who} an ${body} wenden?`;
          const text = reply(q);
          expect(text, q).toMatch(/nicht bereit und nicht verpflichtet/);
          expect(text, q).toMatch(/sprechen Sie uns bitte direkt an/);
        },
      ),
    );
    expect(reply('Muss man die Matratze wenden?')).toMatch(/wenden Sie Ihre Matratze/);
  });
});

describe('a privacy question about a tool', () => {
  it('is answered from the tool’s clause of the Datenschutz, also for the part going on from it, generated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Wenn ich im Schlafberater angebe dass ich Rückenprobleme hab',
          'Wenn ich im Schlafberater mein Gewicht eingebe',
        ),
        fc.constantFrom('kriegt ihr das mit?', 'bekommt ihr das dann?'),
        fc.constantFrom('', ' Und mein Gewicht?', ' Und meine Größe?'),
        (situation, question, more) => {
          const q = `${situation}, ${question}${more}`;
          const text = reply(q);
          expect(text, q).toMatch(/verarbeitet Ihr Browser nur auf Ihrem Gerät/);
          // Never the Schlafberater's own content (the hardness table by weight).
          expect(text, q).not.toMatch(/Härtegrad nach Körpergewicht|H1 \(weich\)/);
        },
      ),
    );
  });
});
