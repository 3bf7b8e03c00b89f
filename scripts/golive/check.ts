/**
 * The go-live check: everything that must change before the site is published under the
 * owner's name. Pure functions over an operator configuration, a claims registry, the copy's
 * files and an environment, so the unit tests, `npm run golive` (scripts/golive.ts) and every
 * build for a public domain (astro.config.mjs) run the same check.
 *
 * It finds
 * - values the operator and claims schemas refuse;
 * - placeholder values in the operator configuration: the demo's 'Muster…' names, '.example'
 *   domains, runs of zeros, any of the demo's literals, the demo's map location;
 * - sample reviews: the sample file, or any of its reviews copied elsewhere (by content);
 * - every claim of the registry without evidence or confirmation;
 * - every demo literal (company name, town, street, postal code, directions, bus line, phone, …)
 *   anywhere in the copy: each file under src/ and public/ and the built output, as whole words;
 * - required server settings (those the deploy guide's environment file sets) that are missing
 *   or still the demo's, and a SITE_URL on another domain than the one the Impressum prints.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sampleReviews from '../../src/content/data/reviews.sample.json' with { type: 'json' };
import { operatorProblems } from '../../src/content/operator-schema.ts';
import type { Operator } from '../../src/content/operator-model.ts';
import { claimsProblems, unconfirmedClaims, type Claims } from '../../src/content/claims-schema.ts';
import { demoLiterals, demoOperator } from '../../src/content/operator.demo.ts';
import { photoSources } from '../../src/content/photos.ts';
import { describesHealth } from '../../src/content/review-selection.ts';
import type { OpeningHoursFile } from '../../src/content/opening-hours-model.ts';

export interface GoLiveProblem {
  kind: 'invalid' | 'placeholder' | 'sample' | 'claim' | 'literal' | 'setting';
  /** Where to fix it, e.g. 'operator.vatId', 'claims.deliveryWeeks', 'src/content/pages.ts:12' or 'SMTP_URL'. */
  where: string;
  detail: string;
}

/** A text file of the copy: its path (relative, for the report) and its text. */
export interface CopyFile {
  path: string;
  text: string;
}

/** Marks of the demo's values: 'Muster…' names, '.example' domains, runs of five zeros. */
const PLACEHOLDER = /muster|\.example\b|platzhalter|beispielangabe/i;
const ZEROS = /0{5,}/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regex for every literal as a whole word (no letter or digit right before or after). */
function literalPattern(literals: readonly string[]): RegExp {
  const alternatives = [...literals].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
}

const DEMO_LITERAL = literalPattern(demoLiterals);

function containsDemoLiteral(value: string): boolean {
  DEMO_LITERAL.lastIndex = 0;
  return DEMO_LITERAL.test(value);
}

function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value) || ZEROS.test(value.replace(/[\s./-]/g, '')) || containsDemoLiteral(value);
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

/** Every demo literal in the files, one problem per file and line, whole words only. */
export function findDemoLiterals(
  files: readonly CopyFile[],
  literals: readonly string[] = demoLiterals,
): GoLiveProblem[] {
  const pattern = literalPattern(literals);
  const problems: GoLiveProblem[] = [];
  for (const file of files) {
    const lines = file.text.split('\n');
    lines.forEach((line, i) => {
      const found = [...new Set([...line.matchAll(pattern)].map((m) => m[0]))];
      if (found.length > 0) {
        problems.push({
          kind: 'literal',
          where: `${file.path}:${i + 1}`,
          detail: found.map((f) => JSON.stringify(f)).join(', '),
        });
      }
    });
  }
  return problems;
}

const sampleKeys = new Set(sampleReviews.reviews.map((r) => `${r.author}\n${r.text}`));

function checkOperator(operator: Operator, photos: readonly string[]): GoLiveProblem[] {
  const problems: GoLiveProblem[] = operatorProblems(operator).map((line) => {
    const [where = '', ...message] = line.split(': ');
    return { kind: 'invalid', where: `operator.${where}`, detail: message.join(': ') };
  });
  const { data, ...reviewSource } = operator.reviews;
  const rest = { ...operator, reviews: reviewSource };
  for (const [where, value] of leaves(rest, 'operator')) {
    if (isPlaceholder(value)) problems.push({ kind: 'placeholder', where, detail: JSON.stringify(value) });
  }
  if (photos.length > 0 && !operator.photoCredit) {
    problems.push({
      kind: 'placeholder',
      where: 'operator.photoCredit',
      detail: `photos in src/assets/images (${photos.join(', ')}) need a credit in the Impressum`,
    });
  }
  if (operator.shortName === demoOperator.shortName) {
    problems.push({ kind: 'placeholder', where: 'operator.shortName', detail: JSON.stringify(operator.shortName) });
  }
  if (operator.geo.latitude === demoOperator.geo.latitude && operator.geo.longitude === demoOperator.geo.longitude) {
    problems.push({ kind: 'placeholder', where: 'operator.geo', detail: 'the demo’s map location' });
  }
  // Sample reviews by their content, whatever the file's `sample` flag says.
  const copied = data.reviews.filter((r) => sampleKeys.has(`${r.author}\n${r.text}`)).length;
  if (data.sample || copied > 0) {
    problems.push({
      kind: 'sample',
      where: 'operator.reviews.data',
      detail: data.sample
        ? 'the sample reviews file (src/content/data/reviews.sample.json) is in use'
        : `${copied} of the demo’s sample reviews are in the reviews file`,
    });
  } else {
    // Reviews telling of complaints or illnesses are never shown (HWG); say which.
    data.reviews.forEach((r, i) => {
      if (describesHealth(r.text)) {
        problems.push({
          kind: 'placeholder',
          where: `operator.reviews.data.reviews[${i}]`,
          detail: 'tells of complaints or illnesses: never shown on the site (§ 11 HWG); remove it from the file',
        });
      }
    });
    // The owner's own reviews file: its links must point at the real profile.
    for (const [where, value] of leaves(data.reviews, 'operator.reviews.data.reviews')) {
      if (isPlaceholder(value)) problems.push({ kind: 'placeholder', where, detail: JSON.stringify(value) });
    }
  }
  return problems;
}

function checkClaims(claims: Claims): GoLiveProblem[] {
  const invalid: GoLiveProblem[] = claimsProblems(claims).map((line) => {
    const [where = '', ...message] = line.split(': ');
    return { kind: 'invalid', where: `claims.${where}`, detail: message.join(': ') };
  });
  const unconfirmed: GoLiveProblem[] = unconfirmedClaims(claims).map(({ key, missing }) => ({
    kind: 'claim',
    where: `claims.${key}`,
    detail: `no ${missing}: ${JSON.stringify(claims[key].value)}`,
  }));
  const placeholders: GoLiveProblem[] = leaves(
    Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, v.value])),
    'claims',
  )
    .filter(([, value]) => isPlaceholder(value))
    .map(([where, value]) => ({ kind: 'placeholder', where, detail: JSON.stringify(value) }));
  // A value left empty (null) is not filled in; no health study is a choice (no figures printed).
  const empty: GoLiveProblem[] = [
    ...(claims.waterBedOrigin.value.country === null ? ['claims.waterBedOrigin.country'] : []),
    ...(claims.hosting.value.provider === null ? ['claims.hosting.provider'] : []),
    ...(claims.hosting.value.processingAgreement ? [] : ['claims.hosting.processingAgreement']),
    ...(claims.ga4.value.processingAgreement ? [] : ['claims.ga4.processingAgreement']),
    // The EU harmonised guarantee label: the official graphic and the models it names.
    ...(claims.guaranteeLabel.value.graphic === null ? ['claims.guaranteeLabel.graphic'] : []),
    ...(claims.guaranteeLabel.value.models === null ? ['claims.guaranteeLabel.models'] : []),
  ].map((where) => ({ kind: 'placeholder' as const, where, detail: 'not filled in' }));
  return [...invalid, ...unconfirmed, ...placeholders, ...empty];
}

/**
 * The server settings a live site needs, with what happens without them. The deploy guide's
 * environment file (docs/deploy.md) sets each of them; a unit test keeps the two in step.
 */
export const REQUIRED_SETTINGS = {
  SITE_URL: 'not set: canonical URLs, sitemap and the Origin check use the demo’s domain',
  SMTP_URL: 'not set: mails are only written as .eml files under DATA_DIR/mail, nobody receives them',
  MAIL_TO: 'not set: enquiry notifications go to the demo’s address',
  MAIL_FROM: 'not set: mails are sent from the demo’s address',
  ENQUIRY_RETENTION_DAYS: 'not set: the Datenschutz page must state the retention the owner chose',
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

export interface GoLiveInput {
  operator: Operator;
  claims: Claims;
  env: Record<string, string | undefined>;
  /** The copy to scan for demo literals (default: none). */
  files?: readonly CopyFile[];
  /** Photos dropped into src/assets/images (default: none). */
  photos?: readonly string[];
  /** The opening hours as the owner saved them (default: not checked). */
  hours?: OpeningHoursFile;
}

const HOURS_FILE = 'src/content/data/opening-hours.json';

/**
 * The shop-opening law closes a showroom on Sundays, and a consultation is part of selling:
 * 'Beratung nach Vereinbarung' must not be offered for a Sunday the showroom is closed on.
 * The editor lets the owner tick it (closed weekdays may well take appointments), so the check
 * stands here, before the site goes live.
 */
export function checkHours(hours: OpeningHoursFile): GoLiveProblem[] {
  const sundayClosed = hours.showroom.sunday === 'closed';
  return hours.appointmentsOnClosedDays && sundayClosed
    ? [
        {
          kind: 'invalid',
          where: `${HOURS_FILE}: appointmentsOnClosedDays`,
          detail:
            'Beratung nach Vereinbarung an geschlossenen Tagen schließt den Sonntag ein; Sonntags darf der Showroom nicht beraten (Ladenöffnungsgesetz).',
        },
      ]
    : [];
}

export function checkGoLive({ operator, claims, env, files = [], photos = [], hours }: GoLiveInput): GoLiveProblem[] {
  return [
    ...checkOperator(operator, photos),
    ...(hours ? checkHours(hours) : []),
    ...checkClaims(claims),
    ...findDemoLiterals(files),
    ...checkEnv(env, operator),
  ];
}

/** The demo's own files: the only place its literals may live. */
export const DEMO_FILES = [
  'src/content/operator.demo.ts',
  'src/content/data/reviews.sample.json',
  'src/content/data/claims.demo.json',
  // Ship with the demo's company and contact facts; their values are checked as the operator's
  // (checkOperator).
  'src/content/data/company.json',
  'src/content/data/operator.json',
];

const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|jsx|astro|mdx|md|json|css|svg|xml|txt|html|webmanifest|ya?ml)$/i;

/** Every text file under the folders (relative to `root`), except the demo's own files. */
export function copyFiles(
  root: string,
  folders: readonly string[],
  exclude: readonly string[] = DEMO_FILES,
): CopyFile[] {
  const out: CopyFile[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(path.join(root, dir));
    } catch {
      return;
    }
    for (const name of names.sort()) {
      const rel = path.posix.join(dir, name);
      const stats = statSync(path.join(root, rel));
      if (stats.isDirectory()) walk(rel);
      else if (TEXT_FILE.test(name) && !exclude.includes(rel)) {
        out.push({ path: rel, text: readFileSync(path.join(root, rel), 'utf8') });
      }
    }
  };
  for (const folder of folders) walk(folder);
  return out;
}

/** The opening hours file as saved (the build validates its shape). */
export function readHours(root: string = process.cwd()): OpeningHoursFile {
  return JSON.parse(readFileSync(path.join(root, HOURS_FILE), 'utf8')) as OpeningHoursFile;
}

/** The check on the configured operator and claims and the copy under src/ and public/. */
export async function goLiveProblems(
  env: Record<string, string | undefined>,
  root: string = process.cwd(),
): Promise<GoLiveProblem[]> {
  const { operator } = await import('../../src/content/operator.ts');
  const { claims } = await import('../../src/content/claims.ts');
  return checkGoLive({
    operator,
    claims,
    env,
    files: copyFiles(root, ['src', 'public']),
    photos: photoSources(root),
    hours: readHours(root),
  });
}

const HEADINGS: Record<GoLiveProblem['kind'], string> = {
  invalid:
    'Invalid values (src/content/operator.ts, src/content/data/operator.json, src/content/claims.ts, src/content/data/opening-hours.json)',
  placeholder: 'Placeholder values (src/content/operator.ts, src/content/data/operator.json, the claims registry)',
  sample: 'Sample data still in use',
  claim: 'Claims not confirmed (the claims registry: evidence and confirmed {by, on})',
  literal: 'Demo values in the copy (whole words, outside the demo files)',
  setting: 'Server settings (environment, as in docs/deploy.md)',
};

export function formatGoLiveReport(problems: readonly GoLiveProblem[]): string {
  if (problems.length === 0) {
    return 'Ready to go live: no placeholder, no sample data, every claim confirmed, no demo value in the copy, every required setting is set.';
  }
  const out: string[] = [];
  for (const kind of Object.keys(HEADINGS) as GoLiveProblem['kind'][]) {
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
