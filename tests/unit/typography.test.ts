import { describe, expect, it } from 'vitest';
import { typeset, typesetDeep } from '../../src/lib/typography.ts';

/** Shows the invisible characters: ␣ no-break space, ⍽ narrow no-break space. */
const show = (s: string) => s.replace(/\u00a0/g, '␣').replace(/\u202f/g, '⍽');

describe('typeset', () => {
  it.each([
    ['Lieferung in 1-2 Wochen', 'Lieferung in 1–2 Wochen'],
    ['Mo - Fr 10 - 18 Uhr', 'Mo–Fr 10–18␣Uhr'],
    ['Montag - Freitag: 10:00 - 18:00 Uhr', 'Montag–Freitag: 10:00–18:00␣Uhr'],
    ['ideal sind 16-18 °C und 40-60 %', 'ideal sind 16–18␣°C und 40–60␣%'],
    ['Härtegrade H2-H4', 'Härtegrade H2–H4'],
    ['Showroom mit 1.000 m²', 'Showroom mit 1.000␣m²'],
    ['im Umkreis von 50 km', 'im Umkreis von 50␣km'],
    ['bis zu 30 % besser', 'bis zu 30␣% besser'],
    ['Bezug bei 60 Grad waschbar', 'Bezug bei 60␣Grad waschbar'],
    ['90 x 200 cm', '90␣×␣200␣cm'],
    ['240x200 cm', '240␣×␣200␣cm'],
    ['Angaben gemäß § 5 DDG', 'Angaben gemäß §␣5␣DDG'],
    ['nach §§ 8 bis 10 DDG', 'nach §§␣8 bis 10 DDG'],
    ['Art. 6 Abs. 1 lit. f DSGVO', 'Art.␣6 Abs.␣1 lit.␣f DSGVO'],
    ['in Textform (z. B. per E-Mail)', 'in Textform (z.⍽B. per E-Mail)'],
    ['das heißt d. h. und i. d. R.', 'das heißt d.⍽h. und i.⍽d.⍽R.'],
    ['telefonisch unter 0271 000 000 0.', 'telefonisch unter 0271␣000␣000␣0.'],
    ['Telefon +49 271 0000000', 'Telefon +49␣271␣0000000'],
    ['teilzunehmen. (§ 36 VSBG)', 'teilzunehmen (§␣36␣VSBG).'],
  ])('%s', (input, expected) => {
    expect(show(typeset(input))).toBe(expected);
  });

  it('leaves words, compounds, dates and identifiers alone', () => {
    for (const text of [
      'Eltern-Kind-Betten und 7-Zonen-Matratze',
      'am 2026-11-23 geprüft',
      'Über 20 Jahre Erfahrung',
      'A45, Ausfahrt Siegen Süd',
      'HRA 00000, DE000000000',
      '57000 Musterstadt',
      'Das Bett – gefertigt in 2 Wochen – passt.',
      'So - wie gewünscht',
    ]) {
      expect(typeset(text), text).toBe(text);
    }
  });

  it('is idempotent', () => {
    const once = typeset('Mo - Fr 10 - 18 Uhr, 90 x 200 cm, § 5 DDG, z. B. 1.000 m², 0271 000 000 0');
    expect(typeset(once)).toBe(once);
  });
});

describe('typesetDeep', () => {
  it('typesets every string of a content object but leaves links, ids and keys alone', () => {
    const content = {
      title: 'Lieferung in 1-2 Wochen',
      href: '/kontakt?interesse=Topper',
      id: 'abschnitt-1-2',
      rows: [{ days: 'Mo - Fr', hours: '10 - 18 Uhr' }],
      count: 3,
    };
    expect(typesetDeep(content)).toEqual({
      title: 'Lieferung in 1–2 Wochen',
      href: '/kontakt?interesse=Topper',
      id: 'abschnitt-1-2',
      rows: [{ days: 'Mo–Fr', hours: '10–18\u00a0Uhr' }],
      count: 3,
    });
  });

  it('keeps the identity of parts that need no change', () => {
    const rows = [{ days: 'Samstag', hours: 'geschlossen' }];
    const content = { rows, title: '1-2 Wochen' };
    const out = typesetDeep(content);
    expect(out).not.toBe(content);
    expect(out.rows).toBe(rows);
    expect(typesetDeep(rows)).toBe(rows);
  });
});
