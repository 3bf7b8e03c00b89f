/**
 * The operator's contact facts are data (src/content/data/operator.json) the owner edits in the
 * editor (singleton "Kontaktdaten", fields derived from `operatorContactSchema`): the file reads
 * and saves unchanged byte for byte, a bad phone number, e-mail or postcode is refused in German
 * naming the field by the editor and by the build alike, and a changed number reaches every
 * reading of the site.
 */
import { createReader } from '@keystatic/core/reader';
import type { ComponentSchema } from '@keystatic/core';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import keystaticConfig from '../../keystatic.config.tsx';
import {
  OPERATOR_CONTACT_FILE,
  operatorContactLabels as labels,
  operatorContactProblems,
  operatorContactSchema,
  operatorSchema,
} from '../../src/content/operator-schema.ts';
import { contactFacts, type OperatorContactFile } from '../../src/content/operator-model.ts';
import { demoOperator } from '../../src/content/operator.demo.ts';
import { operator } from '../../src/content/operator.ts';
import { checkGoLive } from '../../scripts/golive/check.ts';
import { claims as exampleClaims, exampleEnv, operator as example } from '../fixtures/operator.example.ts';

const root = path.resolve(import.meta.dirname, '../..');
const text = readFileSync(path.join(root, OPERATOR_CONTACT_FILE), 'utf8');
const file = JSON.parse(text) as OperatorContactFile;
const singleton = keystaticConfig.singletons.operatorContact;

interface ValueField {
  parse(stored: unknown, extra: undefined): unknown;
  serialize(value: unknown): { value: unknown };
  validate(value: unknown, extra: undefined): unknown;
}

/** What the editor writes for a stored value it opened and saved: each field's parse, validate, serialize. */
function editorSave(schema: ComponentSchema, stored: unknown): unknown {
  if (schema.kind === 'form') {
    const field = schema as unknown as ValueField;
    return field.serialize(field.validate(field.parse(stored, undefined), undefined)).value;
  }
  if (schema.kind === 'object') {
    const values = (stored ?? {}) as Record<string, unknown>;
    const entries = Object.entries(schema.fields).map(([k, s]) => [k, editorSave(s, values[k])] as const);
    return Object.fromEntries(entries.filter(([, v]) => v !== undefined));
  }
  throw new Error(`unexpected field kind ${schema.kind}`);
}
const fieldsOf = { kind: 'object', fields: singleton.schema } as ComponentSchema;
const written = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

/** The editor's message for a file, or undefined when it saves. */
function editorProblem(data: unknown): string | undefined {
  try {
    editorSave(fieldsOf, data);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The demo's contact facts as the file holds them (the file ships with them). */
const demoFile: OperatorContactFile = {
  address: { street: demoOperator.street, postalCode: demoOperator.postalCode, town: demoOperator.town },
  phone: { international: demoOperator.phone, display: demoOperator.phoneDisplay },
  email: demoOperator.email,
  geo: demoOperator.geo,
  directions: demoOperator.directions,
};

const withAddress = (patch: Partial<OperatorContactFile['address']>) => ({
  ...file,
  address: { ...file.address, ...patch },
});
const withPhone = (patch: Partial<OperatorContactFile['phone']>) => ({ ...file, phone: { ...file.phone, ...patch } });

describe('the contact file in the editor', () => {
  it('is a JSON singleton at its own path, with the fields of its zod schema', () => {
    expect(`${singleton.path}.json`).toBe(OPERATOR_CONTACT_FILE);
    expect(singleton.format).toEqual({ data: 'json' });
    expect(Object.keys(singleton.schema)).toEqual(Object.keys(operatorContactSchema.shape));
    expect(singleton.label).toBe('Kontaktdaten');
  });

  it("reads through Keystatic's reader as the build reads it", async () => {
    const read = await createReader(root, keystaticConfig).singletons.operatorContact.read();
    expect(operatorContactSchema.parse(read)).toEqual(operatorContactSchema.parse(file));
  });

  it('opened and saved unchanged is the same file, byte for byte', () => {
    expect(written(editorSave(fieldsOf, file))).toBe(text);
  });

  it('a changed address, phone or e-mail reaches the file as typed (generated)', () => {
    const digits = (min: number, max: number) =>
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
    fc.assert(
      fc.property(
        digits(5, 5),
        fc.integer({ min: 2, max: 9 }),
        digits(6, 9),
        fc.constantFrom('Hauptstraße 5', 'Am Markt 1a', 'Siegener Weg 12'),
        (postalCode, area, rest, street) => {
          const copy = {
            address: { street, postalCode, town: 'Siegen' },
            phone: { international: `+49 ${area}1 ${rest}`, display: `0${area}1 ${rest}` },
            email: `info@firma-${postalCode}.de`,
            geo: { latitude: 50 + rest.length / 10, longitude: 8.0243 },
            directions: { ...file.directions, byCar: `Über die A${area}, Ausfahrt ${street}.` },
          };
          expect(editorProblem(copy)).toBeUndefined();
          expect(operatorContactProblems(copy)).toEqual([]);
          expect(written(editorSave(fieldsOf, copy))).toBe(written(copy));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('a bad value is refused in German, naming the field, by the editor and the build alike', () => {
  /**
   * Both messages name the field; the build's also the file and the group. A rule across a group
   * (the phone's two forms) is one field in the editor, named by the group (`editorField`).
   */
  function expectRefused(data: unknown, group: string | null, field: string, editorField = field) {
    const editor = editorProblem(data);
    const build = operatorContactProblems(data);
    expect(editor, JSON.stringify(data)).toMatch(new RegExp(`^${escape(editorField)}: \\S`));
    expect(build).toHaveLength(1);
    const at = [OPERATOR_CONTACT_FILE, ...(group ? [group] : []), field].join(', ');
    expect(build[0]!.startsWith(`${at}: `), build[0]).toBe(true);
    return { editor: editor!, build: build[0]! };
  }
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('a postcode that is not five digits (generated)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 9_999_999 }).map(String)),
        (postalCode) => {
          fc.pre(!/^\d{5}$/.test(postalCode));
          const { editor, build } = expectRefused(withAddress({ postalCode }), labels.address!, labels.postalCode!);
          // The same rule in both places.
          expect(editor).toBe(`${labels.postalCode}: fünf Ziffern, z. B. 57072`);
          expect(build.endsWith(editor)).toBe(true);
        },
      ),
    );
  });

  it('a phone number not in international form (generated)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 24 }), (international) => {
        fc.pre(!/^\+\d[\d ]{6,20}$/.test(international));
        const { editor, build } = expectRefused(withPhone({ international }), labels.phone!, labels.international!);
        expect(editor).toMatch(/in internationaler Form mit \+ und Ländervorwahl/);
        expect(build.endsWith(editor)).toBe(true);
      }),
    );
  });

  it('a printed phone number that is not the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 99_999_999 }), (n) => {
        fc.pre(n !== 1234567);
        const { editor, build } = expectRefused(
          withPhone({ international: '+49 271 1234567', display: `0271 ${n}` }),
          labels.phone!,
          labels.display!,
          labels.phone,
        );
        const rule = 'die gedruckte Nummer ist nicht dieselbe wie die internationale (ohne die 0 der Vorwahl, mit +49)';
        expect(editor).toBe(`Telefon: ${rule}`);
        expect(build).toBe(`${OPERATOR_CONTACT_FILE}, Telefon, Telefon wie gedruckt: ${rule}`);
      }),
    );
    // The same number in another grouping is the same number.
    expect(operatorContactProblems(withPhone({ international: '+49 271 1234567', display: '02711 234 567' }))).toEqual(
      [],
    );
  });

  it('an e-mail address without @ or domain (generated)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (email) => {
        fc.pre(!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email));
        const { editor, build } = expectRefused({ ...file, email }, null, labels.email!);
        expect(editor).toBe(`${labels.email}: eine E-Mail-Adresse wie info@ihre-firma.de`);
        expect(build.endsWith(editor)).toBe(true);
      }),
    );
  });

  it('a map location off the globe (generated)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 90.0001, max: 1e6, noNaN: true }),
          fc.double({ min: -1e6, max: -90.0001, noNaN: true }),
        ),
        (latitude) => {
          const { editor, build } = expectRefused(
            { ...file, geo: { ...file.geo, latitude } },
            labels.geo!,
            labels.latitude!,
          );
          expect(editor).toBe(`${labels.latitude}: zwischen -90 und 90`);
          expect(build.endsWith(editor)).toBe(true);
        },
      ),
    );
  });

  it('an empty value asks for it by name', () => {
    expect(editorProblem(withAddress({ street: '' }))).toBe(`${labels.street}: bitte ausfüllen.`);
    expect(operatorContactProblems(withAddress({ street: '' }))[0]).toMatch(
      /^src\/content\/data\/operator\.json, Anschrift, Straße und Hausnummer: /,
    );
  });
});

describe('the operator reads its contact facts from the file', () => {
  it('operator.ts spreads the file over the rest of the operator', () => {
    expect(operator).toEqual({ ...demoOperator, ...contactFacts(file) });
    expect(operatorSchema.safeParse(operator).success).toBe(true);
  });

  it('the demo’s contact facts, as a file, read back as the demo operator', () => {
    expect({ ...demoOperator, ...contactFacts(demoFile) }).toEqual(demoOperator);
    expect(operatorContactProblems(demoFile)).toEqual([]);
  });
});

describe('the go-live check refuses the contact file while it holds a placeholder', () => {
  const contactPlaces = [
    'street',
    'postalCode',
    'town',
    'phone',
    'phoneDisplay',
    'email',
    'geo',
    'directions.motorway',
    'directions.exit',
    'directions.byPublicTransport',
  ].map((k) => `operator.${k}`);
  const check = (o: typeof example) => checkGoLive({ operator: o, claims: exampleClaims, env: exampleEnv });

  it('a complete operator with the demo’s contact file is not ready, naming each contact field', () => {
    const problems = check({ ...example, ...contactFacts(demoFile) });
    expect(problems.map((p) => p.where)).toEqual(expect.arrayContaining(contactPlaces));
    expect(problems.every((p) => p.kind === 'placeholder' || p.kind === 'invalid')).toBe(true);
  });

  it('any one demo value left in the file is found (generated)', () => {
    const real: OperatorContactFile = {
      address: { street: example.street, postalCode: example.postalCode, town: example.town },
      phone: { international: example.phone, display: example.phoneDisplay },
      email: example.email,
      geo: example.geo,
      directions: example.directions,
    };
    expect(check({ ...example, ...contactFacts(real) })).toEqual([]);
    const keys = [
      ['address', 'street'],
      ['address', 'postalCode'],
      ['address', 'town'],
      ['phone', 'international'],
      ['phone', 'display'],
      ['email'],
      ['directions', 'motorway'],
      ['directions', 'exit'],
      ['directions', 'byCar'],
      ['directions', 'byPublicTransport'],
    ] as const;
    fc.assert(
      fc.property(fc.subarray([...keys], { minLength: 1 }), (left) => {
        const mixed = structuredClone(real) as unknown as Record<string, Record<string, string> | string>;
        for (const at of left) {
          const demo = demoFile as unknown as Record<string, Record<string, string> | string>;
          if (at.length === 1) mixed[at[0]] = demo[at[0]]!;
          else (mixed[at[0]] as Record<string, string>)[at[1]] = (demo[at[0]] as Record<string, string>)[at[1]]!;
        }
        const problems = check({ ...example, ...contactFacts(mixed as unknown as OperatorContactFile) });
        expect(problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  });
});

describe('a changed phone number reaches every reading', () => {
  afterEach(() => {
    vi.doUnmock('../../src/content/data/operator.json');
    vi.resetModules();
  });

  it('footer, contact, legal texts, structured data, chat and mails print the file’s number', async () => {
    const changed: OperatorContactFile = {
      address: { street: 'Lindenweg 3', postalCode: '57072', town: 'Siegen' },
      phone: { international: '+49 30 23125456', display: '030 23125 456' },
      email: 'hallo@bettenwerkstatt-hoffmann.test',
      geo: { latitude: 50.8748, longitude: 8.0243 },
      directions: { ...file.directions, byPublicTransport: 'Vom Hauptbahnhof Siegen mit der Buslinie R38.' },
    };
    expect(operatorContactProblems(changed)).toEqual([]);
    vi.resetModules();
    vi.doMock('../../src/content/data/operator.json', () => ({ default: changed }));
    const { company, phoneHref, emailHref } = await import('../../src/content/site.ts');
    const { businessJsonLd } = await import('../../src/lib/structured-data.ts');
    const { visitorConfirmationCopy } = await import('../../src/content/enquiry-copy.ts');
    const { chatTopics } = await import('../../src/content/chat-topics.ts');
    const { chatConversation } = await import('../../src/content/chat-intents.ts');
    const { mapEmbedUrl } = await import('../../src/content/contact.ts');

    // The reading every page, legal text and island prints (CompanyAddress, footer, contact tiles),
    // typeset (the printed number keeps together with narrow no-break spaces).
    const plain = (v: string) => v.replace(/[\u00a0\u202f]/g, ' ');
    expect({ ...company, phoneDisplay: plain(company.phoneDisplay) }).toMatchObject({
      street: 'Lindenweg 3',
      postalCode: '57072',
      town: 'Siegen',
      phone: '+49 30 23125456',
      phoneDisplay: '030 23125 456',
      email: 'hallo@bettenwerkstatt-hoffmann.test',
    });
    expect(phoneHref.replace(/\D/g, '')).toBe('493023125456');
    expect(emailHref).toBe('mailto:hallo@bettenwerkstatt-hoffmann.test');
    const readings = JSON.stringify([
      businessJsonLd('https://www.example.test'),
      visitorConfirmationCopy,
      chatTopics.find((t) => t.id === 'contact'),
      chatTopics,
      chatConversation,
      mapEmbedUrl,
    ]);
    const typeset = readings.replace(/[\u00a0\u202f]/g, ' ');
    expect(typeset).toContain('030 23125 456');
    expect(typeset).toContain('+49 30 23125456');
    expect(typeset).toContain('Lindenweg 3');
    expect(typeset).toContain('hallo@bettenwerkstatt-hoffmann.test');
    // The way there (chat) and the map location (map, JSON-LD).
    expect(typeset).toContain('Vom Hauptbahnhof Siegen mit der Buslinie R38.');
    expect(mapEmbedUrl).toContain('ll=50.8748,8.0243');
    expect(businessJsonLd('https://www.example.test').geo).toMatchObject({ latitude: 50.8748, longitude: 8.0243 });
    for (const old of [demoOperator.phone, demoOperator.phoneDisplay, demoOperator.email, demoOperator.street])
      expect(typeset).not.toContain(old);
  });
});
