/**
 * Per-client rate limit with its state in the database (fixed window), so every server process
 * on one PostgreSQL shares it. One atomic upsert per check: the row lock of
 * `INSERT ... ON CONFLICT DO UPDATE` serialises concurrent requests of the same client.
 *
 * The key is an HMAC-SHA-256 of the client address with a secret (no plain IP addresses at rest,
 * and unlike a plain hash it cannot be reversed by hashing all 2^32 IPv4 addresses). The secret
 * is RATE_LIMIT_SECRET or, without it, one generated once and kept in DATA_DIR/rate-limit.secret
 * (mode 0600). Several servers on one PostgreSQL must share RATE_LIMIT_SECRET to share counts.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import { rateLimits } from './db/schema.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

export const RATE_LIMIT_SECRET_FILE = 'rate-limit.secret';

export function rateLimitKey(scope: string, client: string, secret: string | Buffer): string {
  return `${scope}:${createHmac('sha256', secret).update(client).digest('hex')}`;
}

/**
 * The HMAC secret: the configured one, else the one kept under `dataDir` (created on first use
 * with mode 0600; a concurrent creator's file wins).
 */
export function loadRateLimitSecret(dataDir: string, configured?: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, RATE_LIMIT_SECRET_FILE);
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file);
  }
}

export async function hitRateLimit(db: Db, key: string, max: number, windowSeconds: number): Promise<RateLimitResult> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= now() - ${window} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= now() - ${window} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      remaining: sql<string>`extract(epoch from (${rateLimits.windowStart} + ${window} - now()))`,
    });
  const count = row!.count;
  const remaining = Math.max(1, Math.ceil(Number(row!.remaining)));
  return { allowed: count <= max, count, retryAfterSeconds: remaining };
}
