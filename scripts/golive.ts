/**
 * `npm run golive [-- --config <module>]`: lists every placeholder value, every sample data file
 * still in use and every missing or placeholder server setting (SITE_URL, SMTP_URL, MAIL_TO,
 * MAIL_FROM), and exits 1 while there is any; 0 when the site is ready to go live.
 *
 * `--config` checks another module exporting `operator` (default src/content/operator.ts);
 * the settings are read from the environment, as the server reads them.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Operator } from '../src/content/operator-model.ts';
import { checkGoLive, formatGoLiveReport } from './golive/check.ts';

const { values } = parseArgs({ options: { config: { type: 'string' } } });
const modulePath = path.resolve(values.config ?? 'src/content/operator.ts');
const { operator } = (await import(pathToFileURL(modulePath).href)) as { operator: Operator };
const problems = checkGoLive(operator, process.env);
console.log(`Go-live check of ${path.relative(process.cwd(), modulePath)} and the environment\n`);
console.log(formatGoLiveReport(problems));
process.exitCode = problems.length === 0 ? 0 : 1;
