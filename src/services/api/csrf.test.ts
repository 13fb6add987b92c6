import { describe, expect, it } from 'vitest';
import { CSRF_TOKEN_STORAGE_KEY } from '../csrf-token';
import { json, ok, setup, registerApiClientTestHooks } from './test-support';

registerApiClientTestHooks();

describe('createApiClient: anti-forgery tokens (csrf.ts)', () => {
  it('SPEC §7: X-CSRF-Token carries the stored 64-hex anti-forgery token', async () => {
    const { client, requests } = setup([ok()]);
    await client.get('/a');
    await client.post('/a', {});
    const stored = localStorage.getItem(CSRF_TOKEN_STORAGE_KEY);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(requests.map((r) => r.headers.get('x-csrf-token'))).toEqual([stored, stored]);
  });

  it('SPEC §7: the interceptor copies the XSRF cookie, else the meta tag, into X-XSRF-TOKEN', async () => {
    const { client, requests } = setup([ok()], { xsrfToken: undefined });
    await client.get('/a');
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'from-meta';
    document.head.append(meta);
    await client.get('/a');
    document.cookie = 'XSRF-TOKEN=from-cookie; Path=/';
    await client.get('/a');
    expect(requests.map((r) => r.headers.get('x-xsrf-token'))).toEqual([
      null,
      'from-meta',
      'from-cookie',
    ]);
  });

  it('fetches the XSRF cookie from /api/csrf-token before a change when there is none', async () => {
    let cookie: string | null = null;
    const { client, requests } = setup(
      [
        (request) => {
          if (request.url === '/api/csrf-token') cookie = 'fresh-xsrf';
          return ok();
        },
      ],
      { xsrfToken: () => cookie },
    );
    await client.get('/pricing/plans');
    await client.post('/contact', { firstName: 'Ada' });
    await client.post('/contact', { firstName: 'Ada' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/v1/pricing/plans',
      'GET /api/csrf-token',
      'POST /api/v1/contact',
      'POST /api/v1/contact',
    ]);
    expect(requests[2]!.headers.get('x-xsrf-token')).toBe('fresh-xsrf');
  });

  it('403 whose message mentions csrf: a new XSRF cookie is fetched and the page reloads', async () => {
    const { client, requests, options } = setup([
      json({ message: 'Invalid or missing CSRF token' }, { status: 403 }),
      ok(),
      json({ message: 'Forbidden' }, { status: 403 }),
    ]);
    await expect(client.post('/contact', {})).rejects.toMatchObject({
      status: 403,
      message: 'Invalid or missing CSRF token',
    });
    expect(requests[1]!.url).toBe('/api/csrf-token');
    expect(options.reloadPage).toHaveBeenCalledTimes(1);
    await expect(client.post('/contact', {})).rejects.toMatchObject({ status: 403 });
    expect(options.reloadPage).toHaveBeenCalledTimes(1);
  });
});
