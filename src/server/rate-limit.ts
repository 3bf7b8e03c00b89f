/**
 * Per-client rate limit with its state in the database (fixed window), so every server process
 * on one PostgreSQL shares it. One atomic upsert per check: the row lock of
 * `INSERT ... ON CONFLICT DO UPDATE` serialises concurrent requests of the same client.
 *
 * The key is an HMAC-SHA-256 of the client address with a secret (no plain IP addresses at rest,
 * and unlike a plain hash it cannot be reversed by hashing all 2^32 IPv4 addresses). The secret
 * is the site's hash secret (`src/server/secret.ts`: HASH_SECRET, or one generated once under
 * DATA_DIR with mode 0600). Several servers on one PostgreSQL must share HASH_SECRET to share counts.
 */
import { createHmac } from 'node:crypto';
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

export function rateLimitKey(scope: string, client: string, secret: string | Buffer): string {
  return `${scope}:${createHmac('sha256', secret).update(client).digest('hex')}`;
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
