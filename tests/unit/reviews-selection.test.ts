/**
 * The reviews shown are chosen by a rule the notice states (§ 5b Abs. 3 UWG): the newest with a
 * text, whatever their stars, leaving out only those that tell of complaints or illnesses.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entrySection } from '../support/page-entries.ts';

const reviewsSection = entrySection('/', 'reviews');
import {
  REVIEWS_SHOWN,
  describesHealth,
  reviewLeftOutReason,
  selectReviews,
  shownReviewsPhrase,
} from '../../src/content/review-selection.ts';
import { reviews, reviewsShownPhrase } from '../../src/content/reviews.ts';
import { operator } from '../../src/content/site.ts';

const day = fc.integer({ min: 0, max: 3000 }).map((d) => new Date(Date.UTC(2020, 0, 1 + d)).toISOString().slice(0, 10));
const review = fc.record({
  author: fc.constant('A.'),
  rating: fc.integer({ min: 1, max: 5 }),
  text: fc.constantFrom('', '  ', 'Gute Beratung.', 'Lieferung hat gedauert.', 'Seitdem keine Rückenschmerzen mehr.'),
  date: day,
  link: fc.constant('https://example.org'),
});

describe('the reviews selection', () => {
  it('is the newest reviews with a text, whatever their stars, without health reports', () => {
    fc.assert(
      fc.property(fc.array(review, { maxLength: 20 }), (all) => {
        const shown = selectReviews(all);
        const eligible = all.filter((r) => r.text.trim() !== '' && !describesHealth(r.text));
        expect(shown).toHaveLength(Math.min(REVIEWS_SHOWN, eligible.length));
        // No eligible review left out is newer than one shown: stars play no part.
        const oldestShown = shown.at(-1)?.date ?? '9999';
        for (const r of eligible.filter((e) => !shown.includes(e))) expect(r.date <= oldestShown).toBe(true);
        for (const r of shown) expect(eligible).toContain(r);
      }),
    );
  });

  it('a one-star review is shown when it is among the newest', () => {
    const old = { author: 'B.', rating: 5, text: 'Sehr gut.', date: '2020-01-01', link: 'https://example.org' };
    const critical = { ...old, rating: 1, text: 'Lieferung kam zu spät.', date: '2026-01-01' };
    expect(selectReviews([...Array.from({ length: REVIEWS_SHOWN }, () => old), critical])[0]).toBe(critical);
  });

  it('the notice’s count is the number shown, never more', () => {
    fc.assert(
      fc.property(fc.array(review, { maxLength: 20 }), (all) => {
        const phrase = shownReviewsPhrase(selectReviews(all).length);
        const n = selectReviews(all).length;
        if (n === 1) expect(phrase).toBe('die neueste Bewertung');
        else
          expect(phrase).toBe(`die ${['keine', '', 'zwei', 'drei', 'vier', 'fünf', 'sechs'][n]} neuesten Bewertungen`);
      }),
    );
    expect(reviewsShownPhrase).toBe(shownReviewsPhrase(reviews.length));
  });

  it('every review the rule leaves out has a German reason that names its word; every other has none', () => {
    const word = fc.constantFrom(
      'Gute',
      'Beratung',
      'Rückenschmerzen',
      'Arzt',
      'Rückenlehne',
      'bequem',
      'Gelenke',
      'Lieferung',
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => {
        const text = words.join(' ');
        const reason = reviewLeftOutReason(text);
        expect(reason !== undefined).toBe(describesHealth(text));
        // The reason names a word of the text, so the owner finds it.
        if (reason) expect(words.some((w) => reason.includes(`„${w}“`))).toBe(true);
      }),
    );
    expect(reviewLeftOutReason('Seitdem keine Rückenschmerzen mehr.')).toContain('„Rückenschmerzen“');
  });

  it('the carousel shows the rule’s result, and the notice states the rule, not a curated pick', () => {
    expect(reviews.map((r) => r.text)).toEqual(selectReviews(operator.reviews.data.reviews).map((r) => r.text));
    expect(reviewsSection.selection).toContain('neuesten Bewertungen mit Text');
    expect(reviewsSection.selection).toContain('unabhängig von der Sternezahl');
    expect(reviewsSection.selection).not.toMatch(/treffen wir selbst|kritische eingeschlossen/);
  });
});
