/**
 * The operator configuration: who runs the shop, as the Impressum (§ 5 DDG, § 18 Abs. 2 MStV),
 * the Datenschutzerklärung (Art. 13 DSGVO), the AGB, the mails and the structured data print
 * it, plus the reviews' source. The business claims are in the claims registry (claims-schema.ts).
 *
 * One zod schema validates it, so a missing register number for an e.K. or a GmbH without
 * managing directors fails the build (astro.config.mjs), `npm run golive` and the tests instead
 * of printing an incomplete Impressum. Build and server only: the browser gets the plain values
 * (src/content/operator-model.ts), never zod.
 */
import { z } from 'zod';
import { germanErrors } from './german-errors.ts';
import { LEGAL_FORMS, MIN_PARTNERS, REPRESENTATIVE_FIELDS, type LegalForm } from './operator-model.ts';
import { reviewsFileSchema } from './reviews-schema.ts';
import { stored } from './entry-format.ts';

// zod 4 probes `new Function` for its JIT, which the CSP reports; validate without it.
z.config({ jitless: true });

const text = z.string().trim().min(2, 'mindestens zwei Zeichen');
const url = z.url('eine vollständige Adresse mit https://, z. B. https://www.ihre-firma.de');
const registerEntry = z.object({
  /** e.g. 'Amtsgericht Siegen'. */
  court: text,
  /** e.g. 'HRA 1234' or 'HRB 5678'. */
  number: z
    .string()
    .trim()
    .regex(/^(HRA|HRB) \d+(?: [A-Z]{1,2})?$/, 'Registernummer wie "HRA 1234" oder "HRB 5678"'),
});
const authority = z.object({ name: text, address: text, url });
/** The site's domain without 'www.', e.g. 'bettenwerkstatt-hoffmann.de'. */
const domain = z
  .string()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'ohne https:// und www., nur Kleinbuchstaben, z. B. ihre-firma.de');
/** USt-IdNr. (§ 27a UStG). */
const vatId = z.string().regex(/^DE\d{9}$/, '„DE“ und neun Ziffern, z. B. DE123456789');
/** Wirtschafts-Identifikationsnummer (§ 139c AO, 'DE' + 9 digits + '-' + 5 digits). */
const economicId = z
  .string()
  .regex(/^DE\d{9}-\d{5}$/, '„DE“, neun Ziffern, Bindestrich, fünf Ziffern, z. B. DE123456789-00001');
/** GmbH & Co. KG: the general partner (Komplementär-GmbH) with its register and directors. */
const generalPartner = z.object({
  name: text,
  seat: text,
  register: registerEntry,
  managingDirectors: z.array(text).min(1, 'mindestens eine Person angeben'),
});
/**
 * Regulated craft (§ 5 Abs. 1 Nr. 5 DDG): the chamber, the professional title, the state that
 * granted it and the professional rules.
 */
const craft = z.object({
  chamber: authority,
  professionalTitle: text,
  grantedIn: text,
  rules: z.object({ label: text, url }),
});
const verification = z
  .string()
  .trim()
  .min(20, 'mindestens 20 Zeichen: wie Sie prüfen, dass Bewertungen von echten Kundinnen und Kunden stammen');
const legalForm = z.enum(Object.keys(LEGAL_FORMS) as [LegalForm, ...LegalForm[]]);

/** The values the legal form's rules look at, in the operator and in the company file alike. */
interface LegalFormFacts {
  legalForm: LegalForm;
  owner?: string | undefined;
  managingDirectors?: readonly string[] | undefined;
  generalPartner?: unknown;
  partners?: readonly string[] | undefined;
  register?: { number: string } | null | undefined;
}

/** A representative field holds something: a name, a name in the list, any part of the group. */
function filled(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value !== 'object' || Object.values(value).some(filled);
}

/**
 * The rules across fields a legal form sets (who represents the business, which register), as
 * [field, German message]: the operator schema and the company file's schema share them, so the
 * build, the editor's save check and `npm run golive` refuse the same combinations.
 */
function legalFormIssues(o: LegalFormFacts): [string, string][] {
  const form = LEGAL_FORMS[o.legalForm];
  const out: [string, string][] = [];
  if (form.representative === 'owner' && !o.owner) out.push(['owner', `${o.legalForm}: Inhaber angeben`]);
  if (form.representative === 'directors' && (o.managingDirectors ?? []).length === 0)
    out.push(['managingDirectors', `${o.legalForm}: mindestens eine Geschäftsführerin/einen Geschäftsführer angeben`]);
  if (form.representative === 'partner' && !o.generalPartner)
    out.push(['generalPartner', `${o.legalForm}: persönlich haftende Gesellschafterin angeben`]);
  // § 5 DDG: every partner who represents a GbR or OHG, every general partner of a KG, by name.
  if (form.representative === 'partners' && (o.partners ?? []).length < MIN_PARTNERS.partners)
    out.push([
      'partners',
      `${o.legalForm}: alle Gesellschafterinnen und Gesellschafter mit Vor- und Nachnamen angeben, mindestens zwei`,
    ]);
  if (form.representative === 'generalPartners' && (o.partners ?? []).length < MIN_PARTNERS.generalPartners)
    out.push([
      'partners',
      `${o.legalForm}: mindestens eine persönlich haftende Gesellschafterin/einen persönlich haftenden Gesellschafter (Komplementär) mit Vor- und Nachnamen angeben`,
    ]);
  // A representative field the legal form does not print must be empty: a name left from an
  // earlier legal form would stay in the file unused.
  const used = REPRESENTATIVE_FIELDS[form.representative];
  for (const field of ['owner', 'managingDirectors', 'generalPartner', 'partners'] as const)
    if (field !== used && filled(o[field]))
      out.push([field, `${o.legalForm}: wird bei dieser Rechtsform nicht gedruckt, bitte dieses Feld leeren`]);
  if (form.register && !o.register) out.push(['register', `${o.legalForm}: Registereintrag angeben`]);
  // The section, once the number has its form (its own message stands otherwise).
  if (form.register && o.register && /^HR[AB] /.test(o.register.number) && !o.register.number.startsWith(form.register))
    out.push(['register', `${o.legalForm}: Eintrag in Abteilung ${form.register} erwartet`]);
  // A GbR has no commercial register; the registered GbR (eGbR) is not offered.
  if (!form.register && o.register)
    out.push([
      'register',
      o.legalForm === 'GbR'
        ? 'GbR: kein Handelsregistereintrag vorgesehen (eine eingetragene GbR, eGbR, ist hier nicht vorgesehen), bitte dieses Feld leeren'
        : `${o.legalForm}: kein Handelsregistereintrag vorgesehen`,
    ]);
  return out;
}

/**
 * The contact facts' single values, each with the German rule the owner reads when a value is
 * wrong (in the editor under the field, in the build after the file and field). The operator
 * schema and the contact file's schema below share them, so both refuse the same values.
 */
const street = z.string().trim().min(2, 'mindestens zwei Zeichen, z. B. „Hauptstraße 5“');
const postalCode = z.string().regex(/^\d{5}$/, 'fünf Ziffern, z. B. 57072');
const town = z.string().trim().min(2, 'mindestens zwei Zeichen, z. B. „Siegen“');
/** International form, e.g. '+49 271 1234567'. */
const phone = z
  .string()
  .regex(
    /^\+\d[\d ]{6,20}$/,
    'in internationaler Form mit + und Ländervorwahl, nur Ziffern und Leerzeichen, z. B. +49 271 1234567',
  );
/** As printed, e.g. '0271 123 456 7'. */
const phoneDisplay = z
  .string()
  .trim()
  .regex(/^\+?\d[\d /-]{5,24}\d$/, 'wie gedruckt, nur Ziffern, Leerzeichen, / und -, z. B. 0271 123 456 7');
const email = z.email('eine E-Mail-Adresse wie info@ihre-firma.de');
/** The showroom's map location (structured data, the map on the contact page). */
const geo = z.object({
  latitude: z.number().min(-90, 'zwischen -90 und 90').max(90, 'zwischen -90 und 90'),
  longitude: z.number().min(-180, 'zwischen -180 und 180').max(180, 'zwischen -180 und 180'),
});
const sentence = z.string().trim().min(2, 'mindestens zwei Zeichen');
/** How to reach the showroom, as the contact page and the chat print it. */
const directions = z.object({
  motorway: sentence,
  exit: sentence,
  parking: sentence,
  byCar: sentence,
  byPublicTransport: sentence,
});

/** The digits a phone number dials from abroad: '0271 123' and '+49 271 123' are the same. */
function dialledDigits(phoneNumber: string, countryCode = '49'): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return phoneNumber.trim().startsWith('+') ? digits : digits.replace(/^0/, countryCode);
}

/** German field names of the contact file (src/content/data/operator.json), editor and build. */
export const operatorContactLabels: Readonly<Record<string, string>> = {
  address: 'Anschrift',
  street: 'Straße und Hausnummer',
  postalCode: 'Postleitzahl',
  town: 'Ort',
  phone: 'Telefon',
  international: 'Telefon international (für Links und Suchmaschinen)',
  display: 'Telefon wie gedruckt',
  email: 'E-Mail-Adresse',
  geo: 'Kartenposition des Showrooms',
  latitude: 'Breitengrad (z. B. 50,8748)',
  longitude: 'Längengrad (z. B. 8,0243)',
  directions: 'Anfahrt',
  motorway: 'Autobahn',
  exit: 'Ausfahrt',
  parking: 'Parken',
  byCar: 'Mit dem Auto',
  byPublicTransport: 'Mit Bus und Bahn',
};

/**
 * The operator's contact facts as the owner edits them (src/content/data/operator.json, the
 * editor's singleton "Kontaktdaten"): address, phone in its two forms, e-mail, the showroom's
 * map location and the directions to it. The two forms of
 * the phone number are one group with a rule across them (the same number), so the editor shows
 * a wrong pair as one field. operator-model.ts (`contactFacts`) turns the file into the
 * operator's flat values.
 */
export const operatorContactSchema = z
  .object({
    address: z.object({ street, postalCode, town }).strict(),
    phone: z
      .object({ international: phone, display: phoneDisplay })
      .strict()
      // Compared once each form is right on its own (its own message stands otherwise).
      .refine(
        (p) =>
          !phone.safeParse(p.international).success ||
          !phoneDisplay.safeParse(p.display).success ||
          dialledDigits(p.international) === dialledDigits(p.display),
        {
          message: 'die gedruckte Nummer ist nicht dieselbe wie die internationale (ohne die 0 der Vorwahl, mit +49)',
          path: ['display'],
        },
      ),
    email,
    geo: geo.strict(),
    directions: directions.strict(),
  })
  .strict();

export const OPERATOR_CONTACT_FILE = 'src/content/data/operator.json';

/** The German messages for everything wrong in the contact file, naming file and field. */
export function operatorContactProblems(input: unknown, file: string = OPERATOR_CONTACT_FILE): string[] {
  const result = operatorContactSchema.safeParse(input, { error: germanErrors });
  if (result.success) return [];
  const name = (key: PropertyKey) => operatorContactLabels[String(key)] ?? String(key);
  return result.error.issues.map((issue) => [file, ...issue.path.map(name)].join(', ') + `: ${issue.message}`);
}

export const operatorSchema = z
  .object({
    /** Trading name without the legal-form suffix, e.g. 'Bettenwerkstatt Hoffmann'. */
    name: text,
    /** Short brand name for page titles and the logo; defaults to the trading name. */
    shortName: text.optional(),
    legalForm,
    /** Sole traders and e.K.: the owner's full name. */
    owner: text.optional(),
    /** GmbH, UG: the managing directors (Geschäftsführer). */
    managingDirectors: z.array(text).default([]),
    /** GmbH & Co. KG: the general partner (Komplementär-GmbH) with its register and directors. */
    generalPartner: generalPartner.optional(),
    /** GbR, OHG: every partner; KG: the general partners (Komplementäre); natural persons by name. */
    partners: z.array(text).default([]),
    street,
    postalCode,
    town,
    country: z.literal('DE'),
    countryName: z.literal('Deutschland'),
    phone,
    phoneDisplay,
    email,
    domain,
    geo,
    /** USt-IdNr. (§ 27a UStG); null when the business has none. */
    vatId: vatId.nullable(),
    /** Commercial register entry; required by every form but the Einzelunternehmen. */
    register: registerEntry.nullable(),
    /** Regulated craft; null where the trade needs no master's title. */
    craft: craft.nullable(),
    /** Authority of an official trade permit (§ 5 Abs. 1 Nr. 3 DDG); null when none is needed. */
    permitAuthority: authority.nullable().default(null),
    /** Responsible for editorial content (§ 18 Abs. 2 MStV); defaults to the owner / first director. */
    contentResponsible: text.optional(),
    /** The data-protection supervisory authority of the operator's state (Art. 13, 77 DSGVO). */
    dataProtectionAuthority: authority,
    /** The review source: the Google Business profile the reviews are copied from. */
    reviews: z.object({
      profileUrl: url,
      /**
       * How the shop makes sure reviews come from real customers (§ 5b Abs. 3 UWG), in German;
       * null: it does not check, and the reviews section says so.
       */
      verification: verification.nullable().default(null),
      data: reviewsFileSchema,
    }),
    directions,
    /** Who took the photos in src/assets/images (Impressum, picture credits); needed once there are any. */
    photoCredit: text.optional(),
    /** Wirtschafts-Identifikationsnummer, once assigned. */
    economicId: economicId.nullable().default(null),
  })
  .superRefine((o, ctx) => {
    for (const [path, message] of legalFormIssues(o)) ctx.addIssue({ code: 'custom', path: [path], message });
    const phonesRight = phone.safeParse(o.phone).success && phoneDisplay.safeParse(o.phoneDisplay).success;
    if (phonesRight && dialledDigits(o.phone) !== dialledDigits(o.phoneDisplay)) {
      ctx.addIssue({ code: 'custom', path: ['phoneDisplay'], message: `nicht dieselbe Nummer wie phone (${o.phone})` });
    }
  });

/**
 * German field names of the company file (src/content/data/company.json), editor and build. A
 * key inside a group may have its own name there (`chamber.name`), else the key's name stands.
 */
export const operatorCompanyLabels: Readonly<Record<string, string>> = {
  name: 'Firmenname ohne Rechtsform (z. B. „Bettenwerkstatt Hoffmann“)',
  shortName: 'Kurzname für Logo und Seitentitel (leer: der Firmenname)',
  legalForm: 'Rechtsform',
  owner: 'Inhaberin oder Inhaber (Einzelunternehmen, e.K., e.Kfr.)',
  managingDirectors: 'Geschäftsführung (GmbH, UG)',
  generalPartner: 'Persönlich haftende Gesellschafterin (nur GmbH & Co. KG)',
  'generalPartner.name': 'Name der Komplementär-GmbH',
  seat: 'Sitz',
  'generalPartner.managingDirectors': 'Geschäftsführung der Komplementär-GmbH',
  partners: 'Gesellschafter (GbR, OHG: alle; KG: die persönlich haftenden), mit Vor- und Nachnamen',
  register: 'Handelsregister (leer beim Einzelunternehmen und bei der GbR)',
  court: 'Registergericht (z. B. „Amtsgericht Siegen“)',
  number: 'Registernummer (z. B. „HRA 1234“)',
  domain: 'Domain der Website (ohne www., z. B. „ihre-firma.de“)',
  vatId: 'Umsatzsteuer-Identifikationsnummer (leer: keine)',
  economicId: 'Wirtschafts-Identifikationsnummer (leer: noch keine)',
  craft: 'Meisterbetrieb im Handwerk (leer: zulassungsfreies Handwerk)',
  chamber: 'Handwerkskammer',
  'chamber.name': 'Name der Handwerkskammer',
  address: 'Anschrift',
  url: 'Website (mit https://)',
  professionalTitle: 'Berufsbezeichnung (z. B. „Raumausstattermeister“)',
  grantedIn: 'Verliehen in (Staat)',
  rules: 'Berufsrechtliche Regelungen',
  label: 'Bezeichnung',
  permitAuthority: 'Aufsichtsbehörde einer Erlaubnis (leer: keine nötig)',
  'permitAuthority.name': 'Name der Behörde',
  contentResponsible: 'Verantwortlich für den Inhalt (leer: Inhaber bzw. erste Geschäftsführerin)',
  dataProtectionAuthority: 'Datenschutz-Aufsichtsbehörde Ihres Bundeslands',
  'dataProtectionAuthority.name': 'Name der Behörde',
  reviews: 'Bewertungen: Quelle',
  profileUrl: 'Link zum Google-Unternehmensprofil',
  verification: 'Wie Sie die Echtheit der Bewertungen prüfen (leer: keine Prüfung, die Seite sagt das)',
  photoCredit: 'Fotos von (Bildnachweis im Impressum)',
};

/**
 * The operator's company facts as the owner edits them (src/content/data/company.json, the
 * editor's singleton "Firmenangaben"): name, legal form and who represents the business, the
 * register, tax numbers, the craft's chamber and title, the data-protection authority, the
 * domain and the reviews' source. Each value has the operator schema's rule; what the operator
 * holds as null (no register, no VAT id …) the file leaves out, or stores as an empty group the
 * way the editor saves an optional group left empty (entry-format.ts). The legal form's rules
 * across fields are the operator's (`legalFormIssues`). operator-model.ts (`companyFacts`) turns
 * the file into the operator's values.
 */
const companyShape = z
  .object({
    name: text,
    shortName: text.optional(),
    legalForm,
    owner: text.optional(),
    managingDirectors: z.array(text),
    generalPartner: generalPartner.strict().optional(),
    partners: z.array(text),
    register: registerEntry.strict().optional(),
    domain,
    vatId: vatId.optional(),
    economicId: economicId.optional(),
    craft: craft.strict().optional(),
    permitAuthority: authority.strict().optional(),
    contentResponsible: text.optional(),
    dataProtectionAuthority: authority.strict(),
    reviews: z.object({ profileUrl: url, verification: verification.optional() }).strict(),
    photoCredit: text.optional(),
  })
  .strict();

export const operatorCompanySchema = companyShape.superRefine((o, ctx) => {
  for (const [path, message] of legalFormIssues(o)) ctx.addIssue({ code: 'custom', path: [path], message });
});

/** The company file as the build reads it: an optional group saved empty (`{}`) is not given. */
const storedCompanySchema = stored(operatorCompanySchema);

export const OPERATOR_COMPANY_FILE = 'src/content/data/company.json';

/** The German messages for everything wrong in the company file, naming file and field. */
export function operatorCompanyProblems(input: unknown, file: string = OPERATOR_COMPANY_FILE): string[] {
  const result = storedCompanySchema.safeParse(input, { error: germanErrors });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const names = issue.path.map((key, i) => {
      const parent = issue.path[i - 1];
      return (
        operatorCompanyLabels[`${String(parent)}.${String(key)}`] ??
        operatorCompanyLabels[String(key)] ??
        (typeof key === 'number' ? `Nr. ${key + 1}` : String(key))
      );
    });
    return [file, ...names].join(', ') + `: ${issue.message}`;
  });
}

export type OperatorInput = z.input<typeof operatorSchema>;
export type OperatorContactFile = z.input<typeof operatorContactSchema>;
export type OperatorCompanyFile = z.input<typeof operatorCompanySchema>;
export type Operator = z.output<typeof operatorSchema>;

/** Every problem of an operator configuration, one line each; empty when it is valid. */
export function operatorProblems(input: unknown): string[] {
  const result = operatorSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}

/** Validates an operator configuration; throws with every problem listed. */
export function validateOperator(input: unknown): Operator {
  const problems = operatorProblems(input);
  if (problems.length > 0)
    throw new Error(`Invalid operator configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return operatorSchema.parse(input);
}
