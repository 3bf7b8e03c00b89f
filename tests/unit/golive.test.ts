import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { demoOperator } from '../../src/content/operator.demo.ts';
import { legalName, representatives, type OperatorInput } from '../../src/content/operator-model.ts';
import { validateOperator } from '../../src/content/operator-schema.ts';
import { checkGoLive as check, formatGoLiveReport, type GoLiveInput } from '../../scripts/golive/check.ts';
import type { Operator } from '../../src/content/operator-model.ts';
import { claims as demoClaims } from '../../src/content/claims.ts';
import { describesHealth } from '../../src/content/review-selection.ts';
import { reviews } from '../../src/content/reviews.ts';
import { claims as exampleClaims, exampleEnv, operator as example } from '../fixtures/operator.example.ts';

const where = (problems: { where: string }[]) => problems.map((p) => p.where);
/** The check on an operator with the example's confirmed claims (or the given ones). */
const checkGoLive = (operator: Operator, env: GoLiveInput['env'], claims = exampleClaims) =>
  check({ operator, claims, env });

describe('go-live check', () => {
  it('lists every placeholder of the demo configuration, the sample reviews and every missing setting', () => {
    const problems = checkGoLive(demoOperator, {}, demoClaims);
    expect(where(problems)).toEqual(
      expect.arrayContaining([
        'operator.name',
        'operator.owner',
        'operator.street',
        'operator.town',
        'operator.phone',
        'operator.phoneDisplay',
        'operator.email',
        'operator.domain',
        'operator.vatId',
        'operator.register.court',
        'operator.register.number',
        'operator.craft.chamber.name',
        'operator.reviews.profileUrl',
        'operator.directions.motorway',
        'operator.directions.exit',
        'operator.directions.byPublicTransport',
        'operator.shortName',
        'claims.oekoTex.certificateNumber',
        'claims.waterBedOrigin.country',
        'claims.hosting.provider',
        'claims.guaranteeLabel.graphic',
        'claims.guaranteeLabel.models',
        'operator.geo',
        'operator.reviews.data',
        'SITE_URL',
        'SMTP_URL',
        'MAIL_TO',
        'MAIL_FROM',
        'ENQUIRY_RETENTION_DAYS',
      ]),
    );
    // Every claim of the registry is listed while it is unconfirmed.
    const unconfirmed = problems.filter((p) => p.kind === 'claim').map((p) => p.where);
    expect(unconfirmed).toEqual(Object.keys(demoClaims).map((k) => `claims.${k}`));
    // The price promises and the delivery time's scope are claims the owner confirms.
    expect(unconfirmed).toEqual(
      expect.arrayContaining(['claims.deliveryScope', 'claims.freeAdjustments', 'claims.freeDisposal']),
    );
    expect(problems.find((p) => p.where === 'operator.reviews.data')).toMatchObject({ kind: 'sample' });
    const report = formatGoLiveReport(problems);
    expect(report).toContain('operator.vatId: "DE000000000"');
    expect(report).toContain(`${problems.length} problems: not ready to go live`);
  });

  it('passes a complete configuration with every required setting', () => {
    expect(checkGoLive(example, exampleEnv)).toEqual([]);
    expect(formatGoLiveReport([])).toMatch(/^Ready to go live/);
  });

  it('finds a single placeholder left in an otherwise complete configuration', () => {
    const withDemoVat = { ...example, vatId: 'DE000000000' };
    expect(where(checkGoLive(withDemoVat, exampleEnv))).toEqual(['operator.vatId']);
    const withDemoGeo = { ...example, geo: demoOperator.geo };
    expect(where(checkGoLive(withDemoGeo, exampleEnv))).toEqual(['operator.geo']);
    const withSamples = { ...example, reviews: { ...example.reviews, data: demoOperator.reviews.data } };
    expect(where(checkGoLive(withSamples, exampleEnv))).toEqual(['operator.reviews.data']);
    const withDemoCertificate = {
      ...exampleClaims,
      oekoTex: { ...exampleClaims.oekoTex, value: { ...exampleClaims.oekoTex.value, certificateNumber: '00.0.00000' } },
    };
    expect(where(checkGoLive(example, exampleEnv, withDemoCertificate))).toEqual(['claims.oekoTex.certificateNumber']);
    // The EU guarantee label is the owner's official graphic: never drawn by the site.
    const withoutLabel = {
      ...exampleClaims,
      guaranteeLabel: { ...exampleClaims.guaranteeLabel, value: { graphic: null, models: null } },
    };
    expect(where(checkGoLive(example, exampleEnv, withoutLabel))).toEqual([
      'claims.guaranteeLabel.graphic',
      'claims.guaranteeLabel.models',
    ]);
    const unconfirmed = { ...exampleClaims, deliveryWeeks: { ...exampleClaims.deliveryWeeks, confirmed: null } };
    expect(checkGoLive(example, exampleEnv, unconfirmed)).toEqual([
      expect.objectContaining({ kind: 'claim', where: 'claims.deliveryWeeks' }),
    ]);
    // Sample reviews by their content, whatever the file's flag says.
    const copiedSamples = {
      ...example,
      reviews: { ...example.reviews, data: { ...demoOperator.reviews.data, sample: false } },
    };
    expect(where(checkGoLive(copiedSamples, exampleEnv))).toContain('operator.reviews.data');
    // A review telling of a health complaint is never shown, and golive names it.
    const [first, ...others] = example.reviews.data.reviews;
    const withHealth = {
      ...example,
      reviews: {
        ...example.reviews,
        data: {
          ...example.reviews.data,
          reviews: [{ ...first!, text: 'Seitdem sind meine Rückenschmerzen weg!' }, ...others],
        },
      },
    };
    expect(where(checkGoLive(withHealth, exampleEnv))).toEqual(['operator.reviews.data.reviews[0]']);
    expect(describesHealth('Seitdem sind meine Rückenschmerzen weg!')).toBe(true);
    expect(describesHealth('Tolle Beratung, die Rückenlehne des Kopfteils ist bequem.')).toBe(false);
    expect(reviews.every((r) => !describesHealth(r.text))).toBe(true);
  });

  it('flags settings that are missing, still the demo’s, or on another domain than the Impressum', () => {
    expect(where(checkGoLive(example, { ...exampleEnv, SMTP_URL: '' }))).toEqual(['SMTP_URL']);
    expect(where(checkGoLive(example, { ...exampleEnv, MAIL_TO: 'info@schlafmanufaktur.example' }))).toEqual([
      'MAIL_TO',
    ]);
    const elsewhere = checkGoLive(example, { ...exampleEnv, SITE_URL: 'https://www.other-shop.test' });
    expect(elsewhere).toEqual([expect.objectContaining({ where: 'SITE_URL', kind: 'setting' })]);
    expect(checkGoLive(example, { ...exampleEnv, SITE_URL: 'https://bettenwerkstatt-hoffmann.test' })).toEqual([]);
  });
});

describe('npm run golive', () => {
  const run = (args: string[], env: Record<string, string>) => {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) => !['SITE_URL', 'SMTP_URL', 'MAIL_TO', 'MAIL_FROM', 'ENQUIRY_RETENTION_DAYS'].includes(k),
      ),
    );
    return spawnSync(process.execPath, ['scripts/golive.ts', ...args], { env: { ...clean, ...env }, encoding: 'utf8' });
  };

  it('exits 1 on the demo configuration and lists what is left', () => {
    const result = run([], {});
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('operator.owner: "Max Mustermann"');
    expect(result.stdout).toContain('the sample reviews file (src/content/data/reviews.sample.json) is in use');
    expect(result.stdout).toMatch(/SMTP_URL: not set/);
    // Every claim of the registry is listed while unconfirmed, the water-bed partner's certificate too.
    for (const key of Object.keys(demoClaims))
      expect(result.stdout).toContain(`claims.${key}: no evidence and confirmed`);
    expect(result.stdout).toContain('claims.waterBedOekoTex.certificateNumber: "00.0.00000"');
  });

  it('exits 0 on the complete example configuration', () => {
    const result = run(['--config', 'tests/fixtures/operator.example.ts'], exampleEnv);
    expect(result.stdout).toContain('Ready to go live');
    expect(result.status).toBe(0);
  });

  it('a build for a public domain refuses to start on the demo configuration, with the list', () => {
    // Only the config hook runs: Astro stops before building anything.
    let failed: { status: number; output: string } | null = null;
    try {
      execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
        env: {
          ...process.env,
          SITE_URL: 'https://www.betten-beispiel.de',
          ASTRO_OUT_DIR: 'node_modules/.cache/golive-refused',
        },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      const e = error as { status: number; stdout: string; stderr: string };
      failed = { status: e.status, output: e.stdout + e.stderr };
    }
    expect(failed?.status).not.toBe(0);
    expect(failed?.output).toContain(
      'SITE_URL https://www.betten-beispiel.de is a public domain: not ready to go live',
    );
    expect(failed?.output).toContain('operator.vatId');
    expect(failed?.output).toContain('claims.deliveryWeeks');
  }, 60_000);
});

describe('operator schema', () => {
  const base = { ...demoOperator } as OperatorInput;

  it('prints owner or managing directors by legal form, with the suffix in the name', () => {
    expect(legalName(demoOperator)).toBe('Schlafmanufaktur Mustermann e.K.');
    expect(representatives(demoOperator)).toEqual({ label: 'Inhaber', names: ['Max Mustermann'] });
    expect(legalName(example)).toBe('Bettenwerkstatt Hoffmann GmbH');
    expect(representatives(example)).toEqual({
      label: 'Geschäftsführung',
      names: ['Julia Hoffmann', 'Peter Hoffmann'],
    });
  });

  it('refuses incomplete identities for the legal form', () => {
    expect(() => validateOperator({ ...base, legalForm: 'GmbH', managingDirectors: [] })).toThrow(/managingDirectors/);
    expect(() => validateOperator({ ...base, register: null })).toThrow(/register: e\.K\.: Registereintrag/);
    expect(() =>
      validateOperator({
        ...base,
        legalForm: 'GmbH',
        managingDirectors: ['A B'],
        register: { court: 'Amtsgericht X', number: 'HRA 1' },
      }),
    ).toThrow(/Abteilung HRB/);
    expect(() =>
      validateOperator({
        ...base,
        reviews: { ...base.reviews, data: { aggregate: { value: 4, count: 1, asOf: 'gestern' }, reviews: [] } },
      }),
    ).toThrow(/reviews\.data/);
  });
});

describe('invalid values', () => {
  it('the go-live check lists what the schema refuses', () => {
    const broken = { ...example, vatId: 'DE12', managingDirectors: [] };
    const problems = checkGoLive(broken, exampleEnv).filter((p) => p.kind === 'invalid');
    expect(where(problems).sort()).toEqual(['operator.managingDirectors', 'operator.vatId']);
  });
});
