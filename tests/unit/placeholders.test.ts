import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closePlaceholders, tokenProblem, tokenValues } from '../../src/content/product-page-tokens.ts';

const docs = readFileSync('docs/editing.md', 'utf8');
const listed = (() => {
  const section = docs.slice(docs.indexOf('## Platzhalter'), docs.indexOf('\n## ', docs.indexOf('## Platzhalter') + 1));
  return new Set([...section.matchAll(/`\{\{([^{}]+)\}\}`/g)].map((m) => m[1]!));
})();

describe('placeholders the owner may write', () => {
  it('docs/editing.md lists every placeholder under „Platzhalter“, and no other', () => {
    expect([...listed].filter((n) => !n.startsWith('consult')).sort()).toEqual([...tokenValues.keys()].sort());
  });

  it('an unknown one is named with at most three close ones and the way to the list, never the whole list', () => {
    const known = [...tokenValues.keys()];
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z]{1,12}(\.[a-zA-Z]{1,14})?$/), (name) => {
        fc.pre(!tokenValues.has(name) && name !== 'consult');
        const message = tokenProblem(name)!;
        expect(message).toContain(`unbekannter Platzhalter {{${name}}}`);
        expect(message).toContain('docs/editing.md');
        const named = [...message.matchAll(/\{\{([^{}]+)\}\}/g)].map((m) => m[1]!).slice(1);
        expect(named.length).toBeLessThanOrEqual(3);
        for (const n of named) expect(known.includes(n) || n === 'consult').toBe(true);
      }),
    );
  });

  it('a typo of a known one proposes it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tokenValues.keys()), fc.nat(), (name, at) => {
        const i = at % name.length;
        const typo = name.slice(0, i) + name.slice(i + 1); // one letter dropped
        fc.pre(!tokenValues.has(typo));
        expect(closePlaceholders(typo)).toContain(name);
      }),
    );
  });

  it('regression: {{facts.lieferzeit}} (reported with about 130 names) gets one sentence', () => {
    const message = tokenProblem('facts.lieferzeit')!;
    expect(message.length).toBeLessThan(200);
    expect(tokenProblem('facts.deliveryWeek')).toMatch(/Meinten Sie \{\{facts\.deliveryWeeks\}\}/);
  });
});
