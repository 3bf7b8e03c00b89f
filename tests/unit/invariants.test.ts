/**
 * The hardening rules as invariants over generated input (fast-check), each with the named cases
 * an attacker used as regressions:
 *
 * - no request path outside the allow-list reaches the app, and no path that survives the
 *   check means another path to any later decoder;
 * - one IPv6 /64, one rate-limit client; no network holds more than its share of connections;
 * - one mailbox, one confirmation counter; addresses within RFC 5321's limits;
 * - names hold no line or paragraph separator and no bidi control;
 * - any character survives a backup line; Accept-Encoding q-values are honoured;
 * - a failed query is logged by its cause, never with its values; a page rendered on demand
 *   admits only inline scripts the build emitted.
 */
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactSchema, fieldErrors, NAME_TEXT } from '../../src/lib/contact-schema.ts';
import { asciiJson, backupLines } from '../../src/server/backup.ts';
import {
  clientAddressOf,
  forwardedAddress,
  isLoopbackAddress,
  networkOf,
  rateLimitSubject,
} from '../../src/server/client-address.ts';
import { mailboxOf } from '../../src/server/confirmations.ts';
import { createConnectionLedger } from '../../src/server/connections.ts';
import { loadEnv, proxyExposureWarning } from '../../src/server/env.ts';
import { preferredEncoding } from '../../src/server/http-headers.ts';
import { serializeError } from '../../src/server/logger.ts';
import { ON_DEMAND_ROUTES, isSafePath, routeRequest } from '../../src/server/request-path.ts';
import { completePagePolicy, parsePolicy } from '../../src/server/security-headers.ts';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT'];

/** Every way a dot can be spelt on the way to a decoder. */
const dotSpelling = fc.constantFrom(
  '.',
  '%2e',
  '%2E',
  '%252e',
  '%25252E',
  '%c0%ae',
  '%e0%80%ae',
  '\uff0e',
  '%ef%bc%8e',
);
const dotSegment = fc.oneof(
  dotSpelling,
  fc.tuple(dotSpelling, dotSpelling).map(([a, b]) => a + b),
);
const separatorSpelling = fc.constantFrom('%2f', '%2F', '%252f', '%5c', '%5C', '%255c', '\\', '%c0%af', '\uff0f');
const plainSegment = fc.stringMatching(/^[A-Za-z0-9_~-]{1,12}$/);
/** Segments of ordinary and hostile kinds, around the allow-listed routes. */
const segment = fc.oneof(
  plainSegment,
  fc.constantFrom('api', 'contact', 'kontakt', 'senden', '_image', 'healthz', 'index.html', 'img'),
  dotSegment,
  fc.tuple(plainSegment, separatorSpelling, plainSegment).map((p) => p.join('')),
);
const hostilePath = fc.array(segment, { minLength: 1, maxLength: 6 }).map((s) => `/${s.join('/')}`);

/** Undoes percent-encoding until nothing changes (what a careless layer might do). */
function decodeFully(value: string): string {
  let current = value;
  for (let i = 0; i < 8; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

describe('request paths: an allow-list, decided before anything decodes', () => {
  it('no generated path reaches the app unless it is an allow-listed route spelt exactly', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...METHODS),
        hostilePath,
        fc.constantFrom('', '?href=/img/a.avif&w=1600'),
        (m, p, q) => {
          const route = routeRequest(m, p + q);
          if (route.kind === 'app') expect(Object.keys(ON_DEMAND_ROUTES)).toContain(p);
          if (route.kind === 'health') expect(p).toBe('/healthz');
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a path that passes means the same path to any later decoder: no dot segment, no hidden separator', () => {
    fc.assert(
      fc.property(hostilePath, (p) => {
        if (!isSafePath(p)) return;
        // WHATWG URL resolution (what Astro and fetch do) removes no segment of it...
        expect(new URL(p, 'http://x').pathname.split('/').length).toBe(p.split('/').length);
        // ...and no number of decodings, with or without Unicode normalisation, reveals one.
        for (const seg of p.split('/').slice(1)) {
          for (const form of [decodeFully(seg), decodeFully(seg).normalize('NFKC')]) {
            expect(['.', '..']).not.toContain(form);
            expect(form).not.toMatch(/[/\\]/);
          }
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('every hidden dot segment is refused, whatever the method', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...METHODS),
        fc.array(plainSegment, { maxLength: 3 }),
        dotSegment,
        fc.array(plainSegment, { maxLength: 3 }),
        (m, before, dots, after) => {
          const p = `/${[...before, dots, ...after].join('/')}`;
          const decoded = decodeFully(dots).normalize('NFKC');
          if (decoded === '.' || decoded === '..') expect(routeRequest(m, p).kind).toBe('bad');
        },
      ),
    );
  });

  it("regressions: the attacker's paths", () => {
    for (const p of [
      '/api/../_image?href=/img/hero-1600.avif&w=1600&f=avif&q=100',
      '/api/%2e%2e/_image?href=/img/x.avif',
      '/api/%252e%252e/_image',
      '/api/%2E%2E%2F_image',
      '/api/..%5c_image',
      '/api/..\\_image',
      '/api/%c0%ae%c0%ae/_image',
      '/kontakt/senden/..',
      '/./api/contact',
      '/api/contact/%2e',
    ]) {
      expect(routeRequest('GET', p).kind, p).toBe('bad');
    }
    expect(routeRequest('GET', '/_image?href=/img/a.avif').kind).toBe('static');
    expect(routeRequest('POST', '/api/contact/').kind).toBe('static');
    expect(routeRequest('POST', '/api/%63ontact').kind).toBe('static');
    expect(routeRequest('POST', '/api/contact')).toMatchObject({ kind: 'app', allowed: true });
    expect(routeRequest('PUT', '/api/contact')).toMatchObject({ kind: 'app', allowed: false, allow: 'POST, OPTIONS' });
    expect(routeRequest('TRACE', '/kontakt/senden')).toMatchObject({
      allowed: false,
      allow: 'GET, HEAD, POST, OPTIONS',
    });
    expect(routeRequest('GET', '/produkte/boxspringbetten').kind).toBe('static');
    expect(routeRequest('GET', '/img/hero.avif').kind).toBe('static');
  });
});

const hex = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
const ipv6 = fc.array(hex, { minLength: 8, maxLength: 8 }).map((g) => g.join(':'));

describe('clients and networks', () => {
  it('every address of one IPv6 /64 is one rate-limit client and one network; another /64 is another', () => {
    fc.assert(
      fc.property(fc.array(hex, { minLength: 4, maxLength: 4 }), ipv6, ipv6, (prefix, a, b) => {
        const x = [...prefix, ...a.split(':').slice(4)].join(':');
        const y = [...prefix, ...b.split(':').slice(4)].join(':');
        expect(rateLimitSubject(x)).toBe(rateLimitSubject(y));
        expect(networkOf(x)).toBe(networkOf(y));
        // The compressed spelling of the same address is the same client.
        expect(rateLimitSubject(new URL(`http://[${x}]/`).hostname.slice(1, -1))).toBe(rateLimitSubject(x));
        if (a.split(':').slice(0, 4).join(':') !== prefix.join(':')) {
          expect(rateLimitSubject(a)).not.toBe(rateLimitSubject(x));
        }
      }),
    );
  });

  it('IPv4 counts by address for rate limits and by /24 for connections, also IPv4-mapped', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('203.0.113.7')).toBe(networkOf('203.0.113.200'));
    expect(networkOf('203.0.113.7')).not.toBe(networkOf('203.0.114.7'));
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
    expect(clientAddressOf('127.0.0.1', '198.51.100.1, 203.0.113.9', true)).toBe('203.0.113.9');
    expect(clientAddressOf('127.0.0.1', '203.0.113.9', false)).toBe('127.0.0.1');
  });

  it("a forwarded entry counts by its address in every proxy's spelling, never by its text", () => {
    const v4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.'));
    const v6 = fc.ipV6();
    const port = fc.integer({ min: 1, max: 65535 });
    fc.assert(
      fc.property(v4, v6, port, (a4, a6, p) => {
        for (const [address, spellings] of [
          [a4, [a4, `${a4}:${p}`, ` ${a4} `]],
          [a6, [a6, `[${a6}]`, `[${a6}]:${p}`]],
        ] as const) {
          for (const spelling of spellings) {
            const client = clientAddressOf('10.0.0.1', `198.51.100.1, ${spelling}`, true);
            expect(rateLimitSubject(client), spelling).toBe(rateLimitSubject(address));
          }
        }
      }),
    );
    // Free text is no client of its own: it counts as the peer (the proxy).
    fc.assert(
      fc.property(fc.string(), (text) => {
        const junk = text.replaceAll(',', '');
        fc.pre(forwardedAddress(junk) === null);
        expect(clientAddressOf('10.0.0.1', `203.0.113.9, ${junk}`, true)).toBe('10.0.0.1');
      }),
    );
    for (const junk of ['010.050.000.001', '10.50.0.1%eth0x', 'unknown', '_hidden', '10.50.0.1:99999999']) {
      expect(clientAddressOf('10.0.0.1', junk, true), junk).toBe('10.0.0.1');
    }
  });

  it('no address and no network ever holds more than its cap; a new network gets in while there is room', () => {
    const v4 = fc
      .tuple(fc.constantFrom(10, 127), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 3 }))
      .map(([a, c, d]) => `${a}.0.${c}.${d}`);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.oneof(v4, fc.constantFrom('::1', '2001:db8::1', '2001:db8::2'))), {
          maxLength: 300,
        }),
        (ops) => {
          const limits = { maxTotal: 40, maxPerAddress: 5, maxPerNetwork: 12 };
          const ledger = createConnectionLedger(limits);
          const open: string[] = [];
          for (const [connect, address] of ops) {
            if (connect || open.length === 0) {
              if (ledger.admit(address)) open.push(address);
            } else {
              ledger.release(open.splice(0, 1)[0]!);
            }
            expect(ledger.total).toBeLessThanOrEqual(limits.maxTotal);
            for (const a of open) {
              expect(ledger.countOf(a)).toBeLessThanOrEqual(limits.maxPerAddress);
              expect(ledger.networkCountOf(a)).toBeLessThanOrEqual(limits.maxPerNetwork);
            }
          }
          if (ledger.total < limits.maxTotal) expect(ledger.admit('192.0.2.1')).toBe(true);
        },
      ),
    );
  });

  it('defaults: 64 per address and 128 per network, well below the 1,000 in all; the total behind a proxy', () => {
    const env = loadEnv({});
    expect([env.connMaxPerAddress, env.connMaxPerNetwork, env.CONN_MAX_TOTAL]).toEqual([64, 128, 1000]);
    const proxied = loadEnv({ TRUST_PROXY: 'true' });
    expect([proxied.connMaxPerAddress, proxied.connMaxPerNetwork]).toEqual([1000, 1000]);
  });

  it('warns at start when TRUST_PROXY is combined with a non-loopback HOST', () => {
    expect(proxyExposureWarning({ TRUST_PROXY: true, HOST: '0.0.0.0' })).toMatch(/X-Forwarded-For/);
    expect(proxyExposureWarning({ TRUST_PROXY: true, HOST: '192.0.2.10' })).not.toBeNull();
    expect(proxyExposureWarning({ TRUST_PROXY: true, HOST: '127.0.0.1' })).toBeNull();
    expect(proxyExposureWarning({ TRUST_PROXY: true, HOST: '::1' })).toBeNull();
    expect(proxyExposureWarning({ TRUST_PROXY: false, HOST: '0.0.0.0' })).toBeNull();
  });
});

/** A spelling of the same mailbox: case, +tag, full-width letters, dots, googlemail, a Unicode domain. */
const local = fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/);
const domain = fc.constantFrom('example.de', 'gmail.com', 'bücher.de', 'müller-betten.example');
function fullWidth(s: string) {
  return [...s].map((c) => (/[!-~]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('');
}

describe('one mailbox, one counter', () => {
  it('every spelling of a mailbox maps to one key', () => {
    fc.assert(
      fc.property(
        local,
        domain,
        fc.record({
          upper: fc.boolean(),
          tag: fc.option(local),
          dots: fc.integer({ min: 0, max: 3 }),
          wide: fc.boolean(),
          googlemail: fc.boolean(),
          punycode: fc.boolean(),
        }),
        (name, host, v) => {
          let l = name;
          for (let i = 0; i < v.dots && l.length > 1; i++) l = `${l.slice(0, i + 1)}.${l.slice(i + 1)}`;
          if (v.tag) l = `${l}+${v.tag}`;
          let d = v.googlemail && host === 'gmail.com' ? 'googlemail.com' : host;
          if (v.punycode) d = new URL(`http://${d}/`).hostname;
          let address = `${l}@${d}`;
          if (v.upper) address = address.toUpperCase();
          if (v.wide) address = fullWidth(address);
          expect(mailboxOf(address)).toBe(mailboxOf(`${name}@${host}`));
        },
      ),
    );
  });

  it('different mailboxes keep different keys', () => {
    expect(mailboxOf('anna@example.de')).not.toBe(mailboxOf('anne@example.de'));
    expect(mailboxOf('anna@example.de')).not.toBe(mailboxOf('anna@example.com'));
  });

  it('the address is stored and sent as it will be delivered: NFKC, ASCII lower-case domain', () => {
    const parse = (email: string) =>
      contactSchema.parse({ firstName: 'A', lastName: 'B', email, interest: 'Matratze', message: 'x' }).email;
    expect(parse('Max@Bücher.DE')).toBe('Max@xn--bcher-kva.de');
    expect(parse('ｍａｘ＠ｅｘａｍｐｌｅ．ｄｅ')).toBe('max@example.de');
  });
});

const base = { firstName: 'Erika', lastName: 'Müller', interest: 'Matratze', message: 'Hallo' };
const emailError = (email: string) => {
  const r = contactSchema.safeParse({ ...base, email });
  return r.success ? null : (fieldErrors(r.error).email ?? null);
};

describe('RFC 5321 limits in the one schema', () => {
  it('accepts an address exactly when local part, labels and whole fit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 80 }),
        fc.array(fc.integer({ min: 1, max: 70 }), { minLength: 1, maxLength: 4 }),
        (localLength, labels) => {
          const address = `${'a'.repeat(localLength)}@${[...labels.map((n) => 'b'.repeat(n)), 'de'].join('.')}`;
          const fits = localLength <= 64 && labels.every((n) => n <= 63) && address.length <= 254;
          const error = emailError(address);
          if (fits) expect(error).toBeNull();
          else expect(error).toMatch(/zu lang|höchstens/);
        },
      ),
    );
  });

  it('regression: a 65-character local part gets the German message', () => {
    expect(emailError(`${'x'.repeat(65)}@example.de`)).toBe(
      'E-Mail-Adresse ist zu lang: vor dem @ höchstens 64 Zeichen, jeder Teil der Domain höchstens 63',
    );
  });
});

const forbiddenInNames = [
  ...'\u0000\u0009\u000a\u000d\u001b\u007f\u0085\u2028\u2029\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069',
];

describe('names', () => {
  it('refuse any line or paragraph separator, control or bidi control, anywhere, with the German message', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(...forbiddenInNames),
        fc.string({ maxLength: 20 }),
        (a, c, b) => {
          const r = contactSchema.safeParse({ ...base, email: 'a@b.de', firstName: `X${a}${c}${b}X` });
          expect(r.success).toBe(false);
          if (!r.success) expect(fieldErrors(r.error).firstName).toMatch(/Zeilenumbrüche oder Steuerzeichen|höchstens/);
        },
      ),
    );
  });

  it('accept every other text of allowed length (letters of any script, joiners, emoji)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), (name) => {
        const trimmed = name.trim();
        if (!trimmed || !NAME_TEXT.test(trimmed) || [...trimmed].length > 100) return;
        const r = contactSchema.safeParse({ ...base, email: 'a@b.de', lastName: name });
        expect(r.success).toBe(true);
      }),
    );
    expect(contactSchema.safeParse({ ...base, email: 'a@b.de', firstName: 'Zoë 👩‍👩‍👧' }).success).toBe(true);
  });
});

describe('backup lines', () => {
  it('any string survives a line: pure ASCII, split on LF alone, parsed back unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ unit: 'binary', maxLength: 40 }), { maxLength: 5 }), async (values) => {
        const lines = values.map((v) => asciiJson(JSON.stringify({ v })));
        for (const line of lines) expect(line).toMatch(/^[\x20-\x7e]*$/);
        // Cut the file's bytes at arbitrary places, as a stream would.
        const bytes = Buffer.from(lines.map((l) => `${l}\n`).join(''), 'utf8');
        const chunks = [bytes.subarray(0, bytes.length >> 1), bytes.subarray(bytes.length >> 1)];
        const read: string[] = [];
        for await (const line of backupLines(
          (async function* () {
            yield* chunks;
          })(),
        ))
          read.push(line);
        expect(read.map((l) => (JSON.parse(l) as { v: string }).v)).toEqual(values);
      }),
    );
  });

  it('regression: U+2028 and U+2029 in a value stay inside their line', async () => {
    const line = asciiJson(JSON.stringify({ v: 'a\u2028b\u2029c' }));
    expect(line).toBe('{"v":"a\\u2028b\\u2029c"}');
  });
});

describe('Accept-Encoding', () => {
  const coding = fc.constantFrom('br', 'gzip', 'deflate', 'identity', '*', 'BR', 'x-gzip');
  const q = fc.constantFrom('', ';q=0', ';q=0.0', ';q=0.5', ';q=1', ';q=0.001', ' ; q=0 ', ';q=2', ';q=abc');
  it('never sends a coding the header refuses or does not accept', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(coding, q), { maxLength: 5 }), (parts) => {
        const header = parts.map(([c, w]) => c + w).join(', ');
        const chosen = preferredEncoding(header);
        if (chosen === null) return;
        const first = parts.find(([c]) => c.toLowerCase() === chosen);
        const star = parts.find(([c]) => c === '*');
        const entry = first ?? star;
        expect(entry, header).toBeDefined();
        const weight = entry![1].replace(/\s/g, '');
        expect(['', ';q=0.5', ';q=1', ';q=0.001']).toContain(weight);
      }),
    );
  });

  it('regressions', () => {
    expect(preferredEncoding('br;q=0')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.1, gzip;q=0.9')).toBe('gzip');
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('*;q=0')).toBeNull();
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
  });
});

describe('logging a failed query', () => {
  it(
    'names the cause, never the SQL, its values or the database message quoting them',
    { timeout: 120_000 },
    async () => {
      const client = new PGlite();
      const db = drizzle(client);
      await db.execute(sql`create table t (id int primary key, email varchar(5) not null)`);
      const secret = 'erika.mueller@example.de';
      let caught: unknown;
      try {
        await db.execute(sql`insert into t (id, email) values (${1}, ${secret})`);
      } catch (err) {
        caught = err;
      }
      await client.close();
      expect(caught).toBeInstanceOf(Error);
      expect(String((caught as Error).message)).toContain(secret); // what Drizzle would have logged
      const logged = JSON.stringify(serializeError(caught));
      expect(logged).not.toContain(secret);
      expect(logged).not.toMatch(/insert into/i);
      expect(logged).toContain('"code":"22001"'); // value too long
      // Wrapped once more, the chain is still cleaned.
      const wrapped = JSON.stringify(serializeError(new Error('enquiry failed', { cause: caught })));
      expect(wrapped).not.toContain(secret);
      // Other errors keep message and stack.
      expect(JSON.stringify(serializeError(new Error('plain')))).toContain('plain');
    },
  );
});

describe('inline scripts of a page rendered on demand', () => {
  it('are admitted only when the build emitted them', () => {
    const built = "console.log('built')";
    const injected = "alert('injected')";
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    const html = `<script>${built}</script><p><script>${injected}</script></p>`;
    const policy = parsePolicy(
      completePagePolicy("script-src 'self'", html, '/kontakt/senden', { admitScripts: new Set([hash(built)]) }),
    );
    expect(policy.get('script-src')).toContain(hash(built));
    expect(policy.get('script-src')).not.toContain(hash(injected));
  });
});
