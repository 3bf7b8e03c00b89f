/**
 * The operator configuration: who runs the shop, as the Impressum (§ 5 DDG, § 18 Abs. 2 MStV),
 * the Datenschutzerklärung (Art. 13 DSGVO), the AGB, the mails and the structured data print
 * it, plus the sources that back the site's claims (reviews, health figures, OEKO-TEX).
 *
 * One zod schema validates it, so a missing register number for an e.K. or a GmbH without
 * managing directors fails the build instead of printing an incomplete Impressum.
 */
import { z } from 'zod';

/**
 * Legal forms the texts know how to print. Each decides who represents the business (owner vs.
 * managing directors vs. general partner) and whether a commercial register entry is required.
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
} as const;

export type LegalForm = keyof typeof LEGAL_FORMS;

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
/** Where a claim comes from: shown next to the claim, required before going live. */
const claimSource = z.object({
  /** Who found what, when and how, e.g. 'Befragung von 412 Kundinnen und Kunden, 2025'. */
  text: z.string().trim().min(10),
  url: z.url().optional(),
});

/** A review as published on the Google Business profile (copied by the owner). */
export const reviewSchema = z.object({
  /** The author's name exactly as Google shows it. */
  author: z.string().trim().min(1).max(80),
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(1).max(1200),
  /** Date of the review (YYYY-MM-DD). */
  date: z.iso.date(),
  /** Link to the review or to the profile it is published on. */
  link: z.url(),
});

/** The reviews data file (src/content/data/reviews*.json). */
export const reviewsFileSchema = z.object({
  /** true only in the demo's sample file: a go-live check and a GO_LIVE build refuse it. */
  sample: z.boolean().default(false),
  /** The profile's aggregate as Google shows it on `asOf`. */
  aggregate: z.object({
    value: z.number().min(1).max(5),
    count: z.number().int().min(1),
    asOf: z.iso.date(),
  }),
  reviews: z.array(reviewSchema).min(1),
});

export type ReviewsFile = z.infer<typeof reviewsFileSchema>;

export const operatorSchema = z
  .object({
    /** Trading name without the legal-form suffix, e.g. 'Schlafmanufaktur Mustermann'. */
    name: text,
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
    /** The site's domain without 'www.', e.g. 'schlafmanufaktur-siegen.de'. */
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
    /** Evidence for claims the owner must be able to prove. */
    claims: z.object({
      /** The four health figures on /gesundheit (spec values), each with its source. */
      healthFigures: z.object({
        sleepQuality: claimSource,
        backPain: claimSource,
        wakeUps: claimSource,
        fallingAsleep: claimSource,
      }),
      /** OEKO-TEX STANDARD 100: what the certificate covers and where to check it. */
      oekoTex: z.object({
        /** 'covers': the cover fabrics only; 'all-textiles': covers, upholstery and padding. */
        scope: z.enum(['covers', 'all-textiles']),
        certificateNumber: z.string().trim().min(4),
        institute: text,
        /** The certificate's entry in OEKO-TEX's label check. */
        url: z.url(),
      }),
    }),
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

/** Validates an operator configuration; throws with every problem listed. */
export function defineOperator(input: OperatorInput): Operator {
  const result = operatorSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
    throw new Error(`Invalid operator configuration:\n${lines}`);
  }
  return result.data;
}

/** The registered name: trading name plus legal-form suffix ('Schlafmanufaktur Mustermann e.K.'). */
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
  const gp = o.generalPartner!;
  return {
    label: 'Vertreten durch die persönlich haftende Gesellschafterin',
    names: [
      `${gp.name}, ${gp.seat} (${gp.register.court}, ${gp.register.number}), vertreten durch ${gp.managingDirectors.join(', ')}`,
    ],
  };
}

/** The person responsible for editorial content (§ 18 Abs. 2 MStV). */
export function contentResponsible(o: Operator): string {
  if (o.contentResponsible) return o.contentResponsible;
  return o.owner ?? o.managingDirectors[0] ?? o.generalPartner!.managingDirectors[0]!;
}
