import { describe, expect, it, vi } from 'vitest';
import { json, ok, setup, registerApiClientTestHooks } from './test-support';

registerApiClientTestHooks();

describe('createApiClient: the bearer token and its refresh (token-refresh.ts)', () => {
  it('SPEC §7: a bearer token on authenticated calls when one exists', async () => {
    const { client, requests, setToken } = setup([ok()]);
    await client.get('/auth/profile');
    await client.post('/auth/login', { email: 'a@b.c' }, { auth: false });
    setToken(null);
    await client.get('/auth/profile');
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      null,
      null,
    ]);
  });

  it('401 on an authenticated call: one refresh, then one retry with the new token', async () => {
    const { client, requests, options } = setup([
      json({ message: 'Token expired' }, { status: 401 }),
      json({ id: 'u1' }),
    ]);
    await expect(client.get('/auth/profile')).resolves.toEqual({ id: 'u1' });
    expect(options.refreshSession).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(options.onSessionExpired).not.toHaveBeenCalled();
  });

  it("401 when the refresh fails: the session is expired with 'Session expired. Please login again.'", async () => {
    const { client, calls, options } = setup([json({ message: 'Unauthorized' }, { status: 401 })], {
      refreshSession: vi.fn(async () => false),
    });
    await expect(client.get('/auth/sessions')).rejects.toMatchObject({
      message: 'Session expired. Please login again.',
      status: 401,
    });
    expect(calls).toHaveBeenCalledTimes(1);
    expect(options.onSessionExpired).toHaveBeenCalledWith('Session expired. Please login again.');
  });

  it('401 again after the refresh: no second refresh, the session is expired', async () => {
    const { client, calls, options } = setup([json({ message: 'Unauthorized' }, { status: 401 })]);
    await expect(client.get('/auth/sessions')).rejects.toMatchObject({
      message: 'Session expired. Please login again.',
    });
    expect(calls).toHaveBeenCalledTimes(2);
    expect(options.refreshSession).toHaveBeenCalledTimes(1);
    expect(options.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('401 on an unauthenticated call (a wrong password) is an ordinary error', async () => {
    const { client, options } = setup([json({ message: 'Invalid credentials' }, { status: 401 })]);
    await expect(
      client.post('/auth/login', { email: 'a@b.c', password: 'x' }, { auth: false }),
    ).rejects.toMatchObject({ message: 'Invalid credentials', status: 401 });
    expect(options.refreshSession).not.toHaveBeenCalled();
    expect(options.onSessionExpired).not.toHaveBeenCalled();
  });
});
