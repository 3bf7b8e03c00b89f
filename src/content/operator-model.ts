/**
 * The operator configuration without its validator: legal forms, the defaults, and what the
 * texts derive from it (registered name, representatives). The browser bundles this module
 * through site.ts, so it stays free of zod; the schema in operator-schema.ts validates the
 * configuration at build time (astro.config.mjs), in `npm run golive` and in the tests.
 */
import type { Operator, OperatorCompanyFile, OperatorContactFile, OperatorInput } from './operator-schema.ts';

export type { Operator, OperatorCompanyFile, OperatorContactFile, OperatorInput };

/** The operator's values the contact file (src/content/data/operator.json) holds. */
export type ContactFacts = Pick<
  Operator,
  'street' | 'postalCode' | 'town' | 'phone' | 'phoneDisplay' | 'email' | 'geo' | 'directions'
>;

/**
 * The contact file as the operator's values: every reading (header, footer, contact page,
 * Impressum, Datenschutz, AGB, structured data, map, chat, mails) reads them through
 * src/content/site.ts.
 */
export function contactFacts(file: OperatorContactFile): ContactFacts {
  return {
    street: file.address.street,
    postalCode: file.address.postalCode,
    town: file.address.town,
    phone: file.phone.international,
    phoneDisplay: file.phone.display,
    email: file.email,
    geo: file.geo,
    directions: file.directions,
  };
}

/** A value the company file leaves out, or an optional group the editor saved empty (`{}`, `[]`). */
function blank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.values(value).every(blank);
}

const given = <T>(value: T | undefined): T | null => (blank(value) ? null : (value as T));

/** The operator's values the company file (src/content/data/company.json) holds. */
export type CompanyFacts = Omit<OperatorInput, keyof ContactFacts | 'country' | 'countryName' | 'reviews'> & {
  reviews: Omit<OperatorInput['reviews'], 'data'>;
};

/**
 * The company file as the operator's values: what it leaves out, or holds as an empty group, is
 * "none" (no register, no VAT id …). The build checks the file (operator-schema.ts,
 * `operatorCompanyProblems`); the browser gets these plain values.
 */
export function companyFacts(file: OperatorCompanyFile): CompanyFacts {
  const { generalPartner, register, vatId, economicId, craft, permitAuthority, reviews, ...rest } = file;
  const optional = Object.fromEntries(Object.entries(rest).filter(([, v]) => !blank(v) || Array.isArray(v)));
  return {
    ...(optional as typeof rest),
    ...(blank(generalPartner) ? {} : { generalPartner: generalPartner! }),
    register: given(register),
    vatId: given(vatId),
    economicId: given(economicId),
    craft: given(craft),
    permitAuthority: given(permitAuthority),
    reviews: { profileUrl: reviews.profileUrl, verification: given(reviews.verification) },
  };
}

/**
 * Legal forms the texts know how to print. Each decides who represents the business (owner,
 * managing directors, the Komplementär-GmbH, all partners of a GbR or OHG, the general partners of
 * a KG) and whether a commercial register entry is required. The registered GbR (eGbR, entered in
 * the Gesellschaftsregister) is not offered: a GbR here has no register entry.
 */
export const LEGAL_FORMS = {
  Einzelunternehmen: { long: 'Einzelunternehmen', suffix: '', register: null, representative: 'owner' },
  'e.K.': { long: 'eingetragener Kaufmann (e.K.)', suffix: 'e.K.', register: 'HRA', representative: 'owner' },
  'e.Kfr.': { long: 'eingetragene Kauffrau (e.Kfr.)', suffix: 'e.Kfr.', register: 'HRA', representative: 'owner' },
  GmbH: {
    long: 'Gesellschaft mit beschränkter Haftung (GmbH)',
    suffix: 'GmbH',
    register: 'HRB',
    representative: 'directors',
  },
  'UG (haftungsbeschränkt)': {
    long: 'Unternehmergesellschaft (haftungsbeschränkt)',
    suffix: 'UG (haftungsbeschränkt)',
    register: 'HRB',
    representative: 'directors',
  },
  'GmbH & Co. KG': {
    long: 'Kommanditgesellschaft (GmbH & Co. KG)',
    suffix: 'GmbH & Co. KG',
    register: 'HRA',
    representative: 'partner',
  },
  // Partnerships of natural persons: a GbR and an OHG are represented by their partners (at least
  // two, all named), a KG by its general partners (Komplementäre, at least one).
  GbR: { long: 'Gesellschaft bürgerlichen Rechts (GbR)', suffix: 'GbR', register: null, representative: 'partners' },
  OHG: { long: 'Offene Handelsgesellschaft (OHG)', suffix: 'OHG', register: 'HRA', representative: 'partners' },
  KG: { long: 'Kommanditgesellschaft (KG)', suffix: 'KG', register: 'HRA', representative: 'generalPartners' },
} as const;

export type LegalForm = keyof typeof LEGAL_FORMS;

/** Who represents the business under a legal form. */
export type Representation = (typeof LEGAL_FORMS)[LegalForm]['representative'];

/**
 * The field each representation reads; a form uses exactly one of them, and the rules refuse any
 * other one filled (a stale name from an earlier legal form would stay in the file unused).
 */
export const REPRESENTATIVE_FIELDS = {
  owner: 'owner',
  directors: 'managingDirectors',
  partner: 'generalPartner',
  partners: 'partners',
  generalPartners: 'partners',
} as const satisfies Record<Representation, string>;

/** The least number of named partners a partnership form needs (GbR, OHG: two; KG: one). */
export const MIN_PARTNERS = { partners: 2, generalPartners: 1 } as const;

/**
 * Declares an operator configuration (src/content/operator.ts) and fills the optional parts.
 * It is checked against the schema when the site is built.
 */
export function defineOperator(input: OperatorInput): Operator {
  return {
    ...input,
    managingDirectors: input.managingDirectors ?? [],
    partners: input.partners ?? [],
    permitAuthority: input.permitAuthority ?? null,
    economicId: input.economicId ?? null,
    shortName: input.shortName ?? input.name,
    reviews: {
      ...input.reviews,
      verification: input.reviews.verification ?? null,
      data: { ...input.reviews.data, sample: input.reviews.data.sample ?? false },
    },
  };
}

/** The registered name: trading name plus legal-form suffix ('Bettenwerkstatt Hoffmann GmbH'). */
export function legalName(o: Pick<Operator, 'name' | 'legalForm'>): string {
  const suffix = LEGAL_FORMS[o.legalForm].suffix;
  return suffix ? `${o.name} ${suffix}` : o.name;
}

/** Who represents the business, as the Impressum prints it ('Inhaber: …', 'Geschäftsführer: …'). */
export function representatives(o: Operator): { label: string; names: string[] } {
  const form = LEGAL_FORMS[o.legalForm];
  if (form.representative === 'owner') return { label: 'Inhaber', names: [o.owner!] };
  if (form.representative === 'directors') {
    return { label: 'Geschäftsführung', names: o.managingDirectors };
  }
  if (form.representative === 'partners') return { label: 'Vertreten durch die Gesellschafter', names: o.partners };
  if (form.representative === 'generalPartners') {
    const label =
      o.partners.length > 1
        ? 'Vertreten durch die persönlich haftenden Gesellschafter'
        : 'Vertreten durch den persönlich haftenden Gesellschafter';
    return { label, names: o.partners };
  }
  const gp = o.generalPartner!;
  return {
    label: 'Vertreten durch die persönlich haftende Gesellschafterin',
    names: [
      `${gp.name}, ${gp.seat} (${gp.register.court}, ${gp.register.number}), vertreten durch ${gp.managingDirectors.join(', ')}`,
    ],
  };
}

/**
 * The representation as one line, the way the Impressum, the AGB, the chat and the mails' footer
 * print it ('Inhaber: Julia Hoffmann', 'Vertreten durch die Gesellschafter: Anna Beispiel, Ben Beispiel').
 */
export function representativeLine(r: { readonly label: string; readonly names: readonly string[] }): string {
  return `${r.label}: ${r.names.join(', ')}`;
}

/**
 * The representation inside a sentence, after a comma, as the AGB and the chat print it
 * ('…, vertreten durch die Gesellschafter: Anna Beispiel, Ben Beispiel, …'): a lead
 * that is a participle ('Vertreten durch …') is lower case there; a lead that is a noun ('Inhaber',
 * 'Geschäftsführung') keeps its capital, as German writes nouns.
 */
export function representativeClause(r: { readonly label: string; readonly names: readonly string[] }): string {
  const line = representativeLine(r);
  return line.startsWith('Vertreten ') ? `v${line.slice(1)}` : line;
}

/** The person responsible for editorial content (§ 18 Abs. 2 MStV). */
export function contentResponsible(o: Operator): string {
  if (o.contentResponsible) return o.contentResponsible;
  return o.owner ?? o.managingDirectors[0] ?? o.partners[0] ?? o.generalPartner!.managingDirectors[0]!;
}
