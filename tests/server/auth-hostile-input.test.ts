/**
 * Bad and hostile input on the auth calls: malformed JSON, oversize bodies, wrong types, the
 * dangerous-payload check, and the Big List of Naughty Strings (blns) as names and e-mails.
 * Each is refused with a clear 400 (or 413/415) and nothing stored, or stored exactly as typed
 * (sent HTML-escaped as the app sends it; names lose bidi controls: decision 0060).
 */
import { createRequire } from 'node:module';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUSPICIOUS_CONTENT_MESSAGE } from '../../src/contract/api-error';
import { stripBidiControls } from '../../src/contract/typed-text';
import { users } from '../../server/db/schema';
import { asTheAppSends } from '../support/quirky-strings';
import {
  PASSWORD,
  body,
  expectError,
  newClient,
  signedInUser,
  uniqueAddress,
  uniqueEmail,
  type ErrorBody,
  type TestApi,
} from './auth-helpers';
import { createTestApi } from './support/test-api';

const blns = createRequire(import.meta.url)('blns') as string[];

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api?.close();
});

async function userCount(): Promise<number> {
  const [row] = await api.db.select({ n: count() }).from(users);
  return row!.n;
}

const registration = () => ({
  firstName: 'Robin',
  lastName: 'Walker',
  email: uniqueEmail(),
  password: PASSWORD,
});

describe('malformed requests', () => {
  it('refuses bodies that are not JSON objects, storing nothing', async () => {
    const client = newClient(api);
    const before = await userCount();
    await expectError(
      await client.request('POST', '/auth/register', { body: '{"firstName": "Ro' }),
      400,
      'The request body is not valid JSON',
    );
    await expectError(await client.request('POST', '/auth/register', { body: '[]' }), 400);
    await expectError(await client.request('POST', '/auth/register', { body: 'null' }), 400);
    await expectError(await client.request('POST', '/auth/register', { body: '' }), 400);
    await expectError(
      await client.request('POST', '/auth/register', {
        body: JSON.stringify(registration()),
        headers: { 'Content-Type': 'text/plain' },
      }),
      415,
    );
    expect(await userCount()).toBe(before);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const client = newClient(api);
    const before = await userCount();
    const response = await client.post('/auth/register', {
      ...registration(),
      lastName: 'x'.repeat(70 * 1024),
    });
    await expectError(response, 413);
    await expectError(
      await client.post('/auth/login', { email: uniqueEmail(), password: 'p'.repeat(65 * 1024) }),
      413,
    );
    expect(await userCount()).toBe(before);
  });

  it('refuses wrong types field by field', async () => {
    const client = newClient(api);
    const before = await userCount();
    const error = await expectError(
      await client.post('/auth/register', {
        firstName: ['Robin'],
        lastName: { name: 'Walker' },
        email: 42,
        password: true,
      }),
      400,
    );
    expect(error.data?.fieldErrors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
    });
    const login = await expectError(
      await client.post('/auth/login', { email: 42, password: null }),
      400,
    );
    expect(Object.keys(login.data?.fieldErrors ?? {}).sort()).toEqual(['email', 'password']);
    const missing = await expectError(await client.post('/auth/register', {}), 400);
    expect(missing.message).toBe('First name is required');
    expect(missing.data?.fieldErrors?.email).toEqual(['Email is required']);
    expect(await userCount()).toBe(before);
  });

  it.each([
    '<script>alert(1)</script>',
    'Robin<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '<iframe src="https://evil.example"></iframe>',
    'data:text/html;base64,PHNjcmlwdD4=',
  ])('blocks the dangerous payload %s', async (payload) => {
    const client = newClient(api);
    const before = await userCount();
    const response = await client.post('/auth/register', { ...registration(), firstName: payload });
    await expectError(response, 400, SUSPICIOUS_CONTENT_MESSAGE);
    expect(await userCount()).toBe(before);
  });

  it('refuses control characters and NUL rather than storing them', async () => {
    const client = newClient(api);
    const before = await userCount();
    for (const name of ['Rob\u0000in', 'Ro\u001b[31mbin', 'Rob\u0007', '\ud800Robin']) {
      const error = await expectError(
        await client.post('/auth/register', { ...registration(), lastName: name }),
        400,
        'Last name contains characters that are not allowed',
      );
      expect(error.data?.fieldErrors?.lastName).toBeDefined();
    }
    expect(await userCount()).toBe(before);
  });

  it('never answers with a stack trace or an internal message', async () => {
    const client = newClient(api);
    const responses = await Promise.all([
      client.request('POST', '/auth/login', { body: '{' }),
      client.request('DELETE', "/auth/sessions/'; drop table users; --"),
      client.post('/auth/refresh', { token: 'x'.repeat(10_000) }),
    ]);
    for (const response of responses) {
      const text = await response.text();
      expect(text).not.toMatch(/\bat .+\.ts:\d+|Failed query|drizzle|stack/i);
    }
  });
});

/** A name as stored: as typed, a single line without bidi controls (decision 0060), trimmed. */
const asTyped = (name: string) => stripBidiControls(name).trim();

/** A clear refusal: 400 with a non-empty message, naming fields where there are some. */
function expectClearRefusal(response: Response, error: ErrorBody) {
  expect(response.status).toBe(400);
  expect(error.message.length).toBeGreaterThan(3);
  expect(error.message).not.toMatch(/Invalid (key|type)|undefined|\[object/);
}

// Hundreds of requests each: generous limits, as a shared CI machine can be slow.
describe('the Big List of Naughty Strings', { timeout: 60_000 }, () => {
  it(`as e-mails on register (${blns.length} strings): refused clearly, or stored normalised`, async () => {
    const before = await userCount();
    let stored = 0;
    for (const [index, email] of blns.entries()) {
      const client = newClient(api, `10.77.${index >> 8}.${index & 255}`);
      // Sent as the app sends text (SPEC §5), read back as typed (decision 0060).
      const response = await client.post(
        '/auth/register',
        asTheAppSends({ ...registration(), email }),
      );
      const json = await body<ErrorBody & { email?: string }>(response);
      if (response.status === 201) {
        stored += 1;
        expect(json.email).toBe(email.trim().toLowerCase());
      } else if (response.status === 409) {
        expect(json.data?.fieldErrors?.email).toBeDefined();
      } else {
        expectClearRefusal(response, json);
      }
    }
    expect(await userCount()).toBe(before + stored);
  });

  // Register hashes a password for every accepted name, so it takes a sample of the list (with
  // every kind of string in it); complete-profile, which stores names without hashing, takes all.
  const sample = blns.filter(
    (text, index) =>
      index % 24 === 0 ||
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u001f]|^\s*$|[\u202a-\u202e]|<script/u.test(text),
  );

  it(`as names on register (${sample.length} strings): refused clearly, or stored exactly`, async () => {
    let before = await userCount();
    for (const name of sample) {
      const client = newClient(api, uniqueAddress());
      const email = uniqueEmail('blns');
      const response = await client.post(
        '/auth/register',
        asTheAppSends({ firstName: name, lastName: name, email, password: PASSWORD }),
      );
      const json = await body<ErrorBody & { firstName?: string; lastName?: string }>(response);
      if (response.status === 201) {
        expect(json.firstName).toBe(asTyped(name));
        expect(json.lastName).toBe(asTyped(name));
        const [row] = await api.db.select().from(users).where(eq(users.email, email));
        expect(row!.firstName).toBe(asTyped(name));
        expect(row!.lastName).toBe(asTyped(name));
        before += 1;
      } else {
        expectClearRefusal(response, json);
      }
      expect(await userCount()).toBe(before);
    }
  });

  it(`as names on complete-profile (all ${blns.length}): refused clearly, or stored exactly`, async () => {
    const { client, account } = await signedInUser(api);
    let current = { firstName: 'Robin', lastName: 'Walker' };
    let accepted = 0;
    for (const name of blns) {
      const response = await client.post(
        '/auth/complete-profile',
        asTheAppSends({ firstName: name, lastName: name, industry: 'OTHER' }),
      );
      const json = await body<ErrorBody & { firstName?: string }>(response);
      if (response.status === 200) {
        accepted += 1;
        current = { firstName: asTyped(name), lastName: asTyped(name) };
        expect(json.firstName).toBe(asTyped(name));
      } else {
        expectClearRefusal(response, json);
      }
      const [row] = await api.db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, account.profile.id));
      expect(row).toEqual(current);
    }
    expect(accepted).toBeGreaterThan(blns.length / 2);
  });
});
