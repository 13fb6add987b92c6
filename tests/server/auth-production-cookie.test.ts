/** In production the refresh cookie is `__Host-` and Secure; refresh reads it back. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TokenResponse } from '../../src/contract/auth';
import { PASSWORD, body, newClient, register, setCookieFor, type TestApi } from './auth-helpers';
import { createTestApi } from './support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ production: true });
});
afterAll(async () => {
  await api?.close();
});

it('sets __Host-roomwalk_refresh with Secure, HttpOnly, SameSite=Strict and Path=/', async () => {
  const client = newClient(api);
  const { email } = await register(client);
  const response = await client.post('/auth/login', { email, password: PASSWORD });
  expect(response.status).toBe(200);
  expect(Object.keys(await body<TokenResponse>(response)).sort()).toEqual(['expiresAt', 'token']);
  expect(setCookieFor(response, 'roomwalk_refresh')).toBeUndefined();
  const cookie = setCookieFor(response, '__Host-roomwalk_refresh');
  expect(cookie).toMatch(/^__Host-roomwalk_refresh=[\w-]{43};/);
  const first = client.cookies.get('__Host-roomwalk_refresh');
  for (const attribute of ['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/']) {
    expect(cookie).toContain(`; ${attribute}`);
  }
  expect(cookie).not.toMatch(/Domain=/i);

  const refreshed = await client.post('/auth/refresh');
  expect(refreshed.status).toBe(200);
  const next = await body<TokenResponse>(refreshed);
  expect(client.cookies.get('__Host-roomwalk_refresh')).not.toBe(first);

  client.bearer = next.token;
  const signedOut = await client.post('/auth/logout');
  expect(signedOut.status).toBe(200);
  expect(setCookieFor(signedOut, '__Host-roomwalk_refresh')).toMatch(
    /Max-Age=0.*Secure|Secure.*Max-Age=0/,
  );
});
