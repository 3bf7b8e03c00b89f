/**
 * The pure parts of the server's hardening: redirect targets, Range resolution, request ids,
 * the Host check, the CSV export (RFC 4180 round trip through csv-parse with each separator, no
 * formula in any cell whatever separator a spreadsheet assumes), terminal-safe listing, and
 * e-mail addresses with an internationalised domain.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatList } from '../../scripts/enquiries.ts';
import { FORM_MIN_FILL_MS } from '../../src/lib/contact-fields.ts';
import { contactMessages, contactSchema } from '../../src/lib/contact-schema.ts';
import type { EnquiryRow } from '../../src/server/db/schema.ts';
import { recipientKey } from '../../src/server/confirmations.ts';
import { csvCell, csvSeparators, enquiriesCsv, terminalSafe } from '../../src/server/enquiry-export.ts';
import { loadEnv } from '../../src/server/env.ts';
import { loadHashSecret } from '../../src/server/secret.ts';
import { clientRequestIdOf, createHostCheck, newRequestId } from '../../src/server/protocol.ts';
import { absoluteForm } from '../../src/server/request-path.ts';
import { sameOriginTarget } from '../../src/server/security-headers.ts';

const SITE = 'https://www.schlafmanufaktur.example';

describe('redirect targets', () => {
  it('never leave the configured origin', () => {
    for (const target of [
      '//evil.example/',
      '/\\evil.example/',
      '///evil.example/',
      '\\\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      'http://evil.example/x',
      '//user@evil.example',
      '/..//evil.example',
    ]) {
      expect(new URL(sameOriginTarget(SITE, target)).origin, target).toBe(SITE);
    }
  });

  it('keep path and query of ordinary requests', () => {
    expect(sameOriginTarget(SITE, '/kontakt?interesse=Matratze')).toBe(`${SITE}/kontakt?interesse=Matratze`);
    expect(sameOriginTarget(SITE, '/')).toBe(`${SITE}/`);
    expect(sameOriginTarget(SITE, '//evil.example/pfad')).toBe(`${SITE}/evil.example/pfad`);
  });
});

describe('request ids and hosts', () => {
  it('notes a safe client X-Request-Id, nothing else; the request id is always a fresh one of the server', () => {
    expect(clientRequestIdOf('abc-DEF_123.x')).toBe('abc-DEF_123.x');
    for (const bad of [undefined, '', 'short', 'a b c d e f', 'x'.repeat(65), 'id\u202Eevil', '{"json":1}']) {
      expect(clientRequestIdOf(bad)).toBeUndefined();
    }
    const ids = new Set(Array.from({ length: 100 }, () => newRequestId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('accepts the site, ALLOWED_HOSTS and loopback, nothing else', () => {
    const ok = createHostCheck(SITE, 'schlafmanufaktur.example, alt.example');
    for (const host of [
      'www.schlafmanufaktur.example',
      'WWW.Schlafmanufaktur.Example:443',
      'www.schlafmanufaktur.example.',
      'schlafmanufaktur.example',
      'alt.example',
      'localhost:3000',
      '127.0.0.1',
      '127.0.0.2:3000',
      '[::1]:3000',
    ]) {
      expect(ok(host, 3000), String(host)).toBe(true);
    }
    for (const host of ['evil.example', 'www.schlafmanufaktur.example.evil.example', 'a@b', '', '10.0.0.1', 'x:y:z']) {
      expect(ok(host, 3000), host).toBe(false);
    }
    // No Host at all names nothing (the server answers it 400 before asking).
    expect(ok(undefined, 3000)).toBe(false);
  });

  it('accepts a port only when it is none, the port of SITE_URL, or the one the request came in on', () => {
    const check = createHostCheck(SITE, 'alt.example, other.example:8443');
    const names = ['www.schlafmanufaktur.example', 'alt.example', 'other.example', 'localhost', '127.0.0.1', '[::1]'];
    fc.assert(
      fc.property(
        fc.constantFrom(...names, 'evil.example', '10.0.0.1'),
        fc.oneof(
          fc.constant(undefined),
          fc.integer({ min: 0, max: 99_999 }).map(String),
          fc.constantFrom('443', '8443', '3000', '0443', '03000', '00', '65536', '99999'),
        ),
        fc.integer({ min: 1, max: 65_535 }),
        (name, port, serverPort) => {
          const host = port === undefined ? name : `${name}:${port}`;
          const known = names.includes(name);
          const portOk =
            port === undefined ||
            port === '443' ||
            port === String(serverPort) ||
            (name === 'other.example' && port === '8443');
          expect(check(host, serverPort), `${host} on ${serverPort}`).toBe(known && portOk);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('regression: a port out of range or not in canonical form is refused', () => {
    const check = createHostCheck(SITE, '');
    for (const host of [
      'www.schlafmanufaktur.example:99999',
      'www.schlafmanufaktur.example:0080',
      'www.schlafmanufaktur.example:0443',
      'www.schlafmanufaktur.example:',
      'www.schlafmanufaktur.example:80',
      '127.0.0.1:4711',
    ]) {
      expect(check(host, 4712), host).toBe(false);
    }
    expect(check('127.0.0.1:4712', 4712)).toBe(true);
    expect(createHostCheck('http://localhost:4321', '')('localhost:4321', 8080)).toBe(true);
  });
});

describe('request targets and unreadable requests', () => {
  it('an absolute-form target is its authority and its path as written (fast-check)', () => {
    const authority = fc.stringMatching(/^[a-z0-9.-]{1,20}(:\d{1,5})?$|^\[::1\](:\d{1,5})?$/);
    const path = fc.stringMatching(/^(\/[A-Za-z0-9%._~\\-]*)*(\?[A-Za-z0-9=&%/]*)?$/);
    fc.assert(
      fc.property(fc.constantFrom('http', 'https', 'HTTP'), authority, path, (scheme, a, p) => {
        const form = absoluteForm(`${scheme}://${a}${p}`);
        expect(form).toEqual({ authority: a, target: p.startsWith('/') ? p : `/${p}` });
      }),
    );
    for (const target of ['/kontakt', '*', 'kontakt', 'ftp://x/y', '//evil.example/', 'http:/x']) {
      expect(absoluteForm(target), target).toBeNull();
    }
  });
});

const SIGNS = /^[\p{White_Space}\p{Cf}"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/u;

function row(message: string, extra: Partial<EnquiryRow> = {}): EnquiryRow {
  return {
    id: '00000000-0000-0000-0000-000000000000',
    createdAt: new Date('2026-03-01T09:15:00Z'),
    healthConsentAt: null,
    healthConsentText: null,
    firstName: 'Erika',
    lastName: 'Müller',
    email: 'erika@example.de',
    phone: null,
    interest: 'Matratze',
    message,
    requestId: null,
    ...extra,
  };
}

describe('CSV export', () => {
  const tricky = [
    'Hallo,=1+1',
    '=1+1',
    '+49 271',
    '-2',
    '@SUM(A1)',
    '\u200B=1+1',
    '\uFEFF+1',
    '\uFF1D1+1',
    '\uFF0B1',
    '\uFF0D1',
    '\uFF20SUM(A1)',
    ' \u3000=1',
    'a;b',
    'a\tb',
    'Er sagte "Hallo"',
    'Zeile 1\r\nZeile 2',
    'Zeile 1\n=2+2',
    'x,"=1+1',
    'Preis: 100,- €',
    'ganz normal',
  ];

  it('quotes per RFC 4180: separators, quotes, tabs and line breaks', () => {
    expect(csvCell('ganz normal')).toBe('ganz normal');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('Er sagte "Hallo"')).toBe('"Er sagte ""Hallo"""');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('defuses a formula at the cell start, also after invisible or full-width prefixes', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('\u200B=1+1')).toBe("'\u200B=1+1");
    expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    // International phone numbers start with a formula sign (Excel: #NAME? or a sum): defused.
    expect(csvCell('+49 171 2345678')).toBe("'+49 171 2345678");
  });

  it('changes nothing inside a cell: every inner separator is within quotes', () => {
    expect(csvCell('Hallo,=1+1')).toBe('"Hallo,=1+1"');
    expect(csvCell('Zeile 1\n=2+2')).toBe('"Zeile 1\n=2+2"');
    const message = 'Preis 1.000,- Euro\n- Bett 180x200\n@Herr Müller: bitte Rückruf';
    expect(csvCell(message)).toBe(`"${message}"`);
  });

  /** What the export gives back for a cell's text: the text, with one apostrophe when it starts a formula. */
  const exported = (text: string) => (SIGNS.test(text) || /^[\t\r]/.test(text) ? `'${text}` : text);

  for (const [name, separator] of Object.entries(csvSeparators)) {
    it(`round-trips through csv-parse with separator ${name}: the text, one apostrophe before a formula`, () => {
      const rows = tricky.map((m) => row(m, { phone: m }));
      const csv = enquiriesCsv(rows, separator);
      const records = parse(csv, { delimiter: separator, bom: true });
      expect(records).toHaveLength(rows.length + 1);
      expect(records[0]).toEqual([
        'Eingegangen',
        'Vorname',
        'Nachname',
        'E-Mail',
        'Telefon',
        'Interesse',
        'Nachricht',
        'Einwilligung Gesundheitsangabe am',
        'Einwilligungstext',
      ]);
      records.slice(1).forEach((record, i) => {
        expect(record).toHaveLength(9);
        expect(record[4]).toBe(exported(tricky[i]!));
        expect(record[6]).toBe(exported(tricky[i]!));
        for (const field of record) expect(field).not.toMatch(SIGNS);
      });
    });
  }

  it('holds for generated text (fast-check): every cell comes back unchanged but for one leading apostrophe on a formula', () => {
    const alphabet = fc.constantFrom(...'=+-@;,\t\r\n" \'a\u200B\uFEFF\uFF1D\uFF0B\u3000\u00A0x1.€ä'.split(''));
    const text = fc.oneof(
      fc.array(alphabet, { maxLength: 30 }).map((cs) => cs.join('')),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
    );
    fc.assert(
      fc.property(text, text, text, fc.constantFrom(...Object.values(csvSeparators)), (message, first, phone, sep) => {
        const csv = enquiriesCsv([row(message, { firstName: first, phone })], sep);
        const records = parse(csv, { delimiter: sep, bom: true });
        expect(records).toHaveLength(2);
        expect(records[1]![1]).toBe(exported(first));
        expect(records[1]![4]).toBe(exported(phone));
        expect(records[1]![6]).toBe(exported(message));
        for (const field of records[1]!) expect(field).not.toMatch(SIGNS);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('enquiries list', () => {
  it('shows control characters and bidi overrides escaped, never raw', () => {
    const nasty = 'Echt\rGEFÄLSCHT\u001B[2J\u0085\u202Eevil\u2066x\u2069\u200F';
    const out = formatList([row(`Zeile\n${nasty}`, { firstName: `Eve\u202E`, lastName: 'M\u001Bx', phone: '0271' })]);
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(out).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(out).toContain('Echt\\u{000D}GEFÄLSCHT\\u{001B}[2J\\u{0085}\\u{202E}evil\\u{2066}x\\u{2069}\\u{200F}');
    expect(out).toContain('Eve\\u{202E} M\\u{001B}x');
    expect(out).toContain('  Zeile\n');
    expect(terminalSafe('Umlaute äöü, Tab\tbleibt')).toBe('Umlaute äöü, Tab\tbleibt');
  });
});

describe('e-mail addresses with an internationalised domain', () => {
  const base = { firstName: 'Max', lastName: 'Muster', interest: 'Matratze', message: 'Hallo' };
  it('are accepted and kept as they will be delivered (ASCII lower-case domain)', () => {
    for (const [email, delivered] of [
      ['max@bücher.de', 'max@xn--bcher-kva.de'],
      ['MAX@Bücher.DE', 'MAX@xn--bcher-kva.de'],
      ['max@xn--bcher-kva.de', 'max@xn--bcher-kva.de'],
      ['anna@straße.de', 'anna@xn--strae-oqa.de'],
    ]) {
      const r = contactSchema.safeParse({ ...base, email });
      expect(r.success, email).toBe(true);
      expect(r.data?.email).toBe(delivered);
    }
  });
  it('invalid ones still get the message', () => {
    for (const email of ['max@bücher', 'max@bü cher.de', 'mäx@', '@bücher.de', 'max@bücher.de:80', 'max']) {
      const r = contactSchema.safeParse({ ...base, email });
      expect(r.success, email).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(contactMessages.emailInvalid);
    }
  });
});

describe('settings', () => {
  const env = (extra: Record<string, string> = {}) => loadEnv(extra);
  it('caps connections per address at 64 by default, at the total behind a proxy', () => {
    expect(env().connMaxPerAddress).toBe(64);
    expect(env({ TRUST_PROXY: 'true' }).connMaxPerAddress).toBe(1000);
    expect(env({ TRUST_PROXY: 'true', CONN_MAX_PER_ADDRESS: '50' }).connMaxPerAddress).toBe(50);
    expect(env().keepAliveTimeoutMs).toBe(5000);
    expect(env({ TRUST_PROXY: 'true' }).keepAliveTimeoutMs).toBe(65_000);
  });
  it('refuses a minimum fill time over the one the form waits for (it would drop real enquiries)', () => {
    expect(env().MIN_FILL_MS).toBe(FORM_MIN_FILL_MS);
    expect(env({ MIN_FILL_MS: String(FORM_MIN_FILL_MS) }).MIN_FILL_MS).toBe(FORM_MIN_FILL_MS);
    expect(env({ MIN_FILL_MS: '0' }).MIN_FILL_MS).toBe(0);
    expect(() => env({ MIN_FILL_MS: String(FORM_MIN_FILL_MS + 1) })).toThrow(/MIN_FILL_MS/);
  });
  it('refuses a header timeout longer than the request timeout', () => {
    expect(() => env({ HTTP_HEADERS_TIMEOUT_MS: '30000', HTTP_REQUEST_TIMEOUT_MS: '20000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
  });
});

describe('keyed hashes of addresses', () => {
  it('generate the secret once (0600), or take HASH_SECRET', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secret-'));
    try {
      const first = loadHashSecret({ dataDir: dir });
      expect(loadHashSecret({ dataDir: dir }).equals(first)).toBe(true);
      expect(statSync(path.join(dir, 'hash-secret')).mode & 0o777).toBe(0o600);
      expect(readFileSync(path.join(dir, 'hash-secret'), 'utf8').trim()).toHaveLength(64);
      const given = loadHashSecret({ dataDir: dir, hashSecret: 'x'.repeat(40) });
      expect(given.equals(first)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('never contain the address and ignore its case', () => {
    const secret = Buffer.alloc(32, 1);
    const key = recipientKey(secret, 'Opfer@Example.de');
    expect(key).toBe(recipientKey(secret, ' opfer@example.de'));
    expect(key).not.toContain('opfer');
    expect(key).not.toBe(recipientKey(Buffer.alloc(32, 2), 'opfer@example.de'));
    expect(key.length).toBeLessThanOrEqual(128);
  });
});
