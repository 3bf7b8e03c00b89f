/**
 * The claims registry's schema: every business claim the site makes (delivery time, guarantees,
 * exchange, origin, durability, certificates, hours, hosting and analytics settings) is defined
 * once in a data file the owner reads (src/content/data/claims.demo.json for the demo), each with
 * its value, the evidence the owner can prove it with, and an explicit confirmation {by, on}.
 * The pages print the values from there; `npm run golive` lists every claim that is not
 * confirmed or has no evidence. Build, tests and golive only: the browser gets the plain values
 * through src/content/claims.ts, never zod.
 */
import { z } from 'zod';

z.config({ jitless: true });

const text = z.string().trim().min(2);
/** A range as written, e.g. '3-4 Wochen' or '8-12'. */
const range = z.string().regex(/^\d+(?:-\d+)?(?: \p{L}+)?$/u);

/** A STANDARD 100 by OEKO-TEX® certificate: what it covers and where to check it. */
const certificate = z.object({
  /** 'covers': the cover fabrics only; 'all-textiles': covers, upholstery and padding. */
  scope: z.enum(['covers', 'all-textiles']),
  certificateNumber: z.string().trim().min(4),
  institute: text,
  /** The certificate's entry in OEKO-TEX's label check. */
  url: z.url(),
});

function claim<T extends z.ZodType>(value: T) {
  return z.object({
    value,
    /** What proves the claim (a document, a certificate, a contract, a measurement), in words. */
    evidence: z.string().trim().min(10).nullable(),
    /** Who confirmed the claim is true and provable, and when (YYYY-MM-DD). */
    confirmed: z.object({ by: text, on: z.iso.date() }).nullable(),
  });
}

export const claimsSchema = z.object({
  deliveryWeeks: claim(range),
  /**
   * What the delivery time holds for, printed wherever the figure stands ('in Standardgrößen'):
   * custom-made beds get their date in the offer (AGB § 5).
   */
  deliveryScope: claim(text),
  /** The radius in which delivery and assembly cost nothing, printed wherever either is promised. */
  freeDeliveryKm: claim(z.number().int().positive()),
  /**
   * Price promises (§ 5 Abs. 2 Nr. 2 UWG): which adjustments cost nothing extra, as a noun phrase
   * ('die Anpassung an Dachschrägen und Nischen'). Custom sizes are priced in the offer.
   */
  freeAdjustments: claim(z.object({ what: text })),
  /** Taking the old mattress away at delivery, at no charge: what is taken, as a noun phrase. */
  freeDisposal: claim(z.object({ what: text })),
  showroomSqm: claim(z.number().int().positive()),
  experienceYears: claim(z.number().int().positive()),
  variations: claim(text),
  guarantee: claim(z.object({ materialYears: z.number().int().positive(), frameYears: z.number().int().positive() })),
  /** The voluntary mattress exchange and its limits, stated wherever it is advertised. */
  mattressExchange: claim(z.object({ days: z.number().int().positive(), limits: text })),
  /** Which products are handmade, and which are made in Germany (as a German noun list). */
  handmade: claim(z.object({ products: text })),
  madeInGermany: claim(z.object({ products: text })),
  /** Water beds are not made in the shop's workshop: who makes them, and in which country. */
  waterBedOrigin: claim(z.object({ maker: text, country: text.nullable() })),
  /**
   * Durability (a key product feature, § 5 UWG), stated as the shop's own figures, in years: one
   * design life for all our box-spring beds, the water bed's life and its mattress's renewal, the
   * topper's life and when to replace it.
   */
  durability: claim(
    z.object({
      boxspringYears: z.number().int().positive(),
      waterBedYears: range,
      waterMattressRenewalYears: range,
      topperYears: range,
      topperReplaceYears: z.number().int().positive(),
      /** The conditions of use every figure holds under, printed with each of them. */
      conditions: text,
    }),
  ),
  phthalateFree: claim(z.object({ products: text })),
  /**
   * The EU harmonised label for a producer's durability guarantee of more than two years at no
   * extra cost (Annex II, Implementing Regulation (EU) 2025/1960), shown next to the guarantee
   * terms: the official graphic supplied by the owner (a file under public/) and the model
   * identifiers it names. Null until the owner supplies them; the site never draws its own.
   */
  guaranteeLabel: claim(z.object({ graphic: text.nullable(), models: text.nullable() })),
  /** STANDARD 100 by OEKO-TEX® of the fabrics of our own workshop. */
  oekoTex: claim(certificate),
  /**
   * The water beds' cover fabrics come from the partner that makes the water beds: their own
   * STANDARD 100 by OEKO-TEX® certificate, confirmed separately.
   */
  waterBedOekoTex: claim(certificate),
  /**
   * Health-related figures (§ 3 HWG, § 5 UWG) need scientific evidence: they are printed only
   * with a study; null prints none.
   */
  healthFigures: claim(
    z.object({
      study: z
        .object({
          /** Authors, title, journal or institute, year. */
          text: z.string().trim().min(20),
          url: z.url().optional(),
          figures: z.object({ sleepQuality: text, backPain: text, wakeUps: text, fallingAsleep: text }),
        })
        .nullable(),
    }),
  ),
  /** Held elsewhere (the opening-hours export); confirmed here. */
  openingHours: claim(text),
  supervisoryAuthority: claim(text),
  /** The hosting provider and the access log as docs/deploy.md configures it. */
  hosting: claim(
    z.object({
      provider: text.nullable(),
      accessLog: z.object({
        ipv4PrefixBits: z.number().int().min(0).max(32),
        ipv6PrefixBits: z.number().int().min(0).max(128),
        retentionDays: z.number().int().positive(),
      }),
      processingAgreement: z.boolean(),
    }),
  ),
  /**
   * Copies of enquiries outside the database: the shop's mailbox, backups, CSV exports, and
   * enquiries sent by e-mail or phone directly (the mails and call notes), in days.
   */
  dataCopies: claim(
    z.object({
      mailboxDays: z.number().int().positive(),
      directEnquiryDays: z.number().int().positive(),
      backupDays: z.number().int().positive(),
      csvExportDays: z.number().int().positive(),
    }),
  ),
  /** Google Analytics 4 as the property is configured. */
  ga4: claim(
    z.object({
      processingAgreement: z.boolean(),
      retentionMonths: z.union([z.literal(2), z.literal(14)]),
      googleSignals: z.literal(false),
    }),
  ),
  consentMode: claim(text),
  reviewsAggregate: claim(text),
});

export type Claims = z.output<typeof claimsSchema>;
export type ClaimKey = keyof Claims;

/** Every problem of a claims file, one line each ('<key>.<path>: message'); empty when valid. */
export function claimsProblems(input: unknown): string[] {
  const result = claimsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}

export function validateClaims(input: unknown): Claims {
  const problems = claimsProblems(input);
  if (problems.length > 0) throw new Error(`Invalid claims registry:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return claimsSchema.parse(input);
}

/** Claims not yet confirmed by the owner, or without evidence. */
export function unconfirmedClaims(claims: Claims): { key: ClaimKey; missing: string }[] {
  const out: { key: ClaimKey; missing: string }[] = [];
  for (const key of Object.keys(claims) as ClaimKey[]) {
    const entry = claims[key];
    const missing = [entry.evidence ? null : 'evidence', entry.confirmed ? null : 'confirmed'].filter(Boolean);
    if (missing.length > 0) out.push({ key, missing: missing.join(' and ') });
  }
  return out;
}
