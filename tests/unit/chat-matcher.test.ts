import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatFallback, chatSmallTalk } from '../../src/content/chat.ts';
import { chatTopics, type ChatTopicId } from '../../src/content/chat-topics.ts';
import { company, directions, facts, openingHours, phoneHref } from '../../src/content/site.ts';
import { waterBed } from '../../src/content/products/wasserbetten.ts';
import { createMatcher, MIN_SCORE, type ChatMatch } from '../../src/lib/chat/matcher.ts';
import { expandPassages } from '../../src/lib/chat/passages.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { fold, normalizeWord, splitCompound, stem, termProcessor, tokenize } from '../../src/lib/chat/text.ts';

const passages = expandPassages(knowledge.sections);
const matcher = createMatcher(knowledge.topics, passages, chatFallback, chatSmallTalk);

// What the browser runs: the engine around the matcher, with its precision gate.
const { engine } = engineFor(knowledge);
const reply = (q: string) => engine.reply([q]);
const isFallback = (q: string) => reply(q).text === chatFallback.text;

const topicOf = (m: ChatMatch) => (m.kind === 'topic' ? m.id : m.kind);
const hrefs = (m: ChatMatch) => (m.answer.links ?? []).map((l) => l.href);

/** Real-world phrasings per curated topic: the topics stay and win where they fit. */
const phrasings: Record<ChatTopicId, readonly string[]> = {
  prices: ['Was kostet ein Boxspringbett?', 'wie teuer sind eure betten', 'Preise?', 'preiss boxspring'],
  definition: ['Was ist ein Boxspringbett?', 'was bedeutet boxspring', 'Wie ist so ein Boxspring Bett aufgebaut'],
  advantages: ['Welche Vorteile hat ein Boxspringbett?', 'vorteile', 'lohnt sich ein boxspringbett?'],
  deliveryTime: ['wie lange dauert die lieferung', 'Lieferzeit?', 'wann kommt mein bett', 'Lifferzeit'],
  guarantee: ['garantie', 'Wie lange habe ich Garantie?', 'gewaehrleistung', 'kann ich die matratze umtauschen'],
  consultation: ['Kann ich einen Beratungstermin vereinbaren?', 'ich möchte mich beraten lassen', 'berattung'],
  materials: ['Welche Materialien verwendet ihr?', 'sind die stoffe schadstofffrei'],
  manufacture: ['Wo werden die Betten hergestellt?', 'Sind eure Betten handgemacht?', 'wer produziert die betten'],
  customisation: ['Kann ich das Bett individuell anpassen lassen?', 'Gibt es Sondergrößen?', 'Welche Farben gibt es?'],
  care: ['Wie pflege ich mein Boxspringbett?', 'muss ich die matratze wenden', 'Flecken auf dem Bett, was tun?'],
  durability: ['wie lang hält ein boxspringbett', 'Lebensdauer', 'haltbarkeit boxspring'],
  testing: ['Kann ich die Betten probeliegen?', 'wie lange sollte ich probe liegen', 'kann man das bett vorher testen'],
  deliveryAssembly: ['Liefert ihr auch und baut das Bett auf?', 'Ist die Lieferung kostenlos?', 'montage'],
  directions: [
    'Wie komme ich zu euch?',
    'anfahrt',
    'Adresse?',
    'Gibt es Parkplätze?',
    'wie komm ich mit dem auto zu euch',
  ],
  openingHours: ['öffnungszeiten samstag', 'oeffnungszeiten', 'Habt ihr am Sonntag offen?', 'wann haben sie auf'],
  contact: ['Wie kann ich euch erreichen?', 'Telefonnummer', 'Wie ist Ihre E-Mail-Adresse?'],
  sleeperTypes: ['Ich bin Seitenschläfer, welche Matratze?', 'Welcher Härtegrad passt zu mir?'],
};

describe('chat matcher: the curated topics stay and win where they fit', () => {
  it('covers every topic with at least two phrasings', () => {
    for (const topic of chatTopics) expect(phrasings[topic.id].length, topic.id).toBeGreaterThanOrEqual(2);
  });

  const rows = Object.entries(phrasings).flatMap(([id, list]) => list.map((q) => [q, id] as const));
  it.each(rows)('%s -> %s', (question, id) => {
    const result = matcher.match(question);
    expect(topicOf(result)).toBe(id);
    expect(result.score).toBeGreaterThanOrEqual(MIN_SCORE);
  });
});

describe('chat matcher: the rest of the site answers from its own pages', () => {
  // The questions the assistant got wrong before it knew the whole site.
  it.each([
    ['Habt ihr auch Wasserbetten?', '/produkte/wasserbetten', 'Wasserbetten'],
    ['Kann ich eine Matratze zurückgeben, wenn sie nicht passt?', null, `${facts.mattressExchangeDays} Tage`],
    ['Nehmt ihr die alte Matratze mit?', null, 'alte Matratze'],
    [
      'Wie viel Strom braucht die Heizung vom Wasserbett?',
      '/produkte/wasserbetten#faq',
      `${waterBed.heatingWatt} Watt`,
    ],
    ['Ich habe eine Dachschräge, was empfehlen Sie?', null, 'Dachschräge'],
    ['Welche Topper gibt es?', '/produkte/topper', 'Topper'],
    ['Habt ihr elektrisch verstellbare Betten?', '/produkte/elektrische-boxspringbetten', 'verstellen'],
    ['Was ist der Unterschied zwischen Visco und Latex?', '/produkte/matratzen#technologien', 'latex'],
  ])('%s', (question, href, figure) => {
    const result = matcher.match(question);
    expect(result.kind).not.toBe('fallback');
    // Any space between a figure and its unit (the typography may keep them together).
    expect(result.answer.text).toMatch(new RegExp(figure.replace(/ /g, '\\s?'), 'i'));
    if (href) expect(hrefs(result)[0]).toBe(href);
  });

  it('gives directions by car with the motorway exit', () => {
    const result = matcher.match('wie komm ich mit dem auto zu euch');
    expect(result.answer.text).toContain(directions.exit);
    expect(hrefs(result)).toContain('/kontakt#kontakt-anfahrt');
  });

  it('answers with a passage: its text and a link to the page and section', () => {
    const result = matcher.match('Wasserbettheizung Stromverbrauch');
    expect(result.kind).toBe('passage');
    const passage = passages.find((p) => result.kind === 'passage' && p.id === result.id)!;
    expect(result.answer).toEqual({
      text: passage.text,
      links: [{ label: passage.label, href: `${passage.page}#${passage.anchor}` }],
    });
    expect(passage.page).toBe('/produkte/wasserbetten');
  });

  it('answers the questions about the shop that the site answers: no online shop, orders by enquiry', () => {
    const result = matcher.match('Habt ihr einen Onlineshop?');
    expect(hrefs(result)[0]).toBe('/agb#vertragsschluss');
    expect(result.answer.text).toMatch(/keine Verträge/);
  });

  it('says so when two topics of different pages fit equally and links both', () => {
    const tie = matcher.match('Was ist der Unterschied zwischen Visco und Latex?');
    expect(tie.kind === 'passage' && tie.also).toBe('/produkte/topper');
    expect(tie.answer.text).toMatch(/^Dazu passen zwei Themen: „.+“ und „.+“\./);
    expect(hrefs(tie)).toEqual(['/produkte/matratzen#technologien', '/produkte/topper#arten']);
    // A clear question has one answer and one link.
    const single = matcher.match('Wie viel Strom braucht die Heizung vom Wasserbett?');
    expect(single.kind === 'passage' && single.also).toBeUndefined();
    expect(hrefs(single)).toHaveLength(1);
  });
});

describe('chat matcher: what the site cannot answer gets the honest fallback', () => {
  it.each(['Kann ich mit Karte zahlen?', 'kann man bei euch mit ec-karte bezahlen', 'Wie kann ich bezahlen?'])(
    'answers payment from the AGB: %s',
    (question) => {
      expect(reply(question).links?.[0]?.href).toBe('/agb#preise-zahlung');
    },
  );

  it.each([
    'Bietet ihr eine Finanzierung an?',
    'Wie wird das Wetter morgen?',
    'Erzähl mir einen Witz',
    'Was ist die Hauptstadt von Frankreich?',
    'asdfghjkl',
    'Welcher Film läuft heute im Kino?',
    'wo ist der nächste ikea',
  ])('%s', (question) => {
    expect(isFallback(question)).toBe(true);
  });

  it('answers the part it can and says so for the part it cannot', () => {
    const text = reply('Was kosten die Betten aktuell, gibt es gerade Rabatt?').text;
    expect(text).toMatch(/keine sichere Antwort/);
    expect(text).toContain(company.phoneDisplay);
  });

  it('the fallback names the phone number, the opening hours and the form', () => {
    expect(chatFallback.text).toContain(company.phoneDisplay);
    for (const row of openingHours.contact.filter((r) => /\d/.test(r.hours)))
      expect(chatFallback.text).toContain(row.hours);
    expect(chatFallback.links?.map((l) => l.href)).toEqual([phoneHref, '/kontakt']);
  });

  it('gives the fallback for blank or punctuation-only text', () => {
    for (const q of ['', '   ', '???', '!!!']) expect(matcher.match(q).kind).toBe('fallback');
  });
});

describe('chat matcher: typography and weak hints', () => {
  it('reads the copy and the question alike whatever their spaces, dashes and multiplication signs', () => {
    const words = (t: string) => tokenize(t).flatMap((w) => normalizeWord(w) ?? []);
    const plain = words('Topper 180x200, Lieferung in 1-2 Wochen, 30 % Rabatt');
    expect(words('Topper 180\u00a0×\u00a0200, Lieferung in 1\u20132 Wochen, 30\u202f% Rabatt')).toEqual(plain);
    expect(words('Topper 180 x 200, Lieferung in 1 - 2 Wochen, 30 % Rabatt')).toEqual(plain);
    expect(words('220cm und 70kg')).toEqual(words('220 cm und 70 kg'));
    expect(fold('E\u2011Mail')).toBe(fold('E-Mail'));
  });

  it('finds a typeset dimension by the plain one a visitor types, and shows the typeset answer', () => {
    const topperSizes = passages.find((p) => p.page === '/produkte/topper' && /\d\u00a0×\u00a0\d/.test(p.text));
    expect(topperSizes, 'the topper sizes are typeset with the multiplication sign').toBeDefined();
    for (const q of ['topper 180x200', 'Topper 180 x 200', 'topper 180 × 200']) {
      const result = matcher.match(q);
      expect(result.kind, q).toBe('passage');
      expect(hrefs(result)[0], q).toMatch(/^\/produkte\/topper/);
      expect(result.answer.text, q).toContain('180\u00a0×\u00a0200');
    }
  });

  it('reads a body height as one', () => {
    for (const q of ['ich bin 1,95m welches bett', 'Mein Sohn ist 1.98 m groß, welches Bett?'])
      expect(hrefs(matcher.match(q))[0], q).toMatch(/^\/(?:produkte\/ueberlaenge|schlafberater)/);
  });

  it('does not answer from a part of a compound alone, nor from one everyday synonym with the rest left over', () => {
    // 'Leben' is only a part of 'Lebensdauer' in the durability topic; 'Auto' means directions only with a way to go.
    expect(isFallback('was ist der sinn des lebens')).toBe(true);
    expect(isFallback('Ich möchte mein Auto verkaufen')).toBe(true);
    expect(topicOf(matcher.match('wie komm ich mit dem auto zu euch'))).toBe('directions');
    expect(topicOf(matcher.match('Lebensdauer'))).toBe('durability');
  });
});

describe('chat matcher: small talk', () => {
  it.each([
    ['Hallo', 'greeting'],
    ['Guten Morgen', 'greeting'],
    ['Moin zusammen', 'greeting'],
    ['Danke!', 'thanks'],
    ['ok danke schön', 'thanks'],
    ['Wer bist du?', 'assistant'],
    ['bist du ein Mensch', 'assistant'],
    ['wie alt bist du', 'assistant'],
  ])('%s -> %s', (question, id) => {
    const result = matcher.match(question);
    expect(result.kind === 'smalltalk' ? result.id : result.kind).toBe(id);
  });

  it('gives small talk no passage; the chat says that it is an automatic assistant and how to reach a person', () => {
    const result = matcher.match('Bist du ein Bot?');
    expect(result.kind).toBe('smalltalk');
    expect(result.answer).toEqual(chatFallback);
    const answer = reply('Bist du ein Bot?');
    expect(answer.text).toMatch(/automatische/);
    expect(answer.text).toContain(company.phoneDisplay);
    expect((answer.links ?? []).map((l) => l.href)).toEqual(expect.arrayContaining([phoneHref, '/kontakt']));
  });

  it('lets a question behind a greeting reach its topic', () => {
    expect(topicOf(matcher.match('Hallo, was kostet ein Boxspringbett?'))).toBe('prices');
    expect(isFallback('Hallo, wie wird das Wetter?')).toBe(true);
  });
});

describe('chat text pipeline', () => {
  it('folds case, umlauts, their ae/oe/ue spellings and ß alike', () => {
    expect(fold('Größe')).toBe(fold('groesse'));
    expect(fold('Größe')).toBe(fold('grosse'));
    expect(fold('Öffnungszeiten')).toBe(fold('oeffnungszeiten'));
    expect(fold('Öffnungszeiten')).toBe(fold('Offnungszeiten'));
    expect(normalizeWord('Gießen')).toBe(normalizeWord('giessen'));
  });

  it('stems inflected forms with the Snowball German stemmer', () => {
    expect(stem('matratzen')).toBe(stem('matratze'));
    expect(stem(fold('lieferzeiten'))).toBe(stem('lieferzeit'));
    expect(normalizeWord('Wasserbetten')).toBe(normalizeWord('Wasserbett'));
  });

  it('drops stop words of both the du and the Sie form', () => {
    for (const w of ['die', 'Wie', 'ihr', 'euch', 'eure', 'Sie', 'Ihnen', 'habt', 'gibts', 'nen'])
      expect(normalizeWord(w)).toBeNull();
    expect(tokenize('Habt ihr Wasserbetten?').flatMap((w) => normalizeWord(w) ?? [])).toEqual(
      tokenize('Haben Sie Wasserbetten?').flatMap((w) => normalizeWord(w) ?? []),
    );
  });

  it('maps the synonym table of src/content onto the words the site uses', () => {
    expect(normalizeWord('zurückgeben')).toBe(normalizeWord('umtauschen'));
    expect(normalizeWord('Parkplatz')).toBe(normalizeWord('Anfahrt'));
    expect(normalizeWord('offen')).toBe(normalizeWord('Öffnungszeiten'));
    expect(normalizeWord('kaputt')).toBe(normalizeWord('Garantie'));
    expect(normalizeWord('Rückenschmerzen')).toBe(normalizeWord('Gesundheit'));
  });

  it('turns colloquial phrases into their keyword', () => {
    expect(tokenize('Wie lange dauert das?')).toContain('lieferzeit');
    expect(tokenize('wie komm ich zu euch')).toContain('anfahrt');
    expect(tokenize('baut ihr das bett auch auf')).toContain('montage');
    expect(tokenize('nehmt ihr die alte matratze mit')).toContain('entsorgung');
    expect(tokenize('extra lange Betten')).toContain(fold('überlänge'));
    expect(tokenize('wann kann das Bett geliefert werden')).toContain('lieferzeit');
    expect(normalizeWord('Festigkeit')).toBe(normalizeWord('Härtegrad'));
  });

  it('splits compounds into words of the site', () => {
    const vocabulary = new Set(['wasserbett', 'heizung', 'matratz', 'bezug'].map((w) => normalizeWord(w)!));
    const known = (s: string) => vocabulary.has(s);
    expect(splitCompound('wasserbettheizung', known)).toEqual(['wasserbett', 'heizung']);
    expect(splitCompound('matratzenbezug', known)).toEqual(['matratzen', 'bezug']);
    expect(splitCompound('kuehlschrank', known)).toBeUndefined();
    const process = termProcessor(vocabulary);
    expect(process('Wasserbettheizung')).toEqual([
      normalizeWord('Wasserbettheizung'),
      normalizeWord('wasserbett'),
      normalizeWord('heizung'),
    ]);
    expect(process('Heizung')).toBe(normalizeWord('Heizung'));
  });
});

describe('chat matcher: a second passage of the answer’s section', () => {
  const sectionOf = (p: (typeof passages)[number]) => `${p.page}#${p.anchor}`;
  const sections = [...Map.groupBy(passages, sectionOf).values()].filter((s) => s.length >= 2);
  const wordsOf = (text: string) => text.split(/[^\p{L}]+/u).filter((w) => w.length >= 6);
  const question = fc
    .constantFrom(...sections)
    .chain((s) => fc.tuple(fc.constantFrom(...s), fc.constantFrom(...s), fc.nat(), fc.nat()))
    .filter(([a, b]) => wordsOf(a.text).length > 0 && wordsOf(b.text).length > 0)
    .map(([a, b, i, j]) => {
      const wa = wordsOf(a.text);
      const wb = wordsOf(b.text);
      return `Wie ist das mit ${wa[i % wa.length]} und ${wb[j % wb.length]}?`;
    });

  it('is only ever a passage of the same section, after the best one', () => {
    let joined = 0;
    fc.assert(
      fc.property(question, (q) => {
        const m = matcher.match(q);
        if (m.kind !== 'passage' || m.also) return;
        const first = passages.find((p) => p.id === m.id)!;
        if (m.answer.text === first.text) return;
        joined++;
        expect(m.answer.text.startsWith(`${first.text}\n\n`)).toBe(true);
        const rest = m.answer.text.slice(first.text.length + 2);
        // (The same text may stand in another section too.)
        const seconds = passages.filter((p) => p.text === rest && p.id !== first.id).map(sectionOf);
        expect(seconds).toContain(sectionOf(first));
      }),
      { numRuns: 300 },
    );
    // Not vacuous: generated questions from two passages of one section do reach both.
    expect(joined).toBeGreaterThan(0);
  });

  it('answers a word the best passage leaves out from the passage beside it (the exclusions of the guarantee)', () => {
    const r = engine.reply([
      'Wie lange Garantie habe ich auf einen Topper?',
      'und auf die Fernbedienung vom elektrischen Bett? Die Batterie ist schon leer',
    ]);
    expect(r.text).toContain('Batterien von Fernbedienungen');
  });

  it('counts the words the two passages say together as the words the answer matches', () => {
    // The map's section: one passage says when it loads, the next what Google may then set.
    const map = engine.reply([
      'Lädt die Google-Karte auf der Kontaktseite automatisch?',
      'und setzt die dann cookies?',
    ]);
    expect(map.text).toContain('NID');
    // The variant's passage names its hardness grades beside the section's note on them.
    const luxury = engine.reply([
      'Erzählen Sie mir bitte etwas über die Variante Luxury.',
      'welche härtegrade gibts da?',
    ]);
    expect(luxury.text).toContain('H2 bis H4');
  });
});
