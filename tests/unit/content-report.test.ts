import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentFailureLead, stopOnContentProblems } from '../../src/content/content-report.ts';

class Exit extends Error {}

describe('the build reports refused content in German lines, without a stack trace', () => {
  it('logs the lead and every problem as its own line, then ends with code 1', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 8 }), (problems) => {
        const lines: string[] = [];
        const codes: number[] = [];
        expect(() =>
          stopOnContentProblems(problems, { error: (m) => lines.push(m) }, (code) => {
            codes.push(code);
            throw new Exit();
          }),
        ).toThrow(Exit);
        expect(lines).toEqual([contentFailureLead(problems.length), ...problems.map((p) => `- ${p}`)]);
        expect(codes).toEqual([1]);
      }),
    );
  });

  it('does nothing when the content is right', () => {
    const lines: string[] = [];
    stopOnContentProblems([], { error: (m) => lines.push(m) }, () => {
      throw new Exit();
    });
    expect(lines).toEqual([]);
  });

  it('the lead is German and says what to do', () => {
    expect(contentFailureLead(1)).toMatch(
      /^Der Bau hält an: eine Angabe in den Inhalten stimmt nicht\. Bitte korrigieren/,
    );
    expect(contentFailureLead(3)).toMatch(/^Der Bau hält an: 3 Angaben in den Inhalten stimmen nicht\./);
  });
});
