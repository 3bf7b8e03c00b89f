/**
 * Holidays the owner enters under Öffnungszeiten reach the chat: a visitor who asks by a holiday's
 * common name ('Habt ihr an Heiligabend offen?') is asked about its date and gets the hours with
 * the closure, also right after the hours were answered; and the hours any reply lists beside the
 * phone (the honest fallback) carry the special days the site shows. The owner's holiday is a
 * fixture here, not the shipped data (which may have none).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatFallback, showroomHours, showroomHoursOf } from '../../src/content/chat.ts';
import {
  exceptionLines,
  exceptionReading,
  reading,
  type HoursException,
} from '../../src/content/opening-hours-model.ts';
import { hoursExceptions, openingHours } from '../../src/content/site.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { typesetDeep } from '../../src/lib/typography.ts';

/** The owner's closure over Christmas, as the editor saved it. */
const christmas: HoursException = { from: '2026-12-24', to: '2026-12-26', hours: 'closed', note: 'Weihnachten' };

/** The knowledge as the build makes it when the hours file holds `exceptions` (chat-topics.ts). */
function knowledgeWith(exceptions: readonly HoursException[]) {
  const rows = typesetDeep(exceptionReading(exceptions));
  const topics = knowledge.topics.map((t) =>
    t.id === 'openingHours'
      ? {
          ...t,
          keywords: [t.keywords, ...rows.map((r) => r.note)].join(' '),
          answer: {
            ...t.answer,
            text: t.answer.text.replace(/\nAm besten/, `${rows.length ? `\n${exceptionLines(rows)}` : ''}\nAm besten`),
          },
        }
      : t,
  );
  return { ...knowledge, topics };
}

/** Fixed holidays by the names visitors use, and their day and month. */
const named: readonly (readonly [string, string])[] = [
  ['Heiligabend', '12-24'],
  ['Silvester', '12-31'],
  ['Neujahr', '01-01'],
  ['Weihnachten', '12-25'],
  ['Weihnachten', '12-26'],
];

describe('the chat reads a holiday by its name as its date', () => {
  it('answers the guide’s example with the closure, first and right after the hours', () => {
    const { engine } = engineFor(knowledgeWith([christmas]));
    for (const turns of [
      ['Habt ihr an Heiligabend offen?'],
      ['Öffnungszeiten?', 'Habt ihr an Heiligabend offen?'],
      ['Öffnungszeiten?', 'Habt ihr an Heiligabend offen'],
    ])
      expect(engine.reply(turns).text).toContain('24.12.2026–26.12.2026: geschlossen (Weihnachten)');
  });

  it('any closure on a named holiday is in the answer, however the owner named it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...named),
        fc.constantFrom('Betriebsferien', 'Inventur', ''),
        fc.boolean(),
        ([name, monthDay], note, afterHours) => {
          const year = monthDay.startsWith('01') ? '2027' : '2026';
          const day = `${year}-${monthDay}`;
          const closure: HoursException = { from: day, to: day, hours: 'closed', note };
          const { engine } = engineFor(knowledgeWith([closure]));
          const question = `Habt ihr an ${name} offen?`;
          const text = engine.reply(afterHours ? ['Öffnungszeiten?', question] : [question]).text;
          expect(text).toContain(exceptionLines(typesetDeep(exceptionReading([closure]))).split('\n')[1]!);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('hours listed beside the phone carry the special days', () => {
  it('the fallback’s hours include the owner’s closure as the site prints it', () => {
    const week = typesetDeep(
      reading(
        {
          monday: { opens: '10:00', closes: '18:00' },
          tuesday: { opens: '10:00', closes: '18:00' },
          wednesday: { opens: '10:00', closes: '18:00' },
          thursday: { opens: '10:00', closes: '18:00' },
          friday: { opens: '10:00', closes: '18:00' },
          saturday: { opens: '10:00', closes: '14:00' },
          sunday: 'closed',
        },
        { form: 'long', closed: 'geschlossen' },
      ),
    );
    const hours = showroomHoursOf(week, typesetDeep(exceptionReading([christmas])));
    expect(hours).toMatch(/Samstag: 10:00–14:00\sUhr/);
    expect(hours).toContain('24.12.2026–26.12.2026: geschlossen (Weihnachten)');
    expect(showroomHoursOf(week, [])).not.toContain('abweichend');
  });

  it('the fallback names the hours the site shows, with its exceptions', () => {
    expect(showroomHours).toBe(showroomHoursOf(openingHours.contact, hoursExceptions));
    expect(chatFallback.text).toContain(`im Showroom (${showroomHours})`);
  });
});
