import { keepPreviousData } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys, retryDelay } from './query-client';

describe('the server-data cache (SPEC §9 "Data cache")', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it('keeps data fresh for 30 seconds and cached for 5 minutes', () => {
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(defaults.queries?.gcTime).toBe(5 * 60 * 1000);
  });

  it('retries queries and mutations once', () => {
    expect(defaults.queries?.retry).toBe(1);
    expect(defaults.mutations?.retry).toBe(1);
  });

  it('refetches on window focus and on mount', () => {
    expect(defaults.queries?.refetchOnWindowFocus).toBe(true);
    expect(defaults.queries?.refetchOnMount).toBe(true);
  });

  it('keeps the previous data while refetching', () => {
    expect(defaults.queries?.placeholderData).toBe(keepPreviousData);
  });

  it('doubles the retry delay from 1 s up to a 30 s cap, for queries and mutations', () => {
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
    expect(defaults.mutations?.retryDelay).toBe(retryDelay);
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  describe('in use', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('tries a failing query twice, the second time 1 s after the first', async () => {
      vi.useFakeTimers();
      const client = createQueryClient();
      const calls: number[] = [];
      const start = Date.now();
      const fetched = client.fetchQuery({
        queryKey: ['failing'],
        queryFn: async () => {
          calls.push(Date.now() - start);
          throw new Error('refused');
        },
      });
      const settled = expect(fetched).rejects.toThrow('refused');
      await vi.advanceTimersByTimeAsync(5000);
      await settled;
      expect(calls).toEqual([0, 1000]);
    });

    it('serves a fresh answer from the cache, and asks again once it is 30 s old', async () => {
      vi.useFakeTimers();
      const client = createQueryClient();
      let calls = 0;
      const read = () => client.fetchQuery({ queryKey: ['count'], queryFn: async () => ++calls });
      expect(await read()).toBe(1);
      await vi.advanceTimersByTimeAsync(29_000);
      expect(await read()).toBe(1);
      await vi.advanceTimersByTimeAsync(2000);
      expect(await read()).toBe(2);
    });
  });

  it('gives each app a cache of its own', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });

  it('names the shared data by stable keys', () => {
    expect(queryKeys.tours).toEqual(['tours']);
    expect(queryKeys.credits).toEqual(['credits']);
  });
});
