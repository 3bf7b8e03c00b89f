/**
 * Precision before recall: an answer must address what is asked (the aspect, the product or
 * variant named, the site's limits and exclusions), or the part gets the honest fallback.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatFallback } from '../../src/content/chat.ts';
import { company, facts, openingHours, standardSizes } from '../../src/content/site.ts';
import { technologies } from '../../src/content/products/matratzen.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { addresses, guaranteeYearsAsked, hasSpecialSize } from '../../src/lib/chat/engine.ts';

const { engine } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);
const isFallback = (r: { text: string }) => r.text === chatFallback.text;
const mapText =
  'Auf den Kontaktseiten zeigen wir den Weg zu unserem Showroom mit Google Maps. Die Karte wird nicht automatisch geladen.';

describe('chat guards: the asked aspect', () => {
  it('does not take an answer that leaves out the asked aspect', () => {
    // A card payment is not the Google map.
    expect(addresses('Nehmt ihr Kartenzahlung?', { text: mapText })).toBe(false);
    expect(addresses('Kann ich mit EC-Karte zahlen?', { text: mapText })).toBe(false);
    // 'Wie groß …?' needs a figure, 'wie lange halten …?' a number of years.
    expect(addresses('Wie groß sind die Familienbetten?', { text: 'Rausfallschutz und ein eigener Bereich.' })).toBe(
      false,
    );
    expect(addresses('Wie lange halten Topper?', { text: 'Ein Topper schützt die Matratze.' })).toBe(false);
    expect(addresses('Wie lange halten Topper?', { text: 'Ein Topper hält 5–8 Jahre.' })).toBe(true);
  });

  it('does not take an answer about another product or page than the one named', () => {
    expect(addresses('Wie lange hält ein Wasserbett?', { text: 'Ein Boxspringbett hält 20 Jahre.' })).toBe(false);
    expect(
      addresses('Welche Daten stehen in den Server-Logs?', {
        text: 'Ihre Anfrage wird in unserer Datenbank gespeichert.',
        links: [{ label: 'Datenschutz', href: '/datenschutz#kontaktformular' }],
      }),
    ).toBe(false);
  });

  it('answers a card payment with the payment terms, in any spelling', () => {
    for (const q of ['Nehmt ihr Kartenzahlung?', 'Geht EC-Karte?', 'Kann ich bei euch mit Karte bezahlen?']) {
      const r = reply(q);
      expect(r.text, q).toMatch(/Überweisung/);
      expect(r.text, q).not.toMatch(/Google/);
    }
  });

  it('never says yes to a payment method the site does not name', () => {
    for (const q of ['Kann ich per Rechnung bezahlen?', 'Bietet ihr Ratenzahlung an?', 'Geht Klarna?']) {
      const r = reply(q);
      expect(r.text, q).not.toMatch(/\bja\b/i);
      if (!isFallback(r)) expect(r.text, q).toContain('Andere Zahlungsarten nennt unsere Website nicht');
    }
  });
});

describe('chat guards: limits the site states', () => {
  it('gives each mattress technology its own hardness range, never the overview’s H1 to H4', () => {
    for (const tech of technologies) {
      const r = reply(`Welche Härtegrade gibt es bei ${tech.name}?`);
      expect(r.text).toContain(`${tech.hardness[0]}–${tech.hardness[1]}`);
      expect(r.text).not.toMatch(/H1 bis H4/);
    }
    // A topper of the same material is another product.
    expect(reply('Welche Härte hat der Latex-Topper?').text).not.toMatch(/Latex-Matratzen/);
  });

  it('recognises any size outside the standard sizes as a special size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 260 }), fc.integer({ min: 180, max: 260 }), (w, l) => {
        // The site's one definition of the standard sizes, read from its source.
        const standard =
          (standardSizes.widthsCm as readonly number[]).includes(w) &&
          (standardSizes.lengthsCm as readonly number[]).includes(l);
        expect(hasSpecialSize(`Matratze in ${w}x${l}`)).toBe(!standard);
      }),
      {
        examples: [
          [90, 250],
          [100, 220],
          [90, 215],
          [130, 200],
        ],
      },
    );
  });

  it('never lets an exchange of a special size pass without the exclusion', () => {
    const plain = { text: 'Passt Ihre Matratze doch nicht, können Sie sie innerhalb von 120 Tagen umtauschen.' };
    // Special sizes by the site's one definition: a length between the standard ones, a width outside them.
    expect(addresses('Kann ich eine Matratze in 100x215 umtauschen?', plain)).toBe(false);
    expect(addresses('Kann ich eine Matratze in 130x200 umtauschen?', plain)).toBe(false);
    expect(addresses('Gilt der Umtausch auch für Sondermaße?', plain)).toBe(false);
    expect(addresses('Kann ich eine Matratze in 140x200 umtauschen?', plain)).toBe(true);
    // The extra lengths up to 250 cm are standard sizes (AGB), so their exchange is not excluded.
    expect(addresses('Kann ich eine Matratze in 100x220 umtauschen?', plain)).toBe(true);
    const r = reply('Kann ich eine Matratze in 100x215 umtauschen?');
    // The exclusion in the site's own words (the claims registry's limits), or the fallback.
    expect(isFallback(r) || /ausgenommen/i.test(r.text) || r.text.includes(facts.mattressExchangeLimits)).toBe(true);
  });

  it('states the guarantee’s limits when the product is older than the guarantee runs', () => {
    fc.assert(
      fc.property(fc.integer({ min: facts.guaranteeYears + 1, max: 40 }), (years) => {
        const r = reply(`Mein Topper ist nach ${years} Jahren durchgelegen, Garantie?`);
        expect(r.text).toContain(`${facts.guaranteeYears} Jahre ab Lieferung`);
        expect(r.text).toContain(`nach ${years} Jahren also nicht mehr`);
        expect(r.text).toContain(company.phoneDisplay);
      }),
    );
    // Worn out and 'greift da noch was?' asks about the guarantee without naming it.
    fc.assert(
      fc.property(
        fc.integer({ min: facts.guaranteeYears + 1, max: 40 }),
        fc.constantFrom(
          'die Federn in der Box sind durch',
          'man liegt wie in ner Kuhle',
          'die Matratze ist durchgelegen',
        ),
        fc.constantFrom('Greift da noch was?', 'Übernehmt ihr das?'),
        (years, worn, claim) => {
          const text = reply(`Unser Boxspring ist ${years} Jahre alt und ${worn}. ${claim}`).text;
          expect(text).toContain(`nach ${years} Jahren also nicht mehr`);
          expect(text).toContain('Gewöhnliche Abnutzung ist nicht erfasst');
        },
      ),
    );
    // A guarantee term is not the product's age.
    expect(guaranteeYearsAsked('25 Jahre Garantie, auf was genau?')).toBeUndefined();
    expect(guaranteeYearsAsked('Das Bett ist 12 Jahre alt. Greift ihr bei der Auswahl helfend ein?')).toBeUndefined();
    expect(guaranteeYearsAsked('Das Bett ist 8 Jahre alt, gilt die Garantie?')).toBe(8);
  });
});

describe('chat guards: what is named and what was asked before', () => {
  it('answers a follow-up naming a new product with the previous question’s aspect, or not at all', () => {
    const r = reply('Wie lange ist die Lieferzeit?', 'und beim Wasserbett?');
    expect(isFallback(r) || (/Woche|Tag|Liefertermin/.test(r.text) && /Wasser/.test(r.text))).toBe(true);
    expect(r.text).not.toMatch(/schwerelos schlafen/);
  });

  it('does not offer a related product for one the site never names', () => {
    expect(isFallback(reply('Habt ihr auch Kinderbetten?'))).toBe(true);
    expect(reply('Habt ihr Wasserbetten?').text).toMatch(/Wasserbett/);
  });

  it('answers the price of any product with the site’s one answer about prices', () => {
    for (const product of ['Topper', 'Boxspringbett', 'Wasserbett', 'Seniorenbett']) {
      const r = reply(`Was kostet ein ${product}?`);
      expect(r.text, product).toMatch(/Angebot/);
      expect(r.text, product).not.toMatch(/\d\s*(?:€|Euro)/);
      // What the AGB say (§ 2: an individual offer on request), not a claim the pages never make.
      expect(r.text, product).toMatch(/individuelles Angebot/);
      expect(r.text, product).not.toMatch(/fair|günstig|unverbindlich/i);
      expect(
        (r.links ?? []).map((l) => l.href),
        product,
      ).toContain('/agb#vertragsschluss');
    }
  });

  it('says who delivers and how far delivery and assembly are free', () => {
    for (const q of ['Liefert ihr kostenlos?', 'Wer liefert das Bett, eine Spedition?', 'Baut ihr das Bett auf?']) {
      const r = reply(q);
      expect(r.text, q).toContain('eigenes Team');
      expect(r.text, q).toContain(`${facts.freeDeliveryKm} km`);
    }
  });

  it('needs a weight for a weight question', () => {
    expect(addresses('Wie viel wiegt eine Matratze?', { text: 'Matratzen in den Härtegraden H1 bis H4.' })).toBe(false);
    expect(
      addresses('Wie schwer ist ein Wasserbett?', { text: 'Ein befülltes Wasserbett wiegt etwa 300–500 kg.' }),
    ).toBe(true);
  });
});

describe('chat guards: conversation', () => {
  it('answers a hypothetical delay as a question, not as a complaint', () => {
    expect(reply('Was passiert, wenn sich die Lieferung verspätet?').text).not.toMatch(/Das tut mir leid/);
    expect(reply('Mein Bett sollte letzte Woche kommen und ist immer noch nicht da!').text).toMatch(/Das tut mir leid/);
  });

  it('answers small talk in kind, with no facts', () => {
    for (const q of ['Wie geht es dir?', 'wie gehts', 'Hallo, wie geht es Ihnen?']) {
      const r = reply(q);
      expect(r.text, q).toMatch(/mir geht es gut/);
      expect(r.links ?? []).toEqual([]);
    }
  });

  it('answers an opener or a compliment in kind, never with a fact', () => {
    for (const q of [
      'Ich habe eine Frage',
      'Kannst du mir helfen?',
      'Hallo, ist da jemand?',
      'Guten Morgen, ich hätte eine Frage',
    ])
      expect(reply(q).text, q).toMatch(/^Hallo, ich bin für Sie da!/);
    for (const q of ['Gute Arbeit!', 'Ich liebe mein Bett', 'Tolles Bett habt ihr im Showroom'])
      expect(reply(q).text, q).toMatch(/^Danke, das freut uns!/);
  });

  it('reads a sleeping position however it is written', () => {
    expect(reply('Ich schlafe in Bauchlage, was passt?').text).toMatch(/Als Bauchschläfer/);
    expect(reply('Ich bin Rückenschläfer', 'und meine Frau schläft auf dem Bauch?').text).toMatch(/Als Bauchschläfer/);
  });

  it('never pairs a legal clause with another topic', () => {
    const r = reply('Kann ich online bestellen?');
    expect(r.text).not.toMatch(/Dazu passen zwei Themen/);
    expect(r.text).not.toMatch(/Server-Logdateien/);
  });
});

describe('chat: the hours given with the phone', () => {
  it('are the hours the phone is answered, as the service page says, never the showroom hours alone', () => {
    const phoneHours = openingHours.servicePhone.map((r) => `${r.days}: ${r.hours}`).join(', ');
    const messages = [
      'danke, tschüss',
      'ok schade',
      'meine Lieferung ist seit 3 Wochen überfällig!',
      'kann ich mit paypal zahlen?',
      'do you speak english?',
      'ok',
    ];
    const withPhone = messages.map((m) => reply(m).text).filter((t) => t.includes(`${company.phoneDisplay} (`));
    expect(withPhone.length).toBeGreaterThan(2);
    for (const text of withPhone) expect(text).toContain(`${company.phoneDisplay} (${phoneHours})`);
  });
});
