/** Shared helpers of the auth API tests (tests/server/auth-*.test.ts). */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TokenResponse } from '../../src/contract/auth';
import type { Database } from '../../server/db/database';
import { emailOutbox, users, type Role } from '../../server/db/schema';
import type { createTestApi, RequestOptions, TestClient } from './support/test-api';

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** Meets every SPEC §5 rule. */
export const PASSWORD = 'Walk-Through-42';
export const NEW_PASSWORD = 'Fresh-Start-97';

let counter = 0;

/** An e-mail no other test uses. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.test`;
}

/** A documentation-range address (198.18.0.0/15) no other client of the file uses. */
export function uniqueAddress(): string {
  counter += 1;
  return `198.18.${(counter >> 8) & 255}.${counter & 255}`;
}

/**
 * A client that always connects from its own address, so per-address rate limits of one test
 * do not spill into another.
 */
export function newClient(api: TestApi, address = uniqueAddress()): TestClient {
  const client = api.client();
  const request = client.request.bind(client);
  client.request = (method: string, path: string, options: RequestOptions = {}) =>
    request(method, path, { remoteAddress: address, ...options });
  return client;
}

export async function body<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export interface ErrorBody {
  message: string;
  status: number;
  data?: {
    fieldErrors?: Record<string, string[]>;
    retryAfter?: number;
    attemptsRemaining?: number;
    reason?: string;
    requestId?: string;
  };
}

export async function expectError(
  response: Response,
  status: number,
  message?: string | RegExp,
): Promise<ErrorBody> {
  const json = await body<ErrorBody>(response);
  expect(response.status, JSON.stringify(json)).toBe(status);
  expect(json.status).toBe(status);
  expect(typeof json.message).toBe('string');
  expect(json.message.length).toBeGreaterThan(0);
  if (typeof message === 'string') expect(json.message).toBe(message);
  else if (message) expect(json.message).toMatch(message);
  return json;
}

export async function register(
  client: TestClient,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
) {
  const input = {
    firstName: 'Robin',
    lastName: 'Walker',
    email: uniqueEmail(),
    password: PASSWORD,
    ...overrides,
  };
  const response = await client.post('/auth/register', input);
  expect(response.status, await response.clone().text()).toBe(201);
  return { ...input, profile: await body<{ id: string; email: string }>(response) };
}

/** Signs in (no two-factor) and makes the client send the access token. */
export async function signIn(
  client: TestClient,
  email: string,
  password = PASSWORD,
): Promise<TokenResponse> {
  const response = await client.post('/auth/login', { email, password });
  expect(response.status, await response.clone().text()).toBe(200);
  const tokens = await body<TokenResponse>(response);
  client.bearer = tokens.token;
  return tokens;
}

/** A new account, signed in on a new client. */
export async function signedInUser(api: TestApi) {
  const client = newClient(api);
  const account = await register(client);
  const tokens = await signIn(client, account.email);
  return { client, account, tokens };
}

/**
 * A new account with `role`, signed in on a new client. The role is set in the database, as the
 * seed does: the API never grants SUPERADMIN (docs/decisions/0010-roles-and-staff.md).
 */
export async function signedInWithRole(api: TestApi, role: Role) {
  const client = newClient(api);
  const account = await register(client, { email: uniqueEmail(role.toLowerCase()) });
  await api.db.update(users).set({ role }).where(eq(users.id, account.profile.id));
  const tokens = await signIn(client, account.email);
  return { client, account, tokens };
}

export async function outbox(db: Database, to: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
}

/** The reset token of the newest reset e-mail to `to`. */
export async function resetTokenFromOutbox(db: Database, to: string): Promise<string> {
  const mails = (await outbox(db, to)).filter((mail) => /reset your/i.test(mail.subject));
  const text = mails.at(-1)?.bodyText ?? '';
  const match = /\/forgot-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** The development name of the HttpOnly refresh-token cookie. */
export const REFRESH_COOKIE = 'roomwalk_refresh';

/** The refresh token a client holds: only ever in its cookie, never in a response body. */
export function refreshTokenOf(client: TestClient): string {
  const token = client.cookies.get(REFRESH_COOKIE);
  expect(token, 'refresh cookie').toBeDefined();
  return token!;
}

/** POST /auth/refresh from a new client (its own address) that holds `refreshToken` in its cookie. */
export function refreshWithCookie(api: TestApi, refreshToken: string): Promise<Response> {
  const client = newClient(api);
  client.cookies.set(REFRESH_COOKIE, refreshToken);
  return client.post('/auth/refresh');
}

/** The Set-Cookie header naming `name`, if any. */
export function setCookieFor(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
}
