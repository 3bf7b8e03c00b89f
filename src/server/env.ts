/**
 * Server settings, parsed once from the environment with zod. Every setting and its default is
 * listed in .env.example and the README. Server-only: never import this from client code.
 */
import path from 'node:path';
import { z } from 'zod';
import { demoSettings } from '../content/operator.demo.ts';
import { enquiryRetentionDaysDefault } from '../content/site.ts';
import { FORM_MIN_FILL_MS } from '../lib/contact-fields.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the site, used for canonical URLs, Origin checks and mails. */
  SITE_URL: z.url().default(demoSettings.SITE_URL),
  /** Where PGlite, `.eml` files and other runtime data live. */
  DATA_DIR: z.string().min(1).default('data'),
  /** The Astro build output served by this process. */
  DIST_DIR: z.string().min(1).default('dist'),
  /** A PostgreSQL connection string; without it the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.string().min(1).optional(),
  /** e.g. smtp://user:pass@mail.example:587; without it mails are written as .eml under DATA_DIR/mail. */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default(demoSettings.MAIL_FROM),
  /** Who receives the shop notification of each enquiry. */
  MAIL_TO: z.string().min(3).default(demoSettings.MAIL_TO),
  /** GET /healthz answers 503 once the oldest unsent mail has waited longer than this. */
  MAIL_STUCK_AFTER_SECONDS: z.coerce.number().int().min(1).default(900),
  ENQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(enquiryRetentionDaysDefault),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /**
   * Minimum time between the page's navigation start and a JSON submit; faster submissions are
   * treated as bots. At most what the form waits for before it sends (FORM_MIN_FILL_MS): a
   * higher minimum would drop real visitors' enquiries unseen.
   */
  MIN_FILL_MS: z.coerce.number().int().min(0).max(FORM_MIN_FILL_MS).default(FORM_MIN_FILL_MS),
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy. */
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Further host names (comma-separated) this site answers to besides SITE_URL's and loopback. */
  ALLOWED_HOSTS: z.string().default(''),
  /** Concurrent connections in all; connections over it are closed at once. */
  CONN_MAX_TOTAL: z.coerce.number().int().min(1).default(1000),
  /**
   * Concurrent connections per peer address. Unset: 64, or CONN_MAX_TOTAL with TRUST_PROXY
   * (every connection then comes from the proxy, which limits per client itself).
   */
  CONN_MAX_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  /**
   * Concurrent connections per network of peer addresses (/24 for IPv4, /64 for IPv6). Unset:
   * 128, or CONN_MAX_TOTAL with TRUST_PROXY.
   */
  CONN_MAX_PER_NETWORK: z.coerce.number().int().min(1).optional(),
  /** Native form posts per client and window, counted before anything is read or rendered. */
  FORM_POST_MAX: z.coerce.number().int().min(1).default(20),
  FORM_POST_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** A monitor sending `Authorization: Bearer <HEALTH_TOKEN>` gets the details of /healthz. */
  HEALTH_TOKEN: z.string().min(16).optional(),
  /** Time a client has to send the request headers. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Time a client has to send the whole request (headers and body). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /**
   * How long an idle keep-alive connection stays open. Unset: 5 s, or 65 s with TRUST_PROXY
   * (longer than a proxy's or load balancer's upstream idle timeout, usually 60 s, so the proxy
   * never reuses a connection the app is closing).
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
  /** How often the two timeouts above are checked (a timeout fires at most this much late). */
  HTTP_TIMEOUT_CHECK_MS: z.coerce.number().int().min(50).default(1_000),
  /** Confirmation mails per recipient address and day (the enquiry itself is always accepted). */
  CONFIRMATION_MAX_PER_ADDRESS_DAY: z.coerce.number().int().min(0).default(3),
  /** Confirmation mails per hour to visitors from one network (IPv4 /24, IPv6 /64). */
  CONFIRMATION_MAX_PER_NETWORK_HOUR: z.coerce.number().int().min(0).default(10),
  /** Confirmation mails in all per hour. */
  CONFIRMATION_MAX_PER_HOUR: z.coerce.number().int().min(0).default(60),
  /** Secret for keyed hashes (HMAC) of addresses at rest; unset = generated once under DATA_DIR. */
  HASH_SECRET: z.string().min(32).optional(),
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  distDir: string;
  /** CONN_MAX_PER_ADDRESS with its default applied. */
  connMaxPerAddress: number;
  /** CONN_MAX_PER_NETWORK with its default applied. */
  connMaxPerNetwork: number;
  /** HTTP_KEEP_ALIVE_TIMEOUT_MS with its default applied. */
  keepAliveTimeoutMs: number;
};

let cached: Env | undefined;

/** Parses the environment once; later calls return the same object. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && source === process.env) return cached;
  const result = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (result.success && result.data.HTTP_HEADERS_TIMEOUT_MS > result.data.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid environment:\n  HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env: Env = {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    distDir: path.resolve(result.data.DIST_DIR),
    connMaxPerAddress: result.data.CONN_MAX_PER_ADDRESS ?? (result.data.TRUST_PROXY ? result.data.CONN_MAX_TOTAL : 64),
    connMaxPerNetwork: result.data.CONN_MAX_PER_NETWORK ?? (result.data.TRUST_PROXY ? result.data.CONN_MAX_TOTAL : 128),
    keepAliveTimeoutMs: result.data.HTTP_KEEP_ALIVE_TIMEOUT_MS ?? (result.data.TRUST_PROXY ? 65_000 : 5_000),
  };
  if (source === process.env) cached = env;
  return env;
}

/**
 * A warning for a setting that hands the limits to any client: with TRUST_PROXY the server
 * believes `X-Forwarded-For`, so a client reaching the app port directly (it listens beyond
 * loopback) can name any address, spread over the rate limits or lock out another client, and
 * the connection caps (set for the proxy) no longer hold per client.
 */
export function proxyExposureWarning(env: Pick<Env, 'TRUST_PROXY' | 'HOST'>): string | null {
  if (!env.TRUST_PROXY) return null;
  const host = env.HOST.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host === '::1' || /^127\./.test(host)) return null;
  return `TRUST_PROXY=true while listening on ${env.HOST}: the app port must be reachable from the proxy alone (firewall it, or set HOST=127.0.0.1), or any client can name its own address in X-Forwarded-For`;
}
