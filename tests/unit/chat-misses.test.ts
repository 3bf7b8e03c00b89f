/**
 * Questions the site answers that got the honest fallback or half an answer: a price question is
 * told that the site names no prices, with the ways to ask for the offer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { chatPriceNote } from '../../src/content/chat-intents.ts';
import { company, openingHours, standardSizes } from '../../src/content/site.ts';
import { technologies } from '../../src/content/products/matratzen.ts';

const { engine } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);

/** The showroom's hours as the replies print them ('Montag–Freitag: 10:00–18:00 Uhr'). */
const showroomHours = openingHours.contact.filter((r) => /\d/.test(r.hours)).map((r) => `${r.days}: ${r.hours}`);

describe('chat answers: a price question', () => {
  const products = [
    'ein Boxspringbett',
    'das Savoy Deluxe',
    'ein Topper',
    'ein Wasserbett',
    'ein Seniorenbett',
    ...technologies.map((t) => `eine ${t.name}-Matratze`),
  ];
  const sizes = standardSizes.widthsCm.filter((w) => w >= 90).map((w) => `${w}x200`);
  const frames = [
    (p: string, s: string) => `Was kostet ${p} in ${s}?`,
    (p: string, s: string) => `was kostet bei euch ungefähr ${p} ${s}?`,
    (p: string) => `Wie teuer ist ${p}?`,
    (p: string, s: string) => `<script>alert('x')</script> was kostet ${p} ${s}`,
  ];

  it('says that the site names no prices, then the offer, the phone, the hours and the form, generated', () => {
    let priced = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...products),
        fc.constantFrom(...sizes),
        fc.constantFrom(...frames),
        (p, s, frame) => {
          const { text } = reply(frame(p, s));
          if (!text.includes('individuelles Angebot')) return;
          priced++;
          expect(text).toContain(chatPriceNote.note);
          expect(text).toContain(company.phoneDisplay);
          for (const h of showroomHours) expect(text).toContain(h);
          expect(text).toContain('Kontaktformular');
          expect(text).not.toMatch(/\d\s*(?:€|Euro\b)/);
        },
      ),
      { numRuns: 60 },
    );
    expect(priced).toBeGreaterThan(30);
  });

  it('answers the named cases so (regressions)', () => {
    for (const q of [
      'Was kostet das Savoy Deluxe in 180x200?',
      'was kostet ein boxspringbett 180x200 so ungefähr? nur grob',
    ])
      expect(reply(q).text, q).toContain(chatPriceNote.note);
    // A service's own cost is not a product's price.
    expect(reply('Was kostet die Lieferung im Umkreis von 50 km?').text).not.toContain(chatPriceNote.note);
  });
});
