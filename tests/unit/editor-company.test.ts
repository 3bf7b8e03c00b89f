/**
 * The operator's company facts are data (src/content/data/company.json) the owner edits in the
 * editor (singleton "Firmenangaben", fields derived from `operatorCompanySchema`): the shipped
 * file reads as the demo operator (every page prints what it printed), any valid set of facts
 * goes through the file unchanged, a bad value or a combination the legal form forbids is refused
 * in German naming the field by the schema, the editor's field and the save check alike, and
 * `npm run golive` names every placeholder left in the file.
 */
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import type { ComponentSchema } from '@keystatic/core';
import fc from 'fast-check';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import keystaticConfig from '../../keystatic.config.tsx';
import { LEGAL_FORMS, companyFacts, contactFacts, defineOperator } from '../../src/content/operator-model.ts';
import type {
  CompanyFacts,
  LegalForm,
  OperatorCompanyFile,
  OperatorContactFile,
} from '../../src/content/operator-model.ts';
import {
  OPERATOR_COMPANY_FILE,
  operatorCompanyLabels as labels,
  operatorCompanyProblems,
  operatorCompanySchema,
  operatorSchema,
} from '../../src/content/operator-schema.ts';
import { demoOperator } from '../../src/content/operator.demo.ts';
import { operator } from '../../src/content/operator.ts';
import { checkedWrite } from '../../src/editor/save-check.ts';
import { refusalLead } from '../../src/editor/saved-notice.ts';
import { checkGoLive } from '../../scripts/golive/check.ts';
import { claims as exampleClaims, exampleEnv, operator as example } from '../fixtures/operator.example.ts';
import { editorSave, editorText } from '../support/editor-write.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const text = readFileSync(path.join(repo, OPERATOR_COMPANY_FILE), 'utf8');
const file = JSON.parse(text) as OperatorCompanyFile;
const contactFile = JSON.parse(
  readFileSync(path.join(repo, 'src/content/data/operator.json'), 'utf8'),
) as OperatorContactFile;
const singleton = keystaticConfig.singletons.operatorCompany;
const fieldsOf = { kind: 'object', fields: singleton.schema } as ComponentSchema;
/** The file the editor writes for a stored value. */
const written = (stored: unknown) => editorText(singleton.schema, stored, 'json');

/** The editor's message for a stored value, or undefined when its fields take it. */
function editorProblem(stored: unknown): string | undefined {
  try {
    editorSave(fieldsOf, stored);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A set of company facts as the file holds it: what is none is left out. */
function asFile(facts: CompanyFacts): OperatorCompanyFile {
  const { register, vatId, economicId, craft, permitAuthority, reviews, managingDirectors, partners, ...rest } = facts;
  const given = <T>(v: T | null | undefined) => v ?? undefined;
  return {
    ...rest,
    managingDirectors: managingDirectors ?? [],
    partners: partners ?? [],
    register: given(register),
    vatId: given(vatId),
    economicId: given(economicId),
    craft: given(craft),
    permitAuthority: given(permitAuthority),
    reviews: { profileUrl: reviews.profileUrl, verification: given(reviews.verification) },
  };
}

describe('the company file in the editor', () => {
  it('is a JSON singleton "Firmenangaben" at its own path, with the fields of its zod schema', () => {
    expect(`${singleton.path}.json`).toBe(OPERATOR_COMPANY_FILE);
    expect(singleton.format).toEqual({ data: 'json' });
    expect(singleton.label).toBe('Firmenangaben');
    expect(Object.keys(singleton.schema)).toEqual(Object.keys(operatorCompanySchema.shape));
  });

  it('ships with the demo’s facts: the operator the pages print is the demo operator, unchanged', () => {
    expect(operator).toEqual(demoOperator);
    expect(operatorSchema.safeParse(operator).success).toBe(true);
    expect(operatorCompanyProblems(file)).toEqual([]);
  });

  it('opened and saved unchanged is the same file, byte for byte', () => {
    expect(written(file)).toBe(text);
  });
});

/** Names as an owner types them. */
const name = fc.constantFrom('Julia Hoffmann', 'Peter Hoffmann', 'Ayşe Demir', 'Jürgen Groß', 'Anna-Lena Weiß');
const words = fc.constantFrom('Bettenwerkstatt Hoffmann', 'Schlafzimmer Demir', 'Raumausstattung Groß');
const https = fc.constantFrom('https://www.hwk-swf.de', 'https://www.ldi.nrw.de', 'https://g.page/r/abc123');
const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const authority = fc.record({ name: words, address: fc.constant('Brückenplatz 1, 59821 Arnsberg'), url: https });
const registerFor = (section: 'HRA' | 'HRB') =>
  fc.record({
    court: fc.constantFrom('Amtsgericht Siegen', 'Amtsgericht Olpe'),
    number: fc.integer({ min: 1, max: 99_999 }).map((n) => `${section} ${n}`),
  });

/** Any valid set of company facts: each legal form with what it needs, every optional part or none. */
const companyFactsArb: fc.Arbitrary<CompanyFacts> = fc
  .constantFrom(...(Object.keys(LEGAL_FORMS) as LegalForm[]))
  .chain((legalForm) => {
    const form = LEGAL_FORMS[legalForm];
    return fc.record({
      name: words,
      shortName: fc.option(fc.constantFrom('Bettenwerkstatt', 'Demir'), { nil: undefined }),
      legalForm: fc.constant(legalForm),
      owner: form.representative === 'owner' ? name : fc.constant(undefined),
      managingDirectors:
        form.representative === 'directors' ? fc.uniqueArray(name, { minLength: 1, maxLength: 3 }) : fc.constant([]),
      generalPartner:
        form.representative === 'partner'
          ? fc.record({
              name: fc.constant('Hoffmann Verwaltungs-GmbH'),
              seat: fc.constant('Siegen'),
              register: registerFor('HRB'),
              managingDirectors: fc.uniqueArray(name, { minLength: 1, maxLength: 2 }),
            })
          : fc.constant(undefined),
      partners:
        form.representative === 'partners'
          ? fc.uniqueArray(name, { minLength: 2, maxLength: 3 })
          : form.representative === 'generalPartners'
            ? fc.uniqueArray(name, { minLength: 1, maxLength: 2 })
            : fc.constant([]),
      register: form.register ? registerFor(form.register) : fc.constant(null),
      domain: fc.constantFrom('bettenwerkstatt-hoffmann.de', 'schlafzimmer-demir.de'),
      vatId: fc.option(
        digits(9).map((d) => `DE${d}`),
        { nil: null },
      ),
      economicId: fc.option(
        fc.tuple(digits(9), digits(5)).map(([a, b]) => `DE${a}-${b}`),
        { nil: null },
      ),
      craft: fc.option(
        fc.record({
          chamber: authority,
          professionalTitle: fc.constantFrom('Raumausstattermeister', 'Raumausstattermeisterin'),
          grantedIn: fc.constant('Deutschland'),
          rules: fc.record({ label: fc.constant('Handwerksordnung (HwO)'), url: https }),
        }),
        { nil: null },
      ),
      permitAuthority: fc.option(authority, { nil: null }),
      contentResponsible: fc.option(name, { nil: undefined }),
      dataProtectionAuthority: authority,
      reviews: fc.record({
        profileUrl: https,
        verification: fc.option(fc.constant('Wir bitten nur Kundinnen und Kunden nach dem Kauf um eine Bewertung.'), {
          nil: null,
        }),
      }),
      photoCredit: fc.option(name, { nil: undefined }),
    });
  })
  .map((facts) => {
    // What is not given is not a key (as the file reads back).
    const out = { ...facts } as Record<string, unknown>;
    for (const key of ['shortName', 'owner', 'generalPartner', 'contentResponsible', 'photoCredit'])
      if (out[key] === undefined) delete out[key];
    return out as CompanyFacts;
  });

describe('any valid set of company facts goes through the file unchanged (generated)', () => {
  it('written by the editor, read back by the site, the same facts; the operator schema takes them', () => {
    fc.assert(
      fc.property(companyFactsArb, (facts) => {
        const saved = written(asFile(facts));
        // Saved again unchanged: the same text (the file is in the editor's own form).
        expect(written(JSON.parse(saved))).toBe(saved);
        expect(operatorCompanyProblems(JSON.parse(saved))).toEqual([]);
        expect(editorProblem(JSON.parse(saved))).toBeUndefined();
        const read = companyFacts(JSON.parse(saved) as OperatorCompanyFile);
        expect(read).toEqual(facts);
        const whole = defineOperator({
          ...read,
          ...contactFacts(contactFile),
          country: 'DE',
          countryName: 'Deutschland',
          reviews: { ...read.reviews, data: example.reviews.data },
        });
        expect(operatorSchema.safeParse(whole).error?.issues ?? []).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('a bad value is refused in German, naming the field', () => {
  it('a VAT id that is not DE and nine digits (generated): the schema and the editor’s field', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 14 }), (vatId) => {
        fc.pre(!/^DE\d{9}$/.test(vatId) && vatId.trim() !== '');
        const rule = '„DE“ und neun Ziffern, z. B. DE123456789';
        expect(operatorCompanyProblems({ ...file, vatId })).toEqual([
          `${OPERATOR_COMPANY_FILE}, ${labels.vatId}: ${rule}`,
        ]);
        expect(editorProblem({ ...file, vatId })).toBe(`${labels.vatId}: ${rule}`);
      }),
    );
  });

  it('a register number in the wrong form names the register’s field inside the group', () => {
    const problems = operatorCompanyProblems({ ...file, register: { ...file.register, number: '1234' } });
    expect(problems).toEqual([
      `${OPERATOR_COMPANY_FILE}, ${labels.register}, ${labels.number}: Registernummer wie "HRA 1234" oder "HRB 5678"`,
    ]);
  });

  it('what the legal form forbids or needs, named by the field (every form)', () => {
    for (const legalForm of Object.keys(LEGAL_FORMS) as LegalForm[]) {
      const form = LEGAL_FORMS[legalForm];
      const bare = {
        ...file,
        legalForm,
        owner: undefined,
        managingDirectors: [],
        generalPartner: undefined,
        partners: [],
      };
      const problems = operatorCompanyProblems({ ...bare, register: form.register ? undefined : file.register });
      const at = (field: string) => `${OPERATOR_COMPANY_FILE}, ${labels[field]}: ${legalForm}: `;
      const who = {
        owner: 'owner',
        directors: 'managingDirectors',
        partner: 'generalPartner',
        partners: 'partners',
        generalPartners: 'partners',
      }[form.representative];
      expect(
        problems.some((p) => p.startsWith(at(who))),
        `${legalForm}: ${problems.join('\n')}`,
      ).toBe(true);
      expect(
        problems.some((p) => p.startsWith(at('register'))),
        legalForm,
      ).toBe(true);
    }
    // A register group the editor saved empty is no register.
    expect(operatorCompanyProblems({ ...file, register: {} })).toEqual([
      `${OPERATOR_COMPANY_FILE}, ${labels.register}: e.K.: Registereintrag angeben`,
    ]);
    // A sole trader with the groups left empty is complete.
    expect(
      operatorCompanyProblems({
        ...file,
        legalForm: 'Einzelunternehmen',
        register: {},
        vatId: undefined,
        craft: { chamber: {}, rules: {} },
      }),
    ).toEqual([]);
  });
});

/**
 * The representative fields and how many names each legal form needs in the one it prints
 * (written out here, apart from the rules): every other one must be empty.
 */
const representativeNeeds: Record<LegalForm, { field: string; least: number }> = {
  Einzelunternehmen: { field: 'owner', least: 1 },
  'e.K.': { field: 'owner', least: 1 },
  'e.Kfr.': { field: 'owner', least: 1 },
  GmbH: { field: 'managingDirectors', least: 1 },
  'UG (haftungsbeschränkt)': { field: 'managingDirectors', least: 1 },
  'GmbH & Co. KG': { field: 'generalPartner', least: 1 },
  GbR: { field: 'partners', least: 2 },
  OHG: { field: 'partners', least: 2 },
  KG: { field: 'partners', least: 1 },
};
const representativeKeys = ['owner', 'managingDirectors', 'generalPartner', 'partners'] as const;

describe('every legal form with every combination of representative fields (generated)', () => {
  it('is refused exactly where a field it prints lacks names or a field it does not print is filled', () => {
    const combination = fc.record({
      legalForm: fc.constantFrom(...(Object.keys(LEGAL_FORMS) as LegalForm[])),
      owner: fc.option(name, { nil: undefined }),
      managingDirectors: fc.uniqueArray(name, { maxLength: 3 }),
      generalPartner: fc.option(
        fc.record({
          name: fc.constant('Hoffmann Verwaltungs-GmbH'),
          seat: fc.constant('Siegen'),
          register: registerFor('HRB'),
          managingDirectors: fc.uniqueArray(name, { minLength: 1, maxLength: 2 }),
        }),
        { nil: undefined },
      ),
      partners: fc.uniqueArray(name, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(combination, (c) => {
        const form = LEGAL_FORMS[c.legalForm];
        const register = form.register ? { court: 'Amtsgericht Siegen', number: `${form.register} 1234` } : undefined;
        const problems = operatorCompanyProblems(JSON.parse(written({ ...file, ...c, register })));
        const need = representativeNeeds[c.legalForm];
        const count = (key: (typeof representativeKeys)[number]) =>
          key === 'owner' || key === 'generalPartner' ? (c[key] ? 1 : 0) : c[key].length;
        const expected = representativeKeys.filter((key) =>
          key === need.field ? count(key) < need.least : count(key) > 0,
        );
        const refused = representativeKeys.filter((key) =>
          problems.some((p) => p.startsWith(`${OPERATOR_COMPANY_FILE}, ${labels[key]}: ${c.legalForm}: `)),
        );
        expect(refused).toEqual(expected);
        // Nothing else is refused, and a field the form does not print is asked to be emptied.
        expect(problems).toHaveLength(expected.length);
        for (const key of expected.filter((k) => k !== need.field))
          expect(problems).toContain(
            `${OPERATOR_COMPANY_FILE}, ${labels[key]}: ${c.legalForm}: wird bei dieser Rechtsform nicht gedruckt, bitte dieses Feld leeren`,
          );
      }),
      { numRuns: 400 },
    );
  });

  it('named cases: two GbR partners pass, one is refused; a KG with one general partner passes', () => {
    const gbr = { ...file, legalForm: 'GbR', owner: undefined, register: undefined };
    expect(operatorCompanyProblems({ ...gbr, partners: ['Anna Beispiel', 'Ben Beispiel'] })).toEqual([]);
    expect(operatorCompanyProblems({ ...gbr, partners: ['Anna Beispiel'] })).toEqual([
      `${OPERATOR_COMPANY_FILE}, ${labels.partners}: GbR: alle Gesellschafterinnen und Gesellschafter mit Vor- und Nachnamen angeben, mindestens zwei`,
    ]);
    // A GbR has no commercial register (the registered eGbR is not offered).
    expect(
      operatorCompanyProblems({ ...gbr, partners: ['Anna Beispiel', 'Ben Beispiel'], register: file.register }),
    ).toEqual([
      `${OPERATOR_COMPANY_FILE}, ${labels.register}: GbR: kein Handelsregistereintrag vorgesehen (eine eingetragene GbR, eGbR, ist hier nicht vorgesehen), bitte dieses Feld leeren`,
    ]);
    const kg = { ...file, legalForm: 'KG', owner: undefined };
    expect(operatorCompanyProblems({ ...kg, partners: ['Anna Beispiel'] })).toEqual([]);
    expect(operatorCompanyProblems({ ...kg, partners: [] })).toEqual([
      `${OPERATOR_COMPANY_FILE}, ${labels.partners}: KG: mindestens eine persönlich haftende Gesellschafterin/einen persönlich haftenden Gesellschafter (Komplementär) mit Vor- und Nachnamen angeben`,
    ]);
    // An OHG needs its HRA entry and two partners.
    expect(
      operatorCompanyProblems({
        ...file,
        legalForm: 'OHG',
        owner: undefined,
        partners: ['Anna Beispiel', 'Ben Beispiel'],
      }),
    ).toEqual([]);
  });
});

describe('the save check refuses what the build refuses, and writes nothing', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'editor-company-'));
    for (const dir of ['src/content/product-pages', 'src/content/pages', 'src/content/data'])
      cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const onDisk = () => readFileSync(path.join(root, OPERATOR_COMPANY_FILE), 'utf8');

  async function save(contents: string) {
    const keystatic = makeGenericAPIRouteHandler({ config: keystaticConfig, localBaseDirectory: root });
    const request = new Request('http://127.0.0.1/api/keystatic/update', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'no-cors': '1' },
      body: JSON.stringify({
        additions: [{ path: OPERATOR_COMPANY_FILE, contents: Buffer.from(contents).toString('base64') }],
        deletions: [],
      }),
    });
    const response = await checkedWrite(request, root, async () => {
      const { body, status, headers } = await keystatic(request);
      return new Response(typeof body === 'string' || body === null ? body : Buffer.from(body), { status, headers });
    });
    return { status: response.status, text: await response.text() };
  }

  it('a GmbH without managing directors and with an HRA entry', async () => {
    const before = onDisk();
    const answer = await save(written({ ...file, legalForm: 'GmbH', owner: undefined }));
    expect(answer.status).toBe(422);
    expect(answer.text.startsWith(refusalLead)).toBe(true);
    expect(answer.text).toContain(
      `Firmenangaben, ${labels.managingDirectors}: GmbH: mindestens eine Geschäftsführerin/einen Geschäftsführer angeben`,
    );
    expect(answer.text).toContain(`Firmenangaben, ${labels.register}: GmbH: Eintrag in Abteilung HRB erwartet`);
    expect(onDisk()).toBe(before);
  });

  it('a GmbH with the former e.K.’s owner left in the file: the owner’s field is to be emptied', async () => {
    const before = onDisk();
    const answer = await save(
      written({
        ...file,
        legalForm: 'GmbH',
        managingDirectors: ['Julia Hoffmann'],
        register: { court: 'Amtsgericht Siegen', number: 'HRB 1234' },
      }),
    );
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(
      `Firmenangaben, ${labels.owner}: GmbH: wird bei dieser Rechtsform nicht gedruckt, bitte dieses Feld leeren`,
    );
    expect(onDisk()).toBe(before);
  });

  it('an e.K. whose register was emptied', async () => {
    const before = onDisk();
    const answer = await save(written({ ...file, register: {} }));
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(`${labels.register}: e.K.: Registereintrag angeben`);
    expect(onDisk()).toBe(before);
  });

  it('a valid change is written as sent', async () => {
    const changed = written({ ...file, name: 'Bettenwerkstatt Hoffmann', vatId: 'DE123456789' });
    const answer = await save(changed);
    expect(answer.status).toBe(200);
    expect(onDisk()).toBe(changed);
  });
});

describe('the go-live check names every placeholder left in the company file', () => {
  const check = (facts: CompanyFacts) =>
    checkGoLive({
      operator: defineOperator({ ...example, ...facts, reviews: { ...facts.reviews, data: example.reviews.data } }),
      claims: exampleClaims,
      env: exampleEnv,
    });
  const exampleFacts = companyFacts(asFile(example));

  it('the shipped file: name, owner, register, VAT id, chamber, domain and the reviews profile', () => {
    const where = check(companyFacts(file)).map((p) => p.where);
    expect(where).toEqual(
      expect.arrayContaining([
        'operator.name',
        'operator.shortName',
        'operator.owner',
        'operator.domain',
        'operator.vatId',
        'operator.register.court',
        'operator.register.number',
        'operator.craft.chamber.name',
        'operator.craft.chamber.url',
        'operator.reviews.profileUrl',
      ]),
    );
  });

  it('any one demo value left in an otherwise real file is found (generated)', () => {
    expect(check(exampleFacts)).toEqual([]);
    const demo = companyFacts(file) as unknown as Record<string, unknown>;
    const keys = ['name', 'shortName', 'domain', 'vatId', 'register', 'craft', 'reviews'] as const;
    fc.assert(
      fc.property(fc.subarray([...keys], { minLength: 1 }), (left) => {
        const mixed = { ...exampleFacts } as unknown as Record<string, unknown>;
        for (const key of left) mixed[key] = demo[key];
        // The demo's register is an HRA one; a GmbH with it is also refused, as invalid.
        expect(check(mixed as unknown as CompanyFacts).length).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  });
});
