import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rateLimitKey } from '../../src/server/rate-limit.ts';

// The secret itself (HASH_SECRET, or generated once under DATA_DIR with mode 0600) is tested
// with src/server/secret.ts in hardening.test.ts.
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
});
