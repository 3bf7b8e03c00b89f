/**
 * `npm run golive [-- --config <module>]`: lists every placeholder value, every sample data file
 * still in use, every unconfirmed claim, every demo value left in the copy (src/, public/) and
 * every missing or placeholder server setting, and exits 1 while there is any; 0 when the site
 * is ready to go live. A build for a public domain runs the same check and refuses while it
 * finds anything.
 *
 * `--config` checks another module exporting `operator` and `claims` (default
 * src/content/operator.ts and src/content/claims.ts); the settings are read from the
 * environment, as the server reads them.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Operator } from '../src/content/operator-model.ts';
import type { Claims } from '../src/content/claims-schema.ts';
import { checkGoLive, copyFiles, formatGoLiveReport, readHours } from './golive/check.ts';
import { photoSources } from '../src/content/photos.ts';

const { values } = parseArgs({ options: { config: { type: 'string' } } });
const modulePath = path.resolve(values.config ?? 'src/content/operator.ts');
const module = (await import(pathToFileURL(modulePath).href)) as { operator: Operator; claims?: Claims };
const claims = module.claims ?? (await import('../src/content/claims.ts')).claims;
const problems = checkGoLive({
  operator: module.operator,
  claims,
  env: process.env,
  files: copyFiles(process.cwd(), ['src', 'public']),
  photos: photoSources(),
  hours: readHours(),
});
console.log(`Go-live check of ${path.relative(process.cwd(), modulePath)}, the claims, the copy and the environment\n`);
console.log(formatGoLiveReport(problems));
process.exitCode = problems.length === 0 ? 0 : 1;
