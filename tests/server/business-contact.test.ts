/** POST /contact (SPEC §3, §5, §7, §8) on a real database: stored exactly, or refused clearly. */
import { createRequire } from 'node:module';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../../server/business/contact';
import { contactRequests } from '../../server/db/schema';
import { MAX_JSON_BYTES } from '../../server/http/json-body';
import { SUSPICIOUS_CONTENT_MESSAGE, type ApiErrorBody } from '../../src/contract/api-error';
import { createTestApi, type RequestOptions } from './support/test-api';

const SUCCESS = 'Thank you for your interest! We will contact you soon.';

let api: Awaited<ReturnType<typeof createTestApi>>;

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(async () => {
  await api?.close();
});

/**
 * Each request from its own address, so that the per-address limit never interferes with the
 * test at hand (the limit has a test of its own below).
 */
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

function postContact(json: unknown, options: RequestOptions = {}) {
  return api.client().post('/contact', json, { remoteAddress: nextAddress(), ...options });
}

async function storedCount(): Promise<number> {
  const [row] = await api.db.select({ rows: count() }).from(contactRequests);
  return row!.rows;
}

let rowsBefore = 0;
beforeEach(async () => {
  rowsBefore = await storedCount();
});

/** The request failed with SPEC §3's error shape and stored nothing. */
async function expectRefused(response: Response, status: number): Promise<ApiErrorBody> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ApiErrorBody;
  expect(body.status).toBe(status);
  expect(body.message.length).toBeGreaterThan(0);
  expect(await storedCount()).toBe(rowsBefore);
  return body;
}

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  industry: 'REAL_ESTATE',
  tourInMind: '3 apartments',
  message: 'Please call me.',
};

describe('POST /contact', () => {
  it('stores the request exactly, unicode included, and thanks the sender', async () => {
    const request = {
      firstName: 'Zoë',
      lastName: 'Ñúñez 山田',
      email: 'zoe.nunez@example.com',
      industry: 'PROPERTY_MANAGEMENT',
      tourInMind: '12 tours — 🏠🏢',
      message: 'Привет! مرحبا 👋🏽 e\u0301 \u200d\nSecond line\ttab',
    };
    const response = await postContact(request);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: SUCCESS });

    const rows = await api.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.email, request.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      industry: request.industry,
      tourInMind: request.tourInMind,
      message: request.message,
      handledAt: null,
    });
    expect(rows[0]!.createdAt.toISOString()).toBe(api.clock.now().toISOString());
  });

  it('takes tourInMind and message as optional, and is served under /api/v1 too', async () => {
    const response = await api
      .client()
      .post(
        '/api/v1/contact',
        { firstName: 'Bo', lastName: 'Li', email: 'BO.LI@Example.com', industry: 'OTHER' },
        { remoteAddress: nextAddress() },
      );
    expect(response.status).toBe(201);
    const [row] = await api.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.email, 'bo.li@example.com'));
    expect(row).toMatchObject({ industry: 'OTHER', tourInMind: null, message: null });
  });

  it('names every missing required field', async () => {
    const body = await expectRefused(await postContact({}), 400);
    expect(body.data?.fieldErrors).toMatchObject({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email is required'],
      industry: ['Choose an industry'],
    });
  });

  it('treats blank names as missing', async () => {
    const body = await expectRefused(
      await postContact({ ...valid, firstName: '   ', lastName: '\t' }),
      400,
    );
    expect(body.data?.fieldErrors?.firstName).toEqual(['First name is required']);
    expect(body.data?.fieldErrors?.lastName).toEqual(['Last name is required']);
  });

  it('refuses an invalid e-mail address', async () => {
    for (const email of ['not-an-email', 'a@b', '@example.com', 'a b@example.com']) {
      const body = await expectRefused(await postContact({ ...valid, email }), 400);
      expect(body.message).toBe('Enter a valid email address');
      expect(body.data?.fieldErrors?.email).toEqual(['Enter a valid email address']);
    }
  });

  it('refuses an unknown industry', async () => {
    const body = await expectRefused(await postContact({ ...valid, industry: 'FARMING' }), 400);
    expect(body.data?.fieldErrors?.industry).toEqual(['Choose an industry']);
  });

  it('refuses over-long fields', async () => {
    const message = await expectRefused(
      await postContact({ ...valid, message: 'x'.repeat(5001) }),
      400,
    );
    expect(message.data?.fieldErrors?.message).toEqual(['Message must be at most 5000 characters']);
    const name = await expectRefused(
      await postContact({ ...valid, firstName: 'n'.repeat(101) }),
      400,
    );
    expect(name.data?.fieldErrors?.firstName).toEqual([
      'First name must be at most 100 characters',
    ]);
    // 5000 characters exactly is fine.
    expect((await postContact({ ...valid, message: 'y'.repeat(5000) })).status).toBe(201);
  });

  it('refuses wrong types', async () => {
    const body = await expectRefused(
      await postContact({ ...valid, firstName: 42, message: ['a'] }),
      400,
    );
    expect(body.data?.fieldErrors?.firstName).toEqual(['First name is required']);
    expect(body.data?.fieldErrors?.message).toEqual(['Message must be text']);
    await expectRefused(await postContact([valid]), 400);
    await expectRefused(await postContact('hello'), 400);
  });

  it('refuses text the database cannot store as sent (NUL, lone surrogates)', async () => {
    const nul = await expectRefused(await postContact({ ...valid, message: 'a\u0000b' }), 400);
    expect(nul.data?.fieldErrors?.message).toEqual([
      'Message contains characters that cannot be stored',
    ]);
    const lone = await expectRefused(
      await postContact(undefined, {
        body: JSON.stringify({ ...valid, message: 'x' }).replace('"x"', '"\\ud800x"'),
      }),
      400,
    );
    expect(lone.data?.fieldErrors?.message).toEqual([
      'Message contains characters that cannot be stored',
    ]);
  });

  it('refuses malformed JSON', async () => {
    const body = await expectRefused(
      await postContact(undefined, { body: '{"firstName": "Ada",' }),
      400,
    );
    expect(body.message).toBe('The request body is not valid JSON');
  });

  it('refuses an oversize body with 413', async () => {
    const body = await expectRefused(
      await postContact({ ...valid, message: 'z'.repeat(MAX_JSON_BYTES) }),
      413,
    );
    expect(body.message).toBe('Request body is too large: at most 64 KiB is accepted');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const body = await expectRefused(
      await postContact(undefined, {
        body: 'firstName=Ada&lastName=Lovelace',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      415,
    );
    expect(body.message).toMatch(/JSON/);
    await expectRefused(
      await postContact(undefined, {
        body: JSON.stringify(valid),
        headers: { 'Content-Type': 'text/plain' },
      }),
      415,
    );
  });

  it('refuses a request without the CSRF token with a 403 that mentions csrf', async () => {
    const body = await expectRefused(await postContact(valid, { withoutCsrf: true }), 403);
    expect(body.message).toMatch(/csrf/i);
  });

  it.each([
    ['a script tag', { message: '<script>alert(1)</script>' }],
    ['a javascript: URL', { tourInMind: 'javascript:alert(1)' }],
    ['an img with onerror', { message: 'see <img src=x onerror=alert(1)>' }],
    ['an iframe in a name', { lastName: '<iframe src="//evil.example">' }],
    ['a data: URL', { message: 'data:text/html;base64,PHNjcmlwdD4=' }],
  ])('blocks %s with SPEC §8 wording', async (_label, patch) => {
    const body = await expectRefused(await postContact({ ...valid, ...patch }), 400);
    expect(body.message).toBe(SUSPICIOUS_CONTENT_MESSAGE);
  });

  it('limits each address, answering 429 with Retry-After', async () => {
    const client = api.client();
    const remoteAddress = '192.0.2.77';
    const send = () => client.post('/contact', valid, { remoteAddress });
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.limit; sent += 1) {
      expect((await send()).status).toBe(201);
    }
    rowsBefore = await storedCount();
    const limited = await expectRefused(await send(), 429);
    expect(limited.message).toBe('Too many requests. Please try again later.');
    expect(limited.data?.retryAfter).toBe(CONTACT_RATE_LIMIT.windowMs / 1000);
    // Invalid requests count too, so they cannot be used to probe past the limit.
    await expectRefused(await client.post('/contact', {}, { remoteAddress }), 429);
    // Another address is not affected; the same one may send again once the window is over.
    expect((await client.post('/contact', valid, { remoteAddress: '192.0.2.78' })).status).toBe(
      201,
    );
    api.clock.advance(CONTACT_RATE_LIMIT.windowMs);
    expect((await send()).status).toBe(201);
  });

  it('stores every naughty string of blns byte for byte, or refuses it clearly', async () => {
    const naughty = loadNaughtyStrings();
    expect(naughty.length).toBeGreaterThan(400);
    const email = 'naughty.strings@example.com';
    const accepted = new Map<string, string>();
    const refusals = new Map<string, number>();

    for (const [index, text] of naughty.entries()) {
      const lastName = `String ${index}`;
      const response = await postContact({
        firstName: 'Naughty',
        lastName,
        email,
        industry: 'OTHER',
        message: text,
      });
      const body = (await response.json()) as { message?: unknown };
      if (response.status === 201) {
        expect(body).toEqual({ message: SUCCESS });
        accepted.set(lastName, text);
        continue;
      }
      // A refusal is a client error with a message a person can act on, never a crash.
      expect(response.status, `string ${index}: ${JSON.stringify(text)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(response.status, `string ${index}: ${JSON.stringify(text)}`).toBeLessThan(500);
      expect(typeof body.message).toBe('string');
      expect(body.message).not.toBe('');
      const reason = String(body.message);
      refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
    }

    const rows = await api.db
      .select({ lastName: contactRequests.lastName, message: contactRequests.message })
      .from(contactRequests)
      .where(eq(contactRequests.email, email));
    expect(rows).toHaveLength(accepted.size);
    for (const row of rows) {
      const sent = accepted.get(row.lastName);
      expect(sent, `unexpected row ${row.lastName}`).toBeDefined();
      // The contract trims the message (as the form does); everything else is kept exactly.
      const expected = Buffer.from(sent!.trim(), 'utf8');
      expect(Buffer.from(row.message ?? '', 'utf8').equals(expected), row.lastName).toBe(true);
    }
    // Most strings are harmless text; the refused ones are the dangerous patterns of SPEC §5.
    expect(accepted.size).toBeGreaterThan(naughty.length / 2);
    expect([...refusals.keys()]).toEqual([SUSPICIOUS_CONTENT_MESSAGE]);
  }, 120_000);
});

/** blns exports its list (resources/blns.json) as a CommonJS array of strings. */
function loadNaughtyStrings(): string[] {
  const list: unknown = createRequire(import.meta.url)('blns');
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw new Error('blns did not export a list of strings');
  }
  return list;
}
