import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './main-thread';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await yieldToMain();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });

  it('else resolves in a new task, after the tasks already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await yielded;
    expect(order).toEqual(['queued before', 'after the yield']);
  });
});
