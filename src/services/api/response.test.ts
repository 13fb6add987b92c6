import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './errors';
import { json, ok, setup, NOW, registerApiClientTestHooks } from './test-support';

registerApiClientTestHooks();

describe('createApiClient: responses and errors (response.ts, SPEC §8)', () => {
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
});
