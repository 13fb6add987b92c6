import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  cacheReportSender,
  createApiClient,
  FAILURE_MESSAGES,
  failureMessage,
  fieldErrorsOf,
  REGISTRATION_FAILED,
  safeRedirect,
  withFailureMessage,
  type ApiClientOptions,
} from './api-client';
import { createCacheStatistics } from './cache-statistics';
import { CSRF_TOKEN_STORAGE_KEY } from './csrf-token';
import { logger } from './logger';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

/** What the client handed to fetch. */
interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  init: RequestInit;
}

type Reply = Response | Error | ((request: SentRequest) => Response | Promise<Response>);

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

/**
 * The network edge: records every request and answers from a script, one reply per call (the
 * last reply repeats). A reply may be an error to reject with.
 */
function scriptedFetch(...replies: Reply[]) {
  const requests: SentRequest[] = [];
  let next = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: SentRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body,
      init,
    };
    requests.push(request);
    const reply = replies[Math.min(next, replies.length - 1)]!;
    next += 1;
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(request) : reply.clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, calls: fetch };
}

function setup(replies: Reply[], overrides: Partial<ApiClientOptions> = {}) {
  const network = scriptedFetch(...replies);
  let token: string | null = 'token-1';
  const sleep = vi.fn(async (_ms: number) => {});
  const options = {
    baseUrl: '',
    fetch: network.fetch,
    getAccessToken: vi.fn(async () => token),
    refreshSession: vi.fn(async () => {
      token = 'token-2';
      return true;
    }),
    onSessionExpired: vi.fn(),
    reloadPage: vi.fn(),
    now: () => NOW,
    sleep,
    // The XSRF cookie is there unless a test says otherwise.
    xsrfToken: () => 'xsrf-1',
    ...overrides,
  };
  const client = createApiClient(options);
  return {
    client,
    options,
    requests: network.requests,
    calls: network.calls,
    sleep,
    setToken: (value: string | null) => {
      token = value;
    },
  };
}

const ok = () => json({ ok: true });

beforeEach(() => {
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.cookie = 'XSRF-TOKEN=; Path=/; Max-Age=0';
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove());
});

describe('createApiClient: URLs and methods', () => {
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

  it('SPEC §7: X-Resource-Type derived from the path', async () => {
    const { client, requests } = setup([ok()]);
    for (const path of [
      '/auth/login',
      '/api/v1/auth/refresh',
      '/users/42',
      '/account/profile',
      '/assets/app.js',
      '/tours/1/thumbnail.webp',
      '/pricing/plans',
    ]) {
      await client.get(path);
    }
    expect(requests.map((r) => r.headers.get('x-resource-type'))).toEqual([
      'auth',
      'auth',
      'user',
      'user',
      'static',
      'static',
      'api',
    ]);
  });

  it('SPEC §7: cache mode by path: auth no-store, user and profile no-cache, static force-cache, else default', async () => {
    const { client, requests } = setup([ok()]);
    for (const path of [
      '/auth/profile',
      '/users/me',
      '/profile',
      '/static/logo.svg',
      '/pricing/plans',
    ]) {
      await client.get(path);
    }
    expect(requests.map((r) => r.init.cache)).toEqual([
      'no-store',
      'no-cache',
      'no-cache',
      'force-cache',
      'default',
    ]);
  });

  it('SPEC §7: getFresh adds _t=<timestamp> and disables the cache', async () => {
    const { client, requests } = setup([ok()]);
    await client.getFresh('/pricing/plans');
    await client.getFresh('/tours?page=2');
    expect(requests[0]!.url).toBe(`/api/v1/pricing/plans?_t=${NOW}`);
    expect(requests[1]!.url).toBe(`/api/v1/tours?page=2&_t=${NOW}`);
    expect(requests.map((r) => r.init.cache)).toEqual(['no-store', 'no-store']);
  });
});

describe('createApiClient: headers', () => {
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

  it('SPEC §7: X-Requested-With and credentials on every call', async () => {
    const { client, requests } = setup([ok()]);
    await client.get('/a', { auth: false });
    await client.post('/a', {});
    for (const request of requests) {
      expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
      expect(request.init.credentials).toBe('include');
    }
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
});

describe('createApiClient: timeouts and retries', () => {
  /** A fetch that answers only when aborted, as a server that never replies. */
  const hanging = (request: SentRequest) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = request.init.signal!;
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason));
    });

  it('SPEC §9: a request times out after 30 s with a clear error', async () => {
    vi.useFakeTimers();
    const { client } = setup([hanging]);
    const result = client.get('/pricing/plans').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      message: 'The request timed out',
      status: 0,
      network: true,
      timedOut: true,
    });
  });

  it('SPEC §9: upload paths time out after 60 s', async () => {
    vi.useFakeTimers();
    const { client, calls } = setup([hanging]);
    const result = client.post('/tours/upload', { name: 'x' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ message: 'The request timed out' });
    // A timeout is not retried.
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('a caller may set its own timeout', async () => {
    vi.useFakeTimers();
    const { client } = setup([hanging]);
    const result = client.get('/slow', { timeoutMs: 5_000 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await result).toMatchObject({ message: 'The request timed out', timedOut: true });
  });

  it('SPEC §8: network failures are retried up to 3 times with 2^n × 100 ms backoff', async () => {
    const failure = new TypeError('Failed to fetch');
    const { client, calls, sleep } = setup([failure, failure, failure, json({ plans: [] })]);
    await expect(client.get('/pricing/plans')).resolves.toEqual({ plans: [] });
    expect(calls).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([100, 200, 400]);
  });

  it('SPEC §3: after 3 retries the error is the API error object with the network flag', async () => {
    const { client, calls } = setup([new TypeError('Failed to fetch')]);
    const error = await client.get('/pricing/plans').catch((e: unknown) => e);
    expect(calls).toHaveBeenCalledTimes(4);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'Failed to fetch', status: 0, network: true });
  });

  it("a caller's abort ends the request without retries", async () => {
    const controller = new AbortController();
    const { client, calls } = setup([
      (request) => {
        controller.abort(new DOMException('Left the page', 'AbortError'));
        return hanging(request);
      },
    ]);
    await expect(client.get('/a', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls).toHaveBeenCalledTimes(1);
  });
});

describe('createApiClient: outgoing content (SPEC §5)', () => {
  it('HTML-escapes outgoing strings and objects, but sends password, token and code fields as typed', async () => {
    const { client, requests } = setup([ok()]);
    await client.post('/contact', {
      firstName: "O'Brien & <Sons>",
      details: { notes: ['a/b', 'say "hi"'], count: 2 },
      password: 'P&ss/<w>rd"1',
      confirmPassword: 'P&ss/<w>rd"1',
      token: 'a/b+c=',
      code: '12&34',
    });
    expect(requests[0]!.body).toEqual({
      firstName: 'O&#x27;Brien &amp; &lt;Sons&gt;',
      details: { notes: ['a&#x2F;b', 'say &quot;hi&quot;'], count: 2 },
      password: 'P&ss/<w>rd"1',
      confirmPassword: 'P&ss/<w>rd"1',
      token: 'a/b+c=',
      code: '12&34',
    });
  });

  it('a caller may turn the escaping off for one request', async () => {
    const { client, requests } = setup([ok()]);
    await client.post('/a', { name: "O'Brien & Sons" }, { escape: false });
    expect(requests[0]!.body).toEqual({ name: "O'Brien & Sons" });
  });

  it('blocks a body matching a dangerous pattern before sending', async () => {
    const { client, calls } = setup([ok()]);
    for (const message of [
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      '<img src=x onerror=alert(1)>',
    ]) {
      const error = await client.post('/contact', { message }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error).toMatchObject({
        message: 'Request blocked due to suspicious content',
        status: 400,
      });
    }
    expect(calls).not.toHaveBeenCalled();
  });
});

describe('createApiClient: responses', () => {
  it('returns the JSON body, unwrapping a body that is only { data }', async () => {
    const { client } = setup([
      json({ plans: [1], lastUpdated: 'x' }),
      json({ data: { id: 'c1' } }),
      json({ data: [1], total: 1 }),
      new Response(null, { status: 204 }),
    ]);
    await expect(client.get('/a')).resolves.toEqual({ plans: [1], lastUpdated: 'x' });
    await expect(client.get('/a')).resolves.toEqual({ id: 'c1' });
    await expect(client.get('/a')).resolves.toEqual({ data: [1], total: 1 });
    await expect(client.get('/a')).resolves.toBeUndefined();
  });

  it('validates the data with a valibot schema when given one', async () => {
    const schema = v.object({ id: v.string() });
    const { client } = setup([json({ id: 'u1', extra: true }), json({ id: 1 })]);
    await expect(client.get('/a', { schema })).resolves.toEqual({ id: 'u1' });
    await expect(client.get('/a', { schema })).rejects.toMatchObject({
      message: 'The server sent an unexpected response',
      status: 200,
      generic: true,
    });
  });

  it('SPEC §5: a response with dangerous content logs a warning, or is rejected in strict mode', async () => {
    const reply = json({ bio: '<iframe src="https://evil.example">' });
    const { client } = setup([reply]);
    await expect(client.get('/a')).resolves.toEqual({ bio: '<iframe src="https://evil.example">' });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('dangerous content'));
    await expect(client.get('/a', { strict: true })).rejects.toMatchObject({
      message: 'Response rejected due to suspicious content',
    });
  });
});

describe('createApiClient: errors (SPEC §8)', () => {
  it('message precedence: the body message, else API Error: {status} {statusText}, with the body attached', async () => {
    const { client } = setup([
      json(
        { message: 'Email already registered', status: 409 },
        { status: 409, statusText: 'Conflict' },
      ),
      new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
      json({}, { status: 500, statusText: '' }),
    ]);
    const first = await client.post('/auth/register', {}).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ApiRequestError);
    expect(first).toMatchObject({
      message: 'Email already registered',
      status: 409,
      data: { message: 'Email already registered', status: 409 },
      network: false,
      generic: false,
    });
    await expect(client.get('/a')).rejects.toMatchObject({
      message: 'API Error: 502 Bad Gateway',
      status: 502,
      data: '<html>oops</html>',
      generic: true,
    });
    await expect(client.get('/a')).rejects.toMatchObject({ message: 'API Error: 500', data: {} });
  });

  it("else 'An unknown error occurred'", async () => {
    const { client } = setup([new Error('')]);
    await expect(client.get('/a')).rejects.toMatchObject({
      message: 'An unknown error occurred',
      network: true,
    });
  });

  it('429: the Retry-After seconds (default 60) and the next valid request time', async () => {
    const { client } = setup([
      json(
        { message: 'Too many requests. Please try again later.' },
        {
          status: 429,
          headers: { 'Retry-After': '120' },
        },
      ),
      json({ message: 'Slow down' }, { status: 429 }),
    ]);
    await expect(client.post('/contact', {})).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests. Please try again later.',
      retryAfterSeconds: 120,
      nextValidRequestTime: NOW + 120_000,
    });
    await expect(client.post('/contact', {})).rejects.toMatchObject({
      retryAfterSeconds: 60,
      nextValidRequestTime: NOW + 60_000,
    });
  });

  it('429: a Retry-After given as an HTTP date', async () => {
    const { client } = setup([
      json(
        { message: 'Too many requests. Please try again later.' },
        { status: 429, headers: { 'Retry-After': new Date(NOW + 90_000).toUTCString() } },
      ),
    ]);
    await expect(client.get('/a')).rejects.toMatchObject({
      retryAfterSeconds: 90,
      nextValidRequestTime: NOW + 90_000,
    });
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

  it('concurrent 401s share one refresh', async () => {
    const { client, options } = setup([
      (request) =>
        request.headers.get('authorization') === 'Bearer token-2'
          ? ok()
          : json({ message: 'Unauthorized' }, { status: 401 }),
    ]);
    await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(options.refreshSession).toHaveBeenCalledTimes(1);
  });

  it('401 on an unauthenticated call (a wrong password) is an ordinary error', async () => {
    const { client, options } = setup([json({ message: 'Invalid credentials' }, { status: 401 })]);
    await expect(
      client.post('/auth/login', { email: 'a@b.c', password: 'x' }, { auth: false }),
    ).rejects.toMatchObject({ message: 'Invalid credentials', status: 401 });
    expect(options.refreshSession).not.toHaveBeenCalled();
    expect(options.onSessionExpired).not.toHaveBeenCalled();
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

describe('createApiClient: cache statistics (SPEC §3)', () => {
  it('records every request: type, time, size, cache and CDN status, network errors', async () => {
    let time = NOW;
    const statistics = createCacheStatistics({ now: () => time, sessionId: 's', instanceId: 'i' });
    const { client } = setup(
      [
        (request) => {
          time += 40;
          return request.url.includes('plans')
            ? json({ plans: [] }, { headers: { 'cf-cache-status': 'HIT' } })
            : json({ ok: true }, { headers: { 'x-cache': 'Miss from cloudfront' } });
        },
      ],
      {
        now: () => time,
        statistics,
        isCacheHit: (url) => url.includes('plans'),
      },
    );
    await client.get('/pricing/plans');
    await client.post('/auth/login', { email: 'a@b.c' }, { auth: false });
    const failing = setup([new TypeError('Failed to fetch')], { statistics, now: () => time });
    await failing.client.get('/users/me').catch(() => {});

    expect(statistics.snapshot()).toMatchObject({
      requestCount: 3,
      cacheHits: 1,
      cacheMisses: 1,
      networkErrors: 1,
      requestsByType: { GET: 2, POST: 1 },
      resourcesByType: { api: 1, auth: 1, user: 1 },
      totalResponseTime: 80,
      totalSize: JSON.stringify({ plans: [] }).length + JSON.stringify({ ok: true }).length,
      cdnHits: 1,
      cdnMisses: 1,
    });
  });

  it('the statistics report itself is sent anonymously and not recorded', async () => {
    const statistics = createCacheStatistics({ now: () => NOW, sessionId: 's', instanceId: 'i' });
    const { client, requests } = setup(
      [json({ message: 'Cache statistics received' }, { status: 202 })],
      {
        statistics,
      },
    );
    await client.get('/pricing/plans');
    const snapshot = statistics.snapshot();
    statistics.reset();
    await cacheReportSender(client)(snapshot);
    expect(requests[1]!.url).toBe('/api/v1/analytics/cache');
    expect(requests[1]!.method).toBe('POST');
    expect(requests[1]!.body).toEqual(snapshot);
    expect(requests[1]!.headers.get('authorization')).toBeNull();
    expect(statistics.hasRequests()).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('SPEC §5: follows only relative URLs starting with one slash', () => {
    expect(safeRedirect('/dashboard/settings')).toBe('/dashboard/settings');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeRedirect('javascript:alert(1)')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });
});

describe('failure messages (SPEC §8)', () => {
  it('has the generic failure message of each call, word for word', () => {
    expect(REGISTRATION_FAILED).toBe('Registration failed');
    expect(Object.values(FAILURE_MESSAGES)).toEqual([
      'Registration failed',
      'Failed to complete profile',
      'Invalid credentials',
      'Failed to fetch profile',
      'Failed to process forgot password request',
      'Failed to reset password',
      'Failed to refresh token',
      'Failed to change password',
      'Failed to enable two-factor authentication',
      'Failed to verify two-factor authentication',
      'Failed to disable two-factor authentication',
      'Failed to get active sessions',
      'Failed to revoke session',
      'Failed to revoke all sessions',
    ]);
  });

  it("failureMessage: the server's message when it sent one, else the call's generic one", () => {
    const fallback = FAILURE_MESSAGES.changePassword;
    const fromServer = new ApiRequestError('Current password is incorrect', { status: 400 });
    const generic = new ApiRequestError('API Error: 500 Internal Server Error', {
      status: 500,
      generic: true,
    });
    const network = new ApiRequestError('Failed to fetch', {
      status: 0,
      network: true,
      generic: true,
    });
    expect(failureMessage(fromServer, fallback)).toBe('Current password is incorrect');
    expect(failureMessage(generic, fallback)).toBe('Failed to change password');
    expect(failureMessage(network, fallback)).toBe('Failed to change password');
    expect(failureMessage(new Error('boom'), fallback)).toBe('Failed to change password');
  });

  it('withFailureMessage: keeps status and body, with the message failureMessage gives', () => {
    const fallback = FAILURE_MESSAGES.login;
    const network = new ApiRequestError('Failed to fetch', {
      status: 0,
      network: true,
      generic: true,
    });
    const rewritten = withFailureMessage(network, fallback);
    expect(rewritten).toBeInstanceOf(ApiRequestError);
    expect(rewritten.message).toBe(fallback);
    expect(rewritten.network).toBe(true);
    expect(rewritten.generic).toBe(false);
    const refused = new ApiRequestError('Invalid credentials', {
      status: 401,
      data: { attemptsRemaining: 3 },
    });
    expect(withFailureMessage(refused, fallback)).toBe(refused);
    const limited = new ApiRequestError('API Error: 429 Too Many Requests', {
      status: 429,
      generic: true,
      retryAfterSeconds: 30,
    });
    expect(withFailureMessage(limited, fallback)).toMatchObject({
      message: fallback,
      status: 429,
      retryAfterSeconds: 30,
    });
    expect(withFailureMessage(new TypeError('boom'), fallback).message).toBe(fallback);
  });

  it("fieldErrorsOf: the first of each field's messages in SPEC §3's data.fieldErrors", () => {
    const withFields = (data: unknown) =>
      new ApiRequestError('Invalid input', { status: 400, data });
    expect(
      fieldErrorsOf(
        withFields({
          message: 'Invalid input',
          status: 400,
          data: { fieldErrors: { email: ['Enter a valid email address', 'second'], code: 'Bad' } },
        }),
      ),
    ).toEqual({ email: 'Enter a valid email address', code: 'Bad' });
    expect(fieldErrorsOf(withFields({ fieldErrors: { email: ['Email is required'] } }))).toEqual({
      email: 'Email is required',
    });
    expect(fieldErrorsOf(withFields({ message: 'Invalid input', data: {} }))).toBeUndefined();
    expect(fieldErrorsOf(withFields({ data: { fieldErrors: { email: [] } } }))).toBeUndefined();
    expect(fieldErrorsOf(withFields(null))).toBeUndefined();
  });
});

describe('createApiClient: Server-Sent Events', () => {
  /** A text/event-stream body that arrives in the given pieces. */
  const eventStream = (...pieces: string[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
          controller.close();
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );

  it('reads each event, however the stream is cut, with its data parsed and unescaped', async () => {
    const { client, requests } = setup([
      eventStream(
        'event: tour\r\ndata: {"title":"Tom &amp; J',
        'erry"}\r\nretry: 3000\r\n\r\n: keep-alive\n\n',
        'event: tour\ndata: {"title":\ndata: "second"}\n\ndata: [1]\n\n',
      ),
    ]);
    const events: [string, unknown][] = [];
    await client.events('/tours/1/events', (event, data) => events.push([event, data]));
    expect(events).toEqual([
      ['tour', { title: 'Tom & Jerry' }],
      ['tour', { title: 'second' }],
      ['message', [1]],
    ]);
    expect(requests[0]!.url).toBe('/api/v1/tours/1/events');
    expect(requests[0]!.headers.get('accept')).toBe('text/event-stream');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('follows the event-stream rules: the last event field wins, comments and ids are no events', async () => {
    const { client } = setup([
      eventStream(
        ': data: in a comment\r\rid: 7\revent: first\revent: tour\rdata:{"n":1}\r\r',
        'data\n\nevent: tour\ndata: {"n":\ndata: 2}\n\nevent: tour\ndata: {"n":3}',
      ),
    ]);
    const events: [string, unknown][] = [];
    await client.events('/tours/1/events', (event, data) => events.push([event, data]));
    // The bare "data" line is an empty event (not dispatched); the last one never ended.
    expect(events).toEqual([
      ['tour', { n: 1 }],
      ['tour', { n: 2 }],
    ]);
  });

  it('gives up a stream whose event outgrows the limit, so that watchers poll instead', async () => {
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: tour\ndata: {"n":1}\n\n'));
      },
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(`data: ${'x'.repeat(64 * 1024)}\n`));
      },
    });
    const { client } = setup([
      () => new Response(endless, { headers: { 'content-type': 'text/event-stream' } }),
    ]);
    const events: [string, unknown][] = [];
    await expect(
      client.events('/tours/1/events', (event, data) => events.push([event, data])),
    ).rejects.toMatchObject({ type: 'max-buffer-size-exceeded' });
    expect(events).toEqual([['tour', { n: 1 }]]);
  });

  it('rejects with the server message when the stream cannot be opened', async () => {
    const { client } = setup([json({ message: 'Tour not found', status: 404 }, { status: 404 })]);
    const opened = client.events('/tours/1/events', () => {});
    await expect(opened).rejects.toMatchObject({ message: 'Tour not found', status: 404 });
    const { client: offline } = setup([new TypeError('Failed to fetch')]);
    await expect(offline.events('/tours/1/events', () => {})).rejects.toBeInstanceOf(
      ApiRequestError,
    );
  });
});

describe('createApiClient: binary bodies', () => {
  it('reads a file as a Blob with the bearer token, and a failure as the usual error', async () => {
    const image = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
    const { client, requests } = setup([
      new Response(image, { headers: { 'content-type': 'image/webp' } }),
      json({ message: 'This tour has no such file', status: 404 }, { status: 404 }),
    ]);
    const blob = await client.getBlob('/api/v1/tours/1/assets/thumbnail.webp');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(image);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer token-1');
    await expect(client.getBlob('/api/v1/tours/1/assets/x.webp')).rejects.toMatchObject({
      message: 'This tour has no such file',
      status: 404,
    });
  });
});
