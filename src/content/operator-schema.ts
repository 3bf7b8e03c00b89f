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
import { LEGAL_FORMS, type LegalForm } from './operator-model.ts';
import { reviewsFileSchema } from './reviews-schema.ts';

// zod 4 probes `new Function` for its JIT, which the CSP reports; validate without it.
z.config({ jitless: true });

const text = z.string().trim().min(2);
const registerEntry = z.object({
  /** e.g. 'Amtsgericht Siegen'. */
  court: text,
  /** e.g. 'HRA 1234' or 'HRB 5678'. */
  number: z
    .string()
    .trim()
    .regex(/^(HRA|HRB) \d+(?: [A-Z]{1,2})?$/, 'Registernummer wie "HRA 1234" oder "HRB 5678"'),
});
const authority = z.object({ name: text, address: text, url: z.url() });
export const operatorSchema = z
  .object({
    /** Trading name without the legal-form suffix, e.g. 'Bettenwerkstatt Hoffmann'. */
    name: text,
    /** Short brand name for page titles and the logo; defaults to the trading name. */
    shortName: text.optional(),
    legalForm: z.enum(Object.keys(LEGAL_FORMS) as [LegalForm, ...LegalForm[]]),
    /** Sole traders and e.K.: the owner's full name. */
    owner: text.optional(),
    /** GmbH, UG: the managing directors (Geschäftsführer). */
    managingDirectors: z.array(text).default([]),
    /** GmbH & Co. KG: the general partner (Komplementär-GmbH) with its register and directors. */
    generalPartner: z
      .object({ name: text, seat: text, register: registerEntry, managingDirectors: z.array(text).min(1) })
      .optional(),
    street: text,
    postalCode: z.string().regex(/^\d{5}$/),
    town: text,
    country: z.literal('DE'),
    countryName: z.literal('Deutschland'),
    /** International form, e.g. '+49 271 1234567'. */
    phone: z.string().regex(/^\+\d[\d ]{6,20}$/),
    /** As printed, e.g. '0271 123 456 7'. */
    phoneDisplay: text,
    email: z.email(),
    /** The site's domain without 'www.', e.g. 'bettenwerkstatt-hoffmann.de'. */
    domain: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/),
    geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
    /** USt-IdNr. (§ 27a UStG); null when the business has none. */
    vatId: z
      .string()
      .regex(/^DE\d{9}$/)
      .nullable(),
    /** Commercial register entry; required by every form but the Einzelunternehmen. */
    register: registerEntry.nullable(),
    /**
     * Regulated craft (§ 5 Abs. 1 Nr. 5 DDG): the chamber, the professional title, the state that
     * granted it and the professional rules. null where the trade needs no master's title.
     */
    craft: z
      .object({
        chamber: authority,
        professionalTitle: text,
        grantedIn: text,
        rules: z.object({ label: text, url: z.url() }),
      })
      .nullable(),
    /** Authority of an official trade permit (§ 5 Abs. 1 Nr. 3 DDG); null when none is needed. */
    permitAuthority: authority.nullable().default(null),
    /** Responsible for editorial content (§ 18 Abs. 2 MStV); defaults to the owner / first director. */
    contentResponsible: text.optional(),
    /** The data-protection supervisory authority of the operator's state (Art. 13, 77 DSGVO). */
    dataProtectionAuthority: authority,
    /** The review source: the Google Business profile the reviews are copied from. */
    reviews: z.object({
      profileUrl: z.url(),
      /**
       * How the shop makes sure reviews come from real customers (§ 5b Abs. 3 UWG), in German;
       * null: it does not check, and the reviews section says so.
       */
      verification: z.string().trim().min(20).nullable().default(null),
      data: reviewsFileSchema,
    }),
    /** How to reach the showroom, as the contact page and the chat print it. */
    directions: z.object({
      motorway: text,
      exit: text,
      parking: text,
      byCar: text,
      byPublicTransport: text,
    }),
    /** Who took the photos in src/assets/images (Impressum, picture credits); needed once there are any. */
    photoCredit: text.optional(),
    /** Wirtschafts-Identifikationsnummer (§ 139c AO, 'DE' + 9 digits + '-' + 5 digits), once assigned. */
    economicId: z
      .string()
      .regex(/^DE\d{9}-\d{5}$/)
      .nullable()
      .default(null),
  })
  .superRefine((o, ctx) => {
    const form = LEGAL_FORMS[o.legalForm];
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (form.representative === 'owner' && !o.owner) issue('owner', `${o.legalForm}: Inhaber angeben`);
    if (form.representative === 'directors' && o.managingDirectors.length === 0) {
      issue('managingDirectors', `${o.legalForm}: mindestens eine Geschäftsführerin/einen Geschäftsführer angeben`);
    }
    if (form.representative === 'partner' && !o.generalPartner) {
      issue('generalPartner', `${o.legalForm}: persönlich haftende Gesellschafterin angeben`);
    }
    if (form.register && !o.register) issue('register', `${o.legalForm}: Registereintrag angeben`);
    if (form.register && o.register && !o.register.number.startsWith(form.register)) {
      issue('register', `${o.legalForm}: Eintrag in Abteilung ${form.register} erwartet`);
    }
    if (!form.register && o.register) issue('register', `${o.legalForm}: kein Handelsregistereintrag vorgesehen`);
  });

export type OperatorInput = z.input<typeof operatorSchema>;
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
