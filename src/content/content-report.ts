/**
 * How the build reports content it refuses (a page entry, a data file, the pictures, the opening
 * hours, the reviews): a German lead, then each problem as its own line, naming file and field,
 * through the build's logger, and the build ends with a failure and no stack trace (the problem
 * is in a file the owner edits, not in the code). The editor's save check shows the same lines
 * (src/editor/save-check.ts).
 */

/** What the build needs of Astro's integration logger. */
export interface ReportLogger {
  error(message: string): void;
}

/** The lead before the problems. */
export const contentFailureLead = (count: number) =>
  `Der Bau hält an: ${count === 1 ? 'eine Angabe' : `${count} Angaben`} in den Inhalten ${count === 1 ? 'stimmt' : 'stimmen'} nicht. ` +
  'Bitte korrigieren (im Editor mit npm run edit oder in der genannten Datei) und erneut bauen:';

/**
 * Reports the problems and ends the process with exit code 1 when there are any; does nothing
 * when there are none. `exit` is the process's (a test passes its own).
 */
export function stopOnContentProblems(
  problems: readonly string[],
  logger: ReportLogger,
  exit: (code: number) => never = (code) => process.exit(code),
): void {
  if (problems.length === 0) return;
  logger.error(contentFailureLead(problems.length));
  for (const problem of problems) logger.error(`- ${problem}`);
  exit(1);
}
