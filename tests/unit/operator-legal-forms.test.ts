/**
 * The partnerships (GbR, OHG, KG) as the legal texts print them (§ 5 DDG: who represents the
 * business, by name; the legal form's suffix in the registered name): the representation line
 * the Impressum's address block, the AGB, the chat and the mails' footer print, the legal form
 * the Impressum names and the JSON-LD `legalName`, read from a company file holding each form
 * through the site's own modules. The shipped demo (an e.K.) prints as before.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LEGAL_FORMS,
  contentResponsible,
  legalName,
  representativeClause,
  representativeLine,
  representatives,
  type LegalForm,
  type OperatorInput,
} from '../../src/content/operator-model.ts';
import { operatorSchema } from '../../src/content/operator-schema.ts';
import { demoOperator } from '../../src/content/operator.demo.ts';
import { legalPagePassages } from '../../src/lib/chat/legal-passages.ts';

const agbFile = new URL('../../src/content/legal/agb.mdx', import.meta.url);

const repo = path.resolve(import.meta.dirname, '../..');
const shipped = JSON.parse(readFileSync(path.join(repo, 'src/content/data/company.json'), 'utf8')) as Record<
  string,
  unknown
>;

/** The shipped company file turned into a partnership of the given form with these partners. */
const partnership = (legalForm: 'GbR' | 'OHG' | 'KG', partners: string[]) => ({
  ...shipped,
  name: 'Schlafmanufaktur Beispiel',
  legalForm,
  owner: undefined,
  partners,
  register: legalForm === 'GbR' ? {} : { court: 'Amtsgericht Siegen', number: 'HRA 4711' },
});

/** What the site's modules print for a company file (read as the build reads it). */
async function printed(companyFile: unknown) {
  vi.resetModules();
  vi.doMock('../../src/content/data/company.json', () => ({ default: companyFile }));
  const site = await import('../../src/content/site.ts');
  const { company, businessLetterFooter } = site;
  const legal = await import('../../src/content/legal-facts.ts');
  const { businessJsonLd } = await import('../../src/lib/structured-data.ts');
  // The AGB as the chat reads them: the MDX with the values it imports.
  const agb = legalPagePassages(agbFile, '/agb', 'AGB', { ...site, ...legal })
    .map((p) => p.text)
    .join('\n');
  return {
    line: legal.representativeLine,
    agb,
    legalName: company.legalName,
    legalFormLong: company.legalFormLong,
    contentResponsible: company.contentResponsible,
    footer: businessLetterFooter,
    jsonLdLegalName: businessJsonLd('https://www.beispiel.test').legalName,
  };
}

afterEach(() => {
  vi.doUnmock('../../src/content/data/company.json');
  vi.resetModules();
});

describe('the representation lines the Impressum prints, for each partnership', () => {
  it('the shipped demo (e.K.) prints as before', async () => {
    const out = await printed(shipped);
    expect(out.line).toBe('Inhaber: Max Mustermann');
    expect(out.agb).toContain('Schlafmanufaktur Mustermann e.K., Inhaber: Max Mustermann, ');
    expect(out.legalName).toBe('Schlafmanufaktur Mustermann e.K.');
    expect(out.jsonLdLegalName).toBe('Schlafmanufaktur Mustermann e.K.');
    expect(out.legalFormLong).toBe('eingetragener Kaufmann (e.K.)');
  });

  it('GbR: all partners by name, the suffix GbR, no register line in the letters', async () => {
    const out = await printed(partnership('GbR', ['Anna Beispiel', 'Ben Beispiel']));
    expect(out.line).toBe('Vertreten durch die Gesellschafter: Anna Beispiel, Ben Beispiel');
    // Inside the AGB's sentence the participle is lower case.
    expect(out.agb).toContain(
      'Schlafmanufaktur Beispiel GbR, vertreten durch die Gesellschafter: Anna Beispiel, Ben Beispiel, ',
    );
    expect(out.legalName).toBe('Schlafmanufaktur Beispiel GbR');
    expect(out.jsonLdLegalName).toBe('Schlafmanufaktur Beispiel GbR');
    expect(out.legalFormLong).toBe('Gesellschaft bürgerlichen Rechts (GbR)');
    expect(out.contentResponsible).toBe('Anna Beispiel');
    expect(out.footer).toEqual([
      'Schlafmanufaktur Beispiel GbR',
      expect.any(String),
      'Vertreten durch die Gesellschafter: Anna Beispiel, Ben Beispiel',
    ]);
  });

  it('OHG: all partners by name, the suffix OHG, the HRA entry', async () => {
    const out = await printed(partnership('OHG', ['Anna Beispiel', 'Ben Beispiel', 'Cem Beispiel']));
    expect(out.line).toBe('Vertreten durch die Gesellschafter: Anna Beispiel, Ben Beispiel, Cem Beispiel');
    expect(out.legalName).toBe('Schlafmanufaktur Beispiel OHG');
    expect(out.jsonLdLegalName).toBe('Schlafmanufaktur Beispiel OHG');
    expect(out.legalFormLong).toBe('Offene Handelsgesellschaft (OHG)');
    expect(out.footer).toContain('Amtsgericht Siegen, HRA 4711');
  });

  it('KG: the general partner (one, or several), the suffix KG, the HRA entry', async () => {
    const one = await printed(partnership('KG', ['Anna Beispiel']));
    expect(one.line).toBe('Vertreten durch den persönlich haftenden Gesellschafter: Anna Beispiel');
    expect(one.legalName).toBe('Schlafmanufaktur Beispiel KG');
    expect(one.jsonLdLegalName).toBe('Schlafmanufaktur Beispiel KG');
    expect(one.legalFormLong).toBe('Kommanditgesellschaft (KG)');
    expect(one.footer).toContain('Amtsgericht Siegen, HRA 4711');
    const two = await printed(partnership('KG', ['Anna Beispiel', 'Ben Beispiel']));
    expect(two.line).toBe('Vertreten durch die persönlich haftenden Gesellschafter: Anna Beispiel, Ben Beispiel');
  });
});

describe('the operator schema (generated)', () => {
  const name = fc.constantFrom('Julia Hoffmann', 'Peter Hoffmann', 'Ayşe Demir', 'Jürgen Groß');
  const forms = Object.keys(LEGAL_FORMS) as LegalForm[];

  it('takes every legal form with exactly its representatives, prints each of them, refuses any other field filled', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...forms),
        fc.uniqueArray(name, { minLength: 2, maxLength: 3 }),
        fc.constantFrom('owner', 'managingDirectors', 'partners'),
        (legalForm, names, stale) => {
          const form = LEGAL_FORMS[legalForm];
          const register = form.register ? { court: 'Amtsgericht Siegen', number: `${form.register} 1` } : null;
          const who: Partial<OperatorInput> =
            form.representative === 'owner'
              ? { owner: names[0] }
              : form.representative === 'directors'
                ? { managingDirectors: names }
                : form.representative === 'partner'
                  ? {
                      generalPartner: {
                        name: 'Hoffmann Verwaltungs-GmbH',
                        seat: 'Siegen',
                        register: { court: 'Amtsgericht Siegen', number: 'HRB 1' },
                        managingDirectors: names,
                      },
                    }
                  : { partners: names };
          const input: OperatorInput = {
            ...demoOperator,
            owner: undefined,
            managingDirectors: [],
            partners: [],
            legalForm,
            register,
            ...who,
          };
          const result = operatorSchema.safeParse(input);
          expect(result.error?.issues ?? []).toEqual([]);
          const operator = result.data!;
          const line = representativeLine(representatives(operator));
          // Mid-sentence (AGB, chat) only a participle lead loses its capital; nouns keep it.
          const clause = representativeClause(representatives(operator));
          expect(clause).not.toMatch(/^Vertreten/);
          expect(clause.slice(1)).toBe(line.slice(1));
          expect(clause[0]).toBe(/^(?:Inhaber|Geschäftsführung)\b/.test(line) ? line[0] : line[0]!.toLowerCase());
          for (const n of form.representative === 'owner' ? names.slice(0, 1) : names) expect(line).toContain(n);
          expect(legalName(operator).endsWith(form.suffix)).toBe(true);
          expect(names).toContain(contentResponsible(operator));
          // A field the form does not print, filled: refused, naming that field.
          const used = Object.keys(who)[0];
          fc.pre(stale !== used);
          const staleValue = stale === 'owner' ? 'Max Mustermann' : ['Max Mustermann'];
          const refused = operatorSchema.safeParse({ ...input, [stale]: staleValue });
          expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
            [stale, `${legalForm}: wird bei dieser Rechtsform nicht gedruckt, bitte dieses Feld leeren`],
          ]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
