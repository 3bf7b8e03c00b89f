/**
 * The go-live check: everything that must change before the site is published under the
 * owner's name. Pure functions over an operator configuration and an environment, so the
 * unit tests, `npm run golive` (scripts/golive.ts) and a `GO_LIVE=1` build (astro.config.mjs)
 * run the same check.
 *
 * It finds
 * - values the operator schema refuses (src/content/operator-schema.ts);
 * - placeholder values in the operator configuration (src/content/operator.ts): the demo's
 *   'Muster…' names, '.example' domains, runs of zeros in numbers, the demo's map location;
 * - sample data files still in use (the reviews file marked `"sample": true`);
 * - required server settings that are missing or still the demo's (SITE_URL, SMTP_URL, MAIL_TO,
 *   MAIL_FROM), and a SITE_URL on another domain than the one the Impressum prints.
 */
import { operatorProblems } from '../../src/content/operator-schema.ts';
import type { Operator } from '../../src/content/operator-model.ts';

export interface GoLiveProblem {
  kind: 'invalid' | 'placeholder' | 'sample' | 'setting';
  /** Where to fix it, e.g. 'operator.vatId' or 'SMTP_URL'. */
  where: string;
  detail: string;
}

/** Marks of the demo's values: 'Muster…' names, '.example' domains, runs of five zeros. */
const PLACEHOLDER = /muster|\.example\b|platzhalter/i;
const ZEROS = /0{5,}/;
/** The demo's map location (a town near the A45, exit Siegen Süd). */
const DEMO_GEO = { latitude: 50.8335, longitude: 8.0165 };

function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value) || ZEROS.test(value.replace(/[\s./-]/g, ''));
}

/** Every string leaf under `value` with its dotted path. */
function leaves(value: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${at}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leaves(v, `${at}.${k}`, out);
  }
  return out;
}

function checkOperator(operator: Operator): GoLiveProblem[] {
  const problems: GoLiveProblem[] = operatorProblems(operator).map((line) => {
    const [path = '', ...message] = line.split(': ');
    return { kind: 'invalid', where: `operator.${path}`, detail: message.join(': ') };
  });
  const { data, ...reviewSource } = operator.reviews;
  const rest = { ...operator, reviews: reviewSource };
  for (const [where, value] of leaves(rest, 'operator')) {
    if (isPlaceholder(value)) problems.push({ kind: 'placeholder', where, detail: JSON.stringify(value) });
  }
  if (operator.geo.latitude === DEMO_GEO.latitude && operator.geo.longitude === DEMO_GEO.longitude) {
    problems.push({ kind: 'placeholder', where: 'operator.geo', detail: 'the demo’s map location' });
  }
  if (data.sample) {
    problems.push({
      kind: 'sample',
      where: 'operator.reviews.data',
      detail: 'the sample reviews file (src/content/data/reviews.sample.json) is in use',
    });
  }
  // The owner's own reviews file: its links must point at the real profile.
  else {
    for (const [where, value] of leaves(data.reviews, 'operator.reviews.data.reviews')) {
      if (isPlaceholder(value)) problems.push({ kind: 'placeholder', where, detail: JSON.stringify(value) });
    }
  }
  return problems;
}

/** Required settings and what happens without them. */
const REQUIRED_SETTINGS = {
  SITE_URL: 'not set: canonical URLs, sitemap and the Origin check use the demo’s domain',
  SMTP_URL: 'not set: mails are only written as .eml files under DATA_DIR/mail, nobody receives them',
  MAIL_TO: 'not set: enquiry notifications go to the demo’s address',
  MAIL_FROM: 'not set: mails are sent from the demo’s address',
} as const;

function checkEnv(env: Record<string, string | undefined>, operator: Operator): GoLiveProblem[] {
  const problems: GoLiveProblem[] = [];
  for (const [key, missing] of Object.entries(REQUIRED_SETTINGS)) {
    const value = env[key]?.trim();
    if (!value) {
      problems.push({ kind: 'setting', where: key, detail: missing });
    } else if (isPlaceholder(value)) {
      problems.push({ kind: 'setting', where: key, detail: `still a placeholder: ${JSON.stringify(value)}` });
    }
  }
  const site = env.SITE_URL?.trim();
  if (site && !isPlaceholder(site)) {
    let host = '';
    try {
      host = new URL(site).hostname;
    } catch {
      problems.push({ kind: 'setting', where: 'SITE_URL', detail: `not a URL: ${JSON.stringify(site)}` });
    }
    if (host && host !== operator.domain && !host.endsWith(`.${operator.domain}`)) {
      problems.push({
        kind: 'setting',
        where: 'SITE_URL',
        detail: `${host} is not on operator.domain (${operator.domain}), which the Impressum prints`,
      });
    }
  }
  return problems;
}

export function checkGoLive(operator: Operator, env: Record<string, string | undefined>): GoLiveProblem[] {
  return [...checkOperator(operator), ...checkEnv(env, operator)];
}

/** The check on the configured operator (src/content/operator.ts). */
export async function goLiveProblems(env: Record<string, string | undefined>): Promise<GoLiveProblem[]> {
  const { operator } = await import('../../src/content/operator.ts');
  return checkGoLive(operator, env);
}

const HEADINGS: Record<GoLiveProblem['kind'], string> = {
  invalid: 'Invalid values (src/content/operator.ts)',
  placeholder: 'Placeholder values (src/content/operator.ts)',
  sample: 'Sample data still in use',
  setting: 'Server settings (environment)',
};

export function formatGoLiveReport(problems: readonly GoLiveProblem[]): string {
  if (problems.length === 0) return 'Ready to go live: no placeholder, no sample data, every required setting is set.';
  const out: string[] = [];
  for (const kind of ['invalid', 'placeholder', 'sample', 'setting'] as const) {
    const list = problems.filter((p) => p.kind === kind);
    if (list.length === 0) continue;
    out.push(`${HEADINGS[kind]}:`);
    for (const p of list) out.push(`  - ${p.where}: ${p.detail}`);
  }
  out.push(
    `${problems.length} problem${problems.length === 1 ? '' : 's'}: not ready to go live (see README, "Going live").`,
  );
  return out.join('\n');
}
