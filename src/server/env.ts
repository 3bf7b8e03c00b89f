/**
 * Server settings, parsed once from the environment with zod. Every setting and its default is
 * listed in .env.example and the README. Server-only: never import this from client code.
 */
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the site, used for canonical URLs, Origin checks and mails. */
  SITE_URL: z.url().default('https://www.schlafmanufaktur.example'),
  /** Where PGlite, `.eml` files and other runtime data live. */
  DATA_DIR: z.string().min(1).default('data'),
  /** The Astro build output served by this process. */
  DIST_DIR: z.string().min(1).default('dist'),
  /** A PostgreSQL connection string; without it the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.string().min(1).optional(),
  /** e.g. smtp://user:pass@mail.example:587; without it mails are written as .eml under DATA_DIR/mail. */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Schlafmanufaktur Mustermann <website@schlafmanufaktur.example>'),
  /** Who receives the shop notification of each enquiry. */
  MAIL_TO: z.string().min(3).default('info@schlafmanufaktur.example'),
  /** GET /healthz answers 503 once the oldest unsent mail has waited longer than this. */
  MAIL_STUCK_AFTER_SECONDS: z.coerce.number().int().min(1).default(900),
  ENQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Minimum time between form render and submit; faster submissions are treated as bots. */
  MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy. */
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; distDir: string };

let cached: Env | undefined;

/** Parses the environment once; later calls return the same object. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && source === process.env) return cached;
  const result = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env: Env = {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    distDir: path.resolve(result.data.DIST_DIR),
  };
  if (source === process.env) cached = env;
  return env;
}
