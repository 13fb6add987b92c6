import { describe, expect, it } from 'vitest';
import { ok, setup, NOW, registerApiClientTestHooks } from './test-support';

registerApiClientTestHooks();

describe('createApiClient: URLs, methods and resource types (paths.ts)', () => {
  it('SPEC §7: relative paths get the /api/v1 prefix, joined to the API base', async () => {
    const { client, requests } = setup([ok()], { baseUrl: 'https://api.roomwalk.example/' });
    await client.get('/pricing/plans');
    await client.get('auth/profile');
    await client.get('/api/csrf-token');
    await client.get('/api/v1/analytics/cache');
    expect(requests.map((r) => r.url)).toEqual([
      'https://api.roomwalk.example/api/v1/pricing/plans',
      'https://api.roomwalk.example/api/v1/auth/profile',
      'https://api.roomwalk.example/api/csrf-token',
      'https://api.roomwalk.example/api/v1/analytics/cache',
    ]);
    await expect(client.get('https://evil.example/x')).rejects.toThrow(/relative/);
    await expect(client.get('//evil.example/x')).rejects.toThrow(/relative/);
  });

  it('the API base defaults to the page origin (VITE_API_BASE_URL unset)', async () => {
    const { client, requests } = setup([ok()], { baseUrl: undefined });
    await client.get('/contact');
    expect(requests[0]!.url).toBe(`${import.meta.env.VITE_API_BASE_URL ?? ''}/api/v1/contact`);
  });

  it('SPEC §7: GET, POST, PUT, PATCH and DELETE with JSON', async () => {
    const { client, requests } = setup([ok()]);
    await client.get('/a');
    await client.post('/a', { n: 1 });
    await client.put('/a', { n: 2 });
    await client.patch('/a', { n: 3 });
    await client.delete('/a');
    expect(requests.map((r) => [r.method, r.body])).toEqual([
      ['GET', undefined],
      ['POST', { n: 1 }],
      ['PUT', { n: 2 }],
      ['PATCH', { n: 3 }],
      ['DELETE', undefined],
    ]);
    expect(requests[1]!.headers.get('content-type')).toBe('application/json');
    expect(requests[0]!.headers.get('content-type')).toBeNull();
    expect(requests[0]!.headers.get('accept')).toBe('application/json');
  });

  // SPEC §7: auth no-store, user and profile no-cache, static force-cache, else default.
  it.each([
    ['/auth/login', 'auth', 'no-store'],
    ['/api/v1/auth/refresh', 'auth', 'no-store'],
    ['/auth/profile', 'auth', 'no-store'],
    ['/users/42', 'user', 'no-cache'],
    ['/users/me', 'user', 'no-cache'],
    ['/account/profile', 'user', 'no-cache'],
    ['/profile', 'user', 'no-cache'],
    ['/assets/app.js', 'static', 'force-cache'],
    ['/tours/1/thumbnail.webp', 'static', 'force-cache'],
    ['/static/logo.svg', 'static', 'force-cache'],
    ['/pricing/plans', 'api', 'default'],
  ])(
    'SPEC §7: X-Resource-Type and cache mode by path: GET %s is %s, %s',
    async (path, resourceType, cacheMode) => {
      const { client, requests } = setup([ok()]);
      await client.get(path);
      expect(requests[0]!.headers.get('x-resource-type')).toBe(resourceType);
      expect(requests[0]!.init.cache).toBe(cacheMode);
    },
  );

  it('SPEC §7: getFresh adds _t=<timestamp> and disables the cache', async () => {
    const { client, requests } = setup([ok()]);
    await client.getFresh('/pricing/plans');
    await client.getFresh('/tours?page=2');
    expect(requests[0]!.url).toBe(`/api/v1/pricing/plans?_t=${NOW}`);
    expect(requests[1]!.url).toBe(`/api/v1/tours?page=2&_t=${NOW}`);
    expect(requests.map((r) => r.init.cache)).toEqual(['no-store', 'no-store']);
  });

  it('SPEC §7: X-Requested-With and credentials on every call', async () => {
    const { client, requests } = setup([ok()]);
    await client.get('/a', { auth: false });
    await client.post('/a', {});
    for (const request of requests) {
      expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
      expect(request.init.credentials).toBe('include');
    }
  });
});
