/**
 * The secret for keyed hashes (HMAC-SHA-256) of personal identifiers kept at rest, such as the
 * count of confirmation mails per recipient address: a plain SHA-256 of an e-mail or IP address
 * is reversed by hashing candidates, an HMAC without the secret is not.
 *
 * HASH_SECRET when set (several processes sharing one PostgreSQL must set the same value);
 * otherwise generated once and kept in DATA_DIR/hash-secret (mode 0600).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function loadHashSecret(opts: { hashSecret?: string; dataDir: string }): Buffer {
  if (opts.hashSecret) return Buffer.from(opts.hashSecret, 'utf8');
  const file = path.join(opts.dataDir, 'hash-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 64) return Buffer.from(stored, 'hex');
  }
  mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32);
  try {
    // 'wx': of two processes starting at once, the first one's secret wins.
    writeFileSync(file, secret.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
}

/** A keyed hash (hex) of an identifier, scoped so one secret serves several purposes. */
export function keyedHash(secret: Buffer, scope: string, value: string): string {
  return createHmac('sha256', secret).update(`${scope}\0${value}`).digest('hex');
}
