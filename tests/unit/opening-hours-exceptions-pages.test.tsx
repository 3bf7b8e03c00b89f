/**
 * A holiday the owner saved reaches the pages: with a future exception (and a past one) in the
 * data file, the contact page's hours tile, the contact section and the footer (on every page)
 * print the future one under the week, the business JSON-LD lists it, and the chat's hours answer tells it; the past one appears
 * nowhere.
 */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { berlinToday, type OpeningHoursFile } from '../../src/content/opening-hours-model.ts';

const file = JSON.parse(
  readFileSync(new URL('../../src/content/data/opening-hours.json', import.meta.url), 'utf8'),
) as OpeningHoursFile;

const DAY = 86_400_000;
const shift = (days: number) => new Date(Date.parse(berlinToday()) + days * DAY).toISOString().slice(0, 10);
const german = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const future = { from: shift(20), to: shift(22), hours: 'closed' as const, note: 'Weihnachten' };
const special = {
  from: shift(30),
  to: shift(30),
  hours: { opens: '11:00', closes: '16:00' },
  note: 'Verkaufsoffener Sonntag',
};
const past = { from: shift(-9), to: shift(-8), hours: 'closed' as const, note: 'Betriebsferien' };

vi.doMock('../../src/content/opening-hours.ts', () => ({
  openingHoursData: { ...file, exceptions: [special, past, future] },
}));

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a saved holiday on the pages', async () => {
  const { ContactTiles } = await import('../../src/components/blocks/contact-sections.tsx');
  const { ContactHoursCard } = await import('../../src/components/blocks/contact-cards.tsx');
  const { businessJsonLd } = await import('../../src/lib/structured-data.ts');
  const { chatTopics } = await import('../../src/content/chat-topics.ts');

  const tiles = text(
    renderToStaticMarkup(
      <ContactTiles
        heading={{ id: 'kontakt-wege', title: 'So erreichen Sie uns' }}
        titles={{ phone: 'Telefon', email: 'E-Mail', address: 'Adresse', hours: 'Öffnungszeiten' }}
      />,
    ),
  );

  it('prints the future exceptions under the week on the contact page and in the contact section, by date', () => {
    for (const html of [tiles, text(renderToStaticMarkup(<ContactHoursCard />))]) {
      expect(html).toContain('Abweichende Öffnungszeiten');
      const a = html.indexOf(german(future.from));
      const b = html.indexOf(german(special.from));
      expect(a).toBeGreaterThan(-1);
      expect(b).toBeGreaterThan(a);
      expect(html).toContain('Weihnachten');
      expect(html).toContain('Verkaufsoffener Sonntag');
      expect(html).not.toContain(german(past.from));
      expect(html).not.toContain('Betriebsferien');
    }
  });

  it('prints the same exceptions under the footer’s hours, on every page', async () => {
    const { Footer } = await import('../../src/components/layout/footer.tsx');
    const footerHtml = renderToStaticMarkup(<Footer />);
    const exceptionsOf = (html: string) => {
      const at = html.indexOf('data-hours="exceptions"');
      expect(at, 'the footer prints the exceptions').toBeGreaterThan(-1);
      return text(html.slice(at, html.indexOf('</div>', at)));
    };
    const footer = exceptionsOf(footerHtml);
    // One reading: the footer's list is the contact section's, word for word.
    expect(footer).toBe(exceptionsOf(renderToStaticMarkup(<ContactHoursCard />)));
    expect(footer).toContain(german(future.from));
    expect(footer).toContain('Verkaufsoffener Sonntag');
    expect(footer).not.toContain('Betriebsferien');
    // Below the week's hours, in the hours block.
    expect(footerHtml.indexOf('data-hours="exceptions"')).toBeGreaterThan(footerHtml.indexOf('</dl>'));
  });

  it('lists them in the business JSON-LD, the closed days as 00:00 to 00:00', () => {
    expect(businessJsonLd('https://example.org').specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: future.from,
        validThrough: future.to,
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: special.from,
        validThrough: special.to,
        opens: '11:00',
        closes: '16:00',
      },
    ]);
  });

  it('tells them in the chat’s hours answer, which a note’s word finds', () => {
    const topic = chatTopics.find((t) => t.id === 'openingHours')!;
    expect(topic.answer.text).toContain('Abweichende Öffnungszeiten');
    expect(topic.answer.text).toContain(`${german(future.from)}`);
    expect(topic.answer.text).not.toContain('Betriebsferien');
    expect(topic.keywords).toContain('Verkaufsoffener Sonntag');
  });
});
