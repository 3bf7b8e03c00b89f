/**
 * The enquiry core (src/server/enquiry-core.ts) behind its two adapters: the same input sent as
 * JSON to `POST /api/contact` and as a native form post to `/kontakt/senden` gives the same
 * outcome, the same stored enquiry and the same queued mails, for generated input (valid and
 * not) as well as a named case.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { interests } from '../../src/content/interests.ts';
import type { ContactFormInput, ContactFormOutcome } from '../../src/server/contact-form.ts';
import { enquiries, outbox, rateLimits } from '../../src/server/db/schema.ts';
import { loadEnv } from '../../src/server/env.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';

const SITE = 'http://127.0.0.1:3000';
type Input = ContactFormInput;

let runtime: Runtime;
let dir: string;
let counter = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'enquiry-core-'));
  runtime = await createRuntime(
    loadEnv({ DATA_DIR: dir, SITE_URL: SITE, LOG_LEVEL: 'silent', MIN_FILL_MS: '3000', RATE_LIMIT_MAX: '100000' }),
    { ownerSocket: false },
  );
  await runtime.outbox.stop(); // the queued rows stay as the core wrote them
});
afterAll(async () => {
  await runtime?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const headers = { host: '127.0.0.1:3000', origin: SITE, 'sec-fetch-site': 'same-origin' };
const ctx = () => ({ requestId: `core-${++counter}`, clientAddress: '10.7.0.1' });

/** The JSON API's answer reduced to the core's outcome. */
async function viaApi(input: Input): Promise<{ status: number; fields?: unknown }> {
  const res = await runtime.handleContact(
    new Request(`${SITE}/api/contact`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...input, website: '', fillMs: 60_000 }),
    }),
    ctx(),
  );
  const body = (await res.json()) as { fields?: unknown };
  return { status: res.status, ...(body.fields ? { fields: body.fields } : {}) };
}

async function viaForm(input: Input): Promise<{ status: number; fields?: unknown }> {
  const outcome: ContactFormOutcome = await runtime.handleContactForm(
    new Request(`${SITE}/kontakt/senden`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...input, website: '' }).toString(),
    }),
    ctx(),
  );
  if (outcome.kind === 'sent') return { status: 201 };
  return { status: outcome.status, ...(outcome.status === 400 ? { fields: outcome.fields } : {}) };
}

/** What was stored and queued, without what differs by nature (ids, times, request ids). */
async function storedAndQueued() {
  const db = runtime.db();
  const rows = await db.select().from(enquiries);
  const mails = await db.select().from(outbox);
  await db.delete(outbox);
  await db.delete(enquiries);
  await db.delete(rateLimits);
  const received = (s: string) =>
    s.replace(/(Eingegangen(?::|<\/th><td>))[^\n<]*/g, '$1 <time>').replace(/<[0-9a-f-]{36}@/g, '<id@');
  return {
    enquiries: rows.map(({ id: _id, createdAt: _c, requestId: _r, ...row }) => row),
    mails: mails
      .map((m) => ({
        kind: m.kind,
        from: m.fromAddress,
        to: m.toAddress,
        replyTo: m.replyTo,
        subject: m.subject,
        text: received(m.textBody),
        html: received(m.htmlBody),
        messageId: received(m.messageId),
        status: m.status,
      }))
      .sort((a, b) => a.kind.localeCompare(b.kind)),
  };
}

async function bothWays(input: Input) {
  const api = await viaApi(input);
  const apiStored = await storedAndQueued();
  const form = await viaForm(input);
  const formStored = await storedAndQueued();
  return { api, form, apiStored, formStored };
}

const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: fc.constantFrom('a', 'Ä', ' ', '\n', '\t', '\u0000', '\u202e', '+', '@', '.'), maxLength }),
  );
const input: fc.Arbitrary<Input> = fc.record({
  firstName: fc.oneof(fc.constantFrom('Erika', '  Jörg ', ''), text(120)),
  lastName: fc.oneof(fc.constantFrom('Muster', 'Ça Va'), text(120)),
  email: fc.oneof(fc.emailAddress(), fc.constantFrom('max@bücher.de', ' A@EXAMPLE.DE ', 'kaputt', ''), text(40)),
  phone: fc.oneof(fc.constantFrom('', '0271 123456', '+49 (0)271 / 123-45'), text(50)),
  interest: fc.oneof(fc.constantFrom(...interests), text(20)),
  message: fc.oneof(fc.constantFrom('Bitte um Rückruf.', ''), text(200)),
});

/** Input the schema accepts, with generated text where the schema allows any. */
const validInput: fc.Arbitrary<Input> = fc.record({
  firstName: fc.stringMatching(/^[A-Za-zÄÖÜäöüß' -]{0,40}[A-Za-zÄÖÜäöüß]$/),
  lastName: fc.constantFrom('Muster', 'Ça Va', "O'Brien & Söhne", '李'),
  // fast-check's addresses include forms the schema refuses (about four in ten): these are all valid.
  email: fc.oneof(
    fc
      .tuple(
        fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,30}[a-z0-9]$/),
        fc.constantFrom('example.de', 'bücher.de', 'EXAMPLE.COM'),
      )
      .filter(([local]) => !local.includes('..'))
      .map(([local, domain]) => `${local}@${domain}`),
    fc.constantFrom('max@bücher.de', ' A@EXAMPLE.DE '),
  ),
  phone: fc.stringMatching(/^[0-9+()/. -]{0,40}$/),
  interest: fc.constantFrom(...interests),
  message: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }).filter((m) => m.trim() !== ''),
});

describe('submitEnquiry through both adapters', () => {
  test('a valid enquiry: accepted, one row and two mails, the same either way', async () => {
    const { api, form, apiStored, formStored } = await bothWays({
      firstName: ' Erika ',
      lastName: 'Formular',
      email: 'Erika@Bücher.DE',
      phone: '0271 123456',
      interest: 'Wasserbett',
      message: 'Bitte um Rückruf (200 × 220 cm) & Topper.',
    });
    expect(api).toEqual({ status: 201 });
    expect(form).toEqual({ status: 201 });
    expect(apiStored.enquiries).toHaveLength(1);
    expect(apiStored.enquiries[0]).toMatchObject({ firstName: 'Erika', email: 'Erika@xn--bcher-kva.de' });
    expect(apiStored.mails.map((m) => m.kind)).toEqual(['shop-notification', 'visitor-confirmation']);
    expect(formStored).toEqual(apiStored);
  });

  test('generated input: the same outcome, the same stored row and the same queued mails', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(input, validInput), async (sent) => {
        const { api, form, apiStored, formStored } = await bothWays(sent);
        expect(form).toEqual(api);
        expect(formStored).toEqual(apiStored);
        // Accepted means stored with its notification; refused means nothing stored.
        expect(apiStored.enquiries).toHaveLength(api.status === 201 ? 1 : 0);
        if (api.status === 201) expect(apiStored.mails[0]!.kind).toBe('shop-notification');
        else expect(api.status).toBe(400);
        accepted += api.status === 201 ? 1 : 0;
      }),
      { numRuns: 60 },
    );
    // Both branches were exercised.
    expect(accepted).toBeGreaterThan(5);
    expect(accepted).toBeLessThan(55);
  });
});
