import { describe, expect, it } from 'vitest';
import { chatFallback, chatSmallTalk, chatTopics, type ChatTopicId } from '../../src/content/chat.ts';
import { createMatcher, MIN_SCORE } from '../../src/lib/chat/matcher.ts';
import { fold, processTerm, stem, tokenize } from '../../src/lib/chat/text.ts';
import { chatFaqEntries } from '../../src/lib/chat/faq.ts';

const matcher = createMatcher(chatTopics, chatFallback, chatFaqEntries, chatSmallTalk);

/** Real-world phrasings per topic: questions as typed, with typos, missing umlauts, ue/oe/ae. */
const phrasings: Record<ChatTopicId, readonly string[]> = {
  prices: [
    'Was kostet ein Boxspringbett?',
    'wie teuer sind eure betten',
    'Preise?',
    'was kosten die betten ungefähr',
    'Ich hätte gern ein Angebot mit Preis',
    'preiss boxspring',
  ],
  definition: [
    'Was ist ein Boxspringbett?',
    'was ist eigentlich boxspring',
    'Wie ist so ein Boxspring Bett aufgebaut',
    'was bedeutet boxspring',
  ],
  advantages: [
    'Welche Vorteile hat ein Boxspringbett?',
    'warum boxspring statt lattenrost',
    'Was ist der Unterschied zu einem normalen Bett',
    'vorteile',
    'lohnt sich ein boxspringbett?',
  ],
  deliveryTime: [
    'wie lange dauert die lieferung',
    'Lieferzeit?',
    'wann kommt mein bett',
    'Wie lange ist die Lieferzeit?',
    'Wie schnell kann ich das Bett bekommen?',
    'lieferzeiten',
    'Lifferzeit',
    'wie lange muss ich auf mein bett warten',
  ],
  guarantee: [
    'garantie',
    'Wie lange habe ich Garantie?',
    'Gibt es eine Gewährleistung?',
    'kann ich die matratze umtauschen',
    'garantei auf das bett',
    'gewaehrleistung',
  ],
  consultation: [
    'Kann ich einen Beratungstermin vereinbaren?',
    'ich möchte mich beraten lassen',
    'Beratung im Showroom',
    'termin für eine beratung',
    'berattung',
  ],
  materials: [
    'Welche Materialien verwendet ihr?',
    'aus welchem material ist das bett',
    'sind die stoffe schadstofffrei',
    'OEKO-TEX zertifiziert?',
  ],
  manufacture: [
    'Wo werden die Betten hergestellt?',
    'Sind eure Betten handgemacht?',
    'Herstellung in Deutschland?',
    'wer produziert die betten',
    'made in germany',
  ],
  customisation: [
    'Kann ich das Bett individuell anpassen lassen?',
    'Gibt es Sondergrößen?',
    'bett nach mass',
    'ueberlaenge moeglich?',
    'Welche Farben gibt es?',
  ],
  care: [
    'Wie pflege ich mein Boxspringbett?',
    'muss ich die matratze wenden',
    'Wie reinige ich den Bezug?',
    'pflege tipps',
    'Flecken auf dem Bett, was tun?',
  ],
  durability: [
    'wie lang hält ein boxspringbett',
    'Wie lange hält eine Matratze?',
    'Lebensdauer',
    'wie langlebig sind die betten',
    'haltbarkeit boxspring',
  ],
  testing: [
    'Kann ich die Betten probeliegen?',
    'wie lange sollte ich probe liegen',
    'kann man das bett vorher testen',
    'ausprobieren im laden',
  ],
  deliveryAssembly: [
    'Liefert ihr auch und baut das Bett auf?',
    'Ist die Lieferung kostenlos?',
    'montage',
    'Was kostet der Versand?',
    'bauen sie das bett bei mir auf',
  ],
  directions: [
    'Wie komme ich zu euch?',
    'Wo ist der Showroom?',
    'anfahrt',
    'Adresse?',
    'Gibt es Parkplätze?',
    'wegbeschreibung ab der a45',
  ],
  openingHours: [
    'öffnungszeiten samstag',
    'oeffnungszeiten',
    'Wann habt ihr geöffnet?',
    'Habt ihr am Sonntag offen?',
    'Offnungszeiten',
    'wann haben sie auf',
  ],
  contact: [
    'Wie kann ich euch erreichen?',
    'Telefonnummer',
    'Wie ist Ihre E-Mail-Adresse?',
    'kontakt',
    'Ich möchte anrufen',
  ],
  sleeperTypes: [
    'Ich bin Seitenschläfer, welche Matratze?',
    'rueckenschlaefer',
    'Welcher Härtegrad passt zu mir?',
    'bauchschlafer matratze',
    'Welche Matratze ist gut für meine Schlafposition?',
  ],
};

const unrelated = [
  'Wie wird das Wetter morgen?',
  'Wer hat gestern das Spiel gewonnen?',
  'Erzähl mir einen Witz',
  'Was ist die Hauptstadt von Frankreich?',
  'Haben Sie ein Rezept für Apfelkuchen?',
  'Wie spät ist es?',
  'Ich suche einen Job als Programmierer',
  'asdfghjkl',
  'Kannst du meine Hausaufgaben machen?',
  'Wie funktioniert die Steuererklärung?',
  'Welcher Film läuft heute im Kino?',
  'Ich brauche einen Klempner für meine Heizung',
];

describe('chat matcher: real phrasings reach their topic', () => {
  it('covers every topic with at least three phrasings', () => {
    for (const topic of chatTopics) expect(phrasings[topic.id].length, topic.id).toBeGreaterThanOrEqual(3);
  });

  const rows = Object.entries(phrasings).flatMap(([id, list]) => list.map((q) => [q, id] as const));
  it.each(rows)('%s -> %s', (question, id) => {
    const result = matcher.match(question);
    expect(result.kind === 'topic' ? result.id : result.kind).toBe(id);
    expect(result.score).toBeGreaterThanOrEqual(MIN_SCORE);
  });
});

describe('chat matcher: unrelated questions get the fallback', () => {
  it.each(unrelated)('%s', (question) => {
    const result = matcher.match(question);
    expect(result.kind).toBe('fallback');
    expect(result.answer).toBe(chatFallback);
  });

  it('gives the fallback for blank or punctuation-only text', () => {
    for (const q of ['', '   ', '???', '!!!']) expect(matcher.match(q).kind).toBe('fallback');
  });
});

describe('chat matcher: FAQ entries and small talk', () => {
  it('answers a question only the FAQ covers from the FAQ', () => {
    const result = matcher.match('Wann sollte man den Topper ersetzen?');
    expect(result.kind).toBe('faq');
    const entry = chatFaqEntries.find((e) => result.kind === 'faq' && e.id === result.id);
    expect(entry?.question).toBe('Wann sollte ich den Topper ersetzen?');
    expect(result.answer.text).toBe(entry?.answer);
    expect(result.answer.links).toEqual([{ label: 'Zu den häufigen Fragen', href: '/#faq' }]);
  });

  it.each([
    ['Hallo', 'greeting'],
    ['hallo!', 'greeting'],
    ['Guten Morgen', 'greeting'],
    ['Moin zusammen', 'greeting'],
    ['Danke!', 'thanks'],
    ['vielen Dank', 'thanks'],
    ['ok danke schön', 'thanks'],
  ])('%s -> %s', (question, id) => {
    const result = matcher.match(question);
    expect(result.kind === 'smalltalk' ? result.id : result.kind).toBe(id);
  });

  it('lets a question behind a greeting reach its topic', () => {
    const result = matcher.match('Hallo, was kostet ein Boxspringbett?');
    expect(result.kind === 'topic' && result.id).toBe('prices');
    expect(matcher.match('Hallo, wie wird das Wetter?').kind).toBe('fallback');
  });
});

describe('chat text pipeline', () => {
  it('folds case, umlauts and ß', () => {
    expect(fold('Öffnungszeiten GRÖSSE Größe Übergröße')).toBe('oeffnungszeiten groesse groesse uebergroesse');
    expect(processTerm('Öffnungszeiten')).toBe(processTerm('oeffnungszeiten'));
  });

  it('stems plural and inflected forms to one stem', () => {
    expect(stem('lieferzeiten')).toBe(stem('lieferzeit'));
    expect(stem('matratzen')).toBe(stem('matratze'));
    expect(stem('garantien')).toBe(stem('garantie'));
  });

  it('drops stop words and maps synonyms', () => {
    expect(processTerm('die')).toBeNull();
    expect(processTerm('Wie')).toBeNull();
    expect(processTerm('Gewährleistung')).toBe(processTerm('Garantie'));
    expect(processTerm('Liefertermin')).toBe(processTerm('Lieferzeit'));
  });

  it('turns question phrases into their keyword', () => {
    expect(tokenize('Wie lange dauert das?')).toContain('lieferzeit');
    expect(tokenize('Wann kommt mein Bett')).toContain('lieferzeit');
    expect(tokenize('wie lang hält es')).toContain('haltbarkeit');
  });
});
