/**
 * docs/reliability.md after a run of some of the stress scenarios (`npm run stress -- protocol`):
 * the figures of the scenarios that ran replace their earlier ones, check by check and section by
 * section, and everything else stays as the last full run wrote it, with a line saying what was
 * rerun, when and on which commit. So the document never shows a figure older than the code it
 * describes for what was rerun, and never loses what was not.
 */

/** What a partial run measured: its check lines (by check name) and its sections (by heading). */
export interface Rerun {
  /** One line saying what ran, when, on which commit. */
  note: string;
  checks: readonly { name: string; line: string }[];
  /** Each section's lines, the first being its `## ` heading. */
  sections: readonly (readonly string[])[];
}

/** Splits a document into its head (up to the first section), and its sections by heading. */
export function sectionsOf(doc: string): { head: string[]; sections: string[][] } {
  const head: string[] = [];
  const sections: string[][] = [];
  for (const line of doc.replace(/\n+$/, '').split('\n')) {
    if (line.startsWith('## ')) sections.push([line]);
    else if (sections.length === 0) head.push(line);
    else sections.at(-1)!.push(line);
  }
  return { head, sections };
}

/** The name of a check line (`- PASS name: detail`), as far as `names` knows it. */
const checkOf = (line: string, names: readonly string[]) =>
  names.find((name) => line.startsWith(`- PASS ${name}: `) || line.startsWith(`- FAIL ${name}: `));

export function mergeRerun(previous: string, rerun: Rerun): string {
  const { head, sections } = sectionsOf(previous);
  const names = rerun.checks.map((c) => c.name);
  const newLine = new Map(rerun.checks.map((c) => [c.name, c.line]));
  const replaced = new Set<string>();
  const newSection = new Map(rerun.sections.map((s) => [s[0]!, s]));
  while (head.at(-1)?.trim() === '') head.pop();
  const out = [...head, rerun.note, ''];
  for (const section of sections) {
    const heading = section[0]!;
    if (heading === '## Checks') {
      const lines = section.slice(1).filter((line) => line.trim() !== '');
      const merged = lines.map((line) => {
        const name = checkOf(line, names);
        if (name === undefined) return line;
        replaced.add(name);
        return newLine.get(name)!;
      });
      const added = rerun.checks.filter((c) => !replaced.has(c.name)).map((c) => c.line);
      out.push(heading, '', ...merged, ...added, '');
      continue;
    }
    const fresh = newSection.get(heading);
    if (fresh) newSection.delete(heading);
    out.push(...(fresh ?? section));
  }
  for (const fresh of newSection.values()) out.push(...fresh, '');
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}
