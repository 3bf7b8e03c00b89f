/**
 * Rules that keep the chat on the visitor's topic: a clause of a legal page answers only a
 * question about that page's topics; a period asked of a product that the site states only for
 * something else gets what the site says, never a 'yes' by implication; the note for a part of a
 * message without a sure answer is the whole honest fallback (phone, hours, form).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatPartFallback } from '../../src/content/chat-intents.ts';
import { company } from '../../src/content/site.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { figureElsewhere, legalAsked } from '../../src/lib/chat/engine.ts';
import { chatRareReplies } from '../../src/content/chat-rare-replies.ts';

const { engine } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);
const hrefs = (r: { links?: readonly { href: string }[] }) => (r.links ?? []).map((l) => l.href);
const legal = (h: string) => /^\/(?:agb|datenschutz|impressum)\b/.test(h);

describe('chat: legal clauses answer legal questions only', () => {
  it('never answers a question about delivery, products, service or the visitor with a legal clause', () => {
    // Questions whose words a clause shares ('fällig', 'Aufpreis', 'schriftlich', 'ändern', 'zählt').
    const topics = fc.constantFrom(
      'Kostet Überlänge Aufpreis?',
      'Und wie oft ist der Wasserwechsel fällig?',
      'Ab wann zählt die Lieferzeit eigentlich?',
      'Bekomme ich das noch irgendwie schriftlich?',
      'Was ist alles inklusive beim Bett?',
      'Kostet das Hochtragen und Aufbauen extra?',
      'Ich schwitze nachts so stark, was hilft?',
      'Ich suche einen Job als Polsterer, stellt ihr ein?',
      'Zeig mir mal, was die anderen Besucher gefragt haben',
      'Ich bin allergisch gegen Hausstaub, was nehme ich?',
    );
    const opener = fc.constantFrom('', 'Hallo, ', 'kurze Frage: ', 'Moin! ');
    fc.assert(
      fc.property(opener, topics, (o, q) => {
        expect(hrefs(reply(`${o}${q}`)).some(legal)).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('keeps answering the legal questions from the legal pages', () => {
    expect(hrefs(reply('kann man bei euch mit ec-karte bezahlen'))[0]).toBe('/agb#preise-zahlung');
    expect(hrefs(reply('sind eure preise mit mwst?'))[0]).toMatch(/^\/agb/);
    expect(hrefs(reply('Habt ihr einen Datenschutzbeauftragten?'))[0]).toMatch(/^\/datenschutz/);
    expect(hrefs(reply('Welche Kammer ist zuständig?'))[0]).toMatch(/^\/impressum/);
    expect(hrefs(reply('Haftet ihr auch bei leichter Fahrlässigkeit?'))[0]).toMatch(/^\/agb/);
    // A follow-up to a legal question is a legal one.
    expect(reply('Okay, ich widerrufe den Kauf.', 'und wer holt das bett ab?').text).toMatch(/abholen|holen die Ware/i);
  });

  it('reads each legal page by its own topics', () => {
    expect(legalAsked('/agb#widerrufsrecht', ' kann ich widerrufen ')).toBe(true);
    expect(legalAsked('/datenschutz#chat', ' kann ich widerrufen ')).toBe(false);
    expect(legalAsked('/impressum#anbieter', ' wer ist der inhaber ')).toBe(true);
    expect(legalAsked('/agb#preise-zahlung', ' wie oft ist der wasserwechsel fallig ')).toBe(false);
    // Every other page is open to every question.
    fc.assert(
      fc.property(fc.constantFrom('/service', '/garantie', '/produkte/wasserbetten', '/'), fc.string(), (page, q) => {
        expect(legalAsked(page, q)).toBe(true);
      }),
    );
  });
});

describe('chat: a figure the site states for something else', () => {
  it('says where the site states the period instead of implying it holds for the product asked', () => {
    const r = reply('Wie lange Garantie gibt es?', 'auch 25 jahre aufs wasserbett?');
    expect(r.text).toMatch(/^Für Wasserbett nennt unsere Website 25 Jahre nicht/);
    expect(r.text).toContain('Boxspringbetten');
    expect(r.text).toContain(company.phoneDisplay);
    expect(hrefs(r)).toContain('/kontakt');
  });

  it('fires only when a sentence with the figure names another product, never when it names the product', () => {
    const answer = (sentence: string) => ({ text: sentence, links: [{ label: 'x', href: '/garantie' }] });
    const products = fc.constantFrom(
      ['Wasserbett', 'Wasserbetten'],
      ['Topper', 'Topper'],
      ['Familienbett', 'Familienbetten'],
      ['Seniorenbett', 'Seniorenbetten'],
    );
    const periods = fc.tuple(fc.integer({ min: 2, max: 99 }), fc.constantFrom('Jahre', 'Tage', 'Wochen', 'Monate'));
    fc.assert(
      fc.property(products, periods, ([asked, plural], [n, unit]) => {
        const q = `Gibt es auch ${n} ${unit} auf das ${asked}?`;
        const elsewhere = figureElsewhere(
          q,
          answer(`Auf die Rahmen unserer Boxspringbetten gewähren wir ${n} ${unit}.`),
        );
        expect(elsewhere?.text).toContain(`Für ${asked} nennt unsere Website ${n} ${unit} nicht`);
        expect(figureElsewhere(q, answer(`Auf unsere ${plural} gewähren wir ${n} ${unit}.`))).toBeUndefined();
        // Another figure: not this rule's business.
        expect(
          figureElsewhere(q, answer(`Auf die Rahmen unserer Boxspringbetten gewähren wir ${n + 1} ${unit}.`)),
        ).toBeUndefined();
      }),
    );
  });

  it('leaves a sentence about beds in general alone on the product page', () => {
    const r = reply('Liefert ihr ein Boxspringbett in 1-2 Wochen?');
    expect(r.text).not.toMatch(/nennt unsere Website/);
  });
});

describe('chat: damage reported on an order', () => {
  it('answers damage at delivery or assembly with an apology and the direct contacts', () => {
    const thing = fc.constantFrom('Das Kopfteil', 'Der Bezug', 'Die Matratze', 'Der Rahmen', 'Der Motor');
    const damage = fc.constantFrom(
      'hat einen Riss',
      'ist kaputt',
      'ist defekt',
      'hat einen Fleck',
      'wackelt',
      'ist zerkratzt',
    );
    const when = fc.constantFrom(
      'Das Bett ist gestern gekommen.',
      'Heute geliefert.',
      'Beim Aufbau passiert.',
      'Das Bett ist ganz neu.',
    );
    fc.assert(
      fc.property(when, thing, damage, fc.constantFrom('', '!', ' 😡'), (w, x, d, end) => {
        const r = reply(`${w} ${x} ${d}${end}`);
        expect(r.text).toBe(chatRareReplies.complaint.text);
        expect(r.text).toContain(company.phoneDisplay);
        expect(r.text).toContain(company.email);
      }),
      { numRuns: 40 },
    );
    expect(reply('Die Matratze ist nach zwei Wochen schon durchgelegen, was soll das?').text).toBe(
      chatRareReplies.complaint.text,
    );
  });

  it('answers a question about the damage, or damage on older goods, as a question', () => {
    for (const q of [
      'Mein Motor ist defekt, greift die Garantie?',
      'Was passiert wenn der Motor kaputt geht?',
      'Der Holzrahmen von meinem Boxspringbett ist nach 6 Jahren gebrochen',
    ])
      expect(reply(q).text).not.toBe(chatRareReplies.complaint.text);
  });
});

describe('chat: several questions in one message', () => {
  it('gives the part without a sure answer the whole honest fallback: phone, hours and form', () => {
    expect(chatPartFallback.text).toContain(company.phoneDisplay);
    expect(chatPartFallback.text).toMatch(/\d{1,2}:\d{2}/);
    expect(chatPartFallback.text).toMatch(/Kontaktformular/);
    expect(chatPartFallback.links.map((l) => l.href)).toContain('/kontakt');
  });

  it('gives that note only when the answers given do not already say what the part asks', () => {
    // 'hab kein Auto' is answered by the directions, which name the way by car and by bus.
    expect(reply('hab kein auto, wie komm ich vom bahnhof zu euch?').text).not.toContain(chatPartFallback.text);
    // A thing the site never names keeps the note.
    const unknown = fc.stringMatching(/^[a-z]{6,10}$/).map((w) => `${w[0]!.toUpperCase()}${w.slice(1)}`);
    fc.assert(
      fc.property(unknown, (thing) => {
        const r = reply(`Wann habt ihr geöffnet? Und verkauft ihr auch ${thing}?`);
        expect(r.text).toContain('10:00');
        expect(r.text).toContain(chatPartFallback.text);
      }),
      { numRuns: 15 },
    );
  });

  it('answers two known questions joined by "und", "?" or ", außerdem" each with its own answer', () => {
    const known = [
      ['Wie lange ist die Lieferzeit', /1–2 Wochen/],
      ['Wie lange habe ich Garantie', /5 Jahre/],
      ['Wann habt ihr geöffnet', /10:00/],
      ['Wo ist euer Showroom', /Musterstraße/],
    ] as const;
    const pair = fc
      .tuple(fc.integer({ min: 0, max: known.length - 1 }), fc.integer({ min: 0, max: known.length - 1 }))
      .filter(([a, b]) => a !== b);
    const joiner = fc.constantFrom('? ', '? Und ', ', außerdem: ', '. Und ');
    fc.assert(
      fc.property(pair, joiner, ([a, b], j) => {
        const r = reply(
          `${known[a]![0]}${j}${known[b]![0].replace(/^W/, (c) => (j.endsWith('Und ') || j.endsWith(': ') ? c.toLowerCase() : c))}?`,
        );
        expect(r.text).toMatch(known[a]![1]);
        expect(r.text).toMatch(known[b]![1]);
      }),
      { numRuns: 30 },
    );
  });
});
