/**
 * How the build reports content it refuses (a page entry, a data file, the pictures, the opening
 * hours, the reviews): a German lead, then each problem as its own line, naming file and field,
 * through the build's logger, and the build ends with a failure and no stack trace (the problem
 * is in a file the owner edits, not in the code). The editor's save check shows the same lines
 * (src/editor/save-check.ts).
 *
 * The build ends with `process.exit(1)`, not with a thrown error: Astro (7.3) has no documented
 * way for an integration to fail the build with its own message alone. Whatever a hook throws,
 * even the documented `AstroError` of `astro/errors`, Astro's integration logger first prints an
 * English line, and the command line then prints the error's name and a stack trace
 * (`astro/dist/integrations/hooks.js`, `astro/dist/cli/throw-and-exit.js`). These lines thrown
 * as `new AstroError(lines)` from `astro:config:setup` print:
 *
 *     [ERROR] [build-settings] An unhandled error occurred while running the "astro:config:setup" hook
 *     [AstroUserError] Der Bau hält an: eine Angabe in den Inhalten stimmt nicht. Bitte korrigieren …
 *     - Fehler in der Produktseite src/content/product-pages/kaputt.yaml:
 *       sections.0.intro (Abschnitte › 1 › Einleitung): Zu klein: erwartet, dass string >=1 Zeichen hat
 *       Stack trace:
 *         at astro:config:setup (file:///…/astro.config.mjs:81:43)
 *         at withTakingALongTimeMsg (file:///…/node_modules/astro/dist/integrations/hooks.js:34:18)
 *         at runHookConfigSetup (file:///…/node_modules/astro/dist/integrations/hooks.js:144:41)
 *         at async AstroBuilder.run (file:///…/node_modules/astro/dist/core/build/index.js:200:23)
 *         at async build (file:///…/node_modules/astro/dist/cli/build/index.js:29:3)
 *
 * and a plain `Error` prints the same without the name, with its location. Astro's own end of a
 * failed build is `process.exit(1)` too, after that printout and a telemetry event; this check
 * runs in `astro:config:setup`, before Astro has started anything or written a file, so exiting
 * there skips only those two.
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
