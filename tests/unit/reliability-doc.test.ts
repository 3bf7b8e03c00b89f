/**
 * docs/reliability.md after some of the stress scenarios are rerun: their checks and sections
 * replace the earlier ones, everything else stays, and the document says what was rerun.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeRerun, sectionsOf } from '../../scripts/lib/reliability-doc.ts';

const doc = (checks: string[], sections: [string, string[]][]) =>
  [
    '# Reliability',
    '',
    'Run 2026-11-26.',
    '',
    '- Command: `npm run stress`',
    '',
    '## Checks',
    '',
    ...checks,
    '',
    ...sections.flatMap(([heading, lines]) => [`## ${heading}`, '', ...lines, '']),
  ].join('\n');

describe('mergeRerun', () => {
  it('replaces exactly the rerun checks and sections, keeps the rest in order, and notes the rerun', () => {
    const name = fc.stringMatching(/^[a-z][a-z :<=0-9]{0,20}[a-z]$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(name, { minLength: 1, maxLength: 6 }),
        fc.uniqueArray(fc.stringMatching(/^[A-Z][a-z ]{0,12}$/), { minLength: 1, maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        (names, headings, picks) => {
          const before = doc(
            names.map((n) => `- PASS ${n}: old`),
            headings.map((h) => [h, [`- old ${h}`]]),
          );
          const rerunNames = names.filter((_, i) => picks[i]);
          const rerunHeadings = headings.filter((_, i) => picks[i + 5]);
          const merged = mergeRerun(before, {
            note: '- Rerun: `npm run stress -- protocol`',
            checks: [...rerunNames, 'brand new'].map((n) => ({ name: n, line: `- FAIL ${n}: new` })),
            sections: [...rerunHeadings, 'Fresh'].map((h) => [`## ${h}`, '', `- new ${h}`, '']),
          });
          const lines = merged.split('\n');
          expect(lines).toContain('- Rerun: `npm run stress -- protocol`');
          expect(lines).toContain('- Command: `npm run stress`');
          for (const n of names) {
            expect(lines, n).toContain(rerunNames.includes(n) ? `- FAIL ${n}: new` : `- PASS ${n}: old`);
            expect(lines, n).not.toContain(rerunNames.includes(n) ? `- PASS ${n}: old` : `- FAIL ${n}: new`);
          }
          expect(lines).toContain('- FAIL brand new: new');
          const { sections } = sectionsOf(merged);
          expect(sections.map((s) => s[0])).toEqual(['## Checks', ...headings.map((h) => `## ${h}`), '## Fresh']);
          for (const h of headings) expect(lines, h).toContain(rerunHeadings.includes(h) ? `- new ${h}` : `- old ${h}`);
        },
      ),
    );
  });

  it('a check name that is the start of another replaces only its own line', () => {
    const before = doc(['- PASS flood: p99: 1 ms', '- PASS flood: p99 under load: 2 ms'], []);
    const merged = mergeRerun(before, {
      note: '- Rerun',
      checks: [{ name: 'flood: p99 under load', line: '- PASS flood: p99 under load: 3 ms' }],
      sections: [],
    });
    expect(merged).toContain('- PASS flood: p99: 1 ms');
    expect(merged).toContain('- PASS flood: p99 under load: 3 ms');
    expect(merged).not.toContain('2 ms');
  });
});
