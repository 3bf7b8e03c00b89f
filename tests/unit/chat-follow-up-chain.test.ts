/**
 * A value asked again of 'er'/'sie' is the other person's. A size asked again replaces the size the last question named in words ('in Überlänge'). A thing
 * named with a word pointing back into the previous subject ('und die matratze davon?')
 * is that subject's part. The last reading of a follow-up that every other reading leaves unanswered: the follow-up with
 * the previous question's subject (the topic it names, else the last word it asks). Its answer
 * counts only as one sure answer from a section that says the subject, what the follow-up asks and
 * most of its own words; otherwise the honest fallback stays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatFallback } from '../../src/content/chat.ts';
import { chatContextTopics } from '../../src/content/chat-intents.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { reapply } from '../../src/lib/chat/follow-up.ts';

const { engine, matcher } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);
const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

describe('a follow-up read with the previous question’s subject', () => {
  it('is answered where that reading finds one sure answer saying what it asks', () => {
    // The subject is the last word the question asks ('Schlafmanufaktur'), where it names no product.
    expect(reply('Wer steckt hinter der Schlafmanufaktur?', 'und welche rechtsform?').text).toMatch(
      /Rechtsform: eingetragener Kaufmann/,
    );
    // A product named in a situation ('wir nehmen ein familienbett') is the subject.
    expect(
      reply('wir nehmen ein familienbett, unsere große ist 6', 'was für ne härte kommt dann auf die kinderseite?').text,
    ).toMatch(/Feste Matratzen in der Kinderzone/);
  });

  it('keeps the fallback for a page’s opening or an answer that does not say what is asked', () => {
    for (const turns of [
      // the electric beds' page opening names no motor
      ['Ich überlege, ein verstellbares Bett zu nehmen.', 'sieht man da die motoren?'],
      // the seniors' beds' page opening says nothing of a light
      ['Zeig mir mal die Seniorenbetten', 'gibts die mit licht drunter?'],
      // the hardness table says H3, not whether it may be exchanged
      ['Matratze 180x200 in H2 gekauft', 'kann ich noch auf H3 wechseln?'],
      // the care section's opening is no price of a water mattress
      ['Was kostet bei euch so ungefähr ein Wasserbett?', 'und so ne neue Wassermatratze zum Tauschen?'],
      // the water bed's page opening says not how often the water is changed
      ['Wir überlegen, uns ein Wasserbett anzuschaffen.', 'wie oft muss man da das wasser tauschen?'],
    ])
      expect(reply(...turns).text, turns.join(' – ')).toBe(chatFallback.text);
    // Never the Google map's cookie for Analytics': the period is asked of Analytics' own clause.
    expect(reply('Nutzt ihr Google Analytics?', 'wie lange bleiben die cookies dann drauf?').text).toMatch(
      /^Google Analytics setzt die Cookies „_ga“ und „_ga_<ID>“ mit einer Laufzeit von bis zu 2 Jahren/,
    );
  });

  it('gets, by the reading with the subject, only an answer on the subject’s pages or saying it (generated)', () => {
    const situations = [
      'Ich interessiere mich für {}.',
      'Wir überlegen, uns ein {} anzuschaffen.',
      'Erzählt mal was über {}.',
    ];
    const followUps = [
      'und wie lange hält das?',
      'sieht man das?',
      'gibts das auch mit licht?',
      'und was kostet das extra?',
      'kann ich das noch wechseln?',
      'und wer macht das?',
      'und welche farbe?',
      'wie oft muss man das machen?',
      'und welche rechtsform?',
      'und bei euch im laden?',
      'was für ne härte kommt dann auf die kinderseite?',
      'ist das echter naturlatex?',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...situations),
        fc.constantFrom(...chatContextTopics),
        fc.constantFrom(...followUps),
        (situation, { word, pages }, followUp) => {
          const answer = reply(situation.replace('{}', word), followUp);
          const read = reply(`${followUp.replace(/[\s?!.]+$/, '')} ${word}?`);
          // The answer of the reading with the subject, which the follow-up alone does not get.
          if (answer.text !== read.text || answer.text === reply(followUp).text || answer.text === chatFallback.text)
            return;
          const said = fold(answer.text);
          const onPages = answer.links?.some((l) => pages.split(' ').some((p) => l.href.startsWith(p)));
          expect(onPages || matcher.terms(word).every((t) => said.includes(t.slice(0, 5))), answer.text).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('a thing named with a word pointing back into the previous subject', () => {
  it('is that subject’s part, not the thing in general', () => {
    for (const followUp of ['und die matratze davon?', 'und die matratze drin?']) {
      const text = reply('Wie lang hält so ein Wasserbett bei euch?', followUp).text;
      expect(text, followUp).toMatch(/Wassermatratze sollte .* alle 8–12 Jahre/);
      expect(text, followUp).not.toMatch(/Boxspringbetten/);
    }
  });

  it('is read as the thing of that subject (generated)', () => {
    // Topics whose word holds no other's ('elektrisches Boxspringbett' is read as its last-named 'Boxspringbett').
    const words = chatContextTopics.map((t) => t.word);
    const topics = words.filter((w) => !words.some((o) => o !== w && w.includes(o)));
    const questions = [
      'Wie lange hält ein {}?',
      'Was kostet ein {}?',
      'Erzählt mal was über {}.',
      'Wie pflege ich ein {}?',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...questions),
        fc.constantFrom(...topics),
        fc.constantFrom(...topics),
        fc.constantFrom('davon', 'drin', 'da drin'),
        (question, subject, thing, back) => {
          fc.pre(subject !== thing);
          const first = question.replace('{}', subject);
          expect(reply(first, `und die ${thing} ${back}?`).text).toBe(
            reply(first, `und die ${thing} vom ${subject}?`).text,
          );
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('a size asked again after a size named in words', () => {
  it('replaces that size, so the question is asked for the new one alone', () => {
    // The new size's verdict first, then the toppers' sizes.
    const toppers = reply('Gibt es eure Topper auch in Überlänge?', 'und in 120x200?').text;
    expect(toppers).toMatch(/^120\s×\s200\scm ist eine unserer Standardgrößen/);
    expect(toppers).toMatch(/Topper gibt es in allen Standardgrößen/);
    const exchange = reply('Gilt der Umtausch eigentlich auch für Matratzen in Überlänge?', 'und in 90x195?').text;
    expect(exchange).toMatch(/90\s×\s195\scm ist keine unserer Standardgrößen/);
    expect(exchange).toMatch(/nicht für Sondermaße/);
  });

  it('is the new size in place of the words (generated)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Gibt es eure Topper auch',
          'Gilt der Umtausch auch für Matratzen',
          'Wie lange dauert die Lieferung',
          'Was kostet ein Boxspringbett',
        ),
        fc.constantFrom(
          'in Überlänge',
          'in Ueberlaenge',
          'in überlänge',
          'in Sondergröße',
          'in Sondermaß',
          'in Sondermaßen',
        ),
        fc.integer({ min: 8, max: 20 }),
        fc.integer({ min: 19, max: 25 }),
        (question, words, w, l) => {
          const size = `${w * 10}x${l * 10}`;
          const asked = reapply(`${question} ${words}?`, `und in ${size}?`);
          expect(asked).toBe(`${question} in ${size}?`);
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('a value asked again of the other person (er, sie)', () => {
  it('changes that person’s value, not the visitor’s', () => {
    const text = reply(
      'Ich bin 1,86 und mein Freund ist 1,97. Wie lang muss unser Bett sein?',
      'ok und wenn er doch nur 1,89 ist?',
    ).text;
    expect(text).toMatch(/Sie \(1,86\sm\): Bettlänge 220\scm/);
    expect(text).toMatch(/Ihr Partner \(1,89\sm\): Bettlänge 220\scm/);
  });

  it('is asked with the other’s value replaced, the visitor’s kept (generated)', () => {
    const m = (cm: number) => `${Math.floor(cm / 100)},${String(cm % 100).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.constantFrom('Freund', 'Mann', 'Partner'),
        fc.constantFrom('er', 'sie'),
        fc.integer({ min: 150, max: 209 }),
        fc.integer({ min: 150, max: 209 }),
        fc.integer({ min: 150, max: 209 }),
        fc.integer({ min: 45, max: 140 }),
        fc.integer({ min: 45, max: 140 }),
        fc.integer({ min: 45, max: 140 }),
        (person, pronoun, mine, theirs, asked, myKg, theirKg, askedKg) => {
          fc.pre(asked !== theirs && askedKg !== theirKg);
          const heights = reapply(
            `Ich bin ${m(mine)} und mein ${person} ist ${m(theirs)}. Welche Länge?`,
            `und wenn ${pronoun} ${m(asked)} ist?`,
          );
          expect(heights?.replace(/\s/g, ' ')).toBe(
            `Ich bin ${m(mine)} und mein ${person} ist ${m(asked)} m. Welche Länge?`,
          );
          const weights = reapply(
            `Ich wiege ${myKg} kg und mein ${person} ${theirKg} kg. Welche Härte?`,
            `und wenn ${pronoun} ${askedKg} kg wiegt?`,
          );
          expect(weights).toBe(`Ich wiege ${myKg} kg und mein ${person} ${askedKg} kg. Welche Härte?`);
        },
      ),
      { numRuns: 100 },
    );
  });
});
