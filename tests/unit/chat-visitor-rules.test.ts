/**
 * How the chat reads a visitor rather than a question set: a message that asks nothing gets a
 * reply in kind (never a passage that shares a word with it), a complaint the direct contacts,
 * a follow-up never the previous answer again, a sentence about the visitor's situation is read
 * with the question beside it, and a legal clause answers only a question it matches closely.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatFallback } from '../../src/content/chat.ts';
import { chatConversation, chatStatement } from '../../src/content/chat-intents.ts';
import { company } from '../../src/content/site.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { asks, plainFold } from '../../src/lib/chat/engine.ts';
import { technologies } from '../../src/content/products/matratzen.ts';
import { collectionItems } from '../../src/content/collection.ts';
import { chatRareReplies } from '../../src/content/chat-rare-replies.ts';

const { engine, matcher } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);
const hrefs = (r: { links?: readonly { href: string }[] }) => (r.links ?? []).map((l) => l.href);

describe('chat: messages that ask nothing', () => {
  it('answers thanks, praise and goodbyes in kind, wherever they stand in the message', () => {
    for (const text of ['Vielen Dank für die schnelle Antwort!', 'danke dir, hast mir echt geholfen 👍', 'aha, danke'])
      expect(reply(text).text).toBe(chatConversation.thanks.reply.text);
    expect(reply('Wollte nur sagen, die Beratung bei euch war top!').text).toBe(chatRareReplies.compliment.text);
    for (const text of ['Tschüss, bis Samstag im Laden!', 'sorry baby schreit, meld mich später'])
      expect(reply(text).text).toBe(chatConversation.goodbye.reply.text);
    // After a question, too.
    expect(reply('Welche Härtegrade habt ihr?', 'danke, sehr hilfreich!').text).toBe(
      chatConversation.thanks.reply.text,
    );
  });

  it('answers thanks that ask nothing in kind, however many words of praise come with them', () => {
    // 'danke, hat mir echt weitergeholfen!' once got a senior bed's sentence: the praise word
    // between 'hat mir' and 'geholfen' hid the thanks, and 'hat …' opened a clause like a question.
    expect(reply('danke, hat mir echt weitergeholfen!').text).toBe(chatConversation.thanks.reply.text);
    const opener = fc.constantFrom('', 'super, ', 'perfekt! ', 'ok ', 'wow, ', 'prima. ');
    const thanks = fc.constantFrom('danke', 'vielen dank', 'dankeschön', 'danke dir', 'danke euch', 'merci');
    const praise = fc.constantFrom(
      '',
      'echt ',
      'wirklich ',
      'sehr ',
      'total ',
      'mega ',
      'voll ',
      'richtig ',
      'echt sehr ',
    );
    const helped = fc.constantFrom('hat mir', 'hat uns', 'hast mir', 'habt mir', 'das hat mir', 'ihr habt mir');
    const verb = fc.constantFrom('geholfen', 'weitergeholfen');
    const end = fc.constantFrom('', '!', '!!', '.', ' 👍', ' :)');
    fc.assert(
      fc.property(opener, thanks, helped, praise, verb, end, fc.boolean(), (o, th, h, p, v, e, first) => {
        const help = `${h} ${p}${v}`;
        const text = first ? `${o}${th}, ${help}${e}` : `${o}${help}, ${th}${e}`;
        expect(reply(text).text, text).toBe(chatConversation.thanks.reply.text);
        // After a question, too.
        expect(reply('Welche Härtegrade habt ihr?', text).text, text).toBe(chatConversation.thanks.reply.text);
      }),
      { numRuns: 150 },
    );
  });

  it('gives a statement a friendly reply with the phone, the hours and the form, never the "no sure answer"', () => {
    const opener = fc.constantFrom('puh,', 'sorry,', 'ach', 'haha', 'ich', 'wir', 'mein Mann');
    const rest = fc.array(fc.stringMatching(/^[a-zäöü]{3,10}$/), { minLength: 1, maxLength: 5 });
    const end = fc.constantFrom('', ' 😴', ' 🙈', '!', '.');
    fc.assert(
      fc.property(opener, rest, end, (o, ws, e) => {
        const text = `${o} ${ws.join(' ')}${e}`;
        // A generated word may fold to a question word opening a clause ('puh, wäs …' reads as
        // 'puh, was …'): the engine reads such a clause as a question, so it is no statement.
        const opensQuestion = plainFold(text)
          .split(/,|\bund\b|\baber\b/)
          .some((clause) => chatStatement.question.test(clause.trim()));
        fc.pre(!asks(text, text) && !/[?]/.test(text) && !opensQuestion);
        const r = reply(text);
        // Never the fallback that says it cannot answer, and never a passage of the site.
        expect(r.text).not.toBe(chatFallback.text);
        expect(hrefs(r).every((h) => !/^\/(?!kontakt)/.test(h))).toBe(true);
      }),
      // The generated case that once failed: its second clause opens with a question word.
      { numRuns: 60, examples: [['puh,', ['wäs', 'öää'], '']] },
    );
    const r = reply('puh, hab grad 12h nachtdienst hinter mir 😴');
    expect(r.text).toBe(chatRareReplies.statement.text);
    expect(r.text).toContain(company.phoneDisplay);
    expect(hrefs(r)).toContain('/kontakt');
  });

  it('keeps the honest fallback for a clipped query and for a praise word inside a question', () => {
    expect(reply('bitcoin kurs').text).toBe(chatFallback.text);
    expect(reply('spielt ihr fußball').text).toBe(chatFallback.text);
    expect(reply('Unser Treppenhaus ist super eng, bekommt ihr da ein 200er Bett hoch?').text).not.toBe(
      chatRareReplies.compliment.text,
    );
  });

  it('reads a question without a question mark as a question', () => {
    for (const q of ['spielt ihr fußball', 'Liefern Sie auch samstags', 'mein wasserbett verliert wasser was tun'])
      expect(asks(q, q)).toBe(true);
    for (const s of ['puh, hab grad 12h nachtdienst hinter mir', 'Mein Deutsch nicht so gut.'])
      expect(asks(s, s)).toBe(false);
  });
});

describe('chat: complaints', () => {
  it('answers a complaint about an order or a visit with an apology and the direct contacts', () => {
    for (const text of [
      '😡😡😡 wo bleibt mein bett',
      'Ich hab letzte Woche angerufen und keiner hat zurückgerufen.',
      'Der Monteur hat beim Aufbau eine Macke ins Parkett gemacht.',
      'In Ihrem Angebot steht ein falscher Betrag. Ich erwarte eine Korrektur.',
    ]) {
      const r = reply(text);
      expect(r.text, text).toBe(chatRareReplies.complaint.text);
      expect(r.text).toContain(company.email);
    }
  });
});

describe('chat: follow-ups', () => {
  const firsts = [
    'wann habt ihr auf?',
    'Wo ist euer Showroom?',
    'Wie lange ist die Lieferzeit?',
    'Was kostet ein Bett?',
  ];

  it('never answers a follow-up with the previous answer when the follow-up asks something that answer does not say', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...firsts),
        fc.constantFrom('und an', 'und bei', 'und mit', 'und ohne'),
        fc.stringMatching(/^[a-z]{6,10}$/),
        (first, joiner, word) => {
          const before = reply(first);
          const after = reply(first, `${joiner} ${word}?`);
          const covered = matcher.terms(word).every((t) => before.text.toLowerCase().includes(t.slice(0, 5)));
          if (!covered) expect(after.text).not.toBe(before.text);
        },
      ),
      { numRuns: 40 },
    );
    // Named cases: holiday hours are not the regular hours; the site gives none.
    expect(reply('wann habt ihr auf?', 'und an feiertagen?').text).toBe(chatFallback.text);
  });

  it('keeps the previous answer when it already says what the follow-up asks', () => {
    const first = reply('Wie groß ist das Eltern-Kind-Bett?');
    const second = reply('Wie groß ist das Eltern-Kind-Bett?', 'geht das auch niedrig?');
    expect(second.text).toBe(first.text);
    expect(second.text.toLowerCase()).toContain('niedrig');
  });
});

describe('chat: the visitor’s situation beside a question', () => {
  it('reads the situation with the question, and never answers the situation alone', () => {
    expect(hrefs(reply('Hab die Rechnung nicht mehr. Garantie trotzdem?'))[0]).toMatch(/^\/garantie/);
    const r = reply('Matratze Federkern – Federn sind einzeln oder alles ein Stück? Mein Deutsch nicht so gut.');
    expect(r.text).not.toMatch(/Urheberrecht/);
    expect(hrefs(r)[0]).toBe('/produkte/matratzen#technologien');
  });
});

describe('chat: legal clauses and weighted words', () => {
  it('does not answer a delivery deadline with a retention period of the Datenschutz', () => {
    const r = reply('brauch das bett in spätestens 10 tagen, klappt das?');
    expect(hrefs(r).some((h) => h.startsWith('/datenschutz'))).toBe(false);
  });

  it('still answers payment from the AGB', () => {
    expect(hrefs(reply('kann man bei euch mit ec-karte bezahlen'))[0]).toBe('/agb#preise-zahlung');
  });

  it('lets a common word left over cost less than a distinctive one', () => {
    // 'wie viel' is only a way of asking; 'Feiertag' is a thing the answer must say.
    const common = matcher.match('wie viel jahre garantie');
    expect(common.kind).not.toBe('fallback');
    const distinctive = matcher.match('öffnungszeiten feiertage ostermontag pfingsten');
    expect(distinctive.kind === 'topic' || distinctive.kind === 'passage' ? distinctive.coverage : 0).toBeLessThan(0.6);
  });
});

describe('chat: items of one list compared', () => {
  it('answers each item of a list the visitor compares, with its own facts', () => {
    const r = reply('was is eigentlich der unterschied zwischen classic, luxury und comfort plus?? kurz bitte');
    for (const name of ['Classic', 'Luxury', 'Comfort Plus']) expect(r.text).toContain(`${name} (`);
    expect(hrefs(r)).toContain('/produkte/boxspringbetten#varianten');
    const toppers = reply('Was ist der Unterschied zwischen Kaltschaum-Topper und Gel-Topper?');
    expect(toppers.text).toMatch(/Kaltschaum-Topper \(/);
    expect(toppers.text).toMatch(/Gel-Topper \(/);
  });

  it('keeps another part of the message beside the compared items', () => {
    const r = reply('Was ist billiger, Classic oder Luxury, und was ist der Unterschied?');
    expect(r.text).toContain('Classic (');
    expect(hrefs(r).some((h) => h.startsWith('/kontakt?interesse='))).toBe(true);
  });

  it('does not list the items when they are only the setting of another question', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Latex', 'Visco', 'Hybrid', 'Federkern'),
        fc.constantFrom('Latex', 'Hybrid'),
        (a, b) => {
          fc.pre(a !== b);
          expect(matcher.named(`Kann ich beim Umtausch von ${a} auf ${b} wechseln?`).length).toBe(2);
          const r = reply(`Kann ich beim Umtausch von ${a} auf ${b} wechseln?`);
          expect(r.text.split('\n\n').length <= 1 || !r.text.includes(`${a} (`)).toBe(true);
        },
      ),
    );
  });
});

describe('chat: limits the site states', () => {
  it('says no to a hardness grade a technology is not made in, and names where it is made', () => {
    for (const tech of technologies)
      for (const grade of ['H1', 'H2', 'H3', 'H4']) {
        const r = reply(`Gibt es ${tech.name} auch in ${grade}?`);
        const inRange = tech.hardness[0] <= grade && grade <= tech.hardness[1];
        expect(r.text.includes(`${grade} gibt es bei ${tech.name} nicht`), `${tech.name} ${grade}`).toBe(!inRange);
        if (!inRange)
          for (const other of technologies.filter((x) => x.hardness[0] <= grade && grade <= x.hardness[1]))
            expect(r.text).toContain(other.name);
      }
  });
});

describe('chat: the question’s most distinctive word', () => {
  it('prefers the passage that says the word only it uses', () => {
    const r = reply(
      'Was passiert beim elektrischen Boxspringbett eigentlich bei Stromausfall, wenn das Kopfteil oben ist?',
    );
    expect(r.text).toMatch(/Notabsenkung/);
  });
});

describe('chat: conversation beside the site’s words', () => {
  it('acknowledges "alles klar" even though "klar" is a word of the site', () => {
    expect(reply('alles klar').text).toBe(chatConversation.acknowledge.reply.text);
  });

  it('does not take a question about where to complain, or a dissatisfied visitor’s figures, for an order complaint', () => {
    expect(
      reply('Wie widerrufe ich die Einwilligung für die Karte?', 'und wer ist da zuständig bei Beschwerden?').text,
    ).not.toBe(chatRareReplies.complaint.text);
    const r = reply(
      'ich bin seit Jahren unzufrieden mit meinem Bett, die Füße hängen raus, ich bin 1,96 und wiege 110 kg',
    );
    expect(r.text).toMatch(/H4/);
    expect(r.text).toMatch(/230\scm/);
  });
});

describe('chat: a follow-up about the item named before', () => {
  it('answers from the item the previous message named when its text says what is asked', () => {
    const r = reply('Erzählt mal was zum Comfort Plus', 'welche matratze ist da drin?');
    expect(r.text).toMatch(/^Comfort Plus \(/);
    expect(r.text).toMatch(/Hybrid-Matratze/);
    // A new product named is a new question.
    expect(reply('Erzählt mal was zum Comfort Plus', 'und habt ihr auch Latex-Matratzen?').text).not.toMatch(
      /^Comfort Plus/,
    );
  });

  it('names no item by a word the whole site uses', () => {
    expect(matcher.named('welche matratze ist da drin', 1)).toEqual([]);
  });
});

describe('chat: which items there are', () => {
  it('names the items of a list when asked which there are, from the list itself', () => {
    const r = reply('Welche Modelle habt ihr in der Boxspring-Kollektion?');
    for (const item of collectionItems) expect(r.text).toContain(item.title);
    expect(hrefs(r)[0]).toBe('/#kollektion');
  });

  it('names each model in its own answer', () => {
    for (const item of collectionItems.slice(0, 3))
      expect(
        knowledge.sections.some(
          (s) => s[1] === 'kollektion' && s[4].some(([, text]) => text.startsWith(`${item.title}:`)),
        ),
      ).toBe(true);
  });
});

describe('chat: personal advice names the technologies', () => {
  it('names the technologies made in the visitor’s grade and those the site gives for their position', () => {
    const heavy = reply('ich wiege 130 kg, welche matratze?');
    const h4 = technologies.filter((x) => x.hardness[1] === 'H4').map((x) => x.name);
    for (const name of h4) expect(heavy.text).toContain(name);
    const side = reply('bin student, 1,81 groß, 52 kg, schlaf auf der seite');
    expect(side.text).toMatch(/Seitenschläfer/);
    for (const name of ['Visco', 'Latex', 'Hybrid']) expect(side.text).toContain(name);
  });

  it('does not read the web page as a sleeping position', () => {
    expect(reply('Warum stehen bei euch keine Preise auf der Seite?').text).not.toMatch(/Seitenschläfer/);
    expect(reply('Sind die Bilder auf der Seite Stockfotos?').text).not.toMatch(/Seitenschläfer/);
    // The Schlafberater on the page is the page's tool, not sleeping on the side.
    fc.assert(
      fc.property(
        fc.constantFrom('Schlafberater', 'schlafberater'),
        fc.constantFrom(
          (w: string) => `Sollte ich vor dem Besuch bei euch den ${w} auf der Seite machen?`,
          (w: string) => `Wie funktioniert der ${w} auf der Seite?`,
          (w: string) => `kann ich den ${w} auf der seite auch mit dem handy nutzen?`,
        ),
        (w, q) => {
          expect(reply(q(w)).text).not.toMatch(/Seitenschläfer/);
        },
      ),
      { numRuns: 12 },
    );
  });
});
