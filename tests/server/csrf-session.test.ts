/** Issue 19: the CSRF token is bound to the visitor's anti-forgery session; `__Host-` in production. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CSRF_COOKIE,
  CSRF_FAILURE_MESSAGE,
  CSRF_HEADER,
  CSRF_HOST_COOKIE,
  CSRF_SESSION_COOKIE,
  CSRF_SESSION_HOST_COOKIE,
} from '../../server/http/csrf';
import {
  body,
  expectError,
  newClient,
  setCookieFor,
  uniqueEmail,
  type TestApi,
} from './auth-helpers';
import { createTestApi, type TestClient } from './support/test-api';

let api: TestApi;
let production: TestApi;

beforeAll(async () => {
  [api, production] = await Promise.all([createTestApi(), createTestApi({ production: true })]);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await Promise.all([api?.close(), production?.close()]);
});

/** A state-changing call that needs nothing but the CSRF check to pass. */
const forgotPassword = (client: TestClient, headers: Record<string, string> = {}) =>
  client.request('POST', '/auth/forgot-password', {
    json: { email: uniqueEmail() },
    withoutCsrf: true,
    headers,
  });

async function mintedToken(client: TestClient): Promise<string> {
  const response = await client.get('/api/csrf-token');
  expect(response.status).toBe(200);
  return (await body<{ csrfToken: string }>(response)).csrfToken;
}

describe('the anti-forgery session', () => {
  it("accepts a visitor's own token, with its HttpOnly session cookie", async () => {
    const visitor = newClient(api);
    const response = await visitor.get('/api/csrf-token');
    const session = setCookieFor(response, CSRF_SESSION_COOKIE);
    for (const attribute of ['HttpOnly', 'SameSite=Strict', 'Path=/']) {
      expect(session).toContain(`; ${attribute}`);
    }
    const { csrfToken } = await body<{ csrfToken: string }>(response);
    expect(visitor.cookies.get(CSRF_COOKIE)).toBe(csrfToken);
    expect((await forgotPassword(visitor, { [CSRF_HEADER]: csrfToken })).status).toBe(200);
  });

  it('refuses a token minted for another visitor, even as both cookie and header', async () => {
    const attacker = newClient(api);
    const stolen = await mintedToken(attacker);
    const victim = newClient(api);
    await mintedToken(victim);
    victim.cookies.set(CSRF_COOKIE, stolen);
    await expectError(
      await forgotPassword(victim, { [CSRF_HEADER]: stolen }),
      403,
      CSRF_FAILURE_MESSAGE,
    );
  });

  it('refuses a signed token without the session it was minted for', async () => {
    const visitor = newClient(api);
    const token = await mintedToken(visitor);
    visitor.cookies.delete(CSRF_SESSION_COOKIE);
    await expectError(
      await forgotPassword(visitor, { [CSRF_HEADER]: token }),
      403,
      CSRF_FAILURE_MESSAGE,
    );
    visitor.cookies.set(CSRF_SESSION_COOKIE, 'x'.repeat(43));
    await expectError(
      await forgotPassword(visitor, { [CSRF_HEADER]: token }),
      403,
      CSRF_FAILURE_MESSAGE,
    );
  });

  it('keeps the session across new tokens, each of which works', async () => {
    const visitor = newClient(api);
    await mintedToken(visitor);
    const session = visitor.cookies.get(CSRF_SESSION_COOKIE);
    const again = await visitor.get('/api/csrf-token');
    expect(setCookieFor(again, CSRF_SESSION_COOKIE)).toBeUndefined();
    expect(visitor.cookies.get(CSRF_SESSION_COOKIE)).toBe(session);
    const { csrfToken } = await body<{ csrfToken: string }>(again);
    expect((await forgotPassword(visitor, { [CSRF_HEADER]: csrfToken })).status).toBe(200);
  });
});

describe('in production', () => {
  it('names both cookies __Host- (Secure, Path=/, no Domain) and ignores the plain names', async () => {
    const visitor = newClient(production);
    const response = await visitor.get('/api/csrf-token');
    const token = setCookieFor(response, CSRF_HOST_COOKIE);
    const session = setCookieFor(response, CSRF_SESSION_HOST_COOKIE);
    expect(setCookieFor(response, CSRF_COOKIE)).toBeUndefined();
    for (const cookie of [token, session]) {
      expect(cookie).toContain('; Secure');
      expect(cookie).toContain('; Path=/');
      expect(cookie).not.toMatch(/Domain=/i);
    }
    expect(session).toContain('; HttpOnly');
    expect(token).not.toContain('HttpOnly');

    const { csrfToken } = await body<{ csrfToken: string }>(response);
    expect((await forgotPassword(visitor, { [CSRF_HEADER]: csrfToken })).status).toBe(200);

    // A cookie without the prefix, as a sibling subdomain could plant, counts for nothing.
    const planted = newClient(production);
    planted.cookies.set(CSRF_COOKIE, csrfToken);
    planted.cookies.set(CSRF_SESSION_COOKIE, visitor.cookies.get(CSRF_SESSION_HOST_COOKIE)!);
    await expectError(
      await forgotPassword(planted, { [CSRF_HEADER]: csrfToken }),
      403,
      CSRF_FAILURE_MESSAGE,
    );
  });
});
