import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './errors';
import { json, setup, type SentRequest, registerApiClientTestHooks } from './test-support';

registerApiClientTestHooks();

describe('createApiClient: timeouts, retries and bodies on the wire (transport.ts)', () => {
  /** A fetch that answers only when aborted, as a server that never replies. */
  const hanging = (request: SentRequest) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = request.init.signal!;
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason));
    });

  /** Advances fake time to 1 ms before `ms`, checks that `result` still waits, then to `ms`. */
  async function advancePastTimeout(result: Promise<unknown>, ms: number) {
    await vi.advanceTimersByTimeAsync(ms - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
  }

  it('SPEC §9: a request times out after 30 s with a clear error', async () => {
    vi.useFakeTimers();
    const { client } = setup([hanging]);
    const result = client.get('/pricing/plans').catch((error: unknown) => error);
    await advancePastTimeout(result, 30_000);
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
    await advancePastTimeout(result, 60_000);
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
