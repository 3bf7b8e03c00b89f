import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRateLimitSecret, rateLimitKey, RATE_LIMIT_SECRET_FILE } from '../../src/server/rate-limit.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rate-limit-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('rate-limit key', () => {
  it('is an HMAC of the address with the secret: not the plain SHA-256, different per secret', () => {
    const ip = '203.0.113.7';
    const key = rateLimitKey('contact', ip, 'a-secret-of-some-length');
    expect(key).toMatch(/^contact:[0-9a-f]{64}$/);
    expect(key).not.toContain(createHash('sha256').update(ip).digest('hex'));
    expect(key).not.toContain(ip);
    expect(rateLimitKey('contact', ip, 'a-secret-of-some-length')).toBe(key);
    expect(rateLimitKey('contact', ip, 'another-secret-value')).not.toBe(key);
  });

  it('without RATE_LIMIT_SECRET, generates a secret once under DATA_DIR with mode 0600 and reuses it', () => {
    const dir = path.join(tempDir(), 'data');
    const first = loadRateLimitSecret(dir);
    expect(first.length).toBe(32);
    const file = path.join(dir, RATE_LIMIT_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file)).toEqual(first);
    expect(loadRateLimitSecret(dir)).toEqual(first);
  });

  it('uses RATE_LIMIT_SECRET when set and writes nothing', () => {
    const dir = tempDir();
    expect(loadRateLimitSecret(dir, 'configured-secret-123').toString()).toBe('configured-secret-123');
    expect(() => statSync(path.join(dir, RATE_LIMIT_SECRET_FILE))).toThrow();
  });
});
