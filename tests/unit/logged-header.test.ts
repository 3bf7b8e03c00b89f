/**
 * Request headers in log lines: a client controls them, so a line carries at most
 * LOGGED_HEADER_MAX characters of one, printable ASCII only, whatever the client sends (a
 * cross-site refusal logs its Origin; an attacker could send 15 KB of it on every request).
 */
import { Writable } from 'node:stream';
import fc from 'fast-check';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { handleContact } from '../../src/server/contact-api.ts';
import { handleContactForm } from '../../src/server/contact-form.ts';
import type { ContactDeps } from '../../src/server/enquiry-core.ts';
import { LOGGED_HEADER_MAX, loggedHeader } from '../../src/server/logger.ts';

const SUFFIX = /… \(\d+ characters\)$/;

describe('loggedHeader', () => {
  it('is bounded and printable ASCII for any value; a short printable one is kept as it is (generated)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 20_000 }), fc.string({ unit: 'binary', maxLength: 600 })),
        (value) => {
          const logged = loggedHeader(value)!;
          expect(logged.replace(SUFFIX, '').length).toBeLessThanOrEqual(LOGGED_HEADER_MAX);
          expect(logged).toMatch(/^[\x20-\x7e…]*$/);
          if (value.length <= LOGGED_HEADER_MAX && /^[\x20-\x7e]*$/.test(value)) expect(logged).toBe(value);
          if (value.length > LOGGED_HEADER_MAX)
            expect(logged).toMatch(new RegExp(`… \\(${value.length} characters\\)$`));
        },
      ),
    );
    expect(loggedHeader(null)).toBeUndefined();
    expect(loggedHeader(undefined)).toBeUndefined();
    expect(loggedHeader('a\u001b[2Jb\u202e')).toBe('a\\u{001B}[2Jb\\u{202E}');
  });

  it('regression: a cross-site refusal with a 15 KB Origin logs a short line, on both enquiry paths', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const deps = {
      settings: { siteUrl: 'https://www.schlafmanufaktur.example', allowedHosts: '' },
      logger: pino({ level: 'info' }, sink),
      db: () => {
        throw new Error('not reached');
      },
    } as unknown as ContactDeps;
    const origin = `https://${'a'.repeat(15_000)}.example`;
    const request = (url: string, type: string) =>
      new Request(url, { method: 'POST', headers: { origin, 'content-type': type }, body: '{}' });
    const ctx = { requestId: 'log-origin-1', clientAddress: '192.0.2.1' };
    expect((await handleContact(request('http://x/api/contact', 'application/json'), ctx, deps)).status).toBe(403);
    const form = await handleContactForm(
      request('http://x/kontakt/senden', 'application/x-www-form-urlencoded'),
      ctx,
      deps,
    );
    expect(form).toMatchObject({ kind: 'error', status: 403 });
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain('cross-site request rejected');
      expect(line.length).toBeLessThan(600);
      expect((JSON.parse(line) as { origin: string }).origin).toMatch(/^https:\/\/a{192}… \(15016 characters\)$/);
    }
  });
});
